"""Starting a French translation of a ruling or rule that has none: the service, the view, the queue, the pages."""

import pytest
from django.test import Client

from editor import services
from editor.models import AuditEntry, TranslationRevision
from rules.models import CRVersion, RuleParagraph
from rulings.models import Ruling
from tests.markup import find, find_all, text_of
from translations.models import Translation, text_hash

from .conftest import logged_in

pytestmark = pytest.mark.django_db


def test_start_a_ruling_translation(ruling, editor_user):
    assert not Translation.objects.filter(ruling=ruling).exists()
    translation, created = services.translation_start(user=editor_user, ruling=ruling)
    assert created
    assert (translation.status, translation.origin, translation.text) == ("untranslated", "editor", "")
    assert translation.source_hash == text_hash(ruling.text)
    assert translation.source_text == ruling.text
    assert TranslationRevision.objects.filter(translation=translation, action="start", user=editor_user).exists()
    assert AuditEntry.objects.filter(translation=translation, action="translation.start", user=editor_user).exists()
    again, created = services.translation_start(user=editor_user, ruling=ruling)
    assert again.pk == translation.pk
    assert not created
    assert Translation.objects.filter(ruling=ruling, language="fr").count() == 1


def test_start_a_rule_translation_uses_the_newest_paragraph(improvise_lineage, editor_user):
    newest = RuleParagraph.objects.filter(lineage=improvise_lineage).order_by("-version__effective_date").first()
    newest.text += " (Newest wording.)"
    newest.save()
    translation, created = services.translation_start(user=editor_user, rule=improvise_lineage)
    assert created
    assert translation.source_text == newest.text
    assert translation.source_hash == text_hash(newest.text)


def test_readers_cannot_start(ruling, reader_user):
    with pytest.raises(services.NotAllowed):
        services.translation_start(user=reader_user, ruling=ruling)
    assert not Translation.objects.filter(ruling=ruling).exists()


def test_start_view_creates_and_redirects_to_the_edit_page(ruling, editor_client):
    response = editor_client.post("/editor/translations/start", {"ruling": ruling.uid})
    translation = Translation.objects.get(ruling=ruling, language="fr")
    assert response.status_code == 302
    assert response["Location"] == f"/editor/translations/{translation.pk}"
    page = editor_client.get(response["Location"])
    assert page.status_code == 200
    assert text_of(find(page.content.decode(), "span", id="state")) == "Untranslated"
    # Saving a text from there moves it on to review.
    services.translation_save(
        translation=translation, user=translation.updated_by, text="Texte", base_revision=translation.revision
    )
    translation.refresh_from_db()
    assert translation.status == "needs_review"


def test_start_view_for_a_rule(improvise_lineage, editor_client):
    response = editor_client.post("/editor/translations/start", {"rule": str(improvise_lineage.pk)})
    assert response.status_code == 302
    assert Translation.objects.filter(rule=improvise_lineage, language="fr", status="untranslated").exists()


def test_start_view_refuses_bad_input_and_others(ruling, editor_client, reader_user):
    assert editor_client.post("/editor/translations/start", {}).status_code == 400
    assert editor_client.post("/editor/translations/start", {"ruling": ruling.uid, "rule": "1"}).status_code == 400
    assert editor_client.post("/editor/translations/start", {"rule": "abc"}).status_code == 400
    assert editor_client.post("/editor/translations/start", {"ruling": "no-such-uid"}).status_code == 404
    assert editor_client.get("/editor/translations/start", {"ruling": ruling.uid}).status_code == 405
    assert logged_in(reader_user).post("/editor/translations/start", {"ruling": ruling.uid}).status_code == 403
    assert Client().post("/editor/translations/start", {"ruling": ruling.uid}).status_code == 302
    assert not Translation.objects.filter(ruling=ruling).exists()


def test_start_view_needs_csrf(ruling, editor_user):
    client = Client(enforce_csrf_checks=True)
    client.force_login(editor_user)
    assert client.post("/editor/translations/start", {"ruling": ruling.uid}).status_code == 403
    assert not Translation.objects.filter(ruling=ruling).exists()


def _tab_count(html, state):
    return int(text_of(find(find(html, "a", data_state=state), "span", class_="count")))


def _not_started(html, kind):
    return int(text_of(find(html, "span", id=f"not-started-{kind}")))


def _translate_buttons(html, field):
    """The values of the Translate forms' hidden `ruling` or `rule` inputs, in page order."""
    return [dict(i.attributes)["value"] for i in find_all(html, "input", name=field)]


def test_queue_lists_texts_not_started_with_counts(ruling, editor_client):
    html = editor_client.get("/editor/", {"status": "untranslated"}).content.decode()
    rulings_without = Ruling.objects.exclude(translations__language="fr").count()
    current = CRVersion.current()
    rules_without = (
        RuleParagraph.objects.filter(version=current, lineage__isnull=False)
        .exclude(lineage__translations__language="fr")
        .count()
        if current
        else 0
    )
    started_untranslated = Translation.objects.filter(language="fr", status="untranslated").count()
    assert _not_started(html, "rulings") == rulings_without
    assert _not_started(html, "rules") == rules_without
    assert _tab_count(html, "untranslated") == started_untranslated + rulings_without + rules_without
    # The ruling is findable by the search box and has a Translate button.
    found = editor_client.get("/editor/", {"status": "untranslated", "q": "Whir of Invention"}).content.decode()
    assert ruling.uid in _translate_buttons(found, "ruling")
    editor_client.post("/editor/translations/start", {"ruling": ruling.uid})
    after = editor_client.get("/editor/", {"status": "untranslated"}).content.decode()
    assert _not_started(after, "rulings") == rulings_without - 1
    # Started but still empty: counted once, as a translation row.
    assert _tab_count(after, "untranslated") == started_untranslated + 1 + rulings_without - 1 + rules_without


def test_queue_pages_rules_of_todays_cr(editor_client):
    current = CRVersion.current()
    if current is None or not RuleParagraph.objects.filter(version=current).exists():
        pytest.skip("the sample has no CR version")
    html = editor_client.get("/editor/", {"status": "untranslated", "section": "1"}).content.decode()
    shown = _translate_buttons(html, "rule")
    expected = list(
        RuleParagraph.objects.filter(version=current, number__startswith="1", lineage__isnull=False)
        .exclude(lineage__translations__language="fr")
        .order_by("position")
        .values_list("lineage_id", flat=True)[:20]
    )
    assert [int(x) for x in shown] == expected


def test_card_page_offers_translate_to_editors_only(ruling, whir, editor_client, reader_user):
    url = f"/cards/{whir.slug}"

    def offered(client):
        return ruling.uid in _translate_buttons(client.get(url).content.decode(), "ruling")

    assert offered(editor_client)
    assert not offered(logged_in(reader_user))
    assert not offered(Client())
    editor_client.post("/editor/translations/start", {"ruling": ruling.uid})
    Translation.objects.filter(ruling=ruling).update(text="Texte français", status="needs_review")
    assert not offered(editor_client)


def test_rule_page_offers_translate_to_editors_only(improvise_lineage, editor_client):
    url = "/rules/702.126a?version=2001-06-01"
    response = editor_client.get(url)
    assert response.status_code == 200
    assert str(improvise_lineage.pk) in _translate_buttons(response.content.decode(), "rule")
    assert str(improvise_lineage.pk) not in _translate_buttons(Client().get(url).content.decode(), "rule")
