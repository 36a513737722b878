"""scripts/check_templates.py, which `make lint` runs: no template marks a value safe (issue 23, item 5)."""

from tests.scripts import load_script


def load():
    return load_script("scripts/check_templates.py")


def test_no_template_marks_a_value_safe():
    assert load().offenders() == []


def test_a_template_that_marks_a_value_safe_is_named(tmp_path):
    (tmp_path / "templates" / "x").mkdir(parents=True)
    (tmp_path / "templates" / "x" / "page.html").write_text("<p>{{ ok }}</p>\n<p>{{ snippet | safe }}</p>\n")
    (tmp_path / "templates" / "other.html").write_text("{% autoescape off %}{{ x }}{% endautoescape %}\n")
    assert load().offenders(tmp_path) == ["templates/other.html:1", "templates/x/page.html:2"]
