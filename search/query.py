"""Turning a judge's query into results: the request, filters, parsing, ranking, fallbacks.

The one entry point is `search(q, kind=, lang=, page=)`; the JSON view and the search page both call it.
The work is in small steps around dataclasses:

    make_request()   the query text and controls checked and read (jargon.py reads its words) -> SearchRequest
    plan()           what to run on which index: version, language, the rules and cards named  -> Plan
    run()            matches counted, faceted, one page ranked                                   -> Outcome
    fall_back()      few matches: a spelling fix, most of the words, any of them, similar card names
    results_of()     the page's results (results.py), once, for the outcome kept
    respond()        the JSON-shaped answer (docs/api.md), with the answer on top (answers.py)

Bad input raises QueryError (a 400 for the views); a missing or unreadable index raises index.NoIndex (a 503).
"""

import bisect
import fnmatch
import logging
import math
import pickle
import re
import struct
import zlib
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from whoosh import index as whoosh_index
from whoosh.qparser import (
    AndGroup,
    GroupPlugin,
    MultifieldPlugin,
    OperatorsPlugin,
    OrGroup,
    PhrasePlugin,
    QueryParser,
    WildcardPlugin,
)
from whoosh.query import (
    And,
    AndNot,
    DateRange,
    FuzzyTerm,
    MultiTerm,
    Not,
    NullQuery,
    Or,
    Phrase,
    Prefix,
    Term,
    Wildcard,
)

from rules.selectors import normalize_number

from . import answers, hybrid, jargon
from .analysis import fold, name_analyzer, words
from .index import NoIndex, UnreadableIndex, forget_searchers, search_lock, shared_searchers
from .results import english_first, hit, jump_hits, put_first, rule_jump
from .schema import CARD_PRIORS, DEFAULT_FIELDS, FRENCH_FIELDS, KIND_PRIORS, KINDS, LANGUAGES, build_schema

logger = logging.getLogger("search")

MAX_QUERY_LENGTH = 500
# Fewer matches than this, and a spelling suggestion that finds five times more is searched instead,
# else documents with any of the words.
FEW = 3
# Fewer than a page of documents with every word of a longer query: those with most of them are listed too
# (a question's words are rarely all in the rule that answers it).
WIDEN_BELOW = 10
# Documents with most of the words: all but one first, then fewer, until there are this many.
WIDENED_ENOUGH = 200
# A query of this many parts or more is treated as a question: most of its words suffice.
LONG_QUERY = 5
PER_PAGE = 10
MAX_PAGE = 100
# Prefixes and wildcards are bounded (each expands to unstemmed words, each word to a term per field):
# at most this many in a query, this many words in all, fewer for a short prefix.
MAX_WILDCARDS = 6
WILDCARD_WORDS = 96
WORDS_BY_PREFIX_LENGTH = {2: 12, 3: 32}
WORDS_PER_WILDCARD = 64
# The postings a query may make a search read (query_cost): a dozen of the commonest words at once is more,
# and takes over half a second the first time.
MAX_COST = 100_000
MAX_PHRASES = 3
# No word of a card name or of the rules is longer than this: a longer one is no misspelling of one, and matching
# it within two edits against every name costs seconds (a random 499-letter word: 1.7-2.7 s of CPU).
LONGEST_WORD = 32
# Only so many unknown words get a spelling suggestion (each walks the word list).
MAX_CORRECTED_WORDS = 6
# A term standing for more than this share of a query's words puts its rule first.
PIN_SHARE = 0.5
# A rule a named term defines, and the rules under it, rank this many times higher among the matches.
DEFINING_RULE_BOOST = 2.0
# And so do the documents of a card the query names (its page, its rulings).
CARD_NAMED_BOOST = 2.0
CARD_PAGE_IN_QUESTION = 0.5
# When few documents have every word: those with at least this share of them (and two; one in a question)
# come next.
MOST_WORDS = 0.6
# ... and rank this many times higher than the wider matches (not always first: a rule missing one word of a
# question often answers it better than a ruling that has them all).
NARROWER = 3.0

FILTER_NAMES = ("kind", "lang", "card", "date", "source", "version")
# name:"quoted value" (the closing quote may be missing), name:[range], name:word
FILTER_PATTERN = re.compile(
    r"(?<![\w:])(" + "|".join(FILTER_NAMES) + r')\s*:\s*("[^"]*"?|\[[^\]]*\]?|[^\s"()]*)', re.IGNORECASE
)
RULE_NUMBER = re.compile(r"^(\d{3})(?:\.(\d+)([a-z])?)?\.?$", re.IGNORECASE)
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
# What makes a query more than plain words: a phrase, an operator, a group, a wildcard inside a word.
SYNTAX = re.compile(r'["()*]|\b(?:OR|AND|NOT)\b|\w\?\w')
KIND_ALIASES = {"rules": "rule", "cr": "rule", "rulings": "ruling", "cards": "card"}
SOURCES = ("wotc", "scryfall")
EXAMPLES = {
    "kind": "kind:ruling (rule, ruling or card)",
    "lang": "lang:fr (en or fr)",
    "card": 'card:"Whir of Invention"',
    "date": "date:2017, date:2017-02 or date:2017-01..2018-12",
    "source": "source:wotc (wotc or scryfall)",
    "version": "version:2021-04-22 (any date: the CR in force that day)",
}
# What reading a damaged index raises: the bytes decide (a truncated segment is EOFError "Ran out of input").
INDEX_READ_ERRORS = (
    OSError,
    EOFError,
    struct.error,
    zlib.error,
    pickle.UnpicklingError,
    whoosh_index.IndexError,
    ValueError,
    KeyError,
    IndexError,
)


class QueryError(ValueError):
    """A query the user must fix; the message says how."""


# --- the request --------------------------------------------------------------------------------------------


