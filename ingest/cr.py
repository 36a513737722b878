"""Import CR files and everything that follows from them, in order: the files read, a date's later publication
chosen, each stored oldest first in its own transaction (rules.store.store_version), a failing file reported.

rules.store writes the versions and keeps the lineage whole; within each file's transaction it hands over to the
steps below, which touch what hangs off the rules but lives in other apps:

1. rule translations follow their rule when it moves to another lineage (before the emptied lineage is dropped);
2. translations whose English changed are marked outdated (the editors' workflow, with history).

After the commit, the command brings the search index up to date (search.index.sync_after_import).
"""

import datetime
import gc
import logging
import os
import re
from collections.abc import Mapping, Sequence
from typing import TextIO

from editor.services import mark_outdated_translations
from rules import store
from rules.models import CRVersion
from rules.parser import CRParseError, ParsedCR, parse_cr_file
from translations.lineage import follow_lineages
from translations.models import Translation

ImportResult = store.ImportResult
logger = logging.getLogger(__name__)


class CRSteps:
    """What follows a stored CR version, called by rules.store in the version's transaction."""

    def lineages_moved(self, remap: Mapping[int, int]) -> None:
        """Each translation moves unless the lineage that took the rule over already has one in that language."""
        follow_lineages(remap)

    def version_stored(self, version: CRVersion) -> int:
        """The number of rule translations this version made outdated."""
        return mark_outdated_translations(queryset=Translation.objects.filter(rule__isnull=False))


def import_cr_files(
    paths: Sequence[str | os.PathLike[str]], *, stdout: TextIO | None = None, steps: CRSteps | None = None
) -> list[ImportResult]:
    """Import several CR files; one failing file does not stop the others.

    Files are stored in order of effective date (cheapest for the lineage);
    returns one ImportResult per path, in the order given. `steps` is what
    follows in each file's transaction (rules.store.store_version): CRSteps unless given.
    """
    steps = steps if steps is not None else CRSteps()
    # The parsed files stay in memory until stored: hundreds of thousands of objects, none in a cycle, that the
    # cyclic garbage collector would walk again at every full collection (a tenth of the import's CPU). Frozen out
    # of its sight meanwhile; reference counting still frees them.
    try:
        return _import_cr_files(paths, stdout, steps)
    finally:
        gc.unfreeze()


def _import_cr_files(
    paths: Sequence[str | os.PathLike[str]], stdout: TextIO | None, steps: CRSteps
) -> list[ImportResult]:
    results = {}
    parsed = []
    for index, path in enumerate(paths):
        try:
            parsed.append((index, path, parse_cr_file(path)))
        except CRParseError as exc:
            results[index] = ImportResult(path=str(path), status="failed", error=str(exc))
        gc.freeze()
    chosen: dict[datetime.date, tuple[int, str | os.PathLike[str], ParsedCR]] = {}
    for item in parsed:
        date = item[2].effective_date
        if date not in chosen or _published(item) >= _published(chosen[date]):
            chosen[date] = item
    for index, path, version in parsed:
        kept = chosen[version.effective_date]
        if kept[0] != index:
            # Two files of one effective date (WotC reissued a version under another name): the one published
            # last is the version; storing both would make the first a version replaced within the same import.
            results[index] = ImportResult(
                path=str(path),
                status="superseded",
                version=version.effective_date.isoformat(),
                encoding=version.encoding,
                error=f"{path}: takes effect on {version.effective_date} like {kept[1]}, published later, "
                "which is the version stored",
            )
    for index, path, version in sorted(chosen.values(), key=lambda item: (item[2].effective_date, item[0])):
        results[index] = _store_reporting_errors(path, version, steps)
        gc.freeze()  # what this version left (the matching's caches): collected after the import, if ever garbage
    ordered = [results[i] for i in range(len(paths))]
    if stdout is not None:
        for result in ordered:
            stdout.write(result.describe())
    return ordered


_NAME_DATE = re.compile(r"(\d{8})")


def _published(item: tuple[int, str | os.PathLike[str], ParsedCR]) -> tuple[str, int]:
    """(publication date in the file's name, position given): WotC names its files by publication date."""
    index, path, _ = item
    found = _NAME_DATE.findall(os.path.basename(str(path)))
    return (found[-1] if found else "", index)


def _store_reporting_errors(path: str | os.PathLike[str], parsed: ParsedCR, steps: CRSteps) -> ImportResult:
    try:
        return store.store_version(parsed, path=str(path), steps=steps)
    except CRParseError as exc:
        return ImportResult(path=str(path), status="failed", version=parsed.effective_date.isoformat(), error=str(exc))
    except Exception as exc:
        logger.exception("storing %s failed", path)
        return ImportResult(
            path=str(path),
            status="failed",
            version=parsed.effective_date.isoformat(),
            error=f"{path}: could not be stored ({type(exc).__name__}: {exc})",
        )
