"""How a rules concept is written (rulings/concepts.py and rulings/turn_concepts.py hold them): a Concept, the
phrases shared by several, and the words a database's first sift looks for (concept_hints: a rule page)."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Concept:
    """A rules concept: the ruling's phrases that name it, and how to find its rule in any version.

    title: the rule's title (a three-digit rule: "State-Based Actions"); or within + text: the first paragraph
    whose number starts with `within` and whose text matches `text` (704.5's "legend rule" subrule).
    unless: words that, anywhere in the ruling, say it rests on another rule though a phrase matched ("ignore
    any alternative costs" in a ruling on mana value is about mana value).
    card, card_unless: what the card's own text (names blanked) must, or must not, say for the phrase to name this
    concept (an illegal target is 608.3's for an Aura spell, "Enchant creature", and 608.2b's otherwise).
    """

    name: str
    phrases: str
    title: str = ""
    within: str = ""
    text: str = ""
    unless: str = ""
    card: str = ""
    card_unless: str = ""


# A step named as the time of an action ("during the declare blockers step"), not the step's rules.
WHEN = (
    r"(?<!during the )(?<!during your )(?<!during its )(?<!during that )(?<!during a player's )"
    r"(?<!controller's )(?<!during each )(?<!beginning of the )(?<!beginning of your )(?<!beginning of each )"
    r"(?<!beginning of every )(?<!beginning of that turn's )"
    # A player's own step is a time too: "until the beginning of *your* end step", "as your end step begins"; and
    # what lasts or waits until a step ("the mana won't last until the declare blockers step", "the creatures do not
    # return until the End step"). Not "creatures aren't blocked until the declare blockers step": that is the step's
    # rule. ("If you wait until the combat damage step, ... it'll be destroyed before you get the chance" is left to
    # incidental_readings: the tuned rows rest it on 506.4 and 704.5, not on 510.)
    r"(?<!\byour )(?<!\*your\* )(?<!last until the )(?<!lasts until the )(?<!return until the )"
)
ILLEGAL_TARGET = (
    r"\billegal targets?\b|\btargets? (is|are|becomes?) illegal\b|\bno longer (a )?legal target"
    # WotC's sentence for a spell whose only target is gone ("no longer in the graveyard when Cremate tries to
    # resolve, it won't resolve and none of its effects will happen").
    r"|\b(won't|will not|doesn't|does not) resolve and none of its effects (will )?happen\b"
    # "If one of the targeted lands isn't a legal target as Shifting Borders resolves"
    r"|\b(isn't|is not|aren't|are not) (a )?legal targets? (as|when|by the time)\b"
    # "If the target is tapped before this spell resolves, then this spell doesn't resolve": a target named in that
    # sentence or the one before.
    r"|\btarget(s|ed)?\b[^.]*(\.[^.]*)?\b(spell|ability|it) (doesn't|does not|won't|will not) resolve\b"
    # "it will then be countered when it tries to resolve for having no legal targets" (the CR's older "countered on
    # resolution"); not a spell with zero targets that "can't be countered for having no legal targets".
    r"|(?<!can't be countered )\bfor having no legal targets?\b|\bcountered when it tries to resolve\b"
)
# A pointer to other reading ("For more information on double-faced cards, see the ... article") names a subject
# the ruling does not rest on.
ELSEWHERE = r"\b(for more information|for more on|to learn more)\b[^.]*\bsee\b[^.]*(\.|$)"


def concept_hints(concept):
    """Words every text a concept's phrases match holds one of, for a database's first sift: one word run that
    each of the phrase's alternatives requires ("cop" for "cop(y|ies|ied|ying)", not "ies", which would let every
    ruling through). None when some alternative requires no word of three letters: then nothing can be sifted."""
    hints = set()
    for alternative in _top_level(concept.phrases):
        required = _required_runs(alternative)
        best = max(required, key=len, default="")
        if len(best.strip()) < 3:
            return None
        hints.add(best.strip().lower())
    return sorted(hints)


def _top_level(pattern):
    """The alternatives of a pattern at its top level (a "|" inside brackets or a group belongs to it)."""
    parts, depth, start, index, in_class = [], 0, 0, 0, False
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            index += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(pattern[start:index])
            start = index + 1
        index += 1
    return parts + [pattern[start:]]


def _required_runs(alternative):
    """The literal runs an alternative requires: groups, classes, anchors and optional characters cut them."""
    runs, current, depth, index, in_class = [], "", 0, 0, False
    while index < len(alternative):
        char = alternative[index]
        optional = index + 1 < len(alternative) and alternative[index + 1] in "?*{"
        if in_class:
            in_class = char != "]"
        elif depth:
            depth += {"(": 1, ")": -1}.get(char, 0)
            index += 2 if char == "\\" else 1
            if char == "\\":
                continue
            continue
        elif char == "\\":
            escaped = alternative[index + 1 : index + 2]
            optional = index + 2 < len(alternative) and alternative[index + 2] in "?*{"
            if escaped.isalnum() or optional:  # \b, \s, \w, \d...: no letter of the text
                runs.append(current)
                current = ""
            else:
                current += escaped
            index += 2
            continue
        elif char == "[":
            in_class = True
        elif char == "(":
            depth = 1
        elif char not in "?*+{}^$." and not optional:
            current += char
            index += 1
            continue
        runs.append(current)
        current = ""
        index += 1
    return [run for run in runs + [current] if run]


# What triggers "when you cast" (601.2i, casting's rule): "It triggers when the spell is cast", "triggers after you've
# taken all the actions necessary to cast the spell", "put onto the battlefield without being cast won't cause ... to
# trigger" (10 corpus rulings).
CAST_TRIGGERS = (
    r"\btriggers when the spell is cast\b|\btaken all the actions necessary to cast\b"
    r"|\bwithout being cast\b[^.]*\btrigger|\btrigger\b[^.]*\bwithout being cast\b"
)

# A resolved ability's effect that outlasts its source (611.2): "the effect will continue until your next turn even if
# this card leaves the battlefield", "Its control-change effect continues to apply even if it leaves the battlefield"
# (3 corpus rulings).
OUTLASTING_ITS_SOURCE = (
    r"\beffect (will )?(continues?|lasts?)( to apply)?\b[^.]*\beven if\b[^.]*\b(leaves|left|is no longer on) the "
    r"battlefield\b"
    # The same in WotC's other words: a permission that lasts the turn ("You may cast that card this turn even if Silas
    # Renn leaves the battlefield", "You may play the exiled card this turn even if Oracle's Vault is no longer on the
    # battlefield"), an effect that goes on ("will continue to prevent damage ... even if Gideon leaves the
    # battlefield", "The change to green does not end even if the Leprechaun leaves the battlefield").
    r"|\b(may|can) (still )?(play|cast|look at)\b[^.]*\beven if\b[^.]*\b(leaves|has left|left|is no longer on) the "
    r"battlefield\b"
    r"|\b(continues?|will continue) to (apply|prevent)\b[^.]*\beven if\b[^.]*\b(leaves|has left|left|is no longer on) "
    r"the battlefield\b"
    r"|\b(change|effect)\b[^.]*\b(remains?|does not end|doesn't end)\b[^.]*\beven if\b[^.]*\b(leaves|has left"
    r"|left|is no longer on) the battlefield\b"
)
