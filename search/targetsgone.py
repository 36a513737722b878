"""A target gone or changed in response, told the other way round (situations.SITUATIONS' row after its 608.2b one).

situations.py reads "X dies in response ... still" as 608.2b (a spell checks its targets as it resolves); players also
tell it the response first ("in response to Goblin Welder my opponent exiles the card", "can I respond to Gravedigger
by exiling the creature it's getting back", "responds by giving it hexproof"). Said that way, the words alone are any
response; the named card's text saying it targets tells that the response changed what it checks (608.2b).
"""

from .situationtexts import Told
from .situationwords import _GONE, _RESPOND

# The card's text says "target": 608.2b. A card that does not target: nothing (a response changes none of its checks).
# A split second card first: nothing, whether it targets or not (no player may respond to it but with a mana ability,
# 702.61a; Krosan Grip asked "can I sac creatures to Viscera Seer in response?" asks that, not its targets).
TARGETS_TOLD = Told((), ((r"\bsplit second\b", ()), (r"\btargets?\b", ("608.2b",))))

# A response and a thing gone or changed, in either order (_GONE's words and the forms it leaves out: "exiles",
# "exiling", "leaves", "bounces", "destroys", "kills", "shroud"); not a source gone in response to its own trigger or
# ability, which 113.7a's row reads (the ability exists on its own).
TARGET_CHANGED = (
    (
        _RESPOND,
        rf"\b{_GONE}\b|\bexil\w*|\bleaves?\b|\bbounc\w*|\bdestroy\w*|\bkill\w*|\bsac\w*|\bshroud\b",
        r"^(?!.*\bin response to (?:its|the|that) (?:\w+ )?(?:trigger|ability))",
    ),
    TARGETS_TOLD,
)
