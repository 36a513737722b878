"""Which English ruling a French ruling translates, without a translator.

A French ruling and its English original share their rules concepts
(improvise/improvisation, total cost/coût total, tap/engager ...), their
numbers, the count of mana-symbol holes, and the cards they name (a French
card name is mapped to its English name through CardLocalization). The score
below adds those up; the page importer aligns a bullet list with a card's
rulings in order first, then looks at the rulings of related cards.
"""

import re

from .common import fold, french_gaps, symbol_groups

# (concept, English pattern, French pattern), both matched on folded text (no accents, lower case).
CONCEPTS = [
    ("improvise", r"\bimprovise", r"\bimprovisation"),
    ("mana cost", r"\bmana cost", r"\bcout de mana\b|\bcout en mana\b"),
    ("mana value", r"converted mana cost|mana value", r"cout converti|valeur de mana"),
    ("total cost", r"\btotal cost", r"\bcout total"),
    ("alternative cost", r"alternative cost", r"\bcouts? alternatifs?"),
    ("additional cost", r"additional cost", r"\bcouts? supplementaires?"),
    ("tap", r"\btap(s|ped|ping)?\b", r"\bengag"),
    ("artifact", r"\bartifact", r"\bartefact"),
    ("mana ability", r"mana abilit", r"capacites? de mana"),
    ("sacrifice", r"\bsacrific", r"\bsacrifi"),
    ("battlefield", r"\bbattlefield", r"champ de bataille"),
    ("counter", r"\bcounter target", r"\bcontrecarr"),
    ("equipment", r"\bequipment", r"\bequipement"),
    ("creature", r"\bcreature", r"\bcreature"),
    ("choose x", r"value for x|choose x", r"valeur de x|choisissez x"),
    ("for example", r"\bfor example", r"\bpar exemple"),
    ("resolution", r"\bresolution", r"\bresolution"),
    ("stop applying", r"stop applying", r"cesse\w* de s'appliquer"),
    ("symbols", r"mana symbols?", r"symboles? de mana"),
    ("pay", r"\bpa(y|ys|id|ying)\b", r"\bpa(ie|ye|yer|ierez|ierai|iera|yez)\w*"),
    ("cast", r"\bcast", r"\blanc(e|er|ez|ant|é)"),
    ("spell", r"\bspells?\b", r"\bsorts?\b"),
    ("library", r"\blibrary", r"\bbibliotheque"),
    ("graveyard", r"\bgraveyard", r"\bcimetiere"),
    ("exile", r"\bexile", r"\bexil"),
    ("reveal", r"\breveal", r"\brevel"),
    ("hand", r"\bhand\b", r"\bmain\b"),
    ("draw", r"\bdraw", r"\bpioch"),
    ("counters", r"\bcounters?\b(?! target)", r"\bmarqueurs?\b"),
    ("token", r"\btokens?\b", r"\bjetons?\b"),
    ("opponent", r"\bopponent", r"\badversaire"),
    ("controller", r"\bcontrol", r"\bcontrol"),
    ("ability", r"\babilit", r"\bcapacit"),
    ("triggered", r"\btrigger", r"\bdeclench"),
    ("stack", r"\bstack\b", r"\bpile\b"),
    ("damage", r"\bdamage", r"\bblessure"),
    ("transform", r"\btransform", r"\btransform"),
    ("convert", r"\bconvert(s|ed|ing)?\b", r"\bconverti(r|t|e)?\b"),
    ("contraption", r"\bcontraption", r"\bcontraption"),
    ("sprocket", r"\bsprocket", r"\bpignon"),
    ("crank", r"\bcrank", r"\bmanivelle|\bcrank"),
    ("assemble", r"\bassembl", r"\bassembl"),
    ("scrapyard", r"\bscrapyard", r"\bcasse\b|\bferraille"),
    ("vehicle", r"\bvehicle", r"\bvehicule"),
    ("alternative", r"\bin conjunction\b|\bcombined\b", r"\bavec des couts|\bcombin"),
    ("x", r"\bx\b", r"\bx\b"),
]
_COMPILED = [(name, re.compile(en), re.compile(fr)) for name, en, fr in CONCEPTS]
NUMBER_WORDS = {
    "one": "1",
    "un": "1",
    "two": "2",
    "deux": "2",
    "three": "3",
    "trois": "3",
    "four": "4",
    "quatre": "4",
    "five": "5",
    "cinq": "5",
}


def concepts(text, language):
    folded = fold(text)
    index = 1 if language == "en" else 2
    return {item[0] for item in _COMPILED if item[index].search(folded)}


def numbers(text):
    folded = fold(text)
    found = set(re.findall(r"\b\d+\b", folded))
    found |= {NUMBER_WORDS[w] for w in re.findall(r"\b\w+\b", folded) if w in NUMBER_WORDS and w not in {"un", "one"}}
    return found


def score(french, english, *, card_names=None):
    """How likely `french` translates `english`: 0 (unrelated) to about 2.

    card_names maps a French card name to its English name; a French ruling
    that names a card must come from an English ruling naming that card.
    """
    fr_concepts, en_concepts = concepts(french, "fr"), concepts(english, "en")
    union = fr_concepts | en_concepts
    total = len(fr_concepts & en_concepts) / len(union) if union else 0.0
    fr_numbers, en_numbers = numbers(french), numbers(re.sub(r"\{[^}]*\}", " ", english))
    if fr_numbers or en_numbers:
        total += 0.2 if fr_numbers == en_numbers else -0.1
    holes, runs = len(french_gaps(french)), len(symbol_groups(english))
    if runs:
        total += 0.3 if holes == runs else -0.2
    for french_name, english_name in (card_names or {}).items():
        if fold(french_name) in fold(french):
            total += 1.0 if english_name.casefold() in english.casefold() else -1.0
    return total


MIN_SCORE = 0.45


def align_in_order(frenches, englishes, *, card_names=None):
    """Pairs (i, j) matching French texts to English ones, both lists read in order (no crossing).

    A classic alignment: the best total score over monotone pairings, each
    pair scoring at least MIN_SCORE.
    """
    n, m = len(frenches), len(englishes)
    scores = [[score(f, e, card_names=card_names) for e in englishes] for f in frenches]
    best = [[0.0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            options = [best[i + 1][j], best[i][j + 1]]
            if scores[i][j] >= MIN_SCORE:
                options.append(scores[i][j] + best[i + 1][j + 1])
            best[i][j] = max(options)
    pairs, i, j = [], 0, 0
    while i < n and j < m:
        if scores[i][j] >= MIN_SCORE and abs(best[i][j] - (scores[i][j] + best[i + 1][j + 1])) < 1e-9:
            pairs.append((i, j, scores[i][j]))
            i, j = i + 1, j + 1
        elif abs(best[i][j] - best[i + 1][j]) < 1e-9:
            i += 1
        else:
            j += 1
    return pairs
