"""The one way a change announces itself: `announce(kind, *objects, scopes=...)`, called inside the transaction that
makes the change, so what it announces commits with the change or not at all.

It does two separate things, in this order:

1. the page-cache versions (dataversion.versions): the DataVersion counters that key every cached page and part
   (dataversion.cache, dataversion.pages), and the PageVersion of each scope named (a card's page);
2. the search index's outbox (dataversion.changelog): a ChangeLog row that every node's follower replays
   (search.follow). The first step takes the DataVersion row's lock, which orders the outbox's writers.

Who announces: every import (SYNC, ingest and rules.store), an editor's change of a translation (its kind of
translation, through translations.announcing), a translation started (SHOWN), a deletion and an admin's change
(SYNC, search.receivers), a data migration (SYNC, with its historical `apps`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from dataversion import changelog, versions

# Something changed that the announcer does not list (an import, a deletion, an admin's change, a migration): every
# cached page and part is rebuilt, every node compares its whole index with the database.
SYNC = "sync"
# Something the pages show and no search document holds (a translation started, still empty): every cached page and
# part is rebuilt; the index has nothing to do.
SHOWN = "shown"
# These objects changed: every cached page and part is rebuilt, and their search documents rewritten.
OBJECTS = "objects"
# These translations of rules, or of rulings, changed: no cached part shows a translation, so only the whole pages
# showing that kind (and the scopes named: the cards carrying a ruling) are rebuilt; their documents rewritten.
RULE_TRANSLATIONS = versions.RULE_TRANSLATIONS
RULING_TRANSLATIONS = versions.RULING_TRANSLATIONS
KINDS = (SYNC, SHOWN, OBJECTS, RULE_TRANSLATIONS, RULING_TRANSLATIONS)


def announce(kind: str, *objects: Any, scopes: Iterable[str] = (), apps: Any = None) -> None:
    """Announce a change of `kind` (one of KINDS) made in the open transaction.

    objects: the model instances that changed (OBJECTS and the translation kinds only); scopes: PageVersion scopes
    of pages that show them ("card:<slug>"); apps: a migration's historical app registry (default: the project's
    models).
    """
    if kind not in KINDS:
        raise ValueError(f"announce() takes one of {KINDS}, not {kind!r}")
    if (kind in (SYNC, SHOWN)) == bool(objects):
        raise ValueError(f"a {kind} change {'lists no objects' if kind in (SYNC, SHOWN) else 'names its objects'}")
    models = versions.models(apps)
    versions.advance(models, kind=kind, scopes=scopes)
    if kind == SYNC:
        changelog.write_sync(models)
    elif kind != SHOWN:
        changelog.write_objects(models, objects=objects)
    versions.forget_request_version()
