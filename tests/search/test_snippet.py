"""A result's snippet reads as sentences (helper snippet, search/snippets.py): it starts at a sentence's start, its
passages never overlap, it is joined by ellipses and bounded, its marks escaped, and a short ruling shows whole."""

import html
import re

from search.results import snippet
from search.schema import build_schema
from search.snippets import LIMIT, plain_snippet

READ = build_schema()["en"].analyzer.items[-1].term

LONG = (
    "Ensnaring Bridge's effect checks the number of cards in your hand only while a player (including you) is "
    "declaring attackers. Once a creature has legally attacked, changing its power won't remove it from combat. "
    "If a creature's power is greater than the number of cards in your hand when it would be declared as an "
    "attacker, it can't attack, even if it has haste. The comparison is made with its power as it is at that time, "
    "counting every effect that applies. Discarding cards later in the turn, after attackers are declared, doesn't "
    "remove any attacking creature from combat, and creatures with 0 power can always attack."
)


def shown(fields, *words):
    return snippet(fields, "en", {READ(w) for w in words})


def plain(text):
    return html.unescape(re.sub(r"<[^>]+>", "", text))


def pieces(text):
    return [p.strip() for p in plain(text).split("…") if p.strip()]


def test_a_snippet_starts_at_the_start_of_the_sentence_holding_the_word():
    text = shown({"en": LONG}, "comparison")
    assert plain(text).startswith("The comparison is made")
    assert "<mark>comparison</mark>" in text


def test_passages_never_overlap_nor_repeat_words():
    # "haste" and "comparison" are about a hundred characters apart: two passages of 70 characters around each
    # once showed "…even if it has haste. The comparison…" twice.
    text = shown({"en": LONG}, "haste", "comparison", "discarding")
    at = 0
    for piece in pieces(text):
        found = LONG.find(piece, at)
        assert found >= at, piece
        at = found + len(piece)
    assert plain(text).count("haste") == 1 and plain(text).count("comparison") == 1


def test_a_long_ruling_is_bounded_and_its_passages_are_joined_by_an_ellipsis():
    text = shown({"en": LONG}, "declaring", "discarding")
    assert len(plain(text)) <= LIMIT + 10
    assert " … " in text
    assert pieces(text)[0].startswith("Ensnaring Bridge's effect")
    assert pieces(text)[-1].startswith("Discarding cards later")


def test_a_cut_sentence_starts_at_a_clause_and_is_marked_by_an_ellipsis():
    sentence = "When it would be declared as an attacker, " + "a creature with power greater " * 12 + "can't attack."
    text = shown({"en": "A first short sentence. " + sentence + " Another one."}, "attack")
    assert len(plain(text)) <= LIMIT + 10
    assert plain(text).startswith("a creature with power") or plain(text).startswith("When it would be")
    assert plain(text).endswith("…")


def test_the_highlight_is_escaped():
    text = shown({"en": LONG.replace("The comparison", "The <script>alert(1)</script> & comparison")}, "comparison")
    assert "<script" not in text and "</script" not in text
    assert "&lt;script&gt;" in text and "&amp;" in text
    assert "<mark>comparison</mark>" in text


def test_a_short_ruling_is_shown_whole():
    ruling = (
        "Tarmogoyf's ability works in all zones, not just while Tarmogoyf is on the battlefield. It counts the "
        "card types among cards in all graveyards, not cards, so two instants count once; an artifact creature "
        "counts twice."
    )
    text = shown({"en": ruling}, "artifact")
    assert plain(text) == ruling
    assert "<mark>artifact</mark>" in text


def test_a_short_ruling_none_of_whose_words_were_searched_is_shown_whole_too():
    ruling = LONG[: LONG.index(" If a creature")] + " The comparison is made with its power as it is at that time."
    assert len(ruling) > 240
    assert html.unescape(plain_snippet(ruling)) == ruling


def test_a_rules_example_is_a_sentence_of_its_own():
    rule = (
        "702.19b The controller of an attacking creature with trample first assigns damage\n"
        + (
            "Example: A 6/6 green creature with trample is blocked by a 2/2 creature with protection from green. " * 3
        ).strip()
    )
    text = shown({"en": rule}, "protection")
    assert plain(text).startswith("Example: A 6/6")
    assert "\n" not in text
