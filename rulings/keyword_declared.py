"""A keyword named for when a combat declaration reads it, not for its own rule (links90).

keyword_matching.keywords_named reads this beside links67's `_only_as_settled` (a keyword gained or lost once the
declaration is made): that reading needs a verb of change beside the keyword in every sentence, and WotC's rulings
tell the same point in other words, the keyword named with the moment the declaration reads it:

- "For flying to work as an evasion ability, Vault Skyward must be cast before the declare blockers step begins",
  "Flying only matters as blockers are chosen" (Moorland Drifter), "Whether a creature has flying is checked as
  blocking creatures are declared" (Jeskai Runemark), "whether Snapsail Glider has flying is relevant only as the
  declare blockers step begins". The ruling rests on the blocking declaration (509.1b-c: restrictions checked as
  blockers are declared; 506.4: a block made stands); the tuned rows label its second half, "giving it flying after
  blockers have been declared won't change that", 506.4 alone (Paragon of the Amesha, Auriok Sunchaser).
- "If Markov Crusader loses haste before the declare attackers step ..., it won't be able to attack", "gains haste,
  but then loses it before attacking, it won't be able to attack that turn" (Swiftfoot Boots, Strider Harness),
  "Whether Cliffrunner Behemoth has haste matters only when attackers are declared", "no longer has haste on the same
  turn that it comes under your control" (Geier Reach Bandit): summoning sickness's rule, 302.6, which the tuned rows
  label where haste is its exception (Guise of Fire, Boros Battleshaper, Umbral Mantle: 302.6, not haste).

Only for the keywords whose rule is a permission or restriction the declaration checks (evasion, haste): vigilance's
rule is itself about declaring attackers (702.20b; the tuned Kiyomaro's "Losing vigilance after attackers are declared
doesn't cause Kiyomaro to tap" is labelled vigilance), first strike's about the damage steps (702.7b-c).

And transform, the keyword itself the change, told where the declaration stands: "Once blockers have been chosen,
transforming Elusive Tormentor into Insidious Mist won't cause it to become unblocked" (506.4), "If Tangleclaw
Werewolf transforms ... while it's attacking, having vigilance won't cause it to become untapped" (the vigilance's
rule, 702.20b). Not "transform it into Insidious Mist before blockers are chosen, transform it back as its
triggered ability resolves" (tuned, labelled transform's own rule): no declaration standing is told there.

Beside them, two more moments that decide instead of the keyword's rule: the order of effects (613.7's timestamps,
a keyword gained later), and a transforming card's own trigger met or missed (603.2).
"""

import re

# Keywords whose rule the attack or block declaration checks: 509.1b-c's blocking restrictions and requirements
# (evasion, and reach beside flying), 508.1a / 302.6's attack permission (haste).
DECLARED = frozenset({"flying", "reach", "horsemanship", "shadow", "fear", "intimidate", "menace", "skulk", "haste"})

# The moment a declaration reads the keyword, in WotC's words.
MOMENT = re.compile(
    r"\b(?:the|your|its\s+controller's|that\s+player's)\s+declare\s+(?:attackers|blockers)\s+step\b"
    r"|\b(?:blockers|blocking\s+creatures|attackers|attacking\s+creatures)\s+(?:are|were|have\s+been)\s+"
    r"(?:chosen|declared)\b"
    r"|\bdeclared\s+as\s+an?\s+(?:attack|block)\w*"
    r"|\bbefore\s+(?:attacking|blocking)\b"
    r"|\b(?:has\s+)?become(?:s)?\s+blocked\b",
    re.IGNORECASE,
)
# A declaration that stands whatever the keyword does after it (links67's SETTLED, read here without its verb of
# change: "it doesn't matter if it loses haste").
STANDS = re.compile(
    r"\b(?:won't|will\s+not|doesn't|does\s+not)\s+(?:change|undo)\b"
    r"|\bwon't\s+cause\s+(?:it|them|those\s+blocks|that\s+block)\s+to\s+(?:change|become\s+(?:un)?blocked"
    r"|become\s+(?:un)?tapped)"
    r"|\b(?:won't|will\s+not|doesn't|does\s+not)\s+remove\s+it\s+from\s+combat|\bwon't\s+be\s+removed\s+from\s+combat"
    r"|\bcontinues?\s+to\s+attack|\b(?:doesn't|does\s+not)\s+stop\s+attacking",
    re.IGNORECASE,
)
COMBAT = re.compile(r"\bblock|\battack", re.IGNORECASE)
# 302.6's own words: control since the turn began, which haste lets a creature do without.
SINCE_CONTROLLED = re.compile(
    r"\b(?:comes?|came)\s+under\s+(?:your|its\s+controller's|that\s+player's|their)\s+control\b"
    r"|\bcontinuously\b|\bsince\s+(?:the|your|its\s+controller's)\s+(?:most\s+recent\s+)?turn\s+began\b",
    re.IGNORECASE,
)
CHANGING = frozenset({"transform"})


