"""Few matches: a spelling fix, most of the words, any of them, card names within a few edits; the
spelling suggestions and whether a query is French."""

import dataclasses
import logging
import math

from whoosh.query import (
    And,
    FuzzyTerm,
    NullQuery,
    Term,
)

from . import jargon
from .analysis import name_analyzer, shared
from .parsing import words_query
from .planning import card_docnums, card_named_alone, is_french
from .running import Outcome, run
from .suggestions import LONGEST_WORD

logger = logging.getLogger("search")

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
# When few documents have every word: those with at least this share of them (and two; one in a question)
# come next.
MOST_WORDS = 0.6
# ... and rank this many times higher than the wider matches (not always first: a rule missing one word of a
# question often answers it better than a ruling that has them all).
NARROWER = 3.0


# --- fallbacks ------------------------------------------------------------------------------------------------------


def fall_back(request, plan_, outcome) -> Outcome | None:
    """Few or no matches: the suggested spelling when it finds many more; else documents with most of the
    words while there are few (the narrower matches first); with none at all, any of the words, else card
    names by similarity (`whirr inventon`)."""
    corrected = _corrected(request, plan_, outcome) if outcome.total < FEW else None
    if corrected is not None:
        return corrected
    best = _widened(request, plan_, outcome)
    if best.total == 0:
        best = _any_words(request, plan_, [])[0] or _similar_cards(request, plan_) or best
    return None if best is outcome else best


def _widened(request, plan_, outcome):
    """The outcome, or the documents with most of the words when there are more of them: always for a question
    or a long query, else when few documents have every word."""
    always = request.understanding.question or len(getattr(plan_.words, "subqueries", ())) >= LONG_QUERY
    if outcome.total < (math.inf if always else WIDEN_BELOW):
        wider, _ = _most_words(request, plan_, [])
        if wider is not None and wider.total > outcome.total:
            return wider
    return outcome


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
    card = card_named_alone(searchers, suggestions[0])
    ahead = [(frozenset(card_docnums(searchers, card)), 1000.0)] if card else []
    corrected_plan = dataclasses.replace(plan_, words=corrected_q)
    # A misspelt question is widened as the same question typed right would be: its words are rarely all in the
    # rule that answers it. Its page is ranked only if it is kept (query._search_index settles the outcome kept):
    # the widened outcome replaces it, or the whole search is dropped when it finds too few (sfast13).
    result = _widened(request, corrected_plan, run(request, corrected_plan, ahead=ahead, ranked_later=True))
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
    # Ranked only if kept (settled by query._search_index): _widened drops it when it has no more documents than
    # the outcome it widens, _corrected when the spelling fixed finds too few.
    result = run(request, plan_, candidates=matched, ahead=_ahead(docsets, plan_, tiers), ranked_later=True)
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
    tokens = [t.text for t in shared(name_analyzer)(text)]
    if not tokens or len(tokens) > 6 or max(map(len, tokens)) > LONGEST_WORD:
        return None
    parts = [FuzzyTerm("card", t, maxdist=1 if len(t) < 6 else 2, prefixlength=1) for t in tokens]
    return And([Term("kind", "card")] + parts)
