"""scard40: a lower-case one-word card name said as the verb of a subject after a possessive (`does my creature
heal`) names no card (questionverbs.POSSESSIVE_SUBJECTS); a player named as the subject (`can my opponent stifle`)
casts the spell the word names, which stays a card."""

import pytest

from search import questionverbs
from search.cardnames import CardNames, name_keys
from search.cardtextrules import text_wording_rules
from search.spelling import Lexicon

TEXTS = Lexicon({"en": {"damage": 900, "creature": 900, "token": 900, "trigger": 900}})
KNOWN = CardNames(
    [[list(key), card] for card in ("Heal", "Stifle", "Pacifism", "Sickle Ripper", "Vanish") for key in name_keys(card)]
)


@pytest.mark.parametrize(
    "text, cards",
    [
        # Before: Heal and Vanish were read beside the card the question names.
        (
            "sickle ripper deals 2 damage to my 4/4, does my creature heal at end of turn or stay a 2/2?",
            ["Sickle Ripper"],
        ),
        ("will their token vanish at end of turn", []),
        # A player as the subject casts the spell; a possessive with a name after it keeps the name.
        ("can my opponent stifle my trigger", ["Stifle"]),
        ("does my opponent's pacifism fall off", ["Pacifism"]),
        ("Does my creature Heal?", ["Heal"]),
    ],
)
def test_a_verb_after_a_possessive_subject_names_no_card(text, cards):
    assert KNOWN.named_in(text, TEXTS) == cards


def test_without_the_reading_the_verb_was_a_card(monkeypatch):
    monkeypatch.setattr(questionverbs, "POSSESSIVE_SUBJECTS", False)
    assert KNOWN.named_in("does my creature heal at end of turn", TEXTS) == ["Heal"]


@pytest.mark.parametrize(
    "text, rules",
    [
        # Before: no rule was read of a card name chosen, of counters moved, nor of a leveler's level symbols.
        ("As Runed Halo enters the battlefield, choose a card name.", ["201.4"]),
        ("As Meddling Mage enters the battlefield, choose a nonland card name.", ["201.4"]),
        ("Move all counters from target creature onto another target creature.", ["122.5"]),
        ("{T}: Move a +1/+1 counter from target creature onto a second target creature.", ["122.5"]),
        ("Level up {1}\nLEVEL 2-3\n3/3\nFlying\nLEVEL 4+\n4/4\nFlying", ["711.2a", "711.2b"]),
        # "unless" reads nothing (measured and not kept); a counter put is not moved.
        ("Counter target spell unless its controller pays {1}.", []),
        ("Put a +1/+1 counter on target creature. You may move it later.", []),
    ],
)
def test_a_card_name_chosen_counters_moved_and_levels_are_read_as_their_rules(text, rules):
    assert text_wording_rules(text) == rules