@dataclass
class SearchRequest:
    """A query as read: its words, filters, page, and what its words name."""

    text: str  # the query, cleaned
    free: str  # its words, the filters taken out
    filters: dict  # filter name -> [values], from the text and the controls
    page: int
    per_page: int
    number: str | None  # the rule number the query is, if it is one
    understanding: jargon.Understanding | None = None  # what its words say (understand())

    @property
    def kinds(self):
        return {KIND_ALIASES.get(v.lower(), v.lower()) for v in self.filters.get("kind", [])}

    @property
    def version(self):
        """The CR version date asked for (the last `version:`), or None."""
        return self.filters.get("version", [None])[-1]

    @property
    def key(self):
        """What the index's answer depends on: the same key, the same answer (until the index changes)."""
        filters = tuple(sorted((name, tuple(values)) for name, values in self.filters.items()))
        return (self.text, filters, self.page, self.per_page)


def memo(searchers, kind, key, compute, *, limit=2000):
    """compute() for a query's words, kept until the index changes: a query asked again (and judges ask the
    same ones) is not read, understood and looked up again."""
    table = searchers.cache.setdefault(kind, {})
    if key not in table:
        if len(table) >= limit:
            table.clear()
        table[key] = compute()
    return table[key]


def understand(request, searchers):
    """The request with its words understood (jargon, question words, numbers in words)."""
    request.understanding = memo(searchers, "understood", request.free, lambda: jargon.load().understand(request.free))
    return request


def clean(q):
    if q is None:
        return ""
    if not isinstance(q, str):
        raise QueryError("The query must be text.")
    if len(q) > MAX_QUERY_LENGTH:
        raise QueryError(f"The query is too long ({len(q)} characters); keep it under {MAX_QUERY_LENGTH}.")
    return " ".join(CONTROL.sub(" ", q).replace("\u201c", '"').replace("\u201d", '"').split())


def read_page(page):
    try:
        page = int(page or 1)
    except (TypeError, ValueError):
        raise QueryError("page must be a number.") from None
    if page < 1 or page > MAX_PAGE:
        raise QueryError(f"page must be between 1 and {MAX_PAGE}.")
    return page


def split_filters(q):
    """Returns (text, {name: [values]}) with the field filters taken out of the query."""
    filters = {}

    def take(match):
        name, value = match.group(1).lower(), match.group(2).strip()
        if value.startswith('"'):
            value = value.strip('"').strip()
        if not value:
            raise QueryError(f'"{name}:" needs a value after it, for example {EXAMPLES[name]}.')
        filters.setdefault(name, []).append(value)
        return " "

    text = FILTER_PATTERN.sub(take, q)
    return " ".join(text.split()), filters


def make_request(q, *, kind=None, lang=None, page=1, per_page=PER_PAGE, controls=None) -> SearchRequest:
    text = clean(q)
    page = read_page(page)
    free, filters = split_filters(text)
    # The page's form controls (and the API's parameters) are the same filters as in the text.
    for name, value in (("kind", kind), ("lang", lang), *(((n, v) for n, v in (controls or {}).items()))):
        if name in FILTER_NAMES and value and isinstance(value, str) and value.strip():
            filters.setdefault(name, []).append(CONTROL.sub(" ", value).strip()[:MAX_QUERY_LENGTH])
    number = rule_number(free) if free and not filters else None
    return SearchRequest(text=text, free=free, filters=filters, page=page, per_page=per_page, number=number)


# --- filters ----------------------------------------------------------------------------------------------------


def _parse_day(text, *, end):
    """2017 / 2017-02 / 2017-02-09 -> the first (or, with end, the last) day it covers."""
    m = re.fullmatch(r"(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?", text.strip())
    if not m:
        raise QueryError(f"Cannot read the date {text!r}: use {EXAMPLES['date']}.")
    year, month, day = int(m.group(1)), m.group(2), m.group(3)
    try:
        if day:
            d = date(year, int(month), int(day))
        elif month:
            d = date(year, int(month), 1)
            if end:
                d = (d.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)
        else:
            d = date(year, 12, 31) if end else date(year, 1, 1)
    except ValueError:
        raise QueryError(f"Cannot read the date {text!r}: use {EXAMPLES['date']}.") from None
    return datetime(d.year, d.month, d.day, 23, 59, 59) if end else datetime(d.year, d.month, d.day)


def date_query(value):
    """date:2017, date:2017-02-09, date:2017-01..2018-12, date:[2017 to 2018], date:2017.. or date:..2018."""
    value = value.strip()
    if value.startswith("["):
        inner = value.strip("[]")
        parts = re.split(r"\s+to\s+", inner.strip(), flags=re.IGNORECASE)
        if len(parts) != 2:
            raise QueryError(f"Cannot read the date range {value!r}: use date:[2017 to 2018].")
        start, end = parts
    elif ".." in value:
        start, end = value.split("..", 1)
    else:
        start = end = value
    start_dt = _parse_day(start, end=False) if start.strip() else None
    end_dt = _parse_day(end, end=True) if end.strip() else None
    if start_dt is None and end_dt is None:
        raise QueryError(f"Cannot read the date range {value!r}: use {EXAMPLES['date']}.")
    if start_dt and end_dt and start_dt > end_dt:
        raise QueryError(f"The date range {value!r} ends before it starts.")
    return DateRange("date", start_dt, end_dt)


def version_in_force(value, known):
    """The effective date (ISO) of the CR version in force on a date, from the versions the index knows."""
    try:
        asked = date.fromisoformat(value) if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value) else None
    except ValueError:
        asked = None
    if asked is None:
        raise QueryError(f"Cannot read the CR version {value!r}: give a date, for example {EXAMPLES['version']}.")
    dates = sorted(known)
    i = bisect.bisect_right(dates, asked.isoformat())
    if i == 0:
        oldest = dates[0] if dates else "none"
        raise QueryError(f"No CR version was in force on {value}: the oldest imported is {oldest}.")
    return dates[i - 1]


