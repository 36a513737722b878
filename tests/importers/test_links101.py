"""Ruling links, links101: the "face-down" (708), "x" (107.3) and "total cost" (601.2f) readings narrowed where the
ruling names their words and rests on another rule (rulings/value_readings.py, issue 22).

Each ruling below is a real one whose link was read wrong on the corpus (docs/links-history.md, links101): a
double-faced card manifested (712, 701.40: the tuned Primordial Mist) and a face-down creature returned face up
(110.5b, 400.4a: the tuned Primordial Mist); a negative value used as 0 (107.1b); a card's own cost reduction that
doesn't reduce its own cost (the ability works on the battlefield). The guards keep the links where the ruling tells
of the rule itself: face-down creatures' characteristics, an X in a mana cost outside the stack and the tuned
Epiphany at the Drownyard's "If X is 0", cost reductions adding up and applying to an evoke cost."""

import pytest

CR = [
    "1. Game Concepts",
    "107. Numbers and Symbols",
    "107.1. The only numbers the Magic game uses are integers.",
    "107.3. Many objects use the letter X as a placeholder for a number that needs to be determined.",
    "6. Spells, Abilities, and Effects",
    "601. Casting Spells",
    "601.2f The player determines the total cost of the spell.",
    "7. Additional Rules",
    "708. Face-Down Spells and Permanents",
    "708.1. Two cards have the ability to be turned face down, and then face up.",
]

PRIMORDIAL_MIST = (
    "At the beginning of your end step, you may manifest the top card of your library. (Put it onto the battlefield "
    "face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)\nExile a "
    "face-down permanent you control face up: You may play that card this turn. (You still pay its costs. Timing "
    "rules still apply.)"
)
TEZZERET = (
    "+1: Draw a card.\n0: Until your next turn, target artifact you control becomes a 5/5 creature in addition to its "
    "other types.\n\u22127: Put any number of cards from your hand onto the battlefield face down. They're 5/5 "
    "artifact creatures."
)
RESILIENT_KHENRA = (
    "When Resilient Khenra enters the battlefield, you may have target creature get +X/+X until end of turn, where X "
    "is Resilient Khenra's power."
)
RAKDOS = (
    "You can't cast this spell unless an opponent lost life this turn.\nFlying, trample\nCreature spells you cast "
    "cost {1} less to cast for each 1 life your opponents have lost this turn."
)

REMOVED = [
    (
        "Primordial Mist",
        PRIMORDIAL_MIST,
        "Some previous Magic sets feature double-faced cards, which have a Magic card face on each side rather than a "
        "Magic card face on one side and a Magic card back on the other. If a double-faced card is manifested, it "
        "will be put onto the battlefield face down. While face down, it can't transform. If the front face of the "
        "card is a creature card, you can turn it face up by paying its mana cost. If you do, its front face will be "
        "up. Although a double-faced card can enter the battlefield face down, one already on the battlefield can't "
        "be turned face down.",
        "708",
    ),
    (
        "Tezzeret, Cruel Machinist",
        TEZZERET,
        "If a double-faced card (such as Nicol Bolas, the Ravager) is put onto the battlefield face down, you don't "
        "reveal it as you do so.",
        "708",
    ),
    (
        "Tezzeret, Cruel Machinist",
        TEZZERET,
        "If an effect tries to return a face-down creature to the battlefield after it leaves (such as Oath of Teferi "
        "from the Dominaria set or Abnormal Endurance from this set), that effect returns the card face up. If it "
        "tries to put an instant or sorcery card onto the battlefield this way, that card remains in its current zone "
        "instead.",
        "708",
    ),
    (
        "Resilient Khenra",
        RESILIENT_KHENRA,
        "If Resilient Khenra's power is negative as its triggered ability resolves, X is considered to be 0. (This is "
        "a change from previous rules.)",
        "107.3",
    ),
    (
        "Death's Shadow",
        "Death's Shadow gets -X/-X, where X is your life total.",
        "If your life total is negative, X is considered to be 0. (This is a change from previous rulings.)",
        "107.3",
    ),
    (
        "Rakdos, Lord of Riots",
        RAKDOS,
        "Rakdos's last ability won't reduce the cost to cast Rakdos itself. It applies only to creature spells you "
        "cast once Rakdos is on the battlefield.",
        "601.2f",
    ),
    (
        "Unesh, Criosphinx Sovereign",
        "Flying\nSphinx spells you cast cost {2} less to cast.",
        "Unesh's cost-reduction ability doesn't reduce the cost to cast itself.",
        "601.2f",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("card", "card_text", "ruling", "rule"), REMOVED, ids=[r[0] + str(i) for i, r in enumerate(REMOVED)]
)
def test_a_rule_named_in_passing_is_no_link(linked, card, card_text, ruling, rule):
    assert rule not in linked(CR, card_text, ruling, name=card)


KEPT = [
    (
        "Runed Halo",
        "As Runed Halo enters the battlefield, choose a card name.\nYou have protection from the chosen name.",
        "You can't choose [nothing] as a name. Face-down creatures have no name, so Runed Halo can't give you "
        "protection from them.",
        "708",
    ),
    (
        "Ashcloud Phoenix",
        "Flying\nWhen Ashcloud Phoenix dies, return it to the battlefield face down under your control.\nMorph "
        "{4}{R}{R}",
        "If Ashcloud Phoenix is face down, you can turn it face up for its morph cost, even if you didn't cast "
        "Ashcloud Phoenix face down using its morph ability.",
        "708",
    ),
    (
        "Protean Raider",
        "Raid \u2014 If you attacked with a creature this turn, you may have Protean Raider enter the battlefield as "
        "a copy of any creature on the battlefield.",
        "If the chosen creature has {X} in its mana cost, X is considered to be 0.",
        "107.3",
    ),
    (
        "Epiphany at the Drownyard",
        "Reveal the top X plus one cards of your library and separate them into two piles.",
        "X can be 0, and piles can be empty. If X is 0, you'll reveal one card and one pile will be empty. Your "
        "opponent may choose the empty pile to put into your hand.",
        "107.3",
    ),
    (
        "Goblin Electromancer",
        "Instant and sorcery spells you cast cost {1} less to cast.",
        "Two Goblin Electromancers will make instant and sorcery spells you cast cost {2} less to cast, and so on.",
        "601.2f",
    ),
    (
        "Brighthearth Banneret",
        "Elemental spells and Warrior spells you cast cost {1} less to cast.",
        "When you cast an Elemental spell by paying its evoke cost, this effect reduces the cost to cast that spell by "
        "{1}.",
        "601.2f",
    ),
]


@pytest.mark.django_db
@pytest.mark.parametrize(("card", "card_text", "ruling", "rule"), KEPT, ids=[k[0] + str(i) for i, k in enumerate(KEPT)])
def test_a_ruling_on_the_rule_keeps_it(linked, card, card_text, ruling, rule):
    assert rule in linked(CR, card_text, ruling, name=card)
