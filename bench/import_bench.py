"""Import benchmark: the whole corpus into a fresh SQLite database, importer by importer.

    .venv/bin/python bench/import_bench.py [CORPUS]     (default: $MTG_CORPUS, else ../shared/corpus)

Prints wall time and peak memory (resident set, reset before each step where
Linux allows it) of each importer and of rebuild_index, then the row counts.
Not a test: the figures go into the README under "Figures: import". Goals:
the 49 CR versions of cr/ (WotC's own files, "MagicCompRules YYYYMMDD.txt")
in 60 s at most, rebuild_index in 90 s at most.
"""

import os
import sys
import tempfile
from pathlib import Path

from harness import ROOT, Timer, peak_rss_mb, reset_peak, setup_django


def step(name, function):
    reset_peak()
    with Timer() as timer:
        result = function()
    print(f"{name:<34} {timer.seconds:8.1f} s {peak_rss_mb():8.0f} MB", flush=True)
    return result


def main():
    corpus = Path(sys.argv[1] if len(sys.argv) > 1 else os.environ.get("MTG_CORPUS", ROOT.parent / "shared" / "corpus"))
    if not (corpus / "mtgjson3").is_dir() or not (corpus / "cr").is_dir():
        sys.exit(
            f"{corpus} is not the corpus folder (no cr/ and mtgjson3/ in it): pass it as the argument or set MTG_CORPUS"
        )
    workdir = Path(tempfile.mkdtemp(prefix="import-bench-"))
    setup_django(db=workdir / "bench.sqlite3", index=workdir / "index")
    from django.core.management import call_command

    from ingest.cr import import_cr_files
    from ingest.importers.mtgjson import import_mtgjson_paths
    from ingest.importers.scraped_pages import import_page_files
    from ingest.sample import FIXTURES
    from search.index import rebuild_index

    call_command("migrate", verbosity=0)
    cr_files = sorted((corpus / "cr").glob("MagicCompRules *.txt"))
    print(f"corpus: {corpus}  database: {os.environ['DATABASE_URL']}")
    print(f"{'step':<34} {'time':>10} {'peak RSS':>11}")
    results = step(f"CR, {len(cr_files)} versions", lambda: import_cr_files(cr_files))
    failed = [r for r in results if getattr(r, "status", "") == "failed"]
    for result in failed:
        print(f"  {result.error}")
    v3 = step("MTGJSON v3, all sets", lambda: import_mtgjson_paths([corpus / "mtgjson3"]))
    fr = step("French printed texts", lambda: import_mtgjson_paths([corpus / "mtgjson3-fr"]))
    again = step(
        "MTGJSON v3 + French again (no-op)", lambda: import_mtgjson_paths([corpus / "mtgjson3", corpus / "mtgjson3-fr"])
    )
    pages = step("the five seed pages", lambda: import_page_files(sorted((FIXTURES / "seeds").glob("*.txt"))))
    index = step("rebuild_index", rebuild_index)
    print(
        f"files: CR {len(cr_files)} ({len(failed)} failed), MTGJSON {v3.files} ({len(v3.failed)} failed), "
        f"French {fr.files} ({len(fr.failed)} failed), pages {pages.files} ({len(pages.failed)} failed); "
        f"second run changes: {again.changes}"
    )
    print(f"index: {index['main']} documents, {index['history']} in the older-versions index")

    from django.apps import apps

    print("rows:")
    for label in (
        "rules.CRVersion",
        "rules.RuleParagraph",
        "rules.RuleLineage",
        "rules.GlossaryEntry",
        "cards.CardSet",
        "cards.Card",
        "cards.Printing",
        "cards.CardLocalization",
        "rulings.Ruling",
        "rulings.CardRuling",
        "translations.Translation",
    ):
        print(f"  {label.split('.')[1]:<18} {apps.get_model(label).objects.count():>8}")
    size = (workdir / "bench.sqlite3").stat().st_size / 1024 / 1024
    print(f"database file: {size:.0f} MB (left in {workdir})")


if __name__ == "__main__":
    main()
