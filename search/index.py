"""The search index on disk: full rebuild with an atomic swap, incremental updates, the shared searcher.

Layout under settings.SEARCH_INDEX_DIR:

    current -> build-20260130T101500-1a2b   (a symlink, replaced atomically)
    build-.../main/      today's CR, rulings, cards, translations
    build-.../history/   older CR versions (for `version:`)
    build-.../meta.json  {"current_version": "2022-04-29", ...}

A rebuild writes a new build folder from the database and then swaps the
symlink, so readers keep answering from the old folder meanwhile. Updates
write into the folder `current` points at; readers see them on their next
query (the shared searcher is refreshed when the index changes).
"""

import hashlib
import json
import logging
import os
import shutil
import threading
import time
import uuid
from collections import Counter, defaultdict
from datetime import datetime
from pathlib import Path
from urllib.parse import urlencode

from django.conf import settings
from django.urls import reverse
from whoosh import index as whoosh_index
from whoosh.codec.whoosh3 import W3Codec
from whoosh.query import And, Term
from whoosh.writing import CLEAR

from cards.models import Card, CardLocalization, card_url
from rules.models import CRVersion, RuleParagraph, rule_url
from rulings.models import CardRuling, Ruling, Translation

from .analysis import words
from .counting import DocSets
from .schema import build_schema
from .spelling import Lexicon

logger = logging.getLogger("search")

PARTS = ("main", "history")
# Postings per block on disk (Whoosh's default is 128). Queries read whole posting lists
# (counting.py), so bigger blocks mean fewer blocks to decompress and unpickle.
POSTING_BLOCK = 1024


class NoIndex(Exception):
    """The search index has not been built (or was removed)."""

    def __init__(self, message=None):
        super().__init__(message or "The search index has not been built yet. Run `python manage.py rebuild_index`.")


def index_root():
    return Path(settings.SEARCH_INDEX_DIR)


def current_path(root=None):
    """The build folder `current` points at, or None."""
    root = Path(root or index_root())
    try:
        target = os.readlink(root / "current")
    except OSError:
        return None
    path = root / target
    return path if (path / "main").is_dir() else None


def read_meta(path):
    try:
        return json.loads((Path(path) / "meta.json").read_text())
    except (OSError, ValueError):
        return {}


def write_meta(path, meta):
    tmp = Path(path) / f".meta-{uuid.uuid4().hex}"
    tmp.write_text(json.dumps(meta, indent=1, sort_keys=True))
    os.replace(tmp, Path(path) / "meta.json")


# --- documents -----------------------------------------------------------------


def rule_doc_id(version_date, number):
    return f"rule:{version_date.isoformat()}:{number.lower()}"


def ruling_doc_id(uid):
    return f"ruling:{uid}"


def card_doc_id(slug):
    return f"card:{slug}"


def translation_doc_id(language, *, rule_lineage_id=None, ruling_uid=None):
    if rule_lineage_id is not None:
        return f"tr:{language}:rule:{rule_lineage_id}"
    return f"tr:{language}:ruling:{ruling_uid}"


def search_url(**params):
    return f"{reverse('search:search')}?{urlencode(params)}"


def ruling_url(card_slug, uid, text=""):
    if card_slug:
        return f"{card_url(card_slug)}#ruling-{uid}"
    # A ruling no card carries (yet) has no page: a search for its opening words finds it.
    return search_url(q='"' + " ".join(text.split()[:8]).replace('"', "") + '"')


def _day(d):
    return datetime(d.year, d.month, d.day) if d else None


def rule_title(number, title):
    return f"{number} {title}".strip()


def rule_doc(p, version_date, *, current):
    """p: a dict with number, title, text, examples."""
    examples = p.get("examples") or []
    text = "\n".join([p["text"] or ""] + [e if isinstance(e, str) else json.dumps(e) for e in examples]).strip()
    # A subrule is known by its rule's name: 702.126a is "Improvise" too, 601.2f "Casting Spells".
    title = rule_title(p["number"], p["title"] or p.get("parent__title") or p.get("parent__parent__title") or "")
    doc = {
        "id": rule_doc_id(version_date, p["number"]),
        "kind": "rule",
        "lang": "en",
        "number": p["number"].lower(),
        "version": version_date.isoformat(),
        "date": _day(version_date),
        "day": version_date.isoformat(),
        "title": title,
        "en": text,
        "url": rule_url(p["number"], None if current else version_date),
    }
    return doc


