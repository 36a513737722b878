"""A French keyword name asked alone is read as French: word counts compared per word of each language's texts."""

from search.planning import is_french
from search.spelling import Lexicon as Words

from . import standins

# The whole corpus's counts (2026-12-02): the English texts hold 1,058,105 words, the French ones 234,280. A French
# card's name is in the English texts too (the card's French name), so a French keyword name has a few English uses.
EN_WORDS, FR_WORDS = 1_058_105, 234_280
COUNTS = {
    "en": {"prouesse": 4, "contact": 8, "mortel": 22, "peur": 6, "prowess": 310, "trigger": 2900, "noncreature": 900},
    "fr": {"prouesse": 30, "contact": 132, "mortel": 143, "peur": 63, "prowess": 1},
}


def corpus_words():
    counts = {lang: dict(table) for lang, table in COUNTS.items()}
    counts["en"]["_rest"] = EN_WORDS - sum(counts["en"].values())
    counts["fr"]["_rest"] = FR_WORDS - sum(counts["fr"].values())
    return standins.searchers(lexicon=Words(counts))


def test_a_french_keyword_name_alone_is_read_as_french():
    # 30 uses in French texts against 4 in English ones, raw, was not "mostly French" (20 times as often): the
    # question searched the English texts for "prouesse" and found no rule. For the same amount of text, the French
    # texts say it 34 times as often.
    searchers = corpus_words()
    assert is_french(searchers, "prouesse")
    assert is_french(searchers, "contact mortel")
    assert is_french(searchers, "peur")


def test_an_english_question_stays_english():
    searchers = corpus_words()
    assert not is_french(searchers, "prowess trigger noncreature")
    assert not is_french(searchers, "prowess")


def test_a_word_both_languages_print_as_often_stays_english_in_a_small_sample():
    # The sample's counts: its French texts are 320 words, its English ones 3,935. `vigilance` twice in each: per
    # word of text the French say it twelve times as often, but two uses are no evidence that it is French.
    counts = {"en": {"vigilance": 2, "flash": 1, "_rest": 3932}, "fr": {"vigilance": 2, "flash": 1, "_rest": 317}}
    searchers = standins.searchers(lexicon=Words(counts))
    assert not is_french(searchers, "vigilance")
    assert not is_french(searchers, "flash")
