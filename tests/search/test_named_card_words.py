"""A word of a card name the question names is that name's word, not a slip of another word (smix30's
suggestions.NAMED_CARD_WORDS): the page's "did you mean" and the finder read the suggestion, so a "correction"
of the name lost the card there."""

import pytest

from search import suggestions as suggestions_module

pytestmark = pytest.mark.django_db

CARDS = (
    ("Treasure Cruise", "Sorcery", "Delve\nDraw three cards."),
    ("Cruiser Beast", "Creature — Beast", "Trample"),
    ("Emperor Crocodile", "Creature — Crocodile", "When you control no other creatures, sacrifice this creature."),
    ("Empire Guard", "Creature — Soldier", "Vigilance"),
    ("Numbing Dose", "Enchantment — Aura", "Enchant artifact or creature"),
)


@pytest.fixture
def searchers(today_with):
    from search.index import shared_searchers

    today_with(*CARDS)
    found = shared_searchers()
    found.cache.clear()
    return found


@pytest.mark.parametrize(
    ("question", "suggested"),
    [
        # The possessive makes an unknown word; the nearest printed word is another card's (cruiser).
        ("can I delve away Treasure Cruise's whole cost", []),
        # A name's slip is corrected into the name's word, not into the nearer word another card prints.
        ("does Emporer Crocodile sacrifice itself", ["does Emperor Crocodile sacrifice itself"]),
        # A rare grammar word swapped (`dose`) inside a card's name is the name's word.
        ("does Numbing Dose stop a vehicle from untapping", []),
        # Outside a card's name, a slip is corrected as before.
        ("how long dose a continous effect last", ["how long does a continuous effect last"]),
    ],
)
def test_a_named_card_s_words_are_not_corrected_into_other_words(searchers, question, suggested):
    assert [s.lower() for s in suggestions_module.suggestions(searchers, question)] == [s.lower() for s in suggested]


def test_with_the_reading_off_a_name_s_slip_is_not_read_as_the_name_s_word(searchers, monkeypatch):
    monkeypatch.setattr(suggestions_module, "NAMED_CARD_WORDS", False)
    assert suggestions_module.suggestions(searchers, "does Emporer Crocodile sacrifice itself") != [
        "does emperor Crocodile sacrifice itself"
    ]
