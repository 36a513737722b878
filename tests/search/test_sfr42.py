"""sfr42: french25, thirty French questions written blind — each expected rule a paragraph of today's CR that no
earlier French set expects, nine naming a card by the name its French printing gives it (MTGJSON v3's foreignNames,
the corpus's French localizations), registered after french24. Fails before french25.toml was written (no such
set). The one change tried for the never-fetched French misses (`marche` / `fonctionne` read as the CR's
`function` in a question naming a zone) was measured net 0 and reverted: it has no test here
(docs/search-history.md, sfr42)."""

import re
import tomllib
from pathlib import Path

from search.evaluation.sets import TOML_SETS
from tests.search.conftest import family_rules_before, v3_cards

SETS = Path(__file__).resolve().parents[2] / "search" / "evaluation"
TODAY = Path(__file__).resolve().parents[2] / "fixtures" / "cr-today" / "MagicCompRules 20251114.txt"
NAMES = (
    "Karn libéré",
    "Esclavagiste d'âmes",
    "Cadran solaire de l'Infini",
    "Aiguille à sectionner",
    "Morguesort",
    "Charmille dryade",
    "Drain d'énergie",
    "Chancelière de l'Annexe",
    "Vision ancestrale",
)


def questions(name):
    return tomllib.loads((SETS / f"{name}.toml").read_text(encoding="utf-8"))["question"]


def test_french25_is_registered_after_french24():
    assert TOML_SETS.index("french25") == TOML_SETS.index("french24") + 1


def test_thirty_french_questions_each_expecting_a_rule_of_today():
    numbers = set(re.findall(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ", TODAY.read_text(encoding="utf-8"), re.MULTILINE))
    asked = questions("french25")
    assert len(asked) == 30 and {q["group"] for q in asked} == {"french"}
    assert all(q["rules"] and set(q["rules"]) <= numbers for q in asked)


def test_no_expected_rule_an_earlier_french_set_expects():
    earlier = family_rules_before("french25")
    assert earlier and not earlier & {rule for q in questions("french25") for rule in q["rules"]}


def test_nine_questions_name_a_card_by_its_printed_french_name():
    said = [q["q"] for q in questions("french25")]
    assert all(sum(name in q for q in said) == 1 for name in NAMES)


def test_the_names_are_the_french_printings():
    printed = {
        foreign["name"]
        for card in v3_cards("the French names are")
        for foreign in card.get("foreignNames") or ()
        if foreign.get("language") == "French"
    }
    assert set(NAMES) <= printed
