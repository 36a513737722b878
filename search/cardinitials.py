"""A card named by its initials, as judges and players type it: `TKS` is Thought-Knot Seer, `KCI` Krark-Clan
Ironworks, `SoFI` Sword of Fire and Ice, `JTMS` Jace, the Mind Sculptor, `STE` Sakura-Tribe Elder.

The initials are a name's words' first letters, a hyphen parting two words (`Thought-Knot`), each small word
(`of`, `the`, `and`) either kept or dropped (players write `SoFI`: `of` kept, `and` dropped; `JTMS`: `the` kept). A
typed word is read as initials only when it is typed with two capitals or more (`TKS`, `LotV`: a word typed in
lower case or capitalized is a word), is three to five letters long, and its initials are one card's only (`BoP`
is Birds of Paradise, Balance of Power and Bane of Progress: no card). A rules abbreviation (jargon.toml: `SBA`,
`EOT`, `ETB`), a tournament document's (`MTR`: NOT_CARDS), a set's code (`HOU` is Hour of Devastation, not
Henchfiend of Ukor: set_codes) or a word the CR says is never a card's initials.
"""

import itertools
import re

# The words a name's initials may keep or drop.
SMALL = frozenset("a an and at by for from in into of on or the to with".split())
# How many letters typed initials have: two are any two words' (`EE`), six or more a word shouted.
SHORTEST, LONGEST = 3, 5
# The abbreviations judges type beside the rules' that are no card's, though one card's initials are theirs: the
# tournament documents (`MTR`, the Magic Tournament Rules, is March of the Returned's), events and formats, and
# chat's `BTW` (by the way, not Board the Weatherlight).
NOT_CARDS = frozenset("mtr ipg jar rel dci mtg mtgo fnm ptq rptq pptq edh cedh otk btw".split())
# (scard41) A set's code typed in capitals (`HOU`, `ORI`, `AVR`) names the set: the codes of the sets imported
# (cards.CardSet, MTGJSON's) are no card's initials.
SET_CODES = True
# A word typed with two capitals or more (`TKS`, `SoFI`, `LotV`), letters only.
TYPED = re.compile(rf"(?<![\w'’-])(?=(?:[a-z]*[A-Z]){{2}})[A-Za-z]{{{SHORTEST},{LONGEST}}}(?![\w'’-])")


def typed_initials(text):
    """The words (lowered) a text types as initials may be typed (TYPED)."""
    return frozenset(m.group(0).lower() for m in TYPED.finditer(text or ""))


def of_name(english):
    """The initials a card's English name may be typed as: of each face, and of the part before a comma (a
    legend's short name), each small word kept or dropped; a name of one word has none."""
    found = set()
    for face in english.split(" // "):
        for part in dict.fromkeys((face, face.split(",", 1)[0])):
            words = [w for w in (re.sub(r"[^A-Za-z0-9]", "", w) for w in re.split(r"[\s-]+", part)) if w]
            if len(words) < 2:
                continue
            small = [i for i, w in enumerate(words) if i and w.lower() in SMALL]
            for kept in itertools.product((True, False), repeat=len(small)):
                dropped = {i for i, keep in zip(small, kept, strict=True) if not keep}
                found.add("".join(w[0].lower() for i, w in enumerate(words) if i not in dropped))
    return {f for f in found if SHORTEST <= len(f) <= LONGEST}


def set_codes():
    """The codes of the card sets imported (lowered: `hou`, `ori`, `avr`, MTGJSON's promotional `palp`), which name
    a set, never a card; none when the database cannot be read (SET_CODES off, or no database at hand)."""
    if not SET_CODES:
        return frozenset()
    from django.db import DatabaseError

    from cards.models import CardSet

    try:
        return frozenset(code.lower() for code in CardSet.objects.values_list("code", flat=True))
    except (DatabaseError, RuntimeError):  # no table, or no database allowed (a test without one)
        return frozenset()


def initials(names, codes=frozenset()):
    """{initials: English name} for the initials only one of names (English names) may be typed as, less codes
    (set_codes) and NOT_CARDS."""
    owners = {}
    for english in dict.fromkeys(names):
        for typed in of_name(english):
            owners.setdefault(typed, set()).add(english)
    return {
        typed: next(iter(named))
        for typed, named in owners.items()
        if len(named) == 1 and typed not in NOT_CARDS and typed not in codes
    }