def _card_query(name, *, exact=True):
    """The documents that carry a card name: the card, its rulings and their translations. Not exact: the
    documents with its words (no walk over word positions; the caller checks the name, or only ranks)."""
    tokens = [t.text for t in name_analyzer()(name)]
    if not tokens:
        return NullQuery
    if len(tokens) == 1:
        return Term("card", tokens[0])
    return Phrase("card", tokens) if exact else And([Term("card", t) for t in tokens])


def _filter_alternative(name, value):
    low = value.lower()
    if name == "kind":
        low = KIND_ALIASES.get(low, low)
        if low not in KINDS:
            raise QueryError(f"Unknown kind {value!r}: use rule, ruling or card.")
        return Term("kind", low)
    if name == "lang":
        if low not in LANGUAGES:
            raise QueryError(f"Unknown language {value!r}: use en or fr.")
        return Term("lang", low)
    if name == "source":
        if low not in SOURCES:
            raise QueryError(f"Unknown source {value!r}: use wotc or scryfall.")
        return Term("source", low)
    if name == "card":
        q = _card_query(value)
        if q is NullQuery:
            raise QueryError(f"Cannot search for the card {value!r}: give its name, for example {EXAMPLES['card']}.")
        return q
    if name == "date":
        return date_query(value)
    raise AssertionError(name)


def filter_queries(filters):
    """{name: Whoosh query} for the filters but `version`, which chooses the index instead."""
    queries = {}
    for name, values in filters.items():
        if name == "version":
            continue
        alternatives = [_filter_alternative(name, value) for value in values]
        queries[name] = alternatives[0] if len(alternatives) == 1 else Or(alternatives)
    return queries


# --- parsing the words --------------------------------------------------------------------------------------------

_schema = build_schema()


def _parser(fields, group=AndGroup):
    # No field, range or boost syntax: filters are read by split_filters, braces are mana symbols.
    parser = QueryParser(
        None, _schema, plugins=[WildcardPlugin(), PhrasePlugin(), GroupPlugin(), OperatorsPlugin()], group=group
    )
    parser.add_plugin(MultifieldPlugin(list(fields), fieldboosts=fields))
    return parser


# (french, relaxed) -> parser. Relaxed, for when the words cannot all be found together:
# any of them, documents with more of them first.
_parsers = {
    (french, relaxed): _parser(
        FRENCH_FIELDS if french else DEFAULT_FIELDS, OrGroup.factory(0.9) if relaxed else AndGroup
    )
    for french in (False, True)
    for relaxed in (False, True)
}


def _check_wildcards(text):
    tokens = re.findall(r"[^\s()\"]*[*?][^\s()\"]*", text)
    for token in tokens:
        literal = re.split(r"[*?]", token, maxsplit=1)[0]
        if len(literal) < 2:
            raise QueryError(f"The wildcard in {token!r} needs at least two letters before it, for example improv*.")
    if len(tokens) > MAX_WILDCARDS:
        raise QueryError(f"At most {MAX_WILDCARDS} prefixes or wildcards in a query ({len(tokens)} given).")


def _outside_quotes(text):
    """The unquoted parts rewritten: mana symbols quoted (braces are range syntax to Whoosh), symbol words
    (`colored`, `white`…, jargon.toml [symbols]) also searched as their mana symbols."""
    symbols = jargon.load().symbols
    words_pattern = re.compile(r"\b(" + "|".join(map(re.escape, symbols)) + r")\b", re.IGNORECASE)
    parts = text.split('"')
    for i in range(0, len(parts), 2):
        part = re.sub(r"(\{[^{}\s]{1,8}\})", r'"\1"', parts[i])
        parts[i] = words_pattern.sub(
            lambda m: "(" + " OR ".join([m.group(1)] + [f'"{s}"' for s in symbols[m.group(1).lower()]]) + ")", part
        )
    return '"'.join(parts)


def parse_text(text, *, relaxed=False, french=False):
    """The free-text part of a query as a Whoosh query (NullQuery when nothing searchable is left)."""
    if not text:
        return NullQuery
    if text.count('"') % 2:
        # An unbalanced quote: the last one opens nothing.
        i = text.rfind('"')
        text = text[:i] + " " + text[i + 1 :]
    _check_wildcards(text)
    try:
        q = _parsers[french, relaxed].parse(_outside_quotes(text))
    except Exception as exc:  # the parser's own errors are not a stable API
        raise QueryError(f"Cannot understand the query: {exc}") from None
    return q.normalize()


def rule_number(text):
    """The rule number a query is, normalized (`702.125A.` -> `702.125a`), or None."""
    return normalize_number(text) if RULE_NUMBER.match(text.strip()) else None


def expand_wildcards(q, searchers, budget=None):
    """Prefixes and wildcards matched against the unstemmed words (`improvisat*` is no prefix of the stem
    `improvis`), each word then analyzed as the field would: the most frequent words, within the budget."""
    if budget is None:
        budget = [WILDCARD_WORDS]
    if isinstance(q, (Prefix, Wildcard)):
        return _expand_one(q, searchers, budget)
    if hasattr(q, "subqueries"):
        q.subqueries = [expand_wildcards(s, searchers, budget) for s in q.subqueries]
    elif hasattr(q, "child"):
        q.child = expand_wildcards(q.child, searchers, budget)
    elif hasattr(q, "a") and hasattr(q, "b"):
        q.a, q.b = expand_wildcards(q.a, searchers, budget), expand_wildcards(q.b, searchers, budget)
    return q


