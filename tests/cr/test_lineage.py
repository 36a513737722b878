"""Matching paragraphs between two versions (pure Python, no database)."""

from rules import lineage
from rules.parser import RULE, SUBRULE, Paragraph, parse_cr_file

from .conftest import NEW, OLD


def rule(number, title="", text=""):
    return Paragraph(number=number, kind=RULE, title=title, text=text, parent=number.split(".")[0])


def sub(number, text):
    return Paragraph(number=number, kind=SUBRULE, title="", text=text, parent=number[:-1])


def test_excerpts_improvise_moves_undaunted_moves_aftermath_ends():
    old, new = parse_cr_file(OLD).paragraphs, parse_cr_file(NEW).paragraphs
    pairs = lineage.match_versions(old, new)
    changes = lineage.changes(old, new, pairs)
    moved = {old[o].number: new[n].number for n, o in pairs.items()}
    assert moved["702.125"] == "702.126"
    assert moved["702.125a"] == "702.126a"
    assert moved["702.124"] == "702.125"
    assert moved["702.124c"] == "702.125c"
    assert "702.126" not in moved
    assert "702.126a" not in moved
    change = {new[n].number: c for n, c in enumerate(changes)}
    assert change["702.126a"] == "renumbered"
    assert change["601.2f"] == "unchanged"
    assert change["601.2h"] == "edited"


def test_cross_references_to_renumbered_rules_are_not_an_edit():
    old = [
        rule("702.20", "Vigilance"),
        rule("702.21", "Banding"),
        sub("702.21a", "Banding works with rule 702.21b and 702.20."),
        sub("702.21b", "Bands attack together."),
    ]
    new = [
        rule("702.20", "Vigilance"),
        rule("702.21", "Ward"),
        sub("702.21a", "Ward is a triggered ability."),
        rule("702.22", "Banding"),
        sub("702.22a", "Banding works with rule 702.22b and 702.20."),
        sub("702.22b", "Bands attack together."),
    ]
    pairs = lineage.match_versions(old, new)
    changes = lineage.changes(old, new, pairs)
    by_number = {new[n].number: (old[pairs[n]].number if n in pairs else None, changes[n]) for n in range(len(new))}
    assert by_number["702.22"] == ("702.21", "renumbered")
    assert by_number["702.22a"] == ("702.21a", "renumbered")  # its references moved with the rules they name
    assert by_number["702.21"] == (None, "added")
    assert by_number["702.21a"] == (None, "added")
    assert by_number["702.20"] == ("702.20", "unchanged")


def test_identical_texts_follow_their_parents():
    redundant = "Multiple instances of this ability are redundant."
    old = [
        rule("702.10", "Flying"),
        sub("702.10a", "Flying is evasion."),
        sub("702.10b", redundant),
        rule("702.11", "Haste"),
        sub("702.11a", "Haste lets it attack."),
        sub("702.11b", redundant),
    ]
    # Haste moves first; each "redundant" must stay with its own keyword.
    new = [
        rule("702.10", "Haste"),
        sub("702.10a", "Haste lets it attack."),
        sub("702.10b", redundant),
        rule("702.11", "Flying"),
        sub("702.11a", "Flying is evasion."),
        sub("702.11b", redundant),
    ]
    pairs = lineage.match_versions(old, new)
    assert old[pairs[2]].number == "702.11b"
    assert old[pairs[5]].number == "702.10b"


def test_edited_rule_is_found_by_similarity_and_unrelated_rule_is_not():
    old = [
        rule(
            "104.3",
            text="A player can concede the game at any time. A player who concedes leaves the game immediately.",
        )
    ]
    new = [
        rule("104.3", text="A player who concedes leaves the game immediately and loses the game."),
        rule("104.4", text="Damage dealt to a planeswalker causes that many loyalty counters to be removed from it."),
    ]
    edited = rule(
        "104.3", text="A player can concede the game at any time. A player who concedes leaves the game at once."
    )
    pairs = lineage.match_versions(old, [edited, new[1]])
    changes = lineage.changes(old, [edited, new[1]], pairs)
    assert pairs == {0: 0}
    assert changes == ["edited", "added"]
    score = lineage.similarity(old[0].text, new[1].text)
    assert score < lineage.THRESHOLD
    assert lineage.match_versions(old, [new[1]]) == {}


def test_label_is_title_or_first_words():
    assert lineage.label_for(rule("702.126", "Improvise")) == "Improvise"
    label = lineage.label_for(
        sub("702.126a", "Improvise is a static ability that functions while the spell with improvise is on the stack.")
    )
    assert label == "Improvise is a static ability that functions while…"


def test_the_question_marks_of_2008_05_01_for_lost_quotes_are_no_edit():
    # WotC's ASCII file of 2008-05-01 prints every curly quote and apostrophe as "?": 305.4's ancestor read
    # "edited" in 2008-05-01 and "edited" back in 2008-07-15, with no word changed.
    curly = "Effects may also allow players to \u201cput\u201d lands into play. This isn\u2019t the same."
    before = [sub("212.6e", curly)]
    lossy = [sub("212.6e", "Effects may also allow players to ?put? lands into play. This isn?t the same.")]
    after = [sub("212.6e", 'Effects may also allow players to "put" lands into play. This isn\'t the same.')]
    for old, new in ((before, lossy), (lossy, after)):
        assert lineage.changes(old, new, lineage.match_versions(old, new)) == ["unchanged"]
    # A real edit beside the lost quotes is still one.
    edited = [sub("212.6e", "Effects may also allow players to ?put? lands onto the battlefield. This isn?t the same.")]
    assert lineage.changes(before, edited, lineage.match_versions(before, edited)) == ["edited"]
