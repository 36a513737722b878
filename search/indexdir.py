"""Where the search index lives and what its meta.json says: the build folder `current` points at, the errors a
missing or unreadable index raises (the views answer 503), what `rebuild_index --status` prints.

Layout under settings.SEARCH_INDEX_DIR (docs/search.md, "Index life"):

    current -> build-20260130T101500-1a2b   (a symlink, replaced atomically: build.py)
    build-.../main/      today's CR, rulings, cards, translations
    build-.../history/   older CR versions (for `version:`)
    build-.../meta.json  {"current_version": "2022-04-29", ...}
"""

import json
import os
import uuid
from pathlib import Path

from django.conf import settings

PARTS = ("main", "history")


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


def index_status():
    """What the index holds, for the rebuild command and the README figures."""
    path = current_path()
    if path is None:
        return None
    size = sum(f.stat().st_size for f in path.rglob("*") if f.is_file())
    return {"path": str(path), "size_bytes": size, **read_meta(path), **posting_files(path)}


def posting_files(path):
    """{"posting files <part>": "n of m segments"} for each part of an index: a segment without its posting file
    (search/postfile.py) is searched through Whoosh's own postings until a search or the next commit writes it."""
    found = {}
    for part in PARTS:
        folder = Path(path) / part
        if not folder.is_dir():
            continue
        segments = {f.stem for f in folder.glob("*.seg")}
        written = {f.stem for f in folder.glob("*.postings")}
        found[f"posting files {part}"] = f"{len(segments & written)} of {len(segments)} segments" + (
            f" ({len(written - segments)} left by removed segments)" if written - segments else ""
        )
    return found
