from django.core.management.base import BaseCommand, CommandError

from rulings.importers.scraped_pages import import_page_files
from search.index import sync_after_import


class Command(BaseCommand):
    help = (
        "Import scraped ruling pages (French/German dates, stripped symbols, French translations). "
        "Idempotent; each page all-or-nothing."
    )

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="+", help="scraped page text files")

    def handle(self, *args, files, **options):
        report = import_page_files(files, stdout=self.stdout if options["verbosity"] > 1 else None)
        for line in report.lines():
            self.stdout.write(line)
        if report.changes:
            # The search index follows (when there is one); see search.index.sync_after_import.
            sync_after_import(stdout=self.stdout, stderr=self.stderr)
        if report.failed:
            raise CommandError("\n".join(report.failed))
