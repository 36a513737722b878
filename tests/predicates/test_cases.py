"""The cases: all pass, every seed ruling is encoded, and a broken case is reported as failed."""

import pytest

from predicates.engine import catalog, registry
from predicates.engine.registry import Case, Predicate, Raises, run_case
from rulings.wording import match_key

from .conftest import seed_rulings

# Rulings of the seeds that no predicate encodes, and why.
NOT_ENCODED = {
    match_key(text): reason
    for text, reason in {
        "Players must pay all costs and follow all normal timing rules to play cards they own that were exiled by Prowl, Stoic Strategist.": "a card's own text (Prowl), not a rule",  # noqa: E501 (a ruling, verbatim)
        "The exiled cards' owners may play them for as long as they remain exiled, but the triggered ability that causes you to draw a card will trigger only if Prowl is still on the battlefield as Prowl, Stoic Strategist.": "a card's own text (Prowl), not a rule",  # noqa: E501 (a ruling, verbatim)
    }.items()
}


def declared():
    return {match_key(text) for p in catalog.all_predicates() for text in p.rulings}


@pytest.mark.parametrize("predicate", catalog.all_predicates(), ids=lambda p: p.name)
def test_every_case_passes(predicate):
    failed = [(r.case.title, str(r.case.expected), r.actual) for r in registry.run_cases(predicate) if not r.passed]
    assert not failed


@pytest.mark.parametrize("predicate", catalog.all_predicates(), ids=lambda p: p.name)
def test_every_declared_ruling_has_a_case(predicate):
    assert [text for text in predicate.rulings if not predicate.cases_for(text)] == []


def test_every_seed_ruling_is_declared_or_set_aside():
    seeds = seed_rulings()
    assert len(seeds) > 40  # the parser found the seeds' rulings
    known = declared()
    missing = [
        (name, text) for name, text in seeds if match_key(text) not in known and match_key(text) not in NOT_ENCODED
    ]
    assert missing == []


def test_declared_rulings_come_from_the_seeds_or_name_their_card_and_date():
    """A ruling that isn't a seed's is one printed on cards (MTGJSON): its cases say which card and which date
    (test_corpus.py checks them against MTGJSON when the corpus is there)."""
    seeds = {match_key(text) for _, text in seed_rulings()}
    unnamed = [
        (p.name, case.title)
        for p in catalog.all_predicates()
        for case in p.cases
        if case.ruling and match_key(case.ruling) not in seeds and not (case.card and case.date)
    ]
    assert unnamed == []
    named = {match_key(c.ruling) for p in catalog.all_predicates() for c in p.cases if c.ruling and c.card}
    assert [t for t in declared() if t not in seeds and t not in named] == []


def test_the_cost_keywords_are_proven_by_at_least_300_cases_from_rulings():
    from predicates.engine.keywords import KEYWORDS

    names = {p.name for p in catalog.all_predicates()}
    missing = [k.name for k in KEYWORDS if k.name not in names and k.name not in MODELLED_ELSEWHERE]
    assert missing == []
    from_rulings = [c for p in catalog.all_predicates() if p.numbering == "2025-11-14" for c in p.cases if c.ruling]
    assert len(from_rulings) >= 300
    assert len({c.card for c in from_rulings}) >= 200


# Keywords the engine reads whose predicate is another one, or that no card of the site's sources prints with a
# cost this site could check yet; each is still read from a card's text and refused or applied with its rule.
MODELLED_ELSEWHERE = {
    "multikicker": "the kicker predicate (702.33c)",
    "improvise": "the improvise predicate (702.126)",
}


def test_cases_from_the_cr_name_their_rules():
    for predicate in catalog.all_predicates():
        for case in predicate.cases:
            assert case.ruling or case.rules, case.title
            if case.ruling:
                assert case.ruling in predicate.rulings or any(
                    case.ruling in p.rulings for p in catalog.all_predicates()
                )


def test_a_wrong_expectation_fails():
    assert not run_case(Case("wrong", lambda: 1 + 1, 3)).passed
    assert not run_case(
        Case("wrong rule", lambda: catalog.get("mana_cost").evaluate({"mana_cost": "{Q}"}), Raises("601.2f"))
    ).passed
    assert not run_case(Case("no error raised", lambda: 2, Raises("107.4"))).passed
    assert not run_case(Case("crash", lambda: 1 / 0, 0)).passed
    assert run_case(
        Case("right rule", lambda: catalog.get("mana_cost").evaluate({"mana_cost": "{Q}"}), Raises("107.4"))
    ).passed


def test_summary_counts():
    broken = Predicate(
        "broken", "Broken", registry, rules=(), rulings=(), cases=(Case("a", lambda: 1, 1), Case("b", lambda: 1, 2))
    )
    assert registry.summary(broken) == {"cases_passed": 1, "cases_failed": 1}


