"""What changed between two CR versions, for the diff page, /api/changes and the Atom feed.

Between consecutive versions the labels are the ones stored at import
(RuleParagraph.change); between any two versions they are computed by the
same rule (rules.lineage.change_of), so every view agrees.
"""

from django.db.models import Count

from rules.diff import KINDS, MERGED, REMOVED, SPLIT, Para, version_diff
from rules.lineage import ADDED, UNCHANGED, label_for
from rules.models import CRVersion, RuleParagraph, RulePart


def paras(version):
    rows = RuleParagraph.objects.filter(version=version).order_by("position")
    fields = ("number", "text", "title", "examples", "lineage_id")
    return [
        Para(number, text, title, tuple(examples or ()), lineage)
        for number, text, title, examples, lineage in rows.values_list(*fields)
    ]


def parts_between(old_version, new_version):
    """(source lineage, target lineage) of every RulePart from a version on or after old_version into one on
    or before new_version: the splits and merges a comparison of the two shows.

    Plain queries by key, not one join of five tables: PostgreSQL planned that join over an archive just imported
    (no statistics yet) as nested scans of the paragraphs, and one comparison ran for over 20 minutes."""
    rows = list(RulePart.objects.values_list("source_id", "target_id"))
    if not rows:
        return []
    dates = dict(CRVersion.objects.values_list("id", "effective_date"))
    ids = sorted({i for row in rows for i in row})
    paragraphs = {}
    for start in range(0, len(ids), PARAGRAPHS_AT_ONCE):
        chunk = ids[start : start + PARAGRAPHS_AT_ONCE]
        for pk, version_id, lineage_id in RuleParagraph.objects.filter(id__in=chunk).values_list(
            "id", "version_id", "lineage_id"
        ):
            paragraphs[pk] = (dates[version_id], lineage_id)
    return [
        (paragraphs[source][1], paragraphs[target][1])
        for source, target in rows
        if paragraphs[source][0] >= old_version.effective_date and paragraphs[target][0] <= new_version.effective_date
    ]


PARAGRAPHS_AT_ONCE = 900  # under SQLite's oldest limit of 999 parameters a query


def compare(old_version, new_version):
    """rules.diff.VersionDiff of two versions, older first."""
    return version_diff(paras(old_version), paras(new_version), parts_between(old_version, new_version))


def change_entry(change):
    """One change as /api/changes lists it."""
    shown = change.new or change.old
    if change.kind == ADDED:
        ops = [("insert", change.new.body)]
    elif change.kind in (SPLIT, MERGED):
        ops = [("delete", change.old.body), *(("insert", part.body) for part in change.into)]
    elif change.kind == REMOVED:
        ops = [("delete", change.old.body)]
    else:
        ops = change.words()
    entry = {
        "kind": change.kind,
        "old_number": change.old.number if change.old else None,
        "new_number": change.new.number if change.new else None,
        "title": label_for(shown),
        "diff": [{"op": op, "text": text} for op, text in ops],
    }
    if change.into:
        # split / merged: where its words are now (a split rule that goes on lists its continuation first).
        entry["new_numbers"] = [part.number for part in change.into]
    if change.renamed_from:
        entry["renamed_from"] = change.renamed_from
    return entry


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

    Read from the stored labels (one aggregate query) and the stored parts: a removed rule is a paragraph of
    the predecessor that no paragraph of the version continues and that left no words in it; a rule that did
    is split (several paragraphs, or one beside its own continuation) or merged (one).
    """
    versions = list(CRVersion.objects.order_by("effective_date"))
    by_version = {}
    rows = RuleParagraph.objects.values("version_id", "change").annotate(n=Count("id")).order_by()
    for row in rows:
        by_version.setdefault(row["version_id"], {})[row["change"]] = row["n"]
    splits = _split_counts()
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
            found = splits.get(version.pk, {})
            for kind in (SPLIT, MERGED):
                counts[kind] = found.get(kind, 0)
            counts[REMOVED] -= found.get("ended", 0)
            counts[ADDED] -= found.get("only_parts", 0)
        history.append({"version": version, "previous": previous, "counts": counts})
        previous = version
    history.reverse()
    return history


def _split_counts():
    """{target version id: {split, merged, ended (sources whose lineage ends), only_parts (added paragraphs made
    of parts)}} from the stored parts."""
    rows = list(
        RulePart.objects.values_list(
            "source_id", "source__lineage_id", "target_id", "target__version_id", "target__lineage_id", "target__change"
        )
    )
    if not rows:
        return {}
    going_on = set(
        RuleParagraph.objects.filter(
            version_id__in={row[3] for row in rows}, lineage_id__in={row[1] for row in rows}
        ).values_list("version_id", "lineage_id")
    )
    targets = {}
    added_parts = {}
    for source, source_lineage, target, version_id, target_lineage, change in rows:
        if target_lineage == source_lineage:
            continue
        targets.setdefault((version_id, source, source_lineage), set()).add(target)
        if change == ADDED:
            added_parts.setdefault(version_id, set()).add(target)
    counts = {}
    for (version_id, _, source_lineage), found in targets.items():
        per = counts.setdefault(version_id, {})
        goes_on = (version_id, source_lineage) in going_on
        kind = SPLIT if goes_on or len(found) > 1 else MERGED
        per[kind] = per.get(kind, 0) + 1
        if not goes_on:
            per["ended"] = per.get("ended", 0) + 1
    for version_id, found in added_parts.items():
        counts.setdefault(version_id, {})["only_parts"] = len(found)
    return counts


def summary(counts):
    """ "19 added, 12 edited, 3 renumbered" (the kinds that happened; unchanged left out)."""
    parts = [f"{counts[kind]} {kind.replace('_', ' and ')}" for kind in KINDS if kind != UNCHANGED and counts.get(kind)]
    return ", ".join(parts) or "no rule changed"
