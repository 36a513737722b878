"""A keyword said as a player says the creature that has it: `my trampler`, `his flyer`, `a first striker`, `tramply`.

The CR names a keyword ability (702.19 Trample) and the finder reads a question as naming it when the name's terms
are among the question's (RuleFinder.unnamed). A player names the creature instead: "trampler" stems to `trampler`,
not `trampl`, so `my trampler got chumped` named no keyword, and the finder weighed Trample's rules down as a keyword
the question does not name (finder_query.UNNAMED_FAMILY). The forms are made from the CR's own keyword names, by
the English suffixes of a doer or a quality (-er, -r, -y; -ing → -er, -ier), never listed by hand.
"""

import re
from functools import lru_cache

WORD = re.compile(r"[a-z]+", re.IGNORECASE)
# Nothing but spaces and quotes since the text's start or a sentence's end.
SENTENCE_START = re.compile(r"(?:^|[.?!:])[\s\"'“‘(]*$")


def forms_of(word):
    """The doer's and the quality's forms of a keyword's last word: trample → trampler, tramply; flying → flyer,
    flier; lifelink → lifelinker; haste → haster, hasty."""
    if word.endswith("ing") and len(word) > 5:
        stem = word[:-3]
        found = {stem + "er", stem[:-1] + "ier" if stem.endswith("y") else stem + "ier"}
    elif word.endswith("e"):
        found = {word + "r", word[:-1] + "y"}
    else:
        found = {word + "er"}
    return found | {f + "s" for f in found if not f.endswith("y")}


@lru_cache(maxsize=8)
def form_table(names):
    """{form: the keyword's last word} for keyword abilities' names (a tuple of lowered names); a form that is
    itself a keyword's word (Defender) is left as it is."""
    words = {w for name in names for w in name.split()}
    table = {}
    for name in names:
        last = name.split()[-1]
        for form in forms_of(last):
            if form not in words:
                table.setdefault(form, last)
    return table


def said_as_keywords(text, keywords):
    """The text with each keyword form said as the keyword (`my trampler` → `my trample`); keywords: {lowered name:
    rule number} (RuleFinder.keywords), of which the keyword abilities (702) count."""
    table = form_table(tuple(sorted(n for n, number in keywords.items() if number.startswith("702."))))

    def said(match):
        word = match[0]
        # Typed with a capital inside a sentence, it is a word of a card's name (`my Delver flipped`: Delver of
        # Secrets, no delve), as jargon.toml's slang reads it.
        if word[0].isupper() and not SENTENCE_START.search(text, 0, match.start()):
            return word
        return table.get(word.lower(), word)

    return WORD.sub(said, text or "")
