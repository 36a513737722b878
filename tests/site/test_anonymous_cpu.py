"""No anonymous request costs more than CPU_BOUND of CPU: the battery of tests/site/anonymous_cpu.py (long random
words, search syntax, unknown names and addresses, the farthest diffs) on the sample (issue 24, N5).

The sample's index is small, so this bounds what a request does per word and per page, not what the corpus costs:
`python -m tests.site.anonymous_cpu` on a copy of the corpus database gives those figures (docs/production.md).
"""

import gc

import pytest
from django.test import Client

from .anonymous_cpu import battery, run, versions, warm_up

pytestmark = pytest.mark.django_db

CPU_BOUND = 0.5  # seconds of one core, the goal


def test_the_battery_reaches_every_kind_of_request():
    labels = [label for label, _ in battery("2017-01-19", "2025-11-14")]
    assert any("499-letter" in label for label in labels)
    assert any(label.startswith("diff") for label in labels)
    assert len(labels) == len(set(labels))


@pytest.fixture(scope="module")
def measured(django_db_blocker):
    with django_db_blocker.unblock():
        assert all(versions())
        warm_up()
        try:
            return run(Client(), repeat=1)
        finally:
            gc.unfreeze()


def over_the_bound(results):
    return [(m.label, round(m.cpu, 3)) for m in results if m.cpu > CPU_BOUND]


def test_no_anonymous_request_is_a_server_error(measured):
    assert [m.label for m in measured if m.status >= 500] == []


def test_no_anonymous_request_but_search_costs_more_than_the_bound(measured):
    assert over_the_bound(m for m in measured if "search" not in m.label) == []


def test_no_anonymous_search_costs_more_than_the_bound(measured):
    assert over_the_bound(m for m in measured if "search" in m.label) == []
