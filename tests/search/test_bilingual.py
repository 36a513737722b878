"""The French-English lexicon: mined from cards printed in both languages, the whole corpus's shipped beneath."""

import pytest

from search import bilingual
from search.bilingual import Lexicon, mine
from search.planning import is_french
from search.spelling import Lexicon as Words

from . import standins


def test_words_that_keep_sharing_lines_translate_each_other():
    pairs = [
        ("Trample", "Piétinement"),
        ("Flying, trample", "Vol, piétinement"),
        ("Flying", "Vol"),
        ("Flying\nDraw a card.", "Vol\nPiochez une carte."),
        ("Draw a card.", "Piochez une carte."),
    ]
    lexicon = mine(pairs)
    assert lexicon["pietin"][0][0] == "trampl"
    assert lexicon["vol"][0][0] == "fli"
    english = Lexicon(lexicon).translate("Le piétinement et le vol")
    assert {"trampl", "fli"} <= set(english)


def test_a_words_lesser_translations_weigh_far_less_than_its_best():
    # `tour` shares its lines with "until end of turn": end and until are its collocates, not its meaning. Weighed
    # as their share of the best score (0.86), they counted nearly as much as turn.
    english = Lexicon({"tour": [["turn", 0.917], ["end", 0.785], ["until", 0.768]]}).translate("tour")
    assert english["turn"] == 1.0
    assert english["end"] < 0.5 and english["until"] < 0.5


def test_a_word_the_lexicon_does_not_know_is_read_as_english():
    assert "mulligan" in Lexicon({}).translate("mulligan")


@pytest.mark.django_db
def test_a_site_with_few_french_texts_still_reads_french_questions(tmp_path):
    """The sample has a handful of French card texts: the lexicon mined from the whole corpus is shipped beneath."""
    bilingual.write(tmp_path)
    english = Lexicon.load(tmp_path).translate("piétinement et contact mortel : combien de blessures ?")
    assert {"trampl", "deathtouch", "damag"} <= set(english)
    assert "stack" in {e for e, _ in Lexicon.load(tmp_path).data["pil"]}


def test_a_question_whose_french_words_english_texts_have_too_is_read_as_french():
    # The whole corpus's counts: English cards have "Sort", "Lancer", "Tour" in names; the French texts have the
    # words dozens of times as often.
    counts = {
        "en": {
            "lancer": 51,
            "rituel": 55,
            "pendant": 8,
            "tour": 63,
            "mon": 30,
            "sort": 71,
            "cast": 9000,
            "spell": 9000,
        },
        "fr": {"lancer": 739, "rituel": 1630, "pendant": 274, "tour": 3250, "mon": 9, "sort": 1595},
    }
    searchers = standins.searchers(lexicon=Words(counts))
    assert is_french(searchers, "Est-ce que je peux lancer un rituel pendant le tour de mon adversaire ?")
    # A word only English texts have still says English; a word both have as often says nothing.
    assert not is_french(searchers, "cast a sort spell")
    assert not is_french(searchers, "mon")


def test_words_typed_with_french_accents_say_french():
    # The whole corpus's counts: folded, `etat` and `creature` are English words too, `basees` and `verifiees`
    # words no text has; one French word against one English one said English.
    counts = {
        "en": {"quand": 2, "actions": 534, "etat": 12, "dire": 89, "mourir": 10, "creature": 33801, "seance": 3},
        "fr": {"quand": 2091, "etat": 6, "veut": 1, "mourir": 14, "creature": 14922},
    }
    searchers = standins.searchers(lexicon=Words(counts))
    assert is_french(searchers, "Quand les actions basées sur un état sont-elles vérifiées ?")
    assert is_french(searchers, "Que veut dire mourir pour une créature ?")
    # Unless only English texts have the word: a card's name (Séance) in an English question.
    assert not is_french(searchers, "Does Séance exile my creature?")