def ruling_doc(r, cards):
    """r: a dict with uid, date, source, text; cards: [(position, name, slug, french_name)] in card order."""
    names = [c[1] for c in cards]
    shown = ", ".join(names[:3]) + (f" (+{len(names) - 3})" if len(names) > 3 else "")
    first = cards[0] if cards else None
    title = f"{shown} — ruling {first[0]}" if first else "Ruling"
    all_names = names + [c[3] for c in cards if c[3]]
    return {
        "id": ruling_doc_id(r["uid"]),
        "kind": "ruling",
        "lang": "en",
        "date": _day(r["date"]),
        "day": r["date"].isoformat(),
        "source": r["source"],
        "title": title,
        "card": "\n".join(all_names),
        "cards": names,
        "en": r["text"],
        "url": ruling_url(first[2] if first else None, r["uid"], r["text"]),
    }


def card_doc(c, french):
    """c: a dict of Card fields; french: a dict with name, type_line, text, or None."""
    faces = "\n".join(
        "\n".join(filter(None, [f.get("name", ""), f.get("type_line", ""), f.get("oracle_text", "")]))
        for f in (c.get("faces") or [])
        if isinstance(f, dict)
    )
    en = "\n".join(filter(None, [c["type_line"], c["mana_cost"], c["oracle_text"], faces]))
    fr = "\n".join(filter(None, [french["name"], french["type_line"], french["text"]])) if french else ""
    doc = {
        "id": card_doc_id(c["slug"]),
        "kind": "card",
        "lang": "en fr" if french else "en",
        "title": c["name"],
        "card": c["name"] + (f"\n{french['name']}" if french else ""),
        "en": en,
        "url": card_url(c["slug"]),
    }
    if fr:
        doc["fr"] = fr
    return doc


def translation_doc(t, original):
    """t: a dict with language, text, rule_id, ruling uid/date/source; original: the English source's document."""
    doc = {
        "id": translation_doc_id(t["language"], rule_lineage_id=t.get("rule_id"), ruling_uid=t.get("ruling_uid")),
        "kind": original["kind"],
        "lang": t["language"],
        "title": original["title"],
        "fr": t["text"],
        "url": original["url"],
        # A rule that is only a title ("702.126. Improvise") has no text: show the title.
        "original": {
            "id": original["id"],
            "title": original["title"],
            "text": original["en"] or original["title"],
            "url": original["url"],
        },
    }
    for key in ("number", "version", "date", "day", "source", "card", "cards"):
        if original.get(key):
            doc[key] = original[key]
    return doc


