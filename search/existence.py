"""Whether a query matches any document, reading as little as that takes (DocSets.exists).

The scoring words of an OR group are only its alternatives some document holds (running.scoring_terms): a judge's
jargon expands into tens of ways of saying a thing, and asking each whether it exists read every one's postings
whole — a tenth of the slowest questions' processor time (sfast7's profile), for alternatives nothing else reads
(an AND stops reading its parts once no document is left; a widened question's parts are counted, not matched).
A term's count in the index answers without reading it when no segment has deleted documents (the count then
counts only live ones); a word the index does not know has none either way.
"""

from whoosh import query as wq

# Off: every query's documents read to tell whether it has any, as before sfast7 (the same answers; its A/B).
BY_COUNT = True


def exists(docsets, q):
    """Whether any document matches q: a term by its count, an OR by its first alternative that exists, a phrase
    stopping at the first document that holds it, anything else by its documents."""
    if not BY_COUNT and not isinstance(q, wq.Phrase):
        return bool(docsets.of(q))
    if isinstance(q, wq.Term):
        return term_exists(docsets, q.fieldname, q.text)
    if isinstance(q, (wq.Or, wq.DisjunctionMax)) and not isinstance(q, wq.Ordered):
        return any(exists(docsets, sub) for sub in q.subqueries)
    if isinstance(q, wq.Phrase) and docsets._has_positions(q.fieldname):
        known = docsets._known(q)
        if known is not None:
            return bool(known)
        return bool(docsets.phrase(q.fieldname, q.words, q.slop, first=True))
    return bool(docsets.of(q))


def term_exists(docsets, fieldname, text):
    """Whether a term has a live document. Read already: its documents; else the index's count, exact when no
    segment deletes any (a deleted document stays counted until a merge); else its documents read."""
    entry = docsets.terms.items.get((fieldname, text))
    if entry is not None:
        return bool(entry[0][0])
    if not docsets.frequency(fieldname, text):
        return False
    if not _has_deletions(docsets):
        return True
    return bool(docsets.term(fieldname, text))


def _has_deletions(docsets):
    """Whether a segment of the searcher's reader has deleted documents, asked once per DocSets (a reader's
    segments never change)."""
    found = getattr(docsets, "_deletions", None)
    if found is None:
        found = docsets._deletions = bool(docsets.reader.has_deletions())
    return found