def _expand_one(q, searchers, budget):
    text = fold(q.text.lower())
    literal = re.split(r"[*?]", text, maxsplit=1)[0] if isinstance(q, Wildcard) else text
    pattern = re.compile(fnmatch.translate(text)) if isinstance(q, Wildcard) else None
    # A short prefix matches many words, each read in full: it gets fewer of them (the most frequent).
    limit = min(WORDS_BY_PREFIX_LENGTH.get(len(literal), WORDS_PER_WILDCARD), budget[0])
    candidates = searchers.lexicon.prefixed(literal, limit=None if pattern else limit)
    chosen = [w for w, _ in candidates if pattern is None or pattern.match(w)][:limit]
    budget[0] -= len(chosen)
    analyzer = _schema[q.fieldname].analyzer
    terms = sorted({t.text for word in chosen for t in analyzer(word)})
    # No word: a term that matches nothing (a NullQuery would vanish from an AND and match everything).
    return Or([Term(q.fieldname, t) for t in terms]) if terms else Term(q.fieldname, "\x00")


def _has_wildcards(q):
    return isinstance(q, (Prefix, Wildcard)) or any(_has_wildcards(c) for c in q.children())


def words_query(text, searchers, *, relaxed=False, french=False):
    """parse_text with the prefixes expanded against this index's words; kept until the index changes (a
    judge's jargon expands into long OR groups, slow to parse again)."""
    cache = searchers.cache.setdefault("words", {})
    key = (text, relaxed, french)
    q = cache.get(key)
    if q is None:
        q = parse_text(text, relaxed=relaxed, french=french)
        if _has_wildcards(q):
            q = expand_wildcards(q, searchers).normalize()
        if len(cache) >= 2000:
            cache.clear()
        cache[key] = q
    return q


def most_of(q):
    """Documents with all but one of the query's top-level parts (three or more), or None."""
    if not isinstance(q, And) or len(q.subqueries) < 3:
        return None
    parts = q.subqueries
    return Or([And(parts[:i] + parts[i + 1 :]) for i in range(len(parts))]).normalize()


# --- the plan -------------------------------------------------------------------------------------------------


@dataclass
class Plan:
    """What runs on the index for a request."""

    searchers: object  # index.Searchers
    words: object  # the Whoosh query of the words (NullQuery: filters only)
    filters: dict  # filter name -> Whoosh query (not `version`)
    french: bool = False
    version: str | None = None  # an older CR version searched (its index is `history`), else None
    pinned: list = field(default_factory=list)  # document ids shown first on page 1 (rules the words name)
    boosted: list = field(default_factory=list)  # rule numbers ranked higher when they match
    cards: list = field(default_factory=list)  # English names of the cards the query names (filters or words)

    @property
    def searcher(self):
        return self.searchers.history if self.version else self.searchers.main

    @property
    def current_version(self):
        """Today's CR as the index knows it; None in a search of an older version."""
        return None if self.version else self.searchers.meta.get("current_version")

    @property
    def facet_filters(self):
        # The facets count every kind, so the kind filter is applied after them.
        return [q for name, q in self.filters.items() if name != "kind"]


def plan(request, searchers, named) -> Plan:
    version = _version_searched(request, searchers.meta)
    french = is_french(searchers, request.free)
    words_q = words_query(request.understanding.text, searchers, french=french)
    memo(searchers, "cost", (words_q, version), lambda: _check_cost(words_q, _reader(searchers, version)))
    pinned, boosted = _named_documents(request, searchers, named, french=french, version=version)
    if words_q is NullQuery and not request.filters and request.number is None and not pinned:
        raise QueryError(
            "Nothing to search for: type some words, a rule number or a card name."
            if not request.text
            else f"Nothing to search for in {request.text!r}: the words left are too common or only operators."
        )
    filters = filter_queries(request.filters)
    if version is not None:
        # The history index holds every older version's paragraphs: only those the CR in force that day printed.
        filters["version"] = Term("version", version)
    return Plan(
        searchers=searchers,
        words=words_q,
        filters=filters,
        french=french,
        version=version,
        pinned=pinned,
        boosted=boosted,
        cards=request.filters.get("card", []) + _cards_named(searchers, request.free),
    )


def _reader(searchers, version):
    return (searchers.history if version else searchers.main).reader()


def _cards_named(searchers, text):
    return memo(searchers, "cards", text, lambda: searchers.card_names.named_in(text, searchers.lexicon))


def _card_named_alone(searchers, text):
    return memo(searchers, "card alone", text, lambda: searchers.card_names.whole(text, searchers.lexicon))


def query_cost(q, reader):
    """How many postings a query's words make a search read (the index's counts, nothing read): each word of
    each field once, twice when it is in a phrase (Whoosh then also walks its positions)."""
    weights = {}
    for leaf in q.leaves():
        if isinstance(leaf, Term):
            weights.setdefault((leaf.fieldname, leaf.text), 1)
        elif isinstance(leaf, Phrase):
            weights.update(((leaf.fieldname, w), 2) for w in leaf.words)
    return sum(weight * reader.doc_frequency(*key) for key, weight in weights.items() if key[0] in DEFAULT_FIELDS)


def _check_cost(q, reader):
    # A phrase also makes Whoosh walk its words' positions: a few of them, of common words, take a second.
    phrases = max(
        len({tuple(leaf.words) for leaf in q.leaves() if isinstance(leaf, Phrase) and leaf.fieldname == field})
        for field in ("en", "fr")
    )
    if phrases > MAX_PHRASES:
        raise QueryError(f"At most {MAX_PHRASES} phrases in quotes in a query ({phrases} given).")
    cost = query_cost(q, reader)
    if cost > MAX_COST:
        raise QueryError(
            f"Too many very common words to search at once ({cost:,} entries to read, at most {MAX_COST:,}): "
            "leave some out, or quote the words that belong together."
        )


def _version_searched(request, meta):
    """The older CR version a `version:` filter asks for (the one in force that day), or None for today's."""
    if request.version is None:
        return None
    known = meta.get("versions") or {}
    version = version_in_force(request.version, known) if known else request.version
    return None if version == meta.get("current_version") else version


