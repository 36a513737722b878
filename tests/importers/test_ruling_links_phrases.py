"""Phrases mined from the rulings that cite a rule (rulings/phrase_mining.py): the eleventh session's idea,
measured and not kept (docs/cards.md). The mining keeps a phrase only when the rule's citing rulings say it often
enough and other citing rulings rarely; on the corpus that leaves nothing, and the corpus test pins why."""

import pytest

from rulings.keyword_matching import without_names
from rulings.phrase_mining import corpus_rulings, mine, ngrams

SBA = "If a player has 0 or less life, that player loses the game the next time a player would receive priority."
CAST = "You choose the targets of the spell as you cast it, and the player loses the game only later."


def test_a_citation_is_not_the_rules_words():
    # "see rule 704.5a" is how a ruling points, said by every citing ruling: mined, it would link every one.
    grams = ngrams("That player loses the game (see rule 704.5a). See rules 601.2a–h too.")
    assert "player lose the game" in grams
    assert not any("see" in gram or "rule" in gram for gram in grams)


def test_a_sentence_ends_an_ngram():
    assert "the game next" not in ngrams("He loses the game. Next, nothing happens.")


@pytest.mark.parametrize(
    ("elsewhere", "support", "mined"),
    [
        (0, 3, True),  # 3 of 3
        (1, 4, False),  # support 3 < 4
        (1, 3, False),  # 3 of 4: 0.75 < 0.8
    ],
)
def test_a_phrase_is_kept_when_frequent_for_its_rule_and_rare_for_others(elsewhere, support, mined):
    rulings = [(SBA, ["704.5a"])] * 3 + [(CAST, ["601.2c"])] * elsewhere + [(CAST, [])] * 5
    rows = {(phrase, rule) for phrase, rule, _, _ in mine(rulings, support=support)}
    assert (("player lose the game", "704.5a") in rows) is mined
    # A ruling citing nothing counts nowhere: the share is among the citing rulings.
    assert not any(rule == "601.2c" for _, rule in rows)


@pytest.mark.corpus
def test_the_corpus_cites_too_little_to_mine(corpus_dir):
    rulings = corpus_rulings(corpus_dir, without_names)
    citing = [rules for _, rules in rulings if rules]
    # 16 of 17,380 distinct WotC rulings cite a rule, all Rules Lawyer's (Unstable), each another subrule of 704.5.
    assert len(rulings) == 17380
    assert len(citing) == 16
    assert all(rule.startswith("704.5") for rules in citing for rule in rules)
    assert mine(rulings) == []
