"""Cards printed after MTGJSON v3 (2018-10) whose keywords entered the CR since: their printed mana cost, type line
and cost keyword line, for the cases reasoned from the CR (no ruling of the corpus speaks of them).

The corpus has no card data after 2018-10: the cards from Winternight Stories on were read, on 2026-12-01, in
Forge's card scripts (github.com/Card-Forge/forge, forge-gui/res/cardsfolder/), the Oracle text they carry.
"""

LATER_CARDS = {
    "Uro, Titan of Nature's Wrath": {
        "mana_cost": "{1}{G}{U}",
        "type_line": "Legendary Creature — Elder Giant",
        "oracle_text": "Escape—{G}{G}{U}{U}, Exile five other cards from your graveyard.",
    },
    "Light Up the Stage": {"mana_cost": "{2}{R}", "type_line": "Sorcery", "oracle_text": "Spectacle {R}"},
    "Saw It Coming": {"mana_cost": "{1}{U}{U}", "type_line": "Instant", "oracle_text": "Foretell {1}{U}"},
    "Cut Your Losses": {"mana_cost": "{4}{U}{U}", "type_line": "Sorcery", "oracle_text": "Casualty 2"},
    "Beseech the Mirror": {"mana_cost": "{1}{B}{B}{B}", "type_line": "Sorcery", "oracle_text": "Bargain"},
    "Tenacious Underdog": {
        "mana_cost": "{1}{B}",
        "type_line": "Creature — Human Warlock",
        "oracle_text": "Blitz—{2}{B}{B}, Pay 2 life.",
    },
    "Lunarch Veteran": {
        "mana_cost": "{W}",
        "type_line": "Creature — Human Cleric",
        "oracle_text": "Disturb {1}{W}",
        "layout": "transform",
        "faces": [
            {
                "name": "Luminous Phantom",
                "mana_cost": "",
                "type_line": "Creature — Spirit Cleric",
                "oracle_text": "Flying\nWhenever another creature you control leaves the battlefield, you gain 1 "
                "life.\nIf Luminous Phantom would be put into a graveyard from anywhere, exile it instead.",
                "colors": ["W"],
            }
        ],
    },
    "Fierce Retribution": {"mana_cost": "{1}{W}", "type_line": "Instant", "oracle_text": "Cleave {5}{W}"},
    "Warren Warleader": {
        "mana_cost": "{2}{W}{W}",
        "type_line": "Creature — Rabbit Knight",
        "oracle_text": "Offspring {2}",
    },
    "Ultramarines Honour Guard": {
        "mana_cost": "{3}{W}",
        "type_line": "Creature — Astartes Warrior",
        "oracle_text": "Squad {2}",
    },
    "Winternight Stories": {"mana_cost": "{2}{U}", "type_line": "Sorcery", "oracle_text": "Harmonize {4}{U}"},
    "Overpowering Attack": {"mana_cost": "{3}{R}{R}", "type_line": "Sorcery", "oracle_text": "Freerunning {2}{R}"},
    "Exalted Sunborn": {
        "mana_cost": "{3}{W}{W}",
        "type_line": "Creature — Angel Wizard",
        "oracle_text": "Flying, lifelink\nWarp {1}{W}",
    },
    "Spider-Man, Web-Slinger": {
        "mana_cost": "{2}{W}",
        "type_line": "Legendary Creature — Spider Human Hero",
        "oracle_text": "Web-slinging {W}",
    },
    "Bubble Smuggler": {
        "mana_cost": "{1}{U}",
        "type_line": "Creature — Octopus Fish",
        "oracle_text": "Disguise {5}{U}\nAs this creature is turned face up, put four +1/+1 counters on it.",
    },
    "Phyrexian Fleshgorger": {
        "mana_cost": "{7}",
        "type_line": "Artifact Creature — Phyrexian Wurm",
        "oracle_text": "Prototype {1}{B}{B} — 3/3\nMenace, lifelink",
    },
    "Overlord of the Mistmoors": {
        "mana_cost": "{5}{W}{W}",
        "type_line": "Enchantment Creature — Avatar Horror",
        "oracle_text": "Impending 4—{2}{W}{W}",
    },
    "Sandman's Quicksand": {"mana_cost": "{1}{B}{B}", "type_line": "Sorcery", "oracle_text": "Mayhem {3}{B}"},
    "Oscorp Industries": {
        "mana_cost": "",
        "type_line": "Land",
        "oracle_text": "This land enters tapped.\nWhen this land enters from a graveyard, you lose 2 life.\n"
        "{T}: Add {U}, {B}, or {R}.\nMayhem (You may play this card from your graveyard if you discarded it this "
        "turn. Timing rules still apply.)",
    },
    "Arcee, Sharpshooter": {
        "mana_cost": "{1}{R}{W}",
        "type_line": "Legendary Artifact Creature — Robot",
        "oracle_text": "More Than Meets the Eye {R}{W}\nFirst strike\n{1}, Remove one or more +1/+1 counters from "
        "Arcee: It deals that much damage to target creature. Convert Arcee.",
        "layout": "transform",
        "faces": [
            {
                "name": "Arcee, Acrobatic Coupe",
                "mana_cost": "",
                "type_line": "Legendary Artifact — Vehicle",
                "oracle_text": "Living metal\nWhenever you cast a spell that targets one or more creatures or Vehicles "
                "you control, put that many +1/+1 counters on Arcee. Convert Arcee.",
            }
        ],
    },
    "Gemrazer": {
        "mana_cost": "{3}{G}",
        "type_line": "Creature — Beast",
        "oracle_text": "Mutate {1}{G}{G}\nReach, trample\nWhenever this creature mutates, destroy target artifact or "
        "enchantment an opponent controls.",
    },
    "Final Showdown": {
        "mana_cost": "{W}",
        "type_line": "Instant",
        "oracle_text": "Spree (Choose one or more additional costs.)\n+ {1} — All creatures lose all abilities until "
        "end of turn.\n+ {1} — Choose a creature you control. It gains indestructible until end of turn.\n"
        "+ {3}{W}{W} — Destroy all creatures.",
    },
    "Ice Magic": {
        "mana_cost": "{1}{U}",
        "type_line": "Instant",
        "oracle_text": "Tiered (Choose one additional cost.)\n• Blizzard — {0} — Return target creature to its owner's "
        "hand.\n• Blizzara — {2} — Target creature's owner puts it on their choice of the top or bottom of their "
        "library.\n• Blizzaga — {5}{U} — Target creature's owner shuffles it into their library.",
    },
    "Into the Flood Maw": {
        "mana_cost": "{U}",
        "type_line": "Instant",
        "oracle_text": "Gift a tapped Fish\nReturn target creature an opponent controls to its owner's hand. If the "
        "gift was promised, instead return target nonland permanent an opponent controls to its owner's hand.",
    },
}
