"""A French question's words the lexicon translates are not "corrected", and a sync rewrites an older lexicon."""

import json

import pytest

from search import bilingual
from search.answers import Glossary
from search.bilingual import Lexicon
from search.spelling import Lexicon as Words
from search.suggestions import suggestions

from . import standins

# The whole corpus's counts (2026-12-02): the cards print `utilisee`, never the infinitive.
COUNTS = {
    "en": {"mana": 5047, "creature": 33801, "cast": 9000, "_rest": 1_000_000},
    "fr": {
        "puis": 394,
        "utilisee": 18,
        "capacite": 337,
        "mana": 1106,
        "pendant": 274,
        "lance": 153,
        "sort": 1596,
        "piocher": 114,
        "_rest": 230_000,
    },
}
FRENCH = {
    "utilis": [["sunburst", 0.682], ["outlast", 0.474]],
    "pend": [["dure", 0.887]],
    "lanc": [["cast", 0.682], ["spell", 0.52]],
    "sort": [["spell", 0.904], ["cast", 0.636]],
    "pioch": [["draw", 0.997]],
}


def corpus_searchers():
    return standins.searchers(lexicon=Words(COUNTS), french=Lexicon(FRENCH), glossary=Glossary())


def test_a_french_word_the_lexicon_translates_is_not_corrected():
    # `utiliser` is not printed on the cards as typed, but its stem is the lexicon's: it was suggested as `utilisee`,
    # and the rule finder read the suggestion instead of the question.
    question = "Puis-je utiliser une capacité de mana pendant que je lance un sort ?"
    assert suggestions(corpus_searchers(), question) == []


def test_a_french_questions_misspelt_word_is_still_corrected():
    # `pioher` has no stem the lexicon knows: a slip, corrected into the word the cards print.
    assert suggestions(corpus_searchers(), "Puis-je pioher pendant que je lance un sort ?") == [
        "Puis-je piocher pendant que je lance un sort ?"
    ]


def test_an_english_question_is_corrected_as_before():
    # Only a French question reads its words through the French lexicon: `piocher` in an English one is a slip.
    counts = {"en": {**COUNTS["en"], "poacher": 5}, "fr": {}}
    searchers = standins.searchers(lexicon=Words(counts), french=Lexicon(FRENCH), glossary=Glossary())
    assert suggestions(searchers, "piocher mana") == ["poacher mana"]


@pytest.mark.django_db
def test_sync_rewrites_the_french_lexicon_of_an_older_release(built):
    """french.json was written by a sync only when missing: a change to the mining never reached a built index."""
    from search.index import current_path, forget_searchers, shared_searchers, sync_index
    from search.indexdir import read_meta, write_meta

    path = current_path()
    (path / bilingual.FILE).write_text(json.dumps({"pietin": [["old", 1.0]]}))
    meta = read_meta(path)
    meta.pop("french", None)
    write_meta(path, meta)
    sync_index()
    forget_searchers()
    assert shared_searchers().french.data["pietin"][0][0] == "trampl"
    assert read_meta(path)["french"] == bilingual.FORMAT
    # Marked as today's, the file is left alone by the next sync.
    (path / bilingual.FILE).write_text(json.dumps({"pietin": [["kept", 1.0]]}))
    sync_index()
    assert json.loads((path / bilingual.FILE).read_text())["pietin"] == [["kept", 1.0]]
