"""The rule finder's reading of a question and of a card's wording (search/rulefinder.py)."""

from collections import Counter

from search.finderlist import with_plain
from search.rulefinder import Ranked, RuleFinder, plain_terms
from search.wordings import wordings


def test_a_word_said_twice_counts_once():
    # "2/2 ... -2/-2" weighed the number 2 four times: the question became about the number.
    finder = RuleFinder({})
    terms = finder.query_terms("My 2/2 gets -2/-2 until end of turn: does it die?")
    assert terms["2"] == 1
    assert set(terms.values()) == {1}


def test_the_crs_quoted_wordings_become_patterns_with_their_placeholders_read_as_any_words():
    found = wordings(
        [
            ("611.2b", "Some effects have durations worded \u201cfor as long as . . . .\u201d"),
            ("614.1c", "Effects that read \u201c[This permanent] enters with . . . ,\u201d are replacement effects."),
            ("614.1a", "Effects that use the word \u201cinstead\u201d are replacement effects."),
        ]
    )
    by_rule = {numbers[0]: pattern for pattern, numbers in found.items()}
    assert "614.1a" not in by_rule  # one word: too loose to single out a card
    finder = RuleFinder({"wordings": [[p, [n], 0.0] for n, p in by_rule.items()]})
    assert finder.worded_in("Gain control of target creature for as long as you control this.") == ["611.2b"]
    assert finder.worded_in("Grizzled Wolf enters with two +1/+1 counters on it.") == ["614.1c"]
    assert finder.worded_in("Draw a card.") == []


def test_the_plain_ranking_reads_words_as_the_fts5_baseline_does():
    # FTS5's porter unicode61 tokenizer: split at any non-letter (aura's is aura and s), accents removed, no stop
    # list, Porter's first stemmer.
    assert plain_terms("Exhausted abilities can't; the Aura's célérité") == [
        "exhaust",
        "abil",
        "can",
        "t",
        "the",
        "aura",
        "s",
        "celerit",
    ]


def plain_finder(paragraphs):
    docs = [Counter(plain_terms(text)) for _, text in paragraphs]
    plain = {"numbers": [n for n, _ in paragraphs], "docs": docs, "df": Counter(t for d in docs for t in d)}
    return RuleFinder({"numbers": ["100.1"], "docs": [{"x": 1}], "df": {"x": 1}, "plain": plain})


def test_the_plain_ranking_puts_the_short_paragraph_with_the_questions_words_first_and_leaves_glossary_out():
    finder = plain_finder(
        [
            ("702.177a", "Exhaust is an activated ability. It can be activated only once."),
            ("", "Exhaust. A keyword ability that limits how many times an ability can be activated."),
            ("702.177b", "An exhaust ability is written as Exhaust — [Cost]: [Effect]."),
            ("400.7", "An object that moves from one zone to another becomes a new object."),
        ]
    )
    # Every word is searched ("an" finds 400.7, last); the glossary entry takes a place and is left out.
    assert finder.plain_rank("Can I activate an exhaust ability again?") == ["702.177a", "702.177b", "400.7"]
    assert RuleFinder({}).plain_rank("exhaust") == []  # an index built before the plain ranking


def test_a_rule_the_plain_ranking_puts_first_moves_up_the_finders_list():
    ranked = [Ranked(f"{n}.1", 1.0) for n in range(100, 110)]
    fused = [r.number for r in with_plain(ranked, ["107.1", "900.1"])]
    # At PLAIN_WEIGHT 0.5 (sp5) the finder's eighth, first in the plain ranking, comes second.
    assert fused[:4] == ["100.1", "107.1", "101.1", "102.1"]
    # One the finder did not rank does not push out one of its ten.
    assert "900.1" not in fused and len(fused) == 10
    # Nor lengthens a short list: a question whose words the CR hardly has wants the index's cards and rulings.
    assert [r.number for r in with_plain(ranked[:3], ["900.1"])] == ["100.1", "101.1", "102.1"]


def test_a_paragraph_holds_the_rare_words_of_a_question_its_own_words_have():
    filler = [(f"100.{i}", f"A player may look at card number {i}.") for i in range(40)]
    finder = plain_finder(
        [
            ("202.3", "The mana value of an object is a number equal to the total amount of mana in its mana cost."),
            ("202.3f", "When calculating the mana value of an object with hybrid mana symbols, use the largest."),
            *filler,
        ]
    )
    held = finder.held("hybrid mana value?")
    # "hybrid" is in one paragraph of 42: rare; "mana" and "value" are in both, so the subrule holds more.
    assert held("202.3f") > held("202.3") > 0
    # A word most paragraphs have ("player", "card") is no rare word; a paragraph not in the ranking holds none.
    assert finder.held("player card")("100.1") == 0 and held("999.9") == 0
    assert RuleFinder({}).held("hybrid")("202.3f") == 0  # an index built before the plain ranking


def test_the_rare_words_of_a_question_leave_its_own_words_out():
    # The CR rarely says "I", "still" or "while" (a player's words, 5 of today's paragraphs); a ruling holding
    # them says nothing of the question (a Thalia ruling held "while" and ranked with Force of Will's).
    paragraphs = [(f"100.{i}", "Each player draws a card.") for i in range(40)]
    paragraphs += [("101.1", "Exile a blue card."), ("101.2", "I still pay it while it waits.")]
    finder = plain_finder(paragraphs)
    rare = finder.rare("Do I still have to pay while exiling a blue card?")
    assert set(rare) == {"exil", "blue", "pai"}
