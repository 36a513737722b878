"""Rules words misspelt as people misspell them (helper styp3): a word written as two (`hex proof` is hexproof,
`deth touch` deathtouch, `grave yard` the graveyard, where one of the two is no word the texts print as typed; two
right words are left as typed), and a word spelt as it sounds (`pertection` is protection, not the nearer
perfection)."""

from search import termspelling
from search.answers import Definition, Glossary
from search.spelling import Lexicon, sound

GLOSSARY = Glossary(
    [
        Definition("Hexproof", "A keyword ability.", "702.11"),
        Definition("Deathtouch", "A keyword ability.", "702.2"),
        Definition("Afterlife", "A keyword ability.", "702.135"),
        Definition("Double Strike", "A keyword ability.", "702.4"),
    ]
)


def test_two_words_one_of_them_unknown_are_the_one_word_term_they_make():
    # `proof` is printed nowhere: corrected alone it was `prowl`.
    found = termspelling.joined(GLOSSARY, "can I target my own hex proof creature", {"proof"}, {"proof": "prowl"})
    assert found == {("hex", "proof"): "hexproof"}


def test_the_unknown_word_as_corrected_makes_the_term():
    found = termspelling.joined(GLOSSARY, "deth touch with one damage", {"deth"}, {"deth": "death"})
    assert found == {("deth", "touch"): "deathtouch"}


def test_two_right_words_or_words_apart_are_left():
    # Both words printed: no misspelling, whatever they make joined.
    assert termspelling.joined(GLOSSARY, "gain life after life is lost", set(), {}) == {}
    # A comma between them: no pair.
    assert termspelling.joined(GLOSSARY, "a hex, proof of it", {"proof"}, {}) == {}
    # A term of two words is no one-word term written apart.
    assert termspelling.joined(GLOSSARY, "doub lestrike", {"lestrike"}, {}) == {}


def test_words_spelt_as_they_sound_sound_alike():
    for typed, meant in (("pertection", "protection"), ("monark", "monarch"), ("libary", "library")):
        assert sound(typed) == sound(meant), typed
    assert sound("exaust") == sound("exhaust")  # an h after a vowel is silent
    for typed, near in (("pertection", "perfection"), ("monark", "monk"), ("slell", "shell"), ("tiing", "thing")):
        assert sound(typed) != sound(near), typed


def test_a_word_spelt_as_it_sounds_is_the_word_that_sounds_the_same():
    words = Lexicon(
        {"en": {"perfection": 24, "protection": 752, "combat": 2848, "cabot": 8, "counter": 3388, "countered": 488}}
    )
    # The nearest word (one edit) first, as before.
    assert words.correct("pertection") == "perfection"
    # Heard in an English question, the word that sounds the same two edits away.
    assert words.correct("pertection", heard=True) == "protection"
    # Not a rare word that sounds the same when the nearest is printed many times as often (a slip: `cobat`).
    assert words.correct("cobat", heard=True) == "combat"
    # Nor when the nearest is the word with an ending dropped: `counterd` may be counters slipped as well.
    assert words.correct("counterd", heard=True) == "counter"
    # None sounds the same: the nearest, as before.
    assert words.correct("perfextion", heard=True) == "perfection"


# --- on today's CR ---------------------------------------------------------------------------------------------------


def test_a_keyword_written_as_two_words_is_suggested_as_one(today_searchers):
    from search.suggestions import suggestions

    assert suggestions(today_searchers, "can I target my own hex proof creature") == [
        "can I target my own hexproof creature"
    ]
    assert suggestions(today_searchers, "deth touch with one damage") == ["deathtouch with one damage"]
    assert suggestions(today_searchers, "can I change the order of my grave yard") == [
        "can I change the order of my graveyard"
    ]


def test_a_rules_word_spelt_as_it_sounds_is_suggested_as_that_word(today_searchers):
    from search.suggestions import suggestions

    assert suggestions(today_searchers, "pertection from red, can red creatures block it") == [
        "protection from red, can red creatures block it"
    ]
    assert suggestions(today_searchers, "creature with zero tuffness") == ["creature with zero toughness"]
