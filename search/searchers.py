"""The process's searchers of the current build, opened once, refreshed when the index changes, shared by threads
under one lock; their segments are read from the mmap (whooshfast.py)."""

import json
import logging
import threading
from pathlib import Path

from whoosh import index as whoosh_index

from .answers import Glossary, read_definitions
from .bilingual import FILE as FRENCH_FILE
from .bilingual import Lexicon as FrenchLexicon
from .cardnames import CardNames
from .counting import DocSets
from .indexdir import PARTS, NoIndex, UnreadableIndex, current_path, index_root, read_meta
from .rulefinder import FILE as RULES_FILE
from .rulefinder import RuleFinder
from .spelling import Lexicon

logger = logging.getLogger("search")


class Searchers:
    """The searchers of one build folder, opened once and refreshed when the index changes.

    Their segments' parts are read from the mmap, not copied, when whooshfast's private path is on."""

    def __init__(self, path):
        self.path = path
        self.indexes = {part: whoosh_index.open_dir(str(path / part)) for part in PARTS}
        self.searchers = {part: ix.searcher() for part, ix in self.indexes.items()}
        self.meta = read_meta(path)
        self.lexicon = self._lexicon()
        self.words_mtime = self._words_mtime()
        self.glossary = Glossary(read_definitions(path / "glossary.json"))
        self.glossary_mtime = self._mtime("glossary.json")
        self._finder = self._french = None
        self.finder_mtime = self.french_mtime = None
        self.cards_mtime = self._mtime("cards.json")
        self.card_names = CardNames.load(path / "cards.json")
        self.generation = 0
        self.cache = {}
        self.docsets = {}

    def _lexicon(self):
        try:
            return Lexicon(json.loads((self.path / "words.json").read_text()))
        except (OSError, ValueError):
            return Lexicon({})

    def _words_mtime(self):
        return self._mtime("words.json")

    def _mtime(self, name):
        """What says a file was rewritten: a rewrite replaces it (os.replace), a new inode within the same tick."""
        try:
            stat = (self.path / name).stat()
            return stat.st_mtime_ns, stat.st_ino, stat.st_size
        except OSError:
            return None

    def refresh(self):
        changed = False
        for part, searcher in list(self.searchers.items()):
            if not searcher.up_to_date():
                # A fresh searcher, not searcher.refresh(): that reuses segment readers
                # and misses deletions committed into an existing segment.
                fresh = self.searchers[part] = self.indexes[part].searcher()
                # What the old searcher's DocSets read of the segments the change left alone is carried over
                # (carry.Carry): an editor's save costs the next searches its own small segment, not a
                # reading of every word again. Before the old searcher closes: the carry compares their segments.
                previous = self.docsets.pop(id(searcher), None)
                if previous is not None and previous.searcher is searcher:
                    self.docsets[id(fresh)] = DocSets(fresh, carry_from=previous)
                searcher.close()  # searches hold the same lock as this refresh: nobody is reading it
                changed = True
        mtime = self._words_mtime()
        if mtime != self.words_mtime:
            self.lexicon, self.words_mtime = self._lexicon(), mtime
        mtime = self._mtime("cards.json")
        if mtime != self.cards_mtime:
            self.card_names, self.cards_mtime = CardNames.load(self.path / "cards.json"), mtime
        # The glossary, the rule finder and the lexicon are read again only when their files were rewritten (a new
        # CR, a sync): an editor's save leaves them as they were, and reading them again after every save cost each
        # worker 0.15-0.6 s of CPU (the finder's data, then the card concepts kept with it), a third of a node's
        # processor time under the cluster test's 12 saves a minute.
        mtime = self._mtime("glossary.json")
        if mtime != self.glossary_mtime:
            self.glossary, self.glossary_mtime = Glossary(read_definitions(self.path / "glossary.json")), mtime
        if self._finder is not None and self._mtime(RULES_FILE) != self.finder_mtime:
            self._finder = None
        if self._french is not None and self._mtime(FRENCH_FILE) != self.french_mtime:
            self._french = None
        if changed:
            self.meta = read_meta(self.path)
            self.generation += 1
            self.cache = {}
            # Only the DocSets of the searchers in use: the unchanged part's stay as they are.
            current = {id(s) for s in self.searchers.values()}
            self.docsets = {key: docsets for key, docsets in self.docsets.items() if key in current}
        return self

    @property
    def finder(self):
        """Today's rules for a question in plain words (rulefinder.py), read when first asked for."""
        if self._finder is None:
            self.finder_mtime = self._mtime(RULES_FILE)
            self._finder = RuleFinder.load(self.path)
        return self._finder

    @property
    def french(self):
        """The French-English lexicon mined from the cards (bilingual.py), read when first asked for."""
        if self._french is None:
            self.french_mtime = self._mtime(FRENCH_FILE)
            self._french = FrenchLexicon.load(self.path)
            # The keywords the French players' words name once (keywordnames.said_once) are today's CR's.
            self._french.keyword_titles = frozenset(self.finder.keywords)
        return self._french

    def docsets_of(self, searcher):
        """The DocSets (cached term sets for counting) of one of these searchers."""
        docsets = self.docsets.get(id(searcher))
        if docsets is None or docsets.searcher is not searcher:
            docsets = self.docsets[id(searcher)] = DocSets(searcher)
        return docsets

    @property
    def main(self):
        return self.searchers["main"]

    @property
    def history(self):
        return self.searchers["history"]

    def close(self):
        for searcher in self.searchers.values():
            searcher.close()


_lock = threading.RLock()
_shared = {}


def shared_searchers():
    """The process's Searchers for the current build; raises NoIndex when there is none.

    Call it under `search_lock` (Whoosh searchers are not meant to be shared by threads at once).
    """
    root = index_root()
    path = current_path(root)
    if path is None:
        raise NoIndex()
    with _lock:
        searchers = _shared.get(root)
        if searchers is None or searchers.path != path:
            try:
                searchers = Searchers(path)
            except (OSError, whoosh_index.EmptyIndexError) as exc:
                logger.exception("search index at %s cannot be opened", path)
                raise UnreadableIndex() from exc
            # Searches hold this same lock, so nobody is reading the old build's searchers: close them.
            old = _shared.pop(root, None)
            if old is not None:
                old.close()
            # A site has one index folder; tests switch between many, whose files must not stay open.
            while len(_shared) >= 4:
                _shared.pop(next(iter(_shared))).close()
            _shared[root] = searchers
        else:
            searchers.refresh()
        return searchers


search_lock = _lock


def forget_searchers(root=None):
    """Drop the process's searchers (after a read error): the next query opens the index afresh."""
    with _lock:
        searchers = _shared.pop(Path(root or index_root()), None)
    if searchers is not None:
        try:
            searchers.close()
        except Exception:  # a damaged index may fail to close too; it is being dropped anyway
            logger.warning("closing the search index's searchers failed", exc_info=True)
