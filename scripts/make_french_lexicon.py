"""Writes search/data/french-lexicon.json: the French-English lexicon mined (search.bilingual.mine) from a database
holding the whole corpus's cards, for sites whose own data has few French texts (the sample: make serve).

    DATABASE_URL=sqlite:///corpus.sqlite3 .venv/bin/python scripts/make_french_lexicon.py

The database is one `import_mtgjson $MTG_CORPUS/mtgjson3 $MTG_CORPUS/mtgjson3-fr` filled (docs/cards.md).
"""

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")


def main():
    import django

    django.setup()
    from search import keywordnames
    from search.bilingual import SHIPPED, mine, text_pairs

    pairs = text_pairs()
    lexicon = mine(pairs)
    if not lexicon:
        sys.exit("No French card texts in this database: import the corpus's MTGJSON v3 sets and their French first.")
    # One French word a line: a new mining shows as a readable diff.
    lexicon[keywordnames.KEY] = keywordnames.mine(pairs, keywordnames.keyword_titles())
    lines = (
        f"{json.dumps(word, ensure_ascii=False)}: {json.dumps(lexicon[word], ensure_ascii=False, sort_keys=True)}"
        for word in sorted(lexicon)
    )
    SHIPPED.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    print(f"{SHIPPED}: {len(lexicon)} French words")


if __name__ == "__main__":
    main()
