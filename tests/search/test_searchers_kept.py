"""What a process reads once per index and keeps over an editor's save: the rule finder, the French lexicon and
the glossary are read again only when their files are rewritten. Reading them after every save cost each worker
0.15-0.6 s of CPU (the finder's data, then the card concepts kept with it): under the cluster test's twelve saves a
minute, a third of a node's processor time."""

import pytest

from rules.models import CRVersion
from search.build import write_glossary
from search.index import search_lock, shared_searchers, update_index
from search.query import search
from translations.models import Translation

pytestmark = pytest.mark.search


def kept():
    with search_lock:
        searchers = shared_searchers()
        return searchers, searchers.finder, searchers.french, searchers.glossary


def save(world, text):
    translation = Translation.objects.get(ruling=world["rulings"]["colored"])
    translation.text = text
    translation.save()
    update_index(translation)


def test_an_editors_save_keeps_the_finder_the_lexicon_and_the_glossary(built):
    search("Whir of Invention: can improvise pay for colored mana?")
    searchers, finder, french, glossary = kept()
    generation = searchers.generation
    save(built, "Traduction révisée : le symbole orbiculaire ne se paie pas.")
    searchers, finder_after, french_after, glossary_after = kept()
    assert searchers.generation == generation + 1  # the index did change: the answers' cache is new
    assert finder_after is finder
    assert french_after is french
    assert glossary_after is glossary
    assert search("orbiculaire")["results"]  # and the saved words are found


def test_a_rewritten_finder_file_is_read_again(built):
    searchers, finder, french, glossary = kept()
    write_glossary(searchers.path, CRVersion.current())  # what a new CR or a sync does: both files rewritten
    save(built, "Une autre traduction.")
    _, finder_after, french_after, glossary_after = kept()
    assert finder_after is not finder
    assert glossary_after is not glossary
    assert french_after is french  # french.json was not rewritten