class Documents:
    """Reads the database into index documents, a few queries for the whole set."""

    def __init__(self):
        self.current_version = CRVersion.current()
        self.french_names = dict(CardLocalization.objects.filter(language="fr").values_list("card_id", "name"))
        self.ruling_cards = defaultdict(list)
        for ruling_id, position, name, slug, card_id in (
            CardRuling.objects.order_by("ruling_id", "card__name")
            .values_list("ruling_id", "position", "card__name", "card__slug", "card_id")
            .iterator()
        ):
            self.ruling_cards[ruling_id].append((position, name, slug, self.french_names.get(card_id)))

    # Each generator yields documents; `ids` narrows them for incremental updates.

    def rules(self, version, *, current, numbers=None):
        qs = RuleParagraph.objects.filter(version=version)
        if numbers is not None:
            qs = qs.filter(number__in=numbers)
        for p in qs.values("number", "title", "text", "examples", "parent__title", "parent__parent__title").iterator(
            chunk_size=5000
        ):
            yield rule_doc(p, version.effective_date, current=current)

    def rulings(self, ids=None):
        qs = Ruling.objects.all() if ids is None else Ruling.objects.filter(pk__in=ids)
        for r in qs.values("id", "uid", "date", "source", "text").iterator(chunk_size=5000):
            yield ruling_doc(r, self.ruling_cards.get(r["id"], []))

    def cards(self, ids=None):
        qs = Card.objects.all() if ids is None else Card.objects.filter(pk__in=ids)
        french = {
            row["card_id"]: row
            for row in CardLocalization.objects.filter(
                language="fr", **({} if ids is None else {"card_id__in": ids})
            ).values("card_id", "name", "type_line", "text")
        }
        for c in qs.values("id", "name", "slug", "mana_cost", "type_line", "oracle_text", "faces").iterator(
            chunk_size=5000
        ):
            yield card_doc(c, french.get(c["id"]))

    def translations(self, ids=None):
        qs = Translation.objects.exclude(text="")
        if ids is not None:
            qs = qs.filter(pk__in=ids)
        rows = list(
            qs.values(
                "id",
                "language",
                "text",
                "rule_id",
                "ruling_id",
                "ruling__uid",
                "ruling__date",
                "ruling__source",
                "ruling__text",
            )
        )
        lineages = {row["rule_id"] for row in rows if row["rule_id"]}
        # A rule translation stands beside its lineage's paragraph in the newest version that has one.
        paragraphs = {}
        if lineages:
            for p in (
                RuleParagraph.objects.filter(lineage_id__in=lineages)
                .order_by("version__effective_date")
                .values(
                    "lineage_id",
                    "number",
                    "title",
                    "text",
                    "examples",
                    "parent__title",
                    "parent__parent__title",
                    "version__effective_date",
                )
            ):
                paragraphs[p["lineage_id"]] = p
        current_date = self.current_version.effective_date if self.current_version else None
        for row in rows:
            if row["rule_id"]:
                p = paragraphs.get(row["rule_id"])
                if p is None:
                    continue
                date = p["version__effective_date"]
                original = rule_doc(p, date, current=date == current_date)
                yield translation_doc(
                    {"language": row["language"], "text": row["text"], "rule_id": row["rule_id"]}, original
                )
            else:
                original = ruling_doc(
                    {
                        "uid": row["ruling__uid"],
                        "date": row["ruling__date"],
                        "source": row["ruling__source"],
                        "text": row["ruling__text"],
                    },
                    self.ruling_cards.get(row["ruling_id"], []),
                )
                yield translation_doc(
                    {"language": row["language"], "text": row["text"], "ruling_uid": row["ruling__uid"]}, original
                )

    def main(self):
        if self.current_version:
            yield from self.rules(self.current_version, current=True)
        yield from self.rulings()
        yield from self.cards()
        yield from self.translations()

    def history(self):
        """Older CR versions, one document per distinct paragraph with every version that printed it."""
        groups = {}
        qs = RuleParagraph.objects.exclude(version=self.current_version).order_by("version__effective_date", "position")
        fields = (
            "number",
            "title",
            "text",
            "examples",
            "parent__title",
            "parent__parent__title",
            "version__effective_date",
        )
        for p in qs.values(*fields).iterator(chunk_size=5000):
            key = (
                p["number"],
                p["title"],
                p["text"],
                json.dumps(p["examples"]),
                p["parent__title"],
                p["parent__parent__title"],
            )
            group = groups.get(key)
            if group is None:
                groups[key] = (p, [p["version__effective_date"]])
            else:
                group[1].append(p["version__effective_date"])
        for p, dates in groups.values():
            doc = rule_doc(p, dates[-1], current=False)
            doc["version"] = doc["day"] = " ".join(d.isoformat() for d in dates)
            doc["url"] = rule_url(p["number"])  # the version searched for is added to the link at query time
            yield doc


# --- full rebuild ------------------------------------------------------------------


def doc_hash(doc):
    """A fingerprint of a document: sync_index rewrites only the documents whose fingerprint changed."""
    return hashlib.sha1(json.dumps(doc, sort_keys=True, default=str, ensure_ascii=False).encode("utf-8")).hexdigest()[
        :16
    ]


class Tally:
    """Counts the unstemmed words of the documents written (per language) and keeps their fingerprints."""

    def __init__(self):
        self.counts = {"en": Counter(), "fr": Counter()}
        self.hashes = {}

    def add(self, doc):
        self.counts["en"].update(words(" ".join(filter(None, (doc.get("title"), doc.get("en"), doc.get("card"))))))
        if doc.get("fr"):
            self.counts["fr"].update(words(doc["fr"]))
        self.hashes[doc["id"]] = doc_hash(doc)

    def tee(self, docs):
        for doc in docs:
            self.add(doc)
            yield doc


