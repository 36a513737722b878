"""Mana costs: parse, format, add, and mana value.

Rules encoded (numbering of the CR of 2022-04-29):

- 107.4   the mana symbols: {W}{U}{B}{R}{G} coloured, numbers and {X} generic (107.4b),
          {C} colourless (107.4c), {0} (107.4d), hybrid {W/U} and {2/W} (107.4e),
          Phyrexian {W/P} and hybrid Phyrexian {W/U/P} (107.4f), snow {S} (107.4h).
- 107.3a  X is announced as part of casting; while the spell is on the stack X is that value.
- 107.3g  a card in any zone other than the stack treats {X} as 0.
- 202.3   mana value: the total amount of mana in the mana cost, regardless of colour;
          202.3a no mana cost is 0, except 202.3b the back face of a transforming double-faced
          card, which counts its front face's mana cost, and 202.3c a melded permanent, which
          counts its front faces' mana costs together; 202.3d a split card not on the stack (or
          fused) counts both halves, a half cast alone counts its own; 202.3e X counts as 0
          except on the stack; 202.3f a hybrid symbol counts its largest component ({2/W} is 2);
          202.3g a Phyrexian symbol counts 1.
- Not in the CR: Unhinged's half-mana symbols ({HW}, {½}, cmc 0.5 in MTGJSON) are refused with a
  message saying so; tests/predicates/test_corpus_mana_value.py lists the cards this leaves out.

Before the 2021-04 CR, 202.3 said "converted mana cost"; the numbers are the same.
"""

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .errors import RuleError, shown
from .limits import MAX_COST_TEXT, MAX_NUMBER, MAX_SYMBOLS
from .situation import check_fields, whole_number

COLORS = "WUBRG"
VARIABLES = "XYZ"
# Membership by symbol, never by substring: "WU" in "WUBRG" is true, and {WU} or {} is no symbol.
_COLOR_SET = frozenset(COLORS)
_VARIABLE_SET = frozenset(VARIABLES)

# A symbol as printed in running text ("{T}", "{2/W}", "{X}"), its body in group 1: the one
# pattern the importers, the editors' checks and the templates find symbols with.
# Reading a cost is parse_cost's job; this only finds the braces.
SYMBOL_IN_TEXT = re.compile(r"\{([^{}\s]{1,12})\}")


def symbols_in(text: str | None) -> list[str]:
    """The symbols of a text in order, braces included: ["{X}", "{U}", "{T}"]."""
    return [m.group(0) for m in SYMBOL_IN_TEXT.finditer(text or "")]


def is_number(text: str) -> bool:
    """A number as costs print it: ASCII digits only ("²", "①", "٣" are digits to str.isdigit, not to a cost)."""
    return text.isascii() and text.isdigit()


def symbol_kind(body: str) -> str | None:
    """The kind of the symbol written {body}, or None when it is no mana symbol."""
    if body in _COLOR_SET:
        return "colored"
    if body == "C":
        return "colorless"
    if body == "S":
        return "snow"
    parts = body.split("/")
    if len(parts) == 2:
        a, b = parts
        if a in _COLOR_SET and b in _COLOR_SET and a != b:
            return "hybrid"
        if is_number(a) and b in _COLOR_SET:
            return "generic_hybrid"
        if a in _COLOR_SET and b == "P":
            return "phyrexian"
    if len(parts) == 3:
        a, b, p = parts
        if a in _COLOR_SET and b in _COLOR_SET and a != b and p == "P":
            return "phyrexian"
    return None


def symbol_amount(body: str) -> int:
    """How much a non-generic symbol adds to a mana value (202.3f: largest half of a hybrid)."""
    if symbol_kind(body) == "generic_hybrid":
        return max(int(body.split("/")[0]), 1)
    return 1


def symbol_colors(body: str) -> list[str]:
    """The colours a symbol is (107.4e-f: a hybrid symbol is all of its colours)."""
    return [c for c in body.split("/") if c in _COLOR_SET]


