"""Short keyword queries (helper sshort): a short query misspelt reaches the rules term it names as if typed right;
a term whose first sense is a whole section of the CR (`face up`: "See section 4") is not put first in a longer
query that asks something else of it."""

from search import query


def first(q):
    return [r.get("number") for r in query.search(q)["results"][:5]]


def test_a_short_misspelt_query_is_searched_as_its_suggestion_when_that_names_a_rules_term(
    without_asks, today, monkeypatch
):
    typed_right = query.search("legendary rule two copies")
    misspelt = query.search("legendery rule two copies")
    assert misspelt["corrected_query"] == "legendary rule two copies"
    assert misspelt.get("corrected_term") is True and "corrected_card" not in misspelt
    assert [r["id"] for r in misspelt["results"]] == [r["id"] for r in typed_right["results"]]
    # Before: searched as typed, the legend rule named nowhere, other results.
    monkeypatch.setattr(query, "CORRECTED_TERM_QUERY", False)
    query.forget_searchers()
    before = query.search("legendery rule two copies")
    assert "corrected_term" not in before
    assert [r["id"] for r in before["results"][:5]] != [r["id"] for r in typed_right["results"][:5]]


def test_the_page_says_the_rules_words_were_spelt_right(today, client):
    page = client.get("/search", {"q": "legendery rule two copies"}).content.decode()
    assert "the rules&#x27; words spelt right" in page or "the rules' words spelt right" in page
    assert "No results for" not in page


def test_a_long_misspelt_question_is_searched_as_typed(today):
    # The finder reads a question's words corrected already; the index searches them as typed.
    found = query.search("what happens with the legendery rule when i control two copies of a legend")
    assert "corrected_term" not in found


def test_a_term_whose_rule_is_a_section_is_not_put_first_in_a_longer_query(today):
    # `face up` alone is the glossary's first sense, section 4 (Zones); `morph face up` asks about morph.
    assert first("face up")[:1] == ["4"]
    assert first("morph face up")[:1] == ["702.37e"]


def test_a_keyword_beside_a_chapter_s_term_is_put_first(today, monkeypatch):
    # `poison counters` stands for most of the words, but is what the query asks of toxic: 702.164c, not 122.
    from search import planning

    assert first("toxic poison counters")[:1] == ["702.164c"]
    monkeypatch.setattr(planning, "KEYWORD_FIRST", False)
    query.forget_searchers()
    assert first("toxic poison counters")[:1] != ["702.164c"]


def test_a_term_with_a_rule_of_its_own_stays_first_beside_a_keyword(today):
    # The summoning sickness rule (302.6) answers `summoning sickness with haste` as well as haste's.
    assert first("summoning sickness with haste")[:1] == ["302.6"]


def test_of_two_glossary_terms_with_the_same_words_the_one_typed_is_read():
    from search.answers import Definition, Glossary

    glossary = Glossary(
        [Definition("At End of Turn", "Obsolete.", "513", ("513",)), Definition("End the Turn", "Ends it.", "723")]
    )
    assert [d.term for d, _ in glossary.found_in("end the turn")] == ["End the Turn"]
    assert [d.term for d, _ in glossary.found_in("at end of turn")] == ["At End of Turn"]
    # Neither written as typed: the first, as before.
    assert [d.term for d, _ in glossary.found_in("turn end")] == []
    assert [d.term for d, _ in glossary.found_in("end turn")] == ["At End of Turn"]


def test_a_misspelt_word_is_spelt_as_the_rules_term_its_neighbours_make(today, monkeypatch):
    from search import suggestions
    from search.index import shared_searchers

    # `word` is commoner than `world`, one edit from `workd` too; `world rule` is a term (704.5k).
    assert suggestions.suggestions(shared_searchers(), "workd rule") == ["world rule"]
    assert suggestions.suggestions(shared_searchers(), "a workd of its own") != ["a world of its own"]
    monkeypatch.setattr(suggestions, "TERM_SPELLING", False)
    shared_searchers().lexicon.clear_caches()
    assert suggestions.suggestions(shared_searchers(), "workd rule") != ["world rule"]


def test_a_word_the_jargon_reads_is_no_misspelling(today, monkeypatch):
    # `mulled` is the jargon's mulligan (103.5); corrected, it was `milled`, mill (701.17).
    assert "corrected_term" not in query.search("mulled")
    assert first("mulled")[:1] == ["103.5"]
