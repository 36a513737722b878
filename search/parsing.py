"""Filters and words as Whoosh queries: dates, versions, kinds; the words parsed, prefixes expanded."""

import bisect
import fnmatch
import logging
import re
from datetime import date, datetime, timedelta

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
    DateRange,
    NullQuery,
    Or,
    Phrase,
    Prefix,
    Term,
    Wildcard,
)

from . import jargon
from .analysis import fold, name_analyzer, shared
from .request import EXAMPLES, KIND_ALIASES, SOURCES, SYNTAX_BUT_QUOTES, QueryError
from .schema import DEFAULT_FIELDS, FRENCH_FIELDS, KINDS, LANGUAGES, build_schema

logger = logging.getLogger("search")

# Prefixes and wildcards are bounded (each expands to unstemmed words, each word to a term per field):
# at most this many in a query, this many words in all, fewer for a short prefix.
MAX_WILDCARDS = 6
WILDCARD_WORDS = 96
WORDS_BY_PREFIX_LENGTH = {2: 12, 3: 32}
WORDS_PER_WILDCARD = 64
# What makes a query more than plain words: a phrase, an operator, a group, a wildcard inside a word.
SYNTAX = re.compile(r'"|' + SYNTAX_BUT_QUOTES.pattern)


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


def card_query(name, *, exact=True):
    """The documents that carry a card name: the card, its rulings and their translations. Not exact: the
    documents with its words (no walk over word positions; the caller checks the name, or only ranks)."""
    tokens = [t.text for t in shared(name_analyzer)(name)]
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
        q = card_query(value)
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

SCHEMA = build_schema()


def _parser(fields, group=AndGroup):
    # No field, range or boost syntax: filters are read by split_filters, braces are mana symbols.
    parser = QueryParser(
        None, SCHEMA, plugins=[WildcardPlugin(), PhrasePlugin(), GroupPlugin(), OperatorsPlugin()], group=group
    )
    parser.add_plugin(MultifieldPlugin(list(fields), fieldboosts=fields))
    return parser


