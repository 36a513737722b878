"""The search function over a small known world (tests/search/conftest.py)."""

import pytest
from pytest_django.asserts import assertContains

from cards.models import Card
from rulings.models import CardRuling
from search.query import QueryError, search
from tests.builders import attach_ruling, make_card, make_ruling

from .conftest import RULINGS, WORLD_RULINGS


def texts(result):
    return [r["snippet"] for r in result["results"]]


def ruling_ids(world, *keys):
    return {f"ruling:{world['rulings'][k].uid}" for k in keys}


def ids(result):
    return [r["id"] for r in result["results"]]


def test_words_are_stemmed_and_all_required(built):
    # Among the world's rulings (the sample holds the same Equipment ruling, and others with two of the words).
    result = search(f"equipment tapped creature {WORLD_RULINGS}")
    assert ids(result) == [f"ruling:{built['rulings']['equipment'].uid}"]  # stemmed: tapped = tap
    assert result["total"] == 1
    assert "relaxed" not in result


def test_few_documents_with_every_word_are_followed_by_those_with_most(built):
    result = search(f"equipment tapped artifact creature {WORLD_RULINGS}")
    # No document has the four words: the ruling with three of them comes first, then those with two.
    assert ids(result)[0] == f"ruling:{built['rulings']['equipment'].uid}"
    assert result["total"] > 1
    assert result["relaxed"]


def test_enough_documents_with_every_word_are_not_widened(built):
    assert "relaxed" not in search("improvise")


def test_stop_word_in_the_query_does_not_empty_it(built):
    # "from" is kept everywhere, "the" dropped everywhere: neither becomes impossible to match.
    assert f"ruling:{built['rulings']['protection'].uid}" in ids(search("protection from"))
    assert search("the protection from artifacts")["total"] >= 1


def test_phrase_or_not_and_prefix(built):
    assert ids(search(f'"mana ability" {WORLD_RULINGS}')) == [f"ruling:{built['rulings']['tap'].uid}"]
    assert ids(search('"ability mana"')) == []
    both = set(ids(search("equipment OR protection")))
    assert ruling_ids(built, "equipment", "protection") <= both
    without = set(ids(search("improvise NOT colored", per_page=50)))
    assert f"ruling:{built['rulings']['colored'].uid}" not in without
    assert f"ruling:{built['rulings']['x'].uid}" in without
    # A prefix is matched against unstemmed words: "improvisat" is no prefix of the stem "improvis".
    prefixed = search("improvisat*", per_page=50)
    assert any(r["language"] == "fr" and r["kind"] == "rule" for r in prefixed["results"])
    # The world's card (type line Contraption) and its ruling (Contraptions), beside the sample's Contraptions.
    contraptions = {r["title"] for r in search("contrap*", per_page=50)["results"]}
    assert {title for title in contraptions if title.startswith("Crank!")} == {"Crank!", "Crank! — ruling 1"}
    assert search("zzzq*")["total"] == 0
    assert search("improvise zzzq*").get("relaxed")  # nothing has both: then documents with either


def test_mana_symbols_are_searchable(built):
    assert ids(search(f"{{T}} {WORLD_RULINGS}")) == [f"ruling:{built['rulings']['tap'].uid}"]
    assert f"ruling:{built['rulings']['x'].uid}" in ids(search("{X} improvise"))


def test_colored_mana_means_the_colored_symbols(built):
    # The sample holds the same ruling, on the same score: the world's rulings only.
    top = search(f"improvise colored mana {WORLD_RULINGS}")["results"][0]
    assert top["id"] == f"ruling:{built['rulings']['colored'].uid}"
    assert "<mark>{W}</mark>" in top["snippet"]


