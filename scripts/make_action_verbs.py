"""Writes search/data/action-verbs.json: the words the rulings of cards that say a keyword action (701's titles:
exchange, double, search...) use most beside it, and the card's own text does not, as {ruling word: [[action,
share], ...]}.

    MTG_CORPUS=/path/to/corpus .venv/bin/python scripts/make_action_verbs.py [--print]

A player says "swap" for exchange and "look for" for search: words the CR's keyword actions never say. Where one
card says both (its text the CR's verb, its rulings another), the card data says them: a rulings' word bridges to an
action when at least SHARE of the cards whose text says the action hold it in their rulings and not in their text,
LIFT times more often than the cards with rulings at large, among MINIMUM cards or more. Nothing is read from a
question set: MTGJSON v3's English cards and their rulings, and the newest CR of cr/ only.
"""

import json
import os
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ROOT / "search" / "data" / "action-verbs.json"
MINIMUM = 20
SHARE = 0.1
LIFT = 10.0
MIN_LENGTH = 4
# A title's words that are no verb of the action.
NOT_VERBS = {
    "and",
    "the",
    "into",
    "to",
    "you",
    "your",
    "an",
    "a",
    "in",
    "of",
    "dungeon",
    "attraction",
    "attractions",
    "choice",
    "villainous",
    "ring",
    "tempts",
    "motion",
    "evidence",
    "dread",
    "visit",
    "roll",
    "face",
    "time",
}
# The CR's other forms of an action (701.3's unattach, 701.26's untap).
MORE = {"attach": ["unattach"]}
NOT_DECK = {"token", "scheme", "plane", "phenomenon", "vanguard", "emblem", "double_faced_token"}


def actions(cr_text):
    """{action verb: title} from 701's titles (`Tap and Untap`: tap and untap)."""
    found = {}
    for m in re.finditer(r"^701\.\d+\. (.+)$", cr_text, re.M):
        title = m[1].strip()
        words = [w for w in re.findall(r"[a-z]+", title.lower()) if w not in NOT_VERBS]
        for word in words[:1] + (words[1:] if "and" in title.lower().split() else []):
            for verb in [word, *MORE.get(word, [])]:
                found.setdefault(verb, title)
    return found


def words(text):
    return {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) >= MIN_LENGTH}


def says(verb, text):
    """Whether a text says an action's verb in one of its forms (exchange, exchanges, exchanged)."""
    return re.search(rf"\b{verb}(?:s|es|ed|d|ing|ping|ped)?\b", text) is not None


def forms(word, verbs):
    """Whether a word is an action's own form (`exchanged`, `regeneration`): no other word for it."""
    return any(word.startswith(verb[: max(4, len(verb) - 1)]) for verb in verbs)


def main():
    corpus = Path(os.environ.get("MTG_CORPUS", ""))
    crs = sorted((corpus / "cr").glob("MagicCompRules *.txt"))
    if not crs:
        sys.exit("Set MTG_CORPUS to the corpus folder (cr/ and mtgjson3/).")
    verbs = actions(crs[-1].read_text(encoding="utf-8-sig"))
    cards = {}
    for path in sorted((corpus / "mtgjson3").glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8")).get("cards", ()):
            if card.get("layout") not in NOT_DECK and card.get("rulings"):
                cards.setdefault(card["name"], card)
    # A mechanic's rulings repeat one text over all its cards: each distinct ruling counts once.
    every = Counter()
    holding = defaultdict(set)
    seen = set()
    for card in cards.values():
        text = re.sub(r"\([^()]*\)", "", card.get("text") or "").lower()
        said = words(card.get("text") or "")
        for ruling in card["rulings"]:
            ruled = frozenset(words(ruling["text"]) - said)
            key = ruling["text"]
            if key not in seen:
                seen.add(key)
                every.update(words(key))
            for verb in verbs:
                if says(verb, text):
                    holding[verb].add((key, ruled))
    total = len(seen)
    bridge = defaultdict(list)
    for verb, held in holding.items():
        if len(held) < MINIMUM:
            continue
        for word, count in Counter(w for _, ruled in held for w in ruled).items():
            share = count / len(held)
            lift = share * total / every[word]
            if count >= MINIMUM and share >= SHARE and lift >= LIFT and not forms(word, verbs):
                bridge[word].append((round(share, 2), verb, round(lift, 1), count, len(held)))
    if "--print" in sys.argv:
        for word in sorted(bridge, key=lambda w: max(bridge[w])[1]):
            for share, verb, lift, count, n in sorted(bridge[word], reverse=True):
                print(f"{verb:12} {word:16} share {share:.2f} lift {lift:6.1f} {count}/{n}")
    out = {w: [[v, s] for s, v, *_ in sorted(bridge[w], key=lambda x: (-x[0], x[1]))] for w in bridge}
    lines = (f"{json.dumps(w)}: {json.dumps(out[w])}" for w in sorted(out))
    SHIPPED.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    print(f"{SHIPPED}: {len(out)} words of {len(cards)} cards with rulings")


if __name__ == "__main__":
    main()
