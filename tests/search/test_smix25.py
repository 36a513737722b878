"""smix25: a keyword's name said in an irregular form is read as the name (RuleFinder.unnamed).

`I foretold a card this turn, can I cast it…` named no term of 702.143 Foretell: the stemmer keeps `foretold`, the
name is `foretel`, and the finder weighed Foretell's rules down as a keyword the question does not name
(finder_query.UNNAMED_FAMILY); so did `…be sacrificed?` of 701.21 Sacrifice (`sacrif`, the name `sacrific`).
verbforms.py reads WordNet's irregular forms only where the CR never says the form, and the CR says "foretold".
search/data/keyword-verb-forms.json (scripts/make_verb_forms.py) holds the irregular forms of the words of the CR's
keyword and keyword-action names, whether the CR says them or not, and the CR's own regular inflections of them that
the stemmer cuts otherwise. Before (main aa8e2803): no such table; 702.143 and 701.21 were among the unnamed."""

import pytest

from search import verbforms
from search.searchers import shared_searchers
from tests.scripts import load_script


def test_the_keyword_forms_are_the_irregular_forms_of_the_names_words():
    forms = verbforms.keyword_forms()
    # "foretold" and "beheld" are the CR's own words (702.143, 701.4b): verb-forms.json leaves them out.
    assert forms["foretold"] == "foretell"
    assert forms["beheld"] == "behold"
    assert forms["flew"] == "flying"
    # The CR's own regular inflection the stemmer cuts otherwise: `sacrif`, the name 701.21 Sacrifice `sacrific`.
    assert forms["sacrificed"] == forms["sacrificing"] == "sacrifice"
    assert "foretold" not in verbforms.forms()
    # A regular form stems to the name's own term: nothing to read.
    assert "tapped" not in forms


def test_the_script_keeps_a_form_whose_terms_are_not_its_word_s():
    script = load_script("scripts/make_verb_forms.py")
    exceptions = [["foretold", "foretell"], ["flew", "fly"], ["tapped", "tap"], ["cleft", "cleave"], ["ran", "run"]]
    names = {"foretell", "flying", "tap", "cleave"}
    # "cleft" is a noun in use (WordNet's tagged senses); "ran" no keyword's word; "tapped" stems to tap.
    stems = {"tapped": "tap"}
    found = script.keyword_forms(names, exceptions, {"cleft"}, lambda word: [stems.get(word, word)])
    assert found == {"foretold": "foretell", "flew": "flying"}


def test_the_script_keeps_the_cr_s_inflections_that_stem_otherwise():
    script = load_script("scripts/make_verb_forms.py")
    stems = {"sacrificed": "sacrif", "sacrificing": "sacrif", "sacrifice": "sacrific", "sacrifices": "sacrific"}
    words = {"sacrificed", "sacrificing", "sacrifices", "tapped", "thing", "red"}
    # "thing" is no form of "the", "red" none of "ring" (Ring Tempts You); "sacrifices" stems as the name does.
    found = script.inflected({"sacrifice", "tap", "the", "ring"}, words, lambda w: [stems.get(w, w)])
    assert found == {"sacrificed": "sacrifice", "sacrificing": "sacrifice"}


@pytest.mark.search
@pytest.mark.django_db
def test_a_question_saying_foretold_names_foretell(today):
    finder = shared_searchers().finder
    read = finder.query_terms("I foretold a card on my last turn. When can I cast it?")
    assert "702.143" not in finder.unnamed(read)
    assert "701.4" not in finder.unnamed(finder.query_terms("what if the quality was beheld"))
    assert "701.21" not in finder.unnamed(finder.query_terms("Can my indestructible creature be sacrificed?"))
    # Saying neither, the question names neither keyword.
    other = finder.unnamed(finder.query_terms("I exiled a card on my last turn. When can I cast it?"))
    assert {"702.143", "701.4"} <= other
