"""A real Redis for the shared-cache tests: Debian's redis-server started on a free loopback port for the session
(scripts/test_redis.sh installs it when missing), or the one REDIS_TEST_URL names."""

import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

import pytest
from django.core.cache import cache

REDIS_CONF = Path(__file__).resolve().parents[2] / "scripts" / "cluster" / "redis.conf"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def redis_server():
    server = shutil.which("redis-server") or (
        "/usr/bin/redis-server" if os.path.exists("/usr/bin/redis-server") else None
    )
    if server is None:
        pytest.skip("redis-server is not installed: scripts/test_redis.sh installs Debian's and runs these tests")
    return server


def start_redis(folder, *extra):
    """A redis-server on a free loopback port, with the shipped settings (scripts/cluster/redis.conf) and `extra`
    arguments: (the process, its URL)."""
    port = free_port()
    process = subprocess.Popen(
        [redis_server(), str(REDIS_CONF), "--bind", "127.0.0.1", "--port", str(port), "--dir", str(folder), *extra],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    deadline = time.monotonic() + 10
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return process, f"redis://127.0.0.1:{port}/0"
        except OSError:
            if time.monotonic() > deadline or process.poll() is not None:
                process.kill()
                pytest.fail(f"redis-server did not start on port {port}")
            time.sleep(0.05)


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    given = os.environ.get("REDIS_TEST_URL")
    if given:
        yield given
        return
    process, url = start_redis(tmp_path_factory.mktemp("redis"))
    try:
        yield url
    finally:
        process.terminate()
        process.wait(10)


LOCAL = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "pages-test"}}


@pytest.fixture(params=["redis", "local memory"])
def shared_cache(request, settings):
    """The page cache on, on a real Redis (as nodes share it) and on local memory."""
    if request.param == "redis":
        url = request.getfixturevalue("redis_url")
        settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": url}}
    else:
        settings.CACHES = LOCAL
    settings.PAGE_CACHE = True
    cache.clear()
    yield request.param
    cache.clear()
