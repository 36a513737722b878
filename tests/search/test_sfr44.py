"""sfr44: french26, thirty French questions written blind (each expected rule a paragraph of today's CR no earlier
French set expects, fifteen naming a card by its printed French name), registered after french25; and
frenchsituations: a French question naming a card reads situations.py's rows on its event words put into the
English ones the rows read (`1/1 ou 2/2` → "1/1 or 2/2", `bonus … combien` → "bonus … how many"), which the French
path never read (`not plan_.french`). Fails on main ca9a91f: no french26, no search/frenchsituations.py (checked in
a detached worktree of it: collection error)."""

import re
import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest

from search import frenchsituations, situations
from search.evaluation.sets import TOML_SETS
from search.rulefinder import Ranked
from tests.search.conftest import family_rules_before

SETS = Path(__file__).resolve().parents[2] / "search" / "evaluation"
TODAY = Path(__file__).resolve().parents[2] / "fixtures" / "cr-today" / "MagicCompRules 20251114.txt"
# As the questions say them, some without their accents (the corpus's French localizations).
NAMES = (
    "Jet",
    "Sonde gitaxienne",
    "Hydre kalonienne",
    "Pacte de negation",
    "Ange de platine",
    "Piegepont",
    "Messe noire",
    "Terres devastees",
    "Repose en paix",
    "Lumière de bannissement",
    "Commandement cryptique",
    "Fait ou fiction",
    "Jambieres d'eclair",
    "Marécage de Bojuka",
    "Roue de la fortune",
)


def questions(name):
    return tomllib.loads((SETS / f"{name}.toml").read_text(encoding="utf-8"))["question"]


def test_french26_is_registered_after_french25():
    assert TOML_SETS.index("french26") == TOML_SETS.index("french25") + 1


def test_thirty_french_questions_each_expecting_a_rule_of_today():
    numbers = set(re.findall(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ", TODAY.read_text(encoding="utf-8"), re.MULTILINE))
    asked = questions("french26")
    assert len(asked) == 30 and {q["group"] for q in asked} == {"french"}
    assert all(q["rules"] and set(q["rules"]) <= numbers for q in asked)


def test_no_expected_rule_an_earlier_french_set_expects():
    earlier = family_rules_before("french26")
    assert earlier and not earlier & {rule for q in questions("french26") for rule in q["rules"]}


def test_fifteen_questions_name_a_card_by_its_french_name():
    said = [q["q"] for q in questions("french26")]
    assert all(sum(re.search(rf"\b{re.escape(name)}\b", q) is not None for q in said) == 1 for name in NAMES)


# French card questions the change found (french12-25, french9-30, french26-6 of the tuned sets), their cards' names
# out: the rows read their English rendering, never the French words.
@pytest.mark.parametrize(
    ("french", "english", "rule"),
    [
        ("et un sort qui rend ma créature 1/1, elle est 1/1 ou 2/2 ?", "spell 1/1 or 2/2", "613.4b"),
        ("sur une créature qui a un bonus, je gagne combien de points de vie ?", "bonus how many life", "608.2h"),
        ("on me la vole en réponse, elle meurt", "gain control in response dies", "603.3a"),
    ],
)
def test_the_french_event_words_are_read_as_the_rows_english_ones(french, english, rule):
    assert situations.situation_rules(french) == []
    assert frenchsituations.rendered(french) == english
    assert rule in situations.situation_rules(english)


def test_a_word_is_read_once():
    assert frenchsituations.rendered("il prend le contrôle de ma créature") == "gain control"
    assert frenchsituations.rendered("quelle heure est-il ?") == ""


class _Finder:
    """No paragraph scores: family_best finds none, so the rule itself enters."""

    numbers = ()


def _searchers():
    return SimpleNamespace(finder=_Finder())


@pytest.fixture
def names_as_typed(monkeypatch):
    # The French names of two words or more are read out by the card names of the index; here there are none.
    monkeypatch.setattr(frenchsituations, "long_names_out", lambda searchers, text: text)


def _request(text):
    return SimpleNamespace(free=text, understanding=SimpleNamespace(question=True))


def test_a_french_card_question_enters_its_situations_rule(names_as_typed):
    text = "Glorious Anthem et un sort qui rend ma créature 1/1, elle est 1/1 ou 2/2 ?"
    ranked = [Ranked(n, 10.0 - i) for i, n in enumerate(["100.1", "100.2", "100.3", "100.4", "100.5"])]
    boost = {}
    plan_ = SimpleNamespace(french=True)
    named = ["Glorious Anthem"]
    frenchsituations.entered(_searchers(), plan_, _request(text), ranked, boost, {}, None, named, lambda name: "")
    numbers = [r.number for r in ranked]
    # Each enters at PLACE, the second before the first (situations.entered, as for an English question).
    assert numbers[situations.PLACE : situations.PLACE + 2] == ["613.4c", "613.4b"]
    assert boost == {"613.4b": situations.BOOST, "613.4c": situations.BOOST}


def test_an_english_question_is_left_to_the_english_path(names_as_typed):
    ranked, boost = [Ranked("100.1", 1.0)], {}
    plan_ = SimpleNamespace(french=False)
    text = "sur une créature qui a un bonus, je gagne combien de points de vie ?"
    frenchsituations.entered(_searchers(), plan_, _request(text), ranked, boost, {}, None, ["X"], lambda name: "")
    assert [r.number for r in ranked] == ["100.1"] and boost == {}


def _rule(number):
    return {"id": f"rule-{number}", "kind": "rule", "number": number}


def _own(n, kind="ruling"):
    return {"id": f"{kind}-{n}", "kind": kind, "cards": ["Glorious Anthem"], "title": "Glorious Anthem"}


def test_page_one_keeps_the_situations_rule_in_the_top_three(names_as_typed):
    page = [_own(0, "card"), _own(1), _rule("702.3b"), _own(2), _own(3), _rule("613.4b"), _rule("613.1")]
    text = "Glorious Anthem et un sort qui rend ma créature 1/1, elle est 1/1 ou 2/2 ?"
    plan_ = SimpleNamespace(french=True)
    kept = frenchsituations.kept_in_top(page, _searchers(), plan_, text, ["Glorious Anthem"], lambda s, n: "")
    assert [r["id"] for r in kept].index("rule-613.4b") == situations.KEPT_TOP - 1
    assert frenchsituations.kept_in_top(page, _searchers(), SimpleNamespace(french=False), text, ["X"], None) == page
