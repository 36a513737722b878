from django.core.management.base import BaseCommand, CommandError

from ingest.fetch import rules
from ingest.management.options import add_download_options
from search.index import sync_after_import


class Command(BaseCommand):
    help = (
        "Fetch the Comprehensive Rules TXT linked from WotC's rules page, keep it under var/cr with WotC's name "
        "and import it when it is new. Asks the server 'changed since?' first; a failure changes nothing and "
        "exits non-zero. Meant to run unattended, e.g. daily (see docs/fetching.md)."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--page-url", default=rules.DEFAULT_PAGE_URL, help="the page linking the TXT (default: %(default)s)"
        )
        add_download_options(parser, rules, dest_help="folder the file is kept in (default: BASE_DIR/var/cr)")

    def handle(self, *args, **options):
        try:
            result = rules.fetch_rules(
                options["page_url"],
                dest=options["dest"],
                timeout=options["timeout"],
                retries=options["retries"],
                backoff=options["backoff"],
                max_bytes=options["max_bytes"],
            )
        except rules.FetchError as exc:
            raise CommandError(f"fetch_rules failed, nothing changed: {exc}") from exc
        verbose = options["verbosity"] > 0
        if verbose:
            self.stdout.write(result.describe())
        if result.status == rules.IMPORTED:
            # The search index follows (when there is one), as after import_cr.
            sync_after_import(stdout=self.stdout if verbose else None, stderr=self.stderr)
