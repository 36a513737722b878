"""The labelled rulings (rulings/evaluation/links.tsv) measured: link precision and recall per group.

    MTG_CORPUS=/path/to/corpus .venv/bin/python bench/link_eval.py [--db FILE] [--misses] [--where] [--json FILE]
    .venv/bin/python bench/link_eval.py --sample            # the CR excerpts of fixtures/ (what CI runs)

The links need only the rules: without --db, every CR version of $MTG_CORPUS/cr-2003-2016 and
$MTG_CORPUS/cr (106 versions, 2003-2025; --cr-only: the 49 of cr/) is imported with the real importer into a
temporary SQLite file (about 50 s); --db reuses an imported database as is. --misses lists the tuned
groups' rulings only (tuned, tuned6, tuned7, tuned9, tuned10 to tuned14, tuned34 to tuned36): the held-out part and the
blind draws (blind4, blind5, blind8, blind15 to blind33) are measured, never read row by row. The rows carry their
card's name and Oracle text, so no card data is imported.
Beside each group: the plain baseline, the citation links alone (explicit rule numbers, "see rule 704.5a"), on the
same rulings.
--where counts the missed labels by CR section (today's number's first three digits) and by kind (kw:, title:, a
number) for the never-tuned parts and the tuned one: counts only, so the never-tuned rows stay unread.
--readings counts the links by the reading that made them (via, concept or keyword, the concept's module), the
readings with the most wrong links first, for the same parts: counts only too.
See rulings/link_evaluation.py for what counts as right; docs/cards.md for the figures.
"""

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--sample", action="store_true", help="the CR excerpts of fixtures/ instead of the corpus")
    source.add_argument("--db", help="reuse this imported SQLite database")
    parser.add_argument("--labels", help="another labelled set in the same format")
    parser.add_argument("--old-cr", action="store_true", help="also import $MTG_CORPUS/cr-2003-2016 (the default)")
    parser.add_argument("--cr-only", action="store_true", help="import $MTG_CORPUS/cr only (2017-2025)")
    parser.add_argument(
        "--misses", action="store_true", help="list each ruling of the tuned groups with a wrong or missing link"
    )
    parser.add_argument(
        "--where",
        action="store_true",
        help="where recall is lost: missed labels by CR section and by kind, never tuned and tuned (counts only)",
    )
    parser.add_argument(
        "--readings",
        action="store_true",
        help="links by the reading that made them (via, concept or keyword, its module), wrong first (counts only)",
    )
    parser.add_argument("--json", help="also write the figures to this file")
    return parser.parse_args(argv)


def cr_files(args):
    if args.sample:
        return sorted((ROOT / "fixtures" / "cr").glob("*.txt"))
    corpus = os.environ.get("MTG_CORPUS")
    if not corpus:
        sys.exit("set MTG_CORPUS to the corpus folder, or give --db or --sample")
    folders = ([] if args.cr_only else [Path(corpus) / "cr-2003-2016"]) + [Path(corpus) / "cr"]
    return sorted(p for folder in folders if folder.is_dir() for p in folder.glob("*.txt"))


# The never-tuned figure reported since the sixteenth session (docs/cards.md "Current figures"): the held-out part
# and the blind draws up to blind20; the later draws are reported beside it.
HEADLINE = {"heldout", "blind4", "blind5", "blind8"} | {f"blind{n}" for n in range(15, 21)}


def print_where(rows, details, link_evaluation):
    """Missed labels by CR section and by kind for each part, counts only: the never-tuned parts are measured in
    aggregate, never row by row."""
    groups = {row.group for row in rows}
    never = {g for g in groups if not link_evaluation.tuned_on(g)}
    parts = [
        ("never tuned (heldout, blind4, 5, 8, 15 to 20)", never & HEADLINE),
        ("never tuned, every draw", never),
        ("tuned", groups - never),
    ]
    for name, part in parts:
        lost = link_evaluation.missed_breakdown(details, part)
        total = lost["labels"] or 1
        print(f"\nwhere recall is lost, {name}: {lost['missed']} of {lost['labels']} labels missed")
        for kind, (labels, missed) in sorted(lost["kinds"].items(), key=lambda kv: -kv[1][1]):
            print(f"   kind {kind:6} {missed:4} missed of {labels:4}  ({100 * missed / total:.1f} points of recall)")
        ranked = sorted(lost["sections"].items(), key=lambda kv: (-kv[1][1], kv[0]))
        for section, (labels, missed) in ranked[:20]:
            print(
                f"   {section}  {missed:4} missed of {labels:4}  ({100 * missed / total:.1f} points of recall, "
                f"section recall {100 * (labels - missed) / labels:.0f} %)"
            )
        for section, _ in ranked[:3]:
            held = sorted(
                ((rule, n) for rule, n in lost["rules"].items() if rule[:3] == section and n[1]),
                key=lambda kv: (-kv[1][1], kv[0]),
            )
            shown = ", ".join(f"{rule} {missed} of {labels}" for rule, (labels, missed) in held[:8])
            print(f"   {section} by rule: {shown}{' ...' if len(held) > 8 else ''}")
        rest = ranked[20:]
        if rest:
            missed, labels = sum(m for _, (_, m) in rest), sum(n for _, (n, _) in rest)
            print(f"   {len(rest)} other sections: {missed} missed of {labels}")


