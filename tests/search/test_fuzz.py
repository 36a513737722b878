"""Any text at all: results or a QueryError with a message, never another exception."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from search.query import QueryError, search

ALPHABET = st.sampled_from(
    list("abcimprovise \"*?(){}[]:.-~^\\'éû\x00\x1b\t")
    + ["AND", "OR", "NOT", "kind:", "card:", "date:", "version:", "lang:", "source:", "702.125a", "{T}", ".."]
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(ALPHABET, max_size=12).map("".join))
def test_any_query_gives_results_or_a_message(built, q):
    try:
        result = search(q)
    except QueryError as exc:
        assert str(exc)
    else:
        assert result["total"] >= 0
        assert all(r["url"] for r in result["results"])
