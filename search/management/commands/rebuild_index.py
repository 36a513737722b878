from django.core.management.base import BaseCommand, CommandError

from search.build import rebuild_index, remove_abandoned_builds
from search.check import check_index
from search.indexdir import index_status
from search.update import sync_index


class Command(BaseCommand):
    help = "Build the whole search index from the database into a new folder and swap it in atomically."

    def add_arguments(self, parser):
        parser.add_argument(
            "--status",
            action="store_true",
            help="Show what the current index holds, and check that it reads and matches the database.",
        )
        parser.add_argument(
            "--sync",
            action="store_true",
            help="No new folder: write into the current index only the documents that changed in the database "
            "(an index that cannot be read is rebuilt).",
        )
        parser.add_argument(
            "--keep", type=int, default=1, help="How many older builds to leave for readers still on them (default 1)."
        )

    def handle(self, *args, status=False, keep=1, sync=False, **options):
        if status:
            return self.status()
        if keep < 0:
            raise CommandError("--keep must be 0 or more.")
        if sync:
            return self.sync(options["verbosity"])
        try:
            counts = rebuild_index(keep=keep)
        except OSError as exc:
            raise CommandError(f"Cannot write the index: {exc}") from exc
        if options["verbosity"] > 0:
            self.say_abandoned(counts["abandoned"])
            self.stdout.write(
                f"Indexed {counts['main']} documents (today's CR, rulings, cards, translations) and "
                f"{counts['history']} paragraphs of older CR versions in {counts['seconds']} s into {counts['path']}."
            )

    def sync(self, verbosity):
        abandoned = remove_abandoned_builds()
        try:
            outcome = sync_index()
        except OSError as exc:
            raise CommandError(f"Cannot write the index: {exc}") from exc
        if verbosity <= 0:
            return
        self.say_abandoned(abandoned)
        if outcome["rebuilt"]:
            self.stdout.write(f"Search index rebuilt ({outcome['rebuilt']}): {outcome['written']} documents written.")
            return
        history = "; older CR versions rewritten" if outcome["history"] else ""
        self.stdout.write(
            f"Search index synced: {outcome['written']} documents written, {outcome['removed']} removed{history}."
        )

    def status(self):
        info = index_status()
        if info is None:
            raise CommandError("No search index yet: run `python manage.py rebuild_index`.")
        for key, value in info.items():
            self.stdout.write(f"{key}: {value}")
        check = check_index(info["path"])
        for kind, count in check.index.items():
            self.stdout.write(f"documents {kind}: {count} (database: {check.database.get(kind)})")
        if not check.ok:
            raise CommandError(
                "The search index is not right: "
                + "; ".join(check.problems)
                + ". Run `python manage.py rebuild_index --sync` to repair it."
            )
        self.stdout.write("The index reads, and its documents match the database.")

    def say_abandoned(self, names):
        if names:
            self.stdout.write(
                f"Removed {len(names)} unfinished build(s) left by a rebuild that stopped: {', '.join(names)}"
            )
