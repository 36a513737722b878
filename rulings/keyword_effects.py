"""A keyword ability the card lacks, named in a ruling beside what the keyword's own rule does (links84).

keyword_matching links a keyword the card lacks only when the ruling names it as a rule ("protection from black",
"its bestow cost"); "a creature with lifelink" is another object's ability and, told in passing, no rule the ruling
rests on. But when the same sentence tells what that keyword's rule makes happen, the ruling rests on it: "If Lord of
the Pit has gained lifelink, being dealt 7 damage by it doesn't cause your life total to change, even though you gain
and lose life" (702.15b), "A creature with lifelink dealing combat damage is a single life-gaining event" (702.15e),
"If a creature with trample you control would deal combat damage to a blocking creature this turn, you must assign its
unmodified damage" (702.19b). The tuned rows label each so (Lord of the Pit, Celestial Mantle, Elderscale Wurm,
Insult // Injury), and never a keyword named beside none of its rule's words ("a creature that has shroud",
"a creature with hexproof").
"""

import re

# Each keyword's rule in the CR's own words, as a ruling tells it: lifelink's 702.15b "Damage dealt by a source with
# lifelink causes that source's controller ... to gain that much life" and 702.15e's "separate life gain events";
# trample's 702.19b "assigns ... damage" beyond lethal damage to its blockers. Only keywords whose rule's words are
# their own: double strike's or rampage's ("a total of 6 damage", "get the bonus") are any damage's or bonus's.
EFFECTS = {
    "lifelink": re.compile(
        r"\bgain(?:s|ed|ing)?\b[^.;]*\blife\b|\blife[- ]gain|\blife gained\b|\bgain(?:s|ed)? that much\b",
        re.IGNORECASE,
    ),
    "trample": re.compile(r"\bassign(?:s|ed|ing)?\b[^.;]*\bdamage\b", re.IGNORECASE),
    # 702.90b-c: infect's damage dealt as -1/-1 counters and poison counters ("if a creature with infect deals
    # damage to you, you'll get poison counters": Platinum Emperion). Not deathtouch's "lethal" or "destroy": measured
    # (links84), its 10 corpus links were regeneration's and indestructible's lists of what destroys a creature.
    "infect": re.compile(r"-1/-1 counters?|\bpoison counters?", re.IGNORECASE),
}
# A ruling on how an effect doubles or adds to damage that is divided ("divide the original amount and double the
# results. For example, if you attack with a 5/5 creature with trample ..."): trample's assignment is the example,
# the doubling's rule what it rests on (Gisela, Inquisitor's Flail, The Flame of Keld: 3 corpus links, wrong).
ELSEWHERE = {"trample": re.compile(r"\bdivid(?:e|es|ed|ing)\b", re.IGNORECASE)}
# The keyword as an example of a class ("effects that care about damage, such as lifelink", "Abilities like
# lifelink"): the ruling rests on the class (wither's damage still dealt), not on the keyword. A whole sentence given
# "For example" is the case itself and stays.
SUCH_AS = re.compile(r"\b(?:such as|like|including)\s[^.;:,()]*", re.IGNORECASE)
SENTENCE = re.compile(r"(?<=[.!?])\s+")


def told_with_its_effect(keyword, text):
    """Whether a sentence of the text (names blanked, asides gone) names the keyword ability beside what its own rule
    makes happen (EFFECTS)."""
    effect = EFFECTS.get(keyword)
    if effect is None or (keyword in ELSEWHERE and ELSEWHERE[keyword].search(text)):
        return False
    own = re.compile(r"\b" + re.escape(keyword) + r"\b", re.IGNORECASE)
    return any(own.search(s) and effect.search(s) for s in SENTENCE.split(SUCH_AS.sub(" ", text)))
