"""The ruling-link tables of the CR versions (rulings/links.py reads them): in each version, its keywords and the
rules of the concepts (rulings/concepts.py), found by title or by words, numbered as in that version.

Built for every version at once: a rule page looks for its concepts in every version and reads each ruling in the
version of its date.
"""

import functools
import operator
import re

from django.db import connection
from django.db.models import Q

from rules.models import RuleParagraph
from rulings.citations import EVERYDAY_ACTIONS
from rulings.concepts import CONCEPTS
from rulings.glossary_links import PREFIX, GlossaryMatcher, glossary_entries, stems

KEYWORD_NUMBER = re.compile(r"^\d{3}\.\d+$")
KEYWORD_SECTIONS = {"keyword actions": "action", "keyword abilities": "ability"}
EVERYDAY = "everyday"  # a keyword action of EVERYDAY_ACTIONS


def build_tables(current_id, version_ids=None):
    """The tables of these versions (None: all), read through current_id's concepts (None: in their own words).

    Four queries whatever the number of versions: the titled rules, the paragraphs today's concepts are looked
    for in by their words, where today's concepts' rules stood in each version (with the current version's
    numbers), and the paragraphs a concept's words are looked for in, only in the versions where its rule of today
    did not stand (its own words are then the only way to it). A title or a text is matched against a concept
    once for all the versions that repeat it (most paragraphs never change)."""
    paragraphs = RuleParagraph.objects.all()
    if version_ids is not None:
        paragraphs = paragraphs.filter(version_id__in=version_ids)
    rules = {vid: [] for vid in version_ids or ()}
    # The titled rules of every version (the index titled_rules), then the paragraphs of the current version
    # concepts are looked for in: two queries, as one with OR scans the whole table.
    titled = paragraphs.filter(kind=RuleParagraph.Kind.RULE).exclude(title="").order_by("version_id", "position")
    for vid, number, title, lineage in titled.values_list("version_id", "number", "title", "lineage_id"):
        rules.setdefault(vid, []).append((number, title, lineage))
    current_texts = []
    if current_id is not None:
        within = paragraphs.filter(Q(version_id=current_id) & functools.reduce(operator.or_, map(_starting, _WITHIN)))
        current_texts = list(within.order_by("position").values_list("number", "text", "lineage_id"))
    resolver = _Resolver()
    everything = range(len(CONCEPTS))
    tables = {}
    if current_id is not None and current_id in rules:
        found = resolver.concepts({current_id: everything}, rules, {current_id: current_texts})
        tables[current_id] = resolver.table(rules[current_id], found[current_id])
    today = {}
    if current_id is not None and current_id in tables:
        today = {name: lineage for name, (_, lineage) in tables[current_id]["concepts"].items() if lineage}
    # In one query: where today's concepts' rules stood in each version, and the current version's numbers, for
    # each link's number today (_today).
    numbered = [current_id] if current_id is not None else list(version_ids or ())
    numbers = {vid: {} for vid in numbered if vid in rules}
    stood = {}  # version id -> {lineage of a concept's rule today: its number there}
    lineages = set(today.values())
    rows = paragraphs.filter(Q(lineage_id__in=lineages) | Q(version_id__in=numbers, lineage_id__isnull=False))
    for vid, lineage, number in rows.order_by("version_id", "position").values_list(
        "version_id", "lineage_id", "number"
    ):
        if vid in numbers:
            numbers[vid].setdefault(lineage, number)
        if lineage in lineages:
            stood.setdefault(vid, {}).setdefault(lineage, number)
    others = [vid for vid in rules if vid not in tables]
    # A concept whose rule of today stood in the version is read through it: its own words there are not read.
    own = {vid: [i for i in everything if today.get(CONCEPTS[i].name) not in stood.get(vid, {})] for vid in others}
    found = resolver.concepts(own, rules)
    # A concept of today found neither through its rule's lineage nor in the version's rules: its Glossary entry, if
    # the version has one (sacrifice before May 2007), linked to today's rule (rulings/glossary_links.py).
    missing = {}  # version id -> the indexes of today's concepts it holds nowhere in its rules
    for vid in others:
        there = stood.get(vid, {})
        concepts = found[vid]
        concepts.update({name: (there[lin], lin) for name, lin in today.items() if lin in there})
        missing[vid] = [i for i, c in enumerate(CONCEPTS) if c.name in today and c.name not in concepts]
    glossaries, matcher, named = _glossaries(missing, tables.get(current_id), rules.get(current_id, ()))
    for vid in others:
        concepts = found[vid]
        for index in missing[vid]:
            term = matcher.concept(index, glossaries.get(vid, ()), named[index])
            if term is not None:
                concepts[CONCEPTS[index].name] = (PREFIX + term, today[CONCEPTS[index].name])
        tables[vid] = resolver.table(rules[vid], {c.name: concepts[c.name] for c in CONCEPTS if c.name in concepts})
    for vid, table in numbers.items():
        tables[vid]["numbers"] = table
    return tables


