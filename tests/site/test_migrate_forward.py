"""A database made before the house move (the CR models in `rulings`) migrates forward with nothing lost."""

import datetime

import pytest
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from rules.models import CRVersion, GlossaryEntry, RuleLineage, RuleParagraph
from rulings.models import Translation

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
