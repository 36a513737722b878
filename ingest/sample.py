"""Load the sample data of fixtures/ through the real importers.

Used by `manage.py load_sample` (the README's serve command) and by the test
set-up, so the site and the tests serve the same real content. Every step is
idempotent, so running it again (serve does, every time) changes nothing.
"""

from pathlib import Path
from typing import TextIO

from django.conf import settings

from cards.models import Card, CardLocalization, CardSet
from ingest.cr import import_cr_files
from ingest.importers.mtgjson import import_mtgjson_paths
from ingest.importers.scraped_pages import import_page_files
from rules.models import CRVersion, RuleParagraph
from rulings.models import CardRuling, Ruling
from search.index import rebuild_index
from translations.models import Translation

FIXTURES = Path(settings.BASE_DIR) / "fixtures"


class SampleError(Exception):
    pass


def _say(stdout: TextIO | None, line: str) -> None:
    if stdout is not None:
        stdout.write(line)


def load_sample(*, build_index: bool = True, stdout: TextIO | None = None, todays_cr: bool = False) -> dict[str, int]:
    """Import fixtures/cr, fixtures/mtgjson and fixtures/seeds in that order, then rebuild the search index.

    todays_cr: also import the whole CR of today (fixtures/cr-today, WotC's newest file as published), so a
    search is over every rule, not the excerpts of 2018 and 2022 (`manage.py load_sample` does; the tests' world
    keeps the excerpts as today's CR).

    Returns the row counts of the main tables. Raises SampleError when a
    sample file does not import: the sample is ours, so that is a bug.
    """
    cr_files = sorted((FIXTURES / "cr").glob("*.txt"))
    if todays_cr:
        cr_files += sorted((FIXTURES / "cr-today").glob("*.txt"))
    results = import_cr_files(cr_files)
    failed = [result.error for result in results if not result.ok]
    if failed:
        raise SampleError("CR sample: " + "; ".join(failed))
    _say(stdout, f"CR: {len(cr_files)} files")

    report = import_mtgjson_paths([FIXTURES / "mtgjson"])
    if report.failed:
        raise SampleError("MTGJSON sample: " + "; ".join(report.failed))
    _say(stdout, f"MTGJSON: {report.files} files, {report.changes} changes")

    pages = sorted((FIXTURES / "seeds").glob("*.txt"))
    page_report = import_page_files(pages)
    if page_report.failed:
        raise SampleError("seed pages: " + "; ".join(page_report.failed))
    _say(stdout, f"pages: {page_report.files} files, {page_report.changes} changes")

    if build_index:
        rebuild_index(stdout=stdout)

    return {
        "CR versions": CRVersion.objects.count(),
        "rule paragraphs": RuleParagraph.objects.count(),
        "sets": CardSet.objects.count(),
        "cards": Card.objects.count(),
        "card localizations": CardLocalization.objects.count(),
        "rulings": Ruling.objects.count(),
        "card rulings": CardRuling.objects.count(),
        "translations": Translation.objects.count(),
    }
