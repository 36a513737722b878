"""scard53: a named card's kind read from its layout (cards.models.Card.layout), not only from a " // " in its name
(search/cardtypes.kind_rules, search/cardlayouts.card_layout). A meld card's name has no " // " and a melded back
face's text says nothing of melding (Brisela, Chittering Host); a flip card's text says no "transform": before,
neither was read as its kind, so 712's and 710's rules never entered the finder's list for them.

And a question asked in a later clause with no "?" (search/laterasked.py, jargon.Jargon.is_question's hook): `my
opponent steals my crusader of odric, does it count their creatures or mine` was read as words asking nothing, and
the situation step (cardsituations.placed, 109.5) is taken for questions only.

Before (main d7e7060): kind_rules took (name, text) only, and a meld or flip card read no kind; is_question read a
"?" or a first question word only."""

import pytest

from cards.models import Card
from search import jargon
from search.cardlayouts import card_layout
from search.cardtypes import kind_rules
from search.index import shared_searchers
from tests.search.conftest import numbers_found

GISELA = (
    "Legendary Creature — Angel Horror\n{2}{W}{W}\nFlying, first strike, lifelink\nAt the beginning of your end "
    "step, if you both own and control Gisela, the Broken Blade and a creature named Bruna, the Fading Light, exile "
    "them, then meld them into Brisela, Voice of Nightmares."
)
# A melded back face: its own text says nothing of what it is.
HOST = "Creature — Eldrazi Horror\nHaste\nMenace"
TENDERFOOT = (
    "Creature — Human Soldier\n{B}\nWhen a creature dealt damage by Bushi Tenderfoot this turn dies, flip Bushi "
    "Tenderfoot.\nKenzo the Hardhearted\nLegendary Creature — Human Samurai\nDouble strike; bushido 2"
)
# MTGJSON v3 files these partners, which flip coins, as a flip pair.
OKAUN = (
    "Legendary Creature — Cyclops Berserker\n{4}{R}\nAt the beginning of combat on your turn, flip a coin until "
    "you lose a flip.\nWhenever a player wins a coin flip, double Okaun's power and toughness until end of turn."
)


@pytest.mark.parametrize(
    ("name", "text", "layout", "expected"),
    [
        ("Gisela, the Broken Blade", GISELA, "meld", ["712"]),
        ("Chittering Host", HOST, "meld", ["712"]),
        ("Bushi Tenderfoot // Kenzo the Hardhearted", TENDERFOOT, "flip", ["710"]),
        # A coin's flip is no flip card's.
        ("Okaun, Eye of Chaos // Zndrsplt, Eye of Wisdom", OKAUN, "flip", []),
        # A leveler's text says "Level up" (702.87): no kind of its layout.
        ("Hada Spy Patrol", "Creature — Human Rogue\n{1}{U}\nLevel up {2}{U}", "leveler", []),
        (
            "Bonecrusher Giant // Stomp",
            "Creature — Giant\n{2}{R} // {1}{R}\nStomp\nInstant — Adventure",
            "adventure",
            ["715"],
        ),
        # The type line's kinds stay beside the layout's.
        ("Hanweir Battlements", "Land\n{T}: Add {C}.", "meld", ["305", "712"]),
        # No layout known: the name and text as before.
        ("Fire // Ice", "Instant\n{1}{R} // {1}{U}\nFire deals 2 damage…\nIce\nInstant", "", ["709"]),
        ("Llanowar Elves", "Creature — Elf Druid\n{G}\n{T}: Add {G}.", "normal", []),
    ],
)
def test_a_cards_kind_is_read_from_its_layout(name, text, layout, expected):
    assert kind_rules(name, text, layout) == expected


def test_the_layout_is_the_databases(today_with):
    today_with(("Chittering Host", "Creature — Eldrazi Horror", "Haste\nMenace"))
    Card.objects.filter(name="Chittering Host").update(layout="meld")
    searchers = shared_searchers()
    assert card_layout(searchers, "Chittering Host") == "meld"
    assert card_layout(searchers, "No Such Card") == ""


TOWNSHIP = (
    "Trample, haste\nWhenever Hanweir, the Writhing Township attacks, create two 3/2 colorless Eldrazi Horror "
    "creature tokens that are tapped and attacking."
)


def test_a_melded_permanent_asked_where_its_cards_go_finds_712_21(today_with):
    today_with(("Hanweir, the Writhing Township", "Legendary Creature — Eldrazi Ooze", TOWNSHIP))
    Card.objects.filter(name="Hanweir, the Writhing Township").update(layout="meld")
    shared_searchers().cache.clear()
    found = numbers_found("Hanweir, the Writhing Township is shuffled into my library. How many cards is that?")
    assert any(n.startswith("712.21") for n in found), found


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("my opponent steals my crusader of odric, does it count their creatures or mine", True),
        ("harvest pyre for x=4 and they exile my graveyard in response, how much damage does it still do", True),
        ("I'm on the play in a two-player game. Can I draw on my first turn", True),
        # A relative or adverbial clause after a comma asks nothing; nor does a term alone.
        ("my opponent, who controls Platinum Angel, attacks with it", False),
        ("Creatures you control get +1/+1, when it dies", False),
        ("hexproof vs shroud difference", False),
    ],
)
def test_a_question_asked_in_a_later_clause_is_a_question(text, asked):
    assert jargon.load().is_question(text) is asked


CRUSADER = "Crusader of Odric's power and toughness are each equal to the number of creatures you control."


def test_a_stolen_cards_you_asked_in_a_later_clause_finds_109_5(today_with):
    today_with(("Crusader of Odric", "Creature — Human Soldier", CRUSADER))
    found = numbers_found("my opponent took my Crusader of Odric, does it count their creatures or mine now")
    assert "109.5" in found, found
