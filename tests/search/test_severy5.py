"""Branch severy5: a "who" question's finder ranking, which weighs up the paragraphs naming an owner
(search/asking.py). Its everyday4 set is checked in test_set_shapes.py."""

from search import finder_query
from search.asking import asking_sentence, facts_asked
from tests.search.conftest import numbers_found

TOKEN_OWNER = "Who owns the creature tokens my opponent's spell makes for me?"


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


def test_a_who_question_finds_the_rule_naming_the_owner(without_asks, today, monkeypatch):
    # Today's whole CR as the site imports it. Before: the token question's top five were the token rules of
    # predefined tokens and copies (111.10q, 111.4, 608.2f…); 111.2, "The player who creates a token is its owner",
    # was sixth or lower in the finder's ranking and out of the fused top five.
    monkeypatch.setattr(finder_query, "ASKED_FACTS", False)
    assert "111.2" not in numbers_found(TOKEN_OWNER)
    monkeypatch.setattr(finder_query, "ASKED_FACTS", True)
    assert "111.2" in numbers_found(TOKEN_OWNER)
