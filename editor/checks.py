"""Quality checks of a French translation against its authoritative English.

Plain Python, no Django: the caller gathers what the database knows (official
French card names, which rule numbers are the same rule across CR versions)
and passes it in. Each check returns a CheckResult; a failing check is a
warning for the editor, never a refusal. The English and the French are
positional (every check compares the two); anything else is keyword-only.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

from predicates.engine.mana import SYMBOL_IN_TEXT, symbols_in

NBSP_CHARS = "\u00a0\u202f"  # no-break space, narrow no-break space

# 702.125a, 601.2f, 100.1; section-level "702." is left out (ambiguous with prose).
RULE_RE = re.compile(r"(?<![\d.])(\d{3}\.\d+[a-z]?)(?![\d])")
PT_RE = re.compile(r"[+\-\u2212]?\d+/[+\-\u2212]?\d+")
DIGITS_RE = re.compile(r"[+\-\u2212]?\d+")
X_RE = re.compile(r"(?<![\w'’])X(?![\w'’])")
# Whether two rule numbers name the same rule in some CR versions (editor.selectors.same_rule_for).
SameRule = Callable[[str, str], bool]


@dataclass
class CheckResult:
    name: str
    ok: bool
    message: str = ""
    details: list[str] = field(default_factory=list)


def _multiset_difference(expected: Iterable[str], found: Iterable[str]) -> tuple[list[str], list[str]]:
    """(missing, extra) between two lists of tokens, each as a sorted list."""
    exp, got = Counter(expected), Counter(found)
    return sorted((exp - got).elements()), sorted((got - exp).elements())


def _same_tokens(
    name: str, english_tokens: Iterable[str], french_tokens: Iterable[str], *, ok: str, differ: str
) -> CheckResult:
    """A check that the French has the same multiset of tokens as the English."""
    missing, extra = _multiset_difference(english_tokens, french_tokens)
    if not missing and not extra:
        return CheckResult(name, True, ok)
    parts = []
    if missing:
        parts.append("missing " + " ".join(missing))
    if extra:
        parts.append("not in the English " + " ".join(extra))
    return CheckResult(name, False, f"{differ}: " + "; ".join(parts) + ".", missing + extra)


def symbols_check(english: str, french: str) -> CheckResult:
    """The same multiset of {…} mana and tap symbols as the English.

    Scraped pages lose the symbols (they were images): "paie ." instead of
    "paie {3}." is exactly what this catches.
    """
    return _same_tokens(
        "symbols",
        symbols_in(english),
        symbols_in(french),
        ok="Same mana and tap symbols as the English.",
        differ="Symbols differ from the English",
    )


def rule_numbers_check(english: str, french: str, *, same_rule: SameRule | None = None) -> CheckResult:
    """The same rule references, lineage-aware.

    same_rule(a, b) says whether two numbers name the same rule in some CR
    versions (702.125a in 2018 is 702.126a in 2022); without it numbers must
    match exactly.
    """
    same_rule = same_rule or (lambda a, b: a == b)
    wanted = RULE_RE.findall(english)
    found = RULE_RE.findall(french)
    unmatched = list(found)
    missing = []
    for number in wanted:
        match = next((f for f in unmatched if f == number), None)
        if match is None:
            match = next((f for f in unmatched if same_rule(number, f)), None)
        if match is None:
            missing.append(number)
        else:
            unmatched.remove(match)
    if not missing and not unmatched:
        return CheckResult("rule_numbers", True, "Same rule references as the English.")
    parts = []
    if missing:
        parts.append("missing " + ", ".join(missing))
    if unmatched:
        parts.append("not in the English " + ", ".join(unmatched))
    return CheckResult("rule_numbers", False, "Rule references differ: " + "; ".join(parts) + ".", missing + unmatched)


def _numbers(text: str) -> list[str]:
    """Digits, +N/+N and X outside symbols and rule numbers, normalised."""
    text = SYMBOL_IN_TEXT.sub(" ", text)
    text = RULE_RE.sub(" ", text)
    tokens = []
    for pt in PT_RE.findall(text):
        tokens.append(pt.replace("\u2212", "-"))
    text = PT_RE.sub(" ", text)
    # "1 000" and "1,5" are French spellings of numbers; only whole digit runs are compared.
    tokens += [d.replace("\u2212", "-") for d in DIGITS_RE.findall(text)]
    tokens += X_RE.findall(text)
    return tokens


def numbers_check(english: str, french: str) -> CheckResult:
    """Digits, +N/+N power/toughness changes and X are kept."""
    return _same_tokens(
        "numbers",
        _numbers(english),
        _numbers(french),
        ok="Same numbers, +N/+N and X as the English.",
        differ="Numbers differ from the English",
    )


def _contains_name(text: str, name: str) -> bool:
    pattern = r"(?<![\w])" + re.escape(name.casefold()) + r"(?![\w])"
    return re.search(pattern, text.casefold().replace("’", "'")) is not None


def card_names_check(english: str, french: str, *, french_names: Mapping[str, str | None]) -> CheckResult:
    """Card names appear with their official French name, never the English one.

    french_names maps an English card name to its official French name, or
    to None when the card has none (then the English name is accepted).
    """
    problems = []
    for english_name, french_name in sorted(french_names.items()):
        if not _contains_name(english.replace("’", "'"), english_name.replace("’", "'")):
            continue
        if not french_name:
            continue
        english_key = english_name.replace("’", "'")
        french_key = french_name.replace("’", "'")
        if english_key.casefold() != french_key.casefold() and _contains_name(french, english_key):
            problems.append(f"“{english_name}” is written in English; the official French name is “{french_name}”")
        elif not _contains_name(french, french_key):
            problems.append(f"“{french_name}” (the official French name of {english_name}) is missing")
    if not problems:
        return CheckResult("card_names", True, "Card names use their official French names.")
    return CheckResult("card_names", False, "; ".join(problems) + ".", problems)


_URL_RE = re.compile(r"\b(?:https?|mailto):\S+")


def typography_problems(french: str) -> list[str]:
    """French typography: a no-break space before : ; ! ? and inside « », no straight quotes."""
    text = _URL_RE.sub(" ", SYMBOL_IN_TEXT.sub("x", french))
    problems = []
    for m in re.finditer(r"[:;!?]", text):
        i = m.start()
        before = text[i - 1] if i else ""
        after = text[i + 1] if i + 1 < len(text) else ""
        if m.group() == ":" and before.isdigit() and after.isdigit():
            continue  # a time or a ratio
        if before in NBSP_CHARS or before in ":;!?":
            continue
        if i == 0 or before == "\n":
            continue
        problems.append(f"no no-break space before “{m.group()}” in “{text[max(0, i - 15) : i + 2].strip()}”")
    for m in re.finditer("«", text):
        after = text[m.end() : m.end() + 1]
        if after and after not in NBSP_CHARS:
            problems.append("no no-break space after «")
    for m in re.finditer("»", text):
        before = text[m.start() - 1 : m.start()]
        if before and before not in NBSP_CHARS:
            problems.append("no no-break space before »")
    if re.search(r"\"[^\"]*\"", text) or "“" in text or "”" in text:
        problems.append("quotations use “ ” or straight quotes; French uses « »")
    return problems


def typography_check(french: str) -> CheckResult:
    problems = typography_problems(french)
    if not problems:
        return CheckResult("typography", True, "French typography is right.")
    unique = list(dict.fromkeys(problems))
    return CheckResult(
        "typography",
        False,
        "French typography: " + "; ".join(unique[:5]) + ("…" if len(unique) > 5 else "") + ".",
        unique,
    )


def fix_typography(french: str) -> str:
    """The text with no-break spaces and guillemets put right (offered to editors, never applied silently)."""
    protected = []

    def keep(m: re.Match[str]) -> str:
        protected.append(m.group())
        return f"\x00{len(protected) - 1}\x00"

    text = _URL_RE.sub(keep, SYMBOL_IN_TEXT.sub(keep, french))
    text = re.sub(r"\"([^\"\n]*)\"", lambda m: f"«\u00a0{m.group(1).strip()}\u00a0»", text)
    text = re.sub(r"“([^”\n]*)”", lambda m: f"«\u00a0{m.group(1).strip()}\u00a0»", text)
    text = re.sub(r"«[ \t]*", "«\u00a0", text)
    text = re.sub(r"[ \t]*»", "\u00a0»", text)
    text = re.sub(r"(?<=[^\s\d\u00a0\u202f:;!?])([;!?])", "\u202f\\1", text)
    text = re.sub(r"[ \t]+([;!?])", "\u202f\\1", text)
    text = re.sub(r"(?<=[^\s\d\u00a0\u202f])(:)(?!\d)", "\u00a0\\1", text)
    text = re.sub(r"[ \t]+:", "\u00a0:", text)
    return re.sub(r"\x00(\d+)\x00", lambda m: protected[int(m.group(1))], text)


def run_checks(
    english: str,
    french: str,
    *,
    french_names: Mapping[str, str | None] | None = None,
    same_rule: SameRule | None = None,
) -> list[CheckResult]:
    """Every check of a French text against its English, in display order."""
    if not french.strip():
        return []
    return [
        symbols_check(english, french),
        rule_numbers_check(english, french, same_rule=same_rule),
        numbers_check(english, french),
        card_names_check(english, french, french_names=french_names or {}),
        typography_check(french),
    ]


def failed_names(results: Iterable[CheckResult]) -> list[str]:
    return [r.name for r in results if not r.ok]
