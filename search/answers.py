"""The answer on top: when a query names a glossary term, keyword ability or keyword action, its definition and rule.

Terms come from today's CR glossary (`ward`, `priority`, `dies`), from the titles of the keyword rules the
glossary lacks (701.x, 702.x), and from the jargon table (`APNAP` is the glossary's "Active Player, Nonactive
Player Order"; `layer 7` is 613.1g). A term is found in a query by its words as the index stems them, so
`split card` names "Split Cards". The answer is in English, with the French translation of its rule beside it
when one exists.

The glossary is read from the database when the index is built (glossary.json in the build folder, beside
words.json), and the rule and its French from the index: a search reads no database.
"""

import json
import re
from dataclasses import asdict, dataclass
from datetime import date

from rules.models import GlossaryEntry, RuleParagraph, rule_url

from .analysis import english_analyzer, name_analyzer, shared
from .documents import rule_doc_id, translation_doc_id
from .jargon import content_words

# "See rule 702.21", "See rules 113.7a, 608.2b", "See 702.153", "See section 8".
SEE_RULE = re.compile(r"\bSee (?:rules? |section )?(\d{3}(?:\.\d+[a-z]?)?|\d)\b")
# Every rule a definition refers to: "See rule 113, “Abilities,” and rule 603, …" -> 113, 603.
RULE_REFERENCE = re.compile(r"\b(?:rules?|See) (\d{3}(?:\.\d+[a-z]?)?)\b|(?:,|and) (\d{3}\.\d+[a-z]?)\b")
SEE_TERM = re.compile(r"^See ([^.]+)\.$")
OBSOLETE = re.compile(r"\s*\(Obsolete\)\s*$", re.IGNORECASE)
# A term names the answer when it stands for at least this share of the query's required words.
ANSWER_SHARE = 0.5
# A French keyword's name alone names the keyword (keyword_named_in_french); names have one to three words.
FRENCH_KEYWORD_NAMED = True
FRENCH_KEYWORD_WORDS = 3


@dataclass(frozen=True)
class Definition:
    term: str
    definition: str
    rule: str | None  # the rule the answer shows: the first the definition refers to
    rules: tuple = ()  # every rule it refers to ("See rules 113.7a, 608.2b, 608.2h"): they rank higher


@dataclass(frozen=True)
class Named:
    """A definition found in a query: how many of the query's words it stands for, whether the jargon named it,
    and whether it is too general to be the query's topic unless it is the whole query."""

    definition: Definition
    words: int
    jargon: bool
    generic: bool = False

    @property
    def rules(self):
        return self.definition.rules or ((self.definition.rule,) if self.definition.rule else ())


def definitions_from_database(version):
    """Today's glossary entries and the keyword rules it lacks, as Definitions (read when the index is built)."""
    if version is None:
        return []
    entries = {
        OBSOLETE.sub("", term): text
        for term, text in GlossaryEntry.objects.filter(version=version).values_list("term", "text")
    }
    keyword_rules = list(
        RuleParagraph.objects.filter(
            version=version, kind=RuleParagraph.Kind.RULE, number__regex=r"^70[12]\.\d+$"
        ).values_list("number", "title")
    )
    titled = {(title or "").lower(): number for number, title in keyword_rules}
    definitions = []
    for term, text in entries.items():
        seen = SEE_TERM.match(text.strip())
        # "APNAP Order: See Active Player, Nonactive Player Order." takes the other entry's definition.
        if seen and seen.group(1) in entries:
            text = entries[seen.group(1)]
        rule = SEE_RULE.search(text)
        refers = tuple(dict.fromkeys(a or b for a, b in RULE_REFERENCE.findall(text)))
        rule, refers = _keyword_titled(term, rule and rule.group(1), refers, titled)
        definitions.append(Definition(term=term, definition=" ".join(text.split()), rule=rule, rules=refers))
    # Keyword abilities and actions the glossary leaves out are known by their rule's title.
    known = {term.lower() for term in entries}
    first_subrules = dict(
        RuleParagraph.objects.filter(version=version, number__regex=r"^70[12]\.\d+a$").values_list("number", "text")
    )
    for number, title in keyword_rules:
        if title and title.lower() not in known:
            text = first_subrules.get(f"{number}a") or title
            definitions.append(Definition(term=title, definition=" ".join(text.split()), rule=number, rules=(number,)))
    return definitions


