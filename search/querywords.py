"""A query's words as the jargon table reads them: folded (fold: lower case, no accents, one character for one) and
those a search requires (content_words). Split from jargon.py.
"""

import re
import unicodedata

from .analysis import ELISION, STOP_WORDS

WORD = re.compile(r"[^\W_]+(?:['’-][^\W_]+)*")


def fold(text):
    """Lower case without accents, one character for one (so spans in the folded text are spans in the text)."""
    if text.isascii():
        return text.lower()
    out = []
    for c in text:
        base = unicodedata.normalize("NFD", c)[0]
        low = base.lower()
        out.append("'" if c == "’" else low if len(low) == 1 else c)
    return "".join(out)


def content_words(text):
    """The words of a text that a search requires: not stop words, folded, French elisions dropped (d'un)."""
    words = (ELISION.sub("", fold(m.group(0))) for m in WORD.finditer(text))
    return [w for w in words if w and w not in STOP_WORDS]
