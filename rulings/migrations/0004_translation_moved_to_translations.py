"""Translation now lives in translations (translations.0001): forget it here, keep the table and its rows."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("rulings", "0003_move_rules_models_to_rules"),
        ("translations", "0001_initial"),
        # Editor's foreign keys point at translations.Translation first.
        ("editor", "0006_translation_moved_to_translations"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.DeleteModel(name="Translation")],
            database_operations=[],
        ),
    ]