def _named_documents(request, searchers, named, *, french, version):
    """(document ids first on page 1, rule numbers whose families rank higher) for what the words name."""
    first, boosted = [], []
    current = searchers.meta.get("current_version")
    if current and version is None and _rules_may_be_shown(request):
        # In a French query an English glossary term is found only through a stem the two languages share
        # (improvisation/improvise): its rule is answered, not put before the French texts asked for.
        first, boosted = _named_rules(request.understanding, [n for n in named if n.jargon or not french])
        first = _pinned_documents(searchers.main, current, first)
    card = _card_named_alone(searchers, request.free) if not request.filters else None
    if card is not None and not first:
        # A query that is a card's name (and no rules term: `flicker` is 400.7 first): its page first.
        first = _card_documents(searchers, card)
    return first, boosted


def _rules_may_be_shown(request):
    """Rules named by the words are put first only when no filter but `kind:rule` narrows the results."""
    return set(request.filters) <= {"kind"} and (not request.kinds or "rule" in request.kinds)


def _named_rules(understanding, named):
    """(rules to put first, rules whose family ranks higher).

    Numbers in the rules' structure always go first. A term's defining rule goes first when the term stands
    for more than half the query's words (however many times it is said: `blink new object`); the rules its
    definition refers to, and the rules under them, rank higher. A general term (`card`, `player`) does
    either only when it is the whole query.
    """
    first = [rule for match in understanding.matches if match.numbered for rule in match.rules]
    words_by_term = {}
    for match in understanding.matches:
        if match.term is not None:
            words_by_term[match.term] = words_by_term.get(match.term, 0) + match.words
    boosted = []
    for n in named:
        if not n.rules:
            continue
        term = jargon.load().term_named(n.definition.term) if n.jargon else None
        words = max(n.words, words_by_term.get(term, 0))
        whole = words >= understanding.words > 0
        if n.generic and not whole:
            continue
        if (whole or words > PIN_SHARE * understanding.words) and not first:
            first.append(n.definition.rule)
        boosted.extend(n.rules)
    return list(dict.fromkeys(first)), list(dict.fromkeys(boosted))


def _card_docnums(searchers, name):
    """The document numbers of the card documents of a card name."""
    docsets = searchers.docsets_of(searchers.main)
    wanted = fold(name.lower())
    return [
        docnum
        for docnum in docsets.of(_card_query(name, exact=False)) & docsets.term("kind", "card")
        if fold(searchers.main.stored_fields(docnum).get("title", "").lower()) == wanted
    ]


def _cards_documents(searchers, names):
    """The document numbers of what carries these card names: each card's page, its rulings and their
    translations (the stored names checked: the index's `card` words of "Force of Will" are only `force`)."""
    return memo(searchers, "named documents", tuple(names), lambda: _carrying(searchers, names))


def _carrying(searchers, names):
    docsets = searchers.docsets_of(searchers.main)
    found = set()
    for name in names:
        wanted = fold(name.lower())
        for docnum in docsets.of(_card_query(name)):
            stored = searchers.main.stored_fields(docnum)
            carried = stored.get("cards") or (stored.get("card") or stored.get("title", "")).split("\n")
            if any(fold(c.lower()) == wanted for c in carried):
                found.add(docnum)
    return frozenset(found)


def _card_documents(searchers, name):
    """The ids of the card documents of a card name."""
    return [searchers.main.stored_fields(docnum)["id"] for docnum in _card_docnums(searchers, name)]


def _pinned_documents(searcher, current, numbers):
    """The documents of today's rules named, each followed by its first subrule when it is only a title."""
    ids = []
    for number in numbers:
        ids.extend(fields["id"] for fields in answers.defining_documents(searcher, current, number))
    return list(dict.fromkeys(ids))


# --- running ------------------------------------------------------------------------------------------------------


@dataclass
class Outcome:
    """Matches counted and one page of them ranked (turned into results once, for the outcome kept)."""

    total: int
    facets: dict
    ranked: list = field(default_factory=list)  # [(docnum, score)] of the page
    words: dict = field(default_factory=dict)  # field -> the terms searched, for the snippets
    notes: dict = field(default_factory=dict)  # corrected_query, relaxed, fuzzy_cards


def run(request, plan_, words_q=None, *, candidates=None, ahead=()) -> Outcome:
    """Count the matches of the words and filters, facet them by kind and rank one page.

    words_q replaces the plan's words (a fallback); candidates: the documents the words match, when the
    fallback counted them itself; ahead: [(documents, factor)] ranked above the others (narrower matches first).
    """
    searchers, searcher = plan_.searchers, plan_.searcher
    words_q = plan_.words if words_q is None else words_q
    page, per_page = request.page, request.per_page
    docsets = searchers.docsets_of(searcher)
    if words_q is NullQuery and not plan_.filters:
        return Outcome(total=0, facets=dict.fromkeys(KINDS, 0))
    matches = _matches(docsets, words_q, plan_.facet_filters, candidates)
    if plan_.cards and request.understanding.question:
        # A card named in a question brings its page and rulings, whichever of the question's words they have:
        # "Tarmogoyf: does it count instants in all graveyards?" asks about rulings that have neither word.
        named = _cards_documents(plan_.searchers, plan_.cards)
        matches = matches | _matches(docsets, None, plan_.facet_filters, named)
    # The facets count every kind, whichever kind is asked for.
    by_kind = {k: matches & docsets.term("kind", k) for k in KINDS}
    facets = {k: len(docs) for k, docs in by_kind.items()}
    if request.kinds:
        matches = set().union(*(by_kind[k] for k in request.kinds if k in by_kind))
    terms = scoring_terms(words_q, searcher.reader(), docsets)
    priors = _priors(docsets, plan_, terms, question=request.understanding.question) + list(ahead)
    # The rules the words name are on top of page 1 (pinned_hits): ranked again, they would come back on a later page.
    listed = matches - _docnums(searcher, plan_.pinned) if plan_.pinned else matches
    ranked = docsets.rank(listed, terms, page * per_page, priors)[(page - 1) * per_page :] if listed else []
    by_field = {}
    for fieldname, text, _ in terms:
        by_field.setdefault(fieldname, set()).add(text)
    return Outcome(total=len(matches), facets=facets, ranked=ranked, words=by_field)


