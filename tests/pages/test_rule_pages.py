"""Rule pages through Django's test client: home, contents, glossary, rule, history, diff, and their errors."""

import html as html_lib
import re

import pytest
from pytest_django.asserts import assertInHTML

from rules.models import CRVersion, RuleParagraph
from tests.pages.world import FRENCH_RULE, IMPROVISE_B_NEW, IMPROVISE_B_OLD, UNDAUNTED_A

pytestmark = pytest.mark.django_db


def plain(html):
    return html_lib.unescape(re.sub(r"<[^>]+>", "", html))


def main_html(response):
    html = response.content.decode()
    return html[html.index("<main") : html.index("</main>")]


def test_home_has_focused_search_version_contents_and_card_lookup(client, world):
    r = client.get("/")
    html = r.content.decode()
    assert r.status_code == 200
    assert re.search(r'<input[^>]*id="q"[^>]*autofocus', html)
    assert 'action="/search"' in html
    assert world["new"].effective_date.strftime("%-d %B %Y") in html
    assert 'href="/rules/"' in html
    assert 'href="/rules/7"' in html
    assert 'action="/cards/"' in html
    assert 'name="name"' in html
    assert "<title>" in html
    assert '<meta name="description"' in html


def test_contents_lists_sections_and_rules_with_version_picker(client, world):
    html = main_html(client.get("/rules/"))
    assert 'href="/rules/702"' in html
    assert "Keyword Abilities" in html
    assert 'href="/rules/601"' in html
    assertInHTML('<option value="2021-02-15">2021-02-15</option>', html)
    assertInHTML('<option value="2022-04-29" selected>2022-04-29 (current)</option>', html)


def test_contents_of_an_older_version_links_within_it(client, world):
    html = main_html(client.get("/rules/?version=2021-02-15"))
    assert 'href="/rules/702?version=2021-02-15"' in html


def test_any_date_picks_the_version_then_in_force(client, world):
    r = client.get("/rules/702.125a?version=2021-12-31")
    assert r.status_code == 200
    assert "functions while the spell with improvise" in r.content.decode()


@pytest.mark.parametrize(
    "url", ["/rules/?version=yesterday", "/rules/702.126a?version=2022-13-45", "/rules/glossary?version=x"]
)
def test_malformed_version_is_a_400_page(client, world, url):
    r = client.get(url)
    assert r.status_code == 400
    assert "YYYY-MM-DD" in r.content.decode()
    assert 'class="site-header"' in r.content.decode()


def test_version_before_any_import_is_a_404_page(client, world):
    r = client.get("/rules/702.126a?version=1990-01-01")
    assert r.status_code == 404
    assert "1990-01-01" in r.content.decode()


def test_rule_page_shows_text_french_rulings_and_links(client, world):
    r = client.get("/rules/702.126a")
    assert r.status_code == 200
    html = main_html(r)
    assert "Improvise" in html
    assert "702.126a" in html
    # French beside the English, with its origin and status.
    assert FRENCH_RULE in plain(html)
    assert "official translation" in html
    assert "badge-reviewed" in html
    # Glossary terms link to their entries.
    assert 'href="/rules/glossary#improvise"' in html
    # Rulings resting on the rule: the improvise ones, and the 2018 ruling citing the old number 702.125a.
    for ruling in world["rulings"][:3]:
        assert f'id="ruling-{ruling.uid}"' in html
    assert f'id="ruling-{world["rulings"][3].uid}"' not in html
    # That ruling's old number links to the version it was written against.
    assert 'href="/rules/702.125a?version=2021-02-15"' in html
    # The former number of this rule is told.
    assert 'href="/rules/702.125a?version=2021-02-15">702.125a</a>' in html
    assert 'href="/rules/702.126a/history"' in html


def test_rule_with_subrules_shows_them_and_their_examples(client, world):
    html = main_html(client.get("/rules/702.126"))
    for number in ("702.126a", "702.126b", "702.126c"):
        assert f'id="{number}"' in html
    assert IMPROVISE_B_NEW in plain(html)
    html = main_html(client.get("/rules/601.2f"))
    assert "Example:" in html
    assert "ms-3" in html


def test_rule_text_links_rule_numbers(client, world):
    html = main_html(client.get("/rules/702.126b"))
    assertInHTML('<a class="rule-ref" href="/rules/601.2f">601.2f</a>', html)


def test_old_number_shows_todays_holder_and_points_to_the_moved_rule(client, world):
    r = client.get("/rules/702.125a")
    html = main_html(r)
    assert r.status_code == 200
    assert UNDAUNTED_A in html
    assert "once named another rule" in html
    assert "Improvise" in html
    assertInHTML('<a href="/rules/702.126a">702.126a</a>', html)
    # Today's 702.125a is Undaunted: the 2018 improvise ruling that cited 702.125a does not rest on it.
    assert f'id="ruling-{world["rulings"][2].uid}"' not in html


