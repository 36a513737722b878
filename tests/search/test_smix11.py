"""A card's name typed with one word slipped into another word the texts know (`serra angle`, `rest in piece`, `wrath of
gad`) names the card (cardnames.MISTYPED_NAMES), unless the typed word is as common as the name's (`goblin lord`), a
rules term holds it (`double strike`), it is the name's word inflected (`faded away`) or a small word (`hand and`); a
name typed joined (`darkconfidant`) or with a word split beside its small words (`swords to plow shares`) names the
card too (cardnames.JOINED_NAMES)."""

from search.cardnames import CardNames, name_keys
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
            "god": 444,
            "goblin": 400,
            "lord": 226,
            "lore": 150,
            "double": 900,
            "strike": 1137,
            "stroke": 75,
            "board": 500,
            "wipe": 10,
            "wide": 400,
            "fade": 100,
            "faded": 5,
            "away": 300,
            "hand": 3000,
            "swords": 12,
            "plowshares": 6,
            "plow": 17,
            "shares": 86,
            "dark": 400,
            "confidant": 10,
        }
    }
)


def names(*cards):
    return CardNames([[list(key), card] for card in cards for key in name_keys(card)])


KNOWN = names(
    "Serra Angel",
    "Serra Avatar",
    "Rest in Peace",
    "Wrath of God",
    "Goblin Lore",
    "Double Stroke",
    "Fade Away",
    "Hand to Hand",
    "Swords to Plowshares",
    "Dark Confidant",
    "Board Wide",
)


def test_a_name_with_a_word_slipped_into_a_known_word_names_the_card():
    # Before: every word typed is a word the texts know, and the questions named no card.
    assert KNOWN.named_in("does serra angle tap when it attacks", TEXTS) == ["Serra Angel"]
    assert KNOWN.named_in("rest in piece is out and my commander dies", TEXTS) == ["Rest in Peace"]
    assert KNOWN.named_in("wrath of gad destroys my creature with undying", TEXTS) == ["Wrath of God"]


def test_common_words_rules_terms_inflections_and_small_words_name_no_card():
    assert KNOWN.named_in("does my goblin lord pump it", TEXTS) == []
    assert KNOWN.named_in("first strike and double strike damage", TEXTS) == []
    # `wipe` is a slip of Board Wide's `wide`, rarer, but `board wipe` is a rules term (jargon.toml: a wrath).
    assert KNOWN.named_in("does a board wipe kill my indestructible creature", TEXTS) == []
    assert KNOWN.named_in("my creature faded away until my next turn", TEXTS) == []
    assert KNOWN.named_in("two cards in hand and draw one", TEXTS) == []


def test_a_name_typed_joined_or_split_beside_its_small_words_names_the_card():
    assert KNOWN.named_in("swords to plow shares on a token, can it come back", TEXTS) == ["Swords to Plowshares"]
    assert KNOWN.named_in("darkconfidant reveals a card with X", TEXTS, lambda word: False) == ["Dark Confidant"]
    # A joined word the rules say is theirs.
    assert KNOWN.named_in("darkconfidant reveals a card with X", TEXTS, lambda word: True) == []
