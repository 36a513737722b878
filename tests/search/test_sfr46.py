"""sfr46: french27, thirty French questions written blind (each expected rule a paragraph of today's CR no earlier
French set expects, fifteen naming a card by its printed French name), registered after french26; and players'
verbs the French cards print otherwise (`montrer`, `bouger`, `taper`, `redémarrer`, `hors de la partie`) read as
the English of the verb the cards print (frenchphrases.PHRASES). Fails on main 769dd24: no french27, none of these
phrases read (checked in a detached worktree of it)."""

import re
import tomllib
from pathlib import Path

import pytest

from search import frenchphrases
from search.evaluation.sets import TOML_SETS
from tests.search.conftest import family_rules_before, french_terms

SETS = Path(__file__).resolve().parents[2] / "search" / "evaluation"
TODAY = Path(__file__).resolve().parents[2] / "fixtures" / "cr-today" / "MagicCompRules 20251114.txt"
# As the questions say them, some without their accents (the corpus's French localizations).
NAMES = (
    "Colere de Dieu",
    "Ange exalte",
    "Archives d'Alhammarret",
    "Servant du peintre",
    "Coursiere de Kruphix",
    "Protection de Téfeiri",
    "Chasseur de fielleux",
    "Ordre naturel",
    "Sphère chromatique",
    "Étreinte spinale",
    "Ecuyere devouee",
    "Anneau solaire",
    "Saheeli, la talentueuse",
    "Vision ancestrale",
)


def questions(name):
    return tomllib.loads((SETS / f"{name}.toml").read_text(encoding="utf-8"))["question"]


def test_french27_is_registered_after_french26():
    assert TOML_SETS.index("french27") == TOML_SETS.index("french26") + 1


def test_thirty_french_questions_each_expecting_a_rule_of_today():
    numbers = set(re.findall(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ", TODAY.read_text(encoding="utf-8"), re.MULTILINE))
    asked = questions("french27")
    assert len(asked) == 30 and {q["group"] for q in asked} == {"french"}
    assert all(q["rules"] and set(q["rules"]) <= numbers for q in asked)


def test_no_expected_rule_an_earlier_french_set_expects():
    earlier = family_rules_before("french27")
    assert earlier and not earlier & {rule for q in questions("french27") for rule in q["rules"]}


def test_fifteen_questions_name_a_card_by_its_french_name():
    said = [q["q"] for q in questions("french27")]
    assert all(sum(re.search(rf"\b{re.escape(name)}\b", q) is not None for q in said) == 1 for name in NAMES)
    # Foudre, the fifteenth, is named alone in one question and beside Servant du peintre in another.
    assert sum(re.search(r"\bFoudre\b", q) is not None for q in said) == 2


# The change: players' verbs the French cards print otherwise (montrer, bouger, taper, redémarrer, hors de la partie)
# read as the English of the verb the cards print for them (frenchphrases.PHRASES). On main 769dd24 none of these
# phrases is read: the lexicon left `montr`, `boug`, `taper`, `redemarr` unread and `hors` was no outside.
@pytest.mark.parametrize(
    ("typed", "said", "english"),
    [
        ("je dois montrer ses cartes aux autres joueurs ?", "montrer", "reveal"),
        ("l'aura bouge ou elle reste où elle est ?", "bouge", "move"),
        ("je peux le taper pour du mana avant ?", "taper", "tap"),
        ("Karn redémarre la partie", "redémarre", "restart"),
        ("une carte que je possède hors de la partie", "hors de la partie", "outside"),
    ],
)
def test_a_players_verb_is_read_as_the_printed_verbs_english(typed, said, english):
    read = [(m.group(0), e) for pattern, e in frenchphrases.PHRASES for m in pattern.finditer(typed)]
    assert (said, english) in read
    # ... the first pattern to read its span: `hors de la partie` before `la partie` is the game (read as nothing).
    first = min(read, key=lambda found: typed.index(found[0]))
    assert first == (said, english)


# french26-2's words (Sonde gitaxienne's question, the card's name out): its verb is the rules' reveal.
def test_the_lexicon_reads_montrer_as_reveal(today):
    assert "reveal" in french_terms(
        "je regarde la main de mon adversaire, je dois montrer ses cartes aux autres joueurs ?"
    )


def test_hors_de_la_partie_is_outside_not_the_names_outlaw(today):
    terms = french_terms("je peux aller chercher une carte hors de la partie ?")
    assert "outsid" in terms and "outlaw" not in terms
