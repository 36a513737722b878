"""Indestructible as what keeps a permanent from being destroyed, whether or not the card has it (links91).

keyword_matching links indestructible when the card has it; a ruling of a destroy effect tells why its target may
survive ("If the target creature isn't destroyed, most likely because it has indestructible, you won't gain any life":
Make Yourself Useful, tuned, labelled `kw:indestructible`) or what indestructible does and stops doing ("If the target
creature has indestructible, it isn't destroyed this way", "If that creature loses indestructible, and the marked
damage is lethal, it will be destroyed"): 702.12b's "A permanent with indestructible can't be destroyed", on a card
that need not have the keyword. The keyword's rule exists from July 2013 (the title "Indestructible"); a ruling
dated before it (Drop of Honey, Knight Exemplar, 2013-07-01, tuned) links the Glossary's "Indestructible" of the CR in
force then, as any concept whose rule did not yet stand (rulings/glossary_links.py).

A cause given in parentheses ("(perhaps because it regenerated or has indestructible)") is an aside, read by no
concept (links.main_words): the tuned Contract Killing's is labelled without 702.12.
"""

from rulings.phrases import Concept

_NOT_DESTROYED = r"((isn't|is not|wasn't|won't be|aren't|weren't)|(can't|cannot) be) destroyed"
INDESTRUCTIBLE_CONCEPTS = [
    Concept(
        "indestructible",
        # Not destroyed because of it: "isn't destroyed, most likely because it has indestructible".
        rf"\b{_NOT_DESTROYED}\b[^.]*\b(because|due to)\b[^.]*\bindestructible\b"
        # Having it the condition of not being destroyed, or of a destroy effect doing nothing: "If the target
        # creature has indestructible, it isn't destroyed this way", "If the creature with the least power has
        # indestructible, the ability does nothing" (Drop of Honey, tuned), "lethal damage and effects that try to
        # destroy it simply have no effect".
        rf"|\b(has|have|had) indestructible\b[^.]*\b({_NOT_DESTROYED}|does nothing|(has|have) no effect)\b"
        # Losing it: "If that creature loses indestructible, and the marked damage is lethal, it will be destroyed".
        r"|\b(lose|loses|lost) indestructible\b[^.]*\bdestroyed\b",
        title=r"Indestructible",
    ),
]
