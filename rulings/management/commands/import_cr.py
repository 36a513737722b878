from django.core.management.base import BaseCommand, CommandError

from rulings.importers.cr_store import import_cr_files


class Command(BaseCommand):
    help = (
        "Import Comprehensive Rules text files (corpus or official form). Each file is one version, "
        "identified by its effective date; re-importing the same file changes nothing. "
        "Each file is imported whole or not at all, and the others still import when one fails."
    )

    def add_arguments(self, parser):
        parser.add_argument("files", nargs="+", metavar="FILE")

    def handle(self, *args, **options):
        results = import_cr_files(options["files"])
        for result in results:
            if result.ok and options["verbosity"] > 0:
                self.stdout.write(result.describe())
        failed = [result for result in results if not result.ok]
        for result in failed:
            self.stderr.write(result.error)
        if failed:
            imported = len(results) - len(failed)
            raise CommandError(f"{len(failed)} of {len(results)} files failed ({imported} imported): " + ", ".join(r.path for r in failed))
