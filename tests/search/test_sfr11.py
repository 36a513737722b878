"""A keyword's French name, mined from the card lines where the English says the keyword, reads as the keyword."""

import pytest

from search import keywordnames
from search.analysis import english_analyzer
from search.bilingual import Lexicon

# Aligned (English, French) lines as the cards print them (bilingual.text_pairs).
PAIRS = [
    ("Scavenge {3}{G}{G} ({3}{G}{G}, Exile this card from your graveyard: …)", "Récupération {3}{G}{G} ({3}{G}{G}, …)"),
    ("Scavenge {4}{G} ({4}{G}, Exile this card from your graveyard: …)", "Récupération {4}{G} ({4}{G}, …)"),
    ("Forestwalk (This creature can't be blocked as long as …)", "Traversée des forêts (Cette créature …)"),
    ("Forestwalk (This creature can't be blocked as long as …)", "Traversée des forêts (Cette créature …)"),
    ("When this creature enters, scry 2.", "Quand cette créature arrive sur le champ de bataille, regard 2."),
    ("Draw a card, then scry 2.", "Piochez une carte, puis regard 2."),
    ("Scry 1.", "Regard 1."),
    ("This deals 2 damage to any target.", "Ceci inflige 2 blessures à n'importe quelle cible."),
    ("This deals 2 damage to any target.", "Ceci inflige 2 blessures à n'importe quelle cible."),
    ("This deals 2 damage to any target.", "Ceci inflige 2 blessures à n'importe quelle cible."),
    ('Equipped creature has "{T}: …" (…)', "La créature équipée a « {T} : … » (…)"),
    ('Equipped creature has "{T}: …" (…)', "La créature équipée a « {T} : … » (…)"),
    ("Fuse (You may cast one or both halves …)", "Fusion (Vous pouvez lancer …)"),
]
TITLES = {"scavenge", "landwalk", "scry", "fuse"}


def test_names_mined_from_the_lines_the_english_says_the_keyword_on():
    names = keywordnames.mine(PAIRS, TITLES)
    assert names["recuperation"] == "scavenge"
    assert names["traversee des forets"] == "forestwalk"
    assert names["regard"] == "scry"  # before its number, in a sentence
    assert "inflige" not in names  # deals is no keyword's title
    assert "la creature equipee" not in names  # the line grants a keyword: no English name
    assert "fusion" not in names  # one line is not enough


# The whole corpus's word lexicon's entries (french.json, 2026-12-04): the keyword's name read as another word.
LEXICON = {
    "recuper": [["salvag", 0.645]],
    "fusion": [["molten", 0.838]],
    "travers": [["block", 0.912]],
    "foret": [["forest", 0.9]],
    "regard": [["look", 0.947]],
    keywordnames.KEY: {
        "recuperation": "scavenge",
        "fusion": "fuse",
        "traversee des forets": "forestwalk",
        "regard": "scry",
    },
}


def stem(word):
    return next(t.text for t in english_analyzer()(word))


@pytest.mark.parametrize(
    ("question", "keyword", "not_said"),
    [
        ("Récupération : je peux mettre les marqueurs sur n'importe quelle créature ?", "scavenge", "salvag"),
        ("recuperation sur une creature", "scavenge", "salvag"),  # typed without its accents
        ("fusion sur une carte scindée", "fuse", "molten"),
        ("Traversée des forêts : ma créature peut-elle être bloquée ?", "forestwalk", "block"),
        ("regard 2 : les deux cartes en dessous ?", "scry", "look"),
    ],
)
def test_a_keywords_french_name_reads_as_the_keyword(question, keyword, not_said):
    terms = Lexicon(LEXICON).translate(question)
    assert stem(keyword) in terms
    assert not_said not in terms


def test_a_name_is_read_as_typed_not_by_its_stem():
    # `regardez` (look at) stems as `regard` (scry) does: the lexicon's word reads it.
    terms = Lexicon(LEXICON).translate("je peux regarder mon cimetière")
    assert "look" in terms
    assert stem("scry") not in terms


def test_a_name_of_two_words_weighs_as_its_two_words_did():
    terms = Lexicon(LEXICON).translate("traversée des forêts")
    assert terms[stem("forestwalk")] == 2


def test_a_lexicon_without_names_reads_as_before():
    data = {k: v for k, v in LEXICON.items() if k != keywordnames.KEY}
    assert "salvag" in Lexicon(data).translate("Récupération")
