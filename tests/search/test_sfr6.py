"""The French lexicon mined from the cards' names and type lines too, not only their texts."""

import pytest

from search.bilingual import Lexicon, mine, name_pairs, text_pairs
from tests.builders import make_card, make_localization


def _printed(english, french, english_type="", french_type=""):
    card = make_card(english, type_line=english_type, oracle_text="Flying")
    make_localization(card, french, type_line=french_type, text="Vol")
    return card


@pytest.mark.django_db
def test_a_word_only_card_names_print_is_translated():
    # `monarque` is on no French text of MTGJSON v3: the monarch's questions were searched for the non-word monarqu.
    _printed("Kavu Monarch", "Monarque kavru")
    _printed("Elf Monarch", "Monarque elfe")
    lexicon = mine(text_pairs())
    assert lexicon["monarqu"][0][0] == "monarch"
    assert "monarch" in Lexicon(lexicon).translate("Le monarque pioche une carte quand ?")


@pytest.mark.django_db
def test_type_lines_are_mined():
    _printed("Skysail Frigate", "Frégate de voilure", "Artifact — Vehicle", "Artefact : véhicule")
    _printed("Dune Frigate", "Frégate des dunes", "Artifact — Vehicle", "Artefact : véhicule")
    assert mine(text_pairs())["vehicul"][0][0] == "vehicl"


@pytest.mark.django_db
def test_a_name_of_another_length_is_not_mined():
    # A compound's one English word beside the French name's two: all names mined, `statique` was Staticaster.
    _printed("Staticaster", "Lanceur statique")
    _printed("Kavu Monarch", "Monarque kavru")
    pairs = name_pairs()
    assert ("Kavu Monarch", "Monarque kavru") in pairs
    assert ("Staticaster", "Lanceur statique") not in pairs


def test_an_english_questions_french_words_are_read_through_the_lexicon():
    # `blessures` read as English was the non-word blessur: the question had no word for damage.
    lexicon = Lexicon({"blessur": [["damag", 0.9]], "pietin": [["trampl", 0.9]]})
    assert dict(lexicon.in_english("does trample work with blessures", {"trampl", "work"})) == {"damag": 1.0}
    # A word the rules say in English is left to the English reading, and the question words to nobody.
    assert not lexicon.in_english("trample damage, comment", {"trampl", "damag"})
