"""The tests' one maker of stand-ins for the search's objects, where a test needs no index (shouse2).

Each stand-in is an object of the real class with empty data (a RuleFinder of no paragraphs, Searchers of no
folder, the dataclasses Understanding, SearchRequest and Plan), what the test gives set on it. A SimpleNamespace
made by hand had only the attributes its test knew of, and when the code read one more the test broke far from the
change (three did in session 31); a real object has them all, and test_standins.py checks that searchers() sets
every attribute Searchers.__init__ sets.
"""

import inspect
import re

from search.answers import Glossary
from search.bilingual import Lexicon as FrenchLexicon
from search.cardnames import CardNames
from search.jargon import Understanding
from search.planning import Plan
from search.request import SearchRequest
from search.rulefinder import Ranked, RuleFinder
from search.searchers import Searchers
from search.spelling import Lexicon


def _given(obj, given):
    for name, value in given.items():
        if not hasattr(obj, name):
            raise AttributeError(f"{type(obj).__name__} has no attribute {name!r}: the stand-in would not be its shape")
        setattr(obj, name, value)
    return obj


def finder(**given):
    """A RuleFinder of no paragraphs (RuleFinder({}): every attribute the real one has, empty), with the given
    attributes set (a method may be given as a function: `query_terms=lambda text: [text]`)."""
    return _given(RuleFinder({}), given)


# Searchers' own attributes, empty: what __init__ sets from a build folder (test_standins checks the list).
def _empty_searchers():
    return {
        "path": None,
        "indexes": {},
        "searchers": {},
        "meta": {},
        "lexicon": Lexicon({}),
        "words_mtime": None,
        "glossary": Glossary(),
        "glossary_mtime": None,
        "_finder": None,
        "_french": None,
        "finder_mtime": None,
        "french_mtime": None,
        "cards_mtime": None,
        "card_names": CardNames(),  # no card: a stand-in question names none
        "generation": 0,
        "cache": {},
        "docsets": {},
    }


class _Searchers(Searchers):
    """Searchers of no build folder: the finder and the French lexicon are what the test gives (empty ones
    otherwise), not read from a folder."""

    finder = None
    french = None

    def __init__(self, **given):
        self.__dict__.update(_empty_searchers())
        self.finder = finder()
        self.french = FrenchLexicon({})
        _given(self, given)


def searchers(**given):
    """Searchers with no index (main / history: give `searchers={"main": searcher}`), the given attributes set."""
    return _Searchers(**given)


def searchers_attributes():
    """The attributes Searchers.__init__ sets (read from its source)."""
    return set(re.findall(r"self\.(\w+)\s*=", inspect.getsource(Searchers.__init__)))


def understanding(typed="", **given):
    """An Understanding of typed as the jargon would leave it with nothing understood (text and plain: typed)."""
    return Understanding(typed=typed, text=given.pop("text", typed), plain=given.pop("plain", typed), **given)


def request(free="", **given):
    """A SearchRequest of free's words, page 1 of 10, no filters; understanding: understanding(free) unless given."""
    given.setdefault("understanding", understanding(free))
    fields = {"text": free, "free": free, "filters": {}, "page": 1, "per_page": 10, "number": None}
    return SearchRequest(**{**fields, **given})


def plan(*, searcher=None, current_version=None, **given):
    """A Plan of no words over searchers(); searcher: the main searcher, current_version: the index's today."""
    given.setdefault("searchers", searchers())
    if searcher is not None:
        given["searchers"].searchers["main"] = searcher
    if current_version is not None:
        given["searchers"].meta["current_version"] = current_version
    return Plan(**{"words": None, "filters": {}, **given})


def ranked(*numbers, score=1.0):
    """The finder's ranking of numbers, each at score."""
    return [Ranked(n, score) for n in numbers]
