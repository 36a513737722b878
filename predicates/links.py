"""Links between the predicates (plain Python) and the database: rules and rulings.

A predicate declares each rule number with the CR version whose numbering it
uses; here it is read in that version only (701.28 is transform in the CR of
2022-04-29, convert in that of 2025-06-06) and followed through lineage to
today's paragraph (702.125a of 2018 is 702.126a today) with the older numbers
alongside. Declared rulings are matched
to Ruling rows by normalized text, so "converted mana cost" matches "mana
value" and a scraped text whose mana symbols were stripped still matches.
"""

import datetime
import re
from functools import cache

from django.db import DatabaseError
from django.urls import reverse

from predicates.engine import catalog, registry
from predicates.engine.declared.cost_cases import NO_RULING
from rules import memo
from rules import selectors as rules
from rules.models import CRVersion, RuleParagraph, rule_url
from rulings.models import Ruling
from rulings.wording import match_key


@cache
def case_results(name):
    """Every case of a predicate, run once per process: the cases are pure and never change at run time."""
    return tuple(registry.run_cases(catalog.get(name)))


def _link(predicate, results):
    cases = [{"title": r.case.title, "passed": r.passed} for r in results]
    passed = sum(r.passed for r in results)
    failed = len(results) - passed
    return {
        "name": predicate.name,
        "title": predicate.title,
        "url": reverse("predicates:detail", args=[predicate.name]),
        "cases_passed": passed,
        "cases_failed": failed,
        # The page templates read these names.
        "passed": passed,
        "failed": failed,
        "cases": cases,
    }


def predicate_link(predicate):
    """{name, title, url, cases_passed, cases_failed, cases} for the whole predicate."""
    return _link(predicate, case_results(predicate.name))


# --- rules ------------------------------------------------------------------------------------


def declared_paragraph(number, cr):
    """(paragraph, why): the paragraph `number` names in the CR of date cr (None or "": today's), else (None, why not).

    Only the declared version's own numbering counts: 701.28 declared for 2022-11-18 is transform, never the
    701.28 of 2025 (convert) nor a 701.50 of another version. When that version isn't imported, another
    version's paragraph is used only if the rule held the number both in the newest imported version before
    it and in the oldest after it: then it held it in between too.
    """
    if not cr:
        version = CRVersion.current()
        paragraph = rules.get_paragraph(number, version=version) if version else None
        return paragraph, None if paragraph else "not in the imported Comprehensive Rules"
    date = datetime.date.fromisoformat(cr)
    before = rules.version_in_effect(date)
    if before is not None and before.effective_date == date:
        paragraph = rules.get_paragraph(number, version=before)
        return paragraph, None if paragraph else f"not in the CR of {cr}"
    after = CRVersion.objects.filter(effective_date__gt=date).order_by("effective_date").first()
    older = rules.get_paragraph(number, version=before) if before else None
    newer = rules.get_paragraph(number, version=after) if after else None
    if older is not None and newer is not None and older.lineage_id is not None:
        if older.lineage_id == newer.lineage_id:
            return older, None
    return None, f"the CR of {cr} is not imported"


# The batch below answers what declared_paragraph and the lineage walk answer, for many rules in five queries:
# one rule at a time cost ~9 queries each, and the cold /predicates/ page resolves some 125 declared rules.
_IN_CHUNK = 500  # ids per IN (...): far below SQLite's bound on a statement's variables


def _chunks(values):
    values = list(values)
    for i in range(0, len(values), _IN_CHUNK):
        yield values[i : i + _IN_CHUNK]


def _where_to_read(ref, versions):
    """(version dates to read the number in, how to decide, why not found) for one declared rule.

    versions: every imported version's effective date, oldest first."""
    if not ref.cr:
        return ((versions[-1],) if versions else ()), "exact", "not in the imported Comprehensive Rules"
    date = datetime.date.fromisoformat(ref.cr)
    before = [v for v in versions if v <= date]
    after = [v for v in versions if v > date]
    if before and before[-1] == date:
        return (date,), "exact", f"not in the CR of {ref.cr}"
    return (
        (before[-1] if before else None, after[0] if after else None),
        "between",
        f"the CR of {ref.cr} is not imported",
    )


