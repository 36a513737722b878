"""Which card a short name means: `Kalitas` is Kalitas, Bloodchief of Ghet and Kalitas, Traitor of Ghet.

A legendary card is known by the part of its name before the comma (cardnames.name_keys), and several cards share
it: two Kalitas, two Thalias, eight Jaces. cards.json keeps the first card of each name, so `Kalitas exile
instead` was read as the Bloodchief (whose text exiles nothing) and the question's words were searched among its
rulings. A question names the card its other words speak of: of the cards that share the short name it wrote, the
one whose text holds the most of the question's words (each weighed by its IDF in the rule finder) is named; on a
tie, or when no card's text holds any, the first, as before. A name written whole is never changed.
"""

import re
from collections import defaultdict

from .cardnames import tokens
from .finder_cache import FinderCache

# A card whose every name word the CR says in a dozen paragraphs or more (IDF at most this in the rule finder:
# `cancel` 6.1, `deal` 3.5; `bolt` 7.2, `fog` 7.7) is named only when written with a capital: in lower case its
# words are the rules' words. 0 turns it off.
RULES_WORDS_IDF = 6.5
POSSESSIVES = re.compile(r"(?<=\w)['’]s?(?!\w)")
# {CardNames: {short name, lowered: [English names before that comma, in the names' order]}}
_SHARED = FinderCache()


def _shared(card_names):
    found = _SHARED.get(card_names)
    if found is None:
        groups = defaultdict(list)
        for english in dict.fromkeys(card_names.by_key.values()):
            if "," in english:
                groups[english.split(",", 1)[0].strip().lower()].append(english)
        # A legend whose name has no comma is known by its first word too when that word is another legend's
        # short name: `olivia` is Olivia Voldaren as much as Olivia, Mobilized for War (not Olivia's Dragoon).
        for english in dict.fromkeys(card_names.by_key.values()):
            first = english.split(" ", 1)[0].lower()
            if "," not in english and " " in english and first in groups and english not in groups[first]:
                groups[first].append(english)
        found = {short: names for short, names in groups.items() if len(names) > 1}
        _SHARED.put(card_names, found)
    return found


def meant(card_names, finder, text, names, card_text, *, spelt=None, rulings=None):
    """names (the English names a text names, cardnames.named_in) with each short name read as the card of its
    short name whose text (card_text(name)) holds most of the text's words, on a tie the one whose rulings
    (rulings(name)) hold most (`linvala` stopping mana abilities: Keeper of Silence's ruling says `mana
    abilities`, neither card's text does); finder: the rule finder (its IDF); spelt: the text as its spelling
    suggestion writes it, where a name misspelt may be whole (`Thalia, Gardian of Thraben`)."""
    if not names or not finder:
        return names
    shared = _shared(card_names)
    # A name written whole may end in a possessive (`Jace, the Mind Sculptor's +2`): read without it too.
    readings = [r for t in (text, spelt) if t for r in (tokens(t), _without_possessives(t))]
    chosen = []
    for name in names:
        short = name.split(",", 1)[0].strip().lower()
        if short not in shared:
            chosen.append(name)
            continue
        candidates = shared[short]
        whole = [c for c in candidates if any(_says(words, tokens(c)) for words in readings)]
        if whole:
            chosen.append(whole[0])
            continue
        # The short name's own words say nothing of which card is meant (every candidate's rulings may say it).
        asked = [t for t in finder.query_terms(text) if t not in finder.query_terms(short)]
        scores = [
            (_held(finder, asked, card_text(c)), _held(finder, asked, rulings(c)) if rulings else 0) for c in candidates
        ]
        best = max(range(len(scores)), key=lambda i: (scores[i], -i))
        chosen.append(
            candidates[best] if name not in candidates or scores[best] > scores[candidates.index(name)] else name
        )
    return list(dict.fromkeys(chosen))


def _held(finder, asked, text):
    """The IDF (in the rule finder) of the asked terms a text holds; a word the CR never says (`zombie`) is rarer
    than any it does."""
    rarest = max(finder.idf.values(), default=1.0)
    held = finder.query_terms(text)
    return sum(finder.idf.get(t, rarest) for t in asked if t in held)


def _without_possessives(text):
    """A text's words as tokens() reads them, each one's possessive dropped (`sculptor's` is sculptor)."""
    return tokens(POSSESSIVES.sub("", text))


def _says(words, name_words):
    """Whether the text's words hold a name's words in a row (the name written whole)."""
    size = len(name_words)
    return any(words[i : i + size] == name_words for i in range(len(words) - size + 1)) if size else False


def beside(names, more):
    """names, then those of more (the cards another reading of the text names: its spelling corrected) that share
    no short name with them: the card meant() chose stays the one named."""
    shorts = {n.split(",", 1)[0].strip().lower() for n in names}
    return list(dict.fromkeys([*names, *(n for n in more if n.split(",", 1)[0].strip().lower() not in shorts)]))


def keywords_as_words(finder, text, names):
    """names less those of cards named as a keyword is (finder.keywords: `Dredge`; `Redirect` is no keyword), or
    only by common rules words (RULES_WORDS_IDF: `Deal Damage`, `Cancel`), that the text writes in lower case only:
    `Can I dredge Golgari Grave-Troll` asks the keyword's rule, not about the card Dredge, and `both deal damage`,
    `do they cancel out?` name no card (a card named is taken out of the finder's words, and its rulings take the
    page)."""
    if not finder or not text:
        return names
    return [
        n
        for n in names
        if not ((n.lower() in finder.keywords or _rules_words_only(finder, n)) and _lower_case_only(n, text))
    ]


def _rules_words_only(finder, name):
    """Whether every word of a name is one the CR says often (its IDF in the finder at most RULES_WORDS_IDF)."""
    if not RULES_WORDS_IDF:
        return False
    terms = finder.query_terms(name)
    return bool(terms) and all(finder.idf.get(t, RULES_WORDS_IDF + 1) <= RULES_WORDS_IDF for t in terms)


def _lower_case_only(name, text):
    """Whether the text writes the name and only in lower case."""
    written = re.findall(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text, re.IGNORECASE)
    return bool(written) and all(w == w.lower() for w in written)
