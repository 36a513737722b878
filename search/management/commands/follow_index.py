import signal
import threading

from django.core.management.base import BaseCommand, CommandError

from search.follow import FolderLock, catch_up, follow, lag, read_position
from search.indexdir import index_root
from search.spare import read_spare


class Command(BaseCommand):
    help = (
        "Keep this node's search index (SEARCH_INDEX_DIR) following the database's change log: builds the index "
        "when the folder is empty, then applies every change in order, within a second or so. Run it beside the "
        "server, or let the server's own follower thread do it (gunicorn.conf.py); one follower per folder."
    )

    def add_arguments(self, parser):
        parser.add_argument("--once", action="store_true", help="Apply what is there, then stop.")
        parser.add_argument("--status", action="store_true", help="Show the position and how many rows wait.")
        parser.add_argument(
            "--interval", type=float, default=None, help="Seconds between looks at the log (SEARCH_FOLLOW_INTERVAL)."
        )

    def handle(self, *args, once=False, status=False, interval=None, **options):
        out = self.stdout if options["verbosity"] > 0 else None
        if status:
            waiting = lag()
            self.stdout.write(
                f"{index_root()}: position {read_position()}, "
                + (
                    "position unknown (the next step compares the index with the database)"
                    if waiting is None
                    else f"{waiting} rows waiting"
                )
            )
            spare = read_spare()
            self.stdout.write(
                "no spare copy of the index: a damaged build would be rebuilt from the database"
                if spare is None
                else f"spare copy of the index at position {spare['position']} (of {spare['build']})"
            )
            return
        if interval is not None and interval <= 0:
            raise CommandError("--interval must be more than 0.")
        if once:
            lock = FolderLock()
            if not lock.acquire():
                raise CommandError(f"Another process follows {index_root()} (it holds {lock.root / 'follow.lock'}).")
            try:
                for result in catch_up():
                    if out is not None:
                        out.write(f"{result.action}: position {result.position} ({result.seconds:.2f} s)")
            finally:
                lock.release()
            return
        stop = threading.Event()
        for name in ("SIGTERM", "SIGINT"):
            signal.signal(getattr(signal, name), lambda *_: stop.set())
        if out is not None:
            out.write(f"following the change log into {index_root()}")
        follow(interval=interval, stop=stop, out=out)
