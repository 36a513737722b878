"""Match the paragraphs of one CR version to those of the next (pure Python).

The method follows Academy Ruins' rule trace, in passes over the paragraphs
still unmatched:

1. same number, same title and text: unchanged;
2. identical title and text once rule numbers are masked, so a rule that only
   moved (and whose cross-references moved with it) is found again;
3. titled rules (keywords such as 702.x "Improvise") by title;
4. children follow their parents: the unmatched children of a matched pair
   are paired by text similarity;
5. the best difflib similarity above a threshold among what is left, same
   kind only; then children follow again;
6. what is still left, a numbered rule against a lettered subrule (the Magic
   2010 renumbering made many rules subrules and back; 2019-08-23 made 716.2
   and 716.3 into 716.1f and 716.1e), at a stricter threshold;
7. parents follow their children: a heading whose title changed (308
   "Tribals" -> "Kindreds", 716 "Ending the Turn" -> "Ending Turns and
   Phases") is the heading whose rules its rules continue, a rename.

A paragraph is anything with ``number``, ``kind``, ``title``, ``text``,
``examples`` and ``parent`` (the parent's number) attributes: the parser's
dataclasses or RuleParagraph rows.

Texts are compared after `rules.typography.cr_plain`: curly or straight
quotes (or the "?" of a file that lost them), dashes, no-break spaces and
™/® are not a rules change.
"""

from difflib import SequenceMatcher

from rules.parts import content_words, masked, parts
from rules.rule_refs import replace_any_rule_numbers, replace_rule_numbers
from rules.typography import cr_plain

ADDED = "added"
UNCHANGED = "unchanged"
EDITED = "edited"
RENUMBERED = "renumbered"
RENUMBERED_EDITED = "renumbered_edited"

# Similarity needed to call two otherwise unrelated paragraphs the same rule.
THRESHOLD = 0.5
# Between children of two paragraphs already known to be the same rule, less is enough.
CHILD_THRESHOLD = 0.35
# A rule against a subrule (another kind): only near-identical words.
CROSS_KIND_THRESHOLD = 0.7
# A rule rewritten in its place: this much of its content words in the new rule, that much more than elsewhere.
REWRITTEN_CONTAINMENT = 0.6
REWRITTEN_MARGIN = 0.2
REWRITTEN_MIN_WORDS = 3


def content(paragraph):
    return (cr_plain(paragraph.title), cr_plain(paragraph.text))


def body(paragraph):
    """Everything a reader sees of a paragraph: title, text and examples, one per line."""
    parts = [paragraph.title, paragraph.text, *(f"Example: {e}" for e in paragraph.examples or ())]
    return "\n".join(part for part in parts if part)


def match_versions(old, new, *, threshold=THRESHOLD):
    """Pair paragraphs of two consecutive versions.

    old, new: sequences of paragraphs in file order. Returns a dict
    {index in new: index in old} for every new paragraph that continues an old one.
    """
    matcher = _Matcher(old, new, threshold)
    matcher.run()
    return matcher.pairs


def change_of(old_paragraph, new_paragraph, number_map=None):
    """How new_paragraph differs from old_paragraph (None: it is new).

    The one definition of a change, used by the importer, the history and
    the diff: title, text and examples are compared after typography is
    normalised, and cross-references to renumbered rules do not count as an
    edit (number_map maps old numbers to new ones and is applied to the old
    text first).
    """
    if old_paragraph is None:
        return ADDED
    new_body = cr_plain(body(new_paragraph))
    old_body = body(old_paragraph)
    same_text = cr_plain(old_body) == new_body
    if not same_text and number_map:
        same_text = cr_plain(replace_rule_numbers(old_body, number_map)) == new_body
        if not same_text:
            # "See 719" or "(See rule 708.)" in the old text, for a rule now numbered 718 or 709.
            same_text = cr_plain(replace_any_rule_numbers(old_body, number_map)) == new_body
    if old_paragraph.number == new_paragraph.number:
        return UNCHANGED if same_text else EDITED
    return RENUMBERED if same_text else RENUMBERED_EDITED


def changes(old, new, pairs):
    """The change of every new paragraph, given pairs {index in new: index in old}: a list parallel to new."""
    number_map = {old[o].number: new[n].number for n, o in pairs.items()}
    return [change_of(old[pairs[n]] if n in pairs else None, paragraph, number_map) for n, paragraph in enumerate(new)]


