"""Write parsed CR versions into the database and keep the rule lineage whole.

One file is one transaction: a version is stored entirely or not at all.
Versions may arrive in any order; each is linked to its chronological
neighbours (the predecessor's lineages continue into it, and the successor is
re-linked to it), so the lineage is always the chain of consecutive matches.
"""

import json
import logging
import os
from dataclasses import dataclass, field

from django.db import connection, models, transaction
from django.db.models import Count, Max

from dataversion.announce import SYNC, announce
from rules import lineage as matching
from rules.models import CRVersion, GlossaryEntry, RuleLineage, RuleParagraph, RulePart
from rules.parser import SECTION, SUBRULE, parent_number
from rules.parts import parts

BATCH = 500
logger = logging.getLogger(__name__)


@dataclass
class ImportResult:
    path: str
    status: str  # imported / replaced / unchanged / superseded (another file of the same date won) / failed
    version: str = ""  # effective date, YYYY-MM-DD
    paragraphs: int = 0
    glossary: int = 0
    changes: dict = field(default_factory=dict)  # change -> count, against the previous version
    outdated: int = 0  # translations marked outdated by this import
    error: str = ""
    encoding: str = ""  # how the file's bytes were read (rules.parser.decode_cr)
    warnings: list = field(default_factory=list)  # what the parser mended (rules.parser.ParsedCR.warnings)

    @property
    def ok(self):
        return self.status != "failed"

    def describe(self):
        if not self.ok:
            return f"FAILED {self.error}"
        if self.status == "superseded":
            return self.error
        if self.status == "unchanged":
            return f"{self.path}: CR {self.version} already imported with the same checksum, nothing changed"
        counts = ", ".join(f"{k} {v}" for k, v in sorted(self.changes.items()))
        read_as = f" (read as {self.encoding})" if self.encoding else ""
        text = (
            f"{self.path}{read_as}: {self.status} CR {self.version}: {self.paragraphs} paragraphs, "
            f"{self.glossary} glossary entries ({counts})"
        )
        if self.outdated:
            text += f"; {self.outdated} translations now outdated"
        for warning in self.warnings:
            text += f"\n  note: {warning}"
        return text


@dataclass
class _Row:
    """A stored paragraph, light enough to match thousands of them."""

    id: int
    number: str
    kind: str
    title: str
    text: str
    lineage_id: int | None
    change: str
    examples: list

    @property
    def parent(self):
        return parent_number(self.number, self.kind)


def store_version(parsed, *, path="", steps):
    """Store one parsed version (rules.parser.ParsedCR) in one transaction.

    What hangs off the rules but lives elsewhere follows in the same transaction, through `steps`:
    steps.lineages_moved({old lineage id: new lineage id}) when lineages lost their paragraphs to others (before
    the emptied ones are dropped), then steps.version_stored(version), which answers how many translations it
    marked outdated.
    """
    path = path or parsed.source_name
    with transaction.atomic():
        existing = CRVersion.objects.filter(effective_date=parsed.effective_date).first()
        if existing and existing.checksum == parsed.checksum:
            return ImportResult(
                path=path, status="unchanged", version=existing.effective_date.isoformat(), encoding=parsed.encoding
            )
        announce(SYNC)  # cached pages built from the old rules are never served again
        replaced = _rows(existing) if existing else []
        if existing:
            _delete_version(existing)
        version = CRVersion.objects.create(
            effective_date=parsed.effective_date,
            source_name=os.path.basename(path) or path,
            checksum=parsed.checksum,
        )
        touched = {row.lineage_id for row in replaced if row.lineage_id}
        new_changes, lineage_ids, neighbours = _link_to_neighbours(version, parsed.paragraphs, replaced, touched, steps)
        ids = _create_paragraphs(version, parsed.paragraphs, new_changes, lineage_ids)
        _store_parts(parsed.paragraphs, [ids[p.number] for p in parsed.paragraphs], lineage_ids, neighbours)
        glossary = _create_glossary(version, parsed.glossary)
        touched |= set(lineage_ids)
        # The newest version (the usual case, importing in order): its own paragraphs are their lineages'
        # newest, so their labels need no query.
        known = (
            {}
            if neighbours[1]
            else {lid: _Label(p.title, p.text) for lid, p in zip(lineage_ids, parsed.paragraphs, strict=True)}
        )
        _refresh_labels(touched, known)
        _drop_empty_lineages(touched - set(lineage_ids))  # those of this version's paragraphs are not empty
        outdated = steps.version_stored(version)
    counts = {}
    for change in new_changes:
        counts[change] = counts.get(change, 0) + 1
    return ImportResult(
        path=path,
        status="replaced" if existing else "imported",
        version=parsed.effective_date.isoformat(),
        paragraphs=len(parsed.paragraphs),
        glossary=glossary,
        changes=counts,
        outdated=outdated,
        encoding=parsed.encoding,
        warnings=list(parsed.warnings),
    )


