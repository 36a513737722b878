"""Ruling links, the eighteenth session's step (draw 14 labelled blind as tuned14, then the false links of every tuned
group read by cause): a concept named where the ruling rests on another rule. Lethal and marked damage in a ruling
about regeneration are regeneration's; "multiple replacement effects" a player orders, and "choose whether to apply
the rebound effect or the other effect", are 616.1's, not 614's nor the resolution's; mana or a cost reduction that
pays "an alternative cost or an additional cost" is the total cost (601.2f); a mana value followed by a number, or
"regardless of their converted mana costs", is the card's reading; a creature put onto the battlefield attacking is
508.4's paragraph, not 508.3a's; "Nothing happens between the two events, including state-based actions" is the
"until" return (610.3); a keyword named only as the cost a spell is cast for ("for its evoke cost") in a ruling
on its total cost or mana value is that cost's rule. Each phrase was counted on the corpus's WotC rulings; the
rulings are real ones, a card's name given as "Some Card"."""

import pytest

pytestmark = pytest.mark.django_db


def cr_of_the_eighteenth_session():
    return [
        "1. Game Concepts",
        "118. Costs",
        "118.8. Some spells and abilities have additional costs.",
        "118.9. Some spells have alternative costs.",
        "120. Damage",
        "120.6. Damage marked on a creature remains until the cleanup step, even if that permanent stops being a "
        "creature.",
        "2. Parts of a Card",
        "202. Mana Cost and Color",
        "202.3. The converted mana cost of an object is a number equal to the total amount of mana in its mana cost.",
        "5. Turn Structure",
        "508. Declare Attackers Step",
        "508.3. Triggered abilities that trigger on attackers being declared may have different trigger conditions.",
        "508.3a An ability that reads \u201cWhenever [a creature] attacks, . . .\u201d triggers if that creature is "
        "declared as an attacker. Such abilities won\u2019t trigger if a creature is put onto the battlefield "
        "attacking.",
        "508.4. If a creature is put onto the battlefield attacking, its controller chooses which defending player "
        "it's attacking.",
        "6. Spells, Abilities, and Effects",
        "601. Casting Spells",
        "601.2. To cast a spell is to take it from where it is and put it on the stack.",
        "601.2f The player determines the total cost of the spell.",
        "608. Resolving Spells and Abilities",
        "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution "
        "may involve several steps.",
        "608.2d If an effect of a spell or ability offers any choices other than choices already made as part of "
        "casting the spell, activating the ability, or otherwise putting it on the stack, the player announces "
        "these while applying the effect.",
        "610. One-Shot Effects",
        "610.3. Some one-shot effects cause an object to change zones \u201cuntil\u201d a specified event occurs.",
        "614. Replacement Effects",
        "614.1. Some continuous effects are replacement effects.",
        "616. Interaction of Replacement and/or Prevention Effects",
        "616.1. If two or more replacement and/or prevention effects are attempting to modify the way an event "
        "affects an object or player, the affected object's controller chooses one to apply.",
        "7. Additional Rules",
        "704. State-Based Actions",
        "704.1. State-based actions are game actions that happen automatically whenever certain conditions are met.",
        "704.5g If a creature has toughness greater than 0, and the total damage marked on it is greater than or "
        "equal to its toughness, that creature has been dealt lethal damage and is destroyed.",
        "702. Keyword Abilities",
        "702.1. Most abilities describe exactly what they do in the card's rules text.",
        "702.74. Evoke",
        "702.74a Evoke is a static ability that functions in any zone from which the card with evoke can be cast.",
    ]


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Lethal and marked damage in a ruling about regeneration (Leyline of Punishment, Combust): regeneration's.
        (
            "Players can't gain life. Damage can't be prevented.",
            "If a creature is dealt lethal damage, it can still regenerate. If it does, the damage marked on it will "
            "be removed from it.",
            [],
        ),
        # Without regeneration, lethal damage is still the state-based action's.
        (
            "Some Card deals 3 damage to any target.",
            "Damage dealt this way is lethal damage to a 3/3 creature.",
            ["704.5g"],
        ),
        # Multiple replacement effects a player orders (Goldnight Castigator, Shield of the Realm): 616.1 alone.
        (
            "If a source would deal damage to you, it deals double that damage to you instead.",
            "If multiple replacement effects would modify how damage would be dealt, the controller of the permanent "
            "being dealt damage chooses the order in which to apply those effects.",
            ["616"],
        ),
        # "Choose whether to ... or to apply the other effect" (6 corpus rulings: Magus of the Will, Distortion
        # Strike): 616.1, which holds the "as it resolves" it happens in.
        (
            "If a card would be put into your graveyard from anywhere this turn, exile that card instead.",
            "If another effect tries to change where a spell is put as it resolves, you may choose whether to exile "
            "the card to Some Card's effect or to apply the other effect.",
            ["616"],
        ),
        # Nor the choice made as it resolves (Distortion Strike). Since links50 the replacement effect supposed as the
        # cause of a move ("If a replacement effect would cause ... instead") is not 614 either: the label is 616.1's.
        (
            "Target creature gets +1/+0 until end of turn and can't be blocked this turn.\nRebound",
            "If a replacement effect would cause a spell with rebound that you cast from your hand to be put "
            "somewhere else instead of your graveyard, you choose whether to apply the rebound effect or the other "
            "effect as the spell resolves.",
            ["616"],
        ),
        # Mana or a cost reduction that pays any cost (Myr Reservoir, Renowned Weaponsmith, Elderwood Scion): 601.2f.
        (
            "{T}: Add {C}{C}. Spend this mana only to cast Myr spells.",
            "You can use the mana produced by Some Card's first ability to pay an alternative cost or additional cost "
            "incurred while casting a Myr spell. It's not limited to just that spell's mana cost.",
            ["601.2f"],
        ),
        (
            "Spells you cast that target Some Card cost {2} less to cast.",
            "Some Card's cost-reduction ability can apply to any cost of a spell, including additional or alternative "
            "costs.",
            ["601.2f"],
        ),
        # The costs themselves named: still their rules.
        (
            "Put any number of creature cards from your graveyard onto the battlefield.",
            "Because you're not casting the creature cards, you can't pay any additional or alternative costs.",
            ["118.8", "118.9"],
        ),
        # A mana value followed by a number, or one the card ignores (Protean Hulk, Genesis Wave): the card's.
        (
            "When Some Card dies, search your library for any number of creature cards with total mana value 6 or "
            "less.",
            "You can find any number of creature cards, so long as their total converted mana cost is 6 or less. For "
            "example, you could find eight creature cards with converted mana cost 0.",
            [],
        ),
        (
            "Reveal the top X cards of your library. Put all permanent cards with mana value X or less revealed this "
            "way onto the battlefield.",
            "You don't have to put permanent cards revealed this way onto the battlefield if you choose not to, "
            "regardless of their converted mana costs.",
            [],
        ),
        (
            "Some Card's power is equal to its mana value.",
            "A creature's converted mana cost is determined solely by the mana symbols printed in its upper right "
            "corner.",
            ["202.3"],
        ),
        # Put onto the battlefield attacking (Mystifying Maze, Kharasha Foothills): 508.4, not 508.3a's triggers.
        (
            "{4}, {T}: Exile target attacking creature an opponent controls.",
            "An attacking creature is one that has been declared as an attacker this combat, or one that was put "
            "onto the battlefield attacking this combat.",
            ["508", "508.4"],
        ),
        # A keyword named only as the cost a spell is cast for, in a ruling on its total cost (Meadowboon) or mana
        # value (Bonfire of the Damned): the cost's rule, not the keyword's.
        (
            "When Some Card leaves the battlefield, put a +1/+1 counter on each creature target player controls.\n"
            "Evoke {3}{W}",
            "Effects that cause you to pay more or less to cast a spell will cause you to pay that much more or less "
            "while casting it for its evoke cost, too. That's because they affect the total cost of the spell, not "
            "its mana cost.",
            ["601.2f"],
        ),
        # Without a cost's rule named, the keyword whose cost is paid stays (Aethersnipe).
        (
            "When Some Card enters, return target nonartifact permanent to its owner's hand.\nEvoke {1}{U}{U}",
            "If you cast this card for its evoke cost, you may put the sacrifice trigger and the regular "
            "enters-the-battlefield trigger on the stack in either order.",
            ["702.74"],
        ),
        # The "until" return that nothing comes between (23 corpus rulings: Banishing Light, Ixalan's Binding): 610.3.
        (
            "When Some Card enters, exile target nonland permanent an opponent controls until Some Card leaves the "
            "battlefield.",
            "The exiled card returns to the battlefield immediately after Some Card leaves the battlefield. Nothing "
            "happens between the two events, including state-based actions.",
            ["610.3"],
        ),
    ],
)
def test_rules_of_the_eighteenth_session_link_only_what_the_ruling_rests_on(linked, card_text, ruling, numbers):
    assert linked(cr_of_the_eighteenth_session(), card_text, ruling) == numbers