def versions_signature():
    """Which CR versions the history part was built from (their dates and checksums)."""
    return {d.isoformat(): c for d, c in CRVersion.objects.values_list("effective_date", "checksum")}


def _read_json(path, default):
    try:
        return json.loads(Path(path).read_text())
    except (OSError, ValueError):
        return default


def _write_json(path, data):
    tmp = path.parent / f".{path.name}-{uuid.uuid4().hex}"
    tmp.write_text(json.dumps(data, ensure_ascii=False))
    os.replace(tmp, path)


def _write(path, docs, *, limitmb=64):
    # 64 MB of pooled postings: as fast as 256 on the corpus, and a 180 MB peak instead of 410.
    ix = whoosh_index.create_in(str(path), build_schema())
    writer = ix.writer(limitmb=limitmb, codec=W3Codec(blocklimit=POSTING_BLOCK))
    count = 0
    try:
        for doc in docs:
            writer.add_document(**doc)
            count += 1
    except BaseException:
        writer.cancel()
        raise
    writer.commit()
    return count


def _write_words(path, counts):
    """words.json: the unstemmed words of each language with their counts (see spelling.py)."""
    _write_json(path / "words.json", counts)


def _add_words(path, counts):
    """Adds the words of updated documents (counts only grow: a removed word costs nothing)."""
    try:
        known = json.loads((path / "words.json").read_text())
    except (OSError, ValueError):
        known = {}
    for language, counter in counts.items():
        table = known.setdefault(language, {})
        for word, n in counter.items():
            table[word] = table.get(word, 0) + n
    tmp = path / f".words-{uuid.uuid4().hex}"
    tmp.write_text(json.dumps(known, ensure_ascii=False))
    os.replace(tmp, path / "words.json")


def rebuild_index(*, root=None, stdout=None, keep=1):
    """Build the whole index from the database into a new folder and swap it in.

    Returns {"main": documents, "history": documents, "seconds": s, "path": folder}.
    `keep` older builds are left for readers still on them; older ones are removed.
    """
    root = Path(root or index_root())
    root.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    name = f"build-{time.strftime('%Y%m%dT%H%M%S')}-{uuid.uuid4().hex[:6]}"
    build = root / f".{name}.tmp"
    try:
        for part in PARTS:
            (build / part).mkdir(parents=True)
        docs = Documents()
        tally = Tally()
        counts = {
            "main": _write(build / "main", tally.tee(docs.main())),
            "history": _write(build / "history", docs.history()),
        }
        _write_words(build, tally.counts)
        _write_json(build / "hashes.json", tally.hashes)
        version = docs.current_version
        write_meta(
            build,
            {
                "current_version": version.effective_date.isoformat() if version else None,
                "versions": versions_signature(),
                "built_at": datetime.now().isoformat(timespec="seconds"),
                "counts": counts,
            },
        )
        os.rename(build, root / name)
    except BaseException:
        shutil.rmtree(build, ignore_errors=True)
        raise
    _swap(root, name)
    _remove_old_builds(root, name, keep=keep)
    counts["seconds"] = round(time.perf_counter() - started, 2)
    counts["path"] = str(root / name)
    if stdout is not None:
        stdout.write(
            f"Search index: {counts['main']} documents, {counts['history']} in older CR versions, {counts['seconds']} s."
        )
    return counts


def _swap(root, name):
    link = root / f".current-{uuid.uuid4().hex}"
    os.symlink(name, link)
    os.replace(link, root / "current")  # rename(2) is atomic: readers see the old or the new folder


def _remove_old_builds(root, name, *, keep):
    builds = sorted(
        (p for p in root.iterdir() if p.name.startswith("build-") and p.name != name),
        key=lambda p: p.stat().st_mtime,
        reverse=True,
    )
    for old in builds[keep:]:
        # Readers still holding files open keep them (POSIX); new readers follow `current`.
        shutil.rmtree(old, ignore_errors=True)


# --- incremental update ------------------------------------------------------------


