"""Word-level differences between two texts, for outdated English and conflicting saves."""
import difflib
import re

_TOKEN_RE = re.compile(r"\s+|[^\s]+")


def word_diff(old, new):
    """A list of (op, text) with op in "same", "removed", "added"; whitespace stays attached."""
    a = _TOKEN_RE.findall(old or "")
    b = _TOKEN_RE.findall(new or "")
    ops = []
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            ops.append(("same", "".join(a[i1:i2])))
            continue
        if tag in ("delete", "replace"):
            ops.append(("removed", "".join(a[i1:i2])))
        if tag in ("insert", "replace"):
            ops.append(("added", "".join(b[j1:j2])))
    return [op for op in ops if op[1]]
