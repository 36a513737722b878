"""A jargon term said with a possessive (`my cantrip's target`) is the term; an abbreviation (`CMC`, `ETB`, `GY`) is
read by the rule finder as the words it stands for (jargon.SPELT_OUT), unless it is the whole query (`APNAP`)."""

import pytest

from search import jargon
from search.jargon import load

TABLE = load()


def names(text):
    return [m.name for m in TABLE.understand(text).matches]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("my cantrip's only target died", "cantrip"),
        ("the ETB's controller", "ETB"),
        ("does the wrath's destroy", "wrath"),
    ],
)
def test_a_possessive_is_the_term(text, name):
    assert name in names(text)


def test_a_contraction_is_no_possessive_and_a_capital_still_names_a_card():
    assert names("Wrath's text") == []
    assert "fizzle" in names("don't fizzle")


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("CMC of a split card", "mana value of a split card"),
        ("when are SBAs checked", "state-based action checked"),
        ("my gy has 7 cards", "my graveyard has 7 cards"),
    ],
)
def test_an_abbreviation_is_spelt_out_for_the_finder(text, plain):
    assert TABLE.understand(text).plain == plain


def test_an_abbreviation_alone_or_switched_off_stays_as_typed(monkeypatch):
    assert TABLE.understand("APNAP").plain == "APNAP"
    monkeypatch.setattr(jargon, "SPELT_OUT", False)
    assert TABLE.understand("CMC of a split card").plain == "CMC of a split card"
