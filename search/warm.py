"""Start warm: the searches judges ask most are asked before the first request.

What makes a query slow the first time is reading its words' postings (and, for a phrase, their positions) and
building the caches of the shared searchers (counting.DocSets, spelling corrections); once read they stay until
the index changes. So a worker answers its first searches as fast as a warm one when the positions of the common
words are loaded (counting.DocSets.preload_positions) and it has run the frequent queries below and a
single-word search for each of the most frequent words of the index (words.json, the lexicon search keeps).
gunicorn.conf.py calls warm() in the master before it forks the workers (`when_ready`), when SEARCH_WARM is set
(docs/production.md), so they share what it read; bench/warm_start_bench.py measures what it buys.
"""

import json
import logging
import time

from django.conf import settings

from .indexdir import NoIndex, current_path
from .query import QueryError, search
from .searchers import search_lock, shared_searchers

logger = logging.getLogger("search.warm")

# What judges type at a table: keywords, rules by number, French, typos, filters (the search bench's kinds).
FREQUENT = [
    "improvise",
    "improvise colored mana",
    "coût total",
    "cout total",
    "702.126a",
    "613.8",
    "601.2f",
    "mana ability",
    "mana abilty",
    "protection from",
    "first strike double strike damage",
    "deathtouch trample",
    "copy spell new targets",
    "flashback cast from graveyard",
    "cost reduction X spell",
    "equipment tapped creature",
    "{T} sacrifice artifact",
    "{X} in mana cost",
    "counter target spell",
    "enters the battlefield replacement effect",
    "layer dependency",
    "state-based actions",
    "kind:rule layer dependency",
    "kind:ruling deathtouch trample",
    "kind:card living metal",
    "lang:fr improvisation",
    "lang:fr coût",
    "date:2017 improvise",
    "source:wotc crank",
    "contraption",
    "hexproof ward",
    "commander tax",
    # A question naming a card: the rules concepts of today's CR are read once (search/cardconcepts.py, 0.2 s).
    "Whir of Invention: can improvise pay for colored mana?",
    # An older CR (its own index, `history`): a judge checking what a rule said at an event's date.
    "version:2021-04-22 improvise",
    "version:2019-06-01 layer dependency timestamp",
]
TOP_WORDS = 200


def frequent_words(limit=TOP_WORDS):
    """The most frequent words of the index, per language, most frequent first."""
    path = current_path()
    if path is None or limit <= 0:
        return []
    try:
        counts = json.loads((path / "words.json").read_text())
    except (OSError, ValueError):
        return []
    chosen = []
    for language, share in (("en", 3), ("fr", 1)):
        table = counts.get(language, {})
        # Words of three letters or more: shorter ones are mostly stop words the query drops anyway.
        ranked = sorted((w for w in table if len(w) >= 3), key=lambda w: -table[w])
        chosen.extend(f"lang:{language} {w}" for w in ranked[: limit * share // 4])
    return chosen


def warm(queries=None, *, words=TOP_WORDS, budget=None, positions=True, since=None):
    """Load the common words' positions, then run the frequent queries (and the frequent words), until `budget`
    seconds (SEARCH_WARM_SECONDS) after `since` (a time.perf_counter(); now by default): gunicorn's master gives its
    own start, so a node restarted under load serves within the budget, whatever its loading and catch-up took.
    Returns {"queries", "seconds", "failed", "positions"}."""
    started = time.perf_counter()
    budget = settings.SEARCH_WARM_SECONDS if budget is None else budget
    if since is not None:
        budget = max(0.0, budget - (started - since))
    todo = list(FREQUENT if queries is None else queries) + frequent_words(words)
    try:
        held = _preload_positions(started + budget / 2) if positions else 0
        _read_french_names()
    except NoIndex:
        logger.warning("search warm-up skipped: no index yet")
        return {"queries": 0, "seconds": time.perf_counter() - started, "failed": len(todo), "positions": 0}
    failed = 0
    for done, q in enumerate(todo):
        if time.perf_counter() - started > budget:
            todo = todo[:done]  # a node that starts late is worse than a node whose rarer words start cold
            break
        try:
            search(q)
        except NoIndex:
            logger.warning("search warm-up skipped: no index yet")
            return {"queries": 0, "seconds": time.perf_counter() - started, "failed": len(todo), "positions": 0}
        except QueryError:
            failed += 1
    seconds = time.perf_counter() - started
    logger.info("search warmed with %s queries and %s positions in %.1f s", len(todo), held, seconds)
    return {"queries": len(todo) - failed, "seconds": seconds, "failed": failed, "positions": held}


def _read_french_names():
    """The French keyword names the players' words say once (keywordnames._said_once_places, about 2 s) are read
    for today's CR's lexicon, as a French question reads them (frenchquestion: known, the finder's words), so that
    the first French question does not: translating nothing reads them."""
    with search_lock:
        searchers = shared_searchers()
        if searchers.finder is not None:
            searchers.french.translate("", known=searchers.finder.idf)


def _preload_positions(deadline):
    with search_lock:
        searchers = shared_searchers()
        # The rule finder's and the lexicon's data are read before the first question, not by it.
        _ = searchers.finder, searchers.french
        return searchers.docsets_of(searchers.main).preload_positions(deadline=deadline)
