from django.core.management.base import BaseCommand

from rulings.sample import load_sample


class Command(BaseCommand):
    help = "Load the sample data of fixtures/ (seed cards, rulings, CR excerpts, translations) and build the search index."

    def handle(self, *args, **options):
        counts = load_sample(build_index=True, stdout=self.stdout)
        for name, count in counts.items():
            self.stdout.write(f"{name}: {count}")
