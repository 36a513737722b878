"""Reading a situation given as a dict (the JSON API's and the calculator's input)."""

from .errors import RuleError, shown
from .limits import MAX_NUMBER


def _field_name(name):
    """The name an error gives back for a field the visitor sent: as sent when plain, escaped and cut otherwise."""
    plain = isinstance(name, str) and name.isascii() and name.isprintable() and len(name) <= 40
    return name if plain else shown(name)


def check_fields(situation, *, allowed, required=()):
    """Reject a situation that isn't a dict, lacks a required field, or has an unknown one."""
    if not isinstance(situation, dict):
        raise RuleError("The situation must be a JSON object.", field=None, rule=None)
    for name in required:
        if situation.get(name) in (None, ""):
            raise RuleError(f"{name} is required.", field=name, rule=None)
    unknown = sorted(set(situation) - set(allowed), key=str)
    if unknown:
        raise RuleError(
            f"Unknown field {shown(unknown[0])}; the fields are: {', '.join(allowed)}.",
            field=_field_name(unknown[0]),
            rule=None,
        )
    return {name: situation[name] for name in allowed if situation.get(name) not in (None, "")}


def _kind(value):
    """What a visitor sent instead of a number, as a message says it."""
    if isinstance(value, str):
        return f"the string {shown(value)}"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, float):
        return shown(value)
    kinds = {list: "a list", dict: "an object", type(None): "null"}
    return kinds.get(type(value), type(value).__name__)


def whole_number(value, *, field, rule, allow_none=True):
    """A count or an announced X: a whole number from 0 to MAX_NUMBER (true and 2.0 are not whole numbers)."""
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        # JSON's types are the API's contract for every field: "3" is refused as true is, the message saying what
        # was sent and what is read, so that a client serialising numbers as strings learns it at its first request.
        raise RuleError(
            f"{field} must be a whole number, a JSON number such as 3, not {_kind(value)}.", field=field, rule=rule
        )
    if value < 0:
        raise RuleError(f"{field} can't be negative.", field=field, rule=rule)
    if value > MAX_NUMBER:
        raise RuleError(
            f"{field} is more than {MAX_NUMBER:,}, the largest number this site reads "
            f"(Gleemax's {{{MAX_NUMBER}}} is the largest number printed in a cost).",
            field=field,
            rule=rule,
        )
    return value
