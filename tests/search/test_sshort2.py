"""Short queries (helper sshort2): a French keyword's name alone (`célérité`, `lien de vie`) names the keyword as its
English name does, its rule and first subrule first; not a question, nor a name with other words beside it."""

from collections import Counter

import pytest

from search import answers
from search.answers import Definition, Glossary

from . import standins

GLOSSARY = Glossary(
    [
        Definition("Haste", "A keyword ability.", "702.10", ("702.10",)),
        Definition("Lifelink", "A keyword ability.", "702.15", ("702.15",)),
        Definition("Toxic", "A keyword ability.", "702.164", ("702.164",)),
        Definition("Graveyard", "A zone.", "404", ("404",)),
    ]
)


class Lexicon:
    """The French lexicon's translate(): {English stem: weight}, each word's translations added up."""

    WORDS = {
        "célérité": {"hast": 1.0},
        "lien": {"lifelink": 1.0, "link": 0.3},
        "vie": {"life": 1.0},
        "toxique": {"toxic": 1.0},
        "marqueurs": {"counter": 1.0},
        "poison": {"poison": 1.0},
        "cimetière": {"graveyard": 1.0},
    }

    def translate(self, text, *, known=None):
        terms = Counter()
        for word in text.split():
            terms.update(self.WORDS.get(word, {}))
        return terms


def understood(typed, words, question=False):
    return standins.understanding(typed, words=words, question=question)


def keyword(typed, words, question=False):
    found = answers.keyword_named_in_french(understood(typed, words, question), GLOSSARY, Lexicon())
    return found and (found.definition.rule, found.words, found.jargon)


@pytest.mark.parametrize(
    "typed, words, rule",
    [("célérité", 1, "702.10"), ("lien de vie", 2, "702.15")],
)
def test_a_french_keyword_name_alone_names_the_keyword_for_the_whole_query(typed, words, rule):
    # Named as the jargon names a term (jargon=True): a French query keeps it and puts its rule first.
    assert keyword(typed, words) == (rule, words, True)
    assert [n.definition.rule for n in answers.named(understood(typed, words), GLOSSARY, _NoJargon(), Lexicon())][
        :1
    ] == [rule]


@pytest.mark.parametrize(
    "typed, words, question",
    [
        ("toxique marqueurs poison", 3, False),  # asks about the keyword's counters
        ("célérité", 1, True),  # a question: the rules that say what it asks
        ("cimetière", 1, False),  # a zone, not a keyword
    ],
)
def test_not_a_keyword_name_alone(typed, words, question):
    assert keyword(typed, words, question) is None


def test_without_the_switch_no_french_keyword_is_named(monkeypatch):
    monkeypatch.setattr(answers, "FRENCH_KEYWORD_NAMED", False)
    assert keyword("célérité", 1) is None


class _NoJargon:
    generic = frozenset()


def test_a_french_keyword_name_alone_puts_the_keyword_rule_first(today, monkeypatch):
    from search import query

    def first(q):
        return [r.get("number") for r in query.search(q)["results"][:2]]

    assert first("célérité") == ["702.10", "702.10a"]
    assert first("haste") == ["702.10", "702.10a"]  # as its English name does
    monkeypatch.setattr(answers, "FRENCH_KEYWORD_NAMED", False)
    query.forget_searchers()
    assert first("célérité") != ["702.10", "702.10a"]