def _docnums(searcher, doc_ids):
    return {n for n in (searcher.document_number(id=doc_id) for doc_id in doc_ids) if n is not None}


def results_of(outcome, plan_):
    """The page's results: stored fields, snippets, links (a translation after its English)."""
    searcher = plan_.searcher
    results = [
        hit(
            searcher.stored_fields(docnum),
            score,
            outcome.words,
            version=plan_.version,
            current_version=plan_.current_version,
            cards_named=_folded(plan_.cards),
        )
        for docnum, score in outcome.ranked
    ]
    english_first(results)
    return results


def _matches(docsets, words_q, facet_filters, candidates):
    if candidates is not None:
        matches = set(candidates)
        for q in facet_filters:
            matches &= docsets.of(q)
        return matches
    base = And([words_q, *facet_filters]) if facet_filters else words_q
    if base is NullQuery:
        base = Or([Term("kind", k) for k in KINDS])  # filters only after all: everything they allow
    return docsets.of(base.normalize())


def _priors(docsets, plan_, terms, *, question=False):
    """(documents, factor) multiplying scores: the kinds' priors (a question naming a card wants its rulings
    and page, one naming none the rules; a card found by its name is not one found by the words of its
    text), the families of the rules the words name, the documents of the cards named."""
    # A French query finds the cards' French texts and few rules (only editors' translations): no rules first.
    kinds = CARD_PRIORS if plan_.cards or plan_.french else KIND_PRIORS
    if plan_.cards and question:
        # A question about a card is answered by its rulings more than by its page.
        kinds = {**kinds, "card": CARD_PAGE_IN_QUESTION}
    priors = [(docsets.term("kind", kind), factor) for kind, factor in kinds.items() if factor != 1]
    if plan_.cards:
        priors.append((_cards_documents(plan_.searchers, plan_.cards), CARD_NAMED_BOOST))
    if plan_.boosted:
        family = set().union(*(docsets.family(n) for n in plan_.boosted))
        priors.append((family, DEFINING_RULE_BOOST))
    return priors


def scoring_terms(q, reader, docsets=None):
    """[(field, text, boost)] of the words a query searches for (not its filters, not what it negates).

    With docsets, an alternative of an OR that no document matches adds no words: a jargon term's ways of
    saying it that no text uses are not read for scoring.
    """
    found = []

    def walk(node):
        if isinstance(node, Not):
            return
        if docsets is not None and isinstance(node, Or) and len(node.subqueries) > 1:
            for child in node.subqueries:
                if docsets.exists(child):
                    walk(child)
            return
        if isinstance(node, AndNot):
            walk(node.a)
            return
        if isinstance(node, Term):
            if node.fieldname in DEFAULT_FIELDS:
                found.append((node.fieldname, node.text, node.boost))
        elif isinstance(node, Phrase):
            if node.fieldname in DEFAULT_FIELDS:
                found.extend((node.fieldname, word, node.boost) for word in node.words)
        elif isinstance(node, MultiTerm):
            if node.fieldname in DEFAULT_FIELDS:
                field_ = _schema[node.fieldname]
                found.extend(
                    (node.fieldname, b if isinstance(b, str) else field_.from_bytes(b), node.boost)
                    for b in node._btexts(reader)
                )
        else:
            for child in node.children():
                walk(child)

    walk(q)
    return list(dict.fromkeys(found))


def _folded(names):
    return [fold(n.lower()) for n in names]


def pinned_hits(plan_, request):
    """The results of the rules the words name, for the top of page 1."""
    searcher = plan_.searchers.main
    items = []
    for doc_id in plan_.pinned:
        docnum = searcher.document_number(id=doc_id)
        if docnum is not None:
            items.append(hit(searcher.stored_fields(docnum), None, {}, cards_named=_folded(plan_.cards)))
    for item in items:
        item["score"] = None
    return items


# --- fallbacks ------------------------------------------------------------------------------------------------------


def fall_back(request, plan_, outcome) -> Outcome | None:
    """Few or no matches: the suggested spelling when it finds many more; else documents with most of the
    words while there are few (the narrower matches first); with none at all, any of the words, else card
    names by similarity (`whirr inventon`)."""
    corrected = _corrected(request, plan_, outcome) if outcome.total < FEW else None
    if corrected is not None:
        return corrected
    best = outcome
    always = request.understanding.question or len(getattr(plan_.words, "subqueries", ())) >= LONG_QUERY
    if best.total < (math.inf if always else WIDEN_BELOW):
        wider, _ = _most_words(request, plan_, [])
        if wider is not None and wider.total > best.total:
            best = wider
    if best.total == 0:
        best = _any_words(request, plan_, [])[0] or _similar_cards(request, plan_) or best
    return None if best is outcome else best


def _corrected(request, plan_, outcome):
    suggestions = outcome.notes.get("suggestions") or []
    if not suggestions:
        return None
    searchers = plan_.searchers
    corrected = jargon.load().understand(suggestions[0]).text
    corrected_q = words_query(corrected, searchers, french=is_french(searchers, suggestions[0]))
    if corrected_q is NullQuery:
        return None
    # The spelling fixed may be a card's name (`saheli directiv`): that card first, as if typed right.
    card = _card_named_alone(searchers, suggestions[0])
    ahead = [(frozenset(_card_docnums(searchers, card)), 1000.0)] if card else []
    result = run(request, plan_, corrected_q, ahead=ahead)
    if result.total <= 5 * outcome.total:
        return None
    result.notes["corrected_query"] = suggestions[0]
    return result


def _ahead(docsets, plan_, tiers):
    """Documents matching the narrower queries first: the strict matches, then those with most of the words."""
    strict = docsets.of(plan_.words)
    narrower = [strict, *tiers]
    return [(docs, NARROWER ** (len(narrower) - i)) for i, docs in enumerate(narrower) if docs]


