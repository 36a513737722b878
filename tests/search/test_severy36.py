"""Helper severy36: a question naming no card keeps its situation's rule in page 1's top (plainsituations.kept_in_top,
which hybrid.with_best_ruling calls as it calls situations.kept_in_top for a named card's); the copy rows read such a
question only when its words do not say another copy (plainsituations._LOOSE)."""

from search import plainsituations, situations


def _rule(number):
    return {"id": f"rule-{number}", "kind": "rule", "number": number}


def _ruling(n):
    return {"id": f"ruling-{n}", "kind": "ruling", "cards": ["Giant Growth"], "title": "Giant Growth"}


# everyday5-1's kind: no card named, the words alone tell a spell checking its targets as it resolves (608.2b).
WORDS = "My opponent killed my creature in response to my pump spell. Does my spell still do anything?"
PAGE = [_rule("601.2"), _ruling(1), _rule("115.1"), _rule("608.2"), _rule("701.8"), _rule("608.2b"), _rule("608.2c")]


def test_a_card_free_situations_rule_moves_to_the_kept_place():
    page = plainsituations.kept_in_top(PAGE, WORDS, [], False)
    assert page[situations.KEPT_TOP - 1]["id"] == "rule-608.2b"
    assert [r["id"] for r in page[: situations.KEPT_TOP]] == ["rule-601.2", "ruling-1", "rule-608.2b"]
    assert sorted(r["id"] for r in page) == sorted(r["id"] for r in PAGE)


def test_a_question_naming_a_card_or_french_is_left_to_the_other_readings():
    # A named card's situation is situations.kept_in_top's (with its text); a French one frenchsituations'.
    assert plainsituations.kept_in_top(PAGE, WORDS, ["Giant Growth"], False) == PAGE
    assert plainsituations.kept_in_top(PAGE, WORDS, [], True) == PAGE


def test_a_told_row_moves_nothing_without_a_card():
    # A stolen creature's return: which duration only the stealing card says (CONTROL_TOLD), so nothing is read.
    words = "my opponent stole my creature. when do i get it back?"
    page = [_rule("601.2"), _ruling(1), _rule("115.1"), _rule("108.3"), _rule("611.2b")]
    assert plainsituations.kept_in_top(page, words, [], False) == page


def test_read_off_moves_nothing():
    try:
        plainsituations.READ = False
        assert plainsituations.kept_in_top(PAGE, WORDS, [], False) == PAGE
    finally:
        plainsituations.READ = True


# The copy rows' words, written for a card question (the card tells what is copied), read a question naming no card
# only when its words do not say otherwise (plainsituations._LOOSE).
COPY_OF_A_CREATURE = (
    "My spell makes a token that's a copy of a creature I pick, but my opponent destroyed that creature before my "
    "spell finished. Do I still get a token?"
)
ENTERS_WITH_COUNTERS = (
    "My shapeshifter comes in as a copy of my opponent's creature, and his creature says it comes into play with "
    "three +1/+1 counters on it. Does my copy come in with the three counters as well?"
)


def test_a_copy_of_a_creature_is_not_read_as_a_spells_copy():
    # everyday26-12's kind: "spell" is what makes the token, not what is copied: 707's best member, not 707.10.
    assert plainsituations.situation_rules(COPY_OF_A_CREATURE) == ["707"]


def test_a_copy_entering_with_counters_is_not_read_as_counters_left_behind():
    # everyday19-6's kind: the copied creature enters with counters (707.5), not a copy of one that has them (707.2).
    assert plainsituations.situation_rules(ENTERS_WITH_COUNTERS) == ["707"]


def test_the_copy_rows_still_read_what_they_say():
    assert plainsituations.situation_rules("I copy my opponent's spell, can I choose new targets?") == ["707.10c"]
    assert plainsituations.situation_rules("If I copy a creature that has +1/+1 counters, does the copy get them?") == [
        "707.2"
    ]
    assert plainsituations.situation_rules("If I copy a spell with X in its cost, what is X?") == ["707.10"]


def test_a_named_cards_reading_is_unchanged():
    # The rows are shared: situations.py, which reads a named card's situation, still reads them as before.
    assert situations.situation_rules(COPY_OF_A_CREATURE) == ["707.10"]
    assert situations.situation_rules(ENTERS_WITH_COUNTERS) == ["707.2"]
