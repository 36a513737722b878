"""TMX 1.4: the approved French as a translation memory, read back with translate-toolkit."""

import io
import xml.etree.ElementTree as ET

import pytest
from django.core.management import CommandError, call_command
from translate.storage import factory
from translate.storage import tmx as ttk_tmx

from editor import exchange
from rules.models import RuleParagraph
from translations.models import Translation

pytestmark = pytest.mark.django_db

XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def read_tmx(content):
    return ttk_tmx.tmxfile.parsestring(content.encode("utf-8") if isinstance(content, str) else content)


def props(content):
    """{tuid: {prop type: text}} as the file says it."""
    root = ET.fromstring(content)
    return {tu.get("tuid"): {p.get("type"): p.text for p in tu.findall("prop")} for tu in root.iter("tu")}


@pytest.fixture
def french(machine_translation, rule_translation):
    """The sample's French, a machine translation (not in the memory) and an approved official rule translation."""
    return Translation.objects.filter(language="fr")


def test_one_unit_per_approved_text_with_english_and_french(french):
    content = exchange.export_file(exchange.ExportRequest(format="tmx")).body
    store = read_tmx(content)
    approved = french.filter(status="approved").exclude(text="")
    assert len(store.units) == approved.count() >= 12
    by_id = {unit.getid(): unit for unit in store.units}
    for translation in approved.select_related("ruling"):
        key = f"ruling:{translation.ruling.uid}" if translation.ruling_id else f"rule-lineage:{translation.rule_id}"
        unit = by_id[key]
        assert (unit.source, unit.target) == (translation.source_text, translation.text)
    root = ET.fromstring(content)
    assert root.get("version") == "1.4"
    assert root.find("header").get("srclang") == "en"
    for tu in root.iter("tu"):
        assert [tuv.get(XML_LANG) for tuv in tu.findall("tuv")] == ["en", "fr"]


def test_rulings_carry_their_id_and_date_rules_their_number_and_cr(french, rule_translation, improvise_lineage):
    content = exchange.export(french, "tmx")
    found = props(content)
    ruling_translation = french.filter(status="approved", ruling__isnull=False).select_related("ruling").first()
    ruling = ruling_translation.ruling
    assert found[f"ruling:{ruling.uid}"] == {
        "x-ruling": ruling.uid,
        "x-ruling-date": ruling.date.isoformat(),
        "x-origin": ruling_translation.origin,
    }
    newest = RuleParagraph.objects.filter(lineage=improvise_lineage).order_by("-version__effective_date").first()
    assert found[f"rule-lineage:{improvise_lineage.pk}"] == {
        "x-rule": "702.126a",
        "x-cr-date": newest.version.effective_date.isoformat(),
        "x-origin": "official",
    }


def test_translate_toolkit_recognises_the_file(french, tmp_path):
    path = tmp_path / "fr.tmx"
    path.write_text(exchange.export(french, "tmx"), encoding="utf-8")
    store = factory.getobject(str(path))
    assert isinstance(store, ttk_tmx.tmxfile)
    assert all(unit.istranslated() for unit in store.units)


def test_export_command_writes_tmx_and_refuses_other_states(french, tmp_path):
    path = tmp_path / "fr.tmx"
    err = io.StringIO()
    call_command("export_translations", "--format", "tmx", "--output", str(path), stderr=err)
    approved = french.filter(status="approved").count()
    assert f"Wrote {approved} translation(s)" in err.getvalue()
    assert len(read_tmx(path.read_bytes()).units) == approved
    with pytest.raises(CommandError, match="approved translations only"):
        call_command("export_translations", "--format", "tmx", "--status", "machine", stdout=io.StringIO())
    with pytest.raises(CommandError, match="approved translations only"):
        call_command("export_translations", "--format", "tmx", "--include-untranslated", stdout=io.StringIO())


def test_tmx_is_not_imported(french, reviewer_user):
    content = exchange.export(french, "tmx")
    assert exchange.detect_format("memory.tmx", content) == "tmx" == exchange.detect_format("", content)
    report = exchange.import_translations(content, fmt="tmx", user=reviewer_user)
    assert not report.ok
    assert "translation memories" in report.problems[0][1]
