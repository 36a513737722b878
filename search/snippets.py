"""A result's snippet: the sentences of its text that hold the query's words, the words in <mark>, the rest escaped.

Read on a phone and by bots (/api/search's `snippet`), a snippet reads as sentences: a text of at most LIMIT
characters is shown whole; a longer one shows its sentences with most of the query's words (at most PASSAGES,
LIMIT characters in all, in the text's order), each from its start, joined by an ellipsis. Sentences never overlap,
so no word shows twice. A sentence too long for what is left is cut at a clause start (after a comma, a semicolon,
a colon or a dash) before its first matched word, and at a word's end, an ellipsis marking each cut.
"""

import html
import re

from django.utils.html import escape
from django.utils.safestring import mark_safe

from .analysis import TOKEN_PATTERN
from .schema import build_schema

_schema = build_schema()

TOKEN = re.compile(TOKEN_PATTERN)
LIMIT = 320
PASSAGES = 2
# A sentence cut short keeps at least this many characters (less reads as a fragment: it is left out).
SHORTEST = 80
ELLIPSIS = "…"
# A sentence starts after . ! ? (and a closing quote or bracket) and a space, before a capital, a digit, a
# symbol or an opening quote ("e.g. the" goes on); a line (a rule's example) starts one too.
SENTENCE = re.compile(r"""(?:[.!?]["'”’»)\]]*\s+(?=["'“‘«(\[{]?[A-ZÀ-ÖØ-Þ0-9{])|\n\s*)(?=\S)""")
CLAUSE = re.compile(r"""(?:[,;:]|\s[—–-])\s+(?=\S)|\((?=\S)""")
SPACES = re.compile(r"\s+")


def plain_snippet(text, limit=LIMIT):
    text = " ".join((text or "").split())
    return escape(text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " " + ELLIPSIS)


def snippet(fields, fieldname, words):
    """The sentences of a field where the query's words are, the words in <mark>, the rest escaped ("" if none).

    Each token is read as the field's analyzer reads it (its own cached stems), so `tapped` marks for `tap`
    and `{W}` for the symbol; one pass over the text, no token objects (Whoosh's highlighter spent most of a
    warm query's time building them).
    """
    text = fields.get(fieldname)
    if not text or not words:
        return ""
    read = _schema[fieldname].analyzer.items[-1].term
    matches = [(m.start(), m.end(), read(m.group(0))) for m in TOKEN.finditer(text)]
    spans = [(s, e, term) for s, e, term in matches if term in words]
    if not spans:
        return ""
    text = text.rstrip()
    if len(" ".join(text.split())) <= LIMIT:
        return mark_safe(_marked(text, 0, len(text), spans))
    return mark_safe(_joined(text, _passages(text, spans), spans))


def _sentences(text):
    starts = [0] + [m.end() for m in SENTENCE.finditer(text)]
    return list(zip(starts, starts[1:] + [len(text)], strict=True))


def _passages(text, spans):
    """(start, end, cut_before, cut_after) of the sentences shown, in the text's order, LIMIT characters in all."""
    held = []
    for start, end in _sentences(text):
        inside = [s for s in spans if start <= s[0] < end]
        if inside:
            held.append((-len({term for _, _, term in inside}), -len(inside), start, end, inside))
    chosen, left = [], LIMIT
    for _, _, start, end, inside in sorted(held)[:PASSAGES]:
        length = len(text[start:end].strip())
        if length <= left:
            chosen.append((start, end, False, False))
            left -= length + 3
        elif left >= SHORTEST or not chosen:
            chosen.append(_cut(text, start, end, inside, max(left, SHORTEST)))
            left = 0
    return sorted(chosen)


def _cut(text, start, end, inside, room):
    """A sentence too long for `room`: from its start, or the last clause start before its first matched word
    that leaves that word's end in the room, or a word before that word; to a word's end."""
    first = inside[0]
    begin = start
    if first[1] - start > room * 2 // 3:
        clauses = [m.end() for m in CLAUSE.finditer(text, start, first[0])]
        near = [c for c in clauses if first[1] - c <= room * 2 // 3]
        if near:
            begin = near[0]
        else:
            space = text.rfind(" ", start, max(start, first[0] - room // 4))
            begin = space + 1 if space != -1 else first[0]
    stop = min(end, begin + room)
    if stop < end:
        space = text.rfind(" ", first[1], stop + 1)
        stop = space if space != -1 else first[1]
    return begin, stop, begin != start, stop < len(text[:end].rstrip())


def _joined(text, passages, spans):
    out, follows = "", None
    for start, end, cut_before, cut_after in passages:
        if not out:
            out = f"{ELLIPSIS} " * cut_before
        else:
            # Two whole sentences that follow each other read on; any gap or cut between two is one ellipsis.
            out += " " if follows == start and not cut_before else f" {ELLIPSIS} "
        out += _marked(text, start, end, spans).strip()
        follows = None if cut_after else end
    return out + f" {ELLIPSIS}" * passages[-1][3]


def _marked(text, start, end, spans):
    """text[start:end], its spans in <mark>, escaped, its spaces and lines one space each."""
    pieces, at = [], start
    for s, e, _ in spans:
        if s < start or e > end:
            continue
        pieces.append(f"{_plain(text[at:s])}<mark>{html.escape(text[s:e])}</mark>")
        at = e
    pieces.append(_plain(text[at:end]))
    return "".join(pieces)


def _plain(text):
    return html.escape(SPACES.sub(" ", text))
