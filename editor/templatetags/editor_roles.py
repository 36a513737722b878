"""Template filters for pages outside the editor that offer editors a way in."""

from django import template

from editor.roles import is_editor

register = template.Library()


@register.filter
def can_translate(user):
    """Editors and reviewers may start a translation."""
    return is_editor(user)
