"""Filters that turn rules and rulings text into linked, symbol-drawn HTML.

{{ text|rules_text:linker }}  rule numbers -> links, {…} -> mana symbols, glossary terms -> links
{{ cost|mana }}               a mana cost drawn as symbols
{{ snippet|mana_html }}       the same inside already-safe HTML (search snippets with <mark>)
{% word_diff old new %}       <ins>/<del> word-level changes
"""
import re
from functools import lru_cache
from pathlib import Path

from django import template
from django.urls import reverse
from django.utils.html import conditional_escape, escape
from django.utils.safestring import mark_safe
from django.utils.text import slugify

from rules.diff import DELETE, INSERT, word_diff
from predicates.engine.mana import SYMBOL_IN_TEXT
from rules.rule_refs import split_rule_refs

register = template.Library()

MANA_CSS = Path(__file__).resolve().parents[2] / "static" / "vendor" / "mana" / "css" / "mana.css"
# Symbols whose mana-font class is not their letters.
_SYMBOL_CLASS = {"T": "tap", "Q": "untap", "½": "1-2", "1/2": "1-2", "∞": "infinity", "PW": "planeswalker", "E": "e", "CHAOS": "chaos"}


@lru_cache(maxsize=1)
def _known_classes():
    # The classes the vendored font draws: anything else stays as plain "{…}" text.
    return frozenset(re.findall(r"\.ms-([a-z0-9-]+)::before", MANA_CSS.read_text(encoding="utf-8")))


def symbol_class(symbol):
    """mana-font class for the inside of a {…} symbol ("W/U" -> "wu", "T" -> "tap"), or None."""
    upper = symbol.upper()
    name = _SYMBOL_CLASS.get(upper) or upper.replace("/", "").lower()
    return name if name in _known_classes() else None


def _symbol_html(match):
    name = symbol_class(match.group(1))
    if name is None:
        return escape(match.group(0))
    # The font draws the symbol; the hidden text keeps "{U}" for screen readers and copy-paste.
    return f'<span class="ms ms-cost ms-{name}" aria-hidden="true"></span><span class="visually-hidden">{escape(match.group(0))}</span>'


def _symbols(text):
    out, pos = [], 0
    for m in SYMBOL_IN_TEXT.finditer(text):
        out.append(escape(text[pos : m.start()]))
        out.append(_symbol_html(m))
        pos = m.end()
    out.append(escape(text[pos:]))
    return "".join(out)


class TextLinker:
    """How rules text links on one page: the CR version shown and its glossary terms.

    Built once per page by the view, so each paragraph reuses the compiled term pattern.
    """

    # Terms on almost every line: linking them would bury the useful links.
    COMMON_TERMS = frozenset(
        "ability abilities card cards player players spell spells permanent permanents object objects "
        "turn turns cost costs effect effects control controller owner mana game text source "
        "target targets damage counter counters life color colors type types".split()
    )

    def __init__(self, *, version_date=None, glossary_terms=()):
        self.query = f"?version={version_date}" if version_date else ""
        self.pattern = None
        self.anchors = {}
        for term in glossary_terms:
            # "Banding, 'Bands with Other'" and "Active Player, Nonactive Player Order" link by their first words.
            head = re.split(r"[,(]", term)[0].strip()
            if len(head) < 4 or head.lower() in self.COMMON_TERMS:
                continue
            self.anchors.setdefault(head.lower(), slugify(term))
        if self.anchors:
            names = sorted(self.anchors, key=len, reverse=True)
            self.pattern = re.compile(r"\b(" + "|".join(re.escape(n) for n in names) + r")(?:s|es)?\b", re.IGNORECASE)

    def rule_url(self, number):
        return f"{reverse('rules:rule', args=[number])}{self.query}"

    def glossary_url(self, anchor):
        return f"{reverse('rules:glossary')}{self.query}#{anchor}"

    def render(self, text):
        out = []
        linked_terms = set()
        for piece in split_rule_refs(text or ""):
            if piece[0] == "rule":
                out.append(f'<a class="rule-ref" href="{escape(self.rule_url(piece[2]))}">{escape(piece[1])}</a>')
            else:
                out.append(self._terms(piece[1], linked_terms))
        return "".join(out)

    def _terms(self, text, linked):
        if self.pattern is None:
            return _symbols(text)
        out, pos = [], 0
        for m in self.pattern.finditer(text):
            key = m.group(1).lower()
            if key in linked:  # only the first mention of a term in a paragraph
                continue
            linked.add(key)
            out.append(_symbols(text[pos : m.start()]))
            out.append(f'<a class="term" href="{escape(self.glossary_url(self.anchors[key]))}">{escape(m.group(0))}</a>')
            pos = m.end()
        out.append(_symbols(text[pos:]))
        return "".join(out)


_PLAIN = TextLinker()


@register.filter(is_safe=True)
def rules_text(text, linker=None):
    """Escaped text with rule numbers linked, {…} drawn as symbols, and glossary terms linked when the linker knows them."""
    return mark_safe((linker or _PLAIN).render(text))


@register.filter(is_safe=True)
def mana(cost):
    return mark_safe(_symbols(cost or ""))


@register.filter(is_safe=True)
def mana_html(html):
    """Draw {…} symbols inside HTML that is already safe (a highlighted search snippet); plain text is escaped first."""
    return mark_safe(SYMBOL_IN_TEXT.sub(_symbol_html, str(conditional_escape(html))))


@register.simple_tag
def word_diff_html(old, new):
    parts = []
    for op, text in word_diff(old or "", new or ""):
        if op == INSERT:
            parts.append(f"<ins>{escape(text)}</ins>")
        elif op == DELETE:
            parts.append(f"<del>{escape(text)}</del>")
        else:
            parts.append(escape(text))
    return mark_safe("".join(parts))


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
    status = f'<span class="badge {css}">{escape(label)}</span>'
    if state == "machine":  # the status already says where it comes from
        return mark_safe(status)
    origin = _ORIGINS.get(translation.origin, translation.origin)
    return mark_safe(f'<span class="badge badge-origin">{escape(origin)}</span> {status}')