def test_filters(built):
    assert {r["kind"] for r in search("improvise kind:rule")["results"]} == {"rule"}
    assert {r["kind"] for r in search("improvise", kind="card")["results"]} == {"card"}
    whir = search(f'card:"Whir of Invention" {WORLD_RULINGS}', per_page=50)
    assert whir["facets"]["ruling"] == 6 + 1  # the world's six rulings of it, and the French translation of one
    assert all("Whir of Invention" in r["title"] for r in whir["results"])
    # lang:fr: translations, and cards with their French printed text.
    french = search("improvise lang:fr")["results"]
    assert {r["language"] for r in french if r["kind"] != "card"} == {"fr"}
    assert {r["kind"] for r in french} == {"rule", "ruling", "card"}
    # 2024: only the world's Contraption ruling; 2023: the world's other rulings; no ruling of the sample.
    assert ids(search("improvise kind:ruling"))
    assert ids(search("improvise date:2024 kind:ruling")) == []
    assert {r["date"] for r in search("improvise date:2022-06..2022-12 kind:rule")["results"]} == {
        "2022-09-09"
    }  # a rule's date is its CR version's
    assert ids(search("crank date:2024"))
    assert all(r["date"].startswith("2024") for r in search("crank date:2024")["results"] if r["kind"] == "ruling")
    assert search("improvise date:2023-01..2023-12")["facets"]["ruling"] >= 3


def test_a_filter_name_in_prose_is_read_as_words(built):
    # "a card: if ..." in a question is not a search for the card "if" (it found nothing at all).
    prose = search("Improvise a card: if the artifacts are tapped, does it cost less?")
    assert prose["total"] > 0
    assert ids(prose)[:5] == ids(search("Improvise a card if the artifacts are tapped, does it cost less?"))[:5]
    # A spaced filter still reads when its value is one: "kind: rule", a quoted card name.
    assert {r["kind"] for r in search("improvise kind: rule")["results"]} == {"rule"}
    assert all("Whir of Invention" in r["title"] for r in search('improvise card: "Whir of Invention"')["results"])
    assert (
        search("improvise date:[2023 to 2023]")["facets"]["ruling"] == search("improvise date:2023")["facets"]["ruling"]
    )
    assert ids(search("creature source:scryfall")) == [f"ruling:{built['rulings']['equipment'].uid}"]
    wotc = search(f"equipment tapped source:wotc {WORLD_RULINGS}")
    assert f"ruling:{built['rulings']['equipment'].uid}" not in ids(wotc)
    assert wotc.get("relaxed")  # only some of the words, then


def test_filter_only_queries_list_everything_they_allow(built):
    result = search("kind:card")
    assert result["total"] == Card.objects.count()  # the sample's and the world's
    assert {r["kind"] for r in result["results"]} == {"card"}


def test_version_filter_searches_an_older_cr(built):
    today = search("improvise kind:rule")
    assert {r["number"] for r in today["results"]} >= {"702.126a"}
    assert "702.125a" not in {r["number"] for r in today["results"]}
    old = search("improvise version:2022-06-10", per_page=50)
    # The world's (the sample's older rules come too, a known bug:
    # test_version_finds_only_the_rules_of_the_cr_in_force_that_day).
    world_old = [r for r in old["results"] if r["id"].startswith("rule:2022-06-10:")]
    assert {r["number"] for r in world_old} == {"702.125", "702.125a"}
    assert all(r["url"].endswith("?version=2022-06-10") for r in old["results"])
    assert search("partner version:2022-09-09")["total"] >= 1


def test_rule_number_goes_to_the_rule_and_follows_lineage(built):
    result = search("702.125a")
    jump = result["jump"]
    assert jump["exists"]
    assert jump["url"] == "/rules/702.125a"
    # Beside the world's Improvise, the sample's two rules once numbered 702.125a, both gone from today's CR.
    today = [m for m in jump["moved"] if "?version=" not in m["url"]]
    assert [m["number"] for m in today] == ["702.126a"]
    assert "today it is 702.126a" in today[0]["note"]
    assert all("removed" in m["note"] for m in jump["moved"] if m not in today)
    # Today's rule, then today's Improvise it moved to (the sample's removed rules, shown in their last CR, are
    # among the results too).
    assert result["results"][0]["url"] == "/rules/702.125a"
    today_results = [r for r in result["results"] if "?version=" not in r["url"]]
    assert [r["url"] for r in today_results[:2]] == ["/rules/702.125a", "/rules/702.126a"]
    assert "now 702.126a" in today_results[1]["snippet"] or "is 702.126a" in today_results[1]["snippet"]