def _glossaries(missing, current, titled_rules):
    """The Glossary entries that may name the concepts each version misses ({version id: [(key, term)]}), the
    matcher that reads them, and each concept's words ({index: stems of its name and of its rule's titles today,
    "Search" for 701.23b's})."""
    matcher = GlossaryMatcher(CONCEPTS)
    titled = {number: title for number, title, _ in titled_rules}
    named = {}
    for index in {i for indexes in missing.values() for i in indexes}:
        name = CONCEPTS[index].name
        number = current["concepts"][name][0]
        named[index] = stems(name, titled.get(number.split(".")[0], ""), titled.get(re.sub(r"[a-z]$", "", number), ""))
    # The Glossaries of the versions that miss a concept; the query made even when none does (then of them all, a
    # page's queries the same whatever the versions).
    wanted = [vid for vid, indexes in missing.items() if indexes] or list(missing)
    glossaries, distinct = glossary_entries(wanted, set().union(set(), *named.values()))
    matcher.read(distinct)
    return glossaries, matcher, named


_WITHIN = tuple(sorted({p for c in CONCEPTS if c.within for p in c.within.split("|")}))


def _starting(prefix):
    """The paragraphs whose number starts with prefix. On SQLite, also as a range of numbers, so that the index of
    (version, number) finds them: a LIKE tests every paragraph of each version, once per prefix (0.4 s for the
    105 versions before today's). Not elsewhere: PostgreSQL may order text by a locale's collation, where a range
    of "117." to "117/" is not the numbers that start with "117."."""
    starting = Q(number__startswith=prefix)
    if connection.vendor == "sqlite":
        starting &= Q(number__gte=prefix, number__lt=prefix[:-1] + chr(ord(prefix[-1]) + 1))
    return starting


class _Resolver:
    """The keywords and concepts of versions' rows, in their own words; what versions repeat is matched once and
    stored once (equal tables are one object, pickled once)."""

    def __init__(self):
        self.titles = {}  # a rule's title -> the concepts (indexes) it names
        self.texts = {}  # (concept index, text) -> whether the concept's words are in it
        self.seen = {}  # a table's items -> the table
        self.patterns = [
            (
                re.compile(rf"^(?:{c.title})$", re.IGNORECASE) if c.title else None,
                re.compile(c.text, re.IGNORECASE) if c.text else None,
                tuple(c.within.split("|")) if c.within else (),
            )
            for c in CONCEPTS
        ]

    def same(self, table):
        return self.seen.setdefault(tuple(table.items()), table)

    def table(self, rules, concepts):
        return {"keywords": self.same(self.keywords(rules)), "concepts": self.same(concepts)}

    def keywords(self, rules):
        """rules: (number, title, lineage) of a version's titled rules, in its order."""
        kinds = {
            number: KEYWORD_SECTIONS[title.strip().lower()]
            for number, title, _ in rules
            if len(number) == 3 and title.strip().lower() in KEYWORD_SECTIONS
        }
        # Everyday actions (sacrifice, search, discard...) are named by rulings far more often than rested on: their
        # rule links only when a ruling names the word itself ('use the word "search"').
        return {
            title.lower(): (number, lineage, EVERYDAY if title.lower() in EVERYDAY_ACTIONS else kinds[number[:3]])
            for number, title, lineage in rules
            if number[:3] in kinds and KEYWORD_NUMBER.match(number)
        }

    def concepts(self, wanted, rules, texts=None):
        """{version id: {concept name: (number, lineage)}} of the concepts (indexes) wanted in each version, in its
        own words: by a rule's title, else by the words of a paragraph within the concept's sections (one query
        for all the versions, only of the sections still wanted)."""
        found, looked_for = {}, []
        for vid, indexes in wanted.items():
            hits = {}
            for number, title, lineage in rules.get(vid, ()):
                for index in self._named_by(title.strip()):
                    hits.setdefault(index, (number, lineage))
            found[vid] = {CONCEPTS[i].name: hits[i] for i in indexes if i in hits}
            looked_for += [(vid, i) for i in indexes if i not in hits and self.patterns[i][1] is not None]
        if not looked_for:
            return found
        if texts is None:
            texts = self._texts(looked_for)
        for vid, index in looked_for:
            _, words, within = self.patterns[index]
            hit = next(
                (
                    (number, lineage)
                    for number, text, lineage in texts.get(vid, ())
                    if text and number.startswith(within) and self._says(index, words, text)
                ),
                None,
            )
            if hit is not None:
                found[vid][CONCEPTS[index].name] = hit
        return found

    def _texts(self, looked_for):
        """{version id: [(number, text, lineage)]} of the paragraphs within the sections of the concepts looked
        for in each version, in the version's order."""
        condition = Q()
        for index in {i for _, i in looked_for}:
            within = functools.reduce(operator.or_, map(_starting, self.patterns[index][2]))
            condition |= Q(version_id__in={vid for vid, i in looked_for if i == index}) & within
        texts = {}
        rows = RuleParagraph.objects.filter(condition).order_by("version_id", "position")
        for vid, number, text, lineage in rows.values_list("version_id", "number", "text", "lineage_id"):
            texts.setdefault(vid, []).append((number, text, lineage))
        return texts

    def _named_by(self, title):
        found = self.titles.get(title)
        if found is None:
            found = self.titles[title] = tuple(
                index for index, (pattern, _, _) in enumerate(self.patterns) if pattern and pattern.match(title)
            )
        return found

    def _says(self, index, words, text):
        key = (index, text)
        found = self.texts.get(key)
        if found is None:
            found = self.texts[key] = words.search(text) is not None
        return found