def _keyword_titled(term, rule, refers, titled):
    """(rule, rules referred to) of a glossary entry, the keyword rule titled with its term taking the place of
    another keyword rule it cites: the CR of 2025-11-14 sends Endure to "rule 702.62, “Endure.”", which is Suspend;
    endure is 701.63."""
    own = titled.get(term.lower())
    if own is None or rule is None or rule == own or not is_keyword(rule):
        return rule, refers
    return own, tuple(dict.fromkeys(own if r == rule else r for r in refers))


def write_definitions(path, definitions):
    path.write_text(json.dumps([asdict(d) for d in definitions], ensure_ascii=False))


def read_definitions(path):
    try:
        return [Definition(**{**d, "rules": tuple(d.get("rules") or ())}) for d in json.loads(path.read_text())]
    except (OSError, ValueError, TypeError):
        return []


def stems(text):
    return tuple(t.text for t in shared(english_analyzer)(text))


def words_of(text):
    return tuple(t.text for t in shared(name_analyzer)(text))


class Glossary:
    """Today's glossary and keyword rules, looked up by their words: as written first, then by their stems
    (`split card` is "Split Cards", but `commander` is "Commander", not "Command", which stems alike)."""

    def __init__(self, definitions=()):
        self.by_name = {}
        self.by_words = {}
        self.by_stems = {}
        self.alike = {}  # the terms of the same words (`at end of turn`, `end the turn`): the one typed is read
        for definition in definitions:
            self.by_name.setdefault(definition.term.lower(), definition)
            for table, key in ((self.by_words, words_of(definition.term)), (self.by_stems, stems(definition.term))):
                if key:
                    table.setdefault(key, definition)
            self.alike.setdefault(words_of(definition.term), []).append(definition)
        self.longest = max((len(k) for k in self.by_stems), default=0)

    def get(self, name):
        return self.by_name.get((name or "").lower())

    def found_in(self, text):
        """[(definition, words covered)] of the terms in a text, longest first, not overlapping."""
        written, stemmed = words_of(text), stems(text)
        if len(written) != len(stemmed):  # a word the stemmer drops: read by stems only
            written = stemmed
        found, i = [], 0
        while i < len(stemmed):
            for size in range(min(self.longest, len(stemmed) - i), 0, -1):
                definition = self.by_words.get(written[i : i + size]) or self.by_stems.get(stemmed[i : i + size])
                if definition is not None:
                    definition = self._as_typed(definition, text)
                    found.append((definition, size))
                    i += size
                    break
            else:
                i += 1
        return sorted(found, key=lambda item: -item[1])

    def _as_typed(self, definition, text):
        """Of the terms with the same words as definition, the one written in the text with its small words."""
        alike = self.alike.get(words_of(definition.term), ())
        if len(alike) < 2:
            return definition
        typed = " ".join(re.findall(r"[a-z0-9']+", text.lower()))
        return next((d for d in alike if f" {d.term.lower()} " in f" {typed} "), definition)


def named(understanding, glossary, jargon, french=None, known=None):
    """Every definition the query names, the ones standing for most of its words first.

    Terms of the jargon table count first (their words may also be a glossary term's); the glossary's own
    terms are then read from the rest of the query. french: the lexicon, given when the query is French; known: the
    CR's words (the finder's), to read a French name the lexicon knows only through a card's name.
    """
    found = []
    keyword = keyword_named_in_french(understanding, glossary, french, known) if french is not None else None
    if keyword is not None:
        found.append(keyword)
    for match in understanding.matches:
        if match.term is not None:
            definition = glossary.get(match.term.glossary_name)
            if definition is None or (match.term.rule and definition.rule != match.term.rule):
                definition = Definition(
                    term=definition.term if definition else match.term.name,
                    definition=definition.definition if definition else "",
                    rule=match.term.rule,
                    rules=(match.term.rule,) if match.term.rule else (),
                )
            found.append(Named(definition, match.words, jargon=True))
        elif match.numbered:
            rules = match.rules
            found.append(Named(Definition(match.name, "", rules[0], rules), match.words, jargon=True))
    rest = _without_matches(understanding)
    for definition, _ in glossary.found_in(rest):
        if not any(n.definition.term == definition.term for n in found):
            # Counted as the jargon counts words ("state-based" is one), not in stems.
            words = len(content_words(definition.term))
            found.append(Named(definition, words, jargon=False, generic=definition.term.lower() in jargon.generic))
    return sorted(found, key=lambda n: (-n.words, not n.jargon))