def resolve_rules(refs):
    """resolve_rule for each of refs, in a fixed number of queries whatever their number (see resolve_rule)."""
    refs = list(refs)
    versions = list(CRVersion.objects.order_by("effective_date").values_list("effective_date", "id"))
    dates = [d for d, _ in versions]
    version_id = dict(versions)
    plans = []
    wanted = set()
    for ref in refs:
        number = rules.normalize_number(ref.number)
        where, how, why = _where_to_read(ref, dates)
        plans.append((ref, number, where, how, why))
        if number is not None:
            wanted.update((version_id[d], number) for d in where if d is not None)
    # The declared paragraphs: (version id, number) -> (id, lineage id).
    declared = {}
    numbers = {n for _, n in wanted}
    ids = {v for v, _ in wanted}
    if wanted:
        rows = RuleParagraph.objects.filter(version_id__in=ids, number__in=numbers)
        for pk, vid, number, lineage in rows.values_list("id", "version_id", "number", "lineage_id"):
            if (vid, number) in wanted:
                declared[(vid, number)] = (pk, lineage)
    # Each lineage in every version: lineage id -> [(date, number)], oldest first.
    lineages = {p[1] for p in declared.values() if p[1] is not None}
    history = {}
    for chunk in _chunks(lineages):
        rows = RuleParagraph.objects.filter(lineage_id__in=chunk).order_by("version__effective_date", "id")
        for lineage, date, number in rows.values_list("lineage_id", "version__effective_date", "number"):
            history.setdefault(lineage, []).append((date, number))
    today = dates[-1] if dates else None
    out = []
    for ref, number, where, how, why in plans:
        result = {
            "number": ref.number,
            "declared": ref.number,
            "declared_cr": ref.cr or None,
            "found": False,
            "older": [],
            "url": None,
            "note": ref.note,
            "lineage": None,
        }
        out.append(result)
        found = None
        if number is not None and how == "exact":
            found = declared.get((version_id[where[0]], number)) if where else None
        elif number is not None:
            older, newer = (declared.get((version_id[d], number)) if d else None for d in where)
            if older and newer and older[1] is not None and older[1] == newer[1]:
                found = older
        if found is None:
            # Linking the bare number would open whatever rule holds it today: say why instead.
            result["note"] = result["note"] or why
            continue
        declared_date = where[0]
        lineage = found[1]
        # A paragraph outside any lineage is linked as it is (as the one-rule walk did).
        rows = history.get(lineage, []) if lineage is not None else [(today, number)]
        current = [n for d, n in rows if d == today]
        if not current:
            last = rows[-1][0] if rows else declared_date
            result["note"] = result["note"] or f"{ref.number} was removed from the CR after {last.isoformat()}"
            continue
        now = current[0]
        result.update(number=now, url=rule_url(now), found=True, lineage=lineage)
        spans = {}
        for date, old in rows:
            if old != now:
                span = spans.setdefault(old, {"number": old, "from": date.isoformat(), "until": date.isoformat()})
                span["until"] = date.isoformat()
        result["older"] = list(spans.values())
    return out


def resolve_rule(ref):
    """Where a declared rule lives today.

    {"number": today's number (the declared one when it can't be followed), "declared", "declared_cr",
     "found": bool, "older": [{"number", "from", "until"}], "url" (None when not found), "note", "lineage": id or None}
    """
    return resolve_rules([ref])[0]


def _every_declared_rule():
    """RuleRef -> its resolution, for the rules every predicate declares, resolved together."""
    refs = list(dict.fromkeys(ref for predicate in catalog.all_predicates() for ref in predicate.rules))
    return dict(zip(refs, resolve_rules(refs), strict=True))


def resolved_rules(predicate):
    """The predicate's declared rules, resolved (cached until the data changes).

    All the predicates' rules are resolved at once: the list page and every rule page ask for all of them."""
    table = memo.cached(("predicate-rules-all",), _every_declared_rule)
    missing = [ref for ref in predicate.rules if ref not in table]
    extra = dict(zip(missing, resolve_rules(missing), strict=True)) if missing else {}
    return [table.get(ref) or extra[ref] for ref in predicate.rules]


def step_rule(number, cr=registry.STEP_NUMBERING):
    """A rule number cited by a step, an error or a case (numbering of the CR of cr) in today's numbering.

    {"number", "older": [numbers], "url" (None when it can't be followed), "found", "declared", "cr", "note"}
    """
    cr = cr or registry.STEP_NUMBERING
    # Every calculator answer and predicate page asks for the same few rules: a handful of queries each, once.
    return memo.cached(("step-rule", number, cr), lambda: _step_rule(number, cr))


def _step_rule(number, cr):
    resolved = resolve_rule(registry.RuleRef(number, cr))
    return {
        "number": resolved["number"],
        "older": [o["number"] for o in resolved["older"]],
        "url": resolved["url"],
        "found": resolved["found"],
        "declared": number,
        "cr": cr,
        "note": resolved["note"],
    }


