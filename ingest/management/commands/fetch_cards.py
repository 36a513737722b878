from django.core.management.base import BaseCommand, CommandError

from ingest.fetch import cards
from ingest.management.options import add_download_options
from search.index import sync_after_import


class Command(BaseCommand):
    help = (
        "Fetch today's card data (Scryfall's bulk files, MTGJSON's AllPrintings), keep it under var/cards and import "
        "what is new. Downloads resume after an interruption; a failure changes nothing and exits non-zero. Meant "
        "to run unattended beside fetch_rules, e.g. daily (see docs/fetching.md)."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--source",
            action="append",
            choices=cards.SOURCES,
            help="scryfall, mtgjson; repeat for both (default: both)",
        )
        parser.add_argument(
            "--scryfall-types",
            default=",".join(cards.SCRYFALL_TYPES),
            help="bulk file types, comma-separated (default: %(default)s; all_cards adds every language's printings)",
        )
        parser.add_argument("--scryfall-url", default=cards.SCRYFALL_BULK_URL, help="default: %(default)s")
        parser.add_argument("--mtgjson-meta-url", default=cards.MTGJSON_META_URL, help="default: %(default)s")
        parser.add_argument("--mtgjson-url", default=cards.MTGJSON_ALL_URL, help="default: %(default)s")
        add_download_options(parser, cards, dest_help="folder the files are kept in (default: BASE_DIR/var/cards)")

    def handle(self, *args, **options):
        types = [t.strip() for t in options["scryfall_types"].split(",") if t.strip()]
        verbose = options["verbosity"] > 0
        try:
            result = cards.fetch_cards(
                tuple(options["source"] or cards.SOURCES),
                scryfall_url=options["scryfall_url"],
                scryfall_types=types,
                mtgjson_meta_url=options["mtgjson_meta_url"],
                mtgjson_url=options["mtgjson_url"],
                dest=options["dest"],
                timeout=options["timeout"],
                retries=options["retries"],
                backoff=options["backoff"],
                max_bytes=options["max_bytes"],
                stdout=self.stdout if options["verbosity"] > 1 else None,
            )
        except cards.FetchError as exc:
            raise CommandError(f"fetch_cards failed, nothing changed: {exc}") from exc
        if verbose:
            for line in result.describe():
                self.stdout.write(line)
        if result.changes:
            sync_after_import(stdout=self.stdout if verbose else None, stderr=self.stderr)
