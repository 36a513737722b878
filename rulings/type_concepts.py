"""Concepts of the types' and the card kinds' rules that rulings spell out in the rule's own words (rulings/concepts.py
gathers them)."""

from rulings.phrases import Concept

# A double-faced card put onto the battlefield "transformed": not a transform (links.py reads no keyword in it).
ENTERS_TRANSFORMED = (
    r"\b(on)?to (the )?battlefield transformed\b|\benters? the battlefield transformed\b"
    r"|\breturn(s|ed|ing)?( it| them| her| him)? transformed\b"
)

TYPE_CONCEPTS = [
    Concept(
        "permanent types",
        # 110.4's list ("The permanent types are artifact, creature, ...") and 110.4b's permanent spells set against
        # the others ("casting permanent spells (artifacts, ...), not just instant and sorcery spells"); not a type
        # named in passing ("stops being all other permanent types").
        r"\bthe permanent types are\b|\bpermanent spells\W+not just instants?\b",
        within="110.4",
        text=r"permanent types",
    ),
    Concept(
        "put onto the battlefield transformed",
        # 712.14a (711.8 in 2017): a double-faced card put onto the battlefield "transformed" enters with its back face
        # up; it does not transform (701.27), and what triggers when a permanent transforms does not see it (WotC:
        # "returned to the battlefield transformed", "return it transformed": 9 corpus rulings, Chandra, Skin
        # Invasion, Conqueror's Galleon).
        ENTERS_TRANSFORMED,
        within="712.1|711.",
        text=r"onto the battlefield\W+transformed",
    ),
]
