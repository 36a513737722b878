"""Players' abbreviations of CR words (helper smix8): `opp`, `pw`, `cmdr`, `dmg`, `tgt`, `bf`, `until EOT` name what
they shorten, and neither they nor their possessives (`opp's`) are "corrected" into the nearest printed word."""

import pytest

from search import jargon

TABLE = jargon.load()


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("my opp attacks", "opponent"),
        ("my opp's creature", "opponent"),
        ("his pw has 3 loyalty", "planeswalker"),
        ("my cmdr died", "commander"),
        ("3 dmg to my creature", "damage"),
        ("tgt creature", "target"),
        ("on the bf", "battlefield"),
        ("+2/+2 until EOT", "until end of turn"),
    ],
)
def test_an_abbreviation_names_the_cr_words_it_shortens(typed, meant):
    understood = TABLE.understand(typed)
    assert understood.matches, typed
    assert meant in understood.text.lower(), understood.text


def test_until_eot_is_the_end_of_the_turn_not_the_end_step():
    # "at EOT" is the end step (513); "until EOT" is an effect's duration, "until end of turn" (514.2).
    assert [m.term.name for m in TABLE.understand("until EOT").matches] == ["UEOT"]
    assert [m.term.name for m in TABLE.understand("at EOT").matches] == ["EOT"]


def test_an_abbreviation_and_its_possessive_are_no_misspelling(today_searchers):
    from search import termspelling
    from search.suggestions import suggestions

    # `opp's` was read as a slip of "opus", `cmdr` of "cour": the words players say are read as typed, a
    # possessive as its word.
    assert termspelling.said(today_searchers, "opp's")
    assert termspelling.said(today_searchers, "opp\u2019s")
    assert suggestions(today_searchers, "my opp's creature attacks my cmdr") == []
