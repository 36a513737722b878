"""A full rebuild of the search index: a new build folder written from the database, then swapped in with an atomic
rename of the `current` link, so readers keep answering from the old folder meanwhile; the unfinished folders of
rebuilds that were killed are found (each names the process writing it) and removed.
"""

import hashlib
import json
import logging
import os
import shutil
import socket
import time
import uuid
from collections import Counter
from datetime import datetime
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh.codec.whoosh3 import W3Codec

from cards.models import Card, CardLocalization
from rules.models import CRVersion

from . import bilingual, postfile, rulefinder
from .analysis import words
from .answers import definitions_from_database, write_definitions
from .cardnames import write_card_names
from .documents import Documents
from .indexdir import PARTS, index_root, write_meta
from .jsonfiles import read_json, write_json
from .schema import build_schema

logger = logging.getLogger("search")

# Postings per block on disk (Whoosh's default is 128). Queries read whole posting lists
# (counting.py), so bigger blocks mean fewer blocks to decompress and unpickle.
POSTING_BLOCK = 1024


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
    # Each segment's postings as arrays beside it (postfile.py), so that no search waits for them.
    postfile.write_missing(ix)
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
            "finder": rulefinder.signature(),
            "french": bilingual.FORMAT,
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
