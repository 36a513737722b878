"""Players' slang of public Magic slang glossaries that the table lacked (issue 20, sslang, 2026-12-05): `walker`,
`go face`, `hits a player`, `scoop`, `heal`/`lifegain`, `lord`, `alpha strike`, `3-drop`,
and the CR's own former words `in play`. Each reaches the rule its CR words name in today's whole CR; before the
entries, none of the whole-CR questions below had that rule in its first five.
"""

import pytest

from search.jargon import load
from tests.search.conftest import numbers_found

TABLE = load()


def names(query):
    return [m.term.name for m in TABLE.understand(query).matches if m.term is not None]


@pytest.mark.parametrize(
    "query, term",
    [
        ("can I attack a walker", "walker"),
        ("my opponent's walkers", "walker"),
        ("should I go face or attack the planeswalker", "go face"),
        ("Lightning Bolt to the face", "go face"),
        ("whenever it hits a player", "hits a player"),
        ("my opponent scooped in response", "scoop"),
        ("does lifegain trigger it", "heal"),
        ("two lords in play", "lord"),
        ("I alpha strike with everything", "alpha strike"),
        ("a 3-drop creature", "1-drop"),
    ],
)
def test_the_glossaries_slang_names_its_term(query, term):
    assert term in names(query), names(query)


def test_the_cr_s_walker_token_is_no_planeswalker():
    assert names("create a walker token") == ["walker token"]
    assert TABLE.understand("walker token").rules == ["111.10d"]
    assert names("a walker with three loyalty") == ["walker"]


def test_cards_named_by_the_new_slang_stay_cards():
    # Heal and Peek are cards; Walker of the Grove and Lord of the Pit are "X of ..." names.
    assert names("Heal in response to the damage") == []
    assert "walker" not in names("Walker of the Grove dies")
    assert "lord" not in names("Lord of the Pit's upkeep trigger")
    assert names("can I heal my creature") == ["heal"]


def test_in_play_is_the_cr_s_former_battlefield_and_longer_phrases_keep_their_terms():
    assert names("cards in play") == ["in play"]
    assert names("it comes into play tapped") == ["ETB replacement"]
    assert names("it came into play this turn") == ["came in this turn"]


def test_the_cr_s_words_of_the_new_slang_name_nothing():
    for phrase in ("planeswalker", "concede", "gain life", "attack a player", "battlefield", "mana value"):
        assert not {"walker", "scoop", "heal", "go face", "1-drop"} & set(names(phrase)), phrase


@pytest.mark.parametrize(
    "query, rule",
    [
        ("can I attack a walker instead of the player", "508.1b"),
        ("damage dealt to a walker", "306.8"),
        ("two lords give +1/+1 which layer", "613.4c"),
        ("does my lifegain trigger happen twice", "119.9"),
        ("what is a 3-drop", "202.3"),
    ],
)
def test_a_slang_question_reaches_its_rule_in_today_s_cr(today, query, rule):
    assert rule in numbers_found(query), query


def test_in_play_answers_with_the_battlefield_s_former_name(today):
    assert numbers_found("in play")[:1] == ["403.5"]
