"""finderlist.unnamed_family's fast path (sfast14): asked for each of the finder's ranked rules, it looks the rule's
section up in the unnamed set first and matches a keyword's number (KEYWORD_RULE) only for a rule of 701/702, where
main built a set of both and matched the regular expression on every rule. A guard of the same answers: every rule
number of today's CR (or a built list without the corpus), against main's definition, for unnamed sets of sections,
keywords and both, and boosts that take a family back. It passes on main too by design: the change keeps every answer,
and the guard fails if the fast path ever answers otherwise."""

import os
import re
from pathlib import Path

import pytest

from rules.rule_refs import is_under
from search.finderlist import unnamed_families_down, unnamed_family
from search.ruleexpansion import KEYWORD_RULE
from search.rulefinder import Ranked, weighed

UNNAMED = [
    set(),
    {"810"},
    {"702.19"},
    {"702.54", "810", "903", "701.21"},
    {"702.1", "702.19", "702.190"},  # a keyword's number that is another's prefix
    {"701", "702"},  # whole sections: every keyword rule by its section
    {"702.19", "702"},
]
BOOSTS = [{}, {"702.19": 3.0}, {"702": 2.0}, {"810.9": 2.0, "702.54a": 2.0}]


def main_unnamed_family(number, unnamed, boost):
    """main's definition (49c6cf3), word for word."""
    family = KEYWORD_RULE.match(number)
    families = {number[:3], family[0] if family else None}
    return bool(families & unnamed) and not any(is_under(number, base) for base in boost)


def _numbers():
    corpus = os.environ.get("MTG_CORPUS")
    files = sorted(Path(corpus, "cr").glob("*.txt")) if corpus else []
    if files:
        text = files[-1].read_text(encoding="utf-8", errors="replace")
        found = sorted(set(re.findall(r"^(\d{3}(?:\.\d+[a-z]?)?)\.?\s", text, re.M)))
        assert len(found) > 2000, "today's CR read whole"
        return found
    built = [f"{s}" for s in range(100, 1000)]
    built += [f"{s}.{n}" for s in (100, 701, 702, 703, 704, 810, 903) for n in range(1, 200)]
    return built + [f"{s}.{n}{c}" for s in (701, 702, 810) for n in (1, 9, 19, 54, 190) for c in "abck"]


NUMBERS = _numbers()


@pytest.mark.parametrize("unnamed", UNNAMED)
@pytest.mark.parametrize("boost", BOOSTS)
def test_unnamed_family_answers_as_main(unnamed, boost):
    for number in NUMBERS:
        assert unnamed_family(number, unnamed, boost) == main_unnamed_family(number, unnamed, boost), number


def test_odd_numbers_as_main():
    odd = ["70", "701", "702.", "702.x", "7021", "702.19", "702.190a", "", "701.21b"]
    for unnamed in UNNAMED:
        for number in odd:
            assert unnamed_family(number, unnamed, {}) == main_unnamed_family(number, unnamed, {}), number


def test_unnamed_families_down_weighs_as_main():
    ranked = [Ranked(n, 1.0 / (i + 1)) for i, n in enumerate(NUMBERS[::7])]
    for unnamed in UNNAMED:
        expected = weighed(ranked, lambda n, u=unnamed: 0.5 if main_unnamed_family(n, u, {"702.19": 3.0}) else 1.0)
        assert unnamed_families_down(ranked, unnamed, {"702.19": 3.0}, 0.5) == expected
