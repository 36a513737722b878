from django.core.management.base import BaseCommand, CommandError

from rulings.sample import SampleError, load_sample


class Command(BaseCommand):
    help = (
        "Load the sample data of fixtures/ (seed cards, rulings, CR excerpts, translations) and build the search index."
    )

    def handle(self, *args, **options):
        try:
            counts = load_sample(build_index=True, stdout=self.stdout)
        except SampleError as exc:
            raise CommandError(str(exc)) from None
        for name, count in counts.items():
            self.stdout.write(f"{name}: {count}")
