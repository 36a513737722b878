"""The pure text helpers behind the pages: rule references, word diff, version diff, the text filters."""

import re

from hypothesis import given
from hypothesis import strategies as st
from pytest_django.asserts import assertInHTML

from rules.diff import DELETE, EQUAL, INSERT, Para, version_diff, word_diff
from rules.rule_refs import cited_ranges, cited_rule_numbers, replace_rule_numbers, split_rule_refs
from rules.templatetags.rules_text import mana, rules_text, word_diff_html
from rules.text import TextLinker, symbol_class


def test_rule_numbers_and_ranges_are_found():
    text = "See rules 601.2a–h, rule 702 and 702.125a-c. Draw 100 cards; 1.5 is not a rule."
    assert cited_rule_numbers(text) == [
        "601.2a",
        "601.2b",
        "601.2c",
        "601.2d",
        "601.2e",
        "601.2f",
        "601.2g",
        "601.2h",
        "702",
        "702.125a",
        "702.125b",
        "702.125c",
    ]
    assert cited_ranges(text) == [("601.2a", "601.2h"), ("702", None), ("702.125a", "702.125c")]


def test_range_skips_letters_l_and_o():
    assert cited_rule_numbers("704.5k-p") == ["704.5k", "704.5m", "704.5n", "704.5p"]


def test_split_keeps_every_character():
    text = "Per 601.2f (see rules 601.2a–h), then 702.126."
    assert "".join(p[1] for p in split_rule_refs(text)) == text


@given(st.text())
def test_split_never_loses_text(text):
    assert "".join(p[1] for p in split_rule_refs(text)) == text


def test_replace_follows_renumbering_and_ranges():
    assert replace_rule_numbers("see 702.125a–c and 601.2f", {"702.125a": "702.126a"}) == "see 702.126a–c and 601.2f"


def test_word_diff_marks_words():
    ops = word_diff(
        "The ability applies after the total cost.", "The ability applies only after the total cost is determined."
    )
    assert (INSERT, " only") in ops or (INSERT, "only ") in ops
    assert "".join(t for op, t in ops if op != INSERT) == "The ability applies after the total cost."
    assert "".join(t for op, t in ops if op != DELETE) == "The ability applies only after the total cost is determined."


@given(st.text(max_size=80), st.text(max_size=80))
def test_word_diff_rebuilds_both_sides(old, new):
    ops = word_diff(old, new)
    assert "".join(t for op, t in ops if op in (EQUAL, DELETE)) == old
    assert "".join(t for op, t in ops if op in (EQUAL, INSERT)) == new


# Long enough (over 200 characters) to be compared by sentences, then list items, then words.
PIECE = st.text(alphabet="ab 7.2,:;!?\n", max_size=12).map(lambda s: s + " the rule goes on. ")
PIECES = st.lists(PIECE, min_size=0, max_size=14).map("".join)


# One long sentence of list items (205.3m, the creature types), commas inside items too ("1,000", ",”").
ITEM = st.text(alphabet="ab 7,”", max_size=10).map(lambda s: s + " kind, ")
LIST = st.lists(ITEM, min_size=30, max_size=40).map("".join)


@given(st.one_of(PIECES, LIST), st.one_of(PIECES, LIST))
def test_word_diff_of_long_texts_rebuilds_both_sides(old, new):
    """Sentences and list items are compared first, then the words of those that differ (issue 24: CPU)."""
    ops = word_diff(old, new)
    assert "".join(t for op, t in ops if op in (EQUAL, DELETE)) == old
    assert "".join(t for op, t in ops if op in (EQUAL, INSERT)) == new
    assert all(a[0] != b[0] for a, b in zip(ops, ops[1:], strict=False))  # adjacent ops merged


def test_word_diff_of_a_long_rule_marks_only_the_changed_words():
    head = "First sentence here, long enough to be a rule of its own with a few more words, and some more. "
    tail = " for more. Third one stays. The cost is paid, the list goes on: Ally, Bard, Cleric, Druid."
    old = head + "See rule 702.126a" + tail
    new = head + "See rule 702.127a" + tail.replace("Cleric, ", "Cleric, Dwarf, ")
    assert len(old) > 200
    assert word_diff(old, new) == [
        (EQUAL, head + "See rule "),
        (DELETE, "702.126a "),
        (INSERT, "702.127a "),
        (EQUAL, "for more. Third one stays. The cost is paid, the list goes on: Ally, Bard, Cleric, "),
        (INSERT, "Dwarf, "),
        (EQUAL, "Druid."),
    ]
    assert word_diff(old, old) == [(EQUAL, old)]


