"""sfr31: the French CR's "on dit que" (the CR's "is said to"), the verbs of the keyword nouns (`convoqué`:
convoke), read and spans from one walk over the French phrases."""

from search import keywordnames
from search.frenchphrases import read, spans


def test_on_dit_is_the_crs_said():
    # (`tapées`, the anglicism tapped, is tap since sfr46.)
    assert read("les créatures tapées, on dit qu'elles ont convoqué le sort ?")[1] == ["tap", "said"]
    assert read("on dit d'une créature qu'elle a évolué")[1] == ["said"]
    assert read("une carte est dite « suspendue » quand ?")[1] == ["said"]
    # what a card or a friend says is no definition
    for text in ("la carte dit que je pioche", "on m'a dit que ça marche", "ce qui est dit sur la carte"):
        assert "said" not in read(text)[1]


def test_a_keyword_nouns_verb_is_the_keyword():
    names = {"convocation": "convoke", "dragage": "dredge", "suspension": "suspend", "dephasage": "phasing"}
    forms = keywordnames.verb_forms(names)
    for typed, english in (
        ("convoque", "convoke"),  # convoqué, accents folded
        ("draguer", "dredge"),
        ("suspendue", "suspend"),
        ("dephase", "phasing"),
    ):
        assert forms[typed] == english
    assert keywordnames.conjugated(names)["convoque"] == "convoke"


def test_an_everyday_verb_of_a_keyword_noun_is_no_keyword():
    # provoquer is the players' goad (701.15), not provocation's provoke; récupérer gets any card back, not
    # scavenge; évoquer (mention) the players' words never say.
    names = {"provocation": "provoke", "recuperation": "scavenge", "evocation": "evoke"}
    assert keywordnames.verb_forms(names) == {}


def test_read_and_spans_blank_the_same_phrases():
    text = "on dit qu'une carte retirée de la partie revient, puis je perds la partie ?"
    blanked, _ = read(text)
    taken = sorted(spans(text))
    assert taken and all(text[start:end].strip() for start, end in taken)
    assert all(text[start:end] not in blanked for start, end in taken if len(text[start:end]) > 4)


def test_the_french_crs_phased_out_and_mutate():
    assert read("une creature dephasee compte pour ma capacité ?")[1] == ["phased out"]
    assert read("quand elle se déphase")[1] == ["phased out"]
    assert read("la créature mutée a quelle force ?")[1] == ["mutate"]
    # the keyword's name stays the keyword's (keywordnames), the creature type Mutant the type's
    assert read("comment marche le déphasage")[1] == [] and read("une créature mutante")[1] == []


def test_fusionner_is_merge_meld_or_fuse_as_the_question_tells():
    assert read("la créature mutée est fusionnée avec la mienne")[1] == ["merged", "mutate"]
    assert read("je fusionne une paire de cartes")[1] == ["melded"]
    # (sfr41: the lone `pile` is read as the stack too)
    assert read("une carte scindée fusionnée sur la pile")[1] == ["fused split", "stack"]
    assert read("le permanent fusionné")[1] == ["merged melded fused split"]


def test_a_battles_defense_counters():
    # (and `n'a plus de`: no, sfr33)
    assert read("ma bataille n'a plus de marqueurs de défense, elle va où ?")[1] == ["defense counter", "no"]
    assert read("trois marqueurs défense")[1] == ["defense counter"]
    assert read("défense talismanique contre le bleu")[1] == []
