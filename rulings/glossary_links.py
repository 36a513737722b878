"""A concept whose rule the CR of a ruling's date had only in its Glossary.

Before May 2007 the CR had no Keyword Actions: sacrifice, search, regenerate... were Glossary entries without a
number ("Sacrifice: To sacrifice a permanent, its controller moves it from the in-play zone directly to its owner's
graveyard. A player can't sacrifice something that isn't a permanent..."), and a few rules of today stood only in
an entry's words ("Cost": "A player can't pay a cost unless he or she has the necessary resources"). A ruling of
that date rests on the entry: it is linked as "Glossary: <term>" in that version, and, as any link, to the rule
the concept names today (`now`, through today's lineage).
"""

import re

from rules.models import GlossaryEntry

PREFIX = "Glossary: "


def is_glossary(number):
    return (number or "").startswith(PREFIX)


def glossary_term(number):
    return number[len(PREFIX) :] if is_glossary(number) else ""


def glossary_entries(version_ids, words):
    """({version id: [(entry key, term)]} of these versions' Glossaries in their order, {entry key: (term, text)}),
    of the terms with a word starting with one of `words` (stems()) only. One query (a term filtered in the database
    by a pattern costs more than reading them all): an entry that versions repeat word for word is one key."""
    entries, distinct, keys, terms = {vid: [] for vid in version_ids}, {}, {}, {}
    rows = GlossaryEntry.objects.filter(version_id__in=version_ids).order_by("version_id", "position")
    for vid, term, text in rows.values_list("version_id", "term", "text"):
        if term not in terms:
            terms[term] = bool(stems(term) & words)
        if terms[term]:
            key = keys.setdefault((term, text), len(keys))
            distinct[key] = (term, text)
            entries[vid].append((key, term))
    return entries, distinct


def stems(*texts):
    """The words of these texts of four letters or more, cut to their first four ("costs" and "cost", "drawing"
    and "draw" alike), common words aside: how a Glossary term is told to name the same thing as a concept."""
    found = {word[:4] for text in texts for word in re.findall(r"[a-z]{4,}", text.lower())}
    return found - COMMON


# Words most terms and titles share ("Game Action" is not "Ending the Game"; "General" titles 800 and 700).
COMMON = frozenset({"game", "play", "card", "spel", "abil", "effe", "rule", "gene", "obje"})


class GlossaryMatcher:
    """Which entry of a Glossary names a concept: by its rule's title (the whole term), else by its rule's words
    in the entry's text. Each distinct entry is matched once per concept."""

    def __init__(self, concepts):
        self.titles = [re.compile(rf"^(?:{c.title})$", re.IGNORECASE) if c.title else None for c in concepts]
        self.words = [re.compile(c.text, re.IGNORECASE) if c.text and not c.title else None for c in concepts]
        self.naming = {}  # concept index -> the keys of the entries that name it
        self.distinct, self.keys, self.by_stem = {}, {}, {}

    def read(self, distinct):
        """Take the entries glossary_entries() gave: {entry key: (term, text)}."""
        self.distinct = distinct
        for key, (term, _) in distinct.items():
            self.keys.setdefault(term, []).append(key)  # a term -> the keys of its entries
        for term in self.keys:
            for stem in stems(term):
                self.by_stem.setdefault(stem, set()).add(term)  # a stem -> the terms that have it

    def concept(self, index, entries, named):
        """The term of the first entry naming concept `index` among a version's entries [(key, term)], else None.
        An entry found by the words of its text must share a word with `named` (the concept's name, its rule's
        titles today, stems()): "Concede" says "leaves the game" and "Artifact" that lands are played, but neither
        is what a ruling on leaving the game or on playing lands rests on."""
        if index not in self.naming:
            self.naming[index] = set(self._naming(index, named))
        naming = self.naming[index]
        return next((term for key, term in entries if key in naming), None)

    def _naming(self, index, named):
        title, words = self.titles[index], self.words[index]
        if title is not None:
            terms = [term for term in self.keys if title.match(term.strip())]
            return [key for term in terms for key in self.keys[term]]
        if words is None:
            return []
        terms = {term for stem in named for term in self.by_stem.get(stem, ())}
        return [key for term in terms for key in self.keys[term] if words.search(self.distinct[key][1])]
