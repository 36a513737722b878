"""Today's rules' document numbers in a searcher, looked up once per searcher and CR date.

hybrid.fuse fetches every rule the finder ranks that the index's page lacks: each was a `document_number(id=…)`,
a term's postings read in the `id` field (about 8 a question, 3 % of a median question's time), asked again by
every question although the answer depends on the index alone. The 3,264 rules of the finder are looked up together
the first time (0.1 s, once per searcher, as DocSets reads the kinds' sets once): a searcher is a snapshot of the
index, so its numbers never change, and a new index or an editor's save makes a new searcher, looked up anew.
"""

import weakref
from datetime import date

from .documents import rule_doc_id

# {searcher: (current, finder, {rule number: docnum or None})}: kept beside the searcher without holding it (a
# refreshed index's old searcher is freed with its map).
_kept = weakref.WeakKeyDictionary()


def rule_docnum(searcher, current, number, finder=None):
    """The document number of today's rule `number` (the CR of ISO date `current`) in searcher, or None when the
    index has none: document_number(id=…)'s answer. finder: the rule finder whose numbers are looked up together;
    a number it lacks (or no finder) is looked up alone, as before."""
    found = _numbers(searcher, current, finder)
    if found is not None and number in found:
        return found[number]
    return searcher.document_number(id=rule_doc_id(date.fromisoformat(current), number))


def _numbers(searcher, current, finder):
    if finder is None or current is None:
        return None
    try:
        kept = _kept.get(searcher)
    except TypeError:
        return None  # a stand-in that cannot be weakly referenced (a test's namespace): looked up alone
    if kept is not None and kept[0] == current and kept[1] is finder:
        return kept[2]
    day = date.fromisoformat(current)
    found = {number: searcher.document_number(id=rule_doc_id(day, number)) for number in finder.numbers}
    _kept[searcher] = (current, finder, found)
    return found
