"""Rule pages through Django's test client: home, contents, glossary, rule, history, diff, and their errors."""

import html as html_lib
import re

import pytest
from django.test.html import parse_html
from pytest_django.asserts import assertInHTML

from rules.models import CRVersion, RuleParagraph
from tests.markup import find, find_all, text_of
from tests.pages.world import FRENCH_RULE, IMPROVISE_B_NEW, IMPROVISE_B_OLD, UNDAUNTED_A

pytestmark = pytest.mark.django_db


def plain(html):
    return html_lib.unescape(re.sub(r"<[^>]+>", "", html))


def main_html(response):
    html = response.content.decode()
    return html[html.index("<main") : html.index("</main>")]


def text(html):
    """What a reader sees of the page: tags dropped, entities decoded, whitespace as Django's parser folds it."""
    return text_of(parse_html(html))


def test_home_has_focused_search_version_contents_and_card_lookup(client, world):
    r = client.get("/")
    html = r.content.decode()
    assert r.status_code == 200
    search = find(html, "form", action="/search")
    find(search, "input", id="q", autofocus=True)
    assert world["new"].effective_date.strftime("%-d %B %Y") in text(html)
    find(html, "a", href="/rules/")
    find(html, "a", href="/rules/7")
    find(find(html, "form", action="/cards/"), "input", name="name")
    assert text_of(find(html, "title")).strip()
    find(html, "meta", name="description", content=True)


def test_contents_lists_sections_and_rules_with_version_picker(client, world):
    html = main_html(client.get("/rules/"))
    find(html, "a", href="/rules/702")
    assert "Keyword Abilities" in text(html)
    find(html, "a", href="/rules/601")
    assertInHTML('<option value="2022-06-10">2022-06-10</option>', html)
    assertInHTML('<option value="2022-09-09" selected>2022-09-09 (current)</option>', html)


def test_contents_of_an_older_version_links_within_it(client, world):
    html = main_html(client.get("/rules/?version=2022-06-10"))
    find(html, "a", href="/rules/702?version=2022-06-10")


def test_any_date_picks_the_version_then_in_force(client, world):
    r = client.get("/rules/702.125a?version=2022-08-31")
    assert r.status_code == 200
    assert "functions while the spell with improvise" in text(main_html(r))


@pytest.mark.parametrize(
    "url", ["/rules/?version=yesterday", "/rules/702.126a?version=2022-13-45", "/rules/glossary?version=x"]
)
def test_malformed_version_is_a_400_page(client, world, url):
    r = client.get(url)
    assert r.status_code == 400
    assert "YYYY-MM-DD" in text(r.content.decode())
    find(r.content.decode(), class_="site-header")


def test_version_before_any_import_is_a_404_page(client, world):
    r = client.get("/rules/702.126a?version=1990-01-01")
    assert r.status_code == 404
    assert "1990-01-01" in text(r.content.decode())


def test_rule_page_shows_text_french_rulings_and_links(client, world):
    r = client.get("/rules/702.126a")
    assert r.status_code == 200
    html = main_html(r)
    heading = find(html, "h1")
    assert text_of(find(heading, "span", class_="num")) == "702.126a"
    assert text_of(find(heading, "span", class_="rule-title")) == "Improvise"
    # French beside the English, with its origin and status.
    assert FRENCH_RULE in plain(html)
    assertInHTML('<span class="badge badge-origin">official translation</span>', html)
    find(html, "span", class_="badge-reviewed")
    # Glossary terms link to their entries.
    find(html, "a", href="/rules/glossary#improvise")
    # Rulings resting on the rule: the improvise ones, and the ruling of July 2022 citing the old number 702.125a.
    for ruling in world["rulings"][:3]:
        find(html, "li", class_="ruling", id=f"ruling-{ruling.uid}")
    assert not find_all(html, id=f"ruling-{world['rulings'][3].uid}")
    # That ruling's old number links to the version it was written against; so is the former number of this rule.
    assertInHTML('<a href="/rules/702.125a?version=2022-06-10">702.125a</a>', html, count=None)
    assert [
        text_of(a) for a in find_all(find(html, "p", class_="timeline"), "a", href="/rules/702.125a?version=2022-06-10")
    ] == ["702.125a"]
    find(html, "a", href="/rules/702.126a/history")


