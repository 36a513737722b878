from django.core.management.base import BaseCommand

from ingest.importers.scryfall import import_scryfall_paths
from ingest.management.importing import run_import


class Command(BaseCommand):
    help = (
        "Import Scryfall bulk files or folders of them, plain or gzip: card files (oracle-cards, default-cards, "
        "all-cards: printed names and texts of other languages) and the rulings file. Read as a stream; "
        "idempotent; each file all-or-nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", help="Scryfall bulk files (.json or .json.gz) or folders of them")

    def handle(self, *args, paths, **options):
        run_import(self, import_scryfall_paths, paths, options["verbosity"])
