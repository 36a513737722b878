"""A card a text names, said again by the opening words of one of its names (scard41): `je copie le Ravageur de la
lande (la face transformée du Maître-chasseur)` names Huntmaster of the Fells // Ravager of the Fells twice, its front
face's French name (`Maître-chasseur de la lande`) cut to its first two words, which three cards' French names begin
(`Maître-chasseur de Lys Alana`, `Maître-chasseur otepec`): alone no name, beside its card's other face or whole name
that card. Unread, its words were the lexicon's (master, hunter).
"""

SAID_AGAIN = True
# A part is at least this many words of PART_LETTERS letters or more (the name's small words aside: `Marteau de
# guerre` is two), and is shorter than the name key it opens (the whole key is a name already).
PART_WORDS = 2
PART_LETTERS = 3


def openings(keys):
    """{opening words: English name} of keys ([(name key, English name)]): each key's first words, PART_WORDS long
    words or more and fewer than the key's."""
    found = {}
    for key, english in keys:
        for size in range(len(key) - 1, 1, -1):
            part = key[:size]
            if sum(len(w) >= PART_LETTERS for w in part) >= PART_WORDS:
                found.setdefault(part, english)
    return found


def said_again(words, found, keys_of):
    """[(English name, first word's index, how many words)] of the runs of words (name tokens) outside found's spans
    (the same triples) that open a name key of a card found names (openings), longest first, in order."""
    if not SAID_AGAIN or not found:
        return []
    parts = openings((key, english) for english in dict.fromkeys(e for e, _, _ in found) for key in keys_of(english))
    if not parts:
        return []
    longest = max(len(p) for p in parts)
    taken = {i + k for _, i, size in found for k in range(size)}
    again, i = [], 0
    while i < len(words):
        for size in range(min(longest, len(words) - i), 1, -1):
            english = parts.get(tuple(words[i : i + size]))
            if english is not None and taken.isdisjoint(range(i, i + size)):
                again.append((english, i, size))
                i += size
                break
        else:
            i += 1
    return again
