"""A question is read as French by the majority of its words, not vetoed by one word only English texts print."""

from search.planning import is_french
from search.spelling import Lexicon as Words

from . import standins


def test_a_french_question_with_a_word_only_english_texts_print_is_read_as_french():
    # The whole corpus's counts. "suite" (of "tout de suite", at once) is printed only in English card names (Luxury
    # Suite): one such word made the whole question English, and it searched the English texts for "Si", "ma" and
    # "suite" (Earthshaking Si, Ma Chao, Hazmat Suit) instead of the rules on drawing from an empty library.
    counts = {
        "en": {"bibliotheque": 14, "vide": 93, "tout": 43, "suite": 5, "luxury": 20, "count": 331, "basic": 541},
        "fr": {"piocher": 114, "alors": 3, "bibliotheque": 1877, "vide": 31, "tout": 260, "types": 141},
    }
    searchers = standins.searchers(lexicon=Words(counts))
    assert is_french(
        searchers, "Si je dois piocher alors que ma bibliothèque est vide, est-ce que je perds tout de suite ?"
    )
    # The majority decides: an English question with a word of French texts stays English.
    assert not is_french(searchers, "Does Luxury Suite count as a basic land? tout")
