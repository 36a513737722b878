"""The concepts of declaring attackers that turn_concepts.py's table lists beside its "declare attackers" (508's
title), kept here as that module is at its 500-line limit: the declaration's own steps (508.1)."""

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
]
