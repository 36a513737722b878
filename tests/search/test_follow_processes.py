"""Two nodes as real processes: each runs `manage.py follow_index` on its own index folder against one database.
A save made through node A's code is found by search on node B within 5 s; a node killed with SIGKILL while
changes happen finds them within 10 s of coming back."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NODE = Path(__file__).with_name("follow_node.py")

pytestmark = pytest.mark.search


class Cluster:
    def __init__(self, tmp_path):
        self.tmp = tmp_path
        database = os.environ.get("FOLLOW_TEST_DATABASE_URL") or f"sqlite:///{tmp_path / 'db.sqlite3'}"
        self.env = {**os.environ, "DATABASE_URL": database, "PYTHONPATH": str(ROOT), "SEARCH_FOLLOW_INTERVAL": "0.2"}
        self.env.pop("PYTEST_CURRENT_TEST", None)
        self.followers, self.searchers = {}, {}

    def node_env(self, name):
        return {**self.env, "SEARCH_INDEX_DIR": str(self.tmp / f"index-{name}")}

    def manage(self, *args):
        subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=self.env, check=True, timeout=300)

    def node(self, *args, name="a"):
        done = subprocess.run(
            [sys.executable, str(NODE), *args], cwd=ROOT, env=self.node_env(name), capture_output=True, text=True
        )
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout.strip().splitlines()[-1])

    def start_follower(self, name):
        log = open(self.tmp / f"follow-{name}.log", "a")  # the process keeps writing to it
        self.followers[name] = subprocess.Popen(
            [sys.executable, "manage.py", "follow_index"], cwd=ROOT, env=self.node_env(name), stdout=log, stderr=log
        )

    def kill_follower(self, name):
        process = self.followers.pop(name)
        process.send_signal(signal.SIGKILL)
        process.wait(10)

    def found(self, name, word):
        searcher = self.searchers.get(name)
        if searcher is None:
            searcher = self.searchers[name] = subprocess.Popen(
                [sys.executable, str(NODE), "search"],
                cwd=ROOT,
                env=self.node_env(name),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
            )
        searcher.stdin.write(word + "\n")
        searcher.stdin.flush()
        return json.loads(searcher.stdout.readline())["total"]

    def seconds_until_found(self, name, word, limit):
        started = time.monotonic()
        while time.monotonic() - started < limit:
            if self.found(name, word):
                return time.monotonic() - started
            time.sleep(0.1)
        return None

    def stop(self):
        for process in [*self.followers.values(), *self.searchers.values()]:
            process.kill()
            process.wait(10)

    def log(self, name):
        return (self.tmp / f"follow-{name}.log").read_text()


@pytest.fixture
def cluster(tmp_path):
    nodes = Cluster(tmp_path)
    nodes.manage("migrate", "--noinput", "-v0")
    nodes.pk = nodes.node("setup")["translation"]
    try:
        yield nodes
    finally:
        nodes.stop()


def wait_until_following(cluster, name, limit=120):
    state = cluster.tmp / f"index-{name}" / "follow.json"
    started = time.monotonic()
    while not state.exists():
        assert time.monotonic() - started < limit, cluster.log(name)
        time.sleep(0.2)


def test_a_save_on_node_a_is_found_on_node_b_within_5_seconds_and_a_killed_node_catches_up(cluster):
    for name in ("a", "b"):
        cluster.start_follower(name)  # empty folders: each builds its index, then follows
    for name in ("a", "b"):
        wait_until_following(cluster, name)
    assert cluster.found("b", "xylophonique") == 0

    cluster.node("save", str(cluster.pk), "Le mot xylophonique est nouveau.", name="a")
    seconds = cluster.seconds_until_found("b", "xylophonique", limit=5)
    assert seconds is not None, cluster.log("b")
    assert cluster.seconds_until_found("a", "xylophonique", limit=5) is not None

    # Node B dies (kill -9) while an editor saves twice; it comes back and catches up from where it stopped.
    cluster.kill_follower("b")
    cluster.node("save", str(cluster.pk), "Un autre mot: glockenspiel.", name="a")
    row = cluster.node("save", str(cluster.pk), "Le dernier mot: harmonium.", name="a")["row"]
    assert cluster.seconds_until_found("a", "harmonium", limit=5) is not None
    assert cluster.found("b", "harmonium") == 0  # B was down
    cluster.start_follower("b")
    assert cluster.seconds_until_found("b", "harmonium", limit=10) is not None, cluster.log("b")
    assert cluster.found("b", "xylophonique") == 0
    assert cluster.found("b", "glockenspiel") == 0
    # The position is written right after the rows are applied (search/follow.py), so a search can find the last
    # row a moment before follow.json names it: under load the test read the old position (1 for 3).
    state, started = cluster.tmp / "index-b" / "follow.json", time.monotonic()
    while json.loads(state.read_text())["position"] != row and time.monotonic() - started < 5:
        time.sleep(0.1)
    assert json.loads(state.read_text())["position"] == row
