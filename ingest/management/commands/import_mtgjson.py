from django.core.management.base import BaseCommand

from ingest.importers.mtgjson import import_mtgjson_paths
from ingest.management.importing import run_import


class Command(BaseCommand):
    help = (
        "Import MTGJSON files or folders: v3 set files, *.fr.json printed texts, v5 AllPrintings.json "
        "(also .gz, .xz, .bz2; read as a stream). Idempotent; each file all-or-nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument("paths", nargs="+", help="MTGJSON files or folders of them")

    def handle(self, *args, paths, **options):
        run_import(self, import_mtgjson_paths, paths, options["verbosity"])