@dataclass(frozen=True)
class ManaCost:
    """A mana cost: generic amount, variables ({X}), and the other symbols in printed order.

    Numbers are summed ({1}{1} is {2}); X is kept apart until its value is
    chosen (107.3a). symbols hold the inside of each non-generic brace, e.g. "R", "W/U", "2/W", "W/P".
    """

    generic: int = 0
    variables: tuple = ()
    symbols: tuple = ()

    def __str__(self) -> str:
        return format_cost(self)

    def __add__(self, other: "ManaCost") -> "ManaCost":
        return ManaCost(self.generic + other.generic, self.variables + other.variables, self.symbols + other.symbols)

    @property
    def amount(self) -> int:
        """The amount of mana this cost asks for, X counted as 0."""
        return mana_value(self)

    def with_x(self, x: int) -> "ManaCost":
        """The cost with each variable replaced by x generic mana (107.3a, 107.4b)."""
        return ManaCost(self.generic + x * len(self.variables), (), self.symbols)

    def without_symbol(self, body: str) -> "ManaCost":
        symbols = list(self.symbols)
        symbols.remove(body)
        return ManaCost(self.generic, self.variables, tuple(symbols))


SYMBOLS_HELP = "107.4: W U B R G, numbers, X, C, S, hybrid like W/U or 2/W, Phyrexian like W/P"


def _number(digits: str, *, field: str, cost: str) -> int:
    """The value of a number in a cost, at most MAX_NUMBER (read without int() on thousands of digits)."""
    significant = digits.lstrip("0") or "0"
    if len(significant) > len(str(MAX_NUMBER)) or int(significant) > MAX_NUMBER:
        raise RuleError(
            f"{field}: {shown(cost)} has a number over {MAX_NUMBER:,}, the largest printed in a cost "
            f"(Gleemax's {{{MAX_NUMBER}}}).",
            field=field,
            rule="107.4",
        )
    return int(significant)


def _is_half_mana(body: str) -> bool:
    # Unhinged's {½} and {HW}/{HR}: silver-bordered cards only; 107.4 lists no half mana.
    return body == "½" or (len(body) == 2 and body[0] == "H" and body[1] in _COLOR_SET)


def _symbol_error(body: str, *, field: str) -> RuleError:
    """Why {body} is not a mana symbol, in words a visitor can act on."""
    written = "{" + ascii(body)[1:-1] + "}"
    if _is_half_mana(body):
        return RuleError(
            f"{field}: {written} is a half-mana symbol of Unhinged's silver-bordered cards; the Comprehensive "
            "Rules have no half mana (107.4), so the rules engine has no value for it.",
            field=field,
            rule="107.4",
        )
    if not body.isascii() and any(c.isdigit() for c in body):
        return RuleError(
            f"{field}: {written} is not a mana symbol: numbers in a cost are written with the digits 0-9.",
            field=field,
            rule="107.4",
        )
    if body.startswith("-") and is_number(body[1:]):
        return RuleError(
            f"{field}: {written} is not a mana symbol: a cost can't ask for negative mana.", field=field, rule="107.4"
        )
    return RuleError(f"{field}: {written} is not a mana symbol ({SYMBOLS_HELP}).", field=field, rule="107.4")


def _symbol_bodies(text: str, *, field: str) -> list[str]:
    """The inside of each brace of a cost, in order; anything outside braces, or unclosed, raises RuleError."""
    bodies: list[str] = []
    pos = 0
    while pos < len(text):
        if text[pos] != "{":
            raise RuleError(
                f"{field}: {shown(text)} has {shown(text[pos])} outside braces at position {pos + 1}; "
                "write each symbol in braces, e.g. {2}{U}.",
                field=field,
                rule="107.4",
            )
        end = text.find("}", pos)
        if end == -1 or "{" in text[pos + 1 : end]:
            raise RuleError(
                f"{field}: {shown(text)} has an unclosed '{{' at position {pos + 1}.", field=field, rule="107.4"
            )
        if len(bodies) == MAX_SYMBOLS:
            raise RuleError(
                f"{field}: more than {MAX_SYMBOLS} symbols in one cost; the longest printed cost has 15.",
                field=field,
                rule="107.4",
            )
        bodies.append(text[pos + 1 : end])
        pos = end + 1
    return bodies


