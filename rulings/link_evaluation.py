"""The labelled rulings of rulings/evaluation/links.tsv measured: precision and recall of rulings.links per group.

Each row: group (tuned: the concept table was adjusted on it; tuned<n>: the n-th draw, labelled blind and committed
before the linker ran on it, then tuned on; heldout: never looked at to tune; blind<n>: the
n-th fresh draw, labelled blind and never tuned on, reported apart and never listed), the ruling's
uid, date and text, the card carrying it (name and Oracle text), and the rules it rests on, as labelled from the
CR: today's numbers ("608.2h"), "kw:<keyword>" (the 701/702 rule of that title), "title:<rule title>" (the rule of
that title), or "none". A link is right when its number today falls in the same rule as a label's: the same
number with its subrule letter set aside ("608.2b" and "608.2h" are both 608.2; "704" and "704.5j" differ).

Recall counts the labelled rules found (and, apart, the rulings resting on a rule with at least one found);
precision the links that are right. A right link is also checked for its date: its number must be the number
its rule had in the version in force on the ruling's date (or the oldest version, marked, for older rulings).
"""

import csv
import datetime
import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from rules.models import CRVersion, GlossaryEntry, RuleParagraph
from rules.selectors import versions_in_order
from rulings.citations import read_citations
from rulings.glossary_links import glossary_term, is_glossary
from rulings.keyword_matching import card_names, without_names
from rulings.links import CITATION, KEYWORD_RULE, _Card, _today, links_of_ruling

LABELS = Path(__file__).resolve().parent / "evaluation" / "links.tsv"
TUNED = "tuned"  # with the draws tuned on since (tuned6...): the only groups whose rulings may be read row by row


def tuned_on(group):
    """Whether a group's rows may be read to tune: the tuned part and a draw labelled blind, committed, then tuned on
    (tuned<n>, the n-th draw); never the held-out part nor a blind draw (blind<n>)."""
    return group == TUNED or re.fullmatch(TUNED + r"\d+", group) is not None


COLUMNS = ["group", "uid", "date", "card", "card_text", "ruling", "rules"]


@dataclass
class Row:
    group: str
    uid: str
    date: datetime.date
    card: str
    card_text: str
    text: str
    labels: list


@dataclass
class Tally:
    links: int = 0
    right: int = 0
    labels: int = 0
    found: int = 0
    resting: int = 0  # rulings labelled with at least one rule
    resting_found: int = 0
    dated: int = 0  # right links whose number was checked against the version of the ruling's date
    dated_right: int = 0
    before_cr: int = 0
    by_via: dict = field(default_factory=lambda: defaultdict(lambda: [0, 0]))  # via -> [links, right]

    def as_dict(self):
        def share(a, b):
            return round(a / b, 3) if b else None

        return {
            "links": self.links,
            "right": self.right,
            "precision": share(self.right, self.links),
            "labels": self.labels,
            "found": self.found,
            "recall": share(self.found, self.labels),
            "rulings_resting_on_a_rule": self.resting,
            "ruling_recall": share(self.resting_found, self.resting),
            "numbers_right_for_the_date": f"{self.dated_right} of {self.dated}",
            "read_in_the_oldest_cr": self.before_cr,
            "by_via": {via: {"links": n, "precision": share(r, n)} for via, (n, r) in sorted(self.by_via.items())},
        }


def read_rows(path=LABELS):
    with open(path, encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle, delimiter="\t")
        rows = []
        for line in reader:
            labels = [] if line["rules"].strip() == "none" else [x.strip() for x in line["rules"].split(";")]
            rows.append(
                Row(
                    line["group"],
                    line["uid"],
                    datetime.date.fromisoformat(line["date"]),
                    line["card"],
                    line["card_text"].replace("\\n", "\n"),
                    line["ruling"],
                    [x for x in labels if x],
                )
            )
    return rows


def rule_key(number):
    """The rule a number falls in: "608.2h" -> "608.2", "702.111a" -> "702.111", "704" -> "704"."""
    return re.sub(r"[a-z]$", "", number or "")


def same_rule(a, b):
    """Whether two of today's numbers name the same rule: the same number, subrule letter aside, or one a
    three-digit rule ("704") holding the other ("704.5j")."""
    a, b = rule_key(a), rule_key(b)
    return a == b or (len(a) == 3 and b.startswith(a + ".")) or (len(b) == 3 and a.startswith(b + "."))


