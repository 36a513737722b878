"""What each predicate encodes: its rules, its rulings, and the cases that prove it.

A predicate declares each rule number with the CR version whose numbering it
uses (the Django side follows it through lineage to today's number), the
rulings it encodes by their English text, and executable cases. A case taken
from a ruling names that ruling's text; a case reasoned from the CR alone
names no ruling and says which rules it rests on, in the predicate's numbering.
"""

from collections.abc import Callable
from dataclasses import dataclass, field

from .errors import STEP_NUMBERING, RuleError


@dataclass(frozen=True)
class RuleRef:
    number: str
    cr: str = STEP_NUMBERING  # effective date of the CR version whose numbering this is
    note: str = ""


def cited(rule: str, cr: str) -> str:
    """How an error or a case names a rule: its number, with its CR when that isn't the step numbering."""
    return rule if cr == STEP_NUMBERING else f"{rule} (CR {cr})"


@dataclass(frozen=True)
class Raises:
    """The expected outcome of a case is a RuleError citing this rule, in the numbering of the CR of cr."""

    rule: str
    cr: str = STEP_NUMBERING

    def __str__(self) -> str:
        return f"RuleError citing {cited(self.rule, self.cr)}"


@dataclass(frozen=True)
class Case:
    title: str
    run: Callable[[], object]  # returns the actual outcome
    expected: object
    ruling: str = ""  # the English text of the ruling the case comes from
    rules: tuple = ()  # for a case reasoned from the CR: the rules it rests on, in its predicate's numbering
    card: str = ""  # the card whose ruling it is, when the ruling was printed on a card
    date: str = ""  # the ruling's date, as the source prints it
    # Where a case comes from when neither a ruling nor a worked example does: "hand-written from CR 702.180a",
    # said on the pages and in the JSON (the keywords printed after MTGJSON v3's last set have no ruling here).
    source: str = ""


@dataclass(frozen=True)
class CaseResult:
    case: Case
    passed: bool
    actual: str

    @property
    def source(self) -> str:
        case = self.case
        if case.source:
            return case.source
        if case.ruling and case.card:
            return f"the ruling of {case.date} printed on {case.card} (MTGJSON v3)"
        if case.ruling:
            return "a seed page's ruling"
        return f"reasoned from the CR ({', '.join(case.rules)})" if case.rules else "reasoned from the CR"

    def as_dict(self) -> dict[str, object]:
        return {
            "title": self.case.title,
            "source": self.source,
            "source_note": self.case.source or None,
            "ruling": self.case.ruling or None,
            "card": self.case.card or None,
            "date": self.case.date or None,
            "rules": list(self.case.rules),
            "expected": str(self.case.expected),
            "actual": self.actual,
            "passed": self.passed,
        }


@dataclass(frozen=True)
class Predicate:
    name: str
    title: str
    module: object  # the module whose docstring is the commentary
    rules: tuple
    rulings: tuple  # English texts
    cases: tuple = ()
    # For evaluable predicates: situation dict -> result dict (raises RuleError).
    evaluate: object = None
    fields: tuple = field(default=())
    # The CR whose numbering the cases' rules use (the errors carry their own).
    numbering: str = STEP_NUMBERING
    # The commentary when it isn't the module's docstring (several keywords declared in one module).
    commentary: str = ""

    @property
    def doc(self) -> str:
        return (self.commentary or self.module.__doc__ or "").strip()

    def cases_for(self, ruling: str) -> list[Case]:
        return [c for c in self.cases if c.ruling == ruling]


def run_case(case: Case) -> CaseResult:
    try:
        actual = case.run()
    except RuleError as error:
        actual = f"RuleError citing {cited(str(error.rule), error.cr)}: {error.message}"
        if isinstance(case.expected, Raises):
            # The same number in another CR can be another rule: both must match.
            return CaseResult(case, (error.rule, error.cr) == (case.expected.rule, case.expected.cr), actual)
        return CaseResult(case, False, actual)
    except Exception as error:  # a broken case is a failed case, reported, never a crash
        return CaseResult(case, False, f"{type(error).__name__}: {error}")
    return CaseResult(case, not isinstance(case.expected, Raises) and actual == case.expected, repr(actual))


def run_cases(predicate: Predicate) -> list[CaseResult]:
    return [run_case(case) for case in predicate.cases]


def summary(predicate: Predicate) -> dict[str, int]:
    """How many of a predicate's cases pass and fail: {"cases_passed": n, "cases_failed": m}."""
    results = run_cases(predicate)
    passed = sum(r.passed for r in results)
    return {"cases_passed": passed, "cases_failed": len(results) - passed}
