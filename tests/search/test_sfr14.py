"""A French question typed without its question mark or a question word first is still a question: it reads the
French players' questions (rules/plainwords/fr), as a term alone does not."""

import pytest

from search import jargon
from search.frenchquestion import asked_as_question

from . import standins


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

    from search.planning import _naming_words

    typed = "valeur de mana de ma créature transformée sur sa face arrière ?"
    request = standins.request(typed, understanding=jargon.load().understand(typed))
    assert "valeur" not in _naming_words(request)
    assert "créature transformée" in _naming_words(request)
    english = "Valor in my graveyard: do my creatures have first strike?"
    request = standins.request(english, understanding=jargon.load().understand(english))
    assert _naming_words(request) == english


# The CR's words a French question may be read into (the finder's terms): vote, vehicle, concede, action.
CR_WORDS = {"vote", "vehicl", "conced", "action", "order", "player", "crew"}


def test_an_unknown_french_word_is_read_as_its_english_spelling_the_cr_says():
    from search.bilingual import Lexicon

    lexicon = Lexicon({"ordr": [["order", 0.9]], "joueur": [["player", 0.9]]})
    # No card of MTGJSON v3 prints voting in French: `voter`, `votent` were the non-words vot and votent.
    assert lexicon.translate("les joueurs votent", known=CR_WORDS).keys() == {"player", "vote"}
    assert "vote" in lexicon.translate("voter", known=CR_WORDS)
    assert "vehicl" in lexicon.translate("véhicule", known=CR_WORDS)
    assert "conced" in lexicon.translate("concède", known=CR_WORDS)
    # Without the CR's words, read as before.
    assert "vote" not in lexicon.translate("voter")


def test_a_word_known_only_as_a_card_name_s_words_gets_its_english_spelling_too():
    from search.bilingual import Lexicon

    lexicon = Lexicon({"action": [["riski", 0.667]]})
    assert lexicon.translate("actions", known=CR_WORDS).keys() == {"riski", "action"}
    # A word whose translation the CR says keeps it alone.
    lexicon = Lexicon({"action": [["crew", 0.667]]})
    assert lexicon.translate("actions", known=CR_WORDS).keys() == {"crew"}


@pytest.mark.parametrize(
    "number, typed",
    [
        # Goad and connive have no French card in MTGJSON v3; French players say provoquer and intriguer for them
        # (the asks said only inciter and manigancer).
        ("701.15b", "une creature provoquee est obligee d'attaquer qui ?"),
        ("701.50a", "Intriguer : je pioche puis je défausse ?"),
    ],
)
def test_the_french_players_words_for_goad_and_connive_are_asked(number, typed):
    from datetime import date

    from rules import plainwords
    from search import frenchasks

    asks = plainwords.load(language=plainwords.FRENCH)[date(2025, 11, 14)][number]
    keyword = next(t for t in frenchasks.terms(typed) if t.startswith(("fr:provoqu", "fr:intrigu")))
    assert any(keyword in frenchasks.terms(ask) for ask in asks)
