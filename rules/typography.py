"""Typography that is not a rules change (pure Python).

WotC's files print the same words with curly or straight quotes, en or em
dashes or hyphens, no-break or plain spaces, with or without ™ and ®,
depending on the year and the encoding of the download. Lineage matching,
change labels and diffs compare `plain(text)`; what is stored and shown stays
WotC's own text.
"""

import re
from functools import lru_cache

_TABLE = str.maketrans(
    {
        "\u2018": "'",  # ‘
        "\u2019": "'",  # ’
        "\u201a": "'",  # ‚
        "\u2032": "'",  # ′
        "\u201c": '"',  # “
        "\u201d": '"',  # ”
        "\u201e": '"',  # „
        "\u2033": '"',  # ″
        "\u2010": "-",  # hyphen
        "\u2011": "-",  # non-breaking hyphen
        "\u2012": "-",  # figure dash
        "\u2013": "-",  # –
        "\u2014": "-",  # —
        "\u2212": "-",  # minus sign
        "\u00a0": " ",  # no-break space
        "\u2007": " ",
        "\u202f": " ",
        "\u2009": " ",
        "\u00ad": None,  # soft hyphen
        "\u2122": None,  # ™
        "\u00ae": None,  # ®
        "\u2026": "...",  # …
    }
)
# The 2019-01-25 file, in plain ASCII, writes ™ and ® as "(tm)" and "(r)" after the name.
_ASCII_MARKS = re.compile(r"(?<=\w)\((?:tm|TM|r|R)\)")


@lru_cache(maxsize=1 << 17)
def plain(text):
    """The text with typography normalised and runs of white space made one space.

    Cached: an import compares the same paragraphs in several passes and against both neighbours.
    """
    text = text or ""
    if not text.isascii():
        text = text.translate(_TABLE)
    if "(" in text:
        text = _ASCII_MARKS.sub("", text)
    return " ".join(text.split())


# WotC's ASCII file of 2008-05-01 prints every curly quote, apostrophe and dash as "?" ("?put?", "isn?t",
# "abilities?there are"); no CR paragraph has a question mark otherwise.
_LOST = str.maketrans({"?": None, "'": None, '"': None, "-": None})


@lru_cache(maxsize=1 << 17)
def cr_plain(text):
    """plain(text) for comparing CR versions, without the quotes, dashes and ™/® marks that a lossy file printed as
    "?" (nor the "?"). Not for ruling texts: their uids hash plain() itself."""
    return plain(text).translate(_LOST)
