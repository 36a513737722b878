"""The fifth everyday set (everyday5, written blind by helper severy6): tuned on beside the first four, its questions
new, each expected rule a paragraph of the CR of 2025-11-14 (the checks of test_severy3.py, on this set)."""

from search.rulefinder import WEIGHTS, _add_citing
from tests.search import test_severy3 as earlier


def test_the_set_is_tuned_on():
    earlier.test_the_set_is_tuned_on("everyday5")


def test_its_questions_are_new():
    before = {c.question.q for c in earlier.all_cases() if c.set in ("everyday", "everyday2", "everyday3", "everyday4")}
    assert not before & {c.question.q for c in earlier.cases_of("everyday5")}


def test_each_expected_rule_is_in_the_cr_of_2025_11_14():
    earlier.test_each_expected_rule_is_in_the_cr_of_2025_11_14("everyday5")


def test_a_paragraph_takes_the_sentence_that_cites_it():
    """The anchor text of the CR's cross-references: 514.2 gets 120.6's sentence on damage removed in the cleanup
    step, not its other sentences, and a section's number ("see rule 704") lends nothing."""

    def paragraph(text):
        return {"text": text, "cited": ""}

    fields = {
        "120.6": paragraph(
            "Damage marked on a creature remains until the cleanup step. It is destroyed (see rule 704). "
            "All damage marked on a permanent is removed during the cleanup step (see rule 514.2)."
        ),
        "514.2": paragraph("Second, the following actions happen simultaneously."),
        "702.10b": paragraph("A creature with haste can attack this turn. (See rule 302.6.)"),
        "302.6": paragraph("A creature can't attack unless it has been under its controller's control."),
        "704": paragraph("State-Based Actions"),
    }
    _add_citing(fields)
    assert fields["514.2"]["cited"].strip() == (
        "All damage marked on a permanent is removed during the cleanup step (see rule 514.2)."
    )
    # A parenthesis sends the sentence before it.
    assert fields["302.6"]["cited"].strip() == "A creature with haste can attack this turn. (See rule 302.6.)"
    assert fields["704"]["cited"] == "" and fields["120.6"]["cited"] == ""
    assert 0 < WEIGHTS["cited"] < WEIGHTS["text"]
