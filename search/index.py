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
import socket
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from django.conf import settings
from django.db import connection, transaction
from django.db.models import Q
from whoosh import index as whoosh_index
from whoosh.codec.whoosh3 import W3Codec
from whoosh.query import And, Term
from whoosh.writing import CLEAR

from cards.models import Card, CardLocalization
from rules.models import CRVersion, RuleParagraph
from rulings.models import CardRuling, Ruling, Translation

from . import bilingual, rulefinder
from .analysis import words
from .answers import Glossary, definitions_from_database, read_definitions, write_definitions
from .bilingual import Lexicon as FrenchLexicon
from .cardnames import CardNames, write_card_names
from .counting import DocSets
from .documents import (
    Documents,
    card_doc_id,
    rule_doc_id,
    ruling_doc_id,
    translation_doc_id,
)
from .jsonfiles import read_json, write_json
from .rulefinder import RuleFinder
from .schema import build_schema
from .spelling import Lexicon

logger = logging.getLogger("search")

PARTS = ("main", "history")
# Postings per block on disk (Whoosh's default is 128). Queries read whole posting lists
# (counting.py), so bigger blocks mean fewer blocks to decompress and unpickle.
POSTING_BLOCK = 1024


class NoIndex(Exception):
    """The search index has not been built (or was removed): the views answer 503 with this message."""

    def __init__(self, message=None):
        super().__init__(message or "The search index has not been built yet. Run `python manage.py rebuild_index`.")


class UnreadableIndex(NoIndex):
    """Reading the index failed (a damaged or truncated file): a 503, logged, until `rebuild_index --sync` heals it."""

    MESSAGE = (
        "The search index cannot be read (it may be damaged). Run `python manage.py rebuild_index --sync` to repair it."
    )

    def __init__(self, message=None):
        super().__init__(message or self.MESSAGE)


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


def write_glossary(path, version):
    """glossary.json: today's glossary and keyword rules, for the answer box (see answers.py); rules.json: today's
    paragraphs expanded with what the CR and the cards say of them, for the rule finder (see rulefinder.py)."""
    tmp = path / f".glossary-{uuid.uuid4().hex}"
    write_definitions(tmp, definitions_from_database(version))
    os.replace(tmp, path / "glossary.json")
    rulefinder.write(path, version)


def card_name_pairs():
    """(English name, French name or None) of every card, for cards.json (see cardnames.py)."""
    french = dict(CardLocalization.objects.filter(language="fr").values_list("card_id", "name"))
    return [(name, french.get(pk)) for pk, name in Card.objects.values_list("pk", "name")]


def _write_words(path, counts):
    """words.json: the unstemmed words of each language with their counts (see spelling.py)."""
    write_json(path / "words.json", counts)


def _add_words(path, counts):
    """Adds the new words of updated documents (a removed word costs nothing).

    Only a word the lexicon does not know yet rewrites words.json: every process reloads the lexicon when the file
    changes, and drops its spelling corrections with it (80 ms and the next typos' cost, on the corpus), while a
    known word's count moved by one edit changes no suggestion. The counts are exact again after a rebuild.
    """
    try:
        known = json.loads((path / "words.json").read_text())
    except (OSError, ValueError):
        known = {}
    new = {
        language: {word: n for word, n in counter.items() if word not in known.get(language, {})}
        for language, counter in counts.items()
    }
    if not any(new.values()):
        return
    for language, words_ in new.items():
        known.setdefault(language, {}).update(words_)
    tmp = path / f".words-{uuid.uuid4().hex}"
    tmp.write_text(json.dumps(known, ensure_ascii=False))
    os.replace(tmp, path / "words.json")


def rebuild_index(*, root=None, stdout=None, keep=1):
    """Build the whole index from the database into a new folder and swap it in.

    Returns {"main": documents, "history": documents, "seconds": s, "path": folder, "abandoned": [folders]}.
    `keep` older builds are left for readers still on them; older ones are removed, and so are the
    unfinished build folders of a rebuild that was killed.
    """
    root = Path(root or index_root())
    root.mkdir(parents=True, exist_ok=True)
    abandoned = remove_abandoned_builds(root)
    started = time.perf_counter()
    name = f"build-{time.strftime('%Y%m%dT%H%M%S')}-{uuid.uuid4().hex[:6]}"
    build = root / f".{name}.tmp"
    try:
        build.mkdir()
        _claim(build)
        counts = _build_into(build)
        os.rename(build, root / name)
    except BaseException:
        shutil.rmtree(build, ignore_errors=True)
        raise
    _swap(root, name)
    _remove_old_builds(root, name, keep=keep)
    counts["seconds"] = round(time.perf_counter() - started, 2)
    counts["path"] = str(root / name)
    counts["abandoned"] = abandoned
    if stdout is not None:
        stdout.write(
            f"Search index: {counts['main']} documents, {counts['history']} in older CR versions, "
            f"{counts['seconds']} s."
        )
    return counts


