"""First place (helper sp1): in a question, a section heading that a term pins first on page 1 (`what is priority?`:
117) follows the first of the section's own rules, which says what the question asks (117.1); the answer box still
names the section. A query that is the term alone keeps the heading first (test_answers.py)."""

from search import firstplace, query


def first(q):
    return [r.get("number") for r in query.search(q)["results"][:3]]


def rule(number):
    return {"kind": "rule", "number": number, "id": f"rule:{number}"}


def test_the_section_s_first_rule_on_the_page_goes_before_its_heading():
    pinned = [rule("614")]
    page = [rule("616.1"), {"kind": "ruling", "id": "ruling:1"}, rule("614.1"), rule("614.2")]
    assert [r.get("number") for r in firstplace.rule_before_its_heading(pinned, page)] == ["614.1", "614"]


def test_a_pinned_subrule_of_the_section_comes_first_and_other_pins_stay():
    pinned = [rule("613"), rule("613.1")]
    assert [r["number"] for r in firstplace.rule_before_its_heading(pinned, [])] == ["613.1", "613"]
    # Not a section heading, or no rule of the section within the first places: nothing moves.
    assert firstplace.rule_before_its_heading([rule("702.19")], [rule("702.19b")]) == [rule("702.19")]
    far = [rule(f"100.{i}") for i in range(1, 12)] + [rule("614.1")]
    assert firstplace.rule_before_its_heading([rule("614")], far) == [rule("614")]


def test_a_question_s_section_gives_first_place_to_its_rule(today, monkeypatch):
    assert first("what is priority?")[:2] == ["117.1", "117"]
    assert query.search("what is priority?")["answer"]["rule"] == "117"
    assert first("priority")[:2] == ["117", "117.1"]
    monkeypatch.setattr(firstplace, "SWITCH", False)
    query.forget_searchers()
    assert first("what is priority?")[0] == "117"


def test_a_french_question_s_rule_gives_its_place_to_the_subrule_holding_its_english_words(today, monkeypatch):
    # `vigilence attaquer sans s'engager` (french2): 702.20 Vigilance came first, 702.20b (attacking doesn't cause
    # it to tap) second; a French question had no held for a rule and its subrules, only for siblings.
    from search import hybrid
    from search.bilingual import Lexicon
    from search.index import shared_searchers

    english = Lexicon({"attaqu": [["attack", 0.9]], "engag": [["tap", 0.9]]}).translate(
        "vigilence attaquer sans s'engager"
    )
    held = shared_searchers().finder.held_of(english)
    page = [dict(rule("702.20"), snippet="Vigilance"), dict(rule("702.20b"), snippet="Attacking")]
    ordered = hybrid._titles_after_their_rules(list(page), hybrid.titles_held(True, None, held), titles=False)
    assert [r["number"] for r in ordered] == ["702.20b", "702.20"]
    monkeypatch.setattr(hybrid, "FRENCH_TITLES", False)
    assert hybrid.titles_held(True, None, held) is None


def test_a_short_subrule_first_follows_a_longer_sibling_holding_as_much():
    held = {"702.12c": 6.3, "702.12b": 6.3, "702.12a": 6.3, "704.5g": 9.0}.get
    length = {"702.12c": 10, "702.12b": 32, "702.12a": 5, "704.5g": 40}.get
    page = [rule("702.12c"), rule("704.5g"), rule("702.12a"), rule("702.12b")]
    ordered = firstplace.long_before_short_sibling(page, held, length)
    assert [r["number"] for r in ordered] == ["702.12b", "702.12c", "704.5g", "702.12a"]
    # A longer sibling holding less of the rare words, or a long subrule first: nothing moves.
    less = {"702.12c": 6.3, "702.12b": 2.0}.get
    assert firstplace.long_before_short_sibling(page, less, length) == page
    assert firstplace.long_before_short_sibling(page[3:] + page[:3], held, length) == page[3:] + page[:3]


def test_the_sibling_that_says_what_the_keyword_does_comes_first(without_asks, today, monkeypatch):
    # 701.21a (a sacrifice is no destruction), whose players' question says "indestructible" and "sacrifice", comes
    # first with firstplace.asked_first (sp4): this test is about the keyword's siblings alone.
    monkeypatch.setattr(firstplace, "ASKED_FIRST", False)
    assert first("sacrifice indestructible")[0] == "702.12b"
    monkeypatch.setattr(firstplace, "LONG_BEFORE_SHORT", False)
    query.forget_searchers()
    assert first("sacrifice indestructible")[0] != "702.12b"
