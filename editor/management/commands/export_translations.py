from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError

from editor.exchange import EXPORT_FORMATS, FILE_FORMATS, ExchangeError, ExportRequest, export_file
from translations.models import Translation


class Command(BaseCommand):
    help = "Export translations as PO, XLIFF 1.2 or TMX 1.4 (standard output unless --output). " + " ".join(
        f"{f.label}: {f.tools}" for f in FILE_FORMATS.values()
    )

    def add_arguments(self, parser):
        parser.add_argument("--format", choices=EXPORT_FORMATS, default="po")
        parser.add_argument("--output", "-o", help="file to write")
        parser.add_argument("--language", default="fr")
        parser.add_argument("--status", choices=Translation.Status.values, help="only translations in this state")
        parser.add_argument(
            "--include-untranslated",
            action="store_true",
            help="also the rulings and today's rules with no translation yet, as empty entries to fill in",
        )
        parser.add_argument("--user", help="the account exporting: a PO file names it as Last-Translator")

    def handle(self, *args, format, output, language, status, include_untranslated, user, **options):
        account = None
        if user:
            account = get_user_model().objects.filter(username=user).first()
            if account is None:
                raise CommandError(f"No user {user!r}.")
        choice = ExportRequest(
            format=format, language=language, status=status or "", include_untranslated=include_untranslated
        )
        try:
            exported = export_file(choice, user=account)
        except ExchangeError as exc:
            raise CommandError(str(exc)) from exc
        if not output:
            self.stdout.write(exported.body, ending="")
            return
        try:
            with open(output, "w", encoding="utf-8") as fh:
                fh.write(exported.body)
        except OSError as exc:
            raise CommandError(f"Cannot write {output}: {exc.strerror}") from exc
        with_new = " and the texts not started" if choice.include_untranslated and format != "tmx" else ""
        self.stderr.write(f"Wrote {exported.translations} translation(s){with_new} to {output}.")