def _rows(version):
    """The stored paragraphs of a version, in file order, read in one plain query: an import reads its neighbours'
    (a few thousand rows each time), and the ORM's row conversion cost more than the query."""
    if version is None:
        return []
    meta, quote = RuleParagraph._meta, connection.ops.quote_name
    names = ("id", "number", "kind", "title", "text", "lineage", "change", "examples")
    columns = ", ".join(quote(meta.get_field(name).column) for name in names)
    with connection.cursor() as cursor:
        cursor.execute(
            f"SELECT {columns} FROM {quote(meta.db_table)} WHERE {quote(meta.get_field('version').column)} = %s "
            f"ORDER BY {quote(meta.get_field('position').column)}",
            [version.pk],
        )
        return [_Row(*values[:7], _json_list(values[7])) for values in cursor.fetchall()]


def _json_list(value):
    """A JSON list column as read by the driver: text on SQLite, already a list on PostgreSQL."""
    if isinstance(value, str):
        return [] if value == "[]" else json.loads(value)
    return value or []


def _delete_version(version):
    # Children point to parents in the same version; detaching them first lets
    # the delete run as plain bulk deletes instead of a cascade walk.
    RuleParagraph.objects.filter(version=version).update(parent=None)
    RuleParagraph.objects.filter(version=version).delete()
    version.delete()


def _link_to_neighbours(version, paragraphs, replaced, touched, steps):
    """Choose each new paragraph's lineage and change; re-link the next version to this one.

    Returns (changes, lineage ids), both parallel to paragraphs.
    """
    before = CRVersion.objects.filter(effective_date__lt=version.effective_date).order_by("-effective_date").first()
    after = CRVersion.objects.filter(effective_date__gt=version.effective_date).order_by("effective_date").first()
    old = _rows(before)
    nxt = _rows(after)
    forward = matching.match_versions(old, paragraphs) if old else {}
    backward_new = matching.match_versions(paragraphs, nxt) if nxt else {}  # index in nxt -> index in paragraphs
    backward = {p: s for s, p in backward_new.items()}  # index in paragraphs -> index in nxt
    previous_lineages = {row.lineage_id for row in old}
    from_replaced = matching.match_versions(replaced, paragraphs) if replaced else {}

    lineage_ids = [None] * len(paragraphs)
    used = set()
    for n in range(len(paragraphs)):
        candidates = []
        if n in forward:
            candidates.append(old[forward[n]].lineage_id)
        # A lineage that starts in the next version (or in the version being
        # replaced) and continues this paragraph is reused, so translations
        # attached to it stay where they are.
        if n in backward:
            candidates.append(nxt[backward[n]].lineage_id)
        if n in from_replaced:
            candidates.append(replaced[from_replaced[n]].lineage_id)
        for index, candidate in enumerate(candidates):
            if candidate is None or candidate in used:
                continue
            if (index > 0 or n not in forward) and candidate in previous_lineages:
                continue  # belongs to another paragraph's chain from the previous version
            lineage_ids[n] = candidate
            used.add(candidate)
            break
    fresh = [n for n, lineage_id in enumerate(lineage_ids) if lineage_id is None]
    created = _insert(RuleLineage, ["label"], [(matching.label_for(paragraphs[n]),) for n in fresh])
    for n, lineage_id in zip(fresh, created, strict=True):
        lineage_ids[n] = lineage_id

    # Labels follow the lineage finally chosen, so the database, the history and the diff agree.
    changes = matching.changes(old, paragraphs, _pairs_by_lineage([row.lineage_id for row in old], lineage_ids))
    nxt_lineages = []
    if after is not None:
        nxt_lineages = _relink_next(
            after, nxt, paragraphs, backward_new, lineage_ids, previous_lineages, touched, steps
        )
    return changes, lineage_ids, (old, nxt, nxt_lineages)


