"""The answer on top and the rules a query names, on a small CR written through the ORM (today's rule texts).

A glossary term, keyword or jargon term leads the page and /api/search with its definition and rule, with the
French of the rule beside it when there is one; a query that is only a term lands on its defining rule; a
number in words lands on the rule the CR's structure gives it; question words never make a query fail.
"""

import pytest

from rules.models import RuleParagraph
from search.query import search
from tests.builders import (
    built_index,
    make_card,
    make_cr_version,
    make_glossary,
    make_lineage,
    make_rule,
    make_ruling,
    make_translation,
)
from tests.markup import find, find_all, text_of

RULES = [
    ("101", "The Magic Golden Rules", ""),
    (
        "101.4",
        "",
        "If multiple players would make choices and/or take actions at the same time, the active player "
        "(the player whose turn it is) makes any choices required, then the next player in turn order makes "
        "any choices required, followed by the remaining nonactive players in turn order. "
        "This rule is called the active player, nonactive player order rule.",
    ),
    ("117", "Timing and Priority", ""),
    (
        "117.1",
        "",
        "Unless a spell or ability is instructing a player to take an action, which player can take actions "
        "at any given time is determined by a system of priority.",
    ),
    ("117.3", "", "Which player has priority is determined by the following rules:"),
    ("117.3a", "", "The active player receives priority at the beginning of most steps and phases."),
    ("601.2", "", "To cast a spell is to take it from where it is, put it on the stack, and pay its costs."),
    ("601.2a", "", "To propose the casting of a spell, a player first moves that card to the stack."),
    ("601.2b", "", "If the spell is modal, the player announces the mode choice."),
    ("613", "Interaction of Continuous Effects", ""),
    ("613.1g", "", "Layer 7: Power- and/or toughness-changing effects are applied."),
    ("613.4", "", "Within layer 7, apply effects in a series of sublayers in the order described below."),
    ("613.4c", "", "Layer 7c: Effects and counters that modify power and/or toughness are applied."),
    ("702.21", "Ward", ""),
    (
        "702.21a",
        "",
        "Ward is a triggered ability. Ward [cost] means \u201cWhenever this permanent becomes the target "
        "of a spell or ability an opponent controls, counter it unless that player pays [cost].\u201d",
    ),
    ("704", "State-Based Actions", ""),
    (
        "704.1",
        "",
        "State-based actions are game actions that happen automatically whenever certain conditions are met.",
    ),
    (
        "704.5j",
        "",
        "If two or more legendary permanents with the same name are controlled by the same player, that "
        "player chooses one of them, and the rest are put into their owners\u2019 graveyards. This is called the "
        "\u201clegend rule.\u201d",
    ),
]
GLOSSARY = [
    (
        "Active Player, Nonactive Player Order",
        "A system that determines the order by which players make choices if "
        "multiple players are instructed to make choices at the same time. See rule 101.4.",
    ),
    ("APNAP Order", "See Active Player, Nonactive Player Order."),
    (
        "Legend Rule",
        "A state-based action that causes a player who controls two or more legendary permanents with "
        "the same name to put all but one into their owners\u2019 graveyards. See rule 704.5j.",
    ),
    (
        "Priority",
        "Which player can take actions at any given time is determined by a system of \u201cpriority.\u201d "
        "See rule 117, \u201cTiming and Priority.\u201d",
    ),
    (
        "State-Based Actions",
        "Game actions that happen automatically whenever certain conditions are met. See rule 704, "
        "\u201cState-Based Actions.\u201d",
    ),
    (
        "Ward",
        "A triggered ability that can counter spells or abilities that target the permanent with ward. See rule "
        "702.21, \u201cWard.\u201d",
    ),
]
WARD_FR = (
    "La protection est une capacité déclenchée. « Protection [coût] » signifie « Chaque fois que ce permanent "
    "devient la cible d'un sort ou d'une capacité qu'un adversaire contrôle, contrecarrez-le à moins que ce joueur "
    "ne paie [coût]. »"
)


@pytest.fixture
def judges(db, index_dir):
    """Today's CR is this small one, written beside the session sample (whose CR versions are older)."""
    today = make_cr_version("2025-11-14", source_name="today.txt")
    paragraphs = {}
    for number, title, text in RULES:
        kind = RuleParagraph.Kind.SUBRULE if number[-1].isalpha() or number.count(".") else RuleParagraph.Kind.RULE
        lineage = make_lineage(title or text[:40])
        paragraphs[number] = make_rule(today, number, text, title=title, kind=kind, lineage=lineage)
    for term, text in GLOSSARY:
        make_glossary(today, term, text)
    make_translation(WARD_FR, rule=paragraphs["702.21a"].lineage, english=paragraphs["702.21a"].text)
    card = make_card("Ward Sliver", type_line="Creature", oracle_text="Sliver creatures have ward {2}.")
    make_ruling(card, "2020-01-01", "Ward triggers for each spell.")
    built_index()
    return paragraphs


