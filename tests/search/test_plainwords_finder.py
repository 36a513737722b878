"""The rule finder reads each paragraph's players' words (rules/plainwords/) beside its text: a question in a
player's words finds the paragraph whose asks have them, though its text has none of them."""

import pytest

from rules import plainwords
from rules.models import CRVersion
from search import rulefinder

from .conftest import NEW


def first_for(question):
    finder = rulefinder.RuleFinder(rulefinder.build(CRVersion.objects.get(effective_date=NEW)))
    return [r.number for r in finder.rank(finder.query_terms(question), limit=3) if r.score > 0]


@pytest.mark.parametrize("weight", [0.0, rulefinder.WEIGHTS["asked"]])
def test_a_paragraph_is_found_by_its_asks(world, tmp_path, monkeypatch, weight):
    (tmp_path / "702.toml").write_text(
        f'cr = "{NEW.isoformat()}"\n[asks]\n"702.125a" = ["Can my commander bring a friend along?"]\n'
    )
    monkeypatch.setattr(plainwords, "DIRECTORY", tmp_path)
    monkeypatch.setitem(rulefinder.WEIGHTS, "asked", weight)
    found = first_for("commander bring a friend")
    # 702.125a (Partner) says "deck construction": without its asks, no word of the question is in it.
    assert (found[:1] == ["702.125a"]) is (weight > 0)