def test_version_diff_labels_as_the_importer_does():
    old = [
        Para("702.1", "see rule 702.125a", lineage=1),
        Para("702.125a", "Improvise text", lineage=2),
        Para("702.124", "gone", lineage=3),
        Para("601.2f", "cost", lineage=4),
    ]
    new = [
        Para("702.1", "see rule 702.126a", lineage=1),
        Para("702.125a", "Undaunted text", lineage=5),
        Para("702.126a", "Improvise text", lineage=2),
        Para("601.2f", "cost changed", lineage=4),
    ]
    result = version_diff(old, new).changes
    # A cross-reference that follows the renumbering is not an edit; the printed text still differs.
    [unchanged] = result["unchanged"]
    assert unchanged.new.number == "702.1"
    assert unchanged.wording_differs
    assert [(c.old.number, c.new.number) for c in result["renumbered"]] == [("702.125a", "702.126a")]
    assert [c.new.number for c in result["added"]] == ["702.125a"]
    assert [c.old.number for c in result["removed"]] == ["702.124"]
    assert [c.new.number for c in result["edited"]] == ["601.2f"]


def test_typography_is_not_a_change():
    old = [Para("100.1", "A player\u2019s \u201cturn\u201d \u2014 Magic\u2122", lineage=1)]
    new = [Para("100.1", 'A player\'s "turn" - Magic', lineage=1)]
    [change] = version_diff(old, new).changes["unchanged"]
    assert change.wording_differs
    result = version_diff([*old, Para("702.1", "see rule 702.125a", lineage=2)], new)
    assert result.counts == {
        "added": 0,
        "removed": 1,
        "split": 0,
        "merged": 0,
        "edited": 0,
        "renumbered": 0,
        "renumbered_edited": 0,
        "unchanged": 1,
    }


def test_rules_text_escapes_and_links():
    html = rules_text("<b>x</b> per rule 601.2f costs {2}{W/U}")
    assert "<b>" not in html
    assert "&lt;b&gt;" in html
    assertInHTML('<a class="rule-ref" href="/rules/601.2f">601.2f</a>', html)
    assert "ms-2" in html
    assert "ms-wu" in html


def test_linker_keeps_version_and_links_glossary_once():
    linker = TextLinker(version_date="2021-02-15", glossary_terms=["Improvise", "Card"])
    html = linker.render("Improvise lets you improvise; see 702.125a. A card.")
    assert 'href="/rules/702.125a?version=2021-02-15"' in html
    assert html.count('class="term"') == 1  # first mention only, and "Card" is too common to link
    assert 'href="/rules/glossary?version=2021-02-15#improvise"' in html


def test_mana_symbols_known_to_the_font_only():
    assert symbol_class("T") == "tap"
    assert symbol_class("2/W") == "2w"
    assert symbol_class("W/P") == "wp"
    assert symbol_class("NOTASYMBOL") is None
    assert "{NOTASYMBOL}" in mana("{NOTASYMBOL}")
    assert re.findall(r"ms-cost ms-(\w+)", mana("{X}{R}{R}")) == ["x", "r", "r"]


def test_word_diff_html_escapes():
    html = word_diff_html("a <script>", "a <style>")
    assert html == "a &lt;<del>script</del><ins>style</ins>&gt;"


def test_mana_html_draws_symbols_in_safe_html_and_escapes_plain_text():
    from django.utils.safestring import mark_safe

    from rules.templatetags.rules_text import mana_html

    assert re.findall(r"ms-cost ms-(\w+)", mana_html(mark_safe("pay <mark>{W}</mark> or {2/U}"))) == ["w", "2u"]
    assert "<mark>" in mana_html(mark_safe("<mark>x</mark>"))
    assert "&lt;script&gt;" in mana_html("<script>{W}")


def test_markdown_nested_deeper_than_markdown_can_follow_shows_as_plain_text():
    """Python-Markdown recurses once per level and raises RecursionError near 300: a translation saved that deep
    (before the editors' cap, or behind the site's back) would fail every public page showing it."""
    from rules.text import render_markdown

    deep = "\n".join("    " * level + "- <b>item</b>" for level in range(600))
    html = str(render_markdown(deep))
    assert "item" in html
    assert "<b>" not in html
    assert "&lt;b&gt;" in html
