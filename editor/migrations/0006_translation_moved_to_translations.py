"""The translation the history, comments and audit entries point at is now translations.Translation: the same table
(rulings_translation), so the foreign keys change in Django's state only."""

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("editor", "0005_role_permissions"),
        ("translations", "0001_initial"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.AlterField(
                    model_name="auditentry",
                    name="translation",
                    field=models.ForeignKey(
                        blank=True,
                        null=True,
                        on_delete=django.db.models.deletion.SET_NULL,
                        related_name="+",
                        to="translations.translation",
                    ),
                ),
                migrations.AlterField(
                    model_name="comment",
                    name="translation",
                    field=models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="comments",
                        to="translations.translation",
                    ),
                ),
                migrations.AlterField(
                    model_name="translationrevision",
                    name="translation",
                    field=models.ForeignKey(
                        on_delete=django.db.models.deletion.CASCADE,
                        related_name="history",
                        to="translations.translation",
                    ),
                ),
            ],
            database_operations=[],
        ),
    ]
