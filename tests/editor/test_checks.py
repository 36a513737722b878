"""The MTG checks on real seed texts."""

import datetime

import pytest

from editor import checks, selectors
from ingest.importers.common import repair_symbols_by_gaps, repair_symbols_from_english, symbol_groups
from rules.models import RuleParagraph
from tests.builders import make_ruling
from translations.models import Translation

from . import seed_texts as seeds


def test_stripped_french_of_the_first_seed_fails_the_symbol_check():
    result = checks.symbols_check(seeds.EN_IMPROVISE_SYMBOLS, seeds.FR_STRIPPED_IMPROVISE)
    assert not result.ok
    assert sorted(result.details) == sorted(symbol_groups(seeds.EN_IMPROVISE_SYMBOLS))


def test_french_with_symbols_repaired_passes():
    repaired = repair_symbols_by_gaps(seeds.FR_STRIPPED_IMPROVISE, symbol_groups(seeds.EN_IMPROVISE_SYMBOLS))
    assert repaired is not None
    assert checks.symbols_check(seeds.EN_IMPROVISE_SYMBOLS, repaired).ok


def test_stripped_english_of_the_german_page_fails_and_its_repair_passes():
    assert not checks.symbols_check(seeds.EN_IMPROVISE_SYMBOLS, seeds.EN_STRIPPED_IMPROVISE).ok
    repaired = repair_symbols_from_english(seeds.EN_STRIPPED_IMPROVISE, seeds.EN_IMPROVISE_SYMBOLS)
    assert checks.symbols_check(seeds.EN_IMPROVISE_SYMBOLS, repaired).ok


def test_symbol_check_counts_each_symbol():
    result = checks.symbols_check("Pay {U}{U}.", "Payez {U}.")
    assert not result.ok
    assert result.details == ["{U}"]


def test_whir_ruling_stripped_fails_repaired_passes_every_check():
    names = {"Whir of Invention": seeds.FR_WHIR_NAME}
    stripped = checks.run_checks(seeds.EN_WHIR_X, seeds.FR_WHIR_X_STRIPPED, french_names=names)
    assert checks.failed_names(stripped) == ["symbols"]
    repaired = repair_symbols_by_gaps(seeds.FR_WHIR_X_STRIPPED, symbol_groups(seeds.EN_WHIR_X))
    assert checks.failed_names(checks.run_checks(seeds.EN_WHIR_X, repaired, french_names=names)) == []


def test_rule_numbers_exact_and_lineage_aware():
    english = "See rule 702.126a and 601.2f."
    assert checks.rule_numbers_check(english, "Voir la règle 702.126a et 601.2f.").ok
    assert not checks.rule_numbers_check(english, "Voir la règle 702.125a et 601.2f.").ok
    same = lambda a, b: {a, b} == {"702.125a", "702.126a"}  # noqa: E731
    assert checks.rule_numbers_check(english, "Voir la règle 702.125a et 601.2f.", same_rule=same).ok
    missing = checks.rule_numbers_check(english, "Voir la règle 702.125a.", same_rule=same)
    assert not missing.ok
    assert missing.details == ["601.2f"]


@pytest.mark.django_db
def test_rule_numbers_lineage_comes_from_the_database(improvise_lineage, ruling):

    ruling.text = "Improvise (rule 702.126a) lets you tap artifacts."
    ruling.save()
    t = Translation(
        ruling=ruling, language="fr", text="L'improvisation (règle 702.125a) vous permet d'engager des artefacts."
    )
    by_name = {c.name: c for c in selectors.translation_checks(translation=t)}
    assert by_name["rule_numbers"].ok
    t.text = "L'improvisation (règle 702.127a) vous permet d'engager des artefacts."
    assert not {c.name: c for c in selectors.translation_checks(translation=t)}["rule_numbers"].ok


@pytest.mark.parametrize(
    "english, french, ok",
    [
        (
            "Target creature gets +2/+2 until end of turn.",
            "La créature ciblée gagne +2/+2 jusqu'à la fin du tour.",
            True,
        ),
        (
            "Target creature gets +2/+2 until end of turn.",
            "La créature ciblée gagne +2/+1 jusqu'à la fin du tour.",
            False,
        ),
        ("Choose X to be 3.", "Choisissez 3 pour X.", True),
        ("Choose X to be 3.", "Choisissez 3.", False),
        ("It deals 4 damage.", "Il inflige 5 blessures.", False),
        ("See 601.2f: pay {2}.", "Voir 601.2f : payez {2}.", True),
    ],
)
def test_numbers_check(english, french, ok):
    assert checks.numbers_check(english, french).ok is ok


def test_card_names_official_french_never_english():
    names = {"Whir of Invention": seeds.FR_WHIR_NAME}
    english = "If you cast Whir of Invention, choose X."
    assert checks.card_names_check(
        english, f"Si vous lancez le {seeds.FR_WHIR_NAME}, choisissez X.", french_names=names
    ).ok
    english_left = checks.card_names_check(
        english, "Si vous lancez Whir of Invention, choisissez X.", french_names=names
    )
    assert not english_left.ok
    assert seeds.FR_WHIR_NAME in english_left.message
    assert not checks.card_names_check(english, "Si vous lancez ce sort, choisissez X.", french_names=names).ok
    # No official French name: the English name is acceptable.
    assert checks.card_names_check(
        english, "Si vous lancez Whir of Invention, choisissez X.", french_names={"Whir of Invention": None}
    ).ok