def _build_into(build):
    """Write both parts, the words, the fingerprints and meta.json into an empty folder; returns the counts."""
    for part in PARTS:
        (build / part).mkdir()
    docs = Documents()
    tally = Tally()
    counts = {
        "main": _write(build / "main", tally.tee(docs.main())),
        "history": _write(build / "history", docs.history()),
    }
    _write_words(build, tally.counts)
    write_json(build / "hashes.json", tally.hashes)
    version = docs.current_version
    write_glossary(build, version)
    write_card_names(build, card_name_pairs())
    bilingual.write(build)
    write_meta(
        build,
        {
            "current_version": version.effective_date.isoformat() if version else None,
            "versions": versions_signature(),
            "built_at": datetime.now().isoformat(timespec="seconds"),
            "counts": counts,
        },
    )
    (build / OWNER).unlink()
    return counts


# An unfinished build folder names the process writing it: the next run removes it once that process is gone.
OWNER = "owner.json"
# A leftover `.current-…` link (a swap killed between its two steps) older than this is removed.
STALE_LINK_SECONDS = 60
BUILD_HOURS = 6


def _claim(build):
    write_json(build / OWNER, {"pid": os.getpid(), "host": socket.gethostname()})


def _writer_alive(build):
    """Whether the process that started this unfinished build is still writing it.

    Its pid is checked on this machine; a build no process here names (another machine's, or one killed
    before it named itself) counts as alive for a minute. A build older than BUILD_HOURS is abandoned
    whatever its pid says (pids are reused; a rebuild takes minutes).
    """
    try:
        age = time.time() - build.stat().st_mtime
    except OSError:
        return False
    if age > BUILD_HOURS * 3600:
        return False
    owner = read_json(build / OWNER, None)
    if not isinstance(owner, dict) or owner.get("host") != socket.gethostname():
        return age < (BUILD_HOURS * 3600 if isinstance(owner, dict) else 60)
    try:
        os.kill(int(owner["pid"]), 0)
    except ProcessLookupError:
        return False
    except (OSError, ValueError, TypeError, KeyError):
        return True  # e.g. alive under another user (PermissionError)
    return True


def remove_abandoned_builds(root=None):
    """Remove the build folders of rebuilds that were killed (and stray swap links); returns their names."""
    root = Path(root or index_root())
    removed = []
    try:
        entries = list(root.iterdir())
    except OSError:
        return removed
    for entry in entries:
        if entry.name.startswith(".build-") and entry.name.endswith(".tmp") and entry.is_dir():
            if not _writer_alive(entry):
                shutil.rmtree(entry, ignore_errors=True)
                removed.append(entry.name)
        elif entry.name.startswith(".current-") and entry.is_symlink():
            try:
                old = time.time() - entry.lstat().st_mtime > STALE_LINK_SECONDS
            except OSError:
                old = False
            if old:
                entry.unlink(missing_ok=True)
                removed.append(entry.name)
    if removed:
        logger.warning("removed %d unfinished search index builds: %s", len(removed), ", ".join(removed))
    return removed


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


@dataclass
class Changes:
    """What update_index was given, sorted by what each change rewrites."""

    versions: set = field(default_factory=set)  # effective dates of CR versions imported
    paragraphs: list = field(default_factory=list)  # (effective date, number) of paragraphs saved
    rulings: set = field(default_factory=set)  # ids of rulings to rewrite
    cards: set = field(default_factory=set)  # ids of cards to rewrite
    translations: set = field(default_factory=set)  # ids of translations to rewrite
    deletions: set = field(default_factory=set)  # document ids to remove

    def touches_history(self, newest):
        """Whether an older CR version changed (that part is then rewritten whole: few distinct paragraphs)."""
        return any(d.isoformat() != newest for d in self.versions) or any(
            d.isoformat() != newest for d, _ in self.paragraphs
        )


