"""A named card said again by one word of its name (`…armadillo cloak gets protection…, what happens to the
cloak`, `the sledge`, `the Twin`) read as the kind of card it is: the rule asked is of Auras or Equipment (702.16c,
702.16d), and the word, no rules word, led to another member (`cloak`: the keyword action 701.58; scard24)."""

import re

# Words of a card's type line that say no kind of card a rule is about.
SUPERTYPES = {"legendary", "basic", "snow", "world", "ongoing", "elite", "host", "tribal", "kindred"}
# A card's name word said after one of these is the card (`the cloak`); alone it may be the question's own word
# (`Time Walk … the first time`).
DETERMINER = r"(?:the|that|this|my|your|his|her|their|its|our)"
# Shorter name words (`of`, `the`, `god`) are the question's own as often as the card's.
MIN_LENGTH = 4


def kind_words(type_line):
    """The words of a card's type line that name its kind: an artifact's or an enchantment's subtypes (Aura,
    Equipment, Vehicle, Saga: `enchantment` would say the keyword Enchant), else its card types (a creature's and a
    planeswalker's subtypes, Elf or Chandra, are no kind a rule is about)."""
    types, _, subtypes = type_line.lower().partition("—")
    kinds = [w for w in re.findall(r"[a-z]+", types) if w not in SUPERTYPES]
    below = re.findall(r"[a-z]+", subtypes)
    return below if below and {"artifact", "enchantment"} & set(kinds) else kinds


def as_kinds(text, names, type_line):
    """text (the question less the named cards' first names: questioncards.without_cards) with each name word
    said after a determiner (`the cloak`) in the kind words of its card; type_line(name): the card's type line."""
    for name in names:
        if " " not in name.strip():
            continue
        words = {w.lower() for w in re.findall(r"[\w'’-]+", name) if len(w) >= MIN_LENGTH}
        if not words.intersection(re.findall(r"[\w'’-]+", text.lower())):
            continue
        said = re.compile(rf"(?<!\w)({DETERMINER}\s+)({'|'.join(map(re.escape, sorted(words)))})(?!\w)", re.I)
        kinds = " ".join(kind_words(type_line(name)))
        if kinds and said.search(text):
            text = said.sub(rf"\g<1>{kinds}", text)
    return text