def update_index(*objects):
    """Bring the index up to date for these saved, changed or deleted objects, without a full rebuild.

    Each argument is a model instance or an iterable of them: CRVersion (a
    version was imported: its paragraphs are indexed and, if it is now the
    newest, it replaces the previous one in the main index), RuleParagraph,
    Ruling, Card, Translation, CardLocalization. Deleted objects are removed
    from the index (their natural keys are read from the instance). With no
    index yet, builds it in full. Returns the number of documents written or
    removed.
    """
    path = current_path()
    if path is None:
        counts = rebuild_index()
        return counts["main"] + counts["history"]
    items = []
    for obj in objects:
        if obj is None:
            continue
        if isinstance(obj, (list, tuple, set)) or hasattr(obj, "model") and hasattr(obj, "iterator"):
            items.extend(obj)
        else:
            items.append(obj)
    versions, paragraphs, ruling_ids, card_ids, translation_ids, deletions = set(), [], set(), set(), set(), set()
    for obj in items:
        if isinstance(obj, CRVersion):
            versions.add(obj.effective_date)
        elif isinstance(obj, RuleParagraph):
            paragraphs.append((obj.version.effective_date, obj.number))
            if obj.lineage_id:
                translation_ids.update(Translation.objects.filter(rule_id=obj.lineage_id).values_list("pk", flat=True))
        elif isinstance(obj, Ruling):
            if obj.pk is None or not Ruling.objects.filter(pk=obj.pk).exists():
                deletions.add(ruling_doc_id(obj.uid))
            else:
                ruling_ids.add(obj.pk)
                translation_ids.update(obj.translations.values_list("pk", flat=True))
        elif isinstance(obj, (Card, CardLocalization, CardRuling)):
            card = obj if isinstance(obj, Card) else obj.card
            if card.pk is None or not Card.objects.filter(pk=card.pk).exists():
                deletions.add(card_doc_id(card.slug))
            else:
                card_ids.add(card.pk)
                # A ruling's document carries the names of its cards.
                ruling_ids.update(CardRuling.objects.filter(card_id=card.pk).values_list("ruling_id", flat=True))
            if isinstance(obj, CardRuling) and obj.ruling_id:
                ruling_ids.add(obj.ruling_id)
        elif isinstance(obj, Translation):
            if obj.pk is not None and Translation.objects.filter(pk=obj.pk).exclude(text="").exists():
                translation_ids.add(obj.pk)
            else:
                deletions.add(
                    translation_doc_id(
                        obj.language, rule_lineage_id=obj.rule_id, ruling_uid=obj.ruling.uid if obj.ruling_id else None
                    )
                )
        else:
            raise TypeError(f"update_index does not know how to index {type(obj).__name__}")

    if ruling_ids:
        # A translation's document repeats its ruling's card names and English text.
        translation_ids.update(
            Translation.objects.filter(ruling_id__in=ruling_ids).exclude(text="").values_list("pk", flat=True)
        )
    docs = Documents()
    meta = read_meta(path)
    newest = docs.current_version.effective_date.isoformat() if docs.current_version else None
    main_docs, main_deletes = [], list(deletions)
    move_current = newest != meta.get("current_version")
    # Older versions are few distinct paragraphs: any change there rebuilds that part whole.
    rebuild_history = (
        move_current
        or any(d.isoformat() != newest for d in versions)
        or any(d.isoformat() != newest for d, _ in paragraphs)
    )
    if move_current:
        # A newer CR version arrived: today's rules change places, and every rule translation's original.
        main_deletes.append(And([Term("kind", "rule"), Term("lang", "en")]))
        if docs.current_version:
            main_docs.extend(docs.rules(docs.current_version, current=True))
        translation_ids.update(
            Translation.objects.filter(rule__isnull=False).exclude(text="").values_list("pk", flat=True)
        )
    elif newest:
        numbers = {number for d, number in paragraphs if d.isoformat() == newest}
        if numbers:
            found = list(docs.rules(docs.current_version, current=True, numbers=numbers))
            main_docs.extend(found)
            present = {d["number"] for d in found}
            main_deletes.extend(
                rule_doc_id(docs.current_version.effective_date, n) for n in numbers if n.lower() not in present
            )
    main_docs.extend(docs.rulings(ruling_ids) if ruling_ids else [])
    main_docs.extend(docs.cards(card_ids) if card_ids else [])
    main_docs.extend(docs.translations(translation_ids) if translation_ids else [])

    written = 0
    if main_docs or main_deletes:
        tally = _write_main(path, deletes=main_deletes, docs=main_docs)
        written += len(main_deletes) + len(main_docs)
        hashes = _read_json(path / "hashes.json", {})
        hashes.update(tally.hashes)
        for item in main_deletes:
            if isinstance(item, str):
                hashes.pop(item, None)
        _write_json(path / "hashes.json", hashes)
    if rebuild_history:
        written += _rewrite_history(path, docs)
    if move_current or rebuild_history:
        meta["current_version"] = newest
        meta["versions"] = versions_signature()
        write_meta(path, meta)
    return written


