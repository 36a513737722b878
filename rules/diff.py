"""Word-level diff of two texts, and the comparison of two CR versions.

Pure Python (no Django): the history and diff pages, the editors' view of an
outdated translation and the tests call these with plain strings and records.
"""

import difflib
import re
from dataclasses import dataclass, field
from functools import cached_property

from rules import lineage

# Words (a rule number such as 702.126a or "don't" stays one word) and single
# punctuation marks, each with the spaces after it: a changed comma does not
# repaint a word, and half as many tokens keep long paragraphs quick to compare.
_TOKEN = re.compile(r"\s+|\w+(?:[.'’]\w+)*\s*|[^\w\s]\s*")

EQUAL, INSERT, DELETE = "equal", "insert", "delete"
REMOVED = "removed"
# A rule whose words went on into several rules (712.7 on 2023-04-14), or into one that continues another.
SPLIT = "split"
MERGED = "merged"


def tokens(text):
    return _TOKEN.findall(text or "")


def word_diff(old, new):
    """[(op, text)] turning old into new, op in equal/insert/delete, adjacent ops merged.

    A long text is compared by sentences first, then by the items of a list (", ") within the sentences that
    differ, then word by word within those: a long rule whose one cross-reference changed costs the word matcher
    one sentence, and the list of creature types (205.3m) one item per change, not the whole text against itself
    (the farthest comparison of two versions, a thousand such rules, was most of a request's CPU; issue 24)."""
    if old == new:  # a rule only renumbered: most of a long comparison's rules
        return [(EQUAL, old)] if old else []
    ops = []

    def add(op, text):
        if not text:
            return
        if ops and ops[-1][0] == op:
            ops[-1] = (op, ops[-1][1] + text)
        else:
            ops.append((op, text))

    _text_ops(old, new, add)
    return _absorb_lone_spaces(ops)


# A sentence or a line with the spaces after it, then an item of a list; a full stop inside a word or a number
# (e.g., 702.126a) or a comma inside a number is not an end. Each ends where a token ends, so the tokens of a run
# of pieces are the text's own.
_PIECES = (re.compile(r"[^\n]*?(?:[.!?:;]\s+|\n\s*|\Z)"), re.compile(r"(?:[^,\n]|,(?!\s))*?(?:,\s+|\n\s*|\Z)"))
# Shorter texts go to the word matcher whole, as they always did: it is cheap there.
_LONG = 200


def _text_ops(old, new, add, level=0):
    if old == new:
        add(EQUAL, old)
        return
    if level < len(_PIECES) and min(len(old), len(new)) > _LONG:
        pa = [piece for piece in _PIECES[level].findall(old) if piece]
        pb = [piece for piece in _PIECES[level].findall(new) if piece]
        if len(pa) < 3 or len(pb) < 3 or "".join(pa) != old or "".join(pb) != new:  # (the pieces cover the text)
            _text_ops(old, new, add, level + 1)
            return
        for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, pa, pb, autojunk=False).get_opcodes():
            if tag == "equal":
                add(EQUAL, "".join(pa[i1:i2]))
            else:
                _text_ops("".join(pa[i1:i2]), "".join(pb[j1:j2]), add, level + 1)
        return
    _token_ops(tokens(old), tokens(new), add)


def _token_ops(a, b, add):
    """The word-level ops of two token lists, through add(op, text)."""
    # Tokens are compared without their trailing spaces ("cost" before a full stop
    # is the word "cost"); a change of spacing alone comes out as its own ops.
    ka, kb = [t.rstrip() for t in a], [t.rstrip() for t in b]

    def same(i1, i2, j1):
        old_run, new_run = a[i1:i2], b[j1 : j1 + i2 - i1]
        if old_run == new_run:  # the usual case, spaces alike too: one op, not one per word
            add(EQUAL, "".join(old_run))
            return
        for x, y, key in zip(old_run, new_run, ka[i1:i2], strict=False):
            add(EQUAL, key)
            if x[len(key) :] == y[len(key) :]:
                add(EQUAL, x[len(key) :])
            else:
                add(DELETE, x[len(key) :])
                add(INSERT, y[len(key) :])

    # The common head and tail are cut off first: a long list (205.3m, the creature
    # types) that gained one word would otherwise cost the matcher a quadratic search.
    head = 0
    while head < min(len(a), len(b)) and ka[head] == kb[head]:
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and ka[-1 - tail] == kb[-1 - tail]:
        tail += 1
    same(0, head, 0)
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(
        None, ka[head : len(a) - tail], kb[head : len(b) - tail], autojunk=False
    ).get_opcodes():
        i1, i2, j1, j2 = i1 + head, i2 + head, j1 + head, j2 + head
        if tag == "equal":
            same(i1, i2, j1)
        else:
            add(DELETE, "".join(a[i1:i2]))
            add(INSERT, "".join(b[j1:j2]))
    same(len(a) - tail, len(a), len(b) - tail)


