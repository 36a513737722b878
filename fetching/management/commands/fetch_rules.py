import argparse
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from fetching import rules
from search.index import sync_after_import


def _positive(kind):
    def parse(value):
        number = kind(value)
        if number <= 0:
            raise argparse.ArgumentTypeError(f"must be more than 0, not {value}")
        return number

    return parse


def _not_negative(kind):
    def parse(value):
        number = kind(value)
        if number < 0:
            raise argparse.ArgumentTypeError(f"must be 0 or more, not {value}")
        return number

    return parse


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
        parser.add_argument(
            "--dest", type=Path, default=None, help="folder the file is kept in (default: BASE_DIR/var/cr)"
        )
        parser.add_argument(
            "--timeout", type=_positive(float), default=rules.DEFAULT_TIMEOUT, help="seconds (default: %(default)s)"
        )
        parser.add_argument(
            "--retries",
            type=_not_negative(int),
            default=rules.DEFAULT_RETRIES,
            help="after a connection error or 5xx (default: %(default)s)",
        )
        parser.add_argument(
            "--backoff",
            type=_not_negative(float),
            default=rules.DEFAULT_BACKOFF,
            help="retry wait base in seconds: waits 0, 2, 4, ... times it (default: %(default)s)",
        )
        parser.add_argument(
            "--max-bytes",
            type=_positive(int),
            default=rules.DEFAULT_MAX_BYTES,
            help="larger files are refused (default: %(default)s)",
        )

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
