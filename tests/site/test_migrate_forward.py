"""A database made before the house moves (the CR models in `rulings`, then Translation in `rulings`) migrates
forward with nothing lost."""

import datetime

import pytest
from django.contrib.auth.models import Group
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from dataversion.models import ChangeLog
from rules.models import CRVersion, GlossaryEntry, RuleLineage, RuleParagraph
from translations.models import Translation

BEFORE_THE_MOVE = [("rulings", "0002_ruling_flags"), ("rules", None), ("dataversion", None)]


def migrate(targets):
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    executor.migrate(targets)
    executor.loader.build_graph()
    return executor.loader.project_state(sorted(executor.loader.applied_migrations)).apps


def latest():
    return MigrationExecutor(connection).loader.graph.leaf_nodes()


@pytest.mark.django_db(transaction=True)
def test_a_database_from_before_the_move_keeps_its_rules_and_translations():
    old = migrate(BEFORE_THE_MOVE)
    OldVersion = old.get_model("rulings", "CRVersion")
    OldLineage = old.get_model("rulings", "RuleLineage")
    OldParagraph = old.get_model("rulings", "RuleParagraph")
    OldGlossary = old.get_model("rulings", "GlossaryEntry")
    OldTranslation = old.get_model("rulings", "Translation")
    OldContentType = old.get_model("contenttypes", "ContentType")
    # As in a database made before the move: the CR models' content type is rulings'.
    OldContentType.objects.filter(app_label="rules").delete()
    OldContentType.objects.get_or_create(app_label="rulings", model="crversion")

    version = OldVersion.objects.create(effective_date=datetime.date(2099, 1, 1), source_name="old.txt", checksum="x")
    lineage = OldLineage.objects.create(label="Old Improvise")
    section = OldParagraph.objects.create(
        version=version, number="7", kind="section", title="Additional Rules", position=0, lineage=lineage
    )
    OldParagraph.objects.create(
        version=version, number="702", kind="rule", title="Keyword Abilities", position=1, parent=section
    )
    OldGlossary.objects.create(version=version, term="Improvise", text="See rule 702.126.", position=0)
    OldTranslation.objects.create(
        rule=lineage,
        language="fr",
        text="Improvisation (avant le déménagement)",
        origin="official",
        status="approved",
        source_hash="h",
    )

    migrate(latest())

    moved = CRVersion.objects.get(effective_date=datetime.date(2099, 1, 1))
    assert moved.source_name == "old.txt"
    assert list(RuleParagraph.objects.filter(version=moved).values_list("number", "parent__number")) == [
        ("7", None),
        ("702", "7"),
    ]
    assert GlossaryEntry.objects.get(version=moved).term == "Improvise"
    translation = Translation.objects.get(text="Improvisation (avant le déménagement)")
    assert translation.rule == RuleLineage.objects.get(label="Old Improvise")
    # Permissions and admin history follow the models: their content type moved, none was left behind.
    assert ContentType.objects.filter(app_label="rules", model="crversion").count() == 1
    assert not ContentType.objects.filter(app_label="rulings", model="crversion").exists()


BEFORE_TRANSLATIONS_MOVED = [("rulings", "0003_move_rules_models_to_rules"), ("translations", None)]


@pytest.mark.django_db(transaction=True)
def test_a_database_from_before_translations_had_their_app_keeps_them():
    """Translation moved from rulings to translations (the same table): its rows, their history and comments, the
    permissions given on it and the change log's references to it all follow; and back again."""
    old = migrate(BEFORE_TRANSLATIONS_MOVED)
    OldRuling = old.get_model("rulings", "Ruling")
    OldTranslation = old.get_model("rulings", "Translation")
    OldRevision = old.get_model("editor", "TranslationRevision")
    OldComment = old.get_model("editor", "Comment")
    OldContentType = old.get_model("contenttypes", "ContentType")
    OldPermission = old.get_model("auth", "Permission")
    OldGroup = old.get_model("auth", "Group")
    OldChangeLog = old.get_model("dataversion", "ChangeLog")
    # As in a database made before the move: the model's content type is rulings', a group holds a permission on it.
    OldContentType.objects.filter(app_label="translations").delete()
    content_type, _ = OldContentType.objects.get_or_create(app_label="rulings", model="translation")
    permission, _ = OldPermission.objects.get_or_create(
        content_type=content_type, codename="view_translation", defaults={"name": "Can view translation"}
    )
    OldGroup.objects.create(name="readers").permissions.add(permission)

    ruling = OldRuling.objects.create(uid="oldruling", date=datetime.date(2018, 1, 19), text="Improvise is no cost.")
    translation = OldTranslation.objects.create(
        ruling=ruling,
        language="fr",
        text="L'improvisation n'est pas un coût.",
        origin="editor",
        status="approved",
        source_hash="h",
    )
    OldRevision.objects.create(
        translation=translation, number=1, action="save", text=translation.text, status="approved", origin="editor"
    )
    OldComment.objects.create(translation=translation, text="relu")
    other = OldChangeLog.objects.create(kind="objects", items=[{"model": "rulings.ruling", "pk": ruling.pk}])
    row = OldChangeLog.objects.create(kind="objects", items=[{"model": "rulings.translation", "pk": translation.pk}])

    migrate(latest())

    moved = Translation.objects.get(pk=translation.pk)
    assert (moved.ruling.uid, moved.text, moved.status) == (
        "oldruling",
        "L'improvisation n'est pas un coût.",
        "approved",
    )
    assert [r.text for r in moved.history.all()] == [moved.text]
    assert [c.text for c in moved.comments.all()] == ["relu"]
    assert ContentType.objects.get_for_model(Translation).pk == content_type.pk
    assert not ContentType.objects.filter(app_label="rulings", model="translation").exists()
    assert Group.objects.get(name="readers").permissions.get().content_type.app_label == "translations"
    assert ChangeLog.objects.get(pk=row.pk).items == [{"model": "translations.translation", "pk": translation.pk}]
    assert ChangeLog.objects.get(pk=other.pk).items == [{"model": "rulings.ruling", "pk": ruling.pk}]

    back = migrate(BEFORE_TRANSLATIONS_MOVED)
    assert back.get_model("rulings", "Translation").objects.get(pk=translation.pk).text == moved.text
    assert back.get_model("dataversion", "ChangeLog").objects.get(pk=row.pk).items[0]["model"] == "rulings.translation"
    migrate(latest())
