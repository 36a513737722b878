from pathlib import Path

from rules.models import RuleParagraph
from rules.parser import decode_cr

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "cr"
# Cut from WotC's own files by fixtures/cr/make_excerpts.py, bytes as published.
OLD = FIXTURES / "MagicCompRules 20180713 excerpt.txt"  # Windows-1252, CRLF; 702.125 is Improvise, 702.124 Undaunted
NEW = FIXTURES / "MagicCompRules 20220429 excerpt.txt"  # UTF-8 with BOM, CR; 702.125 is Undaunted, 702.126 Improvise
NEWER = sorted((FIXTURES / "newer").glob("*.txt"))  # 2022-11-18 (UTF-16BE), 2025-06-06, 2025-11-14: not in the sample

CODECS = {"UTF-8": "utf-8", "UTF-8 with BOM": "utf-8", "Windows-1252": "cp1252"}


def encode_like(data, text):
    """Encode text the way data (a CR file's bytes) is encoded: same codec, same byte order mark."""
    _, encoding = decode_cr(data)
    if encoding == "UTF-16":
        bom = data[:2]
        return bom + text.encode("utf-16-be" if bom == b"\xfe\xff" else "utf-16-le")
    bom = b"\xef\xbb\xbf" if encoding == "UTF-8 with BOM" else b""
    return bom + text.encode(CODECS[encoding])


def variant(tmp_path, source, name, *, date=None, replace=()):
    """A copy of a fixture with another effective date and/or some text replaced, in the same encoding and line ends."""
    data = source.read_bytes()
    text, _ = decode_cr(data)
    if date:
        old_date = text.split("These rules are effective as of ", 1)[1].split(".", 1)[0]
        text = text.replace(f"effective as of {old_date}.", f"effective as of {date}.")
    for before, after in replace:
        assert before in text
        text = text.replace(before, after)
    path = tmp_path / name
    path.write_bytes(encode_like(data, text))
    return path


def para(number, date):
    return RuleParagraph.objects.get(number=number, version__effective_date=date)


def chains():
    """The lineage partition, independent of ids: a set of tuples of (version, number, change)."""
    groups = {}
    for lineage_id, date, number, change in RuleParagraph.objects.values_list(
        "lineage_id", "version__effective_date", "number", "change"
    ):
        groups.setdefault(lineage_id, []).append((date.isoformat(), number, change))
    return {tuple(sorted(group)) for group in groups.values()}
