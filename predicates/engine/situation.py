"""Reading a situation given as a dict (the JSON API's and the calculator's input)."""

from .errors import RuleError


def check_fields(situation, *, allowed, required=()):
    """Reject a situation that isn't a dict, lacks a required field, or has an unknown one."""
    if not isinstance(situation, dict):
        raise RuleError("The situation must be a JSON object.", field=None, rule=None)
    for name in required:
        if situation.get(name) in (None, ""):
            raise RuleError(f"{name} is required.", field=name, rule=None)
    unknown = sorted(set(situation) - set(allowed))
    if unknown:
        raise RuleError(
            f"Unknown field {unknown[0]!r}; the fields are: {', '.join(allowed)}.", field=unknown[0], rule=None
        )
    return {name: situation[name] for name in allowed if situation.get(name) not in (None, "")}