def _flatten(objects):
    items = []
    for obj in objects:
        if obj is None:
            continue
        if isinstance(obj, (list, tuple, set)) or hasattr(obj, "model") and hasattr(obj, "iterator"):
            items.extend(obj)
        else:
            items.append(obj)
    return items


def _note_paragraph(changes, paragraph):
    changes.paragraphs.append((paragraph.version.effective_date, paragraph.number))
    if paragraph.lineage_id:
        changes.translations.update(
            Translation.objects.filter(rule_id=paragraph.lineage_id).values_list("pk", flat=True)
        )


def _note_ruling(changes, ruling):
    if ruling.pk is None or not Ruling.objects.filter(pk=ruling.pk).exists():
        changes.deletions.add(ruling_doc_id(ruling.uid))
        return
    changes.rulings.add(ruling.pk)
    changes.translations.update(ruling.translations.values_list("pk", flat=True))


def _note_card(changes, obj):
    card = obj if isinstance(obj, Card) else obj.card
    if card.pk is None or not Card.objects.filter(pk=card.pk).exists():
        changes.deletions.add(card_doc_id(card.slug))
    else:
        changes.cards.add(card.pk)
        # A ruling's document carries the names of its cards.
        changes.rulings.update(CardRuling.objects.filter(card_id=card.pk).values_list("ruling_id", flat=True))
    if isinstance(obj, CardRuling) and obj.ruling_id:
        changes.rulings.add(obj.ruling_id)


def _note_translation(changes, translation):
    if translation.pk is not None and Translation.objects.filter(pk=translation.pk).exclude(text="").exists():
        changes.translations.add(translation.pk)
        return
    changes.deletions.add(
        translation_doc_id(
            translation.language,
            rule_lineage_id=translation.rule_id,
            ruling_uid=translation.ruling.uid if translation.ruling_id else None,
        )
    )


def collect_changes(objects):
    """Changes for the objects given to update_index (instances or querysets)."""
    changes = Changes()
    for obj in _flatten(objects):
        if isinstance(obj, CRVersion):
            changes.versions.add(obj.effective_date)
        elif isinstance(obj, RuleParagraph):
            _note_paragraph(changes, obj)
        elif isinstance(obj, Ruling):
            _note_ruling(changes, obj)
        elif isinstance(obj, (Card, CardLocalization, CardRuling)):
            _note_card(changes, obj)
        elif isinstance(obj, Translation):
            _note_translation(changes, obj)
        else:
            raise TypeError(f"update_index does not know how to index {type(obj).__name__}")
    if changes.rulings:
        # A translation's document repeats its ruling's card names and English text.
        changes.translations.update(
            Translation.objects.filter(ruling_id__in=changes.rulings).exclude(text="").values_list("pk", flat=True)
        )
    return changes


@dataclass
class MainWrite:
    """Documents to add or replace in the main part, and ids (or queries) to delete first."""

    docs: list = field(default_factory=list)
    deletes: list = field(default_factory=list)

    def __bool__(self):
        return bool(self.docs or self.deletes)


def main_write(changes, docs, *, newest, move_current):
    """What the main part needs for these changes."""
    write = MainWrite(deletes=list(changes.deletions))
    translations = set(changes.translations)
    if move_current:
        # A newer CR version arrived: today's rules change places, and every rule translation's original.
        write.deletes.append(And([Term("kind", "rule"), Term("lang", "en")]))
        if docs.current_version:
            write.docs.extend(docs.rules(docs.current_version, current=True))
        translations.update(
            Translation.objects.filter(rule__isnull=False).exclude(text="").values_list("pk", flat=True)
        )
    elif newest:
        numbers = {number for d, number in changes.paragraphs if d.isoformat() == newest}
        if numbers:
            found = list(docs.rules(docs.current_version, current=True, numbers=numbers))
            write.docs.extend(found)
            present = {d["number"] for d in found}
            write.deletes.extend(
                rule_doc_id(docs.current_version.effective_date, n) for n in numbers if n.lower() not in present
            )
    write.docs.extend(docs.rulings(changes.rulings) if changes.rulings else [])
    write.docs.extend(docs.cards(changes.cards) if changes.cards else [])
    write.docs.extend(docs.translations(translations) if translations else [])
    return write