def _sentences(keyword, text):
    own = re.compile(rf"\b{re.escape(keyword)}(?:s|es|ed|ing)?\b", re.IGNORECASE)
    return [s for s in re.split(r"(?<=[.!?])\s+", text) if own.search(s)]


def only_at_declaration(keyword, text):
    """Whether every sentence naming the keyword names it for when an attack or block declaration reads it, or as
    changed while the declaration stands (a DECLARED keyword), or, for transform, as the change a declaration
    outlasts."""
    key = keyword.lower()
    if key not in DECLARED and key not in CHANGING:
        return False
    named = _sentences(keyword, text)
    if not named:
        return False
    if key in CHANGING:
        # Or as what summoning sickness reads (links92): "If a creature with haste transforms and no longer has haste
        # on the same turn that it comes under your control ..., it won't be able to attack that turn" (Geier Reach
        # Bandit: 302.6, not 701.28).
        return all((STANDS.search(s) or SINCE_CONTROLLED.search(s)) and COMBAT.search(s) for s in named)
    return all(
        (COMBAT.search(s) and (MOMENT.search(s) or STANDS.search(s)))
        or (key == "haste" and SINCE_CONTROLLED.search(s) and COMBAT.search(s))
        for s in named
    )


# A keyword gained where the ruling's point is the order of the effects (613.7's timestamps): "If the enchanted
# creature gains flying after Earthbind is put onto it, it will have flying. The two effects are simply applied in
# timestamp order", "The creature can later gain flying from another effect. That will override Grounded's effect"
# (links90: 2 corpus links, each 613.7's, not flying's rule).
ORDERED = re.compile(r"\btimestamp|\boverrides?\b", re.IGNORECASE)
GAINED = r"\b(?:gains?|gained|gaining|loses?|lost|losing|lose)\s+{own}\b"
# A transform told as what its card's trigger needs or misses: "To trigger the Werewolf's back face's transform
# ability, a single player must have cast two or more spells ... the ability won't trigger" (Ulrich, Breakneck Rider),
# "Erupting Dreadwolf's triggered ability won't trigger that combat" (Smoldering Werewolf), "doesn't cause Final
# Iteration's triggered ability to trigger" (Docent of Perfection): the trigger's event (603.2), not 701.28's transform
# (links90: 4 corpus links). Not "Only the first one to resolve will cause it to transform" (Daring Sleuth: 701.28f's
# own case), "won't cause it to transform back ... if it has already transformed" (Archangel Avacyn).
TRIGGER_MISSED = re.compile(
    r"\b(?:won't|will\s+not|doesn't|does\s+not)\s+(?:cause\s+[^.]*?\s+to\s+)?trigger\b|\bto\s+trigger\s+the\b",
    re.IGNORECASE,
)


def only_as_ordered_or_triggered(keyword, text, kind):
    """Whether the keyword ability is named only as gained in a ruling on timestamp order (ORDERED), or transform
    only in sentences on its card's trigger missed or needed (TRIGGER_MISSED)."""
    own = re.escape(keyword)
    if kind == "ability" and ORDERED.search(text):
        named = [s for s in re.split(r"(?<=[.!?])\s+", text) if re.search(rf"\b{own}\b", s, re.IGNORECASE)]
        gained = re.compile(GAINED.format(own=own), re.IGNORECASE)
        return bool(named) and all(gained.search(s) or ORDERED.search(s) for s in named)
    if kind == "action" and keyword.lower() == "transform":
        form = re.compile(rf"\b{own}(?:s|ed|ing)?\b", re.IGNORECASE)
        named = [s for s in re.split(r"(?<=[.!?])\s+", text) if form.search(s)]
        return bool(named) and all(
            TRIGGER_MISSED.search(s) and not re.search(r"\balready\b|\bonly\s+the\s+first\b", s, re.I) for s in named
        )
    return False
