from django.core.management.base import BaseCommand, CommandError

from ingest.sample import SampleError, load_sample


class Command(BaseCommand):
    help = (
        "Load the sample data of fixtures/ (seed cards, rulings, CR excerpts, today's whole CR, translations) and "
        "build the search index."
    )

    def add_arguments(self, parser):
        parser.add_argument(
            "--excerpts-only", action="store_true", help="only the CR excerpts, not today's whole CR (as the tests)"
        )

    def handle(self, *args, **options):
        try:
            counts = load_sample(build_index=True, stdout=self.stdout, todays_cr=not options["excerpts_only"])
        except SampleError as exc:
            raise CommandError(str(exc)) from None
        for name, count in counts.items():
            self.stdout.write(f"{name}: {count}")
