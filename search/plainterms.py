"""Words as SQLite FTS5's porter unicode61 tokenizer reads them: the plain ranking's and the FTS5 baseline's."""

import re
import unicodedata
from functools import lru_cache

from whoosh.lang.porter import stem

# Each word's stem, kept for the process (as the analyzers' stem filters keep theirs): a query reads its named
# cards' rulings through plain_terms, the same words again and again.
porter_stem = lru_cache(maxsize=50000)(stem)


def plain_terms(text):
    """Words as SQLite FTS5's porter unicode61 tokenizer reads them (the baseline's): letters and digits split at
    anything else (`aura's` is aura and s), accents removed, no stop list, Porter's first stemmer."""
    folded = (text or "").lower()
    if not folded.isascii():  # NFKD leaves ASCII as it is, with no combining marks to drop
        folded = "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))
    return [porter_stem(w) for w in re.findall(r"[^\W_]+", folded)]