def test_typo_suggestions_use_unstemmed_words(built):
    improvize = search("improvize")
    assert improvize["suggestions"] == ["improvise"]
    assert improvize["corrected_query"] == "improvise"
    assert improvize["total"] > 0
    assert search("contraptoin")["suggestions"] == ["contraption"]
    assert search("improvise")["suggestions"] == []


def test_fuzzy_card_names(built):
    assert search("saheelis directive")["results"][0]["title"] == "Saheeli's Directive"
    fuzzy = search("saheli directiv")
    assert fuzzy["results"]
    assert fuzzy["results"][0]["title"] == "Saheeli's Directive"
    # No spelling fix finds anything together, any-word finds nothing: card names within a few edits.
    from search.fallbacks import fuzzy_card_query

    assert fuzzy_card_query("whirr inventon") is not None
    close = search("whirr inventon")
    assert close["results"][0]["title"] == "Whir of Invention"


def test_french_query_finds_french_text_with_english_beside(built):
    result = search("cout total")  # no accent, as typed on a phone
    french = [r for r in result["results"] if r["language"] == "fr"]
    assert french
    assert all(not r["authoritative"] for r in french)
    # The world's French rule (the sample's French rules stand beside its own 2022-04-29 CR).
    rule = next(r for r in french if r["id"] == f"tr:fr:rule:{built['improvise_a'].pk}")
    assert "<mark>coût</mark> <mark>total</mark>" in rule["snippet"]
    assert rule["original"]["authoritative"]
    assert rule["original"]["text"].startswith("Improvise is a static ability")
    assert rule["url"] == "/rules/702.126a"


def test_english_ranks_above_its_own_translation(built):
    for q in ("improvisation", "improvise", "improvise colored mana"):
        order = ids(search(q))
        for result in search(q)["results"]:
            source = result.get("original", {}).get("id")
            if source in order:
                assert order.index(source) < order.index(result["id"]), q


def test_snippets_are_escaped(built):
    result = search("kind:ruling real ruling")
    snippet = result["results"][0]["snippet"]
    assert "<script" not in snippet
    assert "</script" not in snippet
    assert "&lt;/script&gt;" in snippet
    assert "&amp;" in snippet
    assert "<mark>real</mark>" in snippet


def test_results_carry_dates_sources_and_links(built):
    ruling = search(f"equipment tapped {WORLD_RULINGS}")["results"][0]
    assert ruling["date"] == "2023-02-09"
    assert ruling["source"] == "scryfall"
    assert ruling["url"] == f"/cards/whir-of-invention#ruling-{built['rulings']['equipment'].uid}"
    card = search("kind:card whir")["results"][0]
    assert card["url"] == "/cards/whir-of-invention"
    assert card["authoritative"]


