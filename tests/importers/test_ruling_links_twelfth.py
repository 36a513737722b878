"""Ruling links, the twelfth session's step (draw 9 labelled blind as tuned9, then the tuned groups' wrong links):
no action between announcing a spell or an ability and paying for it is the rule of casting or activating, not of
resolving; a keyword an effect gives all the same ("still gains trample") reads the card's effect, not the keyword's
rule; "this condition is checked again on resolution" is the intervening "if" (603.4); "isn't put into your
graveyard until after it's finished resolving" is 608.2n. Each phrase was counted on the corpus's WotC rulings; the
rulings are real ones (the card's names blanked as the linker blanks them)."""

import pytest

pytestmark = pytest.mark.django_db


def cr_of_the_ninth_draw():
    return [
        "6. Spells, Abilities, and Effects",
        "601. Casting Spells",
        "601.2. To cast a spell is to take it from where it is, put it on the stack, and pay its costs.",
        "602. Activating Activated Abilities",
        "602.2. To activate an ability is to put it onto the stack and pay its costs, so that it will eventually "
        "resolve and have its effect.",
        "603. Handling Triggered Abilities",
        "603.4. A triggered ability may read \u201cWhen/Whenever/At [trigger event], if [condition], [effect].\u201d "
        "This rule is referred to as the \u201cintervening \u2018if\u2019 clause\u201d rule.",
        "608. Resolving Spells and Abilities",
        "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution "
        "may involve several steps.",
        "608.2n As the final part of an instant or sorcery spell's resolution, the spell is put into its owner's "
        "graveyard.",
        "7. Additional Rules",
        "702. Keyword Abilities",
        "702.19. Trample",
        "702.19a Trample is a static ability that modifies the rules for assigning an attacking creature's combat "
        "damage.",
        "702.20. Vigilance",
        "702.20a Vigilance is a static ability that modifies the rules for the declare attackers step.",
    ]


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # No action while a spell is cast or an ability activated: 601.2 and 602.2, not 608.2 (19 of the corpus's 65
        # rulings saying "no player may take actions": Retribution of the Ancients, Aryel, Academy Journeymage).
        (
            "{B}, Remove X +1/+1 counters from among creatures you control: Target creature gets -X/-X until end of "
            "turn.",
            "Once you announce that you are activating the ability of , no player may take any actions before you "
            "pay its costs. Notably, opponents can't try to remove a creature with counters on it to stop you from "
            "paying.",
            ["602.2"],
        ),
        (
            "This spell costs {1} less to cast for each Wizard you control.",
            "Once a player announces that they're casting a spell or activating an ability, no player may take other "
            "actions until the spell or ability has been paid for.",
            ["601.2", "602.2"],
        ),
        # A resolution still is one (Brawl-Bash Ogre).
        (
            "Whenever this creature attacks, you may sacrifice another creature. If you do, it gets +2/+2.",
            "Once 's triggered ability begins to resolve, no player may take other actions until it's done.",
            ["608.2"],
        ),
        # A keyword given all the same reads the card's effect (14 corpus links: Rile, Vigorspore Wurm, Hapatra's
        # Mark, Drudge Sentinel, Generator Servant).
        (
            "This spell deals 1 damage to target creature you control. That creature gains trample until end of turn.",
            "If the damage that would be dealt by  is prevented, the creature still gains trample until end of turn.",
            [],
        ),
        (
            "Target creature gains vigilance and gets +X/+X until end of turn.",
            "If there are no creature cards in your graveyard, the target creature just gains vigilance until end of "
            "turn.",
            [],
        ),
        # The intervening "if" in WotC's older words (13 corpus rulings: Rivalry, Defense of the Heart, Thumbscrews),
        # not a check not made again (Covetous Dragon's state trigger, a cost's).
        (
            "At the beginning of each player's upkeep, if that player controls more lands than each other player, "
            "this deals 2 damage to them.",
            "This ability will only trigger if the player controls more lands at the beginning of upkeep. This "
            "condition is checked again at the start of resolution, and if not true, then nothing happens.",
            ["603.4"],
        ),
        (
            "When you control no artifacts, sacrifice this creature.",
            "The ability only checks if you control no artifacts at the time it triggers. It does not check again on "
            "resolution.",
            [],
        ),
        # A spell goes to the graveyard as the last part of its resolution (608.2n; 8 corpus rulings: Timetwister,
        # Primal Command, Make a Wish); not a card put into a graveyard at another time.
        (
            "Each player shuffles their hand and graveyard into their library. Each player draws seven cards.",
            "This card won't be put into your graveyard until after it's finished resolving, which means it won't "
            "be shuffled into your library as part of its own effect.",
            ["608.2n"],
        ),
        (
            "Return target creature card from your graveyard to your hand.",
            "If the target creature card leaves your graveyard before this resolves, you get nothing.",
            [],
        ),
        # A keyword the effect gives, named otherwise, still links.
        (
            "Creatures you control gain vigilance until end of turn.",
            "The creatures gain vigilance before attackers are declared.",
            ["702.20"],
        ),
    ],
)
def test_rules_of_the_ninth_draws_session_link_by_their_own_words(linked, card_text, ruling, numbers):
    assert linked(cr_of_the_ninth_draw(), card_text, ruling) == numbers
