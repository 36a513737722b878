"""One real gunicorn node on the sample data, for the tests that damage what it stands on (the index's files, its
disk): migrated, loaded, started with gunicorn.conf.py, stopped whatever the test did."""

import contextlib
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from .conftest import free_port

ROOT = Path(__file__).resolve().parents[2]


def get(port, path):
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=20) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


def wait_for(condition, seconds, what):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if condition():
                return
        except OSError:
            pass
        time.sleep(0.2)
    pytest.fail(f"timed out waiting for {what}")


@contextlib.contextmanager
def sample_node(database, index, output, **settings):
    """(the gunicorn master, its port, its environment): one worker of two threads, no shared cache, the
    settings given on top; output is an open file for the node's stdout and stderr."""
    env = {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{database}",
        "SEARCH_INDEX_DIR": str(index),
        "TESTING": "1",
        "CACHE_URL": "",
        "WEB_WORKERS": "1",
        "WEB_THREADS": "2",
        "HOST": "127.0.0.1",
        "PORT": str(free_port()),
        **settings,
    }
    env.pop("DJANGO_SETTINGS_MODULE", None)
    python = sys.executable
    subprocess.run([python, "manage.py", "migrate", "--noinput", "-v0"], cwd=ROOT, env=env, check=True)
    subprocess.run([python, "manage.py", "load_sample"], cwd=ROOT, env=env, check=True, capture_output=True)
    master = subprocess.Popen(
        [str(Path(python).with_name("gunicorn")), "-c", "gunicorn.conf.py"],
        cwd=ROOT,
        env=env,
        stdout=output,
        stderr=output,
    )
    port = int(env["PORT"])
    try:
        wait_for(lambda: get(port, "/healthz")[0] == 200, 120, "the node to answer")
        yield master, port, env
    finally:
        master.terminate()
        try:
            master.wait(20)
        except subprocess.TimeoutExpired:
            master.kill()
            master.wait(10)
