"""The tests' stand-ins (standins.py) are the real classes' objects: an attribute the real class gains is the
stand-in's too, or this test says which one the stand-in lacks (shouse2)."""

import pytest

from search.jargon import Understanding
from search.planning import Plan
from search.request import SearchRequest
from search.rulefinder import RuleFinder
from search.searchers import Searchers

from . import standins


def test_the_searchers_stand_in_sets_every_attribute_the_real_init_sets():
    assert standins.searchers_attributes() == set(standins._empty_searchers())


def test_each_stand_in_is_of_the_real_class():
    assert isinstance(standins.finder(), RuleFinder)
    assert isinstance(standins.searchers(), Searchers)
    assert isinstance(standins.understanding("x"), Understanding)
    assert isinstance(standins.request("x"), SearchRequest)
    assert isinstance(standins.plan(), Plan)


def test_a_stand_in_takes_no_attribute_the_real_class_lacks():
    with pytest.raises(AttributeError):
        standins.finder(no_such_attribute=1)
    with pytest.raises(AttributeError):
        standins.searchers(no_such_attribute=1)


def test_a_plan_reads_its_searcher_and_today_from_its_searchers():
    searcher = object()
    plan = standins.plan(searcher=searcher, current_version="2025-11-14")
    assert plan.searcher is searcher and plan.current_version == "2025-11-14"
