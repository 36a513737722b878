"""Rule numbers cited inside a text ("rule 601.2f", "702.126a–c", "rules 601.2a-f").

Pure Python: the pages link these numbers, the diff tells renumbered
references apart, and the card page finds the rules a ruling rests on.
"""

import re

# A dotted number (601.2, 601.2f) optionally followed by a letter range (601.2a–h);
# or a bare rule number (601) or section (7) only after the word "rule(s)"/"section",
# because a bare "100" in rules text is usually a count ("100 cards"), not a rule.
_REF = re.compile(
    r"(?<![\w.])(?P<base>\d{3}\.\d+)(?P<letter>[a-z])?(?![\w])"
    r"(?:(?P<dash>\s?[–—-]\s?)(?P<to>[a-z])(?![\w]))?"
    # "(See rule 708.)": a full stop after the number ends the sentence, it is not part of the number.
    r"|(?P<lead>\b(?:[Rr]ules?|[Ss]ections?|[Rr]ègles?|[Ss]ection) )(?P<bare>\d{3}|\d)(?!\w|\.\d)"
)


def split_rule_refs(text):
    """Cut text into ("text", s) and ("rule", shown, number) pieces, in order.

    A letter range is two links: "601.2a–h" gives 601.2a, the dash, and "h" -> 601.2h.
    """
    pieces = []
    pos = 0
    for m in _REF.finditer(text):
        if m.start() > pos:
            pieces.append(("text", text[pos : m.start()]))
        if m.group("bare"):
            pieces.append(("text", m.group("lead")))
            pieces.append(("rule", m.group("bare"), m.group("bare")))
        else:
            number = m.group("base") + (m.group("letter") or "")
            pieces.append(("rule", number, number))
            if m.group("to"):
                pieces.append(("text", m.group("dash")))
                pieces.append(("rule", m.group("to"), m.group("base") + m.group("to")))
        pos = m.end()
    if pos < len(text):
        pieces.append(("text", text[pos:]))
    return pieces


def cited_rule_numbers(text):
    """The rule numbers a text cites, in order of first mention, ranges expanded to their letters."""
    seen = {}
    for m in _REF.finditer(text or ""):
        if m.group("bare"):
            seen.setdefault(m.group("bare"), None)
            continue
        base, first, last = m.group("base"), m.group("letter"), m.group("to")
        if first and last and first <= last:
            for code in range(ord(first), ord(last) + 1):
                # Subrule letters skip "l" and "o" (CR 100 intro): they are never numbers.
                if chr(code) not in "lo":
                    seen.setdefault(base + chr(code), None)
        else:
            seen.setdefault(base + (first or ""), None)
    return list(seen)


def replace_rule_numbers(text, mapping):
    """Rewrite each cited number through mapping (old number -> new number); others stay."""

    def swap(m):
        if m.group("bare"):
            return m.group("lead") + mapping.get(m.group("bare"), m.group("bare"))
        number = m.group("base") + (m.group("letter") or "")
        new = mapping.get(number, number)
        if m.group("to"):
            # "702.125a–c" -> "702.126a–c": the range follows its first number.
            return new + m.group("dash") + m.group("to")
        return new

    return _REF.sub(swap, text or "")


def cited_ranges(text):
    """[(first, last)] as the text writes them: ("601.2a", "601.2h") for "601.2a–h", ("702.126a", None) alone."""
    seen = {}
    for m in _REF.finditer(text or ""):
        if m.group("bare"):
            seen.setdefault((m.group("bare"), None), None)
        else:
            first = m.group("base") + (m.group("letter") or "")
            last = m.group("base") + m.group("to") if m.group("to") else None
            seen.setdefault((first, last), None)
    return list(seen)


# Any number shaped like a rule's, whatever precedes it ("See 719", "rules 506-511"): only for telling a
# renumbered cross-reference from an edit, where the numbers compared are those of rules known to have moved.
_ANY_NUMBER = re.compile(r"(?<![\w.])(\d{3}(?:\.\d+[a-z]?)?)(?!\w|\.\d)")


def replace_any_rule_numbers(text, mapping):
    """Rewrite through mapping every number shaped like a rule's, not only those the links recognise."""
    return _ANY_NUMBER.sub(lambda m: mapping.get(m.group(1), m.group(1)), text or "")


def is_under(number, base):
    """Whether a rule number is base or falls under it: 613.4c under 613.4, 704.5j under 704, 702.19 under 702."""
    if not number.startswith(base) or number == base:
        return number == base
    rest = number[len(base) :]
    return rest[0] == "." if "." not in base else rest.isalpha()
