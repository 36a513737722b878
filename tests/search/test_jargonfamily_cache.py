"""jargonfamily.family_of keeps a finder's families with the finder (search/finder_cache.py): keyed by the finder's
id, a new index's finder given a freed one's id read that finder's families, and the table grew with every index."""

import gc

from search import jargonfamily
from tests.search import standins


def _finder(section):
    ranked = [standins.ranked(f"{section}.1{letter}")[0] for letter in "abc"]
    return standins.finder(rank=lambda words, limit: ranked[:limit])


def test_each_finder_reads_its_own_family_even_at_a_freed_finders_address():
    words = {"attack": 1.0}
    for section in ("508", "509", "510", "511", "506", "507"):
        finder = _finder(section)
        assert jargonfamily.family_of(finder, words) == section
        del finder
        gc.collect()  # the next finder is often made at the freed one's address