def sync_index(*, build_if_missing=True):
    """Make the index match the database, rewriting only the documents that changed.

    For importers, which change many objects without listing them: every
    document is computed from the database (a few seconds on the corpus) and
    compared by fingerprint with what the index holds; changed and new ones are
    written, vanished ones removed; the history part is rewritten when the set
    of CR versions changed. Without an index, builds one (or does nothing when
    build_if_missing is False). Returns {"written", "removed", "history"}.
    """
    path = current_path()
    if path is None:
        if not build_if_missing:
            return {"written": 0, "removed": 0, "history": False}
        counts = rebuild_index()
        return {"written": counts["main"], "removed": 0, "history": True}
    docs = Documents()
    old = _read_json(path / "hashes.json", {})
    new, changed = {}, []
    for doc in docs.main():
        h = new[doc["id"]] = doc_hash(doc)
        if old.get(doc["id"]) != h:
            changed.append(doc)
    removed = [doc_id for doc_id in old if doc_id not in new]
    meta = read_meta(path)
    signature = versions_signature()
    history = meta.get("versions") != signature
    if changed or removed:
        _write_main(path, deletes=removed, docs=changed)
        _write_json(path / "hashes.json", new)
    if history:
        _rewrite_history(path, docs)
    current = docs.current_version.effective_date.isoformat() if docs.current_version else None
    if history or meta.get("current_version") != current:
        meta.update(current_version=current, versions=signature)
        write_meta(path, meta)
    return {"written": len(changed), "removed": len(removed), "history": history}


def _write_main(path, *, deletes, docs):
    """Delete (ids or queries) then add or replace documents of the main index, in one commit.

    Returns the Tally of what was written (spelling words, document hashes).
    """
    tally = Tally()
    ix = whoosh_index.open_dir(str(path / "main"))
    # One writer at a time: wait for another update rather than fail with LockError.
    writer = ix.writer(timeout=60, delay=0.1)
    try:
        for item in deletes:
            if isinstance(item, str):
                writer.delete_by_term("id", item)
            else:
                writer.delete_by_query(item)
        for doc in tally.tee(docs):
            writer.update_document(**doc)
    except BaseException:
        writer.cancel()
        raise
    writer.commit()
    _add_words(path, tally.counts)
    return tally


def _rewrite_history(path, docs):
    """Rewrite the older-versions index from the database; returns how many documents it holds."""
    ix = whoosh_index.open_dir(str(path / "history"))
    writer = ix.writer(timeout=60, delay=0.1)
    count = 0
    try:
        for doc in docs.history():
            writer.add_document(**doc)
            count += 1
    except BaseException:
        writer.cancel()
        raise
    # CLEAR: the new segment replaces every old one, in one commit readers see at once.
    writer.commit(mergetype=CLEAR)
    return count


def update_index_on_commit(*objects):
    """For editors' saves: update_index(*objects) once the current transaction commits (never for one
    rolled back), and never an error for the request: a failure is logged, `rebuild_index --sync` catches up."""
    from django.db import transaction

    def run():
        try:
            update_index(*objects)
        except Exception:
            logger.exception("search index not updated for %r; run `manage.py rebuild_index --sync`", objects)

    transaction.on_commit(run)