def test_rule_with_subrules_shows_them_and_their_examples(client, world):
    html = main_html(client.get("/rules/702.126"))
    for number in ("702.126a", "702.126b", "702.126c"):
        find(html, id=number)
    assert IMPROVISE_B_NEW in plain(html)
    html = main_html(client.get("/rules/601.2f"))
    assert "Example:" in text(html)
    find(html, class_="ms-3")


def test_rule_text_links_rule_numbers(client, world):
    html = main_html(client.get("/rules/702.126b"))
    assertInHTML('<a class="rule-ref" href="/rules/601.2f">601.2f</a>', html)


def test_old_number_shows_todays_holder_and_points_to_the_moved_rule(client, world):
    r = client.get("/rules/702.125a")
    html = main_html(r)
    assert r.status_code == 200
    assert UNDAUNTED_A in text(html)
    assert "once named another rule" in text(html)
    assert "Improvise" in text(html)
    assertInHTML('<a href="/rules/702.126a">702.126a</a>', html)
    # Today's 702.125a is Undaunted: the July 2022 improvise ruling that cited 702.125a does not rest on it.
    assert not find_all(html, id=f"ruling-{world['rulings'][2].uid}")


def test_old_number_in_its_own_version_points_to_today(client, world):
    html = main_html(client.get("/rules/702.125a?version=2022-06-10"))
    assert "functions while the spell with improvise" in text(html)
    assertInHTML(
        '<p>This is an older version. Today this rule is <a href="/rules/702.126a">702.126a</a>.</p>',
        str(find(html, "div", class_="notice")),
    )


def test_removed_rule_is_shown_from_the_last_version_that_had_it(client, world):
    r = client.get("/rules/702.124a")
    html = main_html(r)
    assert r.status_code == 200
    assert "is not in the current Comprehensive Rules" in text(html)
    assert "removed" in text(html)
    assert "Old Keyword is a keyword that was removed." in text(html)


def test_section_lists_its_rules(client, world):
    html = main_html(client.get("/rules/7"))
    find(html, "a", href="/rules/702")


@pytest.mark.parametrize(
    "url",
    ["/rules/999.9z", "/rules/702.999", "/rules/12345", "/rules/702.126a/history?version=1990-01-01", "/rules/nothing"],
)
def test_unknown_rules_are_404_pages(client, world, url):
    r = client.get(url)
    assert r.status_code == 404
    find(r.content.decode(), class_="site-header")
    assert "Not found" in text(r.content.decode())


def test_glossary_has_anchors(client, world):
    html = main_html(client.get("/rules/glossary"))
    find(html, id="improvise")
    find(html, id="total-cost")
    assertInHTML('<a class="rule-ref" href="/rules/702.126">702.126</a>', html)


def test_history_traces_renumbering_and_edits_word_by_word(client, world):
    r = client.get("/rules/702.126b/history")
    html = main_html(r)
    assert r.status_code == 200
    find(html, "time", datetime="2022-06-10")
    find(html, "time", datetime="2022-09-09")
    assertInHTML('<span class="badge badge-renumbered_edited">renumbered and edited</span>', html)
    assertInHTML('<span class="moved">(was 702.125b)</span>', html)
    diff = find(html, "p", class_="diff")
    assert find_all(diff, "ins")
    assert find_all(diff, "del")
    # Every word of both texts is there, once each side.
    text = re.sub(r"<ins>.*?</ins>", "", html.split('class="rule-text diff">')[1].split("</p>")[0])
    assert re.sub(r"</?del>", "", text).replace("&#x27;", "'") == IMPROVISE_B_OLD


