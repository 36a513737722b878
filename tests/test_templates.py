"""scripts/check_templates.py, which `make lint` runs: no template marks a value safe (issue 23, item 5)."""

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "check_templates.py"


def load():
    spec = importlib.util.spec_from_file_location("check_templates", SCRIPT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_no_template_marks_a_value_safe():
    assert load().offenders() == []


def test_a_template_that_marks_a_value_safe_is_named(tmp_path):
    (tmp_path / "templates" / "x").mkdir(parents=True)
    (tmp_path / "templates" / "x" / "page.html").write_text("<p>{{ ok }}</p>\n<p>{{ snippet | safe }}</p>\n")
    (tmp_path / "templates" / "other.html").write_text("{% autoescape off %}{{ x }}{% endautoescape %}\n")
    assert load().offenders(tmp_path) == ["templates/other.html:1", "templates/x/page.html:2"]
