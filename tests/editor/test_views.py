"""The editor pages over real HTTP: roles, queue, editing page, preview, XSS, CSRF, conflicts."""

import re

import pytest
from django.test import Client
from pytest_django.asserts import assertInHTML

from cards.models import CardSet, Printing
from editor.models import TranslationRevision
from editor.services import mark_outdated_translations
from ingest.importers.common import repair_symbols_by_gaps, symbol_groups
from rules.models import RuleParagraph
from tests.markup import find, find_all, text_of
from translations.models import Translation

from . import seed_texts as seeds
from .conftest import logged_in

pytestmark = pytest.mark.django_db


def page_revision(response):
    return int(dict(find(response.content.decode(), "input", name="base_revision").attributes)["value"])


def linked_translations(html):
    """The translation ids the page links to, in page order."""
    links = [dict(a.attributes)["href"] for a in find_all(html, "a", href=True)]
    return [int(m.group(1)) for m in map(re.compile(r"^/editor/translations/(\d+)$").match, links) if m]


def edit_url(t):
    return f"/editor/translations/{t.pk}"


@pytest.mark.parametrize("path", ["/editor/", "/editor/exchange", "/editor/export?format=po", "EDIT"])
def test_anonymous_goes_to_login_and_readers_are_refused(path, machine_translation, reader_user):
    path = edit_url(machine_translation) if path == "EDIT" else path
    response = Client().get(path)
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")
    assert logged_in(reader_user).get(path).status_code == 403


@pytest.mark.parametrize("suffix", ["", "/approve", "/revert", "/comment"])
def test_every_editing_post_refuses_readers(suffix, machine_translation, reader_user):
    data = {"text": "pirate", "base_revision": 1, "to_revision": 1, "override_reason": "x"}
    assert Client().post(edit_url(machine_translation) + suffix, data).status_code == 302
    assert logged_in(reader_user).post(edit_url(machine_translation) + suffix, data).status_code == 403
    machine_translation.refresh_from_db()
    assert machine_translation.text == seeds.FR_WHIR_X_STRIPPED
    assert machine_translation.revision == 1


def test_preview_api_refuses_others_in_json(machine_translation, reader_user):
    url = f"/editor/api/translations/{machine_translation.pk}/preview"
    anonymous = Client().post(url, {"text": "x"})
    assert anonymous.status_code == 401
    assert "error" in anonymous.json()
    assert logged_in(reader_user).post(url, {"text": "x"}).status_code == 403


def test_editor_cannot_approve_over_http(machine_translation, editor_client):
    response = editor_client.post(
        edit_url(machine_translation) + "/approve", {"base_revision": 1, "override_reason": "ok"}
    )
    assert response.status_code == 403
    machine_translation.refresh_from_db()
    assert machine_translation.status == "machine"


def test_edit_page_shows_english_authoritative_beside_french_with_checks(machine_translation, editor_client):
    response = editor_client.get(edit_url(machine_translation))
    html = response.content.decode()
    assert response.status_code == 200
    english = find(html, "section", class_="english", lang="en")
    assert text_of(find(english, "span", class_="authoritative")) == "authoritative"
    assert "Whir of Invention" in text_of(find(english, id="english"))
    assert find(html, "section", class_="french", lang="fr")
    assert "Ronronnement" in text_of(find(html, "textarea", name="text"))
    assert find(html, "li", class_="fail", data_check="symbols")
    assert find(html, "input", name="csrfmiddlewaretoken")


def test_save_through_the_page_then_approve(machine_translation, editor_client, reviewer_client, ruling):
    fixed = repair_symbols_by_gaps(seeds.FR_WHIR_X_STRIPPED, symbol_groups(ruling.text))
    response = editor_client.post(edit_url(machine_translation), {"text": fixed, "base_revision": 1, "save": "1"})
    assert response.status_code == 302
    page = reviewer_client.get(edit_url(machine_translation))
    assert find(page.content.decode(), "li", class_="ok", data_check="symbols")
    response = reviewer_client.post(edit_url(machine_translation) + "/approve", {"base_revision": page_revision(page)})
    assert response.status_code == 302
    machine_translation.refresh_from_db()
    assert machine_translation.status == "approved"
    assert machine_translation.text == fixed


