"""Dates, ruling ids, match keys and mana-symbol repair (golden dates, real seed texts)."""

import json

import pytest

from ingest.importers.common import (
    DateFormatError,
    language_code,
    looks_stripped,
    parse_date,
    repair_symbols_by_gaps,
    repair_symbols_from_english,
    ruling_uid,
    symbol_groups,
)
from rulings.wording import match_key

from .conftest import DATA

DATES = json.loads((DATA / "dates.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("text, expected", DATES.items())
def test_dates_golden(text, expected):
    if expected.startswith("error: "):
        with pytest.raises(DateFormatError) as error:
            parse_date(text)
        assert str(error.value) == expected.removeprefix("error: ")
    else:
        assert parse_date(text).isoformat() == expected


def test_ruling_uid_is_stable_short_and_ignores_spacing_only():
    uid = ruling_uid("2018-07-13", "wotc", "Improvise doesn't change a spell's mana cost.")
    assert len(uid) == 12
    assert uid == ruling_uid(parse_date("13 juillet 2018"), "wotc", " Improvise doesn't change a spell's mana cost.\n")
    assert uid != ruling_uid("2017-02-09", "wotc", "Improvise doesn't change a spell's mana cost.")
    assert uid != ruling_uid("2018-07-13", "scryfall", "Improvise doesn't change a spell's mana cost.")
    assert uid != ruling_uid("2018-07-13", "wotc", "Improvise doesn't change a spell's mana value.")


def test_match_key_accepts_newer_wording_and_stripped_symbols():
    old = "Improvise doesn't change a spell's mana cost or converted mana cost."
    assert match_key("Improvise doesn't change a spell's mana cost or mana value.") == match_key(old)
    assert match_key("Improvise can't pay for , , , , , or mana symbols") == match_key(
        "Improvise can't pay for {W}, {U}, {B}, {R}, {G}, or {C} mana symbols"
    )
    assert match_key("Improvise can pay for mana symbols") != match_key("Improvise can't pay for mana symbols")


ENGLISH_X = (
    "When using improvise to cast a spell with {X} in its mana cost, first choose the value for X. "
    "For example, if you cast "
    "Whir of Invention (a spell with improvise and mana cost {X}{U}{U}{U}) and choose X to be 3, "
    "the total cost is {3}{U}{U}{U}. "
    "If you tap two artifacts, you'll have to pay {1}{U}{U}{U}."
)


def test_english_repair_places_each_symbol_run_even_without_punctuation_hints():
    stripped = (
        "When using improvise to cast a spell with in its mana cost, first choose the value for X. "
        "For example, if you cast "
        "Whir of Invention (a spell with improvise and mana cost ) and choose X to be 3, the total cost is . "
        "If you tap two artifacts, you'll have to pay ."
    )
    assert repair_symbols_from_english(stripped, ENGLISH_X) == ENGLISH_X
    english = "Improvise can't pay for {W}, {U}, {B}, {R}, {G}, or {C} mana symbols in a spell's total cost."
    assert (
        repair_symbols_from_english(
            "Improvise can't pay for , , , , , or mana symbols in a spell's total cost.", english
        )
        == english
    )


def test_english_repair_refuses_text_it_cannot_align():
    assert repair_symbols_from_english("Something else entirely.", "Pay {1} to draw.") is None
    assert repair_symbols_from_english("Already has {1}.", "Pay {1}.") is None


def test_french_repair_fills_holes_in_order_only_when_counts_agree():
    french = "L'improvisation ne peut pas payer les symboles de mana , , , , ou dans le coût total d'un sort."
    runs = symbol_groups(
        "Improvise can't pay for {W}, {U}, {B}, {R}, {G}, or {C} mana symbols in a spell's total cost."
    )
    assert repair_symbols_by_gaps(french, runs) == (
        "L'improvisation ne peut pas payer les symboles de mana {W}, {U}, {B}, {R}, {G} ou {C} "
        "dans le coût total d'un sort."
    )
    assert repair_symbols_by_gaps(french, runs[:5]) is None
    assert repair_symbols_by_gaps("« Contrecarrez le sort ciblé à moins que son contrôleur ne paie . »", ["{3}"]) == (
        "« Contrecarrez le sort ciblé à moins que son contrôleur ne paie {3}. »"
    )
    assert (
        repair_symbols_by_gaps("une capacité de mana avec dans son coût", ["{T}"])
        == "une capacité de mana avec {T} dans son coût"
    )


def test_looks_stripped():
    assert looks_stripped("Improvise can't pay for , , , , , or mana symbols")
    assert looks_stripped("unless its controller pays .")
    assert not looks_stripped("Improvise doesn't change a spell's mana cost or mana value.")
    assert not looks_stripped("pays {3}.")


def test_language_names():
    assert language_code("French") == "fr"
    assert language_code("German") == "de"
    assert language_code("Portuguese (Brazil)") == "pt"
    assert language_code("Chinese Simplified") == "zh-Hans"
    assert language_code("Klingon") is None
