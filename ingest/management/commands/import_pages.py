from django.core.management.base import BaseCommand

from ingest.importers.scraped_pages import import_page_files
from ingest.management.importing import run_import


class Command(BaseCommand):
    help = (
        "Import scraped ruling pages (French/German dates, stripped symbols, French translations). "
        "Idempotent; each page all-or-nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="+", help="scraped page text files")

    def handle(self, *args, files, **options):
        run_import(self, import_page_files, files, options["verbosity"])
