"""A card's name typed with its last word slipped into another word (`ashnods alter`) names the card
(cardnames.SLIPPED_LAST), unless its other words are all rules words or small ones; a question naming one keyword and
no other term keeps the keyword's rule in its top five (planning.ONE_KEYWORD_KEPT, firstplace.each_keyword_placed)."""

import pytest

from search import firstplace
from search.cardnames import CardNames, name_keys
from search.spelling import Lexicon

from .conftest import numbers_found

TEXTS = Lexicon({"en": {"double": 900, "strike": 900, "goblin": 400, "lord": 300, "back": 800, "altar": 20}})


def names(*cards):
    return CardNames([[list(key), card] for card in cards for key in name_keys(card)])


KNOWN = names("Ashnod's Altar", "Consecrated Sphinx", "Double Stroke", "Goblin Lore", "The Rack")


def test_a_slipped_last_word_names_the_card():
    # Before: `alter` and `sphynx` were no name's words, and the questions named no card.
    assert KNOWN.named_in("ashnods alter, can I sac a creature in response", TEXTS) == ["Ashnod's Altar"]
    assert KNOWN.named_in("consecrated sphynx, how many times does it trigger", TEXTS) == ["Consecrated Sphinx"]


def test_rules_words_one_slip_from_a_name_name_no_card():
    assert KNOWN.named_in("first strike and double strike damage", TEXTS) == []
    assert KNOWN.named_in("does my goblin lord pump it", TEXTS) == []
    assert KNOWN.named_in("the back face of a double-faced card", TEXTS) == []


def rule(number):
    return {"kind": "rule", "number": number, "id": f"rule:{number}"}


def test_a_questions_one_keyword_is_kept_in_the_top_five():
    page = [rule(n) for n in ("606.3", "304.1", "602.5d", "117.1a", "209.2", "702.107a", "702.107b")]
    kept = firstplace.each_keyword_placed(page, ["702.107"], lambda family: None)
    assert [r["number"] for r in kept][:5] == ["606.3", "304.1", "602.5d", "117.1a", "702.107a"]
    # Already in the top five: the page as it was.
    assert firstplace.each_keyword_placed(page[2:], ["702.107"], lambda family: None) == page[2:]


@pytest.mark.search
@pytest.mark.django_db
def test_a_question_naming_one_keyword_finds_its_rule(today):
    # Main ranked the timing rules the other words say (sorcery, the opponent's turn), level up's 702.87a sixth.
    assert "702.87a" in numbers_found("Can I level up my creature on my opponent's turn?")
