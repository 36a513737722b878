"""Cards printed after MTGJSON v3 (2018-10) whose keywords entered the CR since: their printed mana cost, type line
and cost keyword line, for the cases reasoned from the CR (no ruling of the corpus speaks of them).
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
    "Lunarch Veteran": {"mana_cost": "{W}", "type_line": "Creature — Human Cleric", "oracle_text": "Disturb {1}{W}"},
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
}
