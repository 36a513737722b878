"""French grammar words say a question is French; everyday French words the cards print only in a set phrase read as
what they say in a rules question, not as the phrase's English."""

from types import SimpleNamespace

import pytest

from search.analysis import english_analyzer
from search.bilingual import Lexicon
from search.planning import is_french
from search.spelling import Lexicon as Words

# The whole corpus's counts (2026-12-04): `dire` is in English texts only (Dire Undercurrents), `veut` in one French
# text, `meuler` in none (printed after MTGJSON v3); the grammar words are stop words, never counted.
EN_WORDS, FR_WORDS = 1_058_105, 234_280
COUNTS = {"en": {"dire": 89, "stack": 5000, "mean": 300}, "fr": {"veut": 1}}


def corpus_words():
    counts = {lang: dict(table) for lang, table in COUNTS.items()}
    counts["en"]["_rest"] = EN_WORDS - sum(counts["en"].values())
    counts["fr"]["_rest"] = FR_WORDS - sum(counts["fr"].values())
    return SimpleNamespace(lexicon=Words(counts))


def test_a_french_question_with_an_unknown_word_is_french():
    assert is_french(corpus_words(), "Que veut dire meuler ?")


def test_an_english_question_stays_english():
    searchers = corpus_words()
    assert not is_french(searchers, "what does dire mean")
    assert not is_french(searchers, "Dire stack")


# The whole corpus's lexicon entries (french.json, 2026-12-04): each word read as its set phrase's English.
LEXICON = {
    "reserv": [["add", 0.973]],
    "part": [["exil", 0.542]],
    "remplac": [["chang", 0.835]],
    "dur": [["thick", 0.8]],
}


def stem(word):
    return next(t.text for t in english_analyzer()(word))


@pytest.mark.parametrize(
    ("question", "said", "not_said"),
    [
        ("le mana reste-t-il dans ma réserve", ["mana", "pool"], "add"),
        ("qui commence la partie", ["game"], "exile"),
        ("deux effets de remplacement", ["replacement"], "change"),
        ("le bonus dure jusqu'à quand", ["lasts"], "thick"),
    ],
)
def test_an_everyday_word_reads_as_what_it_says(question, said, not_said):
    terms = Lexicon(LEXICON).translate(question)
    assert all(terms[stem(word)] >= 1 for word in said)
    assert stem(not_said) not in terms
