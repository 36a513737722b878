"""The exchange page: the same export choices as export_translations, which tools each format suits, downloads and
a check-only import."""

import io

import polib
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from editor import exchange
from editor.management.commands.export_translations import Command as ExportCommand
from tests.builders import make_translation
from tests.markup import find, find_all, text_of
from translations.models import Translation

pytestmark = pytest.mark.django_db


def command_choices(dest):
    parser = ExportCommand().create_parser("manage.py", "export_translations")
    return next(action for action in parser._actions if action.dest == dest)


def export_form(client):
    page = client.get(reverse("editor:exchange")).content.decode()
    return page, find(page, "form", id="export-form")


def values(element, tag="option"):
    return [dict(e.attributes)["value"] for e in find_all(element, tag)]


def test_page_offers_the_commands_choices(editor_client):
    _, form = export_form(editor_client)
    assert values(find(form, "select", name="format")) == list(command_choices("format").choices)
    assert list(command_choices("format").choices) == ["po", "xliff", "tmx"]
    assert values(find(form, "select", name="status")) == [""] + list(command_choices("status").choices)
    language = dict(find(form, "input", name="language").attributes)["value"]
    assert language == command_choices("language").default == "fr"
    assert find_all(form, "input", name="include_untranslated", type="checkbox")
    assert command_choices("include_untranslated").default is False


def test_page_says_which_tools_each_format_suits(editor_client):
    page, _ = export_form(editor_client)
    listing = find(page, "dl", id="export-formats")
    terms = find_all(listing, "dt")
    said = dict(
        zip([text_of(find(dt, "code")) for dt in terms], [text_of(dd) for dd in find_all(listing, "dd")], strict=True)
    )
    assert list(said) == [".po", ".xlf", ".tmx"]
    assert all(text_of(dt).startswith(label) for dt, label in zip(terms, ("PO", "XLIFF 1.2", "TMX 1.4"), strict=True))
    assert "Weblate" in said[".po"]
    assert "Poedit" in said[".po"]
    assert "OmegaT" in said[".xlf"]
    assert "translation memory" in said[".tmx"]


@pytest.mark.parametrize(
    "fmt, media_type, extension",
    [
        ("po", "text/x-gettext-translation", "po"),
        ("xliff", "application/x-xliff+xml", "xlf"),
        ("tmx", "application/x-tmx+xml", "tmx"),
    ],
)
def test_download_each_format(fmt, media_type, extension, editor_client, editor_user):
    response = editor_client.get(reverse("editor:export"), {"format": fmt})
    assert response.status_code == 200
    assert response["Content-Type"] == f"{media_type}; charset=utf-8"
    assert response["Content-Disposition"] == f'attachment; filename="translations-fr.{extension}"'
    if fmt == "po":
        header = polib.pofile(response.content.decode()).metadata
        assert header["Last-Translator"] == editor_user.get_username()


@pytest.mark.parametrize(
    "query, message",
    [
        ({"format": "doc"}, "Select a valid choice"),
        ({"format": "tmx", "status": "machine"}, "approved translations only"),
        ({"format": "po", "status": "perfect"}, "Select a valid choice"),
        ({"format": "po", "language": "../etc"}, "A language is a code"),
    ],
)
def test_bad_export_choices_are_400_with_a_reason(query, message, editor_client):
    response = editor_client.get(reverse("editor:export"), query)
    assert response.status_code == 400
    assert message in response.content.decode()


def test_export_of_another_language(editor_client, ruling):
    make_translation("Testo.", ruling=ruling, language="it", status="needs_review", source_hash="a" * 64)
    page, _ = export_form(editor_client)
    assert values(find(page, "datalist", id="export-languages")) == ["fr", "it"]
    response = editor_client.get(reverse("editor:export"), {"format": "po", "language": "it"})
    po = polib.pofile(response.content.decode())
    assert po.metadata["Language"] == "it"
    assert [e.msgstr for e in po] == ["Testo."]
    assert response["Content-Disposition"].endswith('translations-it.po"')


def test_check_only_import_writes_nothing(machine_translation, reviewer_client):
    po = polib.pofile(exchange.export(Translation.objects.filter(pk=machine_translation.pk), "po"))
    po[0].msgstr = "Vérifié seulement."
    upload = SimpleUploadedFile("fr.po", str(po).encode("utf-8"))
    response = reviewer_client.post(reverse("editor:exchange"), {"file": upload, "dry_run": "on"})
    assert response.status_code == 200
    result = " ".join(text_of(find(response.content.decode(), id="import-result")).split())
    assert result == "Checked, nothing written: 1 translation(s) would change, 0 unchanged."
    machine_translation.refresh_from_db()
    assert machine_translation.text != "Vérifié seulement."


def test_command_help_names_the_tools():
    out = io.StringIO()
    ExportCommand().create_parser("manage.py", "export_translations").print_help(out)
    assert "OmegaT" in out.getvalue()
    assert "Weblate" in out.getvalue()