def predicates_for_rule(paragraph):
    """The predicates that declare this rule (any version of it).

    [{name, title, url, cases_passed, cases_failed, ...}]
    """
    if paragraph.lineage_id is not None:
        lineage_id = paragraph.lineage_id
        return memo.cached(("predicates-of-lineage", lineage_id), lambda: _predicates_for_lineage(lineage_id))
    found = []
    for predicate in catalog.all_predicates():
        for resolved in resolved_rules(predicate):
            if not resolved["found"]:
                continue
            same_rule = (
                resolved["lineage"] == paragraph.lineage_id
                if paragraph.lineage_id is not None
                else resolved["number"] == paragraph.number
            )
            if same_rule:
                found.append(predicate_link(predicate))
                break
    return found


def _predicates_for_lineage(lineage_id):
    """predicates_for_rule of a rule in a lineage: only the declared rules that could be it are resolved.

    A declared rule is the lineage's when the number it declares named the lineage's paragraph then, so it is one of
    the numbers the lineage ever held. Resolving every predicate's rules (predicates_for_rule's table) cost each
    cold rule page 0.07 s of CPU on the corpus, for none or one or two predicates shown."""
    held = set(RuleParagraph.objects.filter(lineage_id=lineage_id).values_list("number", flat=True).distinct())
    maybe = [
        predicate
        for predicate in catalog.all_predicates()
        if any(rules.normalize_number(ref.number) in held for ref in predicate.rules)
    ]
    refs = list(dict.fromkeys(ref for predicate in maybe for ref in predicate.rules))
    resolved = dict(zip(refs, resolve_rules(refs), strict=True)) if refs else {}
    return [
        predicate_link(predicate)
        for predicate in maybe
        if any(resolved[ref]["found"] and resolved[ref]["lineage"] == lineage_id for ref in predicate.rules)
    ]


# --- rulings ------------------------------------------------------------------------------------


@cache
def _declared_rulings():
    """normalized text -> [(predicate, declared text)]."""
    table = {}
    for predicate in catalog.all_predicates():
        for text in predicate.rulings:
            table.setdefault(match_key(text), []).append((predicate, text))
    return table


def predicates_for_ruling(ruling):
    """The predicates encoding this ruling; the case counts are of the cases taken from this ruling."""
    links = []
    for predicate, text in _declared_rulings().get(match_key(ruling.text), []):
        results = [r for r in case_results(predicate.name) if r.case.ruling == text]
        links.append(_link(predicate, results))
    return links


def matching_rulings(text):
    """The Ruling rows whose text is this declared ruling's (normalized), oldest first."""
    ids = _declared_ruling_ids().get(match_key(text), [])
    return list(Ruling.objects.filter(pk__in=ids).prefetch_related("cards").order_by("date", "id")) if ids else []


def _declared_ruling_ids():
    """normalized declared text -> [Ruling ids], from one reading of every ruling (cached until the data changes).

    A LIKE scan of the rulings for each declared ruling made the first predicates page after an import take
    11-14 s on the corpus (about 150 declared rulings, 17,000 rulings each time)."""
    return memo.cached(("declared-ruling-ids",), _read_declared_ruling_ids)


# match_key() of a text starts with the words its start gives, when those words hold no symbol ("{T}" becomes a
# space) and no "mana" ("mana value" becomes "converted mana cost"): a ruling can only match a declared one with the
# same first words, and those are read from the text's start instead of normalizing all of it.
_HEAD_WORDS = 6
_HEAD = re.compile(rf"[^\w']*((?:[\w']+[^\w']+){{{_HEAD_WORDS}}})")
_WORD = re.compile(r"[\w']+")


def _head(text):
    """The first _HEAD_WORDS words of match_key(text), or None when they can't be read from the text's start."""
    found = _HEAD.match(text[:200].casefold().replace("’", "'"))
    if found is None or "{" in found.group(0):
        return None
    words = _WORD.findall(found.group(1))
    return None if "mana" in words else " ".join(words)


def _read_declared_ruling_ids():
    wanted = set(_declared_rulings())
    heads = {" ".join(key.split()[:_HEAD_WORDS]) for key in wanted}
    found = {}
    for pk, text in Ruling.objects.values_list("pk", "text"):
        # Only the rows whose first words are a declared ruling's are normalized (~300 of 17,500 on the corpus):
        # match_key() over every ruling was most of a cold /predicates/ (0.4 s of CPU).
        head = _head(text)
        if head is not None and head not in heads:
            continue
        key = match_key(text)
        if key in wanted:
            found.setdefault(key, []).append(pk)
    return found