def print_readings(rows, details, link_evaluation, top=30):
    """Links by the reading that made them (via and concept or keyword, with the concept's module), the readings with
    the most wrong links first, for the never-tuned parts and the tuned one: counts only, never a row."""
    groups = {row.group for row in rows}
    never = {g for g in groups if not link_evaluation.tuned_on(g)}
    modules = link_evaluation.concept_modules()
    for name, part in (("never tuned, every draw", never), ("tuned", groups - never)):
        readings = link_evaluation.reading_breakdown(details, part)
        links, right = sum(n for n, _ in readings.values()), sum(r for _, r in readings.values())
        print(f"\nlinks by reading, {name}: {links - right} wrong of {links}")
        ranked = sorted(readings.items(), key=lambda kv: (-(kv[1][0] - kv[1][1]), -kv[1][0], kv[0]))
        for (via, term), (n, r) in ranked[:top]:
            where = modules.get(term, "") if via == "concept" else ""
            print(f"   {n - r:4} wrong of {n:4}  {via:8} {term or '-'}{f' ({where})' if where else ''}")
        rest = ranked[top:]
        if rest:
            n, r = sum(n for _, (n, _) in rest), sum(r for _, (_, r) in rest)
            print(f"   {len(rest)} other readings: {n - r} wrong of {n}")


def main(argv=None):
    args = parse_args(argv)
    with tempfile.TemporaryDirectory() as work:
        db = Path(args.db) if args.db else Path(work) / "rules.sqlite3"
        os.environ["DATABASE_URL"] = f"sqlite:///{db}"
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")
        import django

        django.setup()
        if not args.db:
            from django.core.management import call_command

            from ingest.cr import import_cr_files

            call_command("migrate", verbosity=0)
            results = import_cr_files(cr_files(args))
            failed = [r for r in results if r.status not in ("imported", "unchanged")]
            if failed:
                print(f"{len(failed)} CR files not imported: {[r.error for r in failed][:3]}", file=sys.stderr)
        from rulings import link_evaluation

        rows = link_evaluation.read_rows(Path(args.labels)) if args.labels else link_evaluation.read_rows()
        figures, details = link_evaluation.evaluate(rows)
        print(f"{len(rows)} labelled rulings; CR versions from {link_evaluation.oldest_version()}")
        for group, tally in figures.items():
            print(
                f"{group:8} precision {tally['precision']} ({tally['right']} of {tally['links']} links)  "
                f"recall {tally['recall']} ({tally['found']} of {tally['labels']} rules)  "
                f"rulings with a rule found {tally['ruling_recall']} of {tally['rulings_resting_on_a_rule']}  "
                f"numbers right for the date {tally['numbers_right_for_the_date']}  "
                f"read in the oldest CR {tally['read_in_the_oldest_cr']}"
            )
            for via, numbers in tally["by_via"].items():
                print(f"          {via:9} {numbers['links']} links, precision {numbers['precision']}")
            plain = tally["citations_only"]
            print(
                f"          baseline (citations only): precision {plain['precision']} ({plain['right']} of "
                f"{plain['links']} links)  recall {plain['recall']} ({plain['found']} of {plain['labels']} rules)"
            )
        if args.where:
            print_where(rows, details, link_evaluation)
        if args.readings:
            print_readings(rows, details, link_evaluation)
        if args.misses:
            # Only the tuned part: the held-out part and the blind draws are measured, never read row by row.
            for row, links, wanted in link_evaluation.misses(details):
                shown = ", ".join(f"{link.now or link.number} ({link.via} {link.term})" for link in links)
                print(f"\n[{row.group}] {row.date} {row.card}: {row.text[:160]}\n   want {wanted}  got {shown}")
        if args.json:
            Path(args.json).write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
        return figures


if __name__ == "__main__":
    main()