def label_for(paragraph, words=8):
    """A lineage's label: the rule's title, or the first words of its text."""
    if paragraph.title:
        return paragraph.title[:200]
    parts = paragraph.text.split()
    label = " ".join(parts[:words])
    if len(parts) > words:
        label += "…"
    return label[:200]


def similarity(a, b):
    """The similarity used for matching: difflib's ratio over the words of two texts."""
    return SequenceMatcher(None, masked(a).split(), masked(b).split(), autojunk=False).ratio()


class _Matcher:
    def __init__(self, old, new, threshold):
        self.old = old
        self.new = new
        self.threshold = threshold
        self.pairs = {}  # new index -> old index
        self.taken = set()  # old indexes already paired
        self.old_by_number = {p.number: i for i, p in enumerate(old)}
        self.old_children = _children(old)
        self.new_children = _children(new)
        self.new_by_number = {p.number: i for i, p in enumerate(new)}
        self._words = {}

    def pair(self, n, o):
        self.pairs[n] = o
        self.taken.add(o)

    def free_new(self):
        return [n for n in range(len(self.new)) if n not in self.pairs]

    def free_old(self):
        return [o for o in range(len(self.old)) if o not in self.taken]

    def run(self):
        self.same_number_same_text()
        self.same_masked_text()
        self.same_title()
        self.children_follow()
        self.best_similarity()
        self.children_follow()
        self.across_kinds()
        self.children_follow()
        self.parents_follow()
        self.sentences_follow()
        self.rewritten_in_place()

    def same_number_same_text(self):
        # Each paragraph's key once: this pass reads every paragraph of both versions (a fifth of the matching).
        old_keys = [_key(p) for p in self.old]
        new_keys = [_key(p) for p in self.new]
        old_counts = _counts(old_keys)
        new_counts = _counts(new_keys)
        # In file order, so a parent is decided before its children.
        for n, paragraph in enumerate(self.new):
            o = self.old_by_number.get(paragraph.number)
            key = new_keys[n]
            if o is None or old_keys[o] != key:
                continue
            if old_counts[key] == 1 and new_counts[key] == 1:
                self.pair(n, o)
                continue
            # A text printed several times ("... are redundant.") keeps its number only
            # if its parent did too; otherwise the later passes decide by parent.
            parent_o = self._paired_parent(n)
            if paragraph.parent is None or (parent_o is not None and self.old[parent_o].number == self.old[o].parent):
                self.pair(n, o)

    def same_masked_text(self):
        groups = {}
        for o in self.free_old():
            p = self.old[o]
            groups.setdefault((p.kind, cr_plain(p.title), masked(p.text)), ([], []))[0].append(o)
        for n in self.free_new():
            p = self.new[n]
            key = (p.kind, cr_plain(p.title), masked(p.text))
            if key in groups:
                groups[key][1].append(n)
        for olds, news in groups.values():
            if len(olds) == 1 and len(news) == 1:
                self.pair(news[0], olds[0])
        # Identical texts printed several times ("Multiple instances ... are redundant."): pair
        # those whose parents are paired with each other; the later passes place the rest.
        for olds, news in groups.values():
            if not olds or not news or (len(olds) == 1 and len(news) == 1):
                continue
            for n in news:
                parent_o = self._paired_parent(n)
                if parent_o is None:
                    continue
                o = next(
                    (o for o in olds if o not in self.taken and self.old[o].parent == self.old[parent_o].number), None
                )
                if o is not None:
                    self.pair(n, o)

    def _paired_parent(self, n):
        parent = self.new[n].parent
        pn = self.new_by_number.get(parent) if parent else None
        return self.pairs.get(pn) if pn is not None else None

    def same_title(self):
        by_title = {}
        for o in self.free_old():
            p = self.old[o]
            if p.title:
                by_title.setdefault((p.kind, cr_plain(p.title).casefold()), []).append(o)
        for n in self.free_new():
            p = self.new[n]
            olds = by_title.get((p.kind, cr_plain(p.title).casefold())) if p.title else None
            if olds and len(olds) == 1 and olds[0] not in self.taken:
                self.pair(n, olds[0])

    def children_follow(self):
        # Parents come before their children in file order, so one pass in order
        # reaches grandchildren through children matched on the way.
        for n in range(len(self.new)):
            o = self.pairs.get(n)
            if o is None:
                continue
            new_kids = [k for k in self.new_children.get(self.new[n].number, ()) if k not in self.pairs]
            old_kids = [k for k in self.old_children.get(self.old[o].number, ()) if k not in self.taken]
            if new_kids and old_kids:
                self._greedy(old_kids, new_kids, CHILD_THRESHOLD)

    def best_similarity(self):
        olds_by_kind = {}
        for o in self.free_old():
            olds_by_kind.setdefault(self.old[o].kind, []).append(o)
        news_by_kind = {}
        for n in self.free_new():
            news_by_kind.setdefault(self.new[n].kind, []).append(n)
        for kind, news in news_by_kind.items():
            olds = olds_by_kind.get(kind)
            if olds:
                self._greedy(olds, news, self.threshold)

    def across_kinds(self):
        numbered = (RULE_KIND, SUBRULE_KIND)
        olds = [o for o in self.free_old() if self.old[o].kind in numbered and "." in self.old[o].number]
        news = [n for n in self.free_new() if self.new[n].kind in numbered and "." in self.new[n].number]
        if olds and news:
            self._greedy(olds, news, CROSS_KIND_THRESHOLD)

    def parents_follow(self):
        """A free paragraph with subrules (or rules) takes the free old one of the same kind most of whose
        descendants its own continue: a heading renamed, a rule rewritten around subrules that stayed."""
        votes = {}  # (new heading number, old heading number) -> pairs of descendants
        paired = {}  # new heading number -> its descendants that continue an old paragraph
        for n, o in self.pairs.items():
            old_heads = _ancestors(self.old[o])
            for new_head in _ancestors(self.new[n]):
                paired[new_head] = paired.get(new_head, 0) + 1
                for old_head in old_heads:
                    votes[(new_head, old_head)] = votes.get((new_head, old_head), 0) + 1
        by_new_head = {}  # new heading number -> {old heading number: votes}
        for (new_head, old_head), count in votes.items():
            by_new_head.setdefault(new_head, {})[old_head] = count
        old_index = {p.number: o for o, p in enumerate(self.old)}

        def best_free(p):
            """(votes, index) of the free old paragraph of p's kind that p's descendants vote for most."""
            found = [
                (count, old_index[head])
                for head, count in by_new_head.get(p.number, {}).items()
                if old_index.get(head) is not None
                and old_index[head] not in self.taken
                and self.old[old_index[head]].kind == p.kind
            ]
            return max(found, default=(0, None))

        # Deepest headings first ("702.9" before "702" before "7"): a rule's pairs decide before its section's.
        for n in sorted(self.free_new(), key=lambda n: -len(self.new[n].number)):
            p = self.new[n]
            if not paired.get(p.number):
                continue
            best, o = best_free(p)
            # Two rules at least: one shared boilerplate subrule ("Multiple instances of snow-covered are
            # redundant", then "... of vigilance ...", 502.14d -> 502.14c in 2004-10) is no rename.
            if best >= 2 and best * 2 > paired[p.number]:
                self.pair(n, o)
        # A rule paired by its words with one whose subrules none of its own continue, while another old
        # rule, left over, holds the subrules it does continue, is that other rule: 712.11 of 2023-04-14
        # continues 712.7 (its 712.11c/d are 712.7a/b), not the meld rule 713.8 that reads much like it.
        for n, o in list(self.pairs.items()):
            p = self.new[n]
            if not paired.get(p.number) or votes.get((p.number, self.old[o].number)):
                continue
            best, f = best_free(p)
            if best >= 2 and best * 2 > paired[p.number]:
                self.taken.discard(o)
                self.pair(n, f)

    def sentences_follow(self):
        """A rule left over whose sentences went into just one new rule, itself left over, is that rule
        (rewritten around them: 101.4b of May 2009 is 103.4c of July 2009)."""
        found = parts(self.old, self.new, self.pairs, clauses=False)
        targets, sources = {}, {}
        for o, n in found:
            targets.setdefault(o, []).append(n)
            sources.setdefault(n, []).append(o)
        for o, ns in targets.items():
            n = ns[0]
            if (
                len(ns) == 1
                and sources[n] == [o]
                and n not in self.pairs
                and o not in self.taken
                and self.old[o].kind == self.new[n].kind
            ):
                self.pair(n, o)

    def rewritten_in_place(self):
        """A rule left over, rewritten where it stood: a free new paragraph of its kind under its parent's
        continuation, between the continuations of its nearest neighbours, holding most of its content words, and
        clearly more than any other such paragraph does (and no other such rule's). 502.6a of May 2009 ("Landwalk
        and snow landwalk are generic terms; ...") is 702.12a of July 2009 ("Landwalk is a generic term that
        appears within an object's rules text as "[type]walk," ..."); 418.5a of 2003-10 is the layer system
        rewritten. Over the 105 pairs of consecutive versions this pairs 22, each read (docs/rules.md)."""
        new_of = {o: n for n, o in self.pairs.items()}
        by_parent = {}
        for n in self.free_new():
            p = self.new[n]
            if p.text and p.parent:
                by_parent.setdefault((p.kind, p.parent), []).append(n)
        best = {}  # o -> (score, n)
        claims = {}  # n -> [(score, o)]
        for o in self.free_old():
            p = self.old[o]
            parent = self.old_by_number.get(p.parent) if p.parent else None
            if not p.text or parent not in new_of:
                continue
            words = content_words(p.text)
            if len(words) < REWRITTEN_MIN_WORDS:
                continue
            before = next((new_of[k] for k in range(o - 1, -1, -1) if k in new_of), -1)
            after = next((new_of[k] for k in range(o + 1, len(self.old)) if k in new_of), len(self.new))
            candidates = by_parent.get((p.kind, self.new[new_of[parent]].number), ())
            scores = sorted(
                ((len(words & content_words(self.new[n].text)) / len(words), n) for n in candidates), reverse=True
            )
            for score, n in scores[:1]:
                claims.setdefault(n, []).append((score, o))
                second = scores[1][0] if len(scores) > 1 else 0
                if score >= REWRITTEN_CONTAINMENT and score - second >= REWRITTEN_MARGIN and before < n < after:
                    best[o] = (score, n)
        for o, (score, n) in best.items():
            if all(other == o or other_score <= score - REWRITTEN_MARGIN for other_score, other in claims[n]):
                self.pair(n, o)

    def _greedy(self, olds, news, threshold):
        """Pair the most similar first, each at most once, keeping only ratios >= threshold."""
        scored = []
        for n in news:
            b = self._comparable(self.new[n])
            matcher = SequenceMatcher(None, autojunk=False)
            matcher.set_seq2(b)
            for o in olds:
                matcher.set_seq1(self._comparable(self.old[o]))
                # Cheap upper bounds first: most pairs are far apart.
                if matcher.real_quick_ratio() < threshold or matcher.quick_ratio() < threshold:
                    continue
                ratio = matcher.ratio()
                if ratio >= threshold:
                    # Ties go to the same number, then the nearest position.
                    same = self.old[o].number == self.new[n].number
                    scored.append((-ratio, not same, abs(o - n), n, o))
        scored.sort()
        for _, _, _, n, o in scored:
            if n not in self.pairs and o not in self.taken:
                self.pair(n, o)

    def _comparable(self, paragraph):
        # Words, not characters: as good a measure of an edit, and far cheaper
        # when two distant versions leave thousands of pairs to compare.
        key = id(paragraph)
        if key not in self._words:
            self._words[key] = tuple(masked(f"{paragraph.title} {paragraph.text}").split())
        return self._words[key]


RULE_KIND, SUBRULE_KIND = "rule", "subrule"


def _ancestors(paragraph):
    """The numbers of the paragraphs that hold this one: "702.9a" -> ["702.9", "702", "7"]."""
    found = []
    number = paragraph.number
    if paragraph.kind == SUBRULE_KIND:
        number = number[:-1]
        found.append(number)
    if "." in number:
        number = number.split(".")[0]
        found.append(number)
    if len(number) == 3:
        found.append(number[0])
    return found


def _key(paragraph):
    return (paragraph.kind, *content(paragraph))


def _counts(keys):
    counts = {}
    for key in keys:
        counts[key] = counts.get(key, 0) + 1
    return counts


def _children(paragraphs):
    children = {}
    for i, p in enumerate(paragraphs):
        if p.parent:
            children.setdefault(p.parent, []).append(i)
    return children
