"""A worker forked after the index was damaged in place does not read the master's view of it (issue 24, N9).

gunicorn's master opens and warms the index before it forks (preload, search.warm); its searchers read the segment
files through mmap, and every worker inherits those mappings. A segment truncated under the running node (a disk
fault) kills a worker that reads past its new end (SIGBUS), and gunicorn forks another from the same master: before,
that worker said 200 on /healthz (it first looked at the files after the damage) and died at its first search, so
haproxy kept sending the node visitors and the follower never lived long enough to rebuild the index. Real gunicorn,
on the sample database and its index.
"""

import os
import signal
import subprocess
import time

import pytest

from .nodes import get, sample_node, wait_for


def workers(master):
    found = subprocess.run(["pgrep", "-P", str(master)], capture_output=True, text=True).stdout.split()
    return sorted(int(pid) for pid in found)


@pytest.fixture
def node(tmp_path, request):
    # The damage alone, not the follower's repair of it, unless the test asks for the follower.
    follow = getattr(request, "param", "0")
    with (
        open(tmp_path / "node.log", "w") as log,
        sample_node(
            tmp_path / "db.sqlite3",
            tmp_path / "index",
            log,
            SECRET_KEY="test-damaged-index-not-secret",
            SEARCH_FOLLOW=follow,
        ) as (master, port, _),
    ):
        yield master, port, tmp_path / "index"


def test_a_worker_forked_after_the_damage_does_not_read_the_masters_mapping(node):
    master, port, index = node
    assert get(port, "/search?q=improvise")[0] == 200
    segment = max((index / "current" / "main").glob("*.seg"), key=lambda path: path.stat().st_size)
    with open(segment, "r+b") as damaged:
        damaged.truncate(segment.stat().st_size // 2)  # as a disk fault would
    # The worker that served is replaced (as after its SIGBUS): the new one is forked from the same master.
    [before] = workers(master.pid)
    os.kill(before, signal.SIGKILL)
    wait_for(lambda: workers(master.pid) not in ([], [before]), 60, "a new worker")
    [after] = workers(master.pid)
    wait_for(lambda: get(port, "/healthz")[0] in (200, 503), 60, "the new worker to answer")

    status, body = get(port, "/healthz")
    assert status == 503, body  # haproxy sends it nobody
    assert "search index" in body
    for _ in range(3):
        assert get(port, "/search?q=improvise")[0] in (200, 503)
        assert get(port, "/rules/702.126a")[0] == 200  # everything but search is served
    assert workers(master.pid) == [after]  # alive: no SIGBUS


@pytest.mark.parametrize("node", ["1"], indirect=True)
def test_a_damaged_index_heals_by_itself_from_the_database_with_no_change(node):
    # Issue 24, point 2: the follower rebuilt only after three failed steps, and a step fails only on a change to
    # apply: with no saves the node stayed red for good. Its idle step now reads the damage /healthz reads.
    master, port, index = node
    assert get(port, "/search?q=improvise")[0] == 200
    damaged_build = os.readlink(index / "current")
    segment = max((index / "current" / "main").glob("*.seg"), key=lambda path: path.stat().st_size)
    with open(segment, "r+b") as damaged:
        damaged.truncate(segment.stat().st_size // 2)
    started = time.monotonic()
    wait_for(lambda: os.readlink(index / "current") != damaged_build, 60, "the follower to rebuild the index")
    wait_for(lambda: get(port, "/healthz")[0] == 200, 60 - (time.monotonic() - started), "/healthz to be green")
    status, body = get(port, "/search?q=improvise")
    assert status == 200 and "improvise" in body.lower()
    print(f"healed in {time.monotonic() - started:.1f} s")
