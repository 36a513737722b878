"""The search index on disk, as the rest of the site calls it: the entry points of the modules that do each job.

    indexdir.py   where the index lives (SEARCH_INDEX_DIR, the `current` link), meta.json, NoIndex
    build.py      a full rebuild into a new build folder, the atomic swap, unfinished builds removed
    changes.py    which documents a set of saved, changed or deleted objects rewrites
    update.py     update_index, sync_index, and what editors' saves and imports call
    check.py      whether the index reads and matches the database (`rebuild_index --status`)
    searchers.py  the process's shared searchers (their segments read from the mmap: whooshfast.py)

Commands, imports, the health check, the benchmarks and the tests import these names from here; the modules of
search/ import them from where they are defined.
"""

from .build import rebuild_index, remove_abandoned_builds
from .check import check_index
from .indexdir import NoIndex, UnreadableIndex, current_path, index_root, index_status
from .searchers import forget_searchers, search_lock, shared_searchers
from .update import sync_after_import, sync_index, update_index, update_index_on_commit

__all__ = [
    "NoIndex",
    "UnreadableIndex",
    "check_index",
    "current_path",
    "forget_searchers",
    "index_root",
    "index_status",
    "rebuild_index",
    "remove_abandoned_builds",
    "search_lock",
    "shared_searchers",
    "sync_after_import",
    "sync_index",
    "update_index",
    "update_index_on_commit",
]
