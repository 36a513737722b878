"""scripts/check_typed.py, which `make lint` runs before mypy: every services and selectors module, and every module
of the rule engine the rest of the code calls, is in mypy's list, strictly, and its public functions take one
argument at most by position (issue 23, item 9)."""

import tomllib
from pathlib import Path

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parent.parent


def load():
    return load_script("scripts/check_typed.py")


def tool():
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]


def test_the_project_passes_today():
    assert load().problems() == []


def test_every_services_and_selectors_module_is_found():
    check = load()
    found = check.services_and_selectors(list(check.app_files()))
    assert {"editor/services.py", "editor/selectors.py", "rules/selectors.py", "cards/selectors.py"} <= set(found)
    # A package of services, or a second selectors module, is found as well.
    assert check.services_and_selectors(
        ["search/selectors/query.py", "rules/selectors_history.py", "rules/views.py"]
    ) == [
        "rules/selectors_history.py",
        "search/selectors/query.py",
    ]


def test_a_new_selectors_module_left_out_of_mypy_fails():
    check = load()
    config = tool()
    config["mypy"]["files"] = [f for f in config["mypy"]["files"] if f != "cards/selectors.py"]
    assert check.problems(tool=config) == ["cards/selectors.py: not in pyproject's [tool.mypy] files"]


def test_an_engine_entry_point_left_out_fails_and_one_imported_for_constants_is_none():
    check = load()
    engine = check.engine_imports(list(check.app_files()))
    assert {"all_predicates", "get"} <= engine[
        "predicates/engine/catalog.py"
    ]  # catalog.get(...) after `import catalog`
    assert "mana_value" in engine["predicates/engine/mana.py"]
    assert "predicates/engine/limits.py" not in engine  # MAX_COSTS and the like only
    config = tool()
    config["mypy"]["files"] = [f for f in config["mypy"]["files"] if f != "predicates/engine/mana.py"]
    assert check.problems(tool=config) == ["predicates/engine/mana.py: not in pyproject's [tool.mypy] files"]


def test_an_override_letting_a_listed_module_go_untyped_fails():
    check = load()
    config = tool()
    config["mypy"]["overrides"] = [{"module": ["predicates.engine.*"], "disallow_untyped_defs": False}]
    found = check.problems(tool=config)
    assert "pyproject.toml: the override of predicates.engine.* lets predicates/engine/mana.py go untyped" in found
    assert not any("editor/services.py" in line for line in found)


def test_several_arguments_by_position_fail(tmp_path, monkeypatch):
    check = load()
    module = tmp_path / "cards" / "selectors.py"
    module.parent.mkdir()
    module.write_text(
        "def find(name, limit): ...\n"
        "def suggest(name, *, limit=5): ...\n"
        "def _helper(a, b): ...\n"
        "class Card:\n    def method(self, a): ...\n"
    )
    monkeypatch.setattr(check, "ROOT", tmp_path)
    assert list(check.several_by_position("cards/selectors.py")) == [
        "cards/selectors.py:1: find(name, limit): more than one argument by position; "
        "make all but the first keyword-only (*)"
    ]
    assert list(check.several_by_position("cards/selectors.py", only={"suggest"})) == []


def test_make_lint_runs_the_check_before_mypy():
    lint = (ROOT / "Makefile").read_text().split("\nlint:")[1].split("\n\n")[0]
    assert lint.index("scripts/check_typed.py") < lint.index(".venv/bin/mypy")
