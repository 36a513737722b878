"""Every predicate the site knows (declared in cases.py), and each found by its name."""

from .cases import PREDICATES


def all_predicates():
    return PREDICATES


def get(name):
    """The predicate called name, or None."""
    return next((p for p in PREDICATES if p.name == name), None)