def test_history_of_a_removed_rule_says_removed(client, world):
    html = main_html(client.get("/rules/702.124a/history"))
    assert "removed" in text(html)
    find(html, "time", datetime="2022-09-09")


def test_history_of_a_reused_number_points_to_the_other_rule(client, world):
    html = main_html(client.get("/rules/702.125a/history"))
    find(html, "a", href="/rules/702.126a/history")


def test_diff_counts_and_groups_changes(client, world):
    r = client.get("/rules/diff/2022-06-10/2022-09-09")
    html = main_html(r)
    assert r.status_code == 200
    counts = {
        kind: text_of(find(html, "td", class_=f"count-{kind}"))
        for kind in ("renumbered", "renumbered_edited", "added", "removed", "edited")
    }
    # 702.125, a, c -> 702.126, a, c; 702.125b was also edited.
    assert (counts["renumbered"], counts["renumbered_edited"]) == ("3", "1")
    assert counts["added"] == "2"  # Undaunted 702.125 and 702.125a
    assert counts["removed"] == "2"  # 702.124 and 702.124a
    assert counts["edited"] == "1"  # 601.2f
    # 702.1 only follows the renumbering: unchanged, listed among the rules printed differently.
    find(find(html, id="retouched"), "a", href="/rules/702.1?version=2022-09-09")
    find(find(html, id="renumbered_edited"), "a", href="/rules/702.126b?version=2022-09-09")


def test_diff_and_history_use_the_labels_stored_at_import(client, world):
    """One label per change: the diff page, the history page and the rule JSON agree with the database."""
    html = main_html(client.get("/rules/diff/2022-06-10/2022-09-09"))
    for kind in ("renumbered", "renumbered_edited", "edited", "added"):
        shown = {text_of(a) for a in find_all(find(html, id=kind), "a", class_="num")}
        stored = set(
            RuleParagraph.objects.filter(version__effective_date="2022-09-09", change=kind).values_list(
                "number", flat=True
            )
        )
        assert shown == stored, kind
    lineage = client.get("/api/rules/702.126b").json()["lineage"]
    assert lineage[-1]["change"] == "renumbered_edited"
    assertInHTML(
        '<span class="badge badge-renumbered_edited">renumbered and edited</span>',
        main_html(client.get("/rules/702.126b/history")),
    )


def test_diff_in_reverse_order_redirects(client, world):
    r = client.get("/rules/diff/2022-09-09/2022-06-10")
    assert r.status_code == 302
    assert r["Location"].endswith("/rules/diff/2022-06-10/2022-09-09")


def test_diff_form_forwards_to_the_shareable_url(client, world):
    r = client.get("/rules/diff/?old=2022-06-10&new=2022-09-09")
    assert r.status_code == 302
    assert r["Location"].endswith("/rules/diff/2022-06-10/2022-09-09")
    r = client.get("/rules/diff/")
    assert r.status_code == 302
    assert r["Location"].endswith("/rules/diff/2022-06-10/2022-09-09")


def test_diff_takes_any_date_and_redirects_to_the_versions_in_force(client, world):
    # 2022-06-24 is not an effective date: the CR of 2022-06-10 was in force then.
    r = client.get("/rules/diff/2022-06-24/2022-10-01")
    assert r.status_code == 302
    assert r["Location"].endswith("/rules/diff/2022-06-10/2022-09-09")
    r = client.get("/rules/diff/?old=2022-07-01&new=2030-01-01")
    assert r.status_code == 302
    assert r["Location"].endswith("/rules/diff/2022-06-10/2022-09-09")


def test_diff_redirect_keeps_the_page_asked_for(client, world):
    # A shared link to page 2 of the edited paragraphs, written with dates in force, lands on that page.
    r = client.get("/rules/diff/2022-10-01/2022-06-24?show=edited&page=2&utm_source=x")
    assert r.status_code == 302
    assert r["Location"].endswith("/rules/diff/2022-06-10/2022-09-09?show=edited&page=2")


