"""Load the sample data of fixtures/ through the real importers.

Used by `manage.py load_sample` (the README's serve command) and by the test
set-up, so the site and the tests serve the same real content. Every step is
idempotent, so running it again (serve does, every time) changes nothing.
"""
from pathlib import Path

from django.conf import settings

FIXTURES = Path(settings.BASE_DIR) / "fixtures"


class SampleError(Exception):
    pass


def _cr_importer():
    for module_name in ("rules.store", "rules.parser"):
        try:
            module = __import__(module_name, fromlist=["import_cr_files"])
        except ImportError:
            continue
        if hasattr(module, "import_cr_files"):
            return module.import_cr_files
    raise SampleError("the CR importer (rules.store.import_cr_files) is missing: cannot load the CR sample")


def _say(stdout, line):
    if stdout is not None:
        stdout.write(line)


def load_sample(*, build_index=True, stdout=None):
    """Import fixtures/cr, fixtures/mtgjson and fixtures/seeds in that order, then rebuild the search index.

    Returns the row counts of the main tables. Raises SampleError when a
    sample file does not import: the sample is ours, so that is a bug.
    """
    from cards.models import Card, CardLocalization, CardSet
    from rulings.importers.mtgjson import import_mtgjson_paths
    from rulings.importers.scraped_pages import import_page_files
    from rules.models import CRVersion, RuleParagraph
    from rulings.models import CardRuling, Ruling, Translation

    cr_files = sorted((FIXTURES / "cr").glob("*.txt"))
    results = _cr_importer()(cr_files)
    failed = [getattr(r, "error", str(r)) for r in results if getattr(r, "status", "") == "failed"]
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
        try:
            from search.index import rebuild_index
        except (ImportError, AttributeError):
            rebuild_index = None
        if rebuild_index is not None:
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
