from pathlib import Path

import pytest

from rulings.models import CRVersion, RuleLineage

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "cr"
OLD = FIXTURES / "MagicCompRules-20180713-excerpt.txt"  # 702.125 is Improvise, 702.124 Undaunted
NEW = FIXTURES / "MagicCompRules-20220429-excerpt.txt"  # 702.125 is Undaunted, 702.126 Improvise


@pytest.fixture
def no_cr(db):
    """Start from no CR at all (the session sample may hold the excerpts); rolled back after the test."""
    CRVersion.objects.all().delete()
    RuleLineage.objects.all().delete()


def variant(tmp_path, source, name, *, date=None, replace=()):
    """A copy of a fixture with another effective date and/or some text replaced, in the same format."""
    data = source.read_bytes()
    text = data.decode("utf-8-sig")
    if date:
        old_date = text.split("These rules are effective as of ", 1)[1].split(".", 1)[0]
        text = text.replace(f"effective as of {old_date}.", f"effective as of {date}.")
    for before, after in replace:
        assert before in text
        text = text.replace(before, after)
    path = tmp_path / name
    path.write_bytes((b"\xef\xbb\xbf" if data.startswith(b"\xef\xbb\xbf") else b"") + text.encode("utf-8"))
    return path