@pytest.mark.parametrize(
    "url,status",
    [
        ("/rules/diff/2022-06-10/not-a-date", 400),
        ("/rules/diff/2022-02-30/2022-09-09", 400),
        ("/rules/diff/1990-01-01/2022-09-09", 404),
    ],
)
def test_diff_bad_dates(client, world, url, status):
    r = client.get(url)
    assert r.status_code == status
    find(r.content.decode(), class_="site-header")


def test_pages_without_any_rules_say_so(client, world):
    CRVersion.objects.all().delete()
    assert client.get("/").status_code == 200
    assert client.get("/rules/").status_code == 404
    assert client.get("/rules/702.126a").status_code == 404
    assert client.get("/rules/diff/").status_code == 404


def test_each_page_has_title_and_description(client, world):
    titles = set()
    for url in [
        "/",
        "/rules/",
        "/rules/glossary",
        "/rules/702.126a",
        "/rules/702.126a/history",
        "/rules/diff/2022-06-10/2022-09-09",
        "/cards/reverse-engineer",
    ]:
        html = client.get(url).content.decode()
        title = text_of(find(html, "title"))
        description = dict(find(html, "meta", name="description").attributes)["content"]
        assert title.strip()
        assert len(description) > 20
        titles.add(title)
    assert len(titles) == 7


def test_rule_page_lists_the_predicates_that_encode_it_with_case_results(client, world):
    # The improvise predicate cites 702.125a in the numbering of the CR of 2018-07-13, which the session sample
    # holds with lineages of its own: making the sample's improvise the world's lets the predicate follow it here.
    for number in ("702.125", "702.125a"):
        joined = RuleParagraph.objects.filter(number=number, version__effective_date="2018-07-13").update(
            lineage=world["paras"][world["old"].effective_date][number].lineage
        )
        assert joined == 1
    html = main_html(client.get("/rules/702.126a"))
    section = find(html, "section", aria_labelledby="predicates-title")
    find(section, "a", href="/predicates/improvise")
    assert re.search(r"(\d+) of \1 cases pass", text_of(section))
    assert not find_all(main_html(client.get("/rules/702.125a")), id="predicates-title")  # Undaunted has none


def test_version_picker_on_a_renumbered_rule_follows_the_rule(client, world):
    r = client.get("/rules/702.126a?version=2022-06-10")
    assert r.status_code == 302
    assert r["Location"] == "/rules/702.125a?version=2022-06-10"
    # A rule that did not exist yet is still a 404.
    assert client.get("/rules/702.125a?version=2022-06-10").status_code == 200
    assert client.get("/rules/702.999?version=2022-06-10").status_code == 404


@pytest.mark.parametrize("query", ["?old=a/b&new=c", "?old=2022-06-10&new=x/y", "?old=%01&new=2022-09-09"])
def test_diff_form_with_broken_dates_is_a_400_not_a_500(client, world, query):
    # Found by the hardening audit: /rules/diff/?old=a/b&new=c raised NoReverseMatch (500).
    response = client.get("/rules/diff/" + query)
    assert response.status_code == 400
    assert "YYYY-MM-DD" in text(response.content.decode())


def test_a_long_diff_lists_the_first_changes_of_each_kind_and_links_to_all(client, world, monkeypatch):
    # Versions years apart differ by thousands of paragraphs: the page stays small, every change one click away.
    monkeypatch.setattr("rules.views.SHOWN_CHANGES", 2)
    html = main_html(client.get("/rules/diff/2022-06-10/2022-09-09"))
    renumbered = find(html, id="renumbered")
    assert len(find_all(renumbered, "li", class_="change")) == 2
    find(renumbered, "a", href="?show=renumbered#renumbered")
    whole = main_html(client.get("/rules/diff/2022-06-10/2022-09-09?show=renumbered"))
    assert len(find_all(find(whole, id="renumbered"), "li", class_="change")) == 3