# (french, relaxed) -> parser. Relaxed, for when the words cannot all be found together:
# any of them, documents with more of them first.
RELAXED_SCALE = 0.9
_parsers = {
    (french, relaxed): _parser(
        FRENCH_FIELDS if french else DEFAULT_FIELDS, OrGroup.factory(RELAXED_SCALE) if relaxed else AndGroup
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
    text = _outside_quotes(text)
    chunks = _chunked(text)
    try:
        if chunks is not None:
            # Words and groups side by side, nothing else at the top: their AND (relaxed: their OR, as the relaxed
            # parser's group makes it), each part parsed once per process.
            parts = [_chunk_query(chunk, french, relaxed) for chunk in chunks]
            return (Or(parts, scale=RELAXED_SCALE) if relaxed else And(parts)).normalize()
        q = _parsers[french, relaxed].parse(text)
    except Exception as exc:  # the parser's own errors are not a stable API
        raise QueryError(f"Cannot understand the query: {exc}") from None
    return q.normalize()


# A question's parts (a word, a jargon term's group of ways of saying it) parsed once per process: Whoosh's parser
# takes 1.5 ms on average for a question and 3-5 ms for a long one with jargon groups, each time, for the same few
# thousand words and groups. What is kept is a part's query, never a question's.
_chunks = {}
MAX_CHUNKS = 20_000
# What the parser reads as an operator when it stands alone between parts.
_OPERATORS = frozenset(("AND", "OR", "NOT", "ANDNOT", "ANDMAYBE", "REQUIRE"))


def _chunked(text):
    """The parts of a text separated by spaces outside parentheses (words, groups), or None when the text has
    syntax that joins parts otherwise (quotes, an operator between parts, unbalanced parentheses, wildcards)."""
    if '"' in text or "*" in text or "?" in text:
        return None
    chunks, depth, start = [], 0, None
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth < 0:
                return None
        if depth == 0 and ch.isspace():
            if start is not None:
                chunks.append(text[start:i])
                start = None
        elif start is None:
            start = i
    if depth:
        return None
    if start is not None:
        chunks.append(text[start:])
    if not chunks or any(chunk in _OPERATORS for chunk in chunks):
        return None
    return chunks


# A chunk without the parser's syntax (groups, quotes, wildcards; operators stand alone, _chunked keeps them out):
# the parser would only hand it whole to each field's analyzer. `word~2`, `don't`, `702.19`, `+1/+1` included: forty
# `word~2` read by the parser cost 0.55 s of a CI core (issue 24's anonymous bound).
PLAIN_CHUNK = re.compile(r'[^\s()"*?]+')


def _chunk_query(chunk, french, relaxed):
    key = (chunk, french, relaxed)
    q = _chunks.get(key)
    if q is None:
        if PLAIN_CHUNK.fullmatch(chunk):
            q = _word_query(chunk, french, relaxed)
        else:
            q = _parsers[french, relaxed].parse(chunk).normalize()
        if len(_chunks) >= MAX_CHUNKS:
            _chunks.clear()
        _chunks[key] = q
    return q


def _word_query(word, french, relaxed):
    """A word (a plain chunk) as the parser reads it, without its passes over the text (a fifth of a millisecond a new
    word, most of a question's parsing): each field's term by the parser's own term_query (the field's analyzer, its
    stop words), OR'ed as MultifieldPlugin groups them, in the parser's group, normalized: the parser's query, for
    each of the corpus index's 29,506 words of letters (and capitalized, upper case) with each of the four parsers
    (sperf2, docs/search-history.md; tests/search/test_sperf2.py compares them on a CR excerpt's words)."""
    parser = _parsers[french, relaxed]
    fields = FRENCH_FIELDS if french else DEFAULT_FIELDS
    terms = [parser.term_query(name, word, parser.termclass, boost=boost) for name, boost in fields.items()]
    group = Or([t for t in terms if t is not None])
    return (Or([group], scale=RELAXED_SCALE) if relaxed else And([group])).normalize()


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
    analyzer = SCHEMA[q.fieldname].analyzer
    terms = sorted({t.text for word in chosen for t in analyzer(word)})
    # No word: a term that matches nothing (a NullQuery would vanish from an AND and match everything).
    return Or([Term(q.fieldname, t) for t in terms]) if terms else Term(q.fieldname, "\x00")


def _has_wildcards(q):
    return isinstance(q, (Prefix, Wildcard)) or any(_has_wildcards(c) for c in q.children())


# Queries known to be normalized (normal()), and what others normalize into, per request cache.
MAX_NORMALIZED = 4000


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
        cache[key] = normal(searchers, q)
    return q


def normal(searchers, q):
    """q, known to be normalized (parse_text's, words_query's): normalized() then gives it back as it is."""
    table = searchers.cache.setdefault("normalized", {})
    if len(table) >= MAX_NORMALIZED:
        table.clear()
    table[id(q)] = (q, q)  # the query held, so that its id is not another's
    return q


def normalized(searchers, q):
    """q.normalize(), once per query object and request cache: Whoosh's normalize copies and hashes the whole tree
    of a jargon question (a millisecond), and the words' query words_query gives is normalized already."""
    kept = searchers.cache.get("normalized", {}).get(id(q))
    if kept is not None and kept[0] is q:
        return kept[1]
    found = normal(searchers, q.normalize())
    searchers.cache["normalized"][id(q)] = (q, found)
    return found


def most_of(q):
    """Documents with all but one of the query's top-level parts (three or more), or None."""
    if not isinstance(q, And) or len(q.subqueries) < 3:
        return None
    parts = q.subqueries
    return Or([And(parts[:i] + parts[i + 1 :]) for i in range(len(parts))]).normalize()
