"""Concepts of the types' rules that rulings spell out in the rule's own words (rulings/concepts.py gathers them)."""

from rulings.phrases import Concept

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
]
