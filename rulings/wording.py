"""How two spellings of one English ruling are recognised as the same ruling.

The importers match a scraped or reworded ruling to its original with it, and the predicates' catalogue finds
its rulings among the stored ones with it: one key for both.
"""

import re

from predicates.engine.mana import SYMBOL_IN_TEXT

# MTGJSON v3 (2018) still says "converted mana cost"; Oracle says "mana value" since 2021.
NEWER_WORDING = [
    (re.compile(r"\bmana values\b", re.I), "converted mana costs"),
    (re.compile(r"\bmana value\b", re.I), "converted mana cost"),
]


def match_key(text):
    """A key under which two spellings of one English ruling meet: old wording, no symbols, no punctuation."""
    text = SYMBOL_IN_TEXT.sub(" ", text or "")
    for pattern, replacement in NEWER_WORDING:
        text = pattern.sub(replacement, text)
    text = text.replace("’", "'")
    return " ".join(re.findall(r"[\w']+", text.casefold()))
