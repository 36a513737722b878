"""One way for a change to announce itself (dataversion.announce): an editor's save, an import and a data migration
each advance the page-cache versions and write the search index's outbox through it, and nothing else writes them."""

import re
from pathlib import Path

import pytest
from django.db import connection
from django.db.migrations.loader import MigrationLoader

from cards.models import card_scope
from dataversion.announce import OBJECTS, SHOWN, SYNC, announce
from dataversion.cache import read_versions
from dataversion.models import ChangeLog, PageVersion
from editor import services
from ingest.cr import import_cr_files
from tests.builders import make_card, make_ruling, make_translation
from tests.cr.conftest import OLD
from tests.editor.conftest import make_user

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parent.parent.parent


def rows_after(position):
    return [(row.kind, row.items) for row in ChangeLog.objects.filter(pk__gt=position).order_by("pk")]


def last_row():
    return ChangeLog.objects.order_by("-pk").values_list("pk", flat=True).first() or 0


def test_an_editors_save_announces_its_translation_only():
    card = make_card("Whir of Invention")
    ruling = make_ruling(card, "2018-01-19", "Improvise doesn't change the total cost.")
    translation = make_translation("L'improvisation ne change pas le coût total.", ruling=ruling, status="machine")
    before, position, scope = read_versions(), last_row(), card_scope(card.slug)
    at = PageVersion.of(scope)

    services.translation_save(
        translation=translation, user=make_user("edith", "editor"), text="Relu.", base_revision=translation.revision
    )

    after = read_versions()
    # Only the pages showing rulings' translations, and this card's, are rebuilt; cached parts are kept.
    assert (after.number, after.parts, after.ruling_translations, after.rule_translations) == (
        before.number + 1,
        before.parts,
        before.ruling_translations + 1,
        before.rule_translations,
    )
    assert PageVersion.of(scope) == at + 1
    # Every node's index rewrites this one document.
    assert rows_after(position) == [(OBJECTS, [{"model": "translations.translation", "pk": translation.pk}])]


def test_an_import_announces_a_sync(no_cr):
    before, position = read_versions(), last_row()
    import_cr_files([OLD])
    after = read_versions()
    assert after.number > before.number and after.parts > before.parts
    assert rows_after(position) == [(SYNC, [])]  # one row for the import's transaction


def test_a_migration_announces_with_its_historical_models():
    historical = MigrationLoader(connection).project_state(("cards", "0003_merge_v3_duplicate_names")).apps
    before, position = read_versions(), last_row()
    announce(SYNC, apps=historical)
    assert read_versions().parts == before.parts + 1
    assert rows_after(position) == [(SYNC, [])]


def test_a_change_search_does_not_show_moves_the_pages_only():
    before, position = read_versions(), last_row()
    announce(SHOWN)
    assert read_versions().parts == before.parts + 1
    assert rows_after(position) == []


@pytest.mark.parametrize(
    ("kind", "objects"), [("everything", ()), (SYNC, ("an object",)), (OBJECTS, ()), ("rule_translations", ())]
)
def test_a_change_says_what_it_is(kind, objects):
    with pytest.raises(ValueError):
        announce(kind, *objects)


# What writes the page-cache versions or the outbox: a model's manager or a historical model taken from `apps`.
WRITES = re.compile(
    r"(DataVersion|PageVersion|ChangeLog)\.objects\.(\w+\()?.*\.(update|create|get_or_create|bulk_create)\("
    r"|get_model\(\s*[\"']dataversion[\"']"
)


def test_nothing_but_dataversion_writes_the_versions_or_the_outbox():
    """The one way is the only way: no app, command or migration writes the versions or the log itself."""
    packages = [p for p in ROOT.iterdir() if (p / "__init__.py").exists() and p.name not in {"dataversion", "tests"}]
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for package in packages
        for path in package.rglob("*.py")
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if WRITES.search(line)
    ]
    assert found == []
    assert WRITES.search('ChangeLog = apps.get_model("dataversion", "ChangeLog")')
    assert WRITES.search("DataVersion.objects.filter(pk=1).update(number=F('number') + 1)")


def test_an_admin_save_announces_before_it_writes_its_row(client):
    # Announcing locks the DataVersion row; an import takes it before it writes rulings. The admin's save wrote the
    # ruling, then announced on its LogEntry: the other order, which could deadlock with an import on PostgreSQL.
    from django.contrib.auth.models import User
    from django.db.models.signals import pre_save
    from django.urls import reverse

    from rulings.models import Ruling

    ruling = make_ruling(make_card("Whir of Invention"), "2018-01-19", "Improvise doesn't change the total cost.")
    start = last_row()
    announced_before = []

    def writing(sender, instance, **kwargs):
        announced_before.append(ChangeLog.objects.filter(pk__gt=start, kind=ChangeLog.SYNC).exists())

    pre_save.connect(writing, sender=Ruling, dispatch_uid="test-admin-order")
    try:
        client.force_login(User.objects.create_superuser("admin-order", password="a long enough password 42"))
        response = client.post(
            reverse("admin:rulings_ruling_change", args=[ruling.pk]),
            {"uid": ruling.uid, "date": "2018-01-19", "source": ruling.source, "text": "Changed.", "flags": "[]"},
        )
    finally:
        pre_save.disconnect(dispatch_uid="test-admin-order", sender=Ruling)
    assert response.status_code == 302, response.content.decode()[:2000]
    assert announced_before == [True]
    assert [kind for kind, _ in rows_after(start)] == [SYNC]


def test_every_model_the_admin_may_change_announces_before_it_writes():
    from django.apps import apps
    from django.contrib import admin

    from dataversion.admin_order import AnnouncedFirst
    from search.receivers import ADMIN_MODELS

    for label in ADMIN_MODELS:
        assert isinstance(admin.site._registry[apps.get_model(label)], AnnouncedFirst), label
