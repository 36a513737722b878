"""A card named as players name it at a table (issue 20): a name's last word in the plural (`two Hollow Ones`,
`Mirari's Wakes`), a name's word split in two (`torrential gear hulk`); a one-word name is never read in the
plural (`flickers` is a verb), and a plural ending is no French ending (`cachées`). Of the legends a short name
names, the one the question's words speak of in its text, then in its rulings (`linvala` stopping mana
abilities), a legend without a comma among them (`olivia` is Olivia Voldaren too)."""

import pytest

from search import query, shortnames
from search.cardnames import CardNames, name_keys
from search.index import shared_searchers
from search.planning import cards_named
from search.spelling import Lexicon
from tests.builders import built_index, make_card, make_ruling

TEXTS = Lexicon({"en": {"hollow": 20, "one": 9000, "wake": 40, "flicker": 60, "gearhulk": 30, "mirari": 10}})


def names(*pairs):
    """CardNames of (English, French) name pairs, as cards.json writes them (cardnames.write_card_names)."""
    return CardNames([[list(key), en] for en, fr in pairs for n in (en, fr) if n for key in name_keys(n)])


KNOWN = names(
    ("Hollow One", "Vide incarné"),
    ("Mirari", "Mirari"),
    ("Mirari's Wake", "Sillage du Mirari"),
    ("Torrential Gearhulk", "Mastodonte diluvien"),
    ("Flicker", "Scintillement"),
    ("Cache Raiders", "Cache"),
    ("Ancestral Vision", "Vision ancestrale"),
    ("Visions", "Visions"),
    ("Thalia, Guardian of Thraben", "Thalia, gardienne de Thraben"),
    ("Blood Moon", "Lune de sang"),
    ("Wrath of God", "Colère de Dieu"),
)


def test_a_name_in_the_plural_names_its_card():
    # Before: `Hollow Ones` named nothing, `Mirari's Wakes` the card Mirari (its possessive read) and `ancestral
    # visions` the card Visions.
    assert KNOWN.named_in("I have two Hollow Ones in hand, how much do they cost?", TEXTS) == ["Hollow One"]
    assert KNOWN.named_in("with two Mirari's Wakes how much mana does my forest make", TEXTS) == ["Mirari's Wake"]
    assert KNOWN.named_in("ancestral visions has no mana cost", TEXTS) == ["Ancestral Vision"]
    # A legend's short name with its possessive's apostrophe dropped (`thalias`): before, nothing named.
    assert KNOWN.named_in("does thalias tax hit my flashback spells", TEXTS) == ["Thalia, Guardian of Thraben"]


def test_a_name_word_split_in_two_names_its_card():
    # Before: nothing named (`gear` and `hulk` are no name's words).
    assert KNOWN.named_in("torrential gear hulk lets me cast an instant", TEXTS) == ["Torrential Gearhulk"]
    assert KNOWN.whole("torrential gear hulk", TEXTS) == "Torrential Gearhulk"


def test_no_plural_of_a_one_word_name_nor_of_a_french_word():
    # `flickers` is a verb, not two Flickers; `cachées` (hidden) is no plural of Cache (Cache Raiders' French name).
    assert KNOWN.named_in("my creature flickers out and back", TEXTS) == []
    assert KNOWN.named_in("Quelles zones sont cachées ?", TEXTS) == []
    # A name's word alone, or in the plural, is no name: `Blood`, `Moon`, `Wrath`, `two wraths`.
    for text in ("does blood affect my lands", "the moon and the wrath", "do two wraths kill it"):
        assert KNOWN.named_in(text, TEXTS, lambda word: word in {"wrath", "blood"}) == []
    # Parts of two letters are no split word (`in sight` is no Insight).
    assert names(("Insight", None)).named_in("in sight of the enemy", TEXTS) == []


# A short name two legends share whose texts hold the question's words alike: their rulings decide (shortnames.meant);
# a legend whose name has no comma is known by its first word too (`olivia` is Olivia Voldaren).
SILENT = "Marwen, Keeper of Silence"
PRESERVER = "Marwen, the Preserver"
VOLDAREN = "Ravella Voldaren"
MOBILIZED = "Ravella, Mobilized for War"


@pytest.fixture
def legends_alike(built):
    silent = make_card(SILENT, type_line="Legendary Creature — Angel", oracle_text="Flying. Opponents can't win.")
    preserver = make_card(PRESERVER, type_line="Legendary Creature — Angel", oracle_text="Flying. Opponents lose.")
    make_ruling(silent, "2024-04-01", "Marwen stops the elves' mana abilities too: they can't be activated.")
    make_ruling(preserver, "2024-04-01", "Marwen checks the life totals as the ability resolves.")
    mobilized = make_card(MOBILIZED, type_line="Legendary Creature — Vampire", oracle_text="Flying. Haste.")
    voldaren = make_card(VOLDAREN, type_line="Legendary Creature — Vampire", oracle_text="Flying. Haste.")
    make_ruling(mobilized, "2024-04-01", "You choose whether to discard a card as the ability resolves.")
    make_ruling(voldaren, "2024-04-01", "A creature pinged by Ravella Voldaren becomes a Vampire before dying.")
    built_index()


def meant(text):
    searchers = shared_searchers()
    named = cards_named(searchers, text)
    return shortnames.meant(
        searchers.card_names,
        searchers.finder,
        text,
        named,
        lambda n: query._card_text(searchers, n),
        rulings=lambda n: query._rulings_text(searchers, n),
    )


def test_a_tie_of_the_texts_is_broken_by_the_rulings(legends_alike):
    # Before: a tie kept the first card, the Keeper or the Preserver as cards.json listed them.
    assert meant("does marwen stop my opponent's elves from tapping for mana?") == [SILENT]
    assert meant("marwen and the life totals, when are they checked?") == [PRESERVER]


def test_a_legend_without_a_comma_is_known_by_its_first_word(legends_alike):
    # Before: `ravella` was only Ravella, Mobilized for War (the one short name of a comma).
    assert meant("ravella pinged my creature, is it a vampire before dying?") == [VOLDAREN]
