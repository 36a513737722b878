from django.core.management.base import BaseCommand, CommandError

from rulings.importers.scryfall import import_scryfall_paths
from rulings.importers.streams import Progress
from search.index import sync_after_import


class Command(BaseCommand):
    help = (
        "Import Scryfall bulk files or folders of them, plain or gzip: card files (oracle-cards, default-cards, "
        "all-cards: printed names and texts of other languages) and the rulings file. Read as a stream; "
        "idempotent; each file all-or-nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", help="Scryfall bulk files (.json or .json.gz) or folders of them")

    def handle(self, *args, paths, **options):
        verbosity = options["verbosity"]
        progress = Progress(self.stdout if verbosity > 0 else None)
        report = import_scryfall_paths(paths, stdout=self.stdout if verbosity > 1 else None, progress=progress)
        progress.done()
        for line in report.lines():
            self.stdout.write(line)
        if report.changes:
            sync_after_import(stdout=self.stdout, stderr=self.stderr)
        if report.failed:
            raise CommandError("\n".join(report.failed))