def resolve_label(label, current_id):
    """A label as today's number (None when today's CR has no such rule)."""
    if label.startswith(("kw:", "title:")):
        kind, _, name = label.partition(":")
        rows = RuleParagraph.objects.filter(version_id=current_id, kind=RuleParagraph.Kind.RULE, title__iexact=name)
        for number in rows.values_list("number", flat=True):
            if kind == "title" or KEYWORD_RULE.match(number):
                return number
        return None
    return label


class _Ruling:
    """What links_of_ruling reads of a ruling."""

    def __init__(self, row):
        self.date, self.text, self.id = row.date, row.text, row.uid


def evaluate(rows=None):
    """{group: Tally.as_dict()}, each with "citations_only": the same tally of the citation links alone (the plain
    baseline), and the rows' details ([(row, links, labels today)]) for a report of misses."""
    rows = read_rows() if rows is None else rows
    versions = versions_in_order()
    if not versions:
        raise ValueError("no CR version imported: the links need the rules")
    current = versions[-1][0]
    tallies, baseline = defaultdict(Tally), defaultdict(Tally)
    details = []
    rulings = [_Ruling(row) for row in rows]
    read_citations(rulings)
    for row, ruling in zip(rows, rulings, strict=True):
        card = _Card(row.card, [], row.card_text)
        names = card_names(card)
        links = links_of_ruling(ruling, names, without_names(row.card_text, names), versions)
        _today(links, current)
        wanted = {rule_key(n) for n in (resolve_label(label, current) for label in row.labels) if n}
        cited = [link for link in links if link.via == CITATION]
        for group in (row.group, "all"):
            _count(tallies[group], links, wanted, ruling.date, versions)
            _count(baseline[group], cited, wanted, ruling.date, versions)
        details.append((row, links, sorted(wanted)))
    figures = {}
    for group, tally in sorted(tallies.items()):
        figures[group] = tally.as_dict()
        # What linking from explicit numbers alone ("see rule 704.5a") would give on the same rulings.
        figures[group]["citations_only"] = baseline[group].as_dict()
    return figures, details


def misses(details):
    """[(row, links, wanted)] of the tuned groups whose links differ from its labels: the rows one may read to tune.
    The held-out part and the blind draws are measured, never listed (reading them would tune on them)."""
    listed = []
    for row, links, wanted in details:
        if not tuned_on(row.group):
            continue
        got = {rule_key(link.now) or f"gone:{link.number}" for link in links}
        if got != set(wanted):
            listed.append((row, links, wanted))
    return listed


def label_kind(label):
    """A label's kind: "kw" (a keyword's rule, "kw:flying"), "title" (a rule by its title) or "rule" (a number)."""
    return label.partition(":")[0] if label.startswith(("kw:", "title:")) else "rule"


def missed_breakdown(details, part):
    """Where a part's recall is lost, in aggregate: {"labels", "missed", "sections": {section: [labels, missed]},
    "kinds": {kind: [labels, missed]}, "rules": {rule: [labels, missed]}} over the rows whose group is in the part
    (a set of group names). A label counts once per rule as recall does; its section is its number's first three
    digits today ("704.5j" -> "704"), its kind its label's form (label_kind). Counts only: nothing here names a row,
    so a part of never-tuned groups may be reported without reading them."""
    versions = versions_in_order()
    current = versions[-1][0] if versions else None
    sections, kinds, rules = (defaultdict(lambda: [0, 0]) for _ in range(3))
    total = missed = 0
    for row, links, wanted in details:
        if row.group not in part:
            continue
        got = {rule_key(link.now) if link.now else f"gone:{link.number}" for link in links}
        kind_of = {}
        for label in row.labels:
            number = resolve_label(label, current)
            if number:
                kind_of.setdefault(rule_key(number), label_kind(label))
        for key in wanted:
            lost = not any(same_rule(key, g) for g in got)
            for table, name in ((sections, key[:3]), (kinds, kind_of.get(key, "rule")), (rules, key)):
                table[name][0] += 1
                table[name][1] += lost
            total += 1
            missed += lost
    return {"labels": total, "missed": missed, "sections": dict(sections), "kinds": dict(kinds), "rules": dict(rules)}


