"""Renames, rules that became subrules, and cross-references that only follow a renumbering (no database).

The cases are those of the real files: 716 "Ending the Turn" -> "Ending Turns and Phases" (2019-08-23),
308 "Tribals" -> "Kindreds" (2024-06-07), "(See rule 708.)" -> 709 (2021-07-23), "See 719" -> 718 (2023-04-14).
"""

from rules import lineage
from rules.parser import RULE, SECTION, SUBRULE, Paragraph
from rules.rule_refs import replace_any_rule_numbers


def para(number, kind, title="", text=""):
    if kind == SECTION:
        parent = None
    elif kind == SUBRULE:
        parent = number[:-1]
    else:
        parent = number.split(".")[0] if "." in number else number[0]
    return Paragraph(number=number, kind=kind, title=title, text=text, parent=parent)


ENDS = "Some cards end the turn. When an effect ends the turn, follow these steps in order."
PRIORITY = "No player gets priority during this process, so triggered abilities aren't put on the stack yet."
END_STEP = "Even though the turn ends, “at the beginning of the end step” triggered abilities don't trigger."


def test_716_renamed_and_its_rules_become_subrules():
    old = [
        para("7", SECTION, "Additional Rules"),
        para("716", RULE, "Ending the Turn"),
        para("716.1", RULE, text=ENDS),
        para("716.2", RULE, text=PRIORITY),
        para("716.3", RULE, text=END_STEP),
    ]
    new = [
        para("7", SECTION, "Additional Rules"),
        para("716", RULE, "Ending Turns and Phases"),
        para("716.1", RULE, text=ENDS),
        para("716.1e", SUBRULE, text=END_STEP),
        para("716.1f", SUBRULE, text=PRIORITY),
        para("716.2", RULE, text="One card (Mandate of Peace) ends the combat phase."),
    ]
    pairs = lineage.match_versions(old, new)
    moved = {old[o].number: new[n].number for n, o in pairs.items()}
    assert moved == {"7": "7", "716": "716", "716.1": "716.1", "716.2": "716.1f", "716.3": "716.1e"}
    changes = dict(zip([p.number for p in new], lineage.changes(old, new, pairs), strict=True))
    assert changes["716"] == "edited"  # its title: a rename, not a rule removed and another added
    assert changes["716.1f"] == "renumbered"
    assert changes["716.2"] == "added"


def test_308_tribals_renamed_kindreds():
    old = [
        para("308", RULE, "Tribals"),
        para("308.1", RULE, text="Each tribal card has another card type. Casting a tribal card follows its rules."),
        para("308.2", RULE, text="Tribal subtypes are always a single word and are listed after a long dash."),
    ]
    new = [
        para("308", RULE, "Kindreds"),
        para("308.1", RULE, text="Each kindred card has another card type. Casting a kindred card follows its rules."),
        para("308.2", RULE, text="Kindred subtypes are always a single word and are listed after a long dash."),
    ]
    pairs = lineage.match_versions(old, new)
    assert pairs == {0: 0, 1: 1, 2: 2}


def test_a_heading_is_not_renamed_into_an_unrelated_one():
    old = [para("308", RULE, "Tribals"), para("308.1", RULE, text="Each tribal card has another card type.")]
    new = [para("308", RULE, "Kindreds"), para("308.1", RULE, text="Kindred is a new card type without rules.")]
    assert lineage.match_versions(old, new) == {}


def test_section_reference_with_a_full_stop_or_without_rule_is_not_an_edit():
    old = [
        para("200.3", RULE, text="Some objects are not cards, such as tokens (See rule 708.)"),
        para("201.4f", RULE, text="See 719, “Case Cards.” It names rule 719. 100 cards stay 100 cards."),
        para("708", RULE, "Split Cards"),
        para("719", RULE, "Case Cards"),
    ]
    new = [
        para("200.3", RULE, text="Some objects are not cards, such as tokens (See rule 709.)"),
        para("201.4f", RULE, text="See 718, “Case Cards.” It names rule 718. 100 cards stay 100 cards."),
        para("709", RULE, "Split Cards"),
        para("718", RULE, "Case Cards"),
    ]
    pairs = lineage.match_versions(old, new)
    assert lineage.changes(old, new, pairs) == ["unchanged", "unchanged", "renumbered", "renumbered"]


def test_a_real_number_change_stays_an_edit():
    old = [para("200.3", RULE, text="See rule 708."), para("708", RULE, "Split Cards")]
    new = [para("200.3", RULE, text="See rule 710."), para("709", RULE, "Split Cards")]
    assert lineage.changes(old, new, {0: 0, 1: 1}) == ["edited", "renumbered"]


def test_replace_any_rule_numbers_leaves_other_numbers():
    text = "See 719. Rules 506-511 and 100 cards; 719.1a, 7191, 719.12."
    mapping = {"719": "718", "506": "507", "719.1a": "718.1a", "719.12": "718.12"}
    assert replace_any_rule_numbers(text, mapping) == "See 718. Rules 507-511 and 100 cards; 718.1a, 7191, 718.12."