def test_an_expected_error_names_its_cr_too():
    """118.9a of the CR of 2022-11-18 is not the step numbering's 118.9a as far as a case is concerned."""
    from predicates.engine import living_metal
    from predicates.engine.declared.living_metal import ARCEE

    def cast_with_two_alternative_costs():
        return living_metal.cast_more_than_meets_the_eye(ARCEE, alternative_cost="{0}")

    result = run_case(Case("two alternative costs", cast_with_two_alternative_costs, Raises("118.9a", "2022-11-18")))
    assert result.passed
    assert "RuleError citing 118.9a (CR 2022-11-18)" in result.actual
    assert not run_case(Case("other CR", cast_with_two_alternative_costs, Raises("118.9a"))).passed
    assert str(Raises("118.9a", "2022-11-18")) == "RuleError citing 118.9a (CR 2022-11-18)"
    assert str(Raises("118.9a")) == "RuleError citing 118.9a"


def test_the_living_metal_predicate_is_declared_in_the_cr_of_2022_11_18():
    predicate = catalog.get("living_metal")
    assert predicate.numbering == "2022-11-18"
    assert {ref.cr for ref in predicate.rules} == {"2022-11-18"}
    assert not [ref for ref in predicate.rules if "newer than the imported CR" in ref.note]


POST_2018 = ("disguise", "prototype", "impending", "harmonize", "freerunning", "warp", "mayhem", "web-slinging")
EARLIER = ("escape", "foretell", "spectacle", "disturb", "cleave", "blitz", "casualty", "bargain", "squad", "offspring")


@pytest.mark.parametrize("name", POST_2018 + EARLIER)
def test_the_keywords_after_mtgjson_v3_say_their_cases_are_hand_written_from_the_cr(name):
    """MTGJSON v3 ends in 2018-10: no ruling of the corpus names these keywords. Their cases say so (source), cite
    their rules, and all pass; the others are the corpus's general rulings about every additional cost
    (general_ruling_cases.py), each naming the card it is printed on."""
    from predicates.engine.declared.general_ruling_cases import GENERAL_CASES

    predicate = catalog.get(name)
    assert len(predicate.cases) >= (4 if name in POST_2018 else 1)
    for result in registry.run_cases(predicate):
        entry = result.as_dict()
        if any(result.case is case for case in GENERAL_CASES.get(name, ())):
            assert entry["card"] and entry["date"] and name not in entry["ruling"].lower()
            assert result.passed, (result.case.title, result.actual)
            continue
        assert result.passed, (result.case.title, result.actual)
        if entry["ruling"]:  # from a ruling read on Gatherer or Scryfall (later_ruling_cases.py)
            continue
        assert entry["rules"]
        assert entry["source"].startswith("hand-written from CR ") and "2018-10" in entry["source"]


def test_the_later_rulings_cases_name_their_card_date_and_page_and_say_they_are_outside_the_corpus():
    """Issue 25: the later keywords proven by WotC's rulings on their cards, read on Gatherer or Scryfall (the
    corpus, MTGJSON v3, ends in 2018-10). Each case names the card, the date and the page, its ruling is one of
    later_ruling_texts.py's, and the keyword's predicate declares that ruling."""
    from predicates.engine.declared import later_ruling_texts
    from predicates.engine.declared.later_ruling_cases import LATER_RULING_CASES, OUTSIDE_THE_CORPUS

    texts = {value for key, value in vars(later_ruling_texts).items() if key.isupper() and isinstance(value, str)}
    assert len(LATER_RULING_CASES["escape"]) >= 3
    for name, cases in LATER_RULING_CASES.items():
        predicate = catalog.get(name)
        for case in cases:
            assert case in predicate.cases and case.ruling in predicate.rulings
            assert case.ruling in texts and case.card and case.date
            url = later_ruling_texts.SOURCES[case.card, case.date]
            assert url.startswith(("https://scryfall.com/card/", "http://gatherer.wizards.com/"))
            entry = registry.run_case(case)
            assert entry.passed, (case.title, entry.actual)
            assert entry.source.startswith(f"the ruling of {case.date} printed on {case.card}, {url}")
            assert OUTSIDE_THE_CORPUS in entry.source


def test_the_zones_and_conditions_refuse_with_their_rules():
    """Issue 25 item 2: a way of casting from the wrong zone, or on a turn that doesn't meet its condition, is a
    case that the engine refuses, for every keyword that names one."""
    from predicates.engine.declared.zone_cases import ZONE_CASES

    refusing = {name for name, cases in ZONE_CASES.items() if any(isinstance(c.expected, Raises) for c in cases)}
    # The commander tax refuses no zone since 2026-12-02 (costs12): a commander cast from a hand pays no tax (903.8).
    assert {"madness", "flashback", "escape", "spectacle", "surge", "prowl", "fuse"} <= refusing
    for name in ZONE_CASES:
        titles = {c.title for c in catalog.get(name).cases}
        assert all(c.title in titles for c in ZONE_CASES[name])
