"""Search on the whole corpus (MTG_CORPUS): relevance, judges' jargon, answers, the evaluation set, bounds.

The corpus is imported once for the module (every CR version of cr/, today's being 2025-11-14; the MTGJSON v3
sets and their French texts; the five seed pages, which carry the French of some rules and rulings) inside a
transaction rolled back at its end, and indexed into a throwaway folder. Skipped with a reason without
MTG_CORPUS.
"""

import time

import pytest

from search import index as search_index
from search import jargon
from search.evaluation import GROUPS, figures, load_questions, score
from search.planning import MAX_COST
from search.query import QueryError, search
from tests.builders import indexed_apart, rolled_back_at_the_end, settle_constraints

from .relevance import CORPUS_QUERIES, top_five_contains

pytestmark = [pytest.mark.corpus, pytest.mark.django_db]

TODAY = "2025-11-14"


@pytest.fixture(scope="module")
def corpus_index(corpus_dir, django_db_setup, django_db_blocker, tmp_path_factory):
    """The whole corpus imported once for this module, inside a transaction rolled back at its end."""
    from ingest.cr import import_cr_files
    from ingest.importers.mtgjson import import_mtgjson_paths
    from ingest.importers.scraped_pages import import_page_files
    from ingest.sample import FIXTURES

    with rolled_back_at_the_end(django_db_blocker):
        import_cr_files(sorted((corpus_dir / "cr").glob("*.txt")))
        import_mtgjson_paths([corpus_dir / "mtgjson3", corpus_dir / "mtgjson3-fr"])
        import_page_files(sorted((FIXTURES / "seeds").glob("*.txt")))
        settle_constraints()
        with indexed_apart(tmp_path_factory.mktemp("corpus-index")):
            yield


def numbers(result, n=5):
    return [r.get("number") for r in result["results"][:n]]


def test_today_is_the_cr_of_2025_11_14(corpus_index):
    with search_index.search_lock:
        assert search_index.shared_searchers().meta["current_version"] == TODAY


# --- relevance --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("query, expected", CORPUS_QUERIES, ids=[q for q, _ in CORPUS_QUERIES])
def test_corpus_top_five(corpus_index, query, expected):
    found, titles = top_five_contains(search, query, expected)
    assert found, f"{query!r}: {expected!r} not in the top five {titles}"


def test_corpus_old_number_follows_lineage(corpus_index):
    jump = search("702.125a")["jump"]
    assert any(m["number"] == "702.126a" for m in jump["moved"])


# The issue's misses: each now finds its rule in the top five.
ISSUE_15 = [
    ("APNAP order", "101.4"),
    ("SBA legend rule", "704.5j"),
    ("ETB tapped replacement", "614.12"),
    ("LKI last known information", "608.2h"),
    ("CMC of a split card", "202.3d"),
    ("MV of X spell on the stack", "202.3e"),
    ("when are state-based actions checked", "704.3"),
    ("layer 7 sublayers power toughness", "613.4"),
    ("who receives priority", "117.3a"),
    ("multiple replacement effects order affected player chooses", "616.1"),
]


@pytest.mark.parametrize("query, rule", ISSUE_15, ids=[q for q, _ in ISSUE_15])
def test_the_issue_s_judges_questions(corpus_index, query, rule):
    assert rule in numbers(search(query)), query


# --- jargon -------------------------------------------------------------------------------------------------------

TERMS = [t for t in jargon.load().terms if t.rule]


@pytest.mark.parametrize("term", TERMS, ids=[t.name for t in TERMS])
def test_each_way_of_saying_a_term_lands_on_its_defining_rule(corpus_index, term):
    # A slang term's ways in the CR's words (`cr`: scoop's "concede") name nothing: typed, they read as before.
    for typed in term.named_by:
        assert numbers(search(typed), 1) == [term.rule], typed


@pytest.mark.parametrize(
    "query, first",
    [
        ("layer 7", ["613.1g", "613.4"]),
        ("layer 4", ["613.1d"]),
        ("sublayer 7c", ["613.4c"]),
        ("layer 1b", ["613.2b"]),
        ("step 2 of casting a spell", ["601.2b"]),
        ("step 3 of resolving", ["608.2c"]),
    ],
)
def test_numbers_in_words_land_on_the_rules_structure(corpus_index, query, first):
    assert numbers(search(query), len(first)) == first