def keyword_named_in_french(understanding, glossary, french, known=None):
    """A French query that is a keyword's name and nothing more (`célérité`, `lien de vie`, `pietinement`) names
    the keyword as its English name does (`haste` puts 702.10 and 702.10a first): its name, translated by the
    lexicon, is the keyword's stem and every surest translation of its words starts it (`lien de vie`: lifelink and
    life). Else None: `toxique marqueurs poison` asks about the keyword's counters, not the keyword; a question
    (`comment marche le bushido ?`) is left to the rules that say what it asks.
    Without it a French keyword's later subrule (702.10b) came first, or the card named alike (Lifelink). With known
    (the CR's words), the words the CR says are read alone: `improvisation`, which the lexicon knows only as a card's
    word (makeshift), is improvise."""
    if not FRENCH_KEYWORD_NAMED or understanding.question or not 0 < understanding.words <= FRENCH_KEYWORD_WORDS:
        return None
    terms = french.translate(understanding.typed, known=known)
    if known is not None and any(stem in known for stem in terms):
        terms = {stem: weight for stem, weight in terms.items() if stem in known}
    surest = [stem for stem, weight in terms.items() if weight == max(terms.values())]
    for stem in surest:
        definition = glossary.by_stems.get((stem,))
        if definition is not None and is_keyword(definition.rule) and all(stem.startswith(s) for s in surest):
            return Named(definition, understanding.words, jargon=True)
    return None


def is_keyword(rule):
    """Whether a rule is a keyword action's or ability's (701.x, 702.x)."""
    return (rule or "").startswith(("701.", "702."))


def _without_matches(understanding):
    """The words typed outside the jargon's matches (and without question words when it is a question)."""
    text, at, parts = understanding.typed, 0, []
    for match in understanding.matches:
        parts.append(text[at : match.start])
        at = match.end
    parts.append(text[at:])
    return " ".join(parts)


def choose(candidates, words):
    """The definition to answer with: the one standing for the most words, if at least half the query's."""
    if not candidates or words <= 0:
        return None
    best = next((n for n in candidates if not n.generic or n.words >= words), None)
    if best is None or not best.definition.rule:
        return None
    return best if best.words >= ANSWER_SHARE * words else None


def first_children(number):
    """The numbers a rule's first subrule may have: 702.21 -> 702.21a, 704 -> 704.1, 1 -> 100."""
    if "." in number:
        return [f"{number}a"]
    if len(number) == 3:
        return [f"{number}.1"]
    return [f"{number}00"]


def defining_documents(searcher, current, number):
    """The stored fields of the defining rule in today's CR and, when it is only a title (`702.21 Ward`),
    of its first subrule; [] when the rule is not in the index."""
    head = searcher.document(id=rule_doc_id(date.fromisoformat(current), number))
    if head is None:
        return []
    if head.get("en", "").strip():
        return [head]
    for child in first_children(number):
        found = searcher.document(id=rule_doc_id(date.fromisoformat(current), child))
        if found is not None:
            return [head, found]
    return [head]


def answer_payload(named_definition, searcher, current):
    """{"term", "definition", "rule", "url", "title", "text", "french"?} for the page and /api/search."""
    definition = named_definition.definition
    documents = defining_documents(searcher, current, definition.rule) if current else []
    if not documents:
        return None
    head, shown = documents[0], documents[-1]
    number = head["number"]
    text = f"{shown['number']} {shown.get('en', '')}".strip()
    answer = {
        "term": definition.term,
        "definition": definition.definition or shown.get("en", ""),
        "rule": number,
        "url": rule_url(number),
        "title": head.get("title", ""),
        "text": text,
    }
    # The French of the text shown (702.21a), else of the title (702.21).
    for fields in reversed(documents):
        if fields.get("lineage") is None:
            continue
        french = searcher.document(id=translation_doc_id("fr", rule_lineage_id=fields["lineage"]))
        if french is not None and french.get("fr"):
            answer["french"] = {"text": french["fr"], "rule": fields["number"]}
            break
    return answer
