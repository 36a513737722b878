"""What changed between two CR versions, for the diff page, /api/changes and the Atom feed.

Between consecutive versions the labels are the ones stored at import
(RuleParagraph.change); between any two versions they are computed by the
same rule (rules.lineage.change_of), so every view agrees.
"""

from django.db.models import Count

from rules.diff import KINDS, REMOVED, Para, version_diff
from rules.lineage import ADDED, UNCHANGED, label_for
from rules.models import CRVersion, RuleParagraph


def paras(version):
    rows = RuleParagraph.objects.filter(version=version).order_by("position")
    fields = ("number", "text", "title", "examples", "lineage_id")
    return [
        Para(number, text, title, tuple(examples or ()), lineage)
        for number, text, title, examples, lineage in rows.values_list(*fields)
    ]


def compare(old_version, new_version):
    """rules.diff.VersionDiff of two versions, older first."""
    return version_diff(paras(old_version), paras(new_version))


def change_entry(change):
    """One change as /api/changes lists it."""
    shown = change.new or change.old
    if change.kind == ADDED:
        ops = [("insert", change.new.body)]
    elif change.kind == REMOVED:
        ops = [("delete", change.old.body)]
    else:
        ops = change.words()
    return {
        "kind": change.kind,
        "old_number": change.old.number if change.old else None,
        "new_number": change.new.number if change.new else None,
        "title": label_for(shown),
        "diff": [{"op": op, "text": text} for op, text in ops],
    }


def changes_payload(old_version, new_version):
    """The JSON of GET /api/changes/<old>/<new>: counts by kind and every change but the unchanged ones."""
    result = compare(old_version, new_version)
    return {
        "from": old_version.effective_date.isoformat(),
        "to": new_version.effective_date.isoformat(),
        "counts": result.counts,
        "changes": [change_entry(change) for change in result.listed()],
    }


def version_history():
    """Every version with its predecessor and the counts of its changes against it, newest first.

    Read from the stored labels (one aggregate query): a removed rule is a
    paragraph of the predecessor that no paragraph of the version continues.
    """
    versions = list(CRVersion.objects.order_by("effective_date"))
    by_version = {}
    rows = RuleParagraph.objects.values("version_id", "change").annotate(n=Count("id")).order_by()
    for row in rows:
        by_version.setdefault(row["version_id"], {})[row["change"]] = row["n"]
    history = []
    previous = None
    for version in versions:
        stored = by_version.get(version.pk, {})
        counts = {kind: stored.get(kind, 0) for kind in KINDS}
        if previous is None:
            counts[REMOVED] = 0
        else:
            continued = sum(stored.values()) - stored.get(ADDED, 0)
            counts[REMOVED] = sum(by_version.get(previous.pk, {}).values()) - continued
        history.append({"version": version, "previous": previous, "counts": counts})
        previous = version
    history.reverse()
    return history


def summary(counts):
    """ "19 added, 12 edited, 3 renumbered" (the kinds that happened; unchanged left out)."""
    parts = [f"{counts[kind]} {kind.replace('_', ' and ')}" for kind in KINDS if kind != UNCHANGED and counts.get(kind)]
    return ", ".join(parts) or "no rule changed"
