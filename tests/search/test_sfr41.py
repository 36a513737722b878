"""sfr41: two French words the lexicon read in the sense the cards print them most: `pile` (coin, of "pile ou face")
is the stack outside the coin flip, and `peut` / `peuvent` (can't, of "ne peut pas") are read as nothing in a
question that negates nothing (the English question's can is a stop word)."""

import pytest

from search.frenchphrases import read


@pytest.mark.parametrize(
    ("typed", "found"),
    [
        ("je mets la capacité sur la pile, elle se résout quand ?", ["stack"]),
        ("la pile est vide, on passe à l'étape suivante ?", ["empty", "stack"]),
        ("deux piles de cartes", ["stack"]),
        # the coin flip is still read first, its `pile` no stack
        ("on joue à pile ou face", ["flip coin"]),
    ],
)
def test_pile_is_the_stack_outside_the_coin_flip(typed, found):
    assert [english for english in read(typed)[1] if english] == found


@pytest.mark.parametrize(
    ("typed", "left"),
    [
        ("elle peut attaquer ce tour-ci ?", False),
        ("peut-il bloquer deux créatures ?", False),
        ("mes créatures peuvent attaquer ?", False),
        # negated: the lexicon's can't stays
        ("elle ne peut pas attaquer ?", True),
        # any negation in the question keeps it (the question may ask a restriction)
        ("une créature qui n'a pas le vol peut-elle bloquer ?", True),
    ],
)
def test_peut_without_a_negation_is_read_as_nothing(typed, left):
    text = read(typed)[0]
    assert ("peut" in text) is left
