"""An editor's input bounded and clean on every way in (issue 24, N6, N7): Markdown nested too deep is refused
with a message (it was a 500, and once saved its page was a 500 every time); control characters are refused in the
form, the live preview, the service and the PO and XLIFF imports (a NUL was a 500 on PostgreSQL half-way through an
import; ESC made every XLIFF export invalid XML); a text saved before these rules still shows and can be reverted."""

from xml.etree import ElementTree

import polib
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from editor import exchange, services
from editor.rendering import MAX_NESTING
from translations.models import Translation

pytestmark = pytest.mark.django_db

DEEP_LIST = "- " * 500 + "niveau"  # 500 lists, one in the other
DEEP_QUOTE = ">" * 500 + " citation"
CONTROLS = ["\x00", "\x01", "\x1b", "\x7f", "\x85"]


def edit_url(translation):
    return reverse("editor:translation", args=[translation.pk])


def preview(client, translation, text):
    return client.post(reverse("editor:preview_api", args=[translation.pk]), {"text": text})


@pytest.mark.parametrize(
    "text",
    [DEEP_LIST, "1. " * 500 + "niveau", "".join("    " * level + "- niveau\n" for level in range(60)), DEEP_QUOTE],
    ids=["list", "numbered", "indented", "quote"],
)
def test_markdown_nested_too_deep_is_refused_with_a_message(machine_translation, editor_client, text):
    response = preview(editor_client, machine_translation, text)
    assert response.status_code == 400
    assert f"{MAX_NESTING} at most" in response.json()["error"]
    for button in ("preview", "save"):
        page = editor_client.post(edit_url(machine_translation), {"text": text, "base_revision": 1, button: "1"})
        assert page.status_code == 400
        assert f"{MAX_NESTING} at most" in page.content.decode()
    machine_translation.refresh_from_db()
    assert machine_translation.revision == 1


def test_markdown_nested_as_deep_as_allowed_renders(machine_translation, editor_client):
    text = "".join("    " * level + "- niveau\n" for level in range(MAX_NESTING))
    response = preview(editor_client, machine_translation, text)
    assert response.status_code == 200
    assert response.json()["html"].count("<ul>") == MAX_NESTING


def test_a_text_saved_before_the_cap_still_shows_and_can_be_reverted(machine_translation, editor_client):
    good = machine_translation.text
    editor_client.post(edit_url(machine_translation), {"text": "Un texte.", "base_revision": 1, "save": "1"})
    Translation.objects.filter(pk=machine_translation.pk).update(text=DEEP_LIST)  # behind the site's back
    page = editor_client.get(edit_url(machine_translation))
    assert page.status_code == 200
    assert "niveau" in page.content.decode()
    response = editor_client.post(edit_url(machine_translation) + "/revert", {"base_revision": 2, "to_revision": 1})
    assert response.status_code == 302
    machine_translation.refresh_from_db()
    assert machine_translation.text == good


@pytest.mark.parametrize("character", CONTROLS, ids=repr)
def test_control_characters_are_refused_by_the_form_the_preview_and_the_service(
    machine_translation, editor_client, editor_user, character
):
    text = f"Texte{character}piégé."
    assert preview(editor_client, machine_translation, text).status_code == 400
    page = editor_client.post(edit_url(machine_translation), {"text": text, "base_revision": 1, "save": "1"})
    assert page.status_code == 400
    with pytest.raises(services.EditError, match="control character"):
        services.translation_save(translation=machine_translation, user=editor_user, text=text, base_revision=1)
    comment = editor_client.post(edit_url(machine_translation) + "/comment", {"text": text})
    assert comment.status_code in (302, 400)
    machine_translation.refresh_from_db()
    assert machine_translation.revision == 1
    assert machine_translation.comments.filter(text__contains="piégé").count() == 0


def test_tabs_and_line_breaks_are_kept(machine_translation, editor_user):
    translation, _ = services.translation_save(
        translation=machine_translation, user=editor_user, text="Un\tdeux\r\ntrois", base_revision=1
    )
    assert translation.text == "Un\tdeux\ntrois"


def po_with(translation, text):
    po = polib.pofile(exchange.export(Translation.objects.filter(pk=translation.pk), "po"))
    po[0].msgstr = text
    return str(po)


def xliff_with(translation, text):
    content = exchange.export(Translation.objects.filter(pk=translation.pk), "xliff")
    old = translation.text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    assert old in content
    return content.replace(old, text, 1)


@pytest.mark.parametrize("character", CONTROLS, ids=repr)
@pytest.mark.parametrize("dry_run", [True, False], ids=["check only", "import"])
def test_control_characters_are_refused_by_the_po_import(machine_translation, reviewer_client, character, dry_run):
    upload = SimpleUploadedFile("fr.po", po_with(machine_translation, f"Texte{character}piégé.").encode())
    response = reviewer_client.post(
        reverse("editor:exchange"), {"file": upload, **({"dry_run": "on"} if dry_run else {})}
    )
    assert response.status_code == 400
    assert "control character" in response.content.decode()
    machine_translation.refresh_from_db()
    assert "piégé" not in machine_translation.text


@pytest.mark.parametrize("written", ["Texte\x1bpiégé.", "Texte&#27;piégé.", "Texte&#x1;piégé.", "Texte\x00piégé."])
def test_control_characters_are_refused_by_the_xliff_import(machine_translation, reviewer_user, written):
    report = exchange.import_translations(
        xliff_with(machine_translation, written), fmt="xliff", user=reviewer_user, dry_run=False
    )
    assert not report.ok
    machine_translation.refresh_from_db()
    assert "piégé" not in machine_translation.text


def test_nesting_is_refused_by_the_po_import(machine_translation, reviewer_user):
    report = exchange.import_translations(po_with(machine_translation, DEEP_LIST), fmt="po", user=reviewer_user)
    assert [message for _, message in report.problems] == [
        f"the text nests lists or quotes 500 levels deep; {MAX_NESTING} at most"
    ]


def test_the_xliff_export_stays_xml_after_every_way_in_was_tried(machine_translation, reviewer_client, editor_client):
    for character in CONTROLS:
        editor_client.post(edit_url(machine_translation), {"text": f"A{character}B", "base_revision": 1, "save": "1"})
        upload = SimpleUploadedFile("fr.po", po_with(machine_translation, f"A{character}B").encode())
        reviewer_client.post(reverse("editor:exchange"), {"file": upload})
    for fmt in ("xliff", "tmx"):
        ElementTree.fromstring(exchange.export(Translation.objects.all(), fmt).encode())


def test_an_upload_over_the_limit_is_refused_with_413_before_it_is_read(machine_translation, reviewer_client, settings):
    """Issue 24, N13: a 100 MB PO took 26 s and +320 MB."""
    settings.TRANSLATION_UPLOAD_MAX_BYTES = 50_000
    content = po_with(machine_translation, "Texte.")
    padding = "#  " + "x" * 1000 + "\n"
    big = SimpleUploadedFile("fr.po", (padding * 80 + content).encode())
    response = reviewer_client.post(reverse("editor:exchange"), {"file": big, "dry_run": "on"})
    assert response.status_code == 413
    assert "0.05 MB at most" in response.content.decode()
    small = SimpleUploadedFile("fr.po", (padding * 20 + content).encode())
    assert reviewer_client.post(reverse("editor:exchange"), {"file": small, "dry_run": "on"}).status_code == 200
