"""A node whose index disk is full turns /healthz red, and heals by itself once the space is back (issue 24, N10 and
point 2): real gunicorn with its follower, the index folder on a filesystem of its own (a small tmpfs: root only,
skipped otherwise) filled to the last byte, a save made meanwhile.

Before (the fault battery of 2026-12-02 04:42: caught up 50.9 s after the space came back), each failed step on the
full disk doubled the follower's wait (up to 30 intervals) and every third one asked for a full rebuild from the
database, which the full disk failed too: once the space was back the follower slept out its wait, then rebuilt the
whole index (34-122 s on the corpus) instead of applying the one change it had missed.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse
from pathlib import Path

import pytest

from .nodes import ROOT, get, sample_node, wait_for

DISK_MB = 48


@pytest.fixture
def small_disk():
    folder = Path(tempfile.mkdtemp(prefix="rulings-index-disk-"))
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={DISK_MB}m", "tmpfs", str(folder)], capture_output=True, text=True
    )
    if mounted.returncode != 0:
        folder.rmdir()
        pytest.skip(f"a tmpfs cannot be mounted here (root only): {mounted.stderr.strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)
        folder.rmdir()


@pytest.fixture
def node(tmp_path, small_disk):
    try:
        with (
            open(tmp_path / "node.log", "w") as log,
            sample_node(
                tmp_path / "db.sqlite3",
                small_disk / "index",
                log,
                SECRET_KEY="test-full-index-disk-not-secret",
                SEARCH_FOLLOW="1",
                SEARCH_FOLLOW_INTERVAL="1",  # the default
                HEALTH_INDEX_MIN_FREE_MB="4",  # the sample's index is small; the default 50 MB is for the corpus
            ) as (_, port, env),
        ):
            yield env, port, small_disk / "index"
    finally:
        print((tmp_path / "node.log").read_text()[-6000:])


SAVE = """
from django.contrib.auth.models import User
from editor import services
from editor.accounts import role_group
from translations.models import Translation
user = User.objects.create_user("disk-probe", password="a long enough password 42")
user.groups.add(role_group("reviewer"))
translation = Translation.objects.filter(ruling__isnull=False, language="fr").order_by("pk").first()
services.translation_save(translation=translation, user=user, text="Sauvé disque plein : {word}.",
                          base_revision=translation.revision)
"""


def found(port, word):
    status, body = get(port, "/api/search?" + urllib.parse.urlencode({"q": word, "lang": "fr"}))
    return status == 200 and '"total": 0' not in body and '"total":0' not in body


def test_a_full_index_disk_turns_the_node_red_and_heals_once_the_space_is_back(node):
    env, port, index = node
    build = os.readlink(index / "current")
    filler = index.parent / "filler"
    subprocess.run(["fallocate", "-l", str(shutil.disk_usage(index).free), str(filler)], check=True)
    filled = time.monotonic()
    word = f"disquepleine{int(time.time())}"
    subprocess.run([sys.executable, "manage.py", "shell", "-c", SAVE.format(word=word)], cwd=ROOT, env=env, check=True)
    wait_for(lambda: get(port, "/healthz")[0] == 503, 5, "/healthz to turn red")
    status, body = get(port, "/healthz")
    assert "disk" in body, body
    assert get(port, "/rules/702.126a")[0] == 200  # the rest of the site is served
    time.sleep(max(0.0, 12 - (time.monotonic() - filled)))  # the follower fails meanwhile, several times
    assert not found(port, word)

    filler.unlink()
    freed = time.monotonic()
    wait_for(lambda: found(port, word), 5, "the save made while the disk was full to be found, within 5 s")
    caught_up = time.monotonic() - freed
    wait_for(lambda: get(port, "/healthz")[0] == 200, 5, "/healthz to be green again")
    # Healed by applying what it missed, not by a full rebuild (minutes on the corpus).
    assert os.readlink(index / "current") == build
    print(f"caught up {caught_up:.1f} s after the space came back")
