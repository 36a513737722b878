"""Run by tests/site/test_busy_database.py in its own process, on a file database another writer holds.

Prints one JSON line: what an editor's save answered while the database was locked, and after.
"""

import json
import os
import subprocess
import sys

import django

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")
django.setup()

from django.conf import settings  # noqa: E402
from django.test import Client  # noqa: E402
from django.urls import reverse  # noqa: E402

from cards.models import Card  # noqa: E402
from editor.accounts import role_group  # noqa: E402
from rulings.models import Ruling  # noqa: E402
from translations.models import Translation, text_hash  # noqa: E402

HOLDER = """
import sqlite3, sys, time
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("BEGIN IMMEDIATE")
connection.execute("CREATE TABLE import_in_progress (row INTEGER)")  # any write holds the lock
print("locked", flush=True)
time.sleep(float(sys.argv[2]))
connection.execute("ROLLBACK")
"""


def hold_write_lock(path, seconds):
    """What an import does to SQLite, in a process of its own: one long write transaction."""
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path), str(seconds)], stdout=subprocess.PIPE, text=True
    )
    if holder.stdout.readline().strip() != "locked":
        raise SystemExit("the other writer never took the lock")
    return holder


def main():
    hold = float(sys.argv[1])
    user = django.contrib.auth.get_user_model().objects.create_user("busy-editor", password="x")
    user.groups.add(role_group("editor"))
    card = Card.objects.create(name="Busy Card")
    ruling = Ruling.objects.create(uid="busy-1", date="2020-01-01", text="Busy English.")
    ruling.card_rulings.create(card=card, position=1)
    translation = Translation.objects.create(
        ruling=ruling,
        language="fr",
        text="Ancien.",
        origin="machine",
        status="machine",
        source_hash=text_hash(ruling.text),
        source_text=ruling.text,
    )
    client = Client()
    client.force_login(user)
    url = reverse("editor:translation", args=[translation.pk])
    holder = hold_write_lock(settings.DATABASES["default"]["NAME"], hold)
    during = client.post(url, {"text": "Pendant.", "base_revision": 1, "save": "1"})
    translation.refresh_from_db()
    result = {
        "during": during.status_code,
        "retry_after": during.get("Retry-After"),
        "during_text": translation.text,
        "during_revision": translation.revision,
    }
    holder.wait(timeout=60)
    after = client.post(url, {"text": "Après.", "base_revision": translation.revision, "save": "1"})
    translation.refresh_from_db()
    result.update(after=after.status_code, after_text=translation.text)
    print(json.dumps(result))


main()
