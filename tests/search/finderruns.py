"""The finder's own list for a question, as the search builds it before the page is assembled (finder_query), for
tests that check what the finder enters or weighs down rather than the page."""

from search import answers, finder_query, jargon
from search.planning import plan
from search.query import _card_text
from search.request import make_request, understand


def finder_first(searchers, text, n=5):
    """The numbers of the finder's first n rules for the question text, every per-searcher cache emptied first."""
    searchers.cache.clear()
    request = make_request(text)
    understand(request, searchers)
    named = answers.named(request.understanding, searchers.glossary, jargon.load(), known=searchers.finder.idf)
    ranked = finder_query.finder_rules(
        request, plan(request, searchers, named), searchers, lambda name: _card_text(searchers, name)
    )
    return [r.number for r in ranked[:n]]