def test_approve_with_failing_checks_needs_reason_on_the_page(machine_translation, reviewer_client):
    response = reviewer_client.post(edit_url(machine_translation) + "/approve", {"base_revision": 1})
    assert response.status_code == 400
    assert "give a reason" in text_of(find(response.content.decode(), "ul", class_="messages"))
    response = reviewer_client.post(
        edit_url(machine_translation) + "/approve",
        {"base_revision": 1, "override_reason": "symbols are images on this page"},
    )
    assert response.status_code == 302
    page = reviewer_client.get(edit_url(machine_translation)).content.decode()
    override = find(find(page, "section", class_="history"), "span", class_="override")
    assert "symbols are images on this page" in text_of(override)


def test_outdated_page_shows_word_diff_of_the_english(rule_translation, improvise_lineage, reviewer_client):

    newest = RuleParagraph.objects.filter(lineage=improvise_lineage).order_by("-version__effective_date").first()
    newest.text = newest.text.replace("untapped artifact", "untapped artifact or creature")
    newest.save()
    mark_outdated_translations(queryset=Translation.objects.filter(pk=rule_translation.pk))
    html = reviewer_client.get(edit_url(rule_translation)).content.decode()
    diff = find(html, "p", id="english-diff")
    assert [text_of(ins) for ins in find_all(diff, "ins")] == ["or creature"]
    assert not find_all(diff, "del")


def test_history_and_revert_on_the_page(machine_translation, editor_client):
    editor_client.post(edit_url(machine_translation), {"text": "Premier essai.", "base_revision": 1, "save": "1"})
    html = editor_client.get(edit_url(machine_translation)).content.decode()
    history = find(html, "section", class_="history")
    assert "Premier essai." in text_of(find(history, "tr", data_revision="2"))
    assert "Baseline" in text_of(find(history, "tr", data_revision="1"))
    response = editor_client.post(edit_url(machine_translation) + "/revert", {"base_revision": 2, "to_revision": 1})
    assert response.status_code == 302
    machine_translation.refresh_from_db()
    assert machine_translation.text == seeds.FR_WHIR_X_STRIPPED
    assert machine_translation.revision == 3


def test_comment_on_the_page(machine_translation, editor_client):
    editor_client.post(edit_url(machine_translation) + "/comment", {"text": "Vérifier le nom <b>de la carte</b>."})
    html = editor_client.get(edit_url(machine_translation)).content.decode()
    comment = find(html, "article", class_="comment")
    assert "Vérifier le nom <b>de la carte</b>." in text_of(comment)  # shown as text...
    assert not find_all(comment, "b")  # ...never as markup


def test_two_editors_second_save_gets_409_with_a_diff(machine_translation, editor_user, reviewer_user):
    first, second = logged_in(editor_user), logged_in(reviewer_user)
    rev_first = page_revision(first.get(edit_url(machine_translation)))
    rev_second = page_revision(second.get(edit_url(machine_translation)))
    assert rev_first == rev_second
    ok = first.post(
        edit_url(machine_translation), {"text": "Texte du premier éditeur.", "base_revision": rev_first, "save": "1"}
    )
    assert ok.status_code == 302
    refused = second.post(
        edit_url(machine_translation), {"text": "Texte du second.", "base_revision": rev_second, "save": "1"}
    )
    html = refused.content.decode()
    assert refused.status_code == 409
    conflict = find(html, "section", id="conflict")
    assert "edith changed this translation" in text_of(conflict)
    assert any("premier" in text_of(ins) for ins in find_all(conflict, "ins"))
    assert text_of(find(html, "textarea", name="text")) == "Texte du second."  # the loser's text is kept in the form
    machine_translation.refresh_from_db()
    assert machine_translation.text == "Texte du premier éditeur."
    # Saving again from the form as re-rendered is a deliberate choice and works.
    again = second.post(
        edit_url(machine_translation),
        {"text": "Texte du second.", "base_revision": page_revision(refused), "save": "1"},
    )
    assert again.status_code == 302
    assert TranslationRevision.objects.filter(translation=machine_translation, action="save").count() == 2


