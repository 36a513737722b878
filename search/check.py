"""Whether the index reads and holds what the database holds (`rebuild_index --status`; sync_index rebuilds an index
that does not read)."""

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from django.db.models import Q
from whoosh import index as whoosh_index

from cards.models import Card
from rules.models import CRVersion, RuleParagraph
from rulings.models import Ruling
from translations.models import Translation

from .indexdir import PARTS, current_path, index_root


def readable(path):
    """None when both parts open and every stored document and the kinds' postings read; else what failed.

    Reads what every query reads first (the stored fields, the `kind` postings); whatever a damaged file
    raises is the answer, so any exception is caught here.
    """
    try:
        for part in PARTS:
            ix = whoosh_index.open_dir(str(Path(path) / part))
            with ix.searcher() as searcher:
                reader = searcher.reader()
                for _ in reader.all_stored_fields():
                    pass
                for kind in ("rule", "ruling", "card"):
                    if reader.doc_frequency("kind", kind):
                        list(reader.postings("kind", kind).all_ids())
    except Exception as exc:  # the bytes of a damaged file decide what is raised
        return f"{type(exc).__name__}: {exc}"
    return None


@dataclass
class IndexCheck:
    """What `rebuild_index --status` verifies: the index reads, and it holds what the database holds."""

    path: str
    problems: list = field(default_factory=list)
    index: dict = field(default_factory=dict)  # documents by kind in the index
    database: dict = field(default_factory=dict)  # the same, counted in the database

    @property
    def ok(self):
        return not self.problems


def expected_counts():
    """How many documents of each kind the database gives (Documents' rules, without building them)."""
    current = CRVersion.current()
    translations = (
        Translation.objects.exclude(text="")
        .filter(Q(ruling__isnull=False) | Q(rule__paragraphs__isnull=False))
        .distinct()
        .count()
    )
    history = (
        RuleParagraph.objects.exclude(version=current)
        .values("number", "title", "text", "examples", "parent__title", "parent__parent__title")
        .distinct()
        .count()
    )
    return {
        "rule": RuleParagraph.objects.filter(version=current).count() if current else 0,
        "ruling": Ruling.objects.count(),
        "card": Card.objects.count(),
        "translation": translations,
        "history": history,
    }


def indexed_counts(path):
    """How many documents of each kind the index holds (reading every stored document)."""
    counts = Counter()
    for part in PARTS:
        ix = whoosh_index.open_dir(str(Path(path) / part))
        with ix.searcher() as searcher:
            for fields in searcher.reader().all_stored_fields():
                if part == "history":
                    counts["history"] += 1
                elif fields["id"].startswith("tr:"):
                    counts["translation"] += 1
                else:
                    counts[fields["kind"]] += 1
    return {k: counts[k] for k in ("rule", "ruling", "card", "translation", "history")}


def check_index(path=None):
    """An IndexCheck of the current index (or of `path`)."""
    path = Path(path or current_path() or index_root() / "current")
    check = IndexCheck(path=str(path))
    problem = readable(path)
    if problem:
        check.problems.append(f"the index cannot be read: {problem}")
        return check
    check.index, check.database = indexed_counts(path), expected_counts()
    for kind, expected in check.database.items():
        if check.index.get(kind) != expected:
            check.problems.append(f"{kind}: {check.index.get(kind)} documents in the index, {expected} expected")
    return check
