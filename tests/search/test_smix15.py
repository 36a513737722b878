"""smix15: a first sound written as heard (`fasing`), players' `pro-black`, and the CR's term `modified`."""

from search import jargon, spelling
from search.spelling import Lexicon


def test_a_first_sound_written_as_heard_is_the_printed_word(monkeypatch):
    # `fasing` is phasing with f for ph: one slip from fading, none once its first sound is written as the CR does.
    words = Lexicon({"en": {"phasing": 63, "fading": 500, "phyrexian": 300, "phenomenon": 40}})
    assert words.correct("fasing", heard=True) == "phasing"
    assert words.correct("fyrexian", heard=True) == "phyrexian"
    assert words.correct("fenomenon", heard=True) == "phenomenon"
    assert words.correct("fasing") == "fading"  # an English question's reading only
    monkeypatch.setattr(spelling, "SPELT_AS_HEARD", {})
    assert Lexicon({"en": {"phasing": 63, "fading": 500}}).correct("fasing", heard=True) == "fading"


def test_each_letter_of_a_first_sound_is_read_so():
    words = Lexicon({"en": {"combat": 900, "kemba": 5, "circle": 80, "since": 700, "commander": 600, "kicker": 90}})
    assert words.correct("kombat", heard=True) == "combat"  # not Kemba, two slips away as typed
    assert words.correct("sircle", heard=True) == "circle"
    assert words.correct("cicker", heard=True) == "kicker"
    assert words.correct("komander", heard=True) == "commander"  # one slip from the word respelt


def test_a_nearer_word_as_typed_keeps_its_place_at_the_same_distance():
    # `sheild` is one slip (a swap) from shield as typed, one from child respelt: the word as typed wins.
    assert Lexicon({"en": {"shield": 300, "child": 900}}).correct("sheild", heard=True) == "shield"


def test_a_printed_word_is_no_misspelling_of_its_first_sound():
    assert Lexicon({"en": {"fading": 500, "phading": 3}}).correct("fading", heard=True) in (None, "fading")


def test_pro_a_color_is_protection_from_that_color():
    table = jargon.load()
    for typed, rule in (("pro-black", "702.16"), ("pro red", "702.16"), ("pro-everything", "702.16j")):
        understood = table.understand(f"my {typed} creature blocked")
        assert understood.rules[:1] == [rule], typed
    assert not table.understand("pro tour black lotus").rules  # no color after it: no protection


def test_modified_said_of_a_permanent_is_the_cr_s_term_not_its_verb():
    table = jargon.load()
    assert table.understand("does it count as modified").rules[:1] == ["700.9"]
    assert table.understand("my modified creatures get +1/+1").rules[:1] == ["700.9"]
    # The verb, which the CR says "as modified by" seventeen times, names no term.
    assert not table.understand("copiable values as modified by other copy effects").rules


class _Glossary:
    def __init__(self, **rules):
        self.terms = {
            name: type("Definition", (), {"term": name.title(), "rule": rule}) for name, rule in rules.items()
        }

    def get(self, name):
        return self.terms.get(name)


def test_two_printed_words_making_a_keyword_are_the_keyword(monkeypatch):
    from search import termspelling

    glossary = _Glossary(deathtouch="702.2", afterlife="702.135", kindred="308", lifelink="702.15")
    assert termspelling.joined(glossary, "does death touch kill it", set(), {}) == {("death", "touch"): "deathtouch"}
    assert termspelling.joined(glossary, "life link damage", set(), {}) == {("life", "link"): "lifelink"}
    # A grammar word (`after life gain`), or a term no keyword (kindred, a card type), is left as typed.
    assert termspelling.joined(glossary, "after life gain", set(), {}) == {}
    assert termspelling.joined(glossary, "kind red creature", set(), {}) == {}
    assert termspelling.joined(glossary, "kind redd creature", {"redd"}, {"redd": "red"}) == {
        ("kind", "redd"): "kindred"
    }
    monkeypatch.setattr(termspelling, "KEYWORD_SPLIT", False)
    assert termspelling.joined(glossary, "does death touch kill it", set(), {}) == {}
