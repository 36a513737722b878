"""A card named in a question: read by its whole name, and bringing its rulings whatever their words."""

from datetime import date

from search.cardnames import CardNames, name_keys
from search.documents import ruling_doc_id
from search.index import rebuild_index
from search.query import search
from search.spelling import Lexicon
from tests.builders import make_card, make_ruling

# As on the corpus: "force" is a word of hundreds of texts, so a card named "Force" alone is not a name.
TEXTS = Lexicon({"en": {"force": 400, "will": 900}})


def names(*cards):
    return CardNames([[list(key), card] for card in cards for key in name_keys(card)])


def test_a_name_with_small_words_is_read_whole():
    known = names("Force of Will", "Force of Nature")
    assert known.named_in("Force of Will cast by exiling a blue card", TEXTS) == ["Force of Will"]
    assert known.named_in("force of nature upkeep", TEXTS) == ["Force of Nature"]
    assert known.whole("Force of Will", TEXTS) == "Force of Will"


def test_a_common_word_alone_still_names_no_card():
    assert names("Force of Will").named_in("does the force of the effect matter", TEXTS) == []


def test_a_named_cards_ruling_without_the_questions_words_is_on_page_one(built):
    sage = make_card(
        "Lhurgoyf Sage",
        type_line="Creature — Lhurgoyf",
        oracle_text="Lhurgoyf Sage's power is equal to the number of card types among cards in all graveyards.",
    )
    ruling = make_ruling(sage, date(2023, 5, 5), "The ability works in all zones.")
    rebuild_index()
    results = search("Lhurgoyf Sage: does my hand matter for its power?")["results"]
    assert ruling_doc_id(ruling.uid) in [r["id"] for r in results]


def test_a_question_naming_a_card_puts_the_rule_first_and_the_cards_ruling_beside_it(built):
    results = search("Whir of Invention: can improvise pay for colored mana?")["results"]
    assert results[0]["kind"] == "rule"
    assert any(r["kind"] == "ruling" and "Whir of Invention" in r.get("cards", []) for r in results[:3])
