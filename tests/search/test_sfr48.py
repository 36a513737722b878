"""sfr48: french28, thirty French questions written blind (each expected rule a paragraph of today's CR no earlier
French set expects, fifteen naming a card by its printed French name), registered after french27; and the players'
everyday words no French card prints (`tout de suite`, `immédiatement`, `deja`, `enlever`, `parler de`) read as the
CR's English for them (search/frenchwords.py, read through frenchphrases.PHRASES). Fails on main e45adb7: no
french28, none of these words read (checked in a detached worktree of it)."""

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
    "Esprit du Labyrinthe",
    "Ornithoptere",
    "Chef de guerre gobelin",
    "Âpre fleur",
    "Entrave chtonienne",
    "Reverberation de mana",
    "Caverne des ames",
    "Mitard",
    "Passage des malandrins",
    "Liliana du voile",
    "Jace, le sculpteur de l'esprit",
    "Marcheur des marges",
    "Entite miroir",
    "Saisie des pensées",
    "Rancœur",
    "Dragon shivân",
)


def questions(name):
    return tomllib.loads((SETS / f"{name}.toml").read_text(encoding="utf-8"))["question"]


def test_french28_is_registered_after_french27():
    assert TOML_SETS.index("french28") == TOML_SETS.index("french27") + 1


def test_thirty_french_questions_each_expecting_a_rule_of_today():
    numbers = set(re.findall(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ", TODAY.read_text(encoding="utf-8"), re.MULTILINE))
    asked = questions("french28")
    assert len(asked) == 30 and {q["group"] for q in asked} == {"french"}
    assert all(q["rules"] and set(q["rules"]) <= numbers for q in asked)


def test_no_expected_rule_an_earlier_french_set_expects():
    earlier = family_rules_before("french28")
    assert earlier and not earlier & {rule for q in questions("french28") for rule in q["rules"]}


def test_the_first_fifteen_questions_name_a_card_by_its_french_name():
    said = [q["q"] for q in questions("french28")]
    # Each name in one question; Réverbération de mana and Caverne des âmes share the sixth.
    assert all(sum(re.search(rf"\b{re.escape(name)}\b", q) is not None for q in said) == 1 for name in NAMES)
    assert all(any(re.search(rf"\b{re.escape(name)}\b", q) for name in NAMES) for q in said[:15])


def _read(typed):
    _, found = frenchphrases.read(typed)
    return found


# The change: each everyday word read as the CR's English. On main e45adb7 none is read: the lexicon left `suite`,
# `dej` (deja), `enlev`, `parl` unread and read `immédiatement` as conscript.
@pytest.mark.parametrize(
    ("typed", "english"),
    [
        ("ma créature jour se transforme tout de suite ?", "immediately"),
        ("ça se passe immédiatement ?", "immediately"),
        ("elle arrive deja attachée ?", "already"),
        ("l'Entrave chtonienne lui enlève le vol", "remove"),
        ("on peut enlever les marqueurs ?", "remove"),
        ("mes cartes qui parlent des fées", "refer"),
        ("la carte parle de X", "refer"),
    ],
)
def test_an_everyday_word_is_read_as_the_crs_english(typed, english):
    assert english in _read(typed)


@pytest.mark.parametrize(
    "typed",
    [
        "je parle à mon adversaire pendant son tour",  # speaking to someone refers to nothing
        "la suite de la partie",  # `suite` alone: no immediately
    ],
)
def test_a_word_in_another_sense_is_left_to_the_lexicon(typed):
    assert not {"refer", "immediately"} & set(_read(typed))


# french21-8's kind of question (702.145c: "This happens immediately and isn't a state-based action"): on main the
# lexicon kept `suite` as a French stem no rule says, and 702.145c was 10th.
def test_a_transform_at_once_question_reads_immediately(today):
    terms = french_terms("quand il fait nuit ma créature jour se transforme tout de suite ?")
    assert "immedi" in terms and "suiti" not in terms