def test_old_number_in_its_own_version_points_to_today(client, world):
    html = main_html(client.get("/rules/702.125a?version=2021-02-15"))
    assert "functions while the spell with improvise" in html
    assert 'Today this rule is <a href="/rules/702.126a">702.126a</a>' in html


def test_removed_rule_is_shown_from_the_last_version_that_had_it(client, world):
    r = client.get("/rules/702.124a")
    html = main_html(r)
    assert r.status_code == 200
    assert "is not in the current Comprehensive Rules" in html
    assert "removed" in html
    assert "Old Keyword is a keyword that was removed." in html


def test_section_lists_its_rules(client, world):
    html = main_html(client.get("/rules/7"))
    assert 'href="/rules/702"' in html


@pytest.mark.parametrize(
    "url",
    ["/rules/999.9z", "/rules/702.999", "/rules/12345", "/rules/702.126a/history?version=1990-01-01", "/rules/nothing"],
)
def test_unknown_rules_are_404_pages(client, world, url):
    r = client.get(url)
    assert r.status_code == 404
    assert 'class="site-header"' in r.content.decode()
    assert "Not found" in r.content.decode()


def test_glossary_has_anchors(client, world):
    html = main_html(client.get("/rules/glossary"))
    assert 'id="improvise"' in html
    assert 'id="total-cost"' in html
    assertInHTML('<a class="rule-ref" href="/rules/702.126">702.126</a>', html)


def test_history_traces_renumbering_and_edits_word_by_word(client, world):
    r = client.get("/rules/702.126b/history")
    html = main_html(r)
    assert r.status_code == 200
    assert "2021-02-15" in html
    assert "2022-04-29" in html
    assert "renumbered and edited" in html
    assert "(was 702.125b)" in html
    assert "<ins>" in html
    assert "<del>" in html
    # Every word of both texts is there, once each side.
    text = re.sub(r"<ins>.*?</ins>", "", html.split('class="rule-text diff">')[1].split("</p>")[0])
    assert re.sub(r"</?del>", "", text).replace("&#x27;", "'") == IMPROVISE_B_OLD


def test_history_of_a_removed_rule_says_removed(client, world):
    html = main_html(client.get("/rules/702.124a/history"))
    assert "removed" in html
    assert "2022-04-29" in html


def test_history_of_a_reused_number_points_to_the_other_rule(client, world):
    html = main_html(client.get("/rules/702.125a/history"))
    assert 'href="/rules/702.126a/history"' in html


def test_diff_counts_and_groups_changes(client, world):
    r = client.get("/rules/diff/2021-02-15/2022-04-29")
    html = main_html(r)
    assert r.status_code == 200
    counts = dict(re.findall(r'class="count-(\w+)">(\d+)<', html))
    # 702.125, a, c -> 702.126, a, c; 702.125b was also edited.
    assert (counts["renumbered"], counts["renumbered_edited"]) == ("3", "1")
    assert counts["added"] == "2"  # Undaunted 702.125 and 702.125a
    assert counts["removed"] == "2"  # 702.124 and 702.124a
    assert counts["edited"] == "1"  # 601.2f
    # 702.1 only follows the renumbering: unchanged, listed among the rules printed differently.
    retouched = html.split('id="retouched"')[1]
    assert 'href="/rules/702.1?version=2022-04-29"' in retouched
    assert 'href="/rules/702.126b?version=2022-04-29"' in html.split('id="renumbered_edited"')[1]


def test_diff_and_history_use_the_labels_stored_at_import(client, world):
    """One label per change: the diff page, the history page and the rule JSON agree with the database."""
    html = main_html(client.get("/rules/diff/2021-02-15/2022-04-29"))
    for kind in ("renumbered", "renumbered_edited", "edited", "added"):
        section = html.split(f'id="{kind}"')[1].split("</section>")[0]
        shown = set(re.findall(r'class="num">([0-9a-z.]+)</a>', section))
        stored = set(
            RuleParagraph.objects.filter(version__effective_date="2022-04-29", change=kind).values_list(
                "number", flat=True
            )
        )
        assert shown == stored, kind
    lineage = client.get("/api/rules/702.126b").json()["lineage"]
    assert lineage[-1]["change"] == "renumbered_edited"
    assert "renumbered and edited" in main_html(client.get("/rules/702.126b/history"))


def test_diff_in_reverse_order_redirects(client, world):
    r = client.get("/rules/diff/2022-04-29/2021-02-15")
    assert r.status_code == 302
    assert r["Location"].endswith("/rules/diff/2021-02-15/2022-04-29")


