"""Ruling links: a concept whose rule the CR of the ruling's date had only in its Glossary (sacrifice before May 2007's
Keyword Actions) is linked as that Glossary entry, and to the rule the concept names today (links27)."""

import pytest

from ingest.cr import import_cr_files
from rules.selectors import versions_in_order
from rulings import link_evaluation
from rulings.citations import in_force_at
from tests.builders import make_card, make_ruling
from tests.importers.conftest import links_of
from tests.predicates.conftest import write_cr

# Today's rules of three concepts (the CR of 2022-11-18 stands for today's).
TODAY = [
    "1. Game Concepts",
    "118. Costs",
    "118.3. A player can't pay a cost without having the necessary resources to pay it fully.",
    "7. Additional Rules",
    "701. Keyword Actions",
    "701.1. Most actions described in a card's rules text use the standard English definitions of the verbs.",
    "701.21. Sacrifice",
    "701.21a To sacrifice a permanent, its controller moves it from the battlefield directly to its owner's "
    "graveyard. A player can't sacrifice something that isn't a permanent, or something that's a permanent they "
    "don't control.",
    "8. Multiplayer Rules",
    "800. General",
    "800.4. Unlike two-player games, multiplayer games can continue after one or more players have left the game.",
    "800.4a When a player leaves the game, all objects owned by that player leave the game.",
]

# 2004's CR: no Keyword Actions, no such rule 118.3 nor 800.4; its Glossary says them (its words).
OLD = [
    "1. Concepts",
    "102. Winning and Losing",
    "102.1. A game ends immediately when a player wins.",
]
OLD_GLOSSARY = [
    "Concede\nA player may concede a game at any time. A player who concedes leaves the game immediately.",
    "Cost\nA player can't pay a cost unless he or she has the necessary resources to pay it fully.",
    "Sacrifice\nTo sacrifice a permanent, its controller moves it from the in-play zone directly to its owner's "
    "graveyard. A player can't sacrifice something that isn't a permanent.",
]


def with_glossary(path, entries):
    """Give a CR file written by write_cr these Glossary entries ("Term\\ntext")."""
    text = path.read_text(encoding="utf-8")
    glossary = "\n\nGlossary\n\n" + "\n\n".join(entries) + "\n\nCredits"
    path.write_text(text.replace("\n\nGlossary\n\nCredits", glossary, 1), encoding="utf-8")
    return path


@pytest.fixture
def two_crs(no_cr, tmp_path):
    old = with_glossary(write_cr(tmp_path, "October 1, 2004", OLD), OLD_GLOSSARY)
    results = import_cr_files([old, write_cr(tmp_path, "November 18, 2022", TODAY)])
    assert all(r.status == "imported" for r in results), [r.error for r in results]


def linked(card_text, date, ruling):
    card = make_card("Some Card", oracle_text=card_text)
    return [(link["number"], link["now"]) for link in links_of(card, make_ruling(card, date, ruling))]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card", "date", "ruling", "links"),
    [
        # Before May 2007 sacrifice was a Glossary entry only (Kaervek's Spite, Bronze Bombshell).
        (
            "Sacrifice all permanents you control: Target player loses 5 life.",
            "2004-10-04",
            "As always, you can't sacrifice things you do not control.",
            [("Glossary: Sacrifice", "701.21")],
        ),
        # The same ruling today: the rule itself.
        (
            "Sacrifice all permanents you control: Target player loses 5 life.",
            "2023-01-01",
            "As always, you can't sacrifice things you do not control.",
            [("701.21", "701.21")],
        ),
        # A cost without its resources, in the words of 2004's "Cost" (Mage il-Vec).
        (
            "{T}, Discard a card at random: Some Card deals 1 damage to any target.",
            "2004-10-04",
            "You can't announce the ability unless you have a card in hand.",
            [("Glossary: Cost", "118.3")],
        ),
        # "Concede" says "leaves the game" but is not what a player's leaving the game rests on: no word of its term
        # is the concept's nor its rule's title.
        (
            "Target opponent loses 3 life.",
            "2004-10-04",
            "If that player leaves the game, the effect ends.",
            [],
        ),
    ],
)
def test_a_concept_only_in_the_glossary_of_the_rulings_date_links_that_entry(two_crs, card, date, ruling, links):
    assert linked(card, date, ruling) == links


@pytest.mark.django_db
def test_a_glossary_link_is_right_for_its_date_in_the_evaluation(two_crs):
    card = make_card("Some Card", oracle_text="Sacrifice a creature: Draw a card.")
    ruling = make_ruling(card, "2004-10-04", "As always, you can't sacrifice things you do not control.")
    (kept,) = links_of(card, ruling)
    versions = versions_in_order()
    assert in_force_at(versions, ruling.date)[1].isoformat() == "2004-10-01"
    link = link_evaluation.links_of_ruling(ruling, ["Some Card"], "Sacrifice a creature: Draw a card.", versions)[0]
    assert (link.number, kept["cr"]) == ("Glossary: Sacrifice", "2004-10-01")
    assert link_evaluation._number_on_date(link, ruling.date, versions)