def _most_words(request, plan_, tiers):
    """Documents with most of the words of a query of three or more parts (2 of 3, 3 of 5…); of a question,
    of two or more parts (1 of 2)."""
    parts = plan_.words.subqueries if isinstance(plan_.words, And) else []
    if len(parts) < (2 if request.understanding.question else 3):
        return None, None
    docsets = plan_.searchers.docsets_of(plan_.searcher)
    least = max(1 if request.understanding.question else 2, round(MOST_WORDS * len(parts)))
    # All but one word first, then fewer, until there is a page of them: documents with more of the words
    # are the better ones, and scoring thousands that have only a few costs.
    for k in range(len(parts) - 1, least - 1, -1):
        matched = docsets.at_least(parts, k)
        if len(matched) >= WIDENED_ENOUGH:
            break
    result = run(request, plan_, candidates=matched, ahead=_ahead(docsets, plan_, tiers))
    result.notes["relaxed"] = True
    return result, matched


def _any_words(request, plan_, tiers):
    """Documents with any of the words as typed (their jargon not expanded: thousands of documents to score)."""
    if len(request.understanding.plain.split()) < 2:
        return None, None
    relaxed_q = words_query(request.understanding.plain, plan_.searchers, relaxed=True, french=plan_.french)
    if relaxed_q is NullQuery:
        return None, None
    docsets = plan_.searchers.docsets_of(plan_.searcher)
    result = run(request, plan_, relaxed_q, ahead=_ahead(docsets, plan_, tiers))
    result.notes["relaxed"] = True
    return result, None


def _similar_cards(request, plan_):
    if not request.free or request.kinds - {"card"}:
        return None
    fuzzy = fuzzy_card_query(request.free)
    if fuzzy is None:
        return None
    result = run(request, plan_, fuzzy)
    if not result.total:
        return None
    result.notes.update(corrected_query=None, fuzzy_cards=True)
    return result


def fuzzy_card_query(text):
    """Card names close to the words typed (`saheli directiv`), each word within one or two edits."""
    tokens = [t.text for t in name_analyzer()(text)]
    if not tokens or len(tokens) > 6 or max(map(len, tokens)) > LONGEST_WORD:
        return None
    parts = [FuzzyTerm("card", t, maxdist=1 if len(t) < 6 else 2, prefixlength=1) for t in tokens]
    return And([Term("kind", "card")] + parts)


# --- suggestions and language -----------------------------------------------------------------------------------


def is_french(searchers, text):
    """True when the words are French: some are found only in French texts, none only in English ones."""
    lexicon = searchers.lexicon
    only_fr = only_en = 0
    for word in words(text):
        en, fr = lexicon.count("en", word), lexicon.count("fr", word)
        only_fr += bool(fr and not en)
        only_en += bool(en and not fr)
    return only_fr > 0 and only_en == 0


def suggestions(searchers, text, limit=3):
    """Corrected queries for words the index does not know: `improvize` -> `improvise`.

    Candidates within two edits (Damerau-Levenshtein, so `contraptoin` is one)
    of each unknown word, the closest and then the most frequent first.
    """
    if not text or rule_number(text):
        return []
    lexicon = searchers.lexicon
    replacements = {}
    # A prefix or wildcard (`improv*`) is no misspelling: its letters are matched as typed. (Correcting it cost
    # the first query with one 10-30 ms, for a suggestion that meant nothing.)
    patterns = set(words(" ".join(re.findall(r"[^\s()\"]*[*?][^\s()\"]*", text))))
    unknown = [
        w
        for w in dict.fromkeys(words(text))
        if 4 <= len(w) <= LONGEST_WORD and w not in patterns and not lexicon.known(w)
    ]
    for word in unknown[:MAX_CORRECTED_WORDS]:
        correction = lexicon.correct(word)
        if correction and not _same_terms(
            word, correction, [lang for lang in ("en", "fr") if lexicon.count(lang, correction)]
        ):
            replacements[word] = correction
    if not replacements:
        return []
    corrected = re.sub(
        r"[^\W\d_]+(?:'[^\W\d_]+)*", lambda m: replacements.get(fold(m.group(0).lower()), m.group(0)), text
    )
    return [corrected][:limit] if corrected.lower() != text.lower() else []


def _same_terms(a, b, languages):
    """Whether two spellings search for the same thing in the languages where b is written
    (`saheelis`/`saheeli's` in English, `convertir`/`converti` in French)."""
    return all([t.text for t in _schema[f].analyzer(a)] == [t.text for t in _schema[f].analyzer(b)] for f in languages)


# --- search ------------------------------------------------------------------------------------------------------


def search(q, *, kind=None, lang=None, page=1, per_page=PER_PAGE, **controls):
    """Search rules, rulings and cards. Returns a dict (the JSON of /api/search, docs/api.md):

    query, total, page, pages, per_page, results (kind, id, title, snippet (HTML,
    escaped), url, language, authoritative, score, date, source, number,
    version, original for a translation, note for a rule reached by its old
    number), suggestions, facets ({kind: count}), jump (for a rule number),
    answer (for a glossary term or keyword), corrected_query (when nothing
    matched and a suggestion was searched instead), relaxed, fuzzy_cards, version.
    """
    request = make_request(q, kind=kind, lang=lang, page=page, per_page=per_page, controls=controls)
    with search_lock:
        try:
            searchers = shared_searchers()
            # The index's answer to the same request is the same until the index changes (memo is dropped then):
            # at a tournament the same few questions come from every table.
            found = memo(searchers, "found", request.key, lambda: _find(request, searchers), limit=FOUND_KEPT)
        except (QueryError, NoIndex):
            raise
        except INDEX_READ_ERRORS as exc:
            logger.exception("search index read failed for %r", request.text)
            forget_searchers()
            raise UnreadableIndex() from exc
    return respond(request, found)


