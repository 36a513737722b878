"""scard37: what a named card is (questioncards.told_text's type line) asked of it in the CR's words: a card of two
card types asked whether an effect on one of its types applies (205.2b, 300.2), a land named asked played or counted
as the land drop (305.1, 305.2). Nothing is read when the card is not of that kind or the question asks otherwise."""

import pytest

from search import situations

SIMULACRUM = "Artifact Creature — Golem\nWhen this creature enters, search your library for a basic land card."
BEARS = "Creature — Bear"
FOREST = "Basic Land — Forest\n({T}: Add {G}.)"
BOLT = "Instant\nLightning Bolt deals 3 damage to any target."
READ = ("205.2b", "300.2", "305.1", "305.2")


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        ("Does Shatter destroy  ? It is an artifact creature.", SIMULACRUM, ["205.2b", "300.2"]),
        ("Is  an artifact or a creature?", SIMULACRUM, ["205.2b", "300.2"]),
        ("Can I destroy  with an effect that destroys target artifact?", SIMULACRUM, ["205.2b", "300.2"]),
        # One card type: nothing to combine.
        ("Is  an artifact or a creature?", BEARS, []),
        # The question names no card type.
        ("When  enters, what do I search for?", SIMULACRUM, []),
        # A land named and asked played or counted as the land drop.
        ("Can I play  and another land in the same turn?", FOREST, ["305.1", "305.2"]),
        ("Does  count as my land drop for the turn?", FOREST, ["305.1", "305.2"]),
        ("Can I play  on my opponent's turn?", FOREST, ["305.1", "305.2"]),
        # Cast, not played (scard36's 305.9 reads a land of another type cast).
        ("Can I cast  after I tap my land?", FOREST, []),
        # No land named: "play" of a spell.
        ("Can I play  on my opponent's turn?", BOLT, []),
    ],
)
def test_what_the_card_is_tells_the_rule(words, cards, expected):
    # The land drop's own words read 305.2 already (situations.py): the order is the table's.
    assert sorted(n for n in situations.situation_rules(words, cards) if n in READ) == expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("My opponent has  mana up. Can he counter my land drop?", ["116.2a", "305.1"]),
        ("Can they respond to me playing a land?", ["116.2a", "305.1"]),
        ("Does playing a land use the stack?", ["116.2a", "305.1"]),
        # A spell countered, no land played.
        ("Can they counter my creature spell with ?", []),
        # A land played, nothing responded to.
        ("How many lands can I play with two ?", []),
    ],
)
def test_a_land_played_is_not_responded_to(words, expected):
    assert sorted(n for n in situations.situation_rules(words) if n in ("116.2a", "305.1")) == expected