def parse_cost(text: str, *, field: str = "mana_cost") -> "ManaCost":
    """Parse "{X}{R}{R}{R}" into a ManaCost; malformed text raises RuleError naming field.

    An empty string is an object with no mana cost (202.3a: mana value 0). Only ASCII is read: "{²}" or "{٣}"
    are digits to str.isdigit(), not numbers of a cost.
    """
    if not isinstance(text, str):
        raise RuleError(f"{field} must be a string of mana symbols such as {{2}}{{U}}.", field=field, rule="107.4")
    if len(text) > MAX_COST_TEXT:
        raise RuleError(
            f"{field}: a cost of {len(text):,} characters is longer than the {MAX_COST_TEXT} this site reads.",
            field=field,
            rule="107.4",
        )
    text = text.strip()
    generic, variables, symbols = 0, [], []
    for raw in _symbol_bodies(text, field=field):
        # upper() only on ASCII: "ß".upper() is "SS", and no other letter may turn into a mana symbol.
        body = raw.upper() if raw.isascii() else raw
        if is_number(body):
            generic += _number(body, field=field, cost=text)
        elif body in _VARIABLE_SET:
            variables.append(body)
        elif symbol_kind(body):
            if symbol_kind(body) == "generic_hybrid":
                _number(body.split("/")[0], field=field, cost=text)
            symbols.append(body)
        else:
            raise _symbol_error(body, field=field)
    return ManaCost(generic, tuple(variables), tuple(symbols))


def as_cost(value: "ManaCost | str", *, field: str) -> "ManaCost":
    """A ManaCost from a ManaCost or its text."""
    if isinstance(value, ManaCost):
        return value
    return parse_cost(value, field=field)


def format_cost(cost: "ManaCost") -> str:
    """Printed order: variables, then the generic number, then the other symbols; nothing at all is {0}."""
    parts = [f"{{{v}}}" for v in cost.variables]
    if cost.generic or not (cost.variables or cost.symbols):
        parts.append(f"{{{cost.generic}}}")
    parts.extend(f"{{{s}}}" for s in cost.symbols)
    return "".join(parts)


def mana_value(cost: "ManaCost | str", *, x: int | None = None) -> int:
    """The mana value of a mana cost (202.3).

    x is the value chosen for X while the object is a spell on the stack;
    anywhere else (x=None) X counts as 0 (202.3e, 107.3g).
    """
    cost = as_cost(cost, field="mana_cost")
    return cost.generic + (x or 0) * len(cost.variables) + sum(symbol_amount(s) for s in cost.symbols)


def face_mana_value(
    mana_cost: "ManaCost | str | None",
    *,
    front_face: "ManaCost | str | None" = None,
    melded_from: "Iterable[ManaCost | str]" = (),
    x: int | None = None,
) -> int:
    """The mana value of one face of a card (202.3a-c).

    A face with no mana cost is 0 (202.3a) unless it is the back face of a transforming double-faced card, which
    counts its front face's mana cost (front_face, 202.3b), or a melded permanent, which counts the mana costs of
    the front faces it is melded from together (melded_from, 202.3c).
    """
    cost = as_cost(mana_cost or "", field="mana_cost")
    if melded_from:
        return sum(mana_value(front, x=x) for front in melded_from)
    if front_face is not None and cost == ManaCost():
        return mana_value(front_face, x=x)
    return mana_value(cost, x=x)


def split_card_mana_value(halves: "Sequence[ManaCost | str]", *, cast: int | None = None, x: int | None = None) -> int:
    """The mana value of a split card (202.3d): both halves' mana costs together, unless one half is cast alone.

    cast is the index of the half cast alone while the card is a spell; None off the stack or fused.
    """
    costs = [as_cost(half, field=f"halves[{i}]") for i, half in enumerate(halves)]
    if cast is not None:
        return mana_value(costs[cast], x=x)
    return sum(mana_value(cost, x=x) for cost in costs)


FIELDS = ("mana_cost", "x")


def evaluate(situation: dict) -> dict:
    """Parse a mana cost and give its mana value; x given means the object is a spell on the stack."""
    given = check_fields(situation, allowed=FIELDS, required=("mana_cost",))
    cost = parse_cost(given["mana_cost"])
    x = whole_number(given.get("x"), field="x", rule="107.3a")
    where = f"on the stack with X = {x}" if x is not None else "anywhere but the stack, where X is 0"
    steps = [
        {
            "rule": "107.4",
            "text": f"{format_cost(cost)} reads as {cost.generic} generic mana, {len(cost.variables)} variable(s) "
            f"and the symbols {', '.join(cost.symbols) or 'none'}.",
        }
    ]
    steps.append(
        {"rule": "202.3e" if cost.variables else "202.3", "text": f"Mana value {where}: {mana_value(cost, x=x)}."}
    )
    return {"mana_cost": format_cost(cost), "mana_value": mana_value(cost, x=x), "steps": steps}
