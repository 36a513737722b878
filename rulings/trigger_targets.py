"""603.3d's required target told by the effect it will have: a triggered ability that can't go on the stack without a
target must take the only one there is, which WotC's rulings tell by what the ability then does to it ("the Ogre will
have to return itself", "you must put a +1/+1 on one of them", "you must give one of your own creatures -2/-2"),
not by the word "target" that target_concepts.py's "a triggered ability's target required" reads.

links98: two tuned rows (tuned46's Ogre Savant and Afiya Grove, labelled 603.3d); the corpus's WotC rulings outside
the never-tuned rows read by hand (the section in docs/links-history.md)."""

from rulings.phrases import Concept

# What the triggered ability does to its one possible target: "return itself", "put a +1/+1 [counter] on one of
# them", "give one of your own creatures -2/-2", "have [it] deal damage to at least one of them". The verb is the
# card's own, so any; but a short reach (no sentence end, 40 letters) from "must" / "have to" to "itself" or "one of
# them / your own": a longer one reads another obligation ("you must sacrifice a creature if ... one of them").
# Not "must target / choose" (target_concepts' reading of the same rule), nor "you don't have to". Each alternative
# spelt out with its own word ("must", "have to"): a rule page's first sift needs one (phrases.concept_hints).
_EFFECT_ON_ITS_TARGET = (
    r"\s+(?!target\b|choose\b|pick\b|pay\b|cast\b|sacrifice\b)\w+\b[^.;]{0,40}?"
    r"\b(itself|(at least )?one of (them|those|your own|its own)\b)"
)
TOLD_BY_ITS_EFFECT = rf"\bmust{_EFFECT_ON_ITS_TARGET}|(?<!n't )(?<!not )\bhave to{_EFFECT_ON_ITS_TARGET}"

TRIGGER_TARGET_CONCEPTS = [
    Concept(
        "a triggered ability's target required, told by its effect",
        TOLD_BY_ITS_EFFECT,
        # As target_concepts' reading: 603.3d from July 2009, 410.4 before ("makes any choices ... If no legal choice
        # can be made ..., the ability is simply removed from the stack": Afiya Grove's 2004 ruling, Ogre Savant's
        # 2006 one).
        within="603.3|410.4",
        text=r"process for putting a triggered ability on the stack|simply removed from the stack",
        # A card whose triggered ability targets: the one the ruling's obligation is of.
        card=r"(^|\u2014 )(When|Whenever|At)\b[^\n]*\btarget",
    ),
]
