# The hand-written login lock gives way to django-axes (its own AccessAttempt table). LoginAttempt only held
# throttle state for the last 15 minutes, never history: dropping it loses nothing worth keeping (logins and failed
# logins are in the audit trail, editor.AuditEntry).

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("editor", "0003_revision_action_start"),
    ]

    operations = [
        migrations.DeleteModel(name="LoginAttempt"),
    ]
