"""The plain full-text baseline every figure stands beside: SQLite FTS5 over today's CR.

As the issue measured it: porter tokenizer (diacritics removed), bm25, every word of the question OR'ed, over the
same CR paragraphs (title, text and examples) and glossary entries the site indexes. Twenty lines of FTS5 is what
a search must beat to be worth its code.
"""

import re
import sqlite3

from rules.models import CRVersion, GlossaryEntry, RuleParagraph

WORD = re.compile(r"\w+(?:\.\w+)*")


class Baseline:
    def __init__(self, version=None):
        version = version or CRVersion.current()
        self.db = sqlite3.connect(":memory:", check_same_thread=False)
        self.db.execute(
            "create virtual table docs using fts5(number unindexed, body, "
            "tokenize='porter unicode61 remove_diacritics 2')"
        )
        rows = [
            (p.number, " ".join([p.title, p.text, *p.examples]))
            for p in RuleParagraph.objects.filter(version=version).only("number", "title", "text", "examples")
        ]
        rows += [("", f"{g.term}. {g.text}") for g in GlossaryEntry.objects.filter(version=version)]
        self.db.executemany("insert into docs values (?, ?)", rows)
        self.documents = len(rows)

    def search(self, q, limit=10):
        """Rule numbers ranked by bm25 ("" for a glossary entry)."""
        words = WORD.findall(q.lower())
        if not words:
            return []
        match = " OR ".join('"{}"'.format(w.replace('"', "")) for w in words)
        try:
            return [
                n
                for (n,) in self.db.execute(
                    "select number from docs where docs match ? order by bm25(docs) limit ?", (match, limit)
                )
            ]
        except sqlite3.OperationalError:
            return []