def _declared_ruling_rows():
    """normalized declared text -> [{"uid", "date", "text", "cards": [{name, slug, url}]}], oldest first.

    Every declared ruling's rows and cards in three queries (per chunk of ids), not two per ruling: the cold
    /predicates/ page asked for some 140 declared rulings one by one."""
    ids = _declared_ruling_ids()
    key_of = {pk: key for key, pks in ids.items() for pk in pks}
    rows = []
    for chunk in _chunks(key_of):
        rows.extend(Ruling.objects.filter(pk__in=chunk).prefetch_related("cards"))
    rows.sort(key=lambda row: (row.date, row.id))
    table = {}
    for row in rows:
        cards = {}
        for card in row.cards.all():
            cards.setdefault(card.slug, {"name": card.name, "slug": card.slug, "url": card.get_absolute_url()})
        table.setdefault(key_of[row.pk], []).append(
            {"uid": row.uid, "date": row.date.isoformat(), "text": row.text, "cards": list(cards.values())}
        )
    return table


def rulings_of(predicate):
    """Each declared ruling with its case results and the Ruling rows and cards that carry it.

    Cached until the data changes: a predicate page or the API list asks for every predicate's on each request.
    """
    return memo.cached(("predicate-rulings", predicate.name), lambda: _rulings_of(predicate))


def _rulings_of(predicate):
    results = case_results(predicate.name)
    table = memo.cached(("declared-ruling-rows",), _declared_ruling_rows)
    out = []
    for text in predicate.rulings:
        mine = [r for r in results if r.case.ruling == text]
        rows = table.get(match_key(text), [])
        cards = {}
        for row in rows:
            for card in row["cards"]:
                cards.setdefault(card["slug"], card)
        out.append(
            {
                "text": text,
                "cases_passed": sum(r.passed for r in mine),
                "cases_failed": sum(not r.passed for r in mine),
                "cases": [r.as_dict() for r in mine],
                "rulings": [{k: row[k] for k in ("uid", "date", "text")} for row in rows],
                "cards": sorted(cards.values(), key=lambda c: c["name"]),
            }
        )
    return out


# --- manage.py check_predicates -----------------------------------------------------------------


def check_predicates(names=None, *, write, verbose=False, with_links=True, predicates=None):
    """Run every case and write, per ruling, pass or fail; returns the number of failed cases.

    The cases are pure; the database only adds where each declared rule lives
    today and how many Ruling rows carry each ruling, and is skipped when it
    holds no data or no tables.
    """
    predicates = catalog.all_predicates() if predicates is None else predicates
    if names:
        unknown = sorted(set(names) - {p.name for p in predicates})
        if unknown:
            raise ValueError(
                f"no predicate named {', '.join(unknown)}; the predicates are: {', '.join(p.name for p in predicates)}"
            )
        predicates = [p for p in predicates if p.name in names]
    failed = 0
    for predicate in predicates:
        results = registry.run_cases(predicate)
        failed += sum(not r.passed for r in results)
        write(f"{predicate.name}: {predicate.title} — {sum(r.passed for r in results)} of {len(results)} cases pass")
        if with_links:
            try:
                for rule in resolved_rules(predicate):
                    where = rule["number"] if rule["found"] else f"{rule['number']} (not followed: {rule['note']})"
                    moved = (
                        f" (declared {rule['declared']} in CR {rule['declared_cr']})"
                        if rule["declared"] != rule["number"]
                        else ""
                    )
                    write(f"  rule {where}{moved}")
            except DatabaseError as exc:
                write(f"  rules: database not available ({exc}); links skipped")
                with_links = False
        groups = [(text, [r for r in results if r.case.ruling == text]) for text in predicate.rulings]
        groups.append(("", [r for r in results if not r.case.ruling]))
        for text, mine in groups:
            if not mine:
                if text:
                    write(f"  [no case] {text[:90]}")
                continue
            status = "PASS" if all(r.passed for r in mine) else "FAIL"
            label = f"ruling: {text[:90]}{'…' if len(text) > 90 else ''}" if text else "reasoned from the CR"
            if not text and all(r.case.source for r in mine):
                label = f"hand-written from the CR: {NO_RULING}"
            carried = ""
            if text and with_links:
                try:
                    rows = matching_rulings(text)
                    carried = f" [{len(rows)} ruling row{'s' if len(rows) != 1 else ''} in the database]"
                except DatabaseError:
                    with_links = False
            write(f"  [{status}] {label}{carried}")
            for r in mine:
                if verbose or not r.passed:
                    write(
                        f"      {'pass' if r.passed else 'FAIL'}: {r.case.title}"
                        + ("" if r.passed else f" — expected {r.case.expected}, got {r.actual}")
                    )
    write(f"{'FAILED' if failed else 'OK'}: {failed} failed case{'s' if failed != 1 else ''}")
    return failed
