"""The cluster test's load (scripts/cluster/run.sh): judges searching, players reading rules, cards, diffs and the
JSON API, and editors saving translations, through haproxy. Every request is written to REQUEST_LOG as
`time,name,status,ms,ok,page cache hit,cache wait ms` so that report.py can count errors before, during and after
the failure.

Environment: CLUSTER_TARGETS (targets.py's JSON), REQUEST_LOG, EDITOR_PASSWORD, CLUSTER_EDITORS (accounts
loadeditor1..N), CLUSTER_SAVE_EVERY (seconds between an editor's saves), CLUSTER_RATE (requests per second per
reader).
"""

import json
import os
import random
import re
import time

from locust import FastHttpUser, constant_throughput, events, task

TARGETS = json.load(open(os.environ["CLUSTER_TARGETS"]))
LOG = open(os.environ["REQUEST_LOG"], "a", buffering=1)
RATE = float(os.environ.get("CLUSTER_RATE", "8"))
EDITORS = int(os.environ.get("CLUSTER_EDITORS", "2"))
SAVE_EVERY = float(os.environ.get("CLUSTER_SAVE_EVERY", "10"))
QUERIES = [
    "improvise",
    "improvise colored mana",
    "coût total",
    "702.126a",
    "601.2f",
    "mana abilty",
    "protection from",
    "copy spell new targets",
    "{X} in mana cost",
    "kind:ruling artifact",
    "lang:fr improvisation",
    "contraption",
    "whir of invention",
    "total cost",
    "tap an untapped artifact",
    "saheeli",
]
TOKEN = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
REVISION = re.compile(r'name="base_revision" value="(\d+)"')
CACHE_TIMING = re.compile(r"\bcache;dur=([0-9.]+)")
_editor_numbers = iter(range(1, 10_000))


@events.request.add_listener
def record(request_type, name, response_time, response_length, response, exception, **kwargs):
    status = getattr(response, "status_code", 0) if response is not None else 0
    headers = getattr(response, "headers", None) or {}
    hit = 1 if headers.get("X-Page-Cache") == "hit" else 0  # served from the page cache (faults.py counts them)
    # The time the node spent in Redis commands (rulings_site.cache's Server-Timing); -1: it did not say.
    timing = CACHE_TIMING.search(headers.get("Server-Timing") or "")
    waited = timing.group(1) if timing else "-1"
    LOG.write(f"{time.time():.3f},{name},{status},{response_time:.1f},{0 if exception else 1},{hit},{waited}\n")


class Reader(FastHttpUser):
    """A judge or a player: mostly search and rule pages, then cards, diffs and the API."""

    weight = 20
    wait_time = constant_throughput(RATE)

    @task(6)
    def search_page(self):
        self.client.get(TARGETS["search"], params={"q": random.choice(QUERIES)}, name="search")

    @task(4)
    def search_api(self):
        self.client.get(TARGETS["api_search"], params={"q": random.choice(QUERIES)}, name="api search")

    @task(5)
    def rule(self):
        self.client.get(random.choice(TARGETS["rules"]), name="rule")

    @task(3)
    def card(self):
        self.client.get(random.choice(TARGETS["cards"]), name="card")

    @task(1)
    def diff(self):
        if TARGETS["diffs"]:
            self.client.get(random.choice(TARGETS["diffs"]), name="diff")

    @task(2)
    def api_rule(self):
        self.client.get(random.choice(TARGETS["api_rules"]), name="api rule")

    @task(2)
    def api_card(self):
        self.client.get(random.choice(TARGETS["api_cards"]), name="api card")

    @task(1)
    def api_changes(self):
        if TARGETS["changes"]:
            self.client.get(random.choice(TARGETS["changes"]), name="api changes")


class Editor(FastHttpUser):
    """An editor (a reviewer's account, so approved texts can be changed too) saving French texts."""

    weight = 1
    fixed_count = EDITORS
    # One save every SAVE_EVERY seconds per editor (10 by default: with 2 editors, 12 saves a minute, a very busy
    # team). Each save bumps the data version, so every cached page is rebuilt once after it.
    wait_time = constant_throughput(1 / SAVE_EVERY)

    def on_start(self):
        self.username = f"loadeditor{next(_editor_numbers)}"
        page = self.client.get(TARGETS["login"], name="login page")
        token = TOKEN.search(page.text or "")
        self.client.post(
            TARGETS["login"],
            data={
                "username": self.username,
                "password": os.environ["EDITOR_PASSWORD"],
                "csrfmiddlewaretoken": token.group(1) if token else "",
            },
            name="login",
            allow_redirects=False,
        )

    @task
    def save(self):
        # The first translation is the failover probe's (run.sh, save.py): the load never races it.
        url = random.choice(TARGETS["translations"][1:] or TARGETS["translations"])
        page = self.client.get(url, name="translation page")
        token, revision = TOKEN.search(page.text or ""), REVISION.search(page.text or "")
        if not token or not revision:
            return
        word = f"charge{int(time.time() * 1000) % 100000}"
        with self.client.post(
            url,
            data={
                "text": f"Texte sauvegardé sous charge ({word}).",
                "base_revision": revision.group(1),
                "csrfmiddlewaretoken": token.group(1),
            },
            name="save translation",
            allow_redirects=False,
            catch_response=True,
        ) as response:
            # 302: saved; 409: another editor saved first (the site's clean answer to a race, not an error).
            if response.status_code in (302, 409):
                response.success()
            else:
                response.failure(f"save answered {response.status_code}")
