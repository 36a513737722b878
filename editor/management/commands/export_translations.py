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

    def handle(self, *args, format, output, language, status, **options):
        qs = Translation.objects.filter(language=language)
        if status:
            qs = qs.filter(status=status)
        try:
            body = export(qs, format)
        except ExchangeError as exc:
            raise CommandError(str(exc)) from exc
        if output:
            try:
                with open(output, "w", encoding="utf-8") as fh:
                    fh.write(body)
            except OSError as exc:
                raise CommandError(f"Cannot write {output}: {exc.strerror}") from exc
            self.stderr.write(f"Wrote {qs.count()} translation(s) to {output}.")
        else:
            self.stdout.write(body, ending="")
