"""Markdown to HTML that is safe to show: markdown renders, nh3 keeps only harmless tags.

nh3 (ammonia) drops <script>/<style> with their content, every on* attribute
and any URL whose scheme is not listed, so `javascript:` links cannot survive.
"""

import markdown
import nh3
from django.utils.safestring import mark_safe

ALLOWED_TAGS = {
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
}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "abbr": {"title"}}
URL_SCHEMES = {"http", "https", "mailto"}


def render_markdown(text):
    html = markdown.markdown(text or "", extensions=["sane_lists"], output_format="html")
    return mark_safe(
        nh3.clean(
            html,
            tags=ALLOWED_TAGS,
            attributes=ALLOWED_ATTRIBUTES,
            url_schemes=URL_SCHEMES,
            link_rel="noopener noreferrer nofollow",
        )
    )
