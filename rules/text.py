"""Rules and rulings text as HTML: rule numbers linked, {…} drawn as mana symbols, glossary terms linked.

Every piece of markup is built with format_html, so the text itself is always escaped.
"""

import re
from functools import lru_cache
from pathlib import Path

import markdown
import nh3
from django.urls import reverse
from django.utils.html import conditional_escape, escape, format_html, linebreaks
from django.utils.safestring import mark_safe
from django.utils.text import slugify

from predicates.engine.mana import SYMBOL_IN_TEXT
from rules.diff import DELETE, INSERT, word_diff
from rules.rule_refs import split_rule_refs

MANA_CSS = Path(__file__).resolve().parents[1] / "static" / "vendor" / "mana" / "css" / "mana.css"
# Symbols whose mana-font class is not their letters.
_SYMBOL_CLASS = {
    "T": "tap",
    "Q": "untap",
    "½": "1-2",
    "1/2": "1-2",
    "∞": "infinity",
    "PW": "planeswalker",
    "E": "e",
    "CHAOS": "chaos",
}


@lru_cache(maxsize=1)
def _known_classes():
    # The classes the vendored font draws: anything else stays as plain "{…}" text.
    return frozenset(re.findall(r"\.ms-([a-z0-9-]+)::before", MANA_CSS.read_text(encoding="utf-8")))


def symbol_class(symbol):
    """mana-font class for the inside of a {…} symbol ("W/U" -> "wu", "T" -> "tap"), or None."""
    upper = symbol.upper()
    name = _SYMBOL_CLASS.get(upper) or upper.replace("/", "").lower()
    return name if name in _known_classes() else None


def symbol_html(match):
    name = symbol_class(match.group(1))
    if name is None:
        return escape(match.group(0))
    # The font draws the symbol; the hidden text keeps "{U}" for screen readers and copy-paste.
    return format_html(
        '<span class="ms ms-cost ms-{}" aria-hidden="true"></span><span class="visually-hidden">{}</span>',
        name,
        match.group(0),
    )


def symbols_html(text):
    """Escaped text with its {…} symbols drawn."""
    out, pos = [], 0
    for m in SYMBOL_IN_TEXT.finditer(text):
        out.append(escape(text[pos : m.start()]))
        out.append(symbol_html(m))
        pos = m.end()
    out.append(escape(text[pos:]))
    return mark_safe("".join(out))


def symbols_in_safe_html(html):
    """Draw {…} symbols inside HTML that is already safe (a highlighted search snippet); plain text is escaped first."""
    return mark_safe(SYMBOL_IN_TEXT.sub(symbol_html, str(conditional_escape(html))))


_TAG = re.compile(r"(<[^>]*>)")


def emphasize(html, phrases):
    """Safe HTML with each emphasised phrase of the file (RuleParagraph.emphasis) in <em>.

    Only text between tags is touched, so a phrase never lands inside a link's
    address; a phrase cut by a link stays upright.
    """
    html = str(conditional_escape(html))
    if not phrases:
        return mark_safe(html)
    pattern = re.compile("|".join(re.escape(escape(p)) for p in sorted(phrases, key=len, reverse=True)))
    pieces = _TAG.split(html)
    for i in range(0, len(pieces), 2):  # text between tags sits at even indexes
        pieces[i] = pattern.sub(lambda m: f"<em>{m.group(0)}</em>", pieces[i])
    return mark_safe("".join(pieces))


def word_diff_html(old, new):
    """<ins>/<del> around the words that changed from old to new."""
    tags = {INSERT: "<ins>{}</ins>", DELETE: "<del>{}</del>"}
    return mark_safe("".join(format_html(tags.get(op, "{}"), text) for op, text in word_diff(old or "", new or "")))


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
                out.append(format_html('<a class="rule-ref" href="{}">{}</a>', self.rule_url(piece[2]), piece[1]))
            else:
                out.append(self._terms(piece[1], linked_terms))
        return mark_safe("".join(out))

    def _terms(self, text, linked):
        if self.pattern is None:
            return symbols_html(text)
        out, pos = [], 0
        for m in self.pattern.finditer(text):
            key = m.group(1).lower()
            if key in linked:  # only the first mention of a term in a paragraph
                continue
            linked.add(key)
            out.append(symbols_html(text[pos : m.start()]))
            out.append(
                format_html('<a class="term" href="{}">{}</a>', self.glossary_url(self.anchors[key]), m.group(0))
            )
            pos = m.end()
        out.append(symbols_html(text[pos:]))
        return "".join(out)


# What an editor's Markdown may produce, plus the markup this module adds (rule links, glossary links, symbols).
MARKDOWN_TAGS = {
    "p",
    "br",
    "em",
    "strong",
    "code",
    "pre",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "hr",
    "h3",
    "h4",
    "h5",
    "h6",
    "sub",
    "sup",
    "del",
    "abbr",
    "span",
}
MARKDOWN_ATTRIBUTES = {"a": {"href", "title", "class"}, "abbr": {"title"}, "span": {"class", "aria-hidden"}}
URL_SCHEMES = {"http", "https", "mailto"}


def render_markdown(text, linker=None):
    """An editor's Markdown as safe HTML: markdown renders, nh3 keeps only harmless tags and URLs.

    With a linker, rule numbers, glossary terms and {…} symbols are linked and drawn first, as in English text.
    nh3 (ammonia) drops <script>/<style> with their content, every on* attribute and any URL whose scheme is
    not listed, so `javascript:` links cannot survive.
    """
    source = str(linker.render(text)) if linker is not None else (text or "")
    try:
        # nl2br: a line break in an official French text stays a line break, as in the English beside it.
        html = markdown.markdown(source, extensions=["sane_lists", "nl2br"], output_format="html")
    except RecursionError:
        # Markdown recurses once per level of a nested list or quote and gives up near 300: a text nested that
        # deep (refused on every way in since, but saved before or behind the site's back) shows as plain text
        # rather than failing every page that shows it.
        return linebreaks(text or "", autoescape=True)
    return mark_safe(
        nh3.clean(
            html,
            tags=MARKDOWN_TAGS,
            attributes=MARKDOWN_ATTRIBUTES,
            url_schemes=URL_SCHEMES,
            link_rel="noopener noreferrer nofollow",
        )
    )
