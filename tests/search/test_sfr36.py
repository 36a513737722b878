"""sfr36: a French question's phrases (frenchphrases.PHRASES) are read whole as typed, though the plain words the
lexicon reads dropped one of their words as a question word (`quand même`: `même` alone was read as same)."""

import pytest

from search import frenchquestion
from tests.search.conftest import french_terms


@pytest.mark.parametrize(
    ("typed", "plain", "read"),
    [
        # `quand` dropped: the phrase put back where `même` stands.
        (
            "la capacité se résout-elle quand même ?",
            "la capacité se résout-elle même ?",
            "la capacité se résout-elle quand même ?",
        ),
        # No word of the phrase dropped, or no phrase: unchanged.
        ("elle se déclenche quand même", "elle se déclenche quand même", "elle se déclenche quand même"),
        ("le même nom", "le même nom", "le même nom"),
    ],
)
def test_a_phrase_that_lost_a_question_word_is_put_back_whole(typed, plain, read):
    assert frenchquestion.phrases_as_typed(typed, plain) == read


QUESTION = "ma créature est détruite en réponse, la capacité se résout-elle quand même ?"


def test_quand_meme_is_no_same_in_the_lexicons_words(today, monkeypatch):
    assert "same" not in french_terms(QUESTION)
    monkeypatch.setattr(frenchquestion, "PHRASES_AS_TYPED", False)
    assert "same" in french_terms(QUESTION)
