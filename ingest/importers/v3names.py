"""The names MTGJSON v3 gives cards: its lettered and misspelt names read as the card they name."""

import re

# MTGJSON v3's own names for cards that have another: GRN's guildgates, printed with two arts, are each also
# "Boros Guildgate (a)" and "(b)"; CP2 misspells Sultai Ascendancy. Each is the card it names.
V3_ART_SUFFIX = re.compile(r" \([a-z]\)$")
V3_MISSPELT = {"Sultai Ascendacy": "Sultai Ascendancy"}


def v3_name(name, lettered=frozenset()):
    """The Oracle name of a name MTGJSON v3 gives: "Boros Guildgate (a)" -> "Boros Guildgate". lettered: the names
    whose lettered entries are cards of their own (Unstable's six Everythingamajigs), which keep their letter."""
    plain = V3_ART_SUFFIX.sub("", name or "")
    if plain in lettered:
        return name
    return V3_MISSPELT.get(plain, plain)


def v3_lettered(raw_cards):
    """The names of a v3 set whose lettered entries differ in text: cards of their own, not the same card's arts
    (GRN's guildgates (a) and (b) have one text; UST's Everythingamajig (a)-(f) six)."""
    texts = {}
    for raw in raw_cards:
        name = raw.get("name") if isinstance(raw, dict) else None
        if isinstance(name, str) and V3_ART_SUFFIX.search(name):
            texts.setdefault(V3_ART_SUFFIX.sub("", name), set()).add(str(raw.get("text") or ""))
    return frozenset(name for name, seen in texts.items() if len(seen) > 1)
