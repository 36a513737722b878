"""Ruling links, the twenty-second session (links22): the procedures' rules (603, 508, 704, 614, 608) named in the
CR's words for them (rulings/procedure_concepts.py)."""

import pytest

TRIGGERS = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect.",
    "603.2. Whenever a game event or game state matches a triggered ability's trigger event, that ability "
    "automatically triggers.",
    '603.2e. Some trigger events use the word "becomes" (for example, "becomes attached" or "becomes blocked"). '
    "These trigger only at the time the named event happens.",
    "603.3. Once an ability has triggered, its controller puts it on the stack as an object.",
    "603.3b. If multiple players have triggered abilities that have triggered since the last time a player received "
    "priority, each player, in APNAP order, puts triggered abilities they control on the stack in any order they "
    "choose.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # 603.2e (Chronic Flooding, Depala's template): a "becomes" trigger needs the event, not the state.
        (
            "Some Card becoming attached to a tapped land won't cause its ability to immediately trigger. That land "
            "must go from untapped to tapped.",
            ["603.2e"],
        ),
        (
            "For the ability to trigger, Some Card has to actually change from untapped to tapped. If an effect "
            "attempts to tap it, but it was already tapped at the time, this ability won't trigger.",
            ["603.2e"],
        ),
        # 603.3b (Aethersnipe): the triggers a player controls go on the stack in the order they choose.
        (
            "If you cast this card for its evoke cost, you may put the sacrifice trigger and the regular "
            "enters-the-battlefield trigger on the stack in either order.",
            ["603.3b"],
        ),
        ("You may put the cards into your graveyard in any order.", []),
    ],
)
def test_triggered_abilities_in_the_crs_words(linked, ruling, numbers):
    assert linked(TRIGGERS, "Whenever enchanted land becomes tapped, draw a card.", ruling) == numbers


CASTING = [
    "6. Spells, Abilities, and Effects",
    "601. Casting Spells",
    "601.2. To cast a spell is to take it from where it is, put it on the stack, and pay its costs.",
    "601.2g. If the total cost includes a mana payment, the player then has a chance to activate mana abilities.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # 601.2g (Ghalta, Decimator of the Provinces): mana abilities come once the total cost is locked in.
        (
            "Then you can sacrifice the creature when you activate mana abilities just before paying the cost.",
            ["601.2g"],
        ),
        ("You can activate mana abilities while casting a spell.", []),
    ],
)
def test_casting_in_the_crs_words(linked, ruling, numbers):
    assert linked(CASTING, "Destroy target creature.", ruling) == numbers


ATTACKS = [
    "5. Turn Structure",
    "508. Declare Attackers Step",
    "508.1. First, the active player declares attackers.",
    "508.5. If an ability of an attacking creature refers to a defending player, or a spell or ability refers to "
    "both an attacking creature and a defending player, then unless otherwise specified, the defending player it's "
    "referring to is the player that creature is attacking.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # Who chooses what a creature attacks (Skin Invasion; Militia's Pride's token put onto the battlefield
        # attacking): the step's rules, 508.1 and 508.4.
        (
            "The enchanted creature's controller still chooses which player or planeswalker that creature attacks.",
            ["508"],
        ),
        ("You choose which player or planeswalker the token is attacking.", ["508"]),
        # 508.5 (Xantid Swarm, Kazuul): the defending player is the one that creature attacks.
        (
            "In a multiplayer game, only the player Some Card attacked is affected. Other defending players may cast "
            "spells.",
            ["508.5"],
        ),
        ("In a multiplayer game, each opponent loses 2 life.", []),
    ],
)
def test_declaring_attackers_in_the_crs_words(linked, ruling, numbers):
    assert linked(ATTACKS, "Whenever this creature attacks, draw a card.", ruling) == numbers


STATE = [
    "7. Additional Rules",
    "704. State-Based Actions",
    "704.5. The state-based actions are as follows:",
    "704.5i. If a planeswalker has loyalty 0, it's put into its owner's graveyard.",
    "704.5j. If a player controls two or more legendary permanents with the same name, that player chooses one of "
    "them, and the rest are put into their owners' graveyards.",
    "704.5m. If an Aura is attached to an illegal object or player, or is not attached to an object or player, that "
    "Aura is put into its owner's graveyard.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # 704.5m (Mirage Mirror, Daybreak Coronet): an Aura attached illegally, or to nothing.
        (
            "If Some Card becomes a copy of an Aura, it's put into its owner's graveyard unless it's somehow attached "
            "to an appropriate object or player already.",
            ["704.5m"],
        ),
        ("If the other Auras stop enchanting it, the Aura will be attached to an illegal permanent.", ["704.5m"]),
        # An Equipment attached to nothing is the card's own reading, no state-based action.
        ("The ability applies even if the Equipment isn't attached to anything.", []),
        # 704.5i (Gideon, Nissa): a planeswalker with no loyalty, indestructible or not.
        ("If Some Card has no loyalty counters on him, he's put into his owner's graveyard.", ["704.5i"]),
        ("Some Card enters the battlefield with three loyalty counters.", []),
        # 704.5j before the rule had its name (Mirari).
        ("And since this card is legendary, you can't control more than one.", ["704.5j"]),
    ],
)
def test_state_based_actions_in_the_crs_words(linked, ruling, numbers):
    assert linked(STATE, "Destroy target creature.", ruling) == numbers


ENTERING = [
    "6. Spells, Abilities, and Effects",
    "608. Resolving Spells and Abilities",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps.",
    "614. Replacement Effects",
    "614.12. Some replacement effects modify how a permanent enters the battlefield.",
]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("ruling", "numbers"),
    [
        # 614.12, 614.1 (Stag Beetle, Arsenal Thresher, Wood Elemental): what applies while a permanent is entering.
        ("The value of X is calculated once, as Some Card is entering the battlefield.", ["614"]),
        ("The Forests are sacrificed right before it enters the battlefield.", ["614"]),
        ("Some Card enters the battlefield tapped.", []),
        # 608.2 (Simic Guildmage): what a resolving ability checks, and does nothing.
        (
            "If the two target creatures aren't controlled by the same player when the ability resolves, the "
            "ability does nothing.",
            ["608.2"],
        ),
        ("Some Card does nothing if you control no creatures.", []),
    ],
)
def test_entering_and_resolving_in_the_crs_words(linked, ruling, numbers):
    assert linked(ENTERING, "Destroy target creature.", ruling) == numbers
