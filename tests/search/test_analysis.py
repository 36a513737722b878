"""The analyzers: what a judge types must meet what the texts say."""

import pytest

from search.analysis import STOP_WORDS, english_analyzer, french_analyzer, name_analyzer, shared, words


def tokens(analyzer, text):
    return [t.text for t in analyzer(text)]


@pytest.mark.parametrize(
    "word",
    ["each", "other", "target", "until", "all", "any", "from", "no", "not", "only", "another", "x", "chaque", "cible"],
)
def test_words_with_rules_meaning_are_not_stop_words(word):
    assert word not in STOP_WORDS
    assert tokens(english_analyzer(), word), word


def test_porter2_does_not_keep_doubled_letters():
    # The default English stemmer turns "tapped" into "tapp", missing "tap".
    assert (
        tokens(english_analyzer(), "tapped") == tokens(english_analyzer(), "tap") == tokens(english_analyzer(), "taps")
    )


def test_french_accents_fold_after_stemming():
    assert tokens(french_analyzer(), "coût total") == tokens(french_analyzer(), "cout total")
    assert tokens(french_analyzer(), "l'improvisation") == tokens(french_analyzer(), "Improvisation")


def test_ligatures_fold():
    assert tokens(english_analyzer(), "Æther") == tokens(english_analyzer(), "aether")


@pytest.mark.parametrize(
    "text, token",
    [
        ("see rule 702.125a.", "702.125a"),
        ("rule 613.8 applies", "613.8"),
        ("{T}: Add {C}.", "{t}"),
        ("costs {X}", "{x}"),
        ("{2/W}", "{2/w}"),
    ],
)
def test_rule_numbers_and_mana_symbols_are_exact_tokens(text, token):
    for analyzer in (english_analyzer(), french_analyzer(), name_analyzer()):
        assert token in tokens(analyzer, text)


def test_every_searched_field_drops_the_same_words():
    # The AND + stop-word trap: a word one field drops and another keeps becomes required where it cannot match.
    text = "Jace, the Mind Sculptor protection from la cible de l'artefact of each a it's du"
    kept = [
        [bool(tokens(analyzer, word)) for word in text.split()]
        for analyzer in (english_analyzer(), french_analyzer(), name_analyzer())
    ]
    assert kept[0] == kept[1] == kept[2]
    assert not all(kept[0])
    assert any(kept[0])


def test_spelling_words_are_unstemmed():
    assert words("Contraptions tapped coût of the l'artefact d’un") == ["contraptions", "tapped", "cout", "artefact"]


def test_a_shared_analyzer_keeps_its_stems_and_reads_as_a_new_one():
    text = "Tapped creatures can't block; l'Éther's {W} 702.19b"
    analyzer = shared(english_analyzer)
    assert shared(english_analyzer) is analyzer and shared(name_analyzer) is not analyzer
    for _ in range(2):  # the second time from its stem cache
        assert [t.text for t in analyzer(text)] == [t.text for t in english_analyzer()(text)]
    assert "tapped" in analyzer.items[-1].cache
    # Two texts read at once (generators interleaved) each keep their own tokens.
    first, second = analyzer("attacking creatures"), analyzer("blocking players")
    pairs = [(a.text, b.text) for a, b in zip(first, second, strict=True)]
    assert pairs == [("attack", "block"), ("creatur", "player")]
