"""French grammar words say a question is French, even when its other words are unknown or English card names."""

from search.planning import is_french
from search.spelling import Lexicon as Words

from . import standins

# The whole corpus's counts (2026-12-04): `dire` is in English texts only (Dire Undercurrents), `veut` in one French
# text, `meuler` in none (printed after MTGJSON v3); the grammar words are stop words, never counted.
EN_WORDS, FR_WORDS = 1_058_105, 234_280
COUNTS = {"en": {"dire": 89, "stack": 5000, "mean": 300}, "fr": {"veut": 1}}


def corpus_words():
    counts = {lang: dict(table) for lang, table in COUNTS.items()}
    counts["en"]["_rest"] = EN_WORDS - sum(counts["en"].values())
    counts["fr"]["_rest"] = FR_WORDS - sum(counts["fr"].values())
    return standins.searchers(lexicon=Words(counts))


def test_a_french_question_with_an_unknown_word_is_french():
    assert is_french(corpus_words(), "Que veut dire meuler ?")


def test_an_english_question_stays_english():
    searchers = corpus_words()
    assert not is_french(searchers, "what does dire mean")
    assert not is_french(searchers, "Dire stack")
