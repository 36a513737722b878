"""The concepts of declaring attackers that turn_concepts.py's table lists beside its "declare attackers" (508's
title), kept here as that module is at its 500-line limit: the declaration's own steps (508.1) and what attacking
alone means (506.5)."""

from rulings.phrases import Concept

# "before attackers are declared" alone is mostly a time to cast ("Cast this spell only before attackers are
# declared", "If Rally the Forces is cast before attackers are declared or after combat ends, it won't do anything",
# Warmonger Hellkite's bonus; links71 counted 13, 9 of them so): read only beside whether a creature can attack.
BEFORE_DECLARED = r"\bbefore attackers (are|have been) declared\b"
CAN_ATTACK = r"\b(can|can't|cannot) attack\b|\bfrom attacking\b"

ATTACK_CONCEPTS = [
    Concept(
        "whether a creature can attack, as attackers are declared",
        # links76: a restriction or a permission counts only as attackers are declared, which 508.1 checks then (the
        # creatures chosen must be untapped, with haste or controlled since the turn began, 508.1a; restrictions and
        # requirements, 508.1c-d): "It also won't prevent the creature from attacking unless the enchanted creature is
        # given defender before attackers are declared" (Gelid Shackles, labelled 508.1), "If Rite of the Raging Storm
        # leaves the battlefield before attackers are declared, creatures named Lightning Rager can attack you", "If you
        # want to stop someone from attacking with a creature ..., you must do so before attackers are declared",
        # "Because the beginning of combat step is before attackers are declared, you can attack with Arclight
        # Phoenix" (4 corpus rulings outside the never-tuned rows, none linked 508). 308.2 before July 2009.
        rf"({CAN_ATTACK})[^.]*{BEFORE_DECLARED}|{BEFORE_DECLARED}[^.]*({CAN_ATTACK})",
        within="508.1|308.2",
        text=r"To declare attackers, the active player follows",
    ),
    # links93: 506.5's "attacks alone" (306.5 from 2008, 306.4 in 2005, 308.5a in 2003: the numbers before July 2009),
    # found by the first paragraph under those numbers that defines it.
    Concept(
        "attacking or blocking alone",
        # What "can't attack alone" and "attacks alone" mean (506.5): "If you control more than one Wojek Bodyguard,
        # they can attack or block together, even if no other creatures attack or block", "Sightless Brawler ... can be
        # declared as an attacker only if another creature is declared as an attacker at the same time", "If a creature
        # that can't attack alone also must attack if able, its controller must attack with it and another creature"
        # (three tuned rows labelled 506.5, none linked it), '"Can only attack alone" means the enchanted creature
        # can't be declared as an attacker ... unless no other creatures are declared', Lunk Errant's "attacks alone"
        # (links93: 24 corpus rulings outside the never-tuned rows, each read).
        r"\b(attack|attacks|attacking|attacked|block|blocks|blocking)( or (attack|block))? alone\b"
        r"|\bdeclared as an (attacker|blocker) only if another creature\b|\b(attack|block)( or block)? together\b",
        within="506.5|306.5|306.4|308.5",
        text=r"\battack(s|ing) alone (if|when)\b",
        # "Although Wojek Bodyguard can't attack alone, other attacking creatures don't have to attack the same player
        # or planeswalker" rests on 508.1b's choice of each attacker's player (the tuned Sightless Brawler's is
        # labelled none): the restriction is named in passing.
        unless=r"\bdon't have to attack the same\b",
        # Only the cards that say "alone" ("can't attack or block alone", "attacks alone"); exalted's "attacks alone"
        # is its keyword's own rule (702.83b), linked by the keyword.
        card=r"\balone\b",
        card_unless=r"\bexalted\b",
    ),
    Concept(
        "an attacking or blocking creature sacrificed",
        # WotC's template for a creature sacrificed in combat: "If you sacrifice an attacking or blocking creature
        # during the declare blockers step, it won't deal combat damage" (Launch Party, tuned35, labelled 506.4; 4
        # corpus rulings outside the never-tuned rows, each this sentence): it left the battlefield, so it left combat
        # (506.4).
        r"\b(sacrifice|sacrifices|sacrificed|destroy|destroyed)\b[^.]*\battacking or blocking creature\b[^.]*"
        r"\b(won't|will not|doesn't|does not) deal combat damage\b",
        within="506.4|306.2|306.4",
        text=r"^A (creature|permanent|creature or planeswalker) is removed from combat if",
    ),
]
