"""Filters that turn rules and rulings text into linked, symbol-drawn HTML (the markup is built in rules.text).

{{ text|rules_text:linker }}  rule numbers -> links, {…} -> mana symbols, glossary terms -> links
{{ html|emphasis:p.emphasis }} the phrases a file italicised ("_Magic_" in 2008-2014) in <em>
{{ cost|mana }}               a mana cost drawn as symbols
{{ snippet|mana_html }}       the same inside already-safe HTML (search snippets with <mark>)
{% word_diff_html old new %}  <ins>/<del> word-level changes
"""

import copy

from django import template
from django.utils.html import format_html
from django.utils.text import slugify

from rules import text as rules_html

register = template.Library()

_PLAIN = rules_html.TextLinker()


@register.filter(is_safe=True)
def rules_text(text, linker=None):
    """Escaped text: rule numbers linked, {…} drawn as symbols, glossary terms linked when the linker knows them."""
    return (linker or _PLAIN).render(text)


@register.filter(is_safe=True)
def emphasis(html, phrases):
    """{{ p.text|rules_text:linker|emphasis:p.emphasis }}: the phrases the file italicised, in <em>."""
    return rules_html.emphasize(html, phrases)


@register.filter(is_safe=True)
def translation_text(text, linker=None):
    """A French text as editors write it: Markdown (sanitised), with rule numbers and symbols as in English.

    Never the English glossary's terms: French "pile" (the stack) is not the glossary's Pile.
    """
    french = copy.copy(linker or _PLAIN)
    french.pattern = None
    return rules_html.render_markdown(text, french)


@register.filter(is_safe=True)
def mana(cost):
    return rules_html.symbols_html(cost or "")


@register.filter(is_safe=True)
def mana_html(html):
    """Draw {…} symbols inside HTML that is already safe (a highlighted search snippet); plain text is escaped first."""
    return rules_html.symbols_in_safe_html(html)


@register.simple_tag
def word_diff_html(old, new):
    return rules_html.word_diff_html(old, new)


@register.filter
def glossary_anchor(term):
    return slugify(term)


# (css class, label) of a French text beside its English: the English is always authoritative.
_BADGES = {
    "outdated": ("badge-outdated", "outdated — the English has changed since"),
    "approved": ("badge-reviewed", "reviewed"),
    "needs_review": ("badge-review", "needs review"),
    "machine": ("badge-machine", "machine translation — the English is authoritative"),
    "untranslated": ("badge-machine", "untranslated"),
}
_ORIGINS = {"official": "official translation", "machine": "machine translation", "editor": "editor's translation"}


def translation_state(translation, english):
    """The status a reader should see: outdated as soon as the English differs from the one translated."""
    if translation.status != "outdated" and translation.source_hash and not translation.is_current_for(english):
        return "outdated"
    if translation.origin == "machine" and translation.status in ("machine", "needs_review"):
        return "machine"
    return translation.status


@register.simple_tag
def translation_badge(translation, english):
    state = translation_state(translation, english)
    css, label = _BADGES.get(state, ("badge-review", state.replace("_", " ")))
    status = format_html('<span class="badge {}">{}</span>', css, label)
    if state != "machine":  # a machine translation's status already says where it comes from and what rules
        origin = _ORIGINS.get(translation.origin, translation.origin)
        status = format_html('<span class="badge badge-origin">{}</span> {} {}', origin, status, AUTHORITY)
    return status


# Beside every French text, not only in the footer: the English rules.
AUTHORITY = format_html('<span class="badge badge-authority" lang="en">{}</span>', "the English is authoritative")
