import datetime

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from dataversion.changelog import prune


class Command(BaseCommand):
    help = (
        "Delete the change log's rows older than --days (14 by default), never the newest. A node down for longer "
        "compares its whole search index with the database when it comes back, so it misses nothing. Run daily."
    )

    def add_arguments(self, parser):
        parser.add_argument("--days", type=float, default=14, help="Keep the rows of the last DAYS days (14).")

    def handle(self, *args, days, **options):
        if days < 1:
            raise CommandError("--days must be at least 1: the nodes' followers read the newest rows.")
        deleted = prune(before=timezone.now() - datetime.timedelta(days=days))
        self.stdout.write(f"change log: {deleted} rows older than {days:g} days deleted")
