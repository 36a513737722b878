"""A French question typed without its question mark or a question word first is still a question: it reads the
French players' questions (rules/plainwords/fr), as a term alone does not."""

import pytest

from search import jargon
from search.finder_query import asked_as_question


@pytest.mark.parametrize(
    "typed",
    [
        "meuler 3 cartes alors qu'il m'en reste 2 dans la bibliothèque",
        "le bonus du Dragon shivân il dure jusqu'à quand",
        "Amasser 2 alors que je n'ai pas d'Armée",
    ],
)
def test_a_sentence_without_a_question_mark_is_asked_as_a_question(typed):
    understanding = jargon.load().understand(typed)
    assert not understanding.question
    assert asked_as_question(understanding)


@pytest.mark.parametrize("typed", ["improvisation", "contact mortel contre indestructible", "reserve 15 cartes"])
def test_a_term_alone_is_not(typed):
    assert not asked_as_question(jargon.load().understand(typed))


def test_a_question_is():
    assert asked_as_question(jargon.load().understand("Quand peut-on lancer un éphémère ?"))


def test_a_french_rules_term_names_no_card():
    # `valeur de mana` is mana value; read for card names, `valeur` was Valor (French name Valeur): its card and
    # its first strike (702.7) came into the answers of a question on a double-faced card's mana value.
    from types import SimpleNamespace

    from search.planning import _naming_words

    typed = "valeur de mana de ma créature transformée sur sa face arrière ?"
    request = SimpleNamespace(free=typed, understanding=jargon.load().understand(typed))
    assert "valeur" not in _naming_words(request)
    assert "créature transformée" in _naming_words(request)
    english = "Valor in my graveyard: do my creatures have first strike?"
    request = SimpleNamespace(free=english, understanding=jargon.load().understand(english))
    assert _naming_words(request) == english