def test_pagination(built):
    # The world's four: three rulings with the word and the French of one.
    q = f"improvise {WORLD_RULINGS}"
    first, second = search(q, per_page=3), search(q, page=2, per_page=3)
    assert first["total"] == second["total"] == 4
    assert first["pages"] == -(-first["total"] // 3)
    assert not set(ids(first)) & set(ids(second))


def test_a_rule_pinned_on_page_1_is_not_listed_again_on_page_2(built):
    first, second = search("improvise", per_page=3), search("improvise", page=2, per_page=3)
    assert "rule:2022-09-09:702.126" in ids(first)
    assert not set(ids(first)) & set(ids(second))


@pytest.mark.parametrize(
    "q",
    [
        '"unbalanced quote',
        "AND",
        "improvise AND",
        "OR NOT",
        "card:",
        'card:""',
        "x" * 10_000,
        "improvise\x00\x1b[31m",
        "*",
        "?",
        "(((",
        ")",
        "kind:",
        "date:",
        "702.125a)",
        "{",
        "}",
        "[2017 to",
        "NOT improvise",
    ],
)
def test_malformed_queries_give_results_or_a_clear_error(built, q):
    try:
        result = search(q)
    except QueryError as exc:
        assert str(exc)
        assert len(str(exc)) < 300
    else:
        assert isinstance(result["total"], int)


@pytest.mark.parametrize(
    "q, message",
    [
        ("card:", "card:"),
        ("x" * 10_000, "too long"),
        ("*", "wildcard"),
        ("kind:spell", "Unknown kind"),
        ("date:2017-13", "date"),
        ("date:2019..2017", "ends before"),
        ("version:latest", "CR version"),
        ("version:2016-01-01", "No CR version was in force on 2016-01-01"),
    ],
)
def test_clear_messages(built, q, message):
    with pytest.raises(QueryError, match=message):
        search(q)


def test_every_ruling_text_is_findable(built):
    # No hard-coded answers: each ruling's own rarest words find it.
    for key, text in RULINGS.items():
        words = sorted({w.strip(".,'{}()<>!&") for w in text.split() if len(w.strip(".,'{}()<>!&")) > 6})[:2]
        assert f"ruling:{built['rulings'][key].uid}" in ids(search(" ".join(words), per_page=50)), (key, words)


def test_a_ruling_no_card_carries_links_to_a_search_that_finds_it(built, client):
    from search.index import update_index

    orphan = make_ruling(
        None, "2020-01-01", 'A lonely "ruling" about wormholes and nothing else.', uid="zzorphan00000001"
    )
    update_index(orphan)
    url = search("wormholes")["results"][0]["url"]
    assert url.startswith("/search?q=")
    assertContains(client.get(url), "wormholes")


def test_date_ranges_by_day_terms_match_whoosh_numeric_ranges(built):
    from datetime import datetime

    from whoosh.query import DateRange

    from search.index import search_lock, shared_searchers

    with search_lock:
        searchers = shared_searchers()
        docsets = searchers.docsets_of(searchers.main)
        for start, end in [
            (datetime(2017, 1, 1), datetime(2017, 12, 31, 23, 59, 59)),
            (None, datetime(2018, 1, 1)),
            (datetime(2018, 1, 1), None),
            (datetime(2017, 2, 9), datetime(2017, 2, 9, 23, 59, 59)),
        ]:
            whoosh = set(searchers.main.docs_for_query(DateRange("date", start, end)))
            assert docsets.day_range(start, end) == whoosh
            assert whoosh


def test_wildcards_inside_words(built):
    assert set(ids(search("impro?ise", per_page=50))) == set(ids(search("improvise", per_page=50)))
    assert search("quasar*")["total"] == 0
    assert search("contrapt*ns")["total"] >= 1


def test_version_takes_any_date_and_searches_the_cr_in_force_that_day(built):
    # The world's 2022-06-10 and 2022-09-09 are imported: a day between them searches the older one.
    between = search("improvise version:2022-07-15", per_page=50)
    assert between["version"] == "2022-06-10"
    # The world's (the sample's older rules come too, a known bug:
    # test_version_finds_only_the_rules_of_the_cr_in_force_that_day).
    world_old = [r for r in between["results"] if r["id"].startswith("rule:2022-06-10:")]
    assert {r["number"] for r in world_old} == {"702.125", "702.125a"}
    assert all(r["url"].endswith("?version=2022-06-10") for r in between["results"])
    # A day on or after today's version is today's CR: no older version is named.
    assert "version" not in search("improvise version:2030-01-01")
    assert search("partner version:2022-09-10")["total"] >= 1


def test_version_finds_only_the_rules_of_the_cr_in_force_that_day(built):
    # Undaunted is in the sample's two CRs and not in the world's 2022-06-10.
    assert search("undaunted version:2018-08-01")["total"] >= 1
    found = search("undaunted version:2022-07-15", per_page=50)
    assert found["version"] == "2022-06-10"
    assert [r["id"] for r in found["results"] if r["kind"] == "rule"] == []


def test_version_before_the_first_cr_is_a_clear_error(built):
    # The oldest imported is the sample's first CR.
    with pytest.raises(QueryError, match="No CR version was in force on 2016-12-31: the oldest imported is 2018-07-13"):
        search("improvise version:2016-12-31")


@pytest.mark.parametrize("value", ["2017-02-30", "yesterday", "2017"])
def test_version_must_be_a_date(built, value):
    with pytest.raises(QueryError, match="Cannot read the CR version"):
        search(f"improvise version:{value}")


def test_prefixes_are_bounded(built):
    from search.parsing import MAX_WILDCARDS

    too_many = " ".join(f"{a}{b}*" for a in "abcdefgh" for b in "aeiou")
    with pytest.raises(QueryError, match=f"At most {MAX_WILDCARDS} prefixes"):
        search(too_many)
    assert search(" ".join(["im*"] * MAX_WILDCARDS))["total"] >= 1


def test_a_short_prefix_expands_to_fewer_words(built):
    from search.index import search_lock, shared_searchers
    from search.parsing import WORDS_BY_PREFIX_LENGTH, expand_wildcards, parse_text

    with search_lock:
        searchers = shared_searchers()
        short = expand_wildcards(parse_text("co*"), searchers)
    words = {t.text for t in short.leaves() if getattr(t, "fieldname", None) == "en"}
    assert 0 < len(words) <= WORDS_BY_PREFIX_LENGTH[2]


@pytest.mark.parametrize("word, symbol", [("white", "{W}"), ("blue", "{U}"), ("black", "{B}"), ("red", "{R}")])
def test_color_words_match_their_mana_symbols(built, word, symbol):
    top = search(f"improvise {word} mana {WORLD_RULINGS}")["results"][0]
    assert top["id"] == f"ruling:{built['rulings']['colored'].uid}"
    assert f"<mark>{symbol}</mark>" in top["snippet"]


def test_colorless_matches_the_colorless_symbol(built):
    assert f"ruling:{built['rulings']['colored'].uid}" in ids(search("colorless improvise"))


def test_source_filter_on_rulings(built):
    scryfall = search("source:scryfall")
    assert ids(scryfall) == [f"ruling:{built['rulings']['equipment'].uid}"]
    assert f"ruling:{built['rulings']['equipment'].uid}" not in ids(search("source:wotc", per_page=50))


def test_a_shared_ruling_is_numbered_and_linked_for_the_card_named(built):
    from search.index import update_index

    breaker = make_card("Barricade Breaker", type_line="Artifact Creature", oracle_text="Improvise")
    attach_ruling(breaker, built["rulings"]["colored"], position=3)
    update_index(breaker)
    uid = built["rulings"]["colored"].uid
    # On the sample's cards, the world's ruling comes after their own.
    whir_position = CardRuling.objects.get(card=built["whir"], ruling=built["rulings"]["colored"]).position
    directive_position = CardRuling.objects.get(card=built["directive"], ruling=built["rulings"]["colored"]).position
    assert whir_position > 1
    assert directive_position > 1
    for card, slug, position in (
        ("Barricade Breaker", "barricade-breaker", 3),
        ("Whir of Invention", "whir-of-invention", whir_position),
        ("Saheeli's Directive", "saheelis-directive", directive_position),
    ):
        found = search(f'card:"{card}" kind:ruling', per_page=50)["results"]
        shown = next(r for r in found if r["id"] == f"ruling:{uid}")
        assert shown["title"].startswith(f"{card}, "), shown["title"]
        assert shown["title"].endswith(f"— ruling {position}")
        assert shown["url"] == f"/cards/{slug}#ruling-{uid}"
    # Named in the words rather than a filter, the same.
    found = search("Barricade Breaker colored mana", per_page=50)["results"]
    shown = next(r for r in found if r["id"] == f"ruling:{uid}")
    assert shown["url"] == f"/cards/barricade-breaker#ruling-{uid}"
    # Naming no card, the first card by name.
    shown = next(r for r in search("improvise colored mana", per_page=50)["results"] if r["id"] == f"ruling:{uid}")
    assert shown["url"] == f"/cards/barricade-breaker#ruling-{uid}"
    # Its French translation follows the English.
    french = next(
        r
        for r in search('card:"Whir of Invention" lang:fr', per_page=50)["results"]
        if r.get("original", {}).get("id") == f"ruling:{uid}"
    )
    assert french["url"] == f"/cards/whir-of-invention#ruling-{uid}"


def test_phrases_are_bounded(built):
    from search.planning import MAX_PHRASES

    phrases = " ".join(f'"improvise {w}"' for w in ("colored", "mana", "symbols", "spell")[: MAX_PHRASES + 1])
    with pytest.raises(QueryError, match=f"At most {MAX_PHRASES} phrases"):
        search(phrases)
    assert search('"improvise can\'t pay"')["total"] >= 1


def test_the_cost_of_a_query_is_read_from_the_index_statistics(built):
    from search.index import search_lock, shared_searchers
    from search.parsing import parse_text
    from search.planning import query_cost

    with search_lock:
        reader = shared_searchers().main.reader()
        alone = query_cost(parse_text("improvise"), reader)
        both = query_cost(parse_text("improvise mana"), reader)
        phrase = query_cost(parse_text('"improvise mana"'), reader)
        expected = sum(reader.doc_frequency(f, "improvis") for f in ("title", "en"))
        expected += reader.doc_frequency("card", "improvise") + reader.doc_frequency("fr", "improvis")
    assert alone == expected
    assert alone < both
    assert phrase == 2 * both  # a phrase's words also have their positions walked


def test_a_word_longer_than_any_name_is_not_matched_fuzzily(built):
    """A random 499-letter word cost 1.7-2.7 s of CPU in fuzzy card-name matching and spelling (issue 24, N5):
    no name or rules word is that long, so it is neither corrected nor matched within two edits."""
    from search.fallbacks import fuzzy_card_query
    from search.index import search_lock, shared_searchers
    from search.suggestions import LONGEST_WORD, suggestions

    long_word = "qzx" * 150
    assert fuzzy_card_query(f"saheli {long_word}") is None
    assert fuzzy_card_query("saheli directiv") is not None
    with search_lock:
        assert suggestions(shared_searchers(), long_word) == []
    assert len("q" * (LONGEST_WORD + 1)) > LONGEST_WORD
    assert search(long_word)["total"] == 0


def test_a_fused_questions_results_each_have_their_snippet_and_nothing_private(built):
    # The snippets of a question's results are made only for the results the fusion keeps (results.snippets_now).
    results = search("Can improvise pay for the colored mana of Whir of Invention?")["results"]
    assert results
    assert not any(key.startswith("_") for r in results for key in r)
    # Every result with words of the question in its text shows them marked (702.126 is a title alone).
    assert all("<mark>" in r["snippet"] for r in results if r["kind"] == "ruling")
    assert all(r["snippet"] for r in results if r.get("number") in ("702.126a", "601.2f"))


def test_a_misspelt_question_is_widened_as_the_question_typed_right(built):
    # The spelling fixed, no document has all four words: those with most of them follow, as for the question
    # typed right. Read with the slip, "equipmnet" matched nothing and the equipment ruling was lost among the
    # documents with the other three words.
    right = search(f"equipment tapped artifact creature {WORLD_RULINGS}")
    slipped = search(f"equipmnet tapped artifact creature {WORLD_RULINGS}")
    assert slipped["corrected_query"].startswith("equipment tapped artifact creature")
    assert ids(slipped)[:3] == ids(right)[:3]
    assert ids(slipped)[0] == f"ruling:{built['rulings']['equipment'].uid}"
