"""What a search module reads once per rule finder (or other object of an index) and CR date: kept beside the
object without holding it, so a new index, whose finder is a new object, reads it again and the old one is freed."""

import weakref


class FinderCache:
    """{owner: (current, value)}: value is what was read for owner (a RuleFinder, a CardNames) and current (the ISO
    date of the CR it was read for, or None when it depends on owner alone). A value is never None."""

    def __init__(self):
        self._kept = weakref.WeakKeyDictionary()

    def get(self, owner, current=None):
        """The value put for owner and current, or None: none put yet, or put for another date."""
        kept = self._kept.get(owner)
        return kept[1] if kept is not None and kept[0] == current else None

    def put(self, owner, value, current=None):
        """Keeps value for owner and current (the value of another date is dropped) and returns it."""
        self._kept[owner] = current, value
        return value
