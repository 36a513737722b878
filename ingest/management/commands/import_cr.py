from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from ingest.cr import import_cr_files
from search.index import sync_after_import


class Command(BaseCommand):
    help = (
        "Import Comprehensive Rules text files (corpus or official form). Each file is one version, "
        "identified by its effective date; re-importing the same file changes nothing. "
        "Each file is imported whole or not at all, and the others still import when one fails."
    )

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="+", metavar="FILE", help="CR text files, or folders of them (*.txt)")

    def handle(self, *args, **options):
        files = []
        for name in options["files"]:
            path = Path(name)
            files.extend(sorted(path.glob("*.txt")) if path.is_dir() else [path])
        if not files:
            raise CommandError(f"no .txt files in {', '.join(options['files'])}")
        results = import_cr_files(files)
        for result in results:
            if result.ok and options["verbosity"] > 0:
                self.stdout.write(result.describe())
        if any(result.ok and result.status != "unchanged" for result in results):
            # The search index follows (when there is one); see search.index.sync_after_import.
            sync_after_import(stdout=self.stdout if options["verbosity"] > 0 else None, stderr=self.stderr)
        failed = [result for result in results if not result.ok]
        for result in failed:
            self.stderr.write(result.error)
        if failed:
            raise CommandError(
                f"{len(failed)} of {len(results)} files failed and were not imported (the others were): "
                + ", ".join(r.path for r in failed)
            )
