"""What the import commands of cards and ruling pages share: progress, the report, the search index following,
failures."""

from django.core.management.base import CommandError

from ingest.importers.streams import Progress
from search.index import sync_after_import


def run_import(command, importer, paths, verbosity):
    """Run importer(paths, stdout=..., progress=...) for a command and report as the import commands do."""
    # A bar on a terminal, a line per set in a log; -v 0 says only the summary.
    progress = Progress(command.stdout if verbosity > 0 else None)
    report = importer(paths, stdout=command.stdout if verbosity > 1 else None, progress=progress)
    progress.done()
    for line in report.lines():
        command.stdout.write(line)
    if report.changes:
        # The search index follows (when there is one); see search.index.sync_after_import.
        sync_after_import(stdout=command.stdout, stderr=command.stderr)
    if report.failed:
        raise CommandError("\n".join(report.failed))
