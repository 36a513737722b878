"""The everyday keyword actions' own rules (sacrifice, discard, fight) named in the CR's words for them: a ruling
that says what can't be sacrificed, where cards are discarded from, that neither creature of a fight deals damage; and a
spell or ability as its own target. A mere mention of the action links nothing (rulings/link_tables.py: such words
are named far more often than rested on). A search that need not find is concepts.py's "finding in a hidden zone"."""

from rulings.phrases import Concept

ACTION_CONCEPTS = [
    Concept(
        "sacrifice",
        # 701.21a: "A player can't sacrifice something that isn't a permanent, or something that's a permanent they
        # don't control" ("If this card is not on the battlefield when the ability resolves, then you can't sacrifice
        # it"); not a cost's count ("you can't sacrifice additional creatures", "the same permanent to pay two costs").
        # Each alternative spelt out: a rule page's first sift needs a word each one requires (concept_hints).
        r"\bcan't sacrifice\b(?! (additional|the same|it again))"
        r"|\bcannot sacrifice\b(?! (additional|the same|it again))"
        r"|\bcan't be sacrificed\b|\bcannot be sacrificed\b|\bwon't be able to sacrifice\b",
        title=r"Sacrifice",
    ),
    Concept(
        "discard",
        # 701.9a: "To discard a card, move it from its owner's hand to that player's graveyard"; 701.9b: by default the
        # affected player chooses which card to discard.
        r"\bdiscarded\b[^.]*\bonly from\b[^.]*\bhand\b|\bchooses? which (\w+ )?cards? (they|he or she) will discard\b",
        title=r"Discard",
    ),
    Concept(
        "fight",
        # 701.14b: "If one or both creatures instructed to fight are no longer on the battlefield or are no longer
        # creatures, neither of them fights or deals damage" (WotC: "neither creature will deal or be dealt damage").
        r"\bneither (creature|one|of them) (will )?(deals?|fights?|is dealt)\b",
        title=r"Fight",
    ),
    Concept(
        "a target itself",
        # 115.5: "A spell or ability on the stack is an illegal target for itself" ("It can't target itself"; a
        # permanent's ability "can target itself", "may choose it as the target of its own ability").
        r"\b(can|can't|cannot|may|could) (be )?target (itself|themselves)\b|\bas the target of its own\b",
        title=r"Targets",
    ),
]
