# Roles become permissions: editor.edit_translation and editor.review_translation, declared on TranslationRevision,
# given to the groups `editor` (edit) and `reviewer` (edit and review). Members of the groups keep their role.

from django.db import migrations

ROLE_PERMISSIONS = {
    "editor": ("edit_translation",),
    "reviewer": ("edit_translation", "review_translation"),
}
NAMES = {
    "edit_translation": "Can edit and suggest French translations",
    "review_translation": "Can approve French translations and change approved ones",
}


def grant(apps, schema_editor):
    ContentType = apps.get_model("contenttypes", "ContentType")
    Permission = apps.get_model("auth", "Permission")
    Group = apps.get_model("auth", "Group")
    # Django creates permissions after the last migration (post_migrate); this one needs them now.
    content_type, _ = ContentType.objects.get_or_create(app_label="editor", model="translationrevision")
    permissions = {
        codename: Permission.objects.get_or_create(
            content_type=content_type, codename=codename, defaults={"name": name}
        )[0]
        for codename, name in NAMES.items()
    }
    for group_name, codenames in ROLE_PERMISSIONS.items():
        group, _ = Group.objects.get_or_create(name=group_name)
        group.permissions.add(*(permissions[c] for c in codenames))


def revoke(apps, schema_editor):
    Permission = apps.get_model("auth", "Permission")
    Permission.objects.filter(content_type__app_label="editor", codename__in=list(NAMES)).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("editor", "0004_delete_loginattempt"),
        ("editor", "0002_groups"),
        ("contenttypes", "0002_remove_content_type_name"),
        ("auth", "0012_alter_user_first_name_max_length"),
    ]

    operations = [
        migrations.AlterModelOptions(
            name="translationrevision",
            options={
                "ordering": ["translation", "number", "id"],
                "permissions": [
                    ("edit_translation", "Can edit and suggest French translations"),
                    ("review_translation", "Can approve French translations and change approved ones"),
                ],
            },
        ),
        migrations.RunPython(grant, revoke),
    ]