XSS_PAYLOADS = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "[clic](javascript:alert(1))",
    "[clic](JaVaScRiPt:alert(1))",
    "[clic](  javascript:alert(1))",
    '<a href="javascript:alert(1)">x</a>',
    "<svg onload=alert(1)>",
    '<iframe src="javascript:alert(1)"></iframe>',
    '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">x</p>',
    "![x](javascript:alert(1))",
    "<details open ontoggle=alert(1)>",
    "[x](&#106;avascript:alert(1))",
    '<a href="&#x6A;avascript:alert(1)">x</a>',
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    "<body onload=alert(1)>",
    "<form action=javascript:alert(1)><button>x</button></form>",
]


DANGEROUS_TAGS = {"script", "iframe", "svg", "img", "math", "form", "style", "body"}


def assert_harmless(html):
    # As parsed: no dangerous element, no event handler, no javascript: URL in any attribute...
    for element in find_all(html):
        assert element.name not in DANGEROUS_TAGS
        for name, value in element.attributes:
            assert not name.startswith("on")
            assert not (value or "").strip().lower().startswith("javascript:")
    # ...and as text, nothing a lenient browser could still read as one.
    lowered = html.lower()
    assert "<script" not in lowered
    assert not re.search(r"<[^>]+\son\w+\s*=", lowered)
    assert "javascript:" not in lowered
    assert "&#106;avascript" not in lowered
    assert "&#x6a;avascript" not in lowered
    for tag in ("<iframe", "<svg", "<img", "<math", "<form", "<style", "<body"):
        assert tag not in lowered


@pytest.mark.parametrize("payload", XSS_PAYLOADS)
def test_markdown_never_yields_script(payload, machine_translation, editor_client):
    preview = editor_client.post(f"/editor/api/translations/{machine_translation.pk}/preview", {"text": payload})
    assert preview.status_code == 200
    assert_harmless(preview.json()["html"])
    saved = editor_client.post(
        edit_url(machine_translation), {"text": payload, "base_revision": machine_translation.revision, "save": "1"}
    )
    assert saved.status_code == 302
    html = editor_client.get(edit_url(machine_translation)).content.decode()
    assert_harmless(str(find(html, "div", id="rendered")))
    if "<" in payload:  # everywhere else (form, history) the text is escaped, never markup
        assert payload not in html


def test_markdown_keeps_ordinary_formatting(machine_translation, editor_client):
    html = editor_client.post(
        f"/editor/api/translations/{machine_translation.pk}/preview",
        {"text": "**Improvisation** [CR](https://example.org/cr)"},
    ).json()["html"]
    assertInHTML("<strong>Improvisation</strong>", html)
    link = find(html, "a", href="https://example.org/cr")
    assert text_of(link) == "CR"


def test_csrf_is_enforced_on_every_form(machine_translation, editor_user, reviewer_user):
    for user, suffix in [
        (editor_user, ""),
        (reviewer_user, "/approve"),
        (editor_user, "/revert"),
        (editor_user, "/comment"),
        (editor_user, "/preview"),
    ]:
        client = Client(enforce_csrf_checks=True)
        client.force_login(user)
        path = (
            edit_url(machine_translation) + suffix
            if suffix != "/preview"
            else f"/editor/api/translations/{machine_translation.pk}/preview"
        )
        response = client.post(path, {"text": "x", "base_revision": 1, "to_revision": 1, "override_reason": "x"})
        assert response.status_code == 403, path
    machine_translation.refresh_from_db()
    assert machine_translation.revision == 1


def test_bad_input_gives_4xx_never_500(machine_translation, editor_client):
    assert editor_client.post(edit_url(machine_translation), {"text": "x", "base_revision": "abc"}).status_code == 400
    assert editor_client.post(edit_url(machine_translation), {"text": "x"}).status_code == 400
    assert editor_client.get("/editor/translations/999999999").status_code == 404
    assert (
        editor_client.post(
            edit_url(machine_translation) + "/revert", {"base_revision": 1, "to_revision": 42}
        ).status_code
        == 400
    )
    assert editor_client.get("/editor/?section=abc").status_code == 400
    assert editor_client.post("/editor/api/translations/999999999/preview", {"text": "x"}).status_code == 404
    assert editor_client.get(edit_url(machine_translation) + "/approve").status_code in (403, 405)