def reading_breakdown(details, part):
    """The links of a part by the reading that made them, in aggregate: {(via, term): [links, right]} over the rows
    whose group is in the part (a set of group names), each link counted once per rule as precision counts it; term
    is the concept's or keyword's name ("" for a citation). Counts only, so a never-tuned part may be reported."""
    readings = defaultdict(lambda: [0, 0])
    for row, links, wanted in details:
        if row.group not in part:
            continue
        got = {}
        for link in links:
            got.setdefault(rule_key(link.now) if link.now else f"gone:{link.number}", link)
        for key, link in got.items():
            tally = readings[(link.via, link.term)]
            tally[0] += 1
            tally[1] += any(same_rule(key, w) for w in wanted)
    return dict(readings)


def concept_modules():
    """{concept name: the module of rulings/ whose table holds it} ("turn_concepts", "concepts"...)."""
    from rulings import (
        action_concepts,
        attack_concepts,
        casting_concepts,
        concepts,
        effect_concepts,
        indestructible,
        keyword_actions,
        procedure_concepts,
        restated_concepts,
        sentence_concepts,
        target_concepts,
        template_concepts,
        trigger_targets,
        turn_concepts,
        type_concepts,
    )

    # The innermost tables first: turn_concepts holds casting's, target's and attack's, procedure_concepts effect's.
    tables = [
        (casting_concepts, casting_concepts.CASTING_CONCEPTS),
        (target_concepts, target_concepts.TARGET_CONCEPTS),
        (effect_concepts, effect_concepts.EFFECT_CONCEPTS),
        (sentence_concepts, sentence_concepts.SENTENCE_CONCEPTS),
        (type_concepts, type_concepts.TYPE_CONCEPTS),
        (attack_concepts, attack_concepts.ATTACK_CONCEPTS),
        (restated_concepts, restated_concepts.RESTATED_CONCEPTS),
        (turn_concepts, turn_concepts.TURN_CONCEPTS),
        (action_concepts, action_concepts.ACTION_CONCEPTS),
        (procedure_concepts, procedure_concepts.PROCEDURE_CONCEPTS),
        (template_concepts, template_concepts.TEMPLATE_CONCEPTS),
        (keyword_actions, keyword_actions.KEYWORD_ACTION_CONCEPTS),
        (indestructible, indestructible.INDESTRUCTIBLE_CONCEPTS),
        (trigger_targets, trigger_targets.TRIGGER_TARGET_CONCEPTS),
        (concepts, concepts.CONCEPTS),
    ]
    modules = {}
    for module, table in tables:
        for concept in table:
            modules.setdefault(concept.name, module.__name__.rpartition(".")[2])
    return modules


def _count(tally, links, wanted, date, versions):
    """Add one ruling's links (each counted once per rule) against its labelled rules to the tally."""
    got = {}
    for link in links:
        got.setdefault(rule_key(link.now) if link.now else f"gone:{link.number}", link)
    found = {w for w in wanted if any(same_rule(w, key) for key in got)}
    tally.labels += len(wanted)
    tally.found += len(found)
    tally.resting += bool(wanted)
    tally.resting_found += bool(found)
    for key, link in got.items():
        right = any(same_rule(key, w) for w in wanted)
        tally.links += 1
        tally.right += right
        tally.by_via[link.via][0] += 1
        tally.by_via[link.via][1] += right
        tally.before_cr += link.before_cr
        if right and not link.before_cr:
            tally.dated += 1
            tally.dated_right += _number_on_date(link, date, versions)


def _number_on_date(link, date, versions):
    """Whether the link's number is its rule's number in the version in force on the date (rules app's lineage)."""
    from rulings.citations import in_force_at

    version_id, _ = in_force_at(versions, date)
    if is_glossary(link.number):  # a rule the version had only in its Glossary (rulings/glossary_links.py)
        return GlossaryEntry.objects.filter(version_id=version_id, term=glossary_term(link.number)).exists()
    if link.lineage is None:
        return RuleParagraph.objects.filter(version_id=version_id, number=link.number).exists()
    held = RuleParagraph.objects.filter(version_id=version_id, lineage_id=link.lineage).values_list("number", flat=True)
    return link.number in set(held)


def oldest_version():
    first = CRVersion.objects.order_by("effective_date").first()
    return first.effective_date if first else None
