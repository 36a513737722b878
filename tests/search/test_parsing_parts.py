"""A question's words and groups parsed part by part (search.parsing._chunked) give Whoosh's parse of the whole text:
the same query, field by field, boost and scale included, strict and relaxed, English and French."""

import random

import pytest

from search import jargon, parsing
from search.request import QueryError

pytestmark = pytest.mark.search

TEXTS = [
    "does trample assign damage to a planeswalker",
    "the player ((goes first) OR (go first) OR (on the play)) ((skip their draw) OR (first turn draw))",
    "If (flicker OR blink OR (zone change)) creature that has +1/+1 counters it (exile it and return it), it come back",
    "have one card making spell cost {1} more and another making it cost {2} less",
    "cast an instant that gives opponent's 2/2 -2/-2 ((until end of turn) OR (EOT effects)) . it die",
    "white mana colored creature",
    "J'ai pris le contrôle d'une créature adverse ce tour-ci : peut-elle attaquer ?",
    "a (b c) d",
    "x(y z) w",
    "((a)) b",
    "the of and",
    "(the) of",
    "word, other.",
    "Prowl, Stoic Strategist exiled cards",
    # Syntax that joins parts otherwise: the whole text goes to the parser.
    "a NOT b",
    "a b OR c",
    "(a OR b) AND c",
    '"enters the battlefield" tapped',
    "improv* mana",
    "(a b",
    "a b)",
]


def _shape(q):
    """A query's structure and every attribute but the characters it was read from (no step reads those)."""
    found = {"class": type(q).__name__}
    for name, value in sorted(vars(q).items()):
        if name == "subqueries":
            found[name] = [_shape(s) for s in value]
        elif name in ("child", "a", "b"):
            found[name] = _shape(value)
        elif name not in ("startchar", "endchar"):
            found[name] = repr(value)
    return found


def _whole(text, relaxed, french):
    """What parse_text gave before: Whoosh's parser over the whole text."""
    if text.count('"') % 2:
        i = text.rfind('"')
        text = text[:i] + " " + text[i + 1 :]
    parsing._check_wildcards(text)
    return parsing._parsers[french, relaxed].parse(parsing._outside_quotes(text)).normalize()


def _both(text, relaxed, french):
    try:
        whole = _shape(_whole(text, relaxed, french))
    except Exception:  # the parser's own errors and the wildcards' checks: parse_text's QueryError
        whole = "error"
    try:
        parts = _shape(parsing.parse_text(text, relaxed=relaxed, french=french))
    except QueryError:
        parts = "error"
    return whole, parts


@pytest.mark.parametrize("relaxed", [False, True])
@pytest.mark.parametrize("french", [False, True])
def test_a_text_parsed_part_by_part_is_the_parser_s_whole(relaxed, french):
    jargon.load()
    rng = random.Random(7)
    words = " ".join(TEXTS).split()
    texts = TEXTS + [" ".join(rng.choice(words) for _ in range(rng.randint(1, 12))) for _ in range(300)]
    for text in texts:
        if "*" in text:
            continue  # wildcards are expanded against an index: parse_text leaves them to words_query
        whole, parts = _both(text, relaxed, french)
        assert parts == whole, text
    assert (
        sum(parsing._chunked(parsing._outside_quotes(t)) is not None for t in texts) > 50
    )  # the part-by-part path is the one tested


def test_each_part_is_parsed_once_per_process():
    parsing._chunks.clear()
    first = parsing.parse_text("trample assign damage", relaxed=False, french=False)
    kept = parsing._chunks[("trample", False, False)]
    second = parsing.parse_text("trample assign lethal damage", relaxed=False, french=False)
    assert parsing._chunks[("trample", False, False)] is kept  # not parsed again
    assert len(parsing._chunks) == 4
    assert first.subqueries[0] == second.subqueries[0] == kept
    assert parsing._chunked("a NOT b") is None and parsing._chunked("(a b") is None
    assert parsing._chunked("a (b OR c) d") == ["a", "(b OR c)", "d"]
