"""The editors' preview renders Markdown exactly as the public pages do (rules.text.render_markdown)."""

from rules.text import render_markdown

__all__ = ["render_markdown"]
