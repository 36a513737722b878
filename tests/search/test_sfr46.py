"""sfr46: french27, thirty French questions written blind (each expected rule a paragraph of today's CR no earlier
French set expects, fifteen naming a card by its printed French name), registered after french26."""

import re
import tomllib
from pathlib import Path

from search.evaluation.sets import TOML_SETS
from tests.search.conftest import family_rules_before

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
