"""A query as read: its text checked and cleaned, its filters split from its words, its page; QueryError."""

import logging
import re
from dataclasses import dataclass

from rules.selectors import normalize_number

from . import jargon

logger = logging.getLogger("search")

MAX_QUERY_LENGTH = 500
PER_PAGE = 10
MAX_PAGE = 100
FILTER_NAMES = ("kind", "lang", "card", "date", "source", "version")
# name:"quoted value" (the closing quote may be missing), name:[range], name:word
FILTER_PATTERN = re.compile(
    r"(?<![\w:])(" + "|".join(FILTER_NAMES) + r')\s*:(\s*)("[^"]*"?|\[[^\]]*\]?|[^\s"()]*)', re.IGNORECASE
)
# After "name: " with a space, a bare word is a filter only if it reads as one: in a question, "Gift a card: if
# the gift spell is countered..." is prose, not a search for the card "if".
SPACED_VALUE = {
    "kind": re.compile(r"(?:rules?|rulings?|cards?|cr)$", re.IGNORECASE),
    "lang": re.compile(r"(?:en|fr)$", re.IGNORECASE),
    "source": re.compile(r"(?:wotc|scryfall)$", re.IGNORECASE),
    "date": re.compile(r"\d{4}[-\d.]*$"),
    "version": re.compile(r"\d{4}-\d{2}-\d{2}$"),
}
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
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
RULE_NUMBER = re.compile(r"^(\d{3})(?:\.(\d+)([a-z])?)?\.?$", re.IGNORECASE)
# Parentheses are query syntax (`(blink OR flicker) token`) only in a query that uses the operators, or in a short
# one that is no question; elsewhere they are a judge's prose (`my creature (a 2/2) blocks…`, `(exil puis retour)`)
# and the query is read as the question it is, the rule finder included (parsing.SYNTAX keeps it away otherwise).
OPERATORS = re.compile(r"\b(?:OR|AND|NOT)\b")
# Query syntax but quotes (parsing.SYNTAX adds them): quotes in a question do not keep it from the rule finder
# (finder_kept_out); the index keeps the phrase (a user types quotes to mean "exactly these words"), the finder
# reads the question's words.
SYNTAX_BUT_QUOTES = re.compile(r"[()*]|\b(?:OR|AND|NOT)\b|\w\?\w")
SHORT_WORDS = 5
PARENTHESES = re.compile(r"[()]")


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
        name, spaced, value = match.group(1).lower(), match.group(2), match.group(3).strip()
        if spaced and value[:1] not in ('"', "[") and not (name in SPACED_VALUE and SPACED_VALUE[name].match(value)):
            return match.group(0)
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
    free = prose(free)
    number = rule_number(free) if free and not filters else None
    return SearchRequest(text=text, free=free, filters=filters, page=page, per_page=per_page, number=number)


def prose(free):
    """The words with their parentheses read as prose (dropped) unless the query's shape makes them syntax: it uses
    the operators (OR, NOT, AND in capitals), or it is short (SHORT_WORDS words at most) and no question."""
    if not PARENTHESES.search(free) or OPERATORS.search(free):
        return free
    if len(PARENTHESES.sub(" ", free).split()) <= SHORT_WORDS and not jargon.load().is_question(free):
        return free
    return " ".join(PARENTHESES.sub(" ", free).split())


def finder_kept_out(free):
    """Whether a query's words hold syntax that keeps the rule finder away: operators, wildcards, parentheses, or
    quotes in a query that is no question (`what does "dies" mean?` is still a question the finder answers)."""
    if SYNTAX_BUT_QUOTES.search(free):
        return True
    return '"' in free and not jargon.load().is_question(free)


def rule_number(text):
    """The rule number a query is, normalized (`702.125A.` -> `702.125a`), or None."""
    return normalize_number(text) if RULE_NUMBER.match(text.strip()) else None
