"""Ruling links, links80: WotC's recurring wordings of 608.2's steps and of 506.4a that no reading linked. Last known
information told as "when it was last on the battlefield" (608.2h; the tuned Assemble the Legion, Mishra's
Self-Replicator), the imperative "Check ... as X resolves" (608.2h; the tuned Exert Influence), a card "named as X
resolves" (608.2d, a choice made on resolution; the tuned Thought Hemorrhage), and a block that a later effect "won't
cause to change" or "won't change or undo" (506.4a; the tuned Paragon of the Amesha, Jhessian Balmgiver): new Concepts
of rulings/procedure_concepts.py and rulings/target_concepts.py. The rulings are real ones (Assemble the Legion,
Korozda Guildmage, Exert Influence, Thought Hemorrhage, Cabal Therapy, Paragon of the Amesha, Zenith Seeker; the guards
Thrilling Encore, Boggart Brute, Goblin Balloon Brigade, Brisela, Kolaghan Aspirant), the card's name blanked as the
linker blanks it."""

import pytest

LINES = [
    "5. Turn Structure",
    "506. Combat Phase",
    "506.1. The combat phase has five steps.",
    "506.4. A permanent is removed from combat if it leaves the battlefield, if its controller changes, or if an "
    "effect specifically removes it from combat.",
    "506.4a Once a creature has been declared as an attacking or blocking creature, spells or abilities that would "
    "have kept that creature from attacking or blocking don't remove the creature from combat.",
    "509. Declare Blockers Step",
    "509.1. First, the defending player declares blockers.",
    "509.1h An attacking creature with one or more creatures declared as blockers for it becomes a blocked creature. A "
    "creature remains blocked even if all the creatures blocking it are removed from combat.",
    "6. Spells, Abilities, and Effects",
    "608. Resolving Spells and Abilities",
    "608.1. Each time all players pass in succession, the spell or ability on top of the stack resolves.",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps.",
    "608.2d If an effect of a spell or ability offers any choices other than choices already made as part of casting "
    "the spell, activating the ability, or otherwise putting it on the stack, the player announces these while "
    "applying the effect.",
    "608.2h If an effect requires information from the game (such as the number of creatures on the battlefield), the "
    "answer is determined only once, when the effect is applied.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Last known information, "when it was last on the battlefield" (608.2h), as the tuned Assemble the Legion's
        # and Mishra's Self-Replicator's are labelled.
        (
            "At the beginning of combat on your turn, put a muster counter on Some Card. Then create a 1/1 red and "
            "white Soldier creature token with haste for each muster counter on Some Card.",
            "If Some Card isn't on the battlefield when its ability resolves, use the number of muster counters it "
            "had when it was last on the battlefield to determine how many Soldier tokens to put onto the "
            "battlefield.",
            ["608.2h"],
        ),
        (
            "{2}{B}{G}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.",
            "Use the sacrificed creature's toughness when it was last on the battlefield to determine the value of X.",
            ["608.2h"],
        ),
        # The imperative "Check ... as X resolves" (608.2h): the tuned Exert Influence's.
        (
            "Converge \u2014 Gain control of target creature if its power is less than or equal to the number of "
            "colors of mana spent to cast this spell.",
            "Check the creature's power as Some Card resolves to see if it's less than or equal to the number of "
            "colors spent to cast Some Card. If it's greater, Some Card will finish resolving with no effect.",
            ["608.2h"],
        ),
        # A card named as the spell resolves (608.2d): the tuned Thought Hemorrhage's, and Cabal Therapy's.
        (
            "Choose a nonland card name. Search target player's graveyard, hand, and library for all cards with "
            "that name and exile them.",
            "The card is named as Some Card resolves.",
            ["608.2d"],
        ),
        (
            "Choose a nonland card name. Target player reveals their hand and discards all cards with that name.",
            "You name the card as Some Card resolves, not as you cast it.",
            ["608.2", "608.2d"],
        ),
        # A block that a later effect doesn't change (506.4a): the tuned Paragon of the Amesha's, and Zenith Seeker's.
        (
            "{W}{U}: Until end of turn, Some Card becomes an Angel, gets +2/+2, and gains flying.",
            "If Some Card gains flying after blockers have been declared, it won't cause those blocks to change.",
            ["506.4a"],
        ),
        (
            "Cycling {2}\nWhen you cycle this card, target creature gains flying until end of turn.",
            "Giving a creature flying after it's already been blocked won't change or undo that block.",
            ["506.4a"],
        ),
    ],
)
def test_a_wording_of_608_2_or_506_4a_links_it(linked, card_text, ruling, numbers):
    assert linked(LINES, card_text, ruling) == numbers


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card_text", "ruling", "absent"),
    [
        # A card's type now, not information read as the spell resolves (Thrilling Encore).
        (
            "Put onto the battlefield under your control all creature cards in all graveyards that were put there "
            "from anywhere this turn.",
            "Cards that aren't creature cards won't be returned to the battlefield, even if an effect made those "
            "cards creatures when they were last on the battlefield.",
            "608.2h",
        ),
        # Blockers removed from combat: 509.1h's "remains blocked", not 506.4a (Boggart Brute).
        (
            "Menace",
            "Once an attacking creature with menace is legally blocked by two or more creatures, removing one or more "
            "of those blockers from combat won't change or undo that block.",
            "506.4a",
        ),
        (
            "Whenever Some Card deals damage to a creature blocking it, that creature's controller sacrifices it.",
            "If that damage causes each creature blocking it to leave combat, Some Card will remain blocked.",
            "506.4a",
        ),
        # The shorter "won't change that", measured and not kept (a never-tuned link read wrong by its label).
        (
            "{R}: Target Goblin creature gains flying until end of turn.",
            "Once Some Card has become blocked, giving it flying won't change that.",
            "506.4a",
        ),
        # A cost reduction that "won't change whether" a spell is affected (Brisela).
        (
            "Flying, first strike, vigilance, lifelink\nYour opponents can't cast spells with mana value 3 or less.",
            "Effects that reduce the cost to cast a spell don't affect the spell's mana value, so they won't change "
            "whether Some Card's last ability restricts that spell from being cast.",
            "506.4a",
        ),
    ],
)
def test_a_neighbouring_wording_does_not(linked, card_text, ruling, absent):
    assert absent not in linked(LINES, card_text, ruling)