def test_diff_form_forwards_to_the_shareable_url(client, world):
    r = client.get("/rules/diff/?old=2021-02-15&new=2022-04-29")
    assert r.status_code == 302
    assert r["Location"].endswith("/rules/diff/2021-02-15/2022-04-29")
    r = client.get("/rules/diff/")
    assert r.status_code == 302
    assert r["Location"].endswith("/rules/diff/2021-02-15/2022-04-29")


def test_diff_takes_any_date_and_redirects_to_the_versions_in_force(client, world):
    # 2021-02-24 is not an effective date: the CR of 2021-02-15 was in force then.
    r = client.get("/rules/diff/2021-02-24/2022-05-01")
    assert r.status_code == 302
    assert r["Location"].endswith("/rules/diff/2021-02-15/2022-04-29")
    r = client.get("/rules/diff/?old=2021-03-01&new=2030-01-01")
    assert r.status_code == 302
    assert r["Location"].endswith("/rules/diff/2021-02-15/2022-04-29")


@pytest.mark.parametrize(
    "url,status",
    [
        ("/rules/diff/2021-02-15/not-a-date", 400),
        ("/rules/diff/2021-02-30/2022-04-29", 400),
        ("/rules/diff/1990-01-01/2022-04-29", 404),
    ],
)
def test_diff_bad_dates(client, world, url, status):
    r = client.get(url)
    assert r.status_code == status
    assert 'class="site-header"' in r.content.decode()


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
        "/rules/diff/2021-02-15/2022-04-29",
        "/cards/reverse-engineer",
    ]:
        html = client.get(url).content.decode()
        title = re.search(r"<title>(.*?)</title>", html, re.S).group(1)
        description = re.search(r'<meta name="description" content="([^"]+)"', html).group(1)
        assert title.strip()
        assert len(description) > 20
        titles.add(title)
    assert len(titles) == 7


def test_rule_page_lists_the_predicates_that_encode_it_with_case_results(client, world):
    # The improvise predicate cites 702.125a in the numbering of the CR of 2018-07-13: that version must be there.
    seed = CRVersion.objects.create(
        effective_date="2018-07-13", source_name="MagicCompRules 20180713.txt", checksum="c"
    )
    for number in ("702.125", "702.125a"):
        held = RuleParagraph.objects.get(number=number, version__effective_date="2021-02-15")
        RuleParagraph.objects.create(
            version=seed,
            number=number,
            kind=held.kind,
            title=held.title,
            text=held.text,
            position=held.position,
            lineage=held.lineage,
        )
    html = main_html(client.get("/rules/702.126a"))
    section = html.split('id="predicates-title"')[1]
    assert 'href="/predicates/improvise"' in section
    assert re.search(r"(\d+) of \1 cases pass", section)
    assert 'id="predicates-title"' not in main_html(client.get("/rules/702.125a"))  # Undaunted has none


def test_version_picker_on_a_renumbered_rule_follows_the_rule(client, world):
    r = client.get("/rules/702.126a?version=2021-02-15")
    assert r.status_code == 302
    assert r["Location"] == "/rules/702.125a?version=2021-02-15"
    # A rule that did not exist yet is still a 404.
    assert client.get("/rules/702.125a?version=2021-02-15").status_code == 200
    assert client.get("/rules/702.999?version=2021-02-15").status_code == 404


@pytest.mark.parametrize("query", ["?old=a/b&new=c", "?old=2021-02-15&new=x/y", "?old=%01&new=2022-04-29"])
def test_diff_form_with_broken_dates_is_a_400_not_a_500(client, world, query):
    # Found by the hardening audit: /rules/diff/?old=a/b&new=c raised NoReverseMatch (500).
    response = client.get("/rules/diff/" + query)
    assert response.status_code == 400
    assert "YYYY-MM-DD" in response.content.decode()


def test_a_long_diff_lists_the_first_changes_of_each_kind_and_links_to_all(client, world, monkeypatch):
    # Versions years apart differ by thousands of paragraphs: the page stays small, every change one click away.
    monkeypatch.setattr("rules.views.SHOWN_CHANGES", 2)
    html = main_html(client.get("/rules/diff/2021-02-15/2022-04-29"))
    renumbered = html.split('id="renumbered"')[1].split("</section>")[0]
    assert len(re.findall(r'class="change"', renumbered)) == 2
    assert 'href="?show=renumbered#renumbered"' in renumbered
    whole = main_html(client.get("/rules/diff/2021-02-15/2022-04-29?show=renumbered"))
    assert len(re.findall(r'class="change"', whole.split('id="renumbered"')[1].split("</section>")[0])) == 3
