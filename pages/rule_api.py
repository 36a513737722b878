"""GET /api/rules/<number>: one paragraph with its translations and predicates."""

from django.views.decorators.http import require_GET

from dataversion.pages import shows
from predicates.links import predicates_for_rule
from rules import plainwords
from rules import selectors as rules
from rulings_site.http import json_error, json_ok
from translations.models import Translation


@shows("rule_translations")
@require_GET
def rule_detail(request, number):
    versions = [date.isoformat() for date in rules.version_dates()]
    if not versions:
        return json_error("no Comprehensive Rules have been imported yet", status=404)
    version = None
    requested = request.GET.get("version")
    if requested is not None:
        try:
            date = rules.parse_version(requested)
        except ValueError as exc:
            return json_error(str(exc), status=400)
        # Any date picks the version in force on it, as the rule pages do; the answer's
        # `version` says which one that was.
        version = rules.version_in_effect(date)
        if version is None:
            return json_error(
                f"no Comprehensive Rules version was in force on {requested} (the oldest imported is {versions[0]})",
                status=404,
                versions=versions,
            )
    version = version or rules.get_version()

    normalized = rules.normalize_number(number)
    if normalized is None:
        return json_error(f"{number!r} is not a rule number (e.g. 7, 702, 702.126, 702.126a)", status=404)
    paragraph = rules.get_paragraph(normalized, version=version)
    if paragraph is None:
        version_date = version.effective_date.isoformat()
        former = [
            {**entry, "note": rules.former_note(entry)} for entry in rules.former_rules(normalized, version=version)
        ]
        return json_error(
            f"no rule {normalized} in the Comprehensive Rules of {version_date}",
            status=404,
            version=version_date,
            former=former,
        )
    return json_ok(rule_payload(paragraph))


def translations_of(paragraph):
    if paragraph.lineage_id is None:
        return []
    rows = Translation.objects.filter(rule_id=paragraph.lineage_id).order_by("language")
    return [
        {"language": t.language, "text": t.text, "origin": t.origin, "status": t.status, "authoritative": False}
        for t in rows
    ]


def rule_payload(paragraph):
    """The JSON of GET /api/rules/<number> for one paragraph."""
    children = paragraph.children.order_by("position").only("number", "kind", "title", "text")
    former = rules.former_rules(paragraph.number, version=paragraph.version)
    return {
        "number": paragraph.number,
        "kind": paragraph.kind,
        "title": paragraph.title,
        "text": paragraph.full_text,
        "authoritative": True,  # the English; every translation says false
        "version": paragraph.version.effective_date.isoformat(),
        "parent": paragraph.parent.number if paragraph.parent_id else None,
        "examples": list(paragraph.examples),
        "children": [{"number": child.number, "text": child.full_text} for child in children],
        "lineage": rules.lineage_of(paragraph),
        "translations": translations_of(paragraph),
        "former": [{**entry, "note": rules.former_note(entry)} for entry in former],
        "predicates": predicates_for_rule(paragraph),
        # Questions the rule answers in players' words (rules/plainwords): an aid to search, never rules text. The
        # French ones are the project's own French wording (rules/plainwords/fr), not a translation of the English.
        "plain_words": {
            "asks": plainwords.asks_for(paragraph),
            "authoritative": False,
            "fr": {
                "asks": plainwords.asks_for(paragraph, language=plainwords.FRENCH),
                "language": plainwords.FRENCH,
                "authoritative": False,
            },
        },
    }