# Answers kept per process until the index changes: a page of results is a few kilobytes.
FOUND_KEPT = 500


@dataclass(frozen=True)
class Found:
    """What the index answered for a request (the rule jump is read from the database on each request)."""

    total: int
    facets: dict
    notes: dict
    results: list
    pinned: list
    answer: dict | None
    version: str | None
    language: str = "en"


def _find(request, searchers):
    understand(request, searchers)
    named = memo(
        searchers,
        "named",
        request.free,
        lambda: answers.named(request.understanding, searchers.glossary, jargon.load()),
    )
    plan_ = plan(request, searchers, named)
    outcome = _search_index(request, plan_)
    results = results_of(outcome, plan_)
    if _asks_rules(request, plan_) and not outcome.notes.get("fuzzy_cards"):
        # A misspelt word is read as the spelling suggestion corrects it.
        fixed = outcome.notes.get("corrected_query") or next(iter(outcome.notes.get("suggestions") or []), None)
        ranked = hybrid.finder_rules(request, plan_, searchers, lambda name: _card_text(searchers, name), text=fixed)
        cards = plan_.cards + (_cards_named(searchers, fixed) if fixed else [])
        results = hybrid.fuse(
            results,
            ranked,
            plan_,
            outcome.words,
            per_page=request.per_page,
            named=cards,
            question=request.understanding.question,
        )
        english_first(results)
    pinned = pinned_hits(plan_, request) if plan_.pinned and request.page == 1 else []
    return Found(
        total=outcome.total,
        facets=outcome.facets,
        notes=outcome.notes,
        results=results,
        pinned=pinned,
        answer=_confirmed(*_answer(request, named, searchers), results, cards=plan_.cards),
        version=plan_.version,
        language="fr" if plan_.french else "en",
    )


def _asks_rules(request, plan_):
    """Whether page 1 is a question the rule finder answers too: plain words (no quotes, operators or wildcards:
    those say exactly what to match), no filter but `kind:rule`, not a rule number, not a card's name alone."""
    return (
        request.page == 1
        and not SYNTAX.search(request.free)
        and plan_.version is None
        and plan_.current_version is not None
        and request.number is None
        and _rules_may_be_shown(request)
        and bool(request.free.strip())
        and not _card_named_alone(plan_.searchers, request.free)
    )


def _card_text(searchers, name):
    """A named card's text as the index stores it ("" for a card it does not have)."""
    for docnum in _card_docnums(searchers, name):
        return searchers.main.stored_fields(docnum).get("en", "")
    return ""


def _search_index(request, plan_):
    outcome = run(request, plan_)
    outcome.notes["suggestions"] = suggestions(plan_.searchers, request.free)
    if _widens(request, plan_, outcome) and plan_.version is None:
        better = fall_back(request, plan_, outcome)
        if better is not None:
            better.notes = {**outcome.notes, **better.notes}
            outcome = better
    return outcome


def _widens(request, plan_, outcome):
    """Whether documents with most of the words are listed too: few have them all, or the query is a question
    or long (its words are rarely all in the rule that answers it)."""
    parts = plan_.words.subqueries if isinstance(plan_.words, And) else []
    return outcome.total < WIDEN_BELOW or request.understanding.question or len(parts) >= LONG_QUERY


def _confirmed(answer, whole, results, *, cards):
    """The answer on top only when it is right: the question is the term itself (`ward`, `what is ward?`), or the
    ranking's first result is the paragraph the answer shows (its rule, the first subrule shown with a rule that is
    only a title, or a lettered subrule of it). A question naming a card asks about the card; a term inside a longer
    question is not always what it asks (`poison counters lose` names counters, 122; 704.5c answers it)."""
    if answer is None or cards:
        return None
    if whole:
        return answer
    rule = answer["rule"]
    first = (results[0].get("number") or "") if results else ""
    if first == rule or first in answers.first_children(rule):
        return answer
    if "." in rule and first.startswith(rule) and first[len(rule) :].isalpha():
        return answer
    return None


def _answer(request, named, searchers):
    """(the answer on top, whether its term is the whole question) or (None, False)."""
    if request.page != 1 or request.number or not named:
        return None, False
    if _card_named_alone(searchers, request.free):
        return None, False  # a card's name (Ward Sliver) asks for the card, not for a word of its name
    chosen = answers.choose(named, request.understanding.words)
    if chosen is None:
        return None, False
    whole = chosen.words >= request.understanding.words
    # The same for every query naming the term, until the index changes.
    cache = searchers.cache.setdefault("answers", {})
    key = (chosen.definition.term, chosen.definition.rule)
    if key not in cache:
        cache[key] = answers.answer_payload(chosen, searchers.main, searchers.meta.get("current_version"))
    return (dict(cache[key]) if cache[key] else None), whole


def respond(request, found):
    # Copies: the caller may change what it is given; what is kept for the next request must not change.
    result = {"total": found.total, "results": [dict(r) for r in found.results], "facets": dict(found.facets)}
    result["suggestions"] = list(found.notes.get("suggestions", []))
    for key in ("corrected_query", "relaxed", "fuzzy_cards"):
        if key in found.notes:
            result[key] = found.notes[key]
    if found.pinned:
        # Like a rule number's jump: on top of page 1, which keeps its own ten.
        result["results"] = put_first(result["results"], [dict(r) for r in found.pinned])
        result["total"] = max(result["total"], len(found.pinned))
    jump = rule_jump(request.number) if request.number else None
    if jump:
        result["jump"] = jump
        if request.page == 1:
            result["results"] = put_first(result["results"], jump_hits(jump))
    if found.answer:
        result["answer"] = dict(found.answer)
    if found.version is not None:
        result["version"] = found.version
    result.update(
        query=request.text,
        # The language the question was read in: a French question's English results are the English originals.
        query_language=found.language,
        page=request.page,
        per_page=request.per_page,
        pages=max(1, -(-result["total"] // request.per_page)),
    )
    return result
