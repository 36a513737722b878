"""Players' slang in the jargon table (search/jargon.toml, its "players' slang" part): what a player says reaches
the CR's words.

Every entry is tested with the judges' jargon by test_jargon.py (each way searches the others); these tests are
what slang adds: the CR's words of an entry (`cr`) name nothing, a capitalized slang word is a card's name, and a
slang question reaches the rule it names in today's whole CR.
"""

import pytest

from search.jargon import load, parse
from tests.search.conftest import numbers_found

TABLE = load()
SLANG = [t for t in TABLE.terms if t.slang]


def names(query):
    return [m.term.name for m in TABLE.understand(query).matches if m.term is not None]


def test_the_slang_of_the_wiki_s_list_is_in_the_table():
    said = {p for term in SLANG for p in term.named_by}
    for word in ("bounce", "kill", "steal", "burn", "ping", "tutor", "fog", "wrath", "chump block", "ramp", "sac"):
        assert word in said, word
    assert all(term.cr for term in SLANG), [t.name for t in SLANG if not t.cr]


@pytest.mark.parametrize("term", SLANG, ids=lambda t: t.name)
def test_the_cr_s_words_of_slang_name_nothing_and_are_searched_when_it_is_said(term):
    for phrase in term.cr:
        assert term.name not in names(phrase), phrase  # a question in the CR's words reads as before
        assert phrase in term.says  # the rule finder reads a term's ways: these are its words in the CR


@pytest.mark.parametrize("typed", ["bounced", "stole", "stolen", "killed", "tutored", "sacced", "chump blocked"])
def test_inflected_slang_is_slang(typed):
    assert names(f"my opponent {typed} it") != [], typed


def test_a_capitalized_slang_word_inside_a_sentence_is_a_card_s_name():
    assert names("can Blightsteel be destroyed by Wrath?") == []
    assert names("can it be destroyed by a wrath?") == ["wrath"]
    assert names("I cast Kill Shot on an attacker") == []
    assert names("Bounce a token: does it come back?") == ["bounce", "token"]


def test_a_slang_word_that_is_a_card_s_name_is_the_card_at_a_sentence_s_start_too():
    assert names("Clone copying a token") == ["token"]
    assert names("clone a token") == ["clone", "token"]
    assert names("Fog in the declare blockers step") == []


def test_mana_burn_is_no_burn():
    assert names("mana burn") == ["mana burn"]


def test_names_are_ways_of_saying_a_slang_term():
    with pytest.raises(ValueError, match="names"):
        parse({"term": [{"says": ["fog"], "names": ["fog"]}]})
    with pytest.raises(ValueError, match="names"):
        parse({"term": [{"says": ["fog"], "slang": True, "names": ["Fog Bank"]}]})


def test_a_slang_question_reaches_the_rule_it_names_in_today_s_cr(without_asks, today):
    # The whole CR of today, imported as the site imports it: "tutor", "sac" and "kill" are no words of it, nor of
    # the sample's rulings; "search" (701.23), "sacrifice" (701.21) and "destroy" are.
    assert numbers_found("tutor")[:1] == ["701.23"]
    assert numbers_found("what does sac mean")[:1] == ["701.21"]
    # Said in slang, a question finds what it finds in the CR's words.
    assert numbers_found("sac a creature") == numbers_found("sacrifice a creature")
    # "kill" is also what players say of lethal damage (the asks of 704.5 say it: search/playerswords.py), so
    # below the first places it may reach the state-based action beside destroy's rules.
    killed, destroyed = numbers_found("kill a creature"), numbers_found("destroy a creature")
    assert killed[:2] == destroyed[:2]
    assert set(killed) - set(destroyed) <= {"704.5g"}
