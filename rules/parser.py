"""Parse the text of WotC's Comprehensive Rules into plain dataclasses.

Reads every form WotC has published (UTF-8 with or without a BOM, UTF-16
with a BOM, Windows-1252; CRLF, CR-only or LF line ends; indented or not). No Django here: the store
(rules.store) writes the
result into the database.

Layout of the file, top to bottom: a title, "These rules are effective as of
<Month D, YYYY>.", an introduction, a Contents list (which itself names
"Glossary" and "Credits"), the numbered rules, the Glossary, the Credits.
"""

import datetime
import hashlib
import re
from dataclasses import dataclass, field

SECTION = "section"
RULE = "rule"
SUBRULE = "subrule"

MONTHS = {
    name: number
    for number, name in enumerate(
        [
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ],
        start=1,
    )
}

EFFECTIVE_RE = re.compile(r"These rules are effective as of (.+?)\.?\s*$")
DATE_RE = re.compile(r"^([A-Za-z]+) (\d{1,2}), (\d{4})$")
SECTION_RE = re.compile(r"^(\d)\.\s+(\S.*)$")  # "7. Additional Rules"
TOP_RULE_RE = re.compile(r"^(\d{3})\.\s+(\S.*)$")  # "702. Keyword Abilities"
# "702.126. Improvise", "100.1. These Magic rules..."; a few versions drop the final dot ("606.5 If ...").
RULE_RE = re.compile(r"^(\d{3}\.\d+)\.?\s+(\S.*)$")
# "702.126a Improvise is..."; a few versions add a dot ("119.1d. In a two-player...").
SUBRULE_RE = re.compile(r"^(\d{3}\.\d+[a-z])\.?\s+(\S.*)$")
EXAMPLE_RE = re.compile(r"^Example:\s*(.*)$")
# Where the header's effective date must appear: it is on line 3 in every known version.
HEADER_LINES = 30


class CRParseError(Exception):
    """A file that cannot be read as Comprehensive Rules; str() names the file and line."""

    def __init__(self, message, *, source="", line=None):
        self.message = message
        self.source = source
        self.line = line
        where = source
        if line is not None:
            where = f"{source}, line {line}" if source else f"line {line}"
        super().__init__(f"{where}: {message}" if where else message)


@dataclass
class Paragraph:
    number: str  # "7", "702", "702.126", "702.126a"
    kind: str  # section / rule / subrule
    title: str  # "Improvise" for "702.126. Improvise", empty for sentences
    text: str  # the sentence(s) after the number; continuation lines joined with "\n"
    examples: list = field(default_factory=list)
    parent: str | None = None  # number of the enclosing paragraph
    line: int = 0  # 1-based line in the file, for messages

    @property
    def full_text(self):
        return self.title if self.kind != SUBRULE and self.title and not self.text else self.text


@dataclass
class GlossaryItem:
    term: str
    text: str


@dataclass
class ParsedCR:
    effective_date: datetime.date
    paragraphs: list  # of Paragraph, in file order
    glossary: list  # of GlossaryItem, in file order
    checksum: str = ""  # sha256 of the file's bytes
    source_name: str = ""
    encoding: str = ""  # how the bytes were read: "UTF-8", "UTF-8 with BOM", "UTF-16", "Windows-1252"


def decode_cr(data, source=""):
    """Bytes -> (text, encoding name).

    WotC has published the CR as UTF-8 with or without a BOM, UTF-16 with a BOM
    and Windows-1252 (which plain ASCII is a part of). Bytes that are not UTF-8
    are read as Windows-1252; the five bytes that code page leaves undefined
    mean the file is none of these.
    """
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        try:
            return data.decode("utf-16"), "UTF-16"
        except UnicodeDecodeError as exc:
            raise CRParseError(f"not valid UTF-16 ({exc.reason})", source=source) from None
    if data.startswith(b"\xef\xbb\xbf"):
        try:
            return data[3:].decode("utf-8"), "UTF-8 with BOM"
        except UnicodeDecodeError as exc:
            raise CRParseError(
                f"starts with a UTF-8 byte order mark but byte 0x{data[3 + exc.start]:02x} is not UTF-8",
                source=source,
                line=_line_of(data, 3 + exc.start),
            ) from None
    try:
        return data.decode("utf-8"), "UTF-8"
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252"), "Windows-1252"
    except UnicodeDecodeError as exc:
        raise CRParseError(
            f"byte 0x{data[exc.start]:02x} is neither UTF-8 nor Windows-1252: "
            "the CR is published as UTF-8, UTF-16 with a byte order mark, or Windows-1252",
            source=source,
            line=_line_of(data, exc.start),
        ) from None


def _line_of(data, offset):
    """1-based line of a byte offset, counting CRLF, LF and CR-only line ends alike."""
    head = data[:offset]
    return head.count(b"\n") + head.replace(b"\r\n", b"").count(b"\r") + 1


def parse_date(text, *, source="", line=None):
    """ "April 29, 2022" -> date(2022, 4, 29)."""
    match = DATE_RE.match(text.strip())
    month = MONTHS.get(match.group(1).lower()) if match else None
    if not match or not month:
        raise CRParseError(f"unknown date format {text!r} (expected e.g. 'April 29, 2022')", source=source, line=line)
    try:
        return datetime.date(int(match.group(3)), month, int(match.group(2)))
    except ValueError:
        raise CRParseError(f"impossible date {text!r}", source=source, line=line) from None


