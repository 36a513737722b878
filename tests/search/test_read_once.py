"""Work a question did more than once, done once (sfast3): the same answers, read once per question."""

from search import planning
from search.cardnames import CardNames, name_keys
from search.situationtexts import Told
from search.spelling import Lexicon

from . import standins

TEXTS = Lexicon({"en": {"force": 400, "will": 900}})


class Counted(CardNames):
    reads = 0

    def _spans_at(self, *args, **kwargs):
        self.reads += 1
        return super()._spans_at(*args, **kwargs)


def test_a_question_goes_through_the_card_names_once():
    names = Counted([[list(key), card] for card in ["Force of Will"] for key in name_keys(card)])
    searchers = standins.searchers(lexicon=TEXTS, finder=None, card_names=names)
    text = "Force of Will cast by exiling a blue card"
    assert planning.cards_named(searchers, text) == ["Force of Will"]
    assert planning.card_named_alone(searchers, text) is None
    assert planning.words_unnamed(searchers, text) == "cast by exiling a blue card"
    assert planning.card_named_alone(searchers, "Force of Will") == "Force of Will"
    assert names.reads == 2  # one per text, not one per asker


class CountedCue:
    def __init__(self, pattern):
        self.pattern, self.searches = pattern, 0

    def search(self, text):
        self.searches += 1
        return self.pattern in text


def test_a_told_reads_the_cards_text_once_per_question():
    told = Told((), ())
    cue = CountedCue("infect")
    told.cues = ((cue, ("702.90b",)),)
    seen = {}
    assert told.cued("infect (this creature deals damage…)", seen) == ("702.90b",)
    assert told.cued("infect (this creature deals damage…)", seen) == ("702.90b",)
    assert cue.searches == 1
    assert told.cued("flying") == () and cue.searches == 2  # without seen, read each time, as before
