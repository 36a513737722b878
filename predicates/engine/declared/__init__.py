"""Each module declares one predicate (PREDICATE) and the cases that prove it; catalog.py collects them."""