def test_queue_counts_and_filters(machine_translation, rule_translation, symbol_ruling, editor_client, whir):
    def rows(query):
        html = editor_client.get("/editor/" + query).content.decode()
        return set(linked_translations(html)), html

    found, html = rows("?status=machine")
    assert {machine_translation.pk, symbol_ruling.pk} <= found
    assert rule_translation.pk not in found
    count = int(text_of(find(find(html, "a", data_state="machine"), "span", class_="count")))
    assert count == Translation.objects.filter(language="fr", status="machine").count()
    found, _ = rows("?origin=official")
    assert rule_translation.pk in found
    assert not ({machine_translation.pk, symbol_ruling.pk} & found)
    found, _ = rows("?card=Whir")
    assert machine_translation.pk in found
    assert not ({rule_translation.pk, symbol_ruling.pk} & found)
    found, _ = rows(f"?card={whir.localized('fr').name[:12]}")
    assert machine_translation.pk in found
    found, _ = rows("?section=702.126")
    assert rule_translation.pk in found
    assert not ({machine_translation.pk, symbol_ruling.pk} & found)
    found, _ = rows("?section=7")
    assert rule_translation.pk in found
    assert machine_translation.pk not in found
    found, _ = rows("?q=symboles+de+mana")
    assert symbol_ruling.pk in found
    assert not ({rule_translation.pk, machine_translation.pk} & found)


def test_queue_set_filter(machine_translation, whir, editor_client):

    card_set, _ = CardSet.objects.get_or_create(code="EDTST", defaults={"name": "Editor test set"})
    Printing.objects.create(card=whir, card_set=card_set, number="999")
    html = editor_client.get("/editor/?set=edtst").content.decode()
    assert machine_translation.pk in linked_translations(html)
    html = editor_client.get("/editor/?set=NOPE0").content.decode()
    assert machine_translation.pk not in linked_translations(html)


def test_fix_french_spacing_is_offered_not_saved(rule_translation, reviewer_client):
    response = reviewer_client.post(
        edit_url(rule_translation),
        {"text": rule_translation.text, "base_revision": rule_translation.revision, "fix_typography": "1"},
    )
    html = response.content.decode()
    assert response.status_code == 200
    assert "«\u00a0Improvisation\u00a0»" in text_of(find(html, "textarea", name="text"))
    assert find(html, "li", class_="ok", data_check="typography")
    rule_translation.refresh_from_db()
    assert "« Improvisation »" in rule_translation.text
    assert rule_translation.revision == 1


def test_queue_lists_work_first_approved_last(machine_translation, rule_translation, editor_client):
    html = editor_client.get("/editor/?card=&q=").content.decode()
    order = linked_translations(html)
    statuses = dict(Translation.objects.filter(pk__in=order).values_list("pk", "status"))
    ranks = [["outdated", "needs_review", "machine", "untranslated", "approved"].index(statuses[pk]) for pk in order]
    assert ranks == sorted(ranks)
    assert machine_translation.pk in order


def test_conflict_diff_escapes_the_other_text(machine_translation, editor_user, reviewer_user):
    first, second = logged_in(editor_user), logged_in(reviewer_user)
    first.post(
        edit_url(machine_translation),
        {"text": "<script>alert(1)</script> <img src=x onerror=alert(2)>", "base_revision": 1, "save": "1"},
    )
    refused = second.post(edit_url(machine_translation), {"text": "Autre.", "base_revision": 1, "save": "1"})
    html = refused.content.decode()
    assert refused.status_code == 409
    # Escaping is about the bytes sent: the other text must never reach the raw HTML as markup.
    assert "<script>alert(1)" not in html
    assert "<img src=x" not in html
    conflict = find(html, "section", id="conflict")
    inserted = " ".join(text_of(ins) for ins in find_all(conflict, "ins"))
    assert "<script>alert" in inserted  # the other text, shown as text
    assert "<img src=x onerror=alert(2)>" in inserted
    assert not find_all(conflict, "script")
    assert not find_all(conflict, "img")
