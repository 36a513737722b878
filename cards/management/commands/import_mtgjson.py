from django.core.management.base import BaseCommand, CommandError

from rulings.importers.mtgjson import import_mtgjson_paths
from rulings.importers.streams import Progress
from search.index import sync_after_import


class Command(BaseCommand):
    help = (
        "Import MTGJSON files or folders: v3 set files, *.fr.json printed texts, v5 AllPrintings.json "
        "(also .gz, .xz, .bz2; read as a stream). Idempotent; each file all-or-nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", help="MTGJSON files or folders of them")

    def handle(self, *args, paths, **options):
        verbosity = options["verbosity"]
        # A bar on a terminal, a line per set in a log; -v 0 says only the summary.
        progress = Progress(self.stdout if verbosity > 0 else None)
        report = import_mtgjson_paths(paths, stdout=self.stdout if verbosity > 1 else None, progress=progress)
        progress.done()
        for line in report.lines():
            self.stdout.write(line)
        if report.changes:
            # The search index follows (when there is one); see search.index.sync_after_import.
            sync_after_import(stdout=self.stdout, stderr=self.stderr)
        if report.failed:
            raise CommandError("\n".join(report.failed))
