"""The editor over the sample data that load_sample imported from fixtures/ (seed pages included)."""

import pytest

from editor import checks, selectors
from editor.selectors import not_started
from rules.models import CRVersion, RuleParagraph
from tests.markup import find, text_of
from translations.english import english_for
from translations.models import Translation

pytestmark = pytest.mark.django_db


def test_every_sample_translation_opens_in_the_editor_with_its_checks(editor_client):
    translations = list(Translation.objects.filter(language="fr"))
    assert translations, "load_sample should bring the seeds' French"
    for t in translations:
        response = editor_client.get(f"/editor/translations/{t.pk}")
        assert response.status_code == 200, t.pk
        html = response.content.decode()
        english = " ".join(english_for(t).split())
        assert " ".join(text_of(find(html, id="english")).split()).startswith(english[:30])
        if t.text.strip():
            assert find(html, "li", data_check="symbols")


def test_official_french_of_improvise_from_the_first_seed_keeps_symbols_and_numbers():
    current = CRVersion.current()
    paragraph = RuleParagraph.objects.filter(version=current, number="702.126a").first()
    assert paragraph is not None
    assert paragraph.lineage_id
    t = Translation.objects.get(rule=paragraph.lineage, language="fr")
    assert "Improvisation" in t.text
    results = {r.name: r for r in selectors.translation_checks(translation=t)}
    assert results["symbols"].ok
    assert results["numbers"].ok
    assert results["rule_numbers"].ok
    # The scraped page lost its no-break spaces: the check says so and the offered fix repairs it.
    assert not results["typography"].ok
    assert checks.typography_check(checks.fix_typography(t.text)).ok


def test_sample_rulings_french_with_symbols_passes_the_symbol_check():
    rulings_fr = Translation.objects.filter(language="fr", ruling__isnull=False).exclude(text="")
    with_symbols = [t for t in rulings_fr if "{" in t.ruling.text]
    assert with_symbols, "the first seed's French rulings mention mana symbols"
    for t in with_symbols:
        if "symbols_stripped" in (t.flags or []):
            assert not checks.symbols_check(t.ruling.text, t.text).ok
        else:
            assert checks.symbols_check(t.ruling.text, t.text).ok, t.text


def test_queue_counts_match_the_sample(editor_client):
    html = editor_client.get("/editor/").content.decode()
    rulings_new, rules_new = not_started()
    for status in Translation.Status.values:
        n = Translation.objects.filter(language="fr", status=status).count()
        if status == Translation.Status.UNTRANSLATED:
            n += rulings_new.count() + rules_new.count()  # the texts nobody started count as untranslated too
        tab = find(html, "a", data_state=status)
        assert text_of(find(tab, "span", class_="count")) == str(n)
