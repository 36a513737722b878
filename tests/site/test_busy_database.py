"""An import holds the write lock in another process: a save is stored or told to retry, never a 500 or half-done."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(tmp_path, *, busy_timeout, hold):
    database = tmp_path / "busy.sqlite3"
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{database}",
        "SEARCH_INDEX_DIR": str(tmp_path / "index"),
        "SQLITE_BUSY_TIMEOUT": str(busy_timeout),
        "DJANGO_SETTINGS_MODULE": "rulings_site.settings",
        "PYTHONPATH": str(ROOT),
    }
    env.pop("PYTEST_CURRENT_TEST", None)
    subprocess.run([sys.executable, "manage.py", "migrate", "--noinput", "-v0"], cwd=ROOT, env=env, check=True)
    done = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "site" / "busy_save.py"), str(hold)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1]), done.stderr


@pytest.mark.skipif(os.environ.get("DATABASE_URL", "").startswith("postgres"), reason="SQLite's write lock only")
def test_a_save_that_cannot_wait_long_enough_is_a_503_and_changes_nothing(tmp_path):
    result, log = run(tmp_path, busy_timeout=0.3, hold=2.0)
    assert result["during"] == 503
    assert result["retry_after"] == "5"
    assert (result["during_text"], result["during_revision"]) == ("Ancien.", 1)
    assert "Traceback" not in log
    assert (result["after"], result["after_text"]) == (302, "Après.")


@pytest.mark.skipif(os.environ.get("DATABASE_URL", "").startswith("postgres"), reason="SQLite's write lock only")
def test_a_save_waits_for_the_import_and_is_stored(tmp_path):
    result, _ = run(tmp_path, busy_timeout=10, hold=1.0)
    assert (result["during"], result["during_text"]) == (302, "Pendant.")
    assert (result["after"], result["after_text"]) == (302, "Après.")
