from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from editor.exchange import IMPORT_FORMATS, detect_format, import_translations
from editor.roles import is_editor


class Command(BaseCommand):
    help = (
        "Import a PO or XLIFF 1.2 file of translations, as exported or as a tool (Weblate, Poedit, a CAT tool, "
        "translate-toolkit) saved it. Every entry is validated first; nothing is written if any is bad."
    )

    def add_arguments(self, parser):
        parser.add_argument("path")
        parser.add_argument("--format", choices=IMPORT_FORMATS, help="default: from the file name")
        parser.add_argument(
            "--user",
            help="the editor or reviewer account the changes are recorded under (required; approving needs a reviewer)",
        )
        parser.add_argument("--dry-run", action="store_true", help="validate only")

    def handle(self, *args, path, format, user, dry_run, **options):
        if not user:
            raise CommandError("Name the editor or reviewer making the import: --user <username>.")
        account = get_user_model().objects.filter(username=user).first()
        if account is None:
            raise CommandError(f"No user {user!r}.")
        if not is_editor(account):
            raise CommandError(f"{user!r} is neither an editor nor a reviewer: only they can import translations.")
        try:
            with open(path, encoding="utf-8-sig") as fh:
                content = fh.read()
        except (OSError, UnicodeDecodeError) as exc:
            raise CommandError(f"Cannot read {path}: {exc}") from exc
        report = import_translations(content, fmt=format or detect_format(path, content), user=account, dry_run=dry_run)
        if not report.ok:
            lines = [f"  {ref}: {problem}" for ref, problem in report.problems]
            raise CommandError(
                f"Nothing imported: {len(report.problems)} bad entr{'y' if len(report.problems) == 1 else 'ies'}:\n"
                + "\n".join(lines)
            )
        verb = "Would change" if dry_run else "Changed"
        self.stdout.write(f"{verb} {len(report.applied)} translation(s); {report.unchanged} unchanged.")
