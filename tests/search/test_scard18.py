"""A card named by its head word (cardnames.CardNames.heads): `Jitte` is Umezawa's Jitte, `kaalia` Kaalia of the
Vast, when only that card's name has that head, its French name keeps the word and the CR never says it."""

from search.cardnames import CardNames, name_keys
from search.spelling import Lexicon

TEXTS = Lexicon({"en": {"jitte": 23, "kaalia": 15, "delver": 12, "ojutai": 90, "combat": 9000}})
# The CR's words, as the rule finder's vocabulary says them (planning._rules_word).
CR_WORDS = {"move", "creature", "combat", "damage", "commander", "stage", "upkeep"}


def rules_word(word):
    return word in CR_WORDS


def names(*pairs):
    """CardNames of (English, French) name pairs, as cards.json writes them (cardnames.write_card_names)."""
    return CardNames([[list(key), en] for en, fr in pairs for n in (en, fr) if n for key in name_keys(n)])


KNOWN = names(
    ("Umezawa's Jitte", "Jitte d'Umezawa"),
    ("Kaalia of the Vast", "Kaalia de l'immensité"),
    ("Delver of Secrets // Insectile Aberration", "Sondeur de secrets // Aberration insectoïde"),
    ("Ojutai Monument", "Monument d'Ojutai"),
    ("Ojutai Exemplars", "Parangons d'Ojutai"),
    ("Stage Door", "Stage Door"),
)


def test_a_head_word_names_its_card():
    # Before: `Jitte` and `kaalia` were no name key (`Umezawa's Jitte`'s keys are the whole name), no card named.
    assert KNOWN.named_in("Can I move my Jitte to another creature during combat?", TEXTS, rules_word) == [
        "Umezawa's Jitte"
    ]
    assert KNOWN.named_in("kaalia has hit me for 18 commander damage", TEXTS, rules_word) == ["Kaalia of the Vast"]
    assert KNOWN.whole("jitte", TEXTS, rules_word) == "Umezawa's Jitte"


def test_a_head_word_shared_translated_or_the_rules_names_nothing():
    # Two cards' names begin with Ojutai; the French translate Delver (Sondeur), an English word; the CR says stage.
    assert KNOWN.named_in("ojutai attacked so it is tapped", TEXTS, rules_word) == []
    assert KNOWN.named_in("my delver flips on upkeep", TEXTS, rules_word) == []
    assert KNOWN.named_in("which stage of combat", TEXTS, rules_word) == []
    # Without the CR's vocabulary no head word is read: the names as before.
    assert KNOWN.named_in("Can I move my Jitte to another creature during combat?", TEXTS) == []
