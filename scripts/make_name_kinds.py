"""Writes search/data/name-kinds.json: the words of card names that mostly name one kind of card ("Sword of ..."
cards are Equipment, "... Wall" cards have defender, "Curse of ..." cards are Auras), each with that kind, as
{name word: [[kind, share], ...]}.

    MTG_CORPUS=/path/to/corpus .venv/bin/python scripts/make_name_kinds.py

A player says "the sword" for an Equipment and "my wall" for a creature with defender: words the rules never say.
The card data says them: a name word bridges to a kind (a keyword ability of 702, by the CR's own titles, or the
subtype of a noncreature artifact or enchantment, or a card type) that at least SHARE of the cards whose names hold
the word have, LIFT times more often than the cards at large, when MINIMUM cards or more hold it (fewer is one
set's naming). Nothing is read from a question set: MTGJSON v3's English cards and the newest CR of cr/ only.
"""

import json
import os
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ROOT / "search" / "data" / "name-kinds.json"
MINIMUM = 8
SHARE = 0.5
LIFT = 10.0
# Shorter name words (`of`, `the`, `god`) and these are any sentence's words.
MIN_LENGTH = 4
STOP = {"from", "into", "over", "that", "their", "this", "under", "upon", "with", "your"}
# Cards that are no card of a deck.
NOT_DECK = {"token", "scheme", "plane", "phenomenon", "vanguard", "emblem", "double_faced_token"}


def keywords(cr_text):
    """The keyword abilities' names (702.x titles), lower case, longest first."""
    names = {m[1].strip().lower() for m in re.finditer(r"^702\.\d+\. (.+)$", cr_text, re.M)}
    return sorted(names, key=len, reverse=True)


def kinds(card, names):
    """A card's kinds: its card types, its noncreature artifact's or enchantment's subtypes, and the keyword
    abilities its text lists (a line or a comma's part that starts with one: `Flying, vigilance`)."""
    types = [t.lower() for t in card.get("types") or ()]
    found = set(types)
    if {"artifact", "enchantment"} & set(types) and "creature" not in types:
        found.update(s.lower() for s in card.get("subtypes") or ())
    text = re.sub(r"\([^()]*\)", "", card.get("text") or "").lower()
    for part in (p.strip() for line in text.split("\n") for p in re.split(r"[,;] ", line)):
        found.update(next(([n] for n in names if part == n or part.startswith(n + " ")), []))
    return found


def main():
    corpus = Path(os.environ.get("MTG_CORPUS", ""))
    crs = sorted((corpus / "cr").glob("MagicCompRules *.txt"))
    if not crs:
        sys.exit("Set MTG_CORPUS to the corpus folder (cr/ and mtgjson3/).")
    names = keywords(crs[-1].read_text(encoding="utf-8-sig"))
    cards = {}
    for path in sorted((corpus / "mtgjson3").glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8")).get("cards", ()):
            if card.get("layout") not in NOT_DECK:
                cards.setdefault(card["name"], card)
    every = Counter()
    holding = defaultdict(list)
    for name, card in cards.items():
        found = kinds(card, names)
        every.update(found)
        for word in set(re.findall(r"[a-z]+", name.lower())):
            if len(word) >= MIN_LENGTH and word not in STOP:
                holding[word].append(found)
    bridge = {}
    for word, held in holding.items():
        if len(held) < MINIMUM:
            continue
        near = []
        for kind, count in Counter(k for found in held for k in found).items():
            share = count / len(held)
            if share >= SHARE and share * len(cards) / every[kind] >= LIFT:
                near.append((round(share, 2), kind))
        if near:
            bridge[word] = [[k, s] for s, k in sorted(near, key=lambda x: (-x[0], x[1]))]
    # One name word a line: a new run shows as a readable diff.
    lines = (f"{json.dumps(w)}: {json.dumps(bridge[w])}" for w in sorted(bridge))
    SHIPPED.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    print(f"{SHIPPED}: {len(bridge)} name words of {len(cards)} cards")


if __name__ == "__main__":
    main()
