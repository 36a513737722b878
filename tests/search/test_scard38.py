"""scard38: card questions whose rule only the situation or the named card's own text tells, in the CR's words: a
token asked cast or kept after it left the battlefield (111.7, 704.5d; blinked: 111.8), an Equipment moved once
blockers are declared (702.6a), mana made in one step asked spent in another (106.4, 500.5), and what a named card's
text says: a static -N/-N asked whether creatures die (704.5f), a mana value asked of an X spell off the stack by a
card that reads converted mana cost (202.3e). Nothing is read when the question or the card says otherwise."""

import pytest

from search import situations

NORN = (
    "Legendary Creature — Praetor\nVigilance\nOther creatures you control get +2/+2.\n"
    "Creatures your opponents control get -2/-2."
)
ANTHEM = "Enchantment\nCreatures you control get +1/+1."
PUSH = "Instant\nDestroy target creature if it has converted mana cost 2 or less."
SHOCK = "Instant\nShock deals 2 damage to any target."


def _read(words, cards, numbers):
    return sorted(n for n in situations.situation_rules(words, cards) if n in numbers)


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        ("I  my opponent's 1/1 spirit token, can they cast it from their hand next turn?", "", ["111.7", "704.5d"]),
        ("I bounced his zombie token to his hand, does he get to keep it?", "", ["111.7", "704.5d"]),
        # A token made, not sent to a zone: nothing.
        ("Can I cast  from my hand to make two tokens at instant speed?", "", []),
        ("How many tokens does  make?", "", []),
    ],
)
def test_a_token_off_the_battlefield(words, cards, expected):
    assert _read(words, cards, ("111.7", "704.5d")) == expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("I flicker my soldier token with , does it come back?", ["111.8"]),
        ("I blink my token, does it return to the battlefield?", ["111.8"]),
        ("I flicker my  , does it come back?", []),
    ],
)
def test_a_token_blinked(words, expected):
    assert _read(words, "", ("111.8",)) == expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("Can I move  to my other creature after blockers are declared?", ["702.6a"]),
        ("Can I equip  once attackers are declared?", ["702.6a"]),
        ("Can I move  to my other creature in my main phase?", []),
    ],
)
def test_equipment_moved_in_combat(words, expected):
    assert _read(words, "", ("702.6a",)) == expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("I tap  during my upkeep, can I spend that green mana in my main phase?", ["106.4", "500.5"]),
        ("If I tap my lands for mana in my draw step, can I use it during combat?", ["106.4", "500.5"]),
        ("Can I tap  for mana in my main phase?", []),
    ],
)
def test_mana_across_steps(words, expected):
    assert _read(words, "", ("106.4", "500.5")) == expected


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        (" enters on my opponent's side, can I sacrifice my 2/2s for value before they die?", NORN, ["704.5f"]),
        ("Do my 1/1 tokens die when my opponent casts ?", NORN, ["704.5f"]),
        # A bonus, not a shrink.
        ("Do my 1/1 tokens die when my opponent casts ?", ANTHEM, []),
        # The shrink card named, nothing asked of a death.
        ("Does  give my creatures vigilance?", NORN, []),
    ],
)
def test_a_named_cards_shrink(words, cards, expected):
    assert _read(words, cards, ("704.5f",)) == expected


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        ("Can  destroy a Walking Ballista my opponent cast with X = 4?", PUSH, ["202.3e"]),
        ("Can  destroy a Walking Ballista my opponent cast with X = 4?", SHOCK, []),
        ("Can  destroy my opponent's 3/3?", PUSH, []),
    ],
)
def test_x_off_the_stack_by_a_cards_mana_value(words, cards, expected):
    assert _read(words, cards, ("202.3e",)) == expected


def test_a_token_copy_made_from_a_graveyard_is_not_a_token_sent_there():
    words = " makes a token copy of a creature from my graveyard. Does it keep the creature's abilities?"
    assert _read(words, "", ("111.7", "704.5d")) == []


KINGFISHER = "Creature — Bird\nFlying\nWhen Kingfisher dies, draw a card."
JOURNEY = "Enchantment\nWhen Journey to Nowhere enters the battlefield, exile target creature."
WRATH = "Sorcery\nDestroy all creatures. They can't be regenerated."
SIMULACRUM = "Artifact Creature — Golem\nWhen Solemn Simulacrum dies, you may draw a card."
BEAR = "Creature — Bear"
SHATTER = "Instant\nDestroy target artifact."


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        (" gets exiled by , do i still draw?", KINGFISHER + "\n" + JOURNEY, ["700.4"]),
        ("My  got bounced, does its trigger happen?", KINGFISHER, ["700.4"]),
        # Destroyed: it dies.
        ("My  got destroyed, do I still draw?", KINGFISHER, []),
        # No dies trigger.
        (" gets exiled by , do i still draw?", BEAR + "\n" + JOURNEY, []),
    ],
)
def test_a_dies_trigger_asked_of_an_exile(words, cards, expected):
    assert _read(words, cards, ("700.4",)) == expected


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        # An effect on creatures meets an artifact creature as any creature.
        ("does  destroy my  and do I still draw?", WRATH + "\n" + SIMULACRUM, []),
        ("can  destroy my ?", SHATTER + "\n" + SIMULACRUM, ["205.2b", "300.2"]),
        # One card type: nothing to combine.
        ("does  destroy my ?", WRATH + "\n" + BEAR, []),
        # No effect on the type.
        ("does  destroy my ?", SIMULACRUM, []),
    ],
)
def test_an_effect_on_one_of_two_types(words, cards, expected):
    assert _read(words, cards, ("205.2b", "300.2")) == expected


KRENKOS_COMMAND = (
    "Sorcery\nChoose one —\n• Create two 1/1 red Goblin creature tokens.\n• Goblins you control get +1/+0."
)
THRAGTUSK = (
    "Creature — Beast\nWhen Thragtusk enters the battlefield, you gain 5 life.\n"
    "When Thragtusk leaves the battlefield, create a 3/3 green Beast creature token."
)


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        (
            "my opponent bounced one of the goblins from my , can i cast it from my hand?",
            KRENKOS_COMMAND,
            ["111.7", "704.5d"],
        ),
        # The card bounced makes tokens; no token's type is said.
        ("i bounce my  and recast it, do i get another token?", THRAGTUSK, []),
        # The token's type said, nothing sent away.
        ("how big are the goblins from ?", KRENKOS_COMMAND, []),
    ],
)
def test_a_token_named_by_its_type(words, cards, expected):
    assert _read(words, cards, ("111.7", "704.5d")) == expected
