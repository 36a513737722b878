from django.core.management.base import BaseCommand, CommandError

from search.index import index_status, rebuild_index, sync_index


class Command(BaseCommand):
    help = "Build the whole search index from the database into a new folder and swap it in atomically."

    def add_arguments(self, parser):
        parser.add_argument("--status", action="store_true", help="Only show what the current index holds.")
        parser.add_argument(
            "--sync",
            action="store_true",
            help="No new folder: write into the current index only the documents that changed in the database.",
        )
        parser.add_argument(
            "--keep", type=int, default=1, help="How many older builds to leave for readers still on them (default 1)."
        )

    def handle(self, *args, status=False, keep=1, sync=False, **options):
        if status:
            info = index_status()
            if info is None:
                raise CommandError("No search index yet: run `python manage.py rebuild_index`.")
            for key, value in info.items():
                self.stdout.write(f"{key}: {value}")
            return
        if keep < 0:
            raise CommandError("--keep must be 0 or more.")
        if sync:
            try:
                outcome = sync_index()
            except OSError as exc:
                raise CommandError(f"Cannot write the index: {exc}") from exc
            if options["verbosity"] > 0:
                history = "; older CR versions rewritten" if outcome["history"] else ""
                self.stdout.write(
                    f"Search index synced: {outcome['written']} documents written, {outcome['removed']} removed{history}."
                )
            return
        try:
            counts = rebuild_index(keep=keep)
        except OSError as exc:
            raise CommandError(f"Cannot write the index: {exc}") from exc
        if options["verbosity"] > 0:
            self.stdout.write(
                f"Indexed {counts['main']} documents (today's CR, rulings, cards, translations) and "
                f"{counts['history']} paragraphs of older CR versions in {counts['seconds']} s into {counts['path']}."
            )
