"""Keeping the index in step with the database without a full rebuild: update_index (the objects given), sync_index
(every document's fingerprint compared), and what editors' saves and imports call. Updates write into the folder
`current` points at; readers see them on their next query (searchers.py refreshes when the index changes).
"""

import json
import logging
import os
import uuid

from django.db import connection, transaction
from whoosh import index as whoosh_index
from whoosh.writing import CLEAR

from . import bilingual, postfile, rulefinder
from .build import (
    Tally,
    card_name_pairs,
    doc_hash,
    rebuild_index,
    remove_abandoned_builds,
    versions_signature,
    write_glossary,
)
from .cardnames import write_card_names
from .changes import collect_changes, main_write
from .check import readable
from .documents import Documents
from .indexdir import current_path, read_meta, write_meta
from .jsonfiles import read_json, write_json
from .schema import build_schema
from .searchers import forget_searchers

logger = logging.getLogger("search")


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
    if not (path / rulefinder.FILE).exists() or meta.get("finder") != rulefinder.signature():
        # (An index built before the rule finder has no rules.json; one built by an older release, or from other
        # players' words (rules/plainwords), an older one.)
        rulefinder.write(path, docs.current_version)
        meta["finder"] = rulefinder.signature()
        write_meta(path, meta)
    if not (path / bilingual.FILE).exists() or meta.get("french") != bilingual.FORMAT:
        # (An index built before the lexicon has no french.json, one built by an older release an older mining.)
        bilingual.write(path)
        meta["french"] = bilingual.FORMAT
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
        # An index built before a field joined the schema (asked) takes it: the documents that fill it have new
        # hashes, and the sync writing them is what brings them.
        for name, field in build_schema().items():
            if name not in ix.schema:
                writer.add_field(name, field)
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
    # The new segment's postings as arrays (postfile.py); a merge's segment too. Whoosh's clean-up removed
    # the files of the segments merged away.
    postfile.write_missing(ix)
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
    postfile.write_missing(ix)
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