def numbers(result, n=None):
    return [r.get("number") for r in result["results"][:n]]


@pytest.mark.parametrize("query", ["ward", "what is ward?", "how does ward work", "Ward"])
def test_a_keyword_is_answered_with_its_definition_rule_and_french(judges, query):
    answer = search(query)["answer"]
    assert answer["term"] == "Ward"
    assert answer["definition"].startswith("A triggered ability that can counter spells")
    assert answer["rule"] == "702.21"
    assert answer["url"] == "/rules/702.21"
    # The rule is only a title: its first subrule is the text shown, and the French is that text's.
    assert answer["text"].startswith("702.21a Ward is a triggered ability")
    assert answer["french"]["rule"] == "702.21a"
    assert answer["french"]["text"] == WARD_FR


def test_an_answer_without_a_translation_has_no_french(judges):
    answer = search("priority")["answer"]
    assert answer["rule"] == "117"
    assert "french" not in answer


@pytest.mark.parametrize(
    "query, term, rule",
    [
        ("APNAP", "Active Player, Nonactive Player Order", "101.4"),
        ("APNAP order", "Active Player, Nonactive Player Order", "101.4"),
        ("active player, nonactive player order", "Active Player, Nonactive Player Order", "101.4"),
        ("SBA", "State-Based Actions", "704"),
        ("legend rule", "Legend Rule", "704.5j"),
        ("what is the legend rule?", "Legend Rule", "704.5j"),
        ("what is priority?", "Priority", "117"),
        ("layer 7", "layer 7", "613.1g"),
    ],
)
def test_jargon_and_glossary_terms_are_answered(judges, query, term, rule):
    answer = search(query)["answer"]
    assert answer["term"] == term
    assert answer["rule"] == rule


@pytest.mark.parametrize(
    "query, first",
    [
        ("APNAP", ["101.4"]),
        ("APNAP order", ["101.4"]),
        ("SBA", ["704", "704.1"]),
        ("legend rule", ["704.5j"]),
        ("SBA legend rule", ["704.5j"]),
        ("priority", ["117", "117.1"]),
        ("ward", ["702.21", "702.21a"]),
        ("layer 7", ["613.1g", "613.4"]),
        ("sublayer 7c", ["613.4c"]),
        ("layer 7c", ["613.4c"]),
        ("step 2", ["601.2b"]),
        ("step two of casting a spell", ["601.2b"]),
    ],
)
def test_a_query_that_is_a_term_lands_on_its_defining_rule(judges, query, first):
    assert numbers(search(query), len(first)) == first


def test_a_term_among_other_words_ranks_its_rule_high_but_not_first_by_force(judges):
    result = search("who receives priority")
    assert "117.3a" in numbers(result, 3)


def test_question_words_never_make_a_query_fail(judges):
    plain = search("legend rule")["results"][0]["id"]
    for question in (
        "what is the legend rule?",
        "how does the legend rule work",
        "when does the legend rule happen",
        "can the legend rule apply?",
        "does the legend rule exist",
    ):
        result = search(question)
        assert result["total"] >= 1, question
        assert result["results"][0]["id"] == plain, question


def test_no_answer_for_words_that_name_nothing(judges):
    assert "answer" not in search("sublayers")
    assert "answer" not in search("Ward Sliver")


def test_the_page_leads_with_the_answer(judges, client):
    html = client.get("/search", {"q": "what is ward?"}).content.decode()
    aside = find(html, "aside", class_="search-answer")
    text = " ".join(text_of(aside).split())
    assert "Ward" in text
    assert "A triggered ability that can counter spells" in text
    assert dict(find(aside, "a").attributes)["href"] == "/rules/702.21"
    french = find_all(aside, "blockquote", lang="fr")
    assert len(french) == 1
    assert "capacité déclenchée" in text_of(french[0])


def test_the_api_answers_with_the_answer_field(judges, client):
    body = client.get("/api/search", {"q": "APNAP"}).json()
    assert set(body["answer"]) >= {"term", "definition", "rule", "url"}
    assert body["answer"]["rule"] == "101.4"
    assert body["results"][0]["number"] == "101.4"


def test_a_term_inside_a_longer_question_is_answered_only_when_the_ranking_agrees(judges):
    """`who receives priority` names Priority (117), but 117.3a answers it: the box would show the wrong paragraph."""
    result = search("who receives priority")
    assert "answer" not in result
    assert "117.3a" in numbers(result, 3)
