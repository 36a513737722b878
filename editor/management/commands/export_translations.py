from django.core.management.base import BaseCommand, CommandError

from editor.exchange import FORMATS, ExchangeError, export
from rulings.models import Translation


class Command(BaseCommand):
    help = "Export translations as a PO or XLIFF 1.2 file (standard output unless --output)."

    def add_arguments(self, parser):
        parser.add_argument("--format", choices=FORMATS, default="po")
        parser.add_argument("--output", "-o", help="file to write")
        parser.add_argument("--language", default="fr")
        parser.add_argument("--status", choices=Translation.Status.values, help="only translations in this state")
        parser.add_argument(
            "--include-untranslated",
            action="store_true",
            help="also the rulings and today's rules with no translation yet, as empty entries to fill in",
        )

    def handle(self, *args, format, output, language, status, include_untranslated, **options):
        qs = Translation.objects.filter(language=language)
        if status:
            qs = qs.filter(status=status)
        # Texts not started are untranslated: they belong to no other state.
        include_untranslated = include_untranslated and status in (None, "", Translation.Status.UNTRANSLATED)
        try:
            body = export(qs, format, include_untranslated=include_untranslated, language=language)
        except ExchangeError as exc:
            raise CommandError(str(exc)) from exc
        if output:
            try:
                with open(output, "w", encoding="utf-8") as fh:
                    fh.write(body)
            except OSError as exc:
                raise CommandError(f"Cannot write {output}: {exc.strerror}") from exc
            self.stderr.write(
                f"Wrote {qs.count()} translation(s){' and the texts not started' if include_untranslated else ''} to {output}."
            )
        else:
            self.stdout.write(body, ending="")
