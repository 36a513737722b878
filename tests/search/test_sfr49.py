"""sfr49: `fois` read by the sense the words before it tell (search/frenchwords.py, through frenchphrases.PHRASES).
The lexicon read it whenever, the sense of "chaque fois" (1,880 of the 2,010 French card texts printing `fois`); the
other 130 print once, twice, (the next) time: a question's `deux fois`, `plusieurs fois`, `combien de fois` asked for
the rules of triggered abilities. Fails on main e45adb7: none of these read (checked in a detached worktree of it)."""

import pytest

from search import frenchphrases
from tests.search.conftest import french_terms


def _read(typed):
    _, found = frenchphrases.read(typed)
    return found


@pytest.mark.parametrize(
    ("typed", "english"),
    [
        ("ma créature a le vol deux fois, elle le perd ?", "twice"),
        ("je peux activer sa capacité plusieurs fois de suite ?", "times"),
        ("le sort est copié combien de fois ?", "times"),
        ("elle se déclenche une seule fois par tour ?", "once"),
        ("la prochaine fois qu'il attaque", "times"),
    ],
)
def test_fois_outside_chaque_fois_is_times(typed, english):
    assert _read(typed) == [english]


@pytest.mark.parametrize(
    "typed",
    [
        "à chaque fois que le Krasis évolue, il se passe quoi ?",
        "Chaque fois qu'un joueur lance un sort",  # the cards' whenever: left to the lexicon
    ],
)
def test_chaque_fois_is_left_to_the_lexicon(typed):
    assert _read(typed) == []


def test_a_twice_question_no_longer_asks_whenever(today):
    # On main: fli and whenev (fois read as "chaque fois").
    terms = french_terms("ma créature a le vol deux fois, elle perd les deux ?")
    assert "twice" in terms and "whenev" not in terms, terms
    assert "whenev" in french_terms("à chaque fois que ma créature attaque, je pioche ?")
