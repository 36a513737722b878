"""CR excerpts that more than one link test imports as the whole CR (the `linked` fixture's first argument)."""

TRIGGERS = [
    "6. Spells, Abilities, and Effects",
    "603. Handling Triggered Abilities",
    "603.1. Triggered abilities have a trigger condition and an effect.",
]

RESOLVING = [
    "6. Spells, Abilities, and Effects",
    "608. Resolving Spells and Abilities",
    "608.1. Each time all players pass in succession, the spell or ability on top of the stack resolves.",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps.",
]

REPLACEMENT = [
    "6. Spells, Abilities, and Effects",
    "614. Replacement Effects",
    "614.1. Some continuous effects are replacement effects.",
]

TRAMPLE = [
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.1. Most abilities describe exactly what they do.",
    "702.19. Trample",
    "702.19a Trample is a static ability that modifies the rules for assigning an attacking creature's combat damage.",
]

ATTACKERS = [
    "5. Turn Structure",
    "508. Declare Attackers Step",
    "508.1. First, the active player declares attackers.",
    "508.1b If the defending player controls any planeswalkers, the active player announces which player or "
    "planeswalker each of the chosen creatures is attacking.",
    "508.4. If a creature is put onto the battlefield attacking, its controller chooses which defending player or "
    "which planeswalker a defending player controls it's attacking as it enters the battlefield.",
]

ACTIVATING = [
    "6. Spells, Abilities, and Effects",
    "602. Activating Activated Abilities",
    "602.1. Activated abilities have a cost and an effect.",
    "602.2. To activate an ability is to put it onto the stack and pay its costs, so that it will eventually resolve "
    "and have its effect.",
]

IMPOSSIBLE = [
    "6. Spells, Abilities, and Effects",
    "609. Effects",
    "609.3. If an effect attempts to do something impossible, it does only as much as possible.",
]

SOURCES = [
    "1. Game Concepts",
    "113. Abilities",
    "113.7. The source of an ability is the object that generated it.",
    "113.7a Once activated or triggered, an ability exists on the stack independently of its source. Destruction or "
    "removal of the source after that time won't affect the ability.",
]