def sync_after_import(*, stdout=None, stderr=None):
    """What an import command calls once it has changed the database: the index follows, if there is one.

    Only committed data is indexed: inside a transaction that may still roll
    back (a test, a caller's atomic block) nothing is written. A failure here
    does not undo the import; it says how to catch up. Returns sync_index's
    outcome, or None when nothing was done.
    """
    from django.db import connection

    if connection.in_atomic_block or current_path() is None:
        return None
    try:
        outcome = sync_index(build_if_missing=False)
    except Exception as exc:
        if stderr is not None:
            stderr.write(
                f"The search index was not updated ({type(exc).__name__}: {exc}); run `python manage.py rebuild_index --sync`."
            )
        return None
    if stdout is not None and (outcome["written"] or outcome["removed"] or outcome["history"]):
        history = ", older CR versions rewritten" if outcome["history"] else ""
        stdout.write(f"search index: {outcome['written']} documents written, {outcome['removed']} removed{history}")
    return outcome


# --- the shared searcher -----------------------------------------------------------------


class Searchers:
    """The searchers of one build folder, opened once and refreshed when the index changes."""

    def __init__(self, path):
        self.path = path
        self.indexes = {part: whoosh_index.open_dir(str(path / part)) for part in PARTS}
        self.searchers = {part: ix.searcher() for part, ix in self.indexes.items()}
        self.meta = read_meta(path)
        self.lexicon = self._lexicon()
        self.words_mtime = self._words_mtime()
        self.generation = 0
        self.cache = {}
        self.docsets = {}

    def _lexicon(self):
        try:
            return Lexicon(json.loads((self.path / "words.json").read_text()))
        except (OSError, ValueError):
            return Lexicon({})

    def _words_mtime(self):
        try:
            return (self.path / "words.json").stat().st_mtime_ns
        except OSError:
            return None

    def refresh(self):
        changed = False
        for part, searcher in list(self.searchers.items()):
            if not searcher.up_to_date():
                # A fresh searcher, not searcher.refresh(): that reuses segment readers
                # and misses deletions committed into an existing segment.
                self.searchers[part] = self.indexes[part].searcher()
                searcher.close()  # searches hold the same lock as this refresh: nobody is reading it
                changed = True
        mtime = self._words_mtime()
        if mtime != self.words_mtime:
            self.lexicon, self.words_mtime = self._lexicon(), mtime
        if changed:
            self.meta = read_meta(self.path)
            self.generation += 1
            self.cache = {}
            self.docsets = {}
        return self

    def docsets_of(self, searcher):
        """The DocSets (cached term sets for counting) of one of these searchers."""
        docsets = self.docsets.get(id(searcher))
        if docsets is None or docsets.searcher is not searcher:
            docsets = self.docsets[id(searcher)] = DocSets(searcher)
        return docsets

    @property
    def main(self):
        return self.searchers["main"]

    @property
    def history(self):
        return self.searchers["history"]

    def close(self):
        for searcher in self.searchers.values():
            searcher.close()


_lock = threading.RLock()
_shared = {}


def shared_searchers():
    """The process's Searchers for the current build; raises NoIndex when there is none.

    Call it under `search_lock` (Whoosh searchers are not meant to be shared by threads at once).
    """
    root = index_root()
    path = current_path(root)
    if path is None:
        raise NoIndex()
    with _lock:
        searchers = _shared.get(root)
        if searchers is None or searchers.path != path:
            try:
                searchers = Searchers(path)
            except (OSError, whoosh_index.EmptyIndexError) as exc:
                raise NoIndex(
                    f"The search index at {path} cannot be opened ({exc}). Run `python manage.py rebuild_index`."
                ) from exc
            # Searches hold this same lock, so nobody is reading the old build's searchers: close them.
            old = _shared.pop(root, None)
            if old is not None:
                old.close()
            # A site has one index folder; tests switch between many, whose files must not stay open.
            while len(_shared) >= 4:
                _shared.pop(next(iter(_shared))).close()
            _shared[root] = searchers
        else:
            searchers.refresh()
        return searchers


search_lock = _lock


def index_status():
    """What the index holds, for the rebuild command and the README figures."""
    path = current_path()
    if path is None:
        return None
    size = sum(f.stat().st_size for f in path.rglob("*") if f.is_file())
    return {"path": str(path), "size_bytes": size, **read_meta(path)}