def apply_main_write(path, write):
    """Write into the main part and keep hashes.json in step; returns how many documents were touched."""
    tally = _write_main(path, deletes=write.deletes, docs=write.docs)
    hashes = read_json(path / "hashes.json", {})
    hashes.update(tally.hashes)
    for item in write.deletes:
        if isinstance(item, str):
            hashes.pop(item, None)
    write_json(path / "hashes.json", hashes)
    return len(write.deletes) + len(write.docs)


def update_index(*objects):
    """Bring the index up to date for these saved, changed or deleted objects, without a full rebuild.

    Each argument is a model instance or an iterable of them: CRVersion (a
    version was imported: its paragraphs are indexed and, if it is now the
    newest, it replaces the previous one in the main index), RuleParagraph,
    Ruling, Card, Translation, CardLocalization, CardRuling. Deleted objects are removed
    from the index (their natural keys are read from the instance). With no
    index yet, builds it in full. Returns the number of documents written or
    removed.
    """
    path = current_path()
    if path is None:
        counts = rebuild_index()
        return counts["main"] + counts["history"]
    changes = collect_changes(objects)
    docs = Documents()
    meta = read_meta(path)
    newest = docs.current_version.effective_date.isoformat() if docs.current_version else None
    move_current = newest != meta.get("current_version")
    rebuild_history = move_current or changes.touches_history(newest)
    write = main_write(changes, docs, newest=newest, move_current=move_current)
    written = apply_main_write(path, write) if write else 0
    if changes.cards or any(d.startswith("card:") for d in changes.deletions):
        write_card_names(path, card_name_pairs())
    if rebuild_history:
        written += _rewrite_history(path, docs)
        write_glossary(path, docs.current_version)
        meta.update(current_version=newest, versions=versions_signature())
        write_meta(path, meta)
    return written


# --- sync, health -------------------------------------------------------------------------


def sync_index(*, build_if_missing=True):
    """Make the index match the database, rewriting only the documents that changed.

    For importers, which change many objects without listing them: every
    document is computed from the database (a few seconds on the corpus) and
    compared by fingerprint with what the index holds; changed and new ones are
    written, vanished ones removed; the history part is rewritten when the set
    of CR versions changed. Without an index, builds one (or does nothing when
    build_if_missing is False); an index that cannot be read is rebuilt.
    Returns {"written", "removed", "history", "rebuilt"} ("rebuilt": why it was, or None).
    """
    remove_abandoned_builds()
    path = current_path()
    if path is None:
        if not build_if_missing:
            return {"written": 0, "removed": 0, "history": False, "rebuilt": None}
        counts = rebuild_index()
        return {"written": counts["main"], "removed": 0, "history": True, "rebuilt": "there was no index"}
    problem = readable(path)
    if problem:
        logger.error("search index at %s cannot be read (%s): rebuilding it", path, problem)
        counts = rebuild_index()
        forget_searchers()
        return {"written": counts["main"], "removed": 0, "history": True, "rebuilt": problem}
    return {**_sync_documents(path), "rebuilt": None}


def _sync_documents(path):
    docs = Documents()
    old = read_json(path / "hashes.json", {})
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
        write_json(path / "hashes.json", new)
        if any(d["id"].startswith("card:") for d in changed) or any(d.startswith("card:") for d in removed):
            write_card_names(path, card_name_pairs())
    if history:
        _rewrite_history(path, docs)
    current = docs.current_version.effective_date.isoformat() if docs.current_version else None
    if history or meta.get("current_version") != current or not (path / "glossary.json").exists():
        # (An index built before the answer box has no glossary.json: a sync gives it one.)
        write_glossary(path, docs.current_version)
        meta.update(current_version=current, versions=signature)
        write_meta(path, meta)
    if not (path / "cards.json").exists():
        write_card_names(path, card_name_pairs())
    if not (path / rulefinder.FILE).exists():
        # (An index built before the rule finder has neither file: a sync gives it both.)
        rulefinder.write(path, docs.current_version)
    if not (path / bilingual.FILE).exists():
        bilingual.write(path)
    return {"written": len(changed), "removed": len(removed), "history": history}


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
    if connection.in_atomic_block or current_path() is None:
        return None
    try:
        outcome = sync_index(build_if_missing=False)
    except Exception as exc:
        if stderr is not None:
            stderr.write(
                f"The search index was not updated ({type(exc).__name__}: {exc}); "
                "run `python manage.py rebuild_index --sync`."
            )
        return None
    if stdout is not None and outcome["rebuilt"]:
        stdout.write(f"search index rebuilt ({outcome['rebuilt']}): {outcome['written']} documents")
    elif stdout is not None and (outcome["written"] or outcome["removed"] or outcome["history"]):
        history = ", older CR versions rewritten" if outcome["history"] else ""
        stdout.write(f"search index: {outcome['written']} documents written, {outcome['removed']} removed{history}")
    return outcome