def _absorb_lone_spaces(ops):
    # "del A / equal ' ' / del B" reads better as one deleted "A B" (and the same for inserts).
    out = []
    for op in ops:
        if len(out) >= 2 and op[0] != EQUAL and out[-1][0] == EQUAL and out[-1][1].isspace() and out[-2][0] == op[0]:
            space = out.pop()
            out[-1] = (op[0], out[-1][1] + space[1] + op[1])
        elif out and out[-1][0] == op[0]:
            out[-1] = (op[0], out[-1][1] + op[1])
        else:
            out.append(op)
    return out


def normalized(text):
    return " ".join((text or "").split())


@dataclass(frozen=True)
class Para:
    """One paragraph of one version, as the version diff needs it."""

    number: str
    text: str = ""
    title: str = ""
    examples: tuple = ()
    lineage: int | None = None

    @cached_property  # read several times per paragraph by a comparison of two versions
    def body(self):
        return lineage.body(self)


@dataclass
class Change:
    """One rule's change between two versions; kind is one of the importer's labels (rules.lineage)."""

    old: Para | None
    new: Para | None
    kind: str
    into: tuple = ()  # split / merged: the paragraphs of the newer version that carry its words on

    @property
    def renamed_from(self):
        """The old title when a titled rule kept its lineage under another title (308 Tribals -> Kindreds)."""
        if self.old is None or self.new is None or not self.old.title or not self.new.title:
            return ""
        return self.old.title if lineage.cr_plain(self.old.title) != lineage.cr_plain(self.new.title) else ""

    @property
    def moved(self):
        return self.kind in (lineage.RENUMBERED, lineage.RENUMBERED_EDITED)

    @property
    def edited(self):
        return self.kind in (lineage.EDITED, lineage.RENUMBERED_EDITED)

    @property
    def wording_differs(self):
        """True when the printed text differs although the change says it does not
        (typography, or cross-references that follow a renumbering)."""
        return self.old is not None and self.new is not None and not self.edited and self.old.body != self.new.body

    def words(self):
        return word_diff(self.old.body if self.old else "", self.new.body if self.new else "")


# The kinds in the order pages and the API list them.
KINDS = (
    lineage.ADDED,
    REMOVED,
    SPLIT,
    MERGED,
    lineage.EDITED,
    lineage.RENUMBERED,
    lineage.RENUMBERED_EDITED,
    lineage.UNCHANGED,
)


@dataclass
class VersionDiff:
    changes: dict = field(default_factory=lambda: {kind: [] for kind in KINDS})

    @property
    def counts(self):
        return {kind: len(items) for kind, items in self.changes.items()}

    @property
    def retouched(self):
        """Unchanged rules whose printed text still differs: typography or renumbered cross-references."""
        return [c for c in self.changes[lineage.UNCHANGED] if c.wording_differs]

    def listed(self):
        """Every change but the unchanged ones, in KINDS order."""
        return [c for kind in KINDS if kind != lineage.UNCHANGED for c in self.changes[kind]]


def _key(para, taken):
    key = ("lineage", para.lineage) if para.lineage is not None else ("number", para.number)
    if key in taken:  # a lineage seen twice in one version: fall back to the number
        key = ("number", para.number)
    taken.add(key)
    return key


def version_diff(old_paras, new_paras, parts=()):
    """Compare two versions given as Para lists in reading order.

    Paragraphs are paired through their lineage (the importer's identity of a
    rule across versions), or by number when they have none, and labelled by
    the importer's own rule (lineage.change_of), so two adjacent versions get
    exactly the labels stored at import.

    parts: (source lineage, target lineage) of the rules.models.RulePart rows between the two versions. An old
    paragraph whose words went on into new paragraphs that do not continue it is split (several, or one beside
    its own continuation) or merged (one) instead of removed, and a new paragraph made only of such words is
    listed with it instead of as added.
    """
    old_keys, new_keys = set(), set()
    old_by_key = {_key(p, old_keys): p for p in old_paras}
    new_by_key = {_key(p, new_keys): p for p in new_paras}
    number_map = {old.number: new_by_key[k].number for k, old in old_by_key.items() if k in new_by_key}
    into = {}  # old key -> [new keys that carry its words on]
    for source, target in parts:
        old_key, new_key = ("lineage", source), ("lineage", target)
        if old_key in old_by_key and new_key in new_by_key and old_key != new_key:
            into.setdefault(old_key, [])
            if new_key not in into[old_key]:
                into[old_key].append(new_key)
    shown_with_a_split = {k for keys in into.values() for k in keys if k not in old_by_key}
    result = VersionDiff()
    for key, new in new_by_key.items():
        old = old_by_key.get(key)
        kind = lineage.change_of(old, new, number_map)
        if kind == lineage.ADDED and key in shown_with_a_split:
            continue
        result.changes[kind].append(Change(old, new, kind))
    for key, old in old_by_key.items():
        targets = [new_by_key[k] for k in into.get(key, ())]
        if key in new_by_key:
            if targets:  # it goes on, and some of its words went into other rules
                result.changes[SPLIT].append(Change(old, None, SPLIT, into=(new_by_key[key], *targets)))
        elif len(targets) > 1:
            result.changes[SPLIT].append(Change(old, None, SPLIT, into=tuple(targets)))
        elif targets:
            result.changes[MERGED].append(Change(old, None, MERGED, into=tuple(targets)))
        else:
            result.changes[REMOVED].append(Change(old, None, REMOVED))
    return result
