"""While the shared cache hangs, a rule page does not rebuild the tables it is built from at every request.

The fault battery's "Redis hung" had a request of 20 s: once Redis is skipped, what is built is kept in a small
local cache (rulings_site.cache, 100 entries), and a rule page read the ruling-link tables of every CR version, one
entry each: with the 106 versions, each read pushed out another (least recently used first), so every rule page
rebuilt them all (1.5 s of CPU), the workers fell behind and haproxy queued the requests. The tables are now one
entry, and kept in the process (rules/memo.py).
"""

import os
import signal

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from rulings_site.settings import caches_for
from tests.pages.test_page_costs import PAGE, older_versions

from .conftest import start_redis

pytestmark = pytest.mark.django_db

# More versions than the local cache's 100 entries, as the corpus's 106.
VERSIONS = 110


@pytest.fixture
def hung_redis(tmp_path, settings):
    process, url = start_redis(tmp_path)
    # Redis is not tried again during the test: every request after the first failure goes without it.
    settings.CACHES = caches_for(url, timeout=0.3, retry_seconds=60)
    settings.PAGE_CACHE = False
    yield process
    os.kill(process.pid, signal.SIGCONT)
    process.kill()
    process.wait(10)


def queries(client, path):
    with CaptureQueriesContext(connection) as captured:
        assert client.get(path).status_code == 200
    return len(captured)


def test_a_rule_page_keeps_its_tables_while_the_cache_hangs(client, hung_redis):
    older_versions(VERSIONS)
    client.get(PAGE)
    warm = queries(client, PAGE)
    os.kill(hung_redis.pid, signal.SIGSTOP)
    client.get(PAGE)  # the request that finds out, within the timeout
    client.get(PAGE)
    assert queries(client, PAGE) <= warm + 2