# --- the shared searcher -----------------------------------------------------------------


class Searchers:
    """The searchers of one build folder, opened once and refreshed when the index changes.

    Their segments' parts are read from the mmap, not copied, when whooshfast's private path is on."""

    def __init__(self, path):
        self.path = path
        self.indexes = {part: whoosh_index.open_dir(str(path / part)) for part in PARTS}
        self.searchers = {part: ix.searcher() for part, ix in self.indexes.items()}
        self.meta = read_meta(path)
        self.lexicon = self._lexicon()
        self.words_mtime = self._words_mtime()
        self.glossary = Glossary(read_definitions(path / "glossary.json"))
        self._finder = self._french = None
        self.cards_mtime = self._mtime("cards.json")
        self.card_names = CardNames.load(path / "cards.json")
        self.generation = 0
        self.cache = {}
        self.docsets = {}

    def _lexicon(self):
        try:
            return Lexicon(json.loads((self.path / "words.json").read_text()))
        except (OSError, ValueError):
            return Lexicon({})

    def _words_mtime(self):
        return self._mtime("words.json")

    def _mtime(self, name):
        try:
            return (self.path / name).stat().st_mtime_ns
        except OSError:
            return None

    def refresh(self):
        changed = False
        for part, searcher in list(self.searchers.items()):
            if not searcher.up_to_date():
                # A fresh searcher, not searcher.refresh(): that reuses segment readers
                # and misses deletions committed into an existing segment.
                fresh = self.searchers[part] = self.indexes[part].searcher()
                # What the old searcher's DocSets read of the segments the change left alone is carried over
                # (counting.Carry): an editor's save costs the next searches its own small segment, not a
                # reading of every word again. Before the old searcher closes: the carry compares their segments.
                previous = self.docsets.pop(id(searcher), None)
                if previous is not None and previous.searcher is searcher:
                    self.docsets[id(fresh)] = DocSets(fresh, carry_from=previous)
                searcher.close()  # searches hold the same lock as this refresh: nobody is reading it
                changed = True
        mtime = self._words_mtime()
        if mtime != self.words_mtime:
            self.lexicon, self.words_mtime = self._lexicon(), mtime
        mtime = self._mtime("cards.json")
        if mtime != self.cards_mtime:
            self.card_names, self.cards_mtime = CardNames.load(self.path / "cards.json"), mtime
        if changed:
            self.meta = read_meta(self.path)
            self.glossary = Glossary(read_definitions(self.path / "glossary.json"))
            self._finder = self._french = None
            self.generation += 1
            self.cache = {}
            # Only the DocSets of the searchers in use: the unchanged part's stay as they are.
            current = {id(s) for s in self.searchers.values()}
            self.docsets = {key: docsets for key, docsets in self.docsets.items() if key in current}
        return self

    @property
    def finder(self):
        """Today's rules for a question in plain words (rulefinder.py), read when first asked for."""
        if self._finder is None:
            self._finder = RuleFinder.load(self.path)
        return self._finder

    @property
    def french(self):
        """The French-English lexicon mined from the cards (bilingual.py), read when first asked for."""
        if self._french is None:
            self._french = FrenchLexicon.load(self.path)
        return self._french

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
                logger.exception("search index at %s cannot be opened", path)
                raise UnreadableIndex() from exc
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


def forget_searchers(root=None):
    """Drop the process's searchers (after a read error): the next query opens the index afresh."""
    with _lock:
        searchers = _shared.pop(Path(root or index_root()), None)
    if searchers is not None:
        try:
            searchers.close()
        except Exception:  # a damaged index may fail to close too; it is being dropped anyway
            logger.warning("closing the search index's searchers failed", exc_info=True)


def index_status():
    """What the index holds, for the rebuild command and the README figures."""
    path = current_path()
    if path is None:
        return None
    size = sum(f.stat().st_size for f in path.rglob("*") if f.is_file())
    return {"path": str(path), "size_bytes": size, **read_meta(path)}
