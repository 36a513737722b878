from django.core.management.base import BaseCommand, CommandError

from predicates.links import check_predicates


class Command(BaseCommand):
    help = "Run every rule predicate's cases and print, per ruling, pass or fail; exits non-zero on any failure."

    def add_arguments(self, parser):
        parser.add_argument("names", nargs="*", help="only these predicates (default: all)")
        parser.add_argument("--cases", action="store_true", help="list every case, not only the failed ones")
        parser.add_argument("--no-links", action="store_true", help="don't read the database for rules and rulings")

    def handle(self, *args, **options):
        try:
            failed = check_predicates(
                options["names"],
                write=self.stdout.write,
                verbose=options["cases"],
                with_links=not options["no_links"],
            )
        except ValueError as exc:
            raise CommandError(str(exc)) from exc
        if failed:
            raise CommandError(f"{failed} predicate case(s) failed")
