from django.core.management.base import BaseCommand, CommandError

from rulings.importers.mtgjson import import_mtgjson_paths
from search.index import sync_after_import


class Command(BaseCommand):
    help = "Import MTGJSON files or folders: v3 set files, *.fr.json printed texts, v5 AllPrintings.json. Idempotent; each file all-or-nothing."

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", help="MTGJSON files or folders of them")

    def handle(self, *args, paths, **options):
        verbose = options["verbosity"] > 1
        report = import_mtgjson_paths(paths, stdout=self.stdout if verbose else None)
        for line in report.lines():
            self.stdout.write(line)
        if report.changes:
            # The search index follows (when there is one); see search.index.sync_after_import.
            sync_after_import(stdout=self.stdout, stderr=self.stderr)
        if report.failed:
            raise CommandError("\n".join(report.failed))
