import getpass
import os

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from editor.accounts import ROLES, create_editor


class Command(BaseCommand):
    help = "Create (or update) an editor or reviewer account. Password from --password, $EDITOR_PASSWORD, or a prompt."

    def add_arguments(self, parser):
        parser.add_argument("username")
        parser.add_argument("--role", choices=ROLES, default="editor")
        parser.add_argument(
            "--password", help="prefer $EDITOR_PASSWORD or the prompt: command lines show up in process lists"
        )

    def handle(self, *args, username, role, password, **options):
        password = password or os.environ.get("EDITOR_PASSWORD")
        if not password:
            if not options.get("interactive", True) or not os.isatty(0):
                raise CommandError(
                    "No password: pass --password, set EDITOR_PASSWORD, or run in a terminal to be asked."
                )
            password = getpass.getpass("Password: ")
            if password != getpass.getpass("Password (again): "):
                raise CommandError("The passwords differ.")
        try:
            user = create_editor(username=username, role=role, password=password)
        except ValidationError as exc:
            raise CommandError("Password refused: " + " ".join(exc.messages)) from exc
        self.stdout.write(f"{user.get_username()} is now a {role}.")
