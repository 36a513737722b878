"""A value read once per finder and CR date, read again for another date, freed with its finder
(search/finder_cache.py)."""

import gc
import weakref

from search.finder_cache import FinderCache


class Finder:
    pass


class Read:
    pass


def _reader(cache, built):
    def read(finder, current):
        value = cache.get(finder, current)
        if value is None:
            built.append(current)  # not the finder: held here, it would never be freed
            value = cache.put(finder, Read(), current)
        return value

    return read


def test_read_once_per_finder_and_date_again_for_another_date():
    built = []
    read = _reader(FinderCache(), built)
    one, two = Finder(), Finder()
    first = read(one, "2025-04-04")
    assert read(one, "2025-04-04") is first
    assert read(two, "2025-04-04") is not first
    assert len(built) == 2
    later = read(one, "2025-06-13")
    assert later is not first
    assert read(one, "2025-06-13") is later
    assert read(one, "2025-04-04") is not first  # one date kept per finder: the old one is read again
    assert len(built) == 4


def test_without_a_date():
    cache = FinderCache()
    finder = Finder()
    assert cache.get(finder) is None
    value = cache.put(finder, {})
    assert cache.get(finder) is value
    assert cache.get(finder, "2025-04-04") is None


def test_freed_with_its_finder():
    read = _reader(FinderCache(), [])
    finder = Finder()
    value = weakref.ref(read(finder, "2025-04-04"))
    assert value() is not None
    del finder
    gc.collect()
    assert value() is None
