"""The spelling's candidates found by one dynamic program over the word list: the same words as Whoosh's
Levenshtein automaton walked over it, with a bounded amount of Python work (the walk made thousands of calls)."""

import bisect
import sys

import pytest
from whoosh.automata.fsa import find_all_matches
from whoosh.automata.lev import levenshtein_automaton
from whoosh.support.levenshtein import damerau_levenshtein

from search.searchers import search_lock, shared_searchers
from search.spelling import Lexicon

pytestmark = pytest.mark.django_db


def automaton_within(lexicon, word, maxdist, prefix):
    """What within() gave until 2026-12-02: Whoosh's automaton walked over each language's sorted words."""
    dfa = levenshtein_automaton(word, maxdist, prefix).to_dfa()
    found = []
    for language, words in lexicon.sorted.items():

        def first_at_least(text, words=words):
            i = bisect.bisect_left(words, text)
            return words[i] if i < len(words) else None

        for match in find_all_matches(dfa, first_at_least):
            found.append((damerau_levenshtein(word, match), -lexicon.counts[language][match], match))
    return sorted(found)


def slips(word):
    """The word with a letter changed, dropped, doubled, two swapped and one added, at its start, middle and end."""
    for i in {0, 1, len(word) // 2, len(word) - 1}:
        yield word[:i] + "x" + word[i + 1 :]
        yield word[:i] + word[i + 1 :]
        yield word[:i] + word[i] + word[i:]
        yield word[:i] + word[i + 1 : i + 2] + word[i] + word[i + 2 :]
        yield word[:i] + "e" + word[i:]
    yield word + "zz"


def test_the_same_candidates_as_whooshs_automaton_on_the_sample_index(built):
    with search_lock:
        lexicon = shared_searchers().lexicon
    words = sorted({w for table in lexicon.counts.values() for w in table if len(w) >= 4})
    assert len(words) > 300
    checked = 0
    for word in words[::3]:
        for typed in {word, *slips(word)}:
            for maxdist, prefix in ((2, 2), (2, 1), (1, 1)):
                assert lexicon.within(typed, maxdist, prefix) == automaton_within(lexicon, typed, maxdist, prefix)
                checked += 1
    assert checked > 3000


def test_words_of_any_length_and_letters_against_the_automaton():
    # Longer and shorter words than the typed one by up to three letters, accents folded or not, two languages.
    lexicon = Lexicon(
        {
            "en": {"stack": 10, "sack": 1, "stacks": 3, "stackable": 2, "st": 4, "satyr": 50, "tack": 7},
            "fr": {"stade": 2, "étape": 9, "étapes": 1, "stack": 5, "s": 1},
        }
    )
    for typed in ("stack", "satck", "stak", "stacksx", "étap", "etape", "s", "st", "sta", "zzzz"):
        for maxdist, prefix in ((2, 2), (2, 1), (1, 1), (2, 0), (3, 1)):
            if len(typed) >= prefix:
                assert lexicon.within(typed, maxdist, prefix) == automaton_within(lexicon, typed, maxdist, prefix)


def test_a_correction_makes_few_python_calls(built):
    # The automaton's walk made about 9,000 Python calls for this word on the sample's 714 words (next_valid_string,
    # next_state, ... per word it passed, so more on a bigger list); the dynamic program about 230: a dozen numpy
    # operations per letter typed and language, whatever the list's length.
    with search_lock:
        lexicon = shared_searchers().lexicon
    lexicon.within("improvize", prefix=1)  # the letters' arrays are built once per lexicon, not counted
    calls = 0

    def count(frame, event, arg):
        nonlocal calls
        calls += event in ("call", "c_call")

    sys.setprofile(count)
    try:
        found = lexicon.within("improvize", prefix=1)
    finally:
        sys.setprofile(None)
    assert [w for _, _, w in found][:1] == ["improvise"]
    assert calls < 500, calls