def test_a_kind_listed_whole_comes_by_pages(client, world, monkeypatch):
    # 2,764 paragraphs were added from 2003 to 2025: ?show=added was one page of 1.5 MB and 0.5 s of CPU.
    monkeypatch.setattr("rules.views.PAGED_CHANGES", 2)
    first = find(main_html(client.get("/rules/diff/2022-06-10/2022-09-09?show=renumbered")), id="renumbered")
    assert len(find_all(first, "li", class_="change")) == 2
    find(first, "a", href="?show=renumbered&page=2#renumbered")
    second = find(main_html(client.get("/rules/diff/2022-06-10/2022-09-09?show=renumbered&page=2")), id="renumbered")
    assert len(find_all(second, "li", class_="change")) == 1
    find(second, "a", href="?show=renumbered&page=1#renumbered")
    assert client.get("/rules/diff/2022-06-10/2022-09-09?show=renumbered&page=3").status_code == 404
    for page in ("0", "x", "9" * 20):
        assert client.get(f"/rules/diff/2022-06-10/2022-09-09?show=renumbered&page={page}").status_code == 400


def test_a_rule_with_many_rulings_lists_them_by_pages_oldest_first(client, world, monkeypatch):
    # 601.2f rests 219 rulings on 2,235 candidates: a page links only the candidates up to its last ruling (and one
    # more), so the count shows once the last page is reached.
    def listed(section):
        return [dict(li.attributes)["id"] for li in find_all(section, "li", class_="ruling")]

    whole = find(main_html(client.get("/rules/702.126a")), "section", class_="rulings")
    ids = listed(whole)
    assert len(ids) > 6 and text_of(find(whole, "span", class_="count")) == str(len(ids))
    assert not find_all(whole, "p", class_="pager")
    monkeypatch.setattr("pages.rule.RULINGS_SHOWN", 3)
    pages = -(-len(ids) // 3)
    shown = []
    for number in range(1, pages + 1):
        section = find(main_html(client.get(f"/rules/702.126a?page={number}")), "section", class_="rulings")
        shown += listed(section)
        assert dict(find(section, "ol", class_="ruling-list").attributes)["start"] == str(3 * number - 2)
        counts = [text_of(c) for c in find_all(section, "span", class_="count")]
        assert counts == ([str(len(ids))] if number == pages else [])
        assert bool(find_all(section, "a", href=f"?page={number + 1}")) == (number < pages)
        assert bool(find_all(section, "a", href=f"?page={number - 1}")) == (number > 1)
    assert shown == ids
    assert client.get(f"/rules/702.126a?page={pages + 1}").status_code == 404
    for page in ("0", "x", "9" * 20):
        assert client.get(f"/rules/702.126a?page={page}").status_code == 400
    # An older version's page keeps its version in the pager.
    older = main_html(client.get("/rules/702.125a?version=2022-06-10"))
    find(find(older, "section", class_="rulings"), "a", href="?version=2022-06-10&page=2")


def test_the_first_rulings_of_a_rule_are_those_of_the_whole_list_whatever_the_batches(world, monkeypatch):
    from rulings.selectors import rulings_resting_on

    lineage = RuleParagraph.objects.get(version=world["new"], number="702.126a").lineage_id
    numbers = set(RuleParagraph.objects.filter(lineage_id=lineage).values_list("number", flat=True))
    whole = rulings_resting_on({lineage}, numbers=numbers, keyword="Improvise")
    assert len(whole) > 6
    monkeypatch.setattr("rulings.selectors.FIRST_BATCH", 1)
    for limit in range(1, len(whole) + 2):
        assert rulings_resting_on({lineage}, numbers=numbers, keyword="Improvise", limit=limit) == whole[:limit]
