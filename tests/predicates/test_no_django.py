import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_predicates_import_no_django():
    code = (
        "import sys\n"
        "import predicates.engine.catalog, predicates.engine.registry\n"
        "from predicates.engine import catalog, registry\n"
        "assert [registry.summary(p) for p in catalog.all_predicates()]\n"
        "loaded = sorted(m for m in sys.modules if m == 'django' or m.startswith('django.'))\n"
        "assert not loaded, loaded\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, env={"PATH": "/usr/bin:/bin"}
    )
    assert done.returncode == 0, done.stderr


def test_no_django_import_statement_in_the_package():
    # The engine moved from rulings/predicates/ to predicates/engine/: an empty glob would prove nothing.
    paths = sorted((ROOT / "predicates" / "engine").glob("*.py"))
    assert len(paths) > 10
    for path in paths:
        text = path.read_text()
        assert "import django" not in text, path
        assert "from django" not in text, path


def test_no_module_of_the_predicates_app_is_over_500_lines():
    """Issue 23.3: modules of one job each; the cases live with their predicate's declaration (engine/declared/)."""
    paths = sorted((ROOT / "predicates").rglob("*.py"))
    assert len(paths) > 20
    long = {str(p.relative_to(ROOT)): n for p in paths if (n := len(p.read_text().splitlines())) > 500}
    assert long == {}
