"""Ruling links, links87: the tuned labels of three disputed wordings settled by the CR (each tuned row saying the
wording labelled one way), and 205.3i for a cost or an ability that checks a land's subtype, not its name (the "land
subtypes" reading of rulings/sentence_concepts.py). The rulings are real ones (Knight of the Reliquary, Nimbus Maze;
the guards Liliana of the Dark Realms, Caves of Koilos, Hunting Cheetah)."""

import re

import pytest

from rulings import link_evaluation

CR = [
    "2. Parts of a Card",
    "205. Type Line",
    "205.3. Subtypes",
    "205.3i Lands have their own unique set of subtypes; these subtypes are called land types. The land types are "
    "Desert, Forest, Gate, Island, Lair, Locus, Mine, Mountain, Plains, Power-Plant, Swamp, Tower, and Urza's. Of that "
    "list, Forest, Island, Mountain, Plains, and Swamp are the basic land types. See rule 305.6.",
    "3. Card Types",
    "305. Lands",
    "305.1. A player who has priority may play a land card from their hand during a main phase of their turn when the "
    "stack is empty.",
    '305.6. The basic land types are Plains, Island, Swamp, Mountain, and Forest. If an object uses the words "basic '
    "land type,\" it's referring to one of these subtypes.",
]

KNIGHT = (
    "Some Card gets +1/+1 for each land card in your graveyard.\n{T}, Sacrifice a Forest or Plains: Search your "
    "library for a land card, put it onto the battlefield, then shuffle."
)
NIMBUS_MAZE = (
    "{T}: Add {C}.\n{T}: Add {W}. Activate only if you control an Island.\n{T}: Add {U}. Activate only if you control "
    "a Plains."
)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # What a cost or an ability checks is the land's subtype (the tuned Knight of the Reliquary, 205.3, and Nimbus
        # Maze, settled 305.6 -> 205.3i): 205.3i; the "Most nonbasic lands" sentence keeps its 305.6 (measured
        # without it: a never-tuned link lost).
        (
            KNIGHT,
            "The activated ability's cost checks the land's subtype, not its name. You can sacrifice a nonbasic land "
            "this way as long as it has the subtype Forest or Plains. Most nonbasic lands don't have basic land types, "
            "even if they produce colored mana. For example, Horizon Canopy is neither a Forest nor a Plains, while "
            "Temple Garden is both.",
            ["205.3i", "305.6"],
        ),
        (
            NIMBUS_MAZE,
            "Some Card's last two abilities check the subtypes of lands you control, not their names. You can activate "
            "the appropriate abilities as long as you control a land with the corresponding subtype, Plains or Island. "
            "Most nonbasic lands don't have basic land types, even if they produce colored mana. For example, Some "
            "Card itself is neither a Plains nor an Island, while Hallowed Fountain is both.",
            ["205.3i", "305.6"],
        ),
        # Guards, linked the same before and after: "the subtype Swamp, not just ones named Swamp" (links79's wider
        # "subtype X" reading, not kept), the "Most nonbasic lands" sentence alone, the land type named.
        (
            "+1: Search your library for a Swamp card, reveal it, put it into your hand, then shuffle.",
            "Each of Some Card's abilities refers to lands (or land cards) with the subtype Swamp, not just ones named "
            "Swamp.",
            [],
        ),
        (
            "As long as you control no untapped lands, Some Card can't be blocked.",
            "Most nonbasic lands don't have basic land types, even if they produce colored mana. For example, Caves of "
            "Koilos is neither a Plains nor a Swamp.",
            ["305.6"],
        ),
        (
            "Whenever Some Card deals damage to an opponent, you may search your library for a Forest card, reveal "
            "that card, put it into your hand, then shuffle.",
            "Some Card's ability allows you to search your library for any card with the land type Forest, not just a "
            "card with the name Forest.",
            ["305.6"],
        ),
    ],
)
def test_land_subtypes(linked, card_text, ruling, numbers):
    assert linked(CR, card_text, ruling) == numbers


def _tuned(pattern):
    """The tuned rows (the only ones read row by row) whose ruling says the wording."""
    return [
        row
        for row in link_evaluation.read_rows()
        if link_evaluation.tuned_on(row.group) and re.search(pattern, row.text, re.IGNORECASE)
    ]


def _rules(row):
    return {link_evaluation.rule_key(label) for label in row.labels}


X_IS_0 = r"\{?X\}? in (its|the|their|a) mana costs?\b[^.]*\bX is (considered to be |treated as )?(0|zero)\b"
X_INCLUDED = r"\bmana costs? (of [^.,]* )?includes? \{X\}, X is (considered to be |treated as )?(0|zero)\b"


def test_x_in_a_mana_cost_is_107_3_and_202_3_where_the_card_reads_a_mana_value():
    """107.3g for every "{X} in its mana cost, X is 0" ("If a card in any zone other than the stack has an {X} in its
    mana cost, the value of {X} is treated as 0"); 202.3e beside it only where the card reads that object's mana value
    ("When calculating the mana value of an object with an {X} in its mana cost, X is treated as 0 while the object is
    not on the stack"), not a copy's X nor a permanent's once put onto the battlefield (Ashiok)."""
    rows = _tuned(X_IS_0 + "|" + X_INCLUDED)
    assert len(rows) >= 13
    for row in rows:
        reads_mana_value = re.search(r"\bconverted mana costs?\b|\bmana values?\b", row.card_text + " " + row.text)
        permanent = re.search(r"\bonto the battlefield\b[^.]*\bvalue of (that )?X\b", row.text)
        assert "107.3" in _rules(row), row.card
        assert ("202.3" in _rules(row)) == bool(reads_mana_value and not permanent), row.card


def test_most_nonbasic_lands_is_the_land_subtypes_rule():
    """The wording "Most nonbasic lands don't have basic land types" (Knight of the Reliquary, Nimbus Maze, Nissa's
    Defeat): 205.3i's land types, not 305.6's mana abilities."""
    rows = _tuned(r"\bmost nonbasic lands\b")
    assert len(rows) == 3
    for row in rows:
        assert _rules(row) == {"205.3"}, row.card


def test_how_many_times_an_ability_triggers_is_603_2c():
    """603.2c: "An ability triggers only once each time its trigger event occurs. However, it can trigger repeatedly
    if one event contains multiple occurrences". Rust Scarab's "becomes blocked" has its own rule (509.3c)."""
    rows = _tuned(
        r"\btriggers? (only |just )?once (each|per|every|for each)\b|\btriggers? (only |just )?once each time\b"
        r"|\btriggers? (that many|multiple|two|three|four|five|six|several) times\b"
        r"|\btrigger(s|ed)? (separately )?for each of (them|those)\b"
    )
    assert len(rows) >= 12
    for row in rows:
        if "509.3" in _rules(row):
            continue
        assert "603.2" in _rules(row), row.card
