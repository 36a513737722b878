"""Ruling links, the sixteenth session's step (draw 12 labelled blind as tuned12, then tuned on with the other tuned
groups): WotC's templates for information read as an effect resolves ("counted during resolution", "determined as
the ability starts to resolve", 608.2h), for a cost that can't be responded to ("exiled as a cost. This action can't
be responded to", "sacrificed as costs are paid", 601.2h), for the top card of a library changing while a spell is
cast (401.5, not casting's 601.2), "as you're casting" (601.2), a source gone before its ability resolves, which
"will still" do its work (113.7a), no main phase between added combat phases (500.8), and a keyword as a sentence's
subject ("Buyback causes a spell to go to your hand", its rule even on a card without it). Each phrase was counted
on the corpus's WotC rulings; the rulings are real ones, a card's name given as "Some Card"."""

import pytest

pytestmark = pytest.mark.django_db


def cr_of_the_sixteenth_session():
    return [
        "1. Game Concepts",
        "113. Abilities",
        "113.7. The source of an ability is the object that generated it.",
        "113.7a Once activated or triggered, an ability exists on the stack independently of its source.",
        "4. Zones",
        "401. Library",
        "401.5. Some effects tell a player to play with the top card of their library revealed. If the top card of "
        "the player's library changes while a spell is being cast, the new top card won't be revealed until the "
        "spell becomes cast.",
        "5. Turn Structure",
        "500. General",
        "500.8. Some effects can add phases to a turn. They do this by adding the phases directly after the "
        "specified phase.",
        "6. Spells, Abilities, and Effects",
        "601. Casting Spells",
        "601.2. To cast a spell is to take it from where it is and put it on the stack.",
        "601.2h The player pays the total cost. Partial payments are not allowed.",
        "608. Resolving Spells and Abilities",
        "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution "
        "may involve several steps.",
        "608.2h If an effect requires information from the game (such as the number of creatures on the "
        "battlefield), the answer is determined only once, when the effect is applied.",
        "7. Additional Rules",
        "702. Keyword Abilities",
        "702.1. Most abilities describe exactly what they do in the card's rules text.",
        "702.27. Buyback",
        "702.27a Buyback appears on some instants and sorceries.",
    ]


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # "Counted during resolution" (18 corpus rulings with the next template: Balance of Power, Appeal): 608.2h.
        (
            "If target opponent has more cards in hand than you, draw cards equal to the difference.",
            "The number of cards is counted during resolution.",
            ["608.2h"],
        ),
        # "Determined as the ability starts to resolve" (Keening Stone).
        (
            "{5}, {T}: Target player mills X cards, where X is the number of cards in their graveyard.",
            "The value of X is determined as the ability starts to resolve.",
            ["608.2h"],
        ),
        # Not said of a cost: "checked only when you activate" stays unlinked.
        ("{T}: Draw a card.", "The number of cards is determined as you activate the ability.", []),
        # A cost that can't be responded to (6 corpus rulings: Scarred Vinebreeder, Artillerize, the {Q} abilities).
        (
            "{2}{B}, Exile an Elf card from your graveyard: Some Card gets +3/+3 until end of turn.",
            "If you activate the ability, the Elf card is exiled as a cost. This action can't be responded to.",
            ["601.2h"],
        ),
        (
            "As an additional cost to cast this spell, sacrifice an artifact or creature.",
            "The artifact or creature is sacrificed as costs are paid. Players can't respond to the paying of costs "
            "by trying to destroy that artifact or creature.",
            ["601.2h"],
        ),
        # "Not as a cost" is an effect's, not a cost's.
        (
            "{T}: Tap all Wolves you control.",
            "All Wolves you control are tapped as part of the effect, not as a cost. Players can't respond to it.",
            [],
        ),
        # The top card changing while a spell is cast (7 corpus rulings: Garruk's Horde, Courser of Kruphix):
        # 401.5, not the steps of casting its "finish casting" names.
        (
            "Play with the top card of your library revealed.",
            "If the top card of your library changes while you're casting a spell or activating an ability, the new "
            "top card won't be revealed until you finish casting that spell or activating that ability.",
            ["401.5"],
        ),
        ("Flash", "You can't respond until you finish casting the spell.", ["601.2"]),
        # "As you're casting the spell" (4 corpus rulings, the split Commands' modes): the steps of casting, 601.2.
        (
            "Choose one or both —\n• Destroy target creature.\n• Draw a card.",
            "You choose which mode you're using—or that you're using both modes—as you're casting the spell.",
            ["601.2"],
        ),
        # A source gone while its ability waits, which still resolves (14 corpus rulings: Mangara of Corondor,
        # Selvala's Enforcer, Mogg Bombers): 113.7a.
        (
            "{T}: Exile Some Card and target permanent.",
            "If Some Card leaves the battlefield before the ability resolves, the targeted permanent will still be "
            "exiled.",
            ["113.7a"],
        ),
        (
            "At the beginning of your upkeep, sacrifice Some Card unless you pay {1}. Some Card deals 3 damage to "
            "target player.",
            "For instance, if Some Card is destroyed or sacrificed in between the time when the ability triggers and "
            "when it resolves, then the targeted player will still be dealt 3 damage.",
            ["113.7a"],
        ),
        # Combat phases added to a turn (4 corpus rulings: Savage Beating, Finest Hour, Godo): 500.8.
        (
            "Untap all creatures that attacked this turn. After this main phase, there is an additional combat phase.",
            "Unlike other similar cards, Some Card doesn't create a main phase in between the two combat phases.",
            ["500.8"],
        ),
        # A keyword as a sentence's subject (46 corpus rulings, most on a card with the keyword): its rule.
        (
            "When a card is put into your graveyard from anywhere, sacrifice Some Card.",
            "Buyback causes a spell to go to your hand instead of your graveyard.",
            ["702.27"],
        ),
        # A keyword named inside a sentence, on a card without it, still does not link.
        (
            "When a card is put into your graveyard from anywhere, sacrifice Some Card.",
            "A spell cast with buyback goes to your hand.",
            [],
        ),
    ],
)
def test_rules_of_the_sixteenth_session_link_by_their_own_words(linked, card_text, ruling, numbers):
    assert linked(cr_of_the_sixteenth_session(), card_text, ruling) == numbers