def _store_parts(paragraphs, ids, lineage_ids, neighbours):
    """The parts (rules.models.RulePart) from the previous version into this one and from this one into the next."""
    old, nxt, nxt_lineages = neighbours
    if nxt:
        RulePart.objects.filter(target_id__in=[row.id for row in nxt]).delete()  # the next's predecessor changed
    links = []
    if old:
        pairs = _pairs_by_lineage([row.lineage_id for row in old], lineage_ids)
        links += [(old[o].id, ids[n]) for o, n in parts(old, paragraphs, pairs)]
    if nxt:
        pairs = _pairs_by_lineage(lineage_ids, nxt_lineages)
        links += [(ids[o], nxt[n].id) for o, n in parts(paragraphs, nxt, pairs)]
    _insert(RulePart, ["source", "target"], links, returning=False)


def _pairs_by_lineage(old_lineages, new_lineages):
    """{index in new: index in old} of the paragraphs of two versions that share a lineage."""
    old_by_lineage = {lid: o for o, lid in enumerate(old_lineages) if lid is not None}
    return {n: old_by_lineage[lid] for n, lid in enumerate(new_lineages) if lid in old_by_lineage}


def _relink_next(after, nxt, paragraphs, backward_new, lineage_ids, previous_lineages, touched, steps):
    """Make the next version continue the lineages of the version just stored."""
    remap = {}  # lineage id in versions >= after -> lineage id it becomes
    used_here = set(lineage_ids)
    need_fresh = []
    for s, row in enumerate(nxt):
        if s in backward_new:
            target = lineage_ids[backward_new[s]]
        elif row.lineage_id in previous_lineages or row.lineage_id in used_here:
            need_fresh.append(s)  # its old chain now ends before this version, or this version took it
            continue
        else:
            target = row.lineage_id
        if target != row.lineage_id:
            remap[row.lineage_id] = target
    created = _insert(RuleLineage, ["label"], [(matching.label_for(nxt[s]),) for s in need_fresh])
    for s, lineage_id in zip(need_fresh, created, strict=True):
        remap[nxt[s].lineage_id] = lineage_id
    touched |= set(remap) | set(remap.values())

    # Lineages are contiguous chains, so every paragraph of a remapped lineage
    # in a later version is part of the same chain and moves with it. All
    # moves are computed before any is written (a lineage may take another's id).
    if remap:
        later = RuleParagraph.objects.filter(
            version__effective_date__gte=after.effective_date, lineage_id__in=list(remap)
        )
        by_target = {}
        for pk, lineage_id in later.values_list("id", "lineage_id"):
            by_target.setdefault(remap[lineage_id], []).append(pk)
        for target, pks in by_target.items():
            for start in range(0, len(pks), BATCH):
                RuleParagraph.objects.filter(id__in=pks[start : start + BATCH]).update(lineage_id=target)
        # What hangs off a lineage left without paragraphs (translations) follows its rule to its new lineage.
        emptied = {
            source: target
            for source, target in remap.items()
            if not RuleParagraph.objects.filter(lineage_id=source).exists()
        }
        if emptied:
            steps.lineages_moved(emptied)

    final = [remap.get(row.lineage_id, row.lineage_id) for row in nxt]
    next_changes = matching.changes(paragraphs, nxt, _pairs_by_lineage(lineage_ids, final))
    changed = [
        RuleParagraph(id=row.id, change=change)
        for row, change in zip(nxt, next_changes, strict=False)
        if row.change != change
    ]
    RuleParagraph.objects.bulk_update(changed, ["change"], batch_size=BATCH)
    return final


def _create_paragraphs(version, paragraphs, changes, lineage_ids):
    ids = {}
    # Parents before children: sections, "702", "702.126", "702.126a".
    levels = [[], [], [], []]
    for position, paragraph in enumerate(paragraphs):
        if paragraph.kind == SECTION:
            level = 0
        elif paragraph.kind == SUBRULE:
            level = 3
        else:
            level = 2 if "." in paragraph.number else 1
        levels[level].append(position)
    fields = ["version", "number", "kind", "parent", "title", "text", "examples", "emphasis", "position"]
    fields += ["lineage", "change"]
    for level in levels:
        rows = [
            (
                version.pk,
                paragraphs[p].number,
                paragraphs[p].kind,
                ids.get(paragraphs[p].parent),
                paragraphs[p].title[:200],
                paragraphs[p].text,
                paragraphs[p].examples,
                paragraphs[p].emphasis,
                p,
                lineage_ids[p],
                changes[p],
            )
            for p in level
        ]
        for p, pk in zip(level, _insert(RuleParagraph, fields, rows), strict=True):
            ids[paragraphs[p].number] = pk
    return ids


