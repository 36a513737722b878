"""One node's side of tests/search/test_follow_processes.py, run as its own process against the test's database
(DATABASE_URL) and index folder (SEARCH_INDEX_DIR):

    follow_node.py setup          a ruling, its French translation and an editor; prints {"translation": pk}
    follow_node.py save PK TEXT   the editor saves the translation (the server's own service); prints {"row": id}
    follow_node.py search         reads one word a line on stdin, prints the number of French results
"""

import json
import os
import sys
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")

import django

django.setup()

from django.contrib.auth.models import User  # noqa: E402

from dataversion import changelog  # noqa: E402
from editor import services  # noqa: E402
from editor.accounts import role_group  # noqa: E402
from rulings.models import Ruling  # noqa: E402
from search.query import search  # noqa: E402
from translations.models import Translation, text_hash  # noqa: E402

ENGLISH = "Improvise can't pay for colored mana symbols in a spell's total cost."


def setup():
    user = User.objects.create_user("node-editor", password="a long enough password 42")
    user.groups.add(role_group("editor"))
    ruling = Ruling.objects.create(uid="follow-processes-1", date=date(2017, 2, 9), source="wotc", text=ENGLISH)
    translation = Translation.objects.create(
        language="fr",
        ruling=ruling,
        text="L'improvisation ne paie pas les symboles de mana de couleur.",
        origin="machine",
        status="machine",
        source_hash=text_hash(ENGLISH),
    )
    return {"translation": translation.pk}


def save(pk, text):
    translation = Translation.objects.get(pk=pk)
    services.translation_save(
        translation=translation,
        user=User.objects.get(username="node-editor"),
        text=text,
        base_revision=translation.revision,
    )
    return {"row": changelog.last_id()}


def answer_searches():
    for line in sys.stdin:
        print(json.dumps({"total": search(line.strip(), lang="fr")["total"]}), flush=True)


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "search":
        answer_searches()
    else:
        print(json.dumps(setup() if command == "setup" else save(int(sys.argv[2]), sys.argv[3])))