def parent_number(number, kind):
    if kind == SECTION:
        return None
    if kind == SUBRULE:
        return number[:-1]
    if "." in number:
        return number.split(".")[0]
    return number[0]  # "702" belongs to section "7"


def parse_cr_bytes(data, source=""):
    text, encoding = decode_cr(data, source)
    parsed = parse_cr(text, source)
    parsed.checksum = hashlib.sha256(data).hexdigest()
    parsed.encoding = encoding
    return parsed


def parse_cr_file(path):
    path_name = str(path)
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as exc:
        raise CRParseError(f"cannot read the file ({exc.strerror})", source=path_name) from None
    return parse_cr_bytes(data, path_name)


def parse_cr(text, source=""):
    """Parse the whole text of one CR version. Raises CRParseError on anything that is not a complete CR."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    effective_date = _effective_date(lines, source)
    start = _body_start(lines, source)
    paragraphs, glossary_line = _rules(lines, start, source)
    glossary = _glossary(lines, glossary_line, source)
    return ParsedCR(effective_date=effective_date, paragraphs=paragraphs, glossary=glossary, source_name=source)


def _effective_date(lines, source):
    for index, raw in enumerate(lines[:HEADER_LINES]):
        match = EFFECTIVE_RE.search(raw.strip())
        if match:
            return parse_date(match.group(1), source=source, line=index + 1)
    raise CRParseError(
        f"no effective date ('These rules are effective as of <Month D, YYYY>.') in the first {HEADER_LINES} lines: "
        "not a Comprehensive Rules file?",
        source=source,
    )


def _body_start(lines, source):
    """Index of the first line of the rules, after the Contents list.

    The Contents list names the sections, "Glossary" and "Credits"; the rules
    start after that first "Credits". A file without a Contents list starts at
    its first section heading.
    """
    stripped = [line.strip() for line in lines]
    first_section = next((i for i, line in enumerate(stripped) if SECTION_RE.match(line)), None)
    if first_section is None:
        raise CRParseError(
            "no numbered rules (no section heading such as '1. Game Concepts'): not a Comprehensive Rules file?",
            source=source,
        )
    if "Contents" in stripped[:first_section]:
        contents = stripped.index("Contents")
        for i in range(contents + 1, len(stripped)):
            if stripped[i] == "Credits":
                return i + 1
        raise CRParseError(
            "the Contents list never ends (no 'Credits' entry): truncated?", source=source, line=contents + 1
        )
    return first_section


def _rules(lines, start, source):
    paragraphs = []
    seen = {}
    last = None
    for index in range(start, len(lines)):
        line_no = index + 1
        line = lines[index].strip()
        if not line:
            continue
        if line == "Glossary":
            if not paragraphs:
                break
            return paragraphs, index + 1
        paragraph = _paragraph(line, line_no)
        if paragraph is not None:
            if paragraph.number in seen:
                raise CRParseError(
                    f"rule {paragraph.number} appears twice (first on line {seen[paragraph.number]})",
                    source=source,
                    line=line_no,
                )
            seen[paragraph.number] = line_no
            paragraphs.append(paragraph)
            last = paragraph
            continue
        if last is None:
            raise CRParseError(f"text before the first rule: {line[:60]!r}", source=source, line=line_no)
        example = EXAMPLE_RE.match(line)
        if example:
            last.examples.append(example.group(1))
        elif last.examples:
            # A line after an example continues that example.
            last.examples[-1] += "\n" + line
        else:
            last.text = f"{last.text}\n{line}" if last.text else line
    if not paragraphs:
        raise CRParseError("no numbered rules found: not a Comprehensive Rules file?", source=source)
    raise CRParseError(
        f"the file ends inside the rules (last rule {last.number}, no Glossary after it): truncated?",
        source=source,
        line=len(lines),
    )


def _paragraph(line, line_no):
    for regex, kind in ((SUBRULE_RE, SUBRULE), (RULE_RE, RULE), (TOP_RULE_RE, RULE), (SECTION_RE, SECTION)):
        match = regex.match(line)
        if match:
            number, rest = match.groups()
            title, text = "", rest
            # Headings ("702.126. Improvise", "601. Casting Spells") carry no sentence punctuation.
            if kind != SUBRULE and len(rest) <= 80 and not rest.endswith((".", ":", '"', "”", ")")):
                title, text = rest, ""
            return Paragraph(
                number=number, kind=kind, title=title, text=text, parent=parent_number(number, kind), line=line_no
            )
    return None


def _glossary(lines, start, source):
    entries = []
    term = None
    body = []
    for index in range(start, len(lines)):
        line = lines[index].strip()
        if line == "Credits":
            if term is not None:
                entries.append(GlossaryItem(term, "\n".join(body)))
            return entries
        if not line:
            if term is not None and body:
                entries.append(GlossaryItem(term, "\n".join(body)))
                term, body = None, []
            continue
        if term is None:
            term = line
        else:
            body.append(line)
    raise CRParseError(
        "the file ends inside the Glossary (no Credits after it): truncated?", source=source, line=len(lines)
    )