@pytest.mark.parametrize(
    "query, term, rule",
    [
        ("ward", "Ward", "702.21"),
        ("priority", "Priority", "117"),
        ("dies", "Dies", "700.4"),
        ("APNAP", "Active Player, Nonactive Player Order", "101.4"),
        ("what is the legend rule?", "Legend Rule", "704.5j"),
        ("improvise", "Improvise", "702.126"),
        ("scry", "Scry", "701.22"),
    ],
)
def test_terms_are_answered(corpus_index, query, term, rule):
    answer = search(query)["answer"]
    assert answer["term"] == term
    assert answer["rule"] == rule
    assert answer["url"] == f"/rules/{rule}"


def test_the_answer_carries_the_french_of_its_rule(corpus_index):
    answer = search("improvise")["answer"]
    assert answer["french"]["rule"] == "702.126a"
    assert answer["french"]["text"].startswith("L'improvisation est une capacité statique")


# --- the evaluation set --------------------------------------------------------------------------------------------


def test_the_evaluation_set_finds_an_acceptable_result_in_the_top_five_for_95_percent(corpus_index):
    with search_index.search_lock:
        searchers = search_index.shared_searchers()
    scores = [score(q, search, searchers.main, TODAY) for q in load_questions()]
    table = figures(scores)
    missed = [s.question.q for s in scores if not s.hit]
    assert table["all"].hits >= 0.95, missed
    for group in GROUPS:
        assert table[group].hits >= 0.9, (
            group,
            [s.question.q for s in scores if s.question.group == group and not s.hit],
        )


def test_the_judge_questions_never_tuned_on_find_their_rule_well_ahead_of_fts5(corpus_index):
    """The part of the judge's questions the search was never tuned on, against SQLite FTS5 on the same questions:
    a floor under today's figures (docs/search.md), not a target tuned to."""
    from search.evaluation import sets
    from search.evaluation.baseline import Baseline

    cases = [c for c in sets.read_judge() if c.part == sets.NEVER_TUNED]
    baseline = Baseline()
    ours = sets.figures([sets.measure(c, search(c.question.q)) for c in cases])
    theirs = sets.figures(
        [
            sets.Outcome(
                case=c, rank=sets.first_rank(c, [{"kind": "rule", "number": n} for n in baseline.search(c.question.q)])
            )
            for c in cases
        ]
    )
    assert ours.hit5 >= theirs.hit5 + 0.10, (ours, theirs)
    assert ours.mrr10 > theirs.mrr10


def test_every_acceptable_rule_and_card_of_the_set_exists(corpus_index):
    from cards.models import Card
    from rules.models import RuleParagraph

    numbers_today = set(RuleParagraph.objects.filter(version__effective_date=TODAY).values_list("number", flat=True))
    names = set(Card.objects.values_list("name", flat=True))
    for question in load_questions():
        for spec in question.rules:
            assert any(question.accepts_rule(n) and n.startswith(spec.rstrip("*")) for n in numbers_today), (
                question.q,
                spec,
            )
        for card in question.cards:
            assert card in names, (question.q, card)


# --- search follows the cards (issue 11.6) ----------------------------------------------------------------------


def test_a_shared_ruling_is_numbered_and_linked_for_the_card_named(corpus_index):
    result = search('card:"Whir of Invention" kind:ruling')
    assert result["total"] >= 9
    shared = [r for r in result["results"] if len(r.get("cards", [])) > 1]
    assert shared, "Whir of Invention shares rulings with Barricade Breaker and others"
    for r in result["results"]:
        assert r["title"].startswith("Whir of Invention"), r["title"]
        assert r["url"].startswith("/cards/whir-of-invention#ruling-"), r["url"]


def test_source_filter_on_the_corpus(corpus_index):
    # MTGJSON v3 rulings are Wizards' own: none is Scryfall's.
    assert search("source:scryfall deathtouch")["total"] == 0
    assert search("source:wotc deathtouch")["facets"]["ruling"] > 0


def test_color_words_find_their_mana_symbols(corpus_index):
    result = search("improvise white mana")
    # On page 1 (202.2a, "The white mana symbol is {W}", sixth): the players' words asked of 702.126b ("Does
    # improvise change the mana value of a spell?") and 106.1b ("six types of mana") put them in the top five (swh).
    assert any("<mark>{W}</mark>" in r["snippet"] for r in result["results"])


