from django.core.management.base import BaseCommand

from editor.services import mark_outdated_translations


class Command(BaseCommand):
    help = "Mark outdated every translation whose English changed since it was made (run after imports)."

    def handle(self, *args, **options):
        self.stdout.write(f"{mark_outdated_translations()} translation(s) marked outdated.")
