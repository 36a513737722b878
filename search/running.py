"""Running a plan: matches counted and faceted, one page ranked with the priors, its results built."""

import logging
from dataclasses import dataclass, field

from whoosh.query import (
    And,
    AndNot,
    MultiTerm,
    Not,
    NullQuery,
    Or,
    Phrase,
    Term,
)

from . import answers
from .analysis import fold
from .parsing import SCHEMA, normalized
from .planning import cards_documents
from .results import english_first, hit
from .schema import CARD_PRIORS, DEFAULT_FIELDS, KIND_PRIORS, KINDS

logger = logging.getLogger("search")

# A rule a named term defines, and the rules under it, rank this many times higher among the matches.
DEFINING_RULE_BOOST = 2.0
# And so do the documents of a card the query names (its page, its rulings).
CARD_NAMED_BOOST = 2.0
CARD_PAGE_IN_QUESTION = 0.5
# The words' scoring terms kept per request cache (_scoring_terms).
MAX_SCORING_TERMS = 2000


# --- running ------------------------------------------------------------------------------------------------------


@dataclass
class Outcome:
    """Matches counted and one page of them ranked (turned into results once, for the outcome kept)."""

    total: int
    facets: dict
    ranked: list = field(default_factory=list)  # [(docnum, score)] of the page
    words: dict = field(default_factory=dict)  # field -> the terms searched, for the snippets
    notes: dict = field(default_factory=dict)  # corrected_query, relaxed, fuzzy_cards
    # The page's ranking when it was put off (run(..., ranked_later=True)): ranked only if this outcome is kept.
    pending: object = field(default=None, repr=False, compare=False)

    def settled(self):
        """The outcome with its page ranked (a ranking put off is done now, once)."""
        if self.pending is not None:
            self.ranked, self.pending = self.pending(), None
        return self


def run(request, plan_, words_q=None, *, candidates=None, ahead=(), ranked_later=False) -> Outcome:
    """Count the matches of the words and filters, facet them by kind and rank one page.

    words_q replaces the plan's words (a fallback); candidates: the documents the words match, when the
    fallback counted them itself; ahead: [(documents, factor)] ranked above the others (narrower matches first);
    ranked_later: the page is ranked only when the outcome is settled (a question's first run, which its fallback
    replaces four times in five: its ranking would be thrown away).
    """
    searchers, searcher = plan_.searchers, plan_.searcher
    words_q = plan_.words if words_q is None else words_q
    page, per_page = request.page, request.per_page
    docsets = searchers.docsets_of(searcher)
    if words_q is NullQuery and not plan_.filters:
        return Outcome(total=0, facets=dict.fromkeys(KINDS, 0))
    matches = _matches(searchers, docsets, words_q, plan_.facet_filters, candidates)
    if plan_.cards and request.understanding.question:
        # A card named in a question brings its page and rulings, whichever of the question's words they have:
        # "Tarmogoyf: does it count instants in all graveyards?" asks about rulings that have neither word.
        named = cards_documents(plan_.searchers, plan_.cards)
        matches = matches | _matches(searchers, docsets, None, plan_.facet_filters, named)
    # The facets count every kind, whichever kind is asked for.
    by_kind = {k: matches & docsets.term("kind", k) for k in KINDS}
    facets = {k: len(docs) for k, docs in by_kind.items()}
    if request.kinds:
        matches = set().union(*(by_kind[k] for k in request.kinds if k in by_kind))
    terms = _scoring_terms(searchers, searcher, words_q, docsets)
    priors = _priors(docsets, plan_, terms, question=request.understanding.question) + list(ahead)
    # The rules the words name are on top of page 1 (pinned_hits): ranked again, they would come back on a later page.
    listed = matches - _docnums(searcher, plan_.pinned) if plan_.pinned else matches

    def ranked():
        return docsets.rank(listed, terms, page * per_page, priors)[(page - 1) * per_page :] if listed else []

    by_field = {}
    for fieldname, text, _ in terms:
        by_field.setdefault(fieldname, set()).add(text)
    outcome = Outcome(total=len(matches), facets=facets, words=by_field)
    if ranked_later:
        outcome.pending = ranked
    else:
        outcome.ranked = ranked()
    return outcome


def _docnums(searcher, doc_ids):
    return {n for n in (searcher.document_number(id=doc_id) for doc_id in doc_ids) if n is not None}


def results_of(outcome, plan_, *, later=False):
    """The page's results: stored fields, snippets (later: see results.hit), links (a translation after its
    English)."""
    searcher = plan_.searcher
    results = [
        hit(
            searcher.stored_fields(docnum),
            score,
            outcome.words,
            version=plan_.version,
            current_version=plan_.current_version,
            cards_named=_folded(plan_.cards),
            later=later,
        )
        for docnum, score in outcome.ranked
    ]
    english_first(results)
    return results


def _matches(searchers, docsets, words_q, facet_filters, candidates):
    if candidates is not None:
        matches = set(candidates)
        for q in facet_filters:
            matches &= docsets.of(q)
        return matches
    base = And([words_q, *facet_filters]) if facet_filters else words_q
    if base is NullQuery:
        base = Or([Term("kind", k) for k in KINDS])  # filters only after all: everything they allow
    return docsets.of(normalized(searchers, base))


def _scoring_terms(searchers, searcher, words_q, docsets):
    """scoring_terms of the words on this searcher, once per query object and request cache: a fallback that widens
    a question ranks its documents by the same words' terms again."""
    table = searchers.cache.setdefault("scoring terms", {})
    kept = table.get((id(words_q), id(searcher)))
    if kept is not None and kept[0] is words_q and kept[1] is searcher:
        return kept[2]
    terms = scoring_terms(words_q, searcher.reader(), docsets)
    if len(table) >= MAX_SCORING_TERMS:
        table.clear()
    table[id(words_q), id(searcher)] = (words_q, searcher, terms)  # both held: their ids are no other's
    return terms


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
        priors.append((cards_documents(plan_.searchers, plan_.cards), CARD_NAMED_BOOST))
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
                field_ = SCHEMA[node.fieldname]
                found.extend(
                    (node.fieldname, b if isinstance(b, str) else field_.from_bytes(b), node.boost)
                    for _, b in node.expanded_terms(reader)
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


def defining_hit(plan_, number):
    """The result of today's rule number, or of its first subrule when it is only a title (`702.2`: 702.2a);
    None when it is not in the index."""
    if not plan_.current_version:
        return None
    found = answers.defining_documents(plan_.searchers.main, plan_.current_version, number)
    if not found:
        return None
    item = hit(found[-1], None, {}, cards_named=_folded(plan_.cards))
    item["score"] = None
    return item