def test_version_takes_any_date(corpus_index):
    # Between the CR of 2019-05-03 and the next one: the rules in force that day.
    result = search("companion version:2020-05-01")
    assert result["version"] == "2020-04-17"
    assert all(r["url"].endswith("?version=2020-04-17") for r in result["results"] if r["kind"] == "rule")


# --- bounds (issue 12.2) ----------------------------------------------------------------------------------------

HOSTILE = [
    " ".join(f"{a}{b}*" for a, b in zip("abcdef", "aeioua", strict=True)),
    " ".join(f"{w}*" for w in ("cre", "tar", "pla", "spe", "abi", "con")),
    "co* ca* ta* pl* sp* cr*",
    '"creature the" "target the" "player the" "spell the" "ability the" "card the"',
    '"counter target spell unless its controller pays" "enters the battlefield" "mana ability"',
    " ".join(["contraptoin", "improvize", "abilty", "sorcry", "creatre", "targit", "plaer", "manna"] * 5),
    "who what when how does can is " * 10,
    "(" * 40 + "creature" + ")" * 40,
    "APNAP SBA ETB LTB LKI CMC MV P/T MDFC DFC TBA CDA EDH 2HG layer 7 sublayer 7c step 2 " * 3,
    "date:2017..2018 kind:ruling creature",
]


def _first_time_cpu_ms(q):
    """The processor time of the best of three first-time runs (what each read is forgotten before), the
    thread's own: the machine is shared, and other work's load (5 on this machine at times: 0.6-0.9 s of wall
    clock for 0.24 s of work) stretches the wall clock, not the work a query costs (issue 24: "no anonymous
    request costs more than 0.5 s of CPU")."""
    best = None
    for _ in range(3):
        with search_index.search_lock:
            searchers = search_index.shared_searchers()
            searchers.cache.clear()
            for docsets in searchers.docsets.values():
                docsets.forget()
            searchers.lexicon.clear_caches()
        started = time.thread_time()
        try:
            search(q)
        except QueryError:
            pass
        elapsed = (time.thread_time() - started) * 1000
        best = elapsed if best is None else min(best, elapsed)
    return best


@pytest.mark.parametrize("query", HOSTILE, ids=[q[:40] for q in HOSTILE])
def test_no_query_takes_more_than_half_a_second(corpus_index, query):
    assert _first_time_cpu_ms(query) < 500


def test_the_processor_time_measured_counts_the_search_s_work(corpus_index):
    # The measure above can fail: a search's processor time is its work (a thread's time, not a process's
    # idle wait), here a query run twice taking about twice one run's time.
    query = HOSTILE[-2]
    once = _first_time_cpu_ms(query)
    started = time.thread_time()
    for _ in range(2):
        with search_index.search_lock:
            search_index.shared_searchers().cache.clear()
            for docsets in search_index.shared_searchers().docsets.values():
                docsets.forget()
        search(query)
    twice = (time.thread_time() - started) * 1000
    assert once > 5
    assert twice > 1.5 * once


def test_seventy_two_letter_prefixes_are_refused_at_once(corpus_index):
    query = " ".join(f"{a}{b}*" for a in "abcdefghijklmn" for b in "aeiou")
    started = time.perf_counter()
    with pytest.raises(QueryError, match="prefixes or wildcards"):
        search(query)
    assert (time.perf_counter() - started) * 1000 < 500


def test_phrases_of_common_words_are_refused_with_a_message(corpus_index):
    with pytest.raises(QueryError, match="Too many very common words"):
        search('"creature you control" "target creature" "each player"')


def test_too_many_common_words_are_refused_with_a_message(corpus_index):
    words = "creature target player spell ability card damage control turn mana permanent battlefield".split()
    with pytest.raises(QueryError, match=f"at most {MAX_COST:,}"):
        search(" ".join(words))


def test_a_long_sentence_of_common_words_is_answered_not_refused(corpus_index):
    # A judge's question with no question mark, refused with the cost's message before is_sentence (mixed16-26).
    question = (
        "my creature is told to draw then discard and gets a +1/+1 counter if I discard a nonland card, "
        "but it left the battlefield first, who draws"
    )
    assert any((n or "").startswith("701.50") for n in numbers(search(question)))
