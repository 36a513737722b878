"""Writes a word bridge (JSON): for each word the rulings and cards use but today's CR says in few paragraphs
("kill", "bounce", "steal"), its nearest CR words by the cosine of static word embeddings, as
{stem: [[CR stem, cosine], ...]}.

    DATABASE_URL=sqlite:///corpus.sqlite3 .venv/bin/python scripts/make_word_bridge.py OUT.json [MODEL FOLDER]

An experiment measured and NOT kept (docs/search.md, "Measured and not kept"): the rule finder searched a
question's stem whose finder IDF was at least 6.5 with its bridged CR stems at 0.5 x cosine; no tuned question
moved, and bolder settings only lost. Kept to repeat or extend the measurement, not used by the site.

Needs `wordllama` (0.4.0.post1, weights in its wheel), or with MODEL FOLDER `sentence-transformers` and that
model (all-MiniLM-L6-v2), in the running Python: neither is in requirements.txt. The database is the whole
corpus imported (docs/cards.md): the words come from its rulings, its cards' texts and its newest CR, never from
a question set.
"""

import json
import os
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")

# A word of the rulings and cards is bridged when today's CR has its stem in at most RARE paragraphs, and it is
# said at least SEEN times in the rulings and cards (fewer is a name or a typo).
RARE = 10
SEEN = 3
# A CR word is a bridge's end when at least COMMON paragraphs say it (a word of one paragraph bridges nowhere).
COMMON = 3
# Each bridged word keeps its NEAREST CR words whose cosine is at least CLOSE.
NEAREST = 3
CLOSE = 0.3
WORD = re.compile(r"[a-z]{3,}")


def main():
    import django

    django.setup()
    import numpy as np

    from cards.models import Card
    from rules.models import CRVersion, RuleParagraph
    from rulings.models import Ruling
    from search.analysis import english_analyzer
    from search.rulefinder import QUESTION_WORDS, _terms

    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = Path(sys.argv[1])
    version = CRVersion.current()
    if version is None:
        sys.exit("No CR in this database: import the corpus first.")
    analyzer = english_analyzer()
    stem = {}

    def stem_of(word):
        if word not in stem:
            terms = _terms(word, analyzer)
            stem[word] = terms[0] if len(terms) == 1 else None
        return stem[word]

    # The CR's words: paragraphs a stem is in, and the commonest spelling of each stem.
    df, spelled = Counter(), {}
    for text in RuleParagraph.objects.filter(version=version).values_list("text", flat=True):
        words = set(WORD.findall((text or "").lower()))
        for s in {stem_of(w) for w in words} - {None}:
            df[s] += 1
        for w in words:
            spelled.setdefault(stem_of(w), Counter())[w] += 1
    seen = Counter()
    for text in Ruling.objects.values_list("text", flat=True).iterator(chunk_size=5000):
        seen.update(WORD.findall(text.lower()))
    for text in Card.objects.exclude(oracle_text="").values_list("oracle_text", flat=True).iterator(chunk_size=5000):
        seen.update(WORD.findall(text.lower()))
    sources = sorted(
        w for w, n in seen.items() if n >= SEEN and w not in QUESTION_WORDS and stem_of(w) and df[stem_of(w)] <= RARE
    )
    # Each stem's commonest spelling (the first in alphabetical order of equals, for the same table every run).
    spelling = {s: min(c.items(), key=lambda item: (-item[1], item[0]))[0] for s, c in spelled.items() if s}
    targets = sorted(spelling[s] for s, n in df.items() if s and n >= COMMON and spelling[s] not in QUESTION_WORDS)
    if len(sys.argv) > 2:
        from sentence_transformers import SentenceTransformer

        model = SentenceTransformer(sys.argv[2], device="cpu")
        a, b = (model.encode(words, normalize_embeddings=True, batch_size=256) for words in (sources, targets))
    else:
        from wordllama import WordLlama

        model = WordLlama.load(dim=256, disable_download=True)
        a, b = (model.embed(words, norm=True) for words in (sources, targets))
    cosine = a @ b.T
    bridge = {}
    for i, word in enumerate(sources):
        near = []
        for j in np.argsort(-cosine[i])[: NEAREST * 3]:
            end = stem_of(targets[j])
            if cosine[i, j] >= CLOSE and end != stem_of(word) and end not in {e for e, _ in near}:
                near.append((end, round(float(cosine[i, j]), 2)))
        if near:
            bridge.setdefault(stem_of(word), near[:NEAREST])
    # One bridged stem a line: a new run shows as a readable diff.
    lines = (f"{json.dumps(s)}: {json.dumps(bridge[s])}" for s in sorted(bridge))
    out.write_text("{\n" + ",\n".join(lines) + "\n}\n")
    print(f"{out}: {len(bridge)} words bridged ({len(sources)} rare, {len(targets)} CR words)")


if __name__ == "__main__":
    main()
