"""The change log is pruned (manage.py prune_change_log): old rows go, and a node that was down since before
them compares its whole index with the database when it comes back, so it misses nothing."""

import datetime

import pytest
from django.core.management import CommandError, call_command
from django.utils import timezone

from dataversion import changelog
from dataversion.models import ChangeLog
from editor import services
from search import follow
from search.query import search
from translations.models import Translation

pytestmark = pytest.mark.search


def age(rows, days):
    """Backdate rows (a queryset or a list of rows) by `days`."""
    queryset = rows if hasattr(rows, "update") else ChangeLog.objects.filter(pk__in=[r.pk for r in rows])
    queryset.update(created_at=timezone.now() - datetime.timedelta(days))


def save(built, user, text):
    translation = Translation.objects.get(ruling=built["rulings"]["colored"], language="fr")
    return services.translation_save(translation=translation, user=user, text=text, base_revision=translation.revision)


@pytest.fixture
def editor(django_user_model):
    return django_user_model.objects.create_superuser("prune-editor", password="a long enough password 42")


def test_old_rows_go_and_the_newest_stays(db):
    rows = [ChangeLog.objects.create() for _ in range(4)]
    age(ChangeLog.objects.all(), 30)  # the sample's rows too
    age(rows[2:3], 1)
    old = ChangeLog.objects.filter(pk__lte=rows[1].pk).count()
    assert changelog.prune(before=timezone.now() - datetime.timedelta(days=14)) == old
    assert list(ChangeLog.objects.order_by("pk")) == rows[2:]
    assert changelog.pruned_through() == rows[1].pk
    # Everything old: the newest row still stays, so the log's position is never lost.
    age(rows, 30)
    changelog.prune(before=timezone.now())
    assert changelog.last_id() == rows[-1].pk


def test_a_node_down_across_a_prune_compares_everything_and_misses_nothing(built, settings, tmp_path, editor):
    settings.SEARCH_INDEX_DIR = tmp_path / "b"
    assert follow.catch_up()[0].action == "built"
    down_at = follow.read_position()
    save(built, editor, "Un mot perdu : xylophonique.")
    missed = list(ChangeLog.objects.filter(pk__gt=down_at))
    assert missed
    ChangeLog.objects.create(kind=ChangeLog.OBJECTS, items=[])  # a later change of nothing search shows
    age(ChangeLog.objects.filter(pk__lte=missed[-1].pk), 30)
    changelog.prune(before=timezone.now() - datetime.timedelta(days=14))
    assert not ChangeLog.objects.filter(pk__in=[r.pk for r in missed]).exists()
    done = follow.step()
    assert done.action == "synced"
    assert search("xylophonique", lang="fr")["total"] == 1
    assert follow.step().action is None  # caught up: no comparison again


def test_a_node_that_applied_the_pruned_rows_just_follows(built, settings, tmp_path, editor):
    settings.SEARCH_INDEX_DIR = tmp_path / "a"
    follow.catch_up()
    save(built, editor, "Premier texte.")
    follow.catch_up()
    age(list(ChangeLog.objects.all()), 30)
    changelog.prune(before=timezone.now() - datetime.timedelta(days=14))
    save(built, editor, "Second texte : glockenspiel.")
    assert follow.step().action == "updated"
    assert search("glockenspiel", lang="fr")["total"] == 1


def test_the_command_keeps_at_least_a_day(db, capsys):
    with pytest.raises(CommandError, match="at least 1"):
        call_command("prune_change_log", "--days", "0")
    call_command("prune_change_log", "--days", "14")
    assert "rows older than 14 days deleted" in capsys.readouterr().out
