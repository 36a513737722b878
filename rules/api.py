"""Read-only JSON about the Comprehensive Rules: GET /api/changes/<old>/<new> (GET /api/rules/<number>, with
translations and predicates, is pages.rule_api)."""

from django.views.decorators.http import require_GET

from dataversion.pages import shows
from rules import changes
from rules import selectors as rules
from rulings_site.http import json_error, json_ok


def _version_on(text, versions):
    """(version, error response): the version in force on a date written YYYY-MM-DD."""
    try:
        date = rules.parse_version(text)
    except ValueError as exc:
        return None, json_error(str(exc), status=400)
    version = rules.version_in_effect(date)
    if version is None:
        return None, json_error(
            f"no Comprehensive Rules version was in force on {text} (the oldest imported took effect on {versions[0]})",
            status=404,
        )
    return version, None


@shows()
@require_GET
def changes_between(request, old, new):
    """What changed from the version in force on `old` to the one in force on `new` (any dates, either order)."""
    versions = [date.isoformat() for date in rules.version_dates()]
    if not versions:
        return json_error("no Comprehensive Rules have been imported yet", status=404)
    old_version, error = _version_on(old, versions)
    if error:
        return error
    new_version, error = _version_on(new, versions)
    if error:
        return error
    first, second = sorted([old_version, new_version], key=lambda v: v.effective_date)
    return json_ok(changes.changes_payload(first, second))
