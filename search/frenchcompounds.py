"""The cards' hyphenated French compounds (`hors-la-loi` outlaw, `non-terrain` nonland, `loup-garou` werewolf), mined as
words of their own beside their parts (sfr40).

Mined word by word only, a compound's parts took its sense: `hors`, printed on the cards only in the type line
Hors-la-loi, was outlaw, and a question's `hors de la partie` (outside the game) read outlaw. sfr39 mined the compounds
instead of their parts, and lost the parts' own readings (`non terrain`, typed without its hyphen as players often
type it, no longer read nonland; `créature-artefact` read artifact only). Here a compound is mined AS WELL as its
parts (a reading added, none removed), and a question reads a compound the lexicon knows whole, typed with its hyphens
or without (`non terrain`, `hors la loi`), beside its words. The one reading left out: a word the cards print only
inside compounds (PARTS_ONLY: `hors`, `garou`) said apart from any of them has no sense the cards give it, and is read
as a word the lexicon does not know.

Not compounds (grammar): a verb and its pronoun (`défaussez-vous`, `mettez-la`), `-ci` / `-là` (`ce tour-ci`), and one
word after a stop word (`au-dessous` is dessous, bottom).
"""

import re
from collections import Counter

from .bilingualpairs import _stems

COMPOUND = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*(?:-[^\W\d_]+)+")
PRONOUNS = frozenset("le la les lui leur leurs vous nous en y moi toi ci là".split())
# french.json's list of the French stems the cards print only inside a compound.
PARTS_ONLY = " compounds' parts only"
# Switches: the compounds mined and read (COMPOUNDS), a part said alone left unread (PARTS_APART).
COMPOUNDS = True
PARTS_APART = True
LONGEST = 5  # words of the longest compound read in a question (`pot-de-vin`: 3; names' `Jace-au-…`)


def key(words, analyzer):
    """The lexicon's key of a hyphenated compound (its words' stems joined by `-`), or None if it is none."""
    if words.lower().split("-")[-1] in PRONOUNS:
        return None
    tokens = [(t.text, t.stopped) for t in analyzer(words, removestops=False)]  # (Whoosh reuses one token)
    return "-".join(text for text, _ in tokens) if sum(not stopped for _, stopped in tokens) > 1 else None


def stems(text, analyzer):
    """The compounds' keys a French text prints."""
    if not COMPOUNDS:
        return set()
    return {key(words, analyzer) for words in COMPOUND.findall(text or "")} - {None}


def parts_only(texts, analyzer, fewest):
    """The stems the texts print inside a compound and apart from one on fewer than `fewest` texts (the mining's
    MIN_LINES: `hors` is printed apart once, in the name Hors du commun)."""
    inside, apart = set(), Counter()
    for text in texts:
        for words in COMPOUND.findall(text or ""):
            if key(words, analyzer):
                inside |= _stems(words, analyzer)
        apart.update(
            _stems(COMPOUND.sub(lambda m: " " if key(m.group(), analyzer) else m.group(), text or ""), analyzer)
        )
    return sorted(f for f in inside if apart[f] < fewest)


def said(text, analyzer, known):
    """([translations of each compound the text says], {first character of each of their words}): the runs of up to
    LONGEST words whose stems joined by `-` are a compound the lexicon knows (known: {key: translations}), typed with
    hyphens or without."""
    if not COMPOUNDS or not known:
        return [], set()
    tokens = [(t.text, t.stopped, t.startchar) for t in analyzer(text or "", removestops=False, chars=True)]
    found, covered = [], set()
    for i, (_, stopped, _) in enumerate(tokens):
        if stopped:
            continue
        for n in range(min(LONGEST, len(tokens) - i), 1, -1):
            translations = known.get("-".join(t for t, _, _ in tokens[i : i + n]))
            if translations:
                found.append(translations)
                covered.update(start for _, _, start in tokens[i : i + n])
                break
    return found, covered
