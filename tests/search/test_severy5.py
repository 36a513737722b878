"""Branch severy5: the fourth everyday set (tuned on, each expected rule a paragraph of the CR of 2025-11-14) and a
"who" question's finder ranking, which weighs up the paragraphs naming an owner (search/asking.py)."""

import os
import re
from pathlib import Path

import pytest

from search.asking import asking_sentence, facts_asked
from search.evaluation.sets import TUNED, all_cases
from tests.builders import import_todays_cr

TOKEN_OWNER = "Who owns the creature tokens my opponent's spell makes for me?"


def everyday4():
    return [c for c in all_cases() if c.set == "everyday4"]


def test_the_fourth_everyday_set_is_tuned_on():
    cases = everyday4()
    assert len(cases) == 60
    assert {c.part for c in cases} == {TUNED}
    assert {c.group for c in cases} == {"everyday"}
    assert not [c for c in cases if re.search(r"\b\d{3}\.\d", c.question.q)]


def test_its_questions_are_new():
    asked = {c.question.q for c in all_cases() if c.set in ("everyday", "everyday2", "everyday3")}
    assert not asked & {c.question.q for c in everyday4()}


def test_each_expected_rule_is_in_the_cr_of_2025_11_14():
    corpus = os.environ.get("MTG_CORPUS")
    if not corpus:
        pytest.skip("MTG_CORPUS is not set")
    text = (Path(corpus) / "cr" / "MagicCompRules 20251114.txt").read_text(encoding="utf-8")
    numbers = set(re.findall(r"^(\d{3}\.\d+[a-z]?)\.? ", text, re.MULTILINE))
    assert not [(c.id, n) for c in everyday4() for n in c.question.rules if n not in numbers]


def test_the_asking_sentence_is_the_last_question():
    assert asking_sentence("I stole it and it died. Whose graveyard does it go to? Thanks.") == (
        "Whose graveyard does it go to?"
    )
    assert asking_sentence("who owns a token") == "who owns a token"


def test_only_a_who_question_asks_for_an_owner():
    assert [terms for terms, _ in facts_asked(TOKEN_OWNER)] == [{"owner", "own"}]
    assert [terms for terms, _ in facts_asked("My opponent took my creature. Which of us draws?")] == [{"owner", "own"}]
    # The scene's "who" is not what the question asks.
    assert not facts_asked("The player who cast it left the game. Does the spell resolve?")
    assert not facts_asked("How many cards does each of us draw to start the game?")


@pytest.mark.django_db
def test_a_who_question_finds_the_rule_naming_the_owner(index_dir, monkeypatch):
    # Today's whole CR as the site imports it. Before: the token question's top five were the token rules of
    # predefined tokens and copies (111.10q, 111.4, 608.2f…); 111.2, "The player who creates a token is its owner",
    # was sixth or lower in the finder's ranking and out of the fused top five.
    from search import hybrid
    from search.index import rebuild_index, search_lock, shared_searchers
    from search.query import search

    import_todays_cr()
    rebuild_index()

    def top_five():
        with search_lock:
            shared_searchers().cache = {}
        return [r.get("number") or "" for r in search(TOKEN_OWNER)["results"][:5]]

    monkeypatch.setattr(hybrid, "ASKED_FACTS", False)
    assert "111.2" not in top_five()
    monkeypatch.setattr(hybrid, "ASKED_FACTS", True)
    assert "111.2" in top_five()
