"""Card-name recognition asks _mistyped_at's first test (does the window's first word start some name of
MISTYPED_LONGEST words or fewer, or its second word come second in one?) once per word position
(CardNames._may_be_mistyped), not once per window size: no name found or rejected changes, a name mistyped in any of
its words is still found, a window no name may be is still rejected, and the windows the test rejects make no call."""

from unittest import mock

import pytest

from search.cardnames import MISTYPED_LONGEST, CardNames, name_keys
from search.spelling import Lexicon

TEXTS = Lexicon(
    {
        "en": {
            "serra": 136,
            "angel": 738,
            "angle": 2,
            "rest": 300,
            "peace": 71,
            "piece": 6,
            "wrath": 50,
            "wreath": 3,
            "god": 444,
            "goblin": 400,
            "lord": 226,
            "lore": 150,
            "double": 900,
            "strike": 1137,
            "stroke": 75,
            "hand": 3000,
            "dark": 400,
            "confidant": 10,
        }
    }
)

KNOWN = CardNames(
    [
        [list(key), card]
        for card in ("Serra Angel", "Rest in Peace", "Wrath of God", "Goblin Lore", "Double Stroke", "Dark Confidant")
        for key in name_keys(card)
    ]
)

TEXTS_READ = [
    # a slip in the name's last, middle and first word: the first word's slip leaves only the second word to match
    ("does serra angle tap when it attacks", ["Serra Angel"]),
    ("rest in piece is out and my commander dies", ["Rest in Peace"]),
    ("wrath of gad destroys my creature with undying", ["Wrath of God"]),
    ("wreath of god destroys my creature with undying", ["Wrath of God"]),
    # windows that must stay rejected: the typed word commoner than the name's, a rules term, small words
    ("does my goblin lord pump it", []),
    ("first strike and double strike damage", []),
    ("two cards in hand and draw one", []),
    # a name after words no name starts or continues (the positions the hoisted test skips)
    ("when i cast it and then serra angle attacks", ["Serra Angel"]),
]


def _every_window(self, words, i, lexicon):
    # main's reading: _mistyped_at asked at every window of two words or more, its own first test deciding
    return True


@pytest.mark.parametrize("text, expected", TEXTS_READ)
def test_names_found_and_rejected_as_when_every_window_was_asked(text, expected):
    hoisted = KNOWN.found_in(text, TEXTS)
    with mock.patch.object(CardNames, "_may_be_mistyped", _every_window):
        every_window = KNOWN.found_in(text, TEXTS)
    assert hoisted == every_window
    assert KNOWN.named_in(text, TEXTS) == expected


def test_the_hoisted_test_rejects_only_windows_mistyped_at_rejects():
    # Every window of every text, every size: where the position's test says no, _mistyped_at finds no name.
    for text, _ in TEXTS_READ:
        words = tuple(text.split())
        for i in range(len(words)):
            if KNOWN._may_be_mistyped(words, i, TEXTS):
                continue
            for size in range(2, min(MISTYPED_LONGEST, len(words) - i) + 1):
                typed = words[i : i + size]
                assert KNOWN._mistyped_at(typed, TEXTS) == (typed, None), typed


def test_positions_no_mistyped_name_may_start_at_make_no_call():
    calls = []
    real = CardNames._mistyped_at

    def counted(self, typed, lexicon):
        calls.append(typed)
        return real(self, typed, lexicon)

    with mock.patch.object(CardNames, "_mistyped_at", counted):
        assert KNOWN.found_in("when i cast it and then it attacks", TEXTS) == []
        assert calls == []
        assert KNOWN.named_in("when i cast it and then serra angle attacks", TEXTS) == ["Serra Angel"]
        # `then serra`: `serra` comes second in no name, `then` starts none; only windows at `serra` are asked.
        assert {typed[0] for typed in calls} == {"serra"}
    # No lexicon: no call at all (_mistyped_at returned at once; the name may still be read as slipped_at reads it).
    calls.clear()
    with mock.patch.object(CardNames, "_mistyped_at", counted):
        KNOWN.named_in("does serra angle tap", None)
    assert calls == []