def _insert(model, names, rows, *, returning=True):
    """Insert rows (tuples of the values of the fields `names`) in a few statements; the new ids in order.

    What bulk_create does, without compiling every value of every row through the ORM: that was a third of the
    CPU of an import of the 106 files (rules.md, "Speed"). Values are the database's already, but for JSON fields.
    """
    meta = model._meta
    fields = [meta.get_field(name) for name in names]
    quote = connection.ops.quote_name
    # (index, field, the empty list as the database takes it): most paragraphs have no examples and no emphasis.
    json_fields = [
        (i, f, f.get_db_prep_save([], connection)) for i, f in enumerate(fields) if isinstance(f, models.JSONField)
    ]
    start = f"INSERT INTO {quote(meta.db_table)} ({', '.join(quote(f.column) for f in fields)}) VALUES "
    one = "(" + ", ".join(["%s"] * len(fields)) + ")"
    end = f" RETURNING {quote(meta.pk.column)}" if returning else ""
    ids = []
    with connection.cursor() as cursor:
        for first in range(0, len(rows), BATCH):
            chunk = rows[first : first + BATCH]
            params = []
            for row in chunk:
                if json_fields:
                    row = list(row)
                    for i, f, empty in json_fields:
                        row[i] = f.get_db_prep_save(row[i], connection) if row[i] else empty
                params.extend(row)
            cursor.execute(start + ", ".join([one] * len(chunk)) + end, params)
            if returning:
                ids.extend(row[0] for row in cursor.fetchall())
    return ids


def _create_glossary(version, items):
    merged = {}
    emphasis = {}
    for item in items:
        # A term printed twice keeps both texts rather than failing the whole version.
        merged[item.term] = f"{merged[item.term]}\n{item.text}" if item.term in merged else item.text
        emphasis.setdefault(item.term, []).extend(p for p in item.emphasis if p not in emphasis.get(item.term, ()))
    _insert(
        GlossaryEntry,
        ["version", "term", "text", "emphasis", "position"],
        [(version.pk, term[:200], text, emphasis[term], i) for i, (term, text) in enumerate(merged.items())],
        returning=False,
    )
    return len(merged)


@dataclass
class _Label:
    """What a lineage's label is made from: its newest paragraph's title and text."""

    title: str
    text: str


def _newest_paragraphs(lineage_ids):
    """{lineage id: the title and text of its paragraph in the newest version it appears in}."""
    ids = list(lineage_ids)
    by_date = {}
    for start in range(0, len(ids), BATCH):
        rows = (
            RuleParagraph.objects.filter(lineage_id__in=ids[start : start + BATCH])
            .values("lineage_id")
            .annotate(newest=Max("version__effective_date"))
        )
        for row in rows:
            by_date.setdefault(row["newest"], []).append(row["lineage_id"])
    # Few distinct dates: one query per date instead of reading every version of every lineage.
    newest = {}
    for date, lineages in by_date.items():
        for start in range(0, len(lineages), BATCH):
            rows = RuleParagraph.objects.filter(
                version__effective_date=date, lineage_id__in=lineages[start : start + BATCH]
            )
            for lineage_id, title, text in rows.values_list("lineage_id", "title", "text"):
                newest[lineage_id] = _Label(title, text)
    return newest


def _refresh_labels(lineage_ids, known=None):
    """Set each lineage's label from its newest paragraph; known: {lineage id: _Label} already known newest."""
    known = known or {}
    newest = {**_newest_paragraphs(set(lineage_ids) - set(known)), **known}
    stale = []
    for lineage_id, old_label in RuleLineage.objects.filter(id__in=list(newest)).values_list("id", "label"):
        label = matching.label_for(newest[lineage_id])
        if old_label != label:
            stale.append((label, lineage_id))
    if stale:  # one prepared UPDATE run for each: bulk_update's CASE over 500 ids cost more than the matching
        table, quote = RuleLineage._meta.db_table, connection.ops.quote_name
        with connection.cursor() as cursor:
            cursor.executemany(f"UPDATE {quote(table)} SET {quote('label')} = %s WHERE {quote('id')} = %s", stale)


def _drop_empty_lineages(lineage_ids):
    ids = list(lineage_ids)
    for start in range(0, len(ids), BATCH):
        RuleLineage.objects.filter(id__in=ids[start : start + BATCH]).annotate(
            n_paragraphs=Count("paragraphs", distinct=True), n_translations=Count("translations", distinct=True)
        ).filter(n_paragraphs=0, n_translations=0).delete()
