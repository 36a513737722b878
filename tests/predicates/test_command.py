from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from predicates.engine import catalog, registry
from predicates.engine.registry import Case, Predicate
from predicates.links import check_predicates


@pytest.mark.django_db
def test_check_predicates_prints_each_ruling_and_passes(cr_excerpts):
    out = StringIO()
    call_command("check_predicates", stdout=out)
    text = out.getvalue()
    for predicate in catalog.all_predicates():
        assert f"{predicate.name}:" in text
    assert text.count("[PASS] ruling:") == sum(len(p.rulings) for p in catalog.all_predicates())
    assert "[FAIL]" not in text
    # The DB shows where the declared 702.125a of 2018 lives today.
    assert "702.126a (declared 702.125a in CR 2018-07-13)" in text
    assert text.strip().endswith("OK: 0 failed cases")


@pytest.mark.django_db
def test_only_named_predicates(cr_excerpts):
    out = StringIO()
    call_command("check_predicates", "improvise", "--cases", stdout=out)
    assert "improvise:" in out.getvalue()
    assert "contraptions:" not in out.getvalue()
    assert "pass: Saheeli's Directive, X = 3" in out.getvalue()


def test_unknown_predicate_is_an_error():
    with pytest.raises(CommandError, match="no predicate named nope"):
        call_command("check_predicates", "nope", "--no-links", stdout=StringIO())


def test_works_without_database_links():
    out = StringIO()
    call_command("check_predicates", "--no-links", stdout=out)
    assert "OK: 0 failed cases" in out.getvalue()


def test_a_failing_case_is_reported_and_counted():
    ruling = "A ruling whose example the predicate gets wrong."
    broken = Predicate(
        "broken",
        "Broken",
        registry,
        rules=(),
        rulings=(ruling,),
        cases=(Case("two is three", lambda: 2, 3, ruling=ruling),),
    )
    lines = []
    failed = check_predicates(write=lines.append, with_links=False, predicates=[broken])
    assert failed == 1
    assert any(line.startswith("  [FAIL] ruling: A ruling whose") for line in lines)
    assert any("expected 3, got 2" in line for line in lines)
    assert lines[-1] == "FAILED: 1 failed case"