@pytest.mark.django_db
def test_card_names_come_from_card_localizations(machine_translation, whir):
    french_name = whir.localized("fr").name
    t = machine_translation
    t.text = seeds.FR_WHIR_X_STRIPPED.replace(french_name, "Whir of Invention")
    assert "card_names" in checks.failed_names(selectors.translation_checks(translation=t))
    t.text = seeds.FR_WHIR_X_STRIPPED
    assert "card_names" not in checks.failed_names(selectors.translation_checks(translation=t))


@pytest.mark.parametrize(
    "french, ok",
    [
        ("Improvisation\u00a0: engagez un artefact.", True),
        ("Improvisation : engagez un artefact.", False),
        ("Improvisation: engagez un artefact.", False),
        ("Vraiment\u202f? Oui\u202f!", True),
        ("Vraiment ? Oui !", False),
        ("Il dit «\u00a0Improvisation\u00a0».", True),
        ('Il dit "Improvisation".', False),
        ("Il dit «Improvisation».", False),
        ("Payez {2}; ensuite piochez.", False),
        ("À 10:30, rien.", True),
    ],
)
def test_typography_check(french, ok):
    assert checks.typography_check(french).ok is ok


def test_official_french_of_702_125a_as_scraped_lacks_no_break_spaces_and_the_fix_repairs_it():
    assert not checks.typography_check(seeds.FR_702_125A).ok
    fixed = checks.fix_typography(seeds.FR_702_125A)
    assert checks.typography_check(fixed).ok
    assert " ".join(fixed.replace("\u00a0", " ").replace("\u202f", " ").split()) == " ".join(seeds.FR_702_125A.split())


def test_fix_typography_leaves_symbols_and_urls_alone():
    text = 'Payez {2/U}; voir https://example.org/a?b=c et "ceci".'
    fixed = checks.fix_typography(text)
    assert "{2/U}" in fixed
    assert "https://example.org/a?b=c" in fixed
    assert checks.typography_check(fixed).ok


def test_empty_text_has_no_checks():
    assert checks.run_checks("Draw a card.", "  ") == []


def _sample_paragraph(number, date):

    paragraph = (
        RuleParagraph.objects.filter(number=number, version__effective_date=date).select_related("lineage").first()
    )
    if paragraph is None or paragraph.lineage_id is None:
        pytest.skip(f"the sample CR lacks {number} of {date}")
    return paragraph


def _rule_check(translation):
    return {c.name: c for c in selectors.translation_checks(translation=translation)}["rule_numbers"]


@pytest.mark.django_db
def test_rule_numbers_are_read_in_the_version_of_the_english(db):
    """In the sample, 702.125a is Improvise in 2018 and Undaunted in 2022; 702.126a is Aftermath in 2018, Improvise
    in 2022."""

    undaunted_2022 = _sample_paragraph("702.125a", datetime.date(2022, 4, 29))
    improvise_2022 = _sample_paragraph("702.126a", datetime.date(2022, 4, 29))
    improvise_2018 = _sample_paragraph("702.125a", datetime.date(2018, 7, 13))
    assert improvise_2018.lineage_id == improvise_2022.lineage_id != undaunted_2022.lineage_id

    # A ruling of today's CR citing Undaunted's 702.125a: 702.126a never named Undaunted.
    today = make_ruling(None, "2022-06-01", "Undaunted (702.125a) reduces the cost.", uid="edtest-undaunt")
    t = Translation(ruling=today, language="fr", text="L'intrépidité (702.126a) réduit le coût.")
    assert not _rule_check(t).ok
    t.text = "L'intrépidité (702.125a) réduit le coût."
    assert _rule_check(t).ok

    # A 2018 ruling citing 702.125a meant Improvise, today's 702.126a: the French may use either.
    old = make_ruling(None, "2018-08-01", "Improvise (702.125a) taps artifacts.", uid="edtest-improv18")
    t = Translation(ruling=old, language="fr", text="L'improvisation (702.126a) engage des artefacts.")
    assert _rule_check(t).ok

    # A rule translation is read in its newest paragraph's version: 2022's 702.126a is Improvise, which 702.125a was
    # in 2018.
    t = Translation(rule=improvise_2022.lineage, language="fr")
    results = selectors.translation_checks(translation=t, text="Voir 702.125a.", english="See 702.126a.")
    assert {c.name: c for c in results}["rule_numbers"].ok
    t_undaunted = Translation(rule=undaunted_2022.lineage, language="fr")
    results = selectors.translation_checks(translation=t_undaunted, text="Voir 702.126a.", english="See 702.125a.")
    assert not {c.name: c for c in results}["rule_numbers"].ok
