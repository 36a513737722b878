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

from .decoding import CRParseError, decode_cr

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

# "These rules are effective as of ..." since July 2009, "These rules are current as of ..." before.
# Any white space between the words (a no-break space, two spaces); the date may be on the next line.
EFFECTIVE_RE = re.compile(r"These\s+rules\s+are\s+(?:effective|current)\s+as\s+of\b\s*(.*?)\.?\s*$", re.IGNORECASE)
# "April 22, 2021"; as leniently as an English date is written: "Apr. 22, 2021", "Sept 25 2014", "May 1st, 2013".
DATE_RE = re.compile(r"^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$", re.IGNORECASE)
# The date and what a sentence may add after it ("September 1, 2009, and replace all earlier versions").
DATE_FIRST_RE = re.compile(r"^([A-Za-z]+\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4})\b(?!\.?\d)", re.IGNORECASE)
SECTION_RE = re.compile(r"^(\d)\.\s+(\S.*)$")  # "7. Additional Rules"
TOP_RULE_RE = re.compile(r"^(\d{3})\.\s+(\S.*)$")  # "702. Keyword Abilities"
# "702.126. Improvise", "100.1. These Magic rules..."; a few versions drop the final dot ("606.5 If ...").
# Since 2022-10-07 one has no space after its dot ("901.4.All plane and phenomenon cards ...").
RULE_RE = re.compile(r"^(\d{3}\.\d+)(?:\.?\s+|\.(?=[A-Z]))(\S.*)$")
# "702.126a Improvise is..."; a few versions add a dot ("119.1d. In a two-player...").
SUBRULE_RE = re.compile(r"^(\d{3}\.\d+[a-z])\.?\s+(\S.*)$")
# "606. 8b Players win ..." (2005-2007), "702. 37a Storm is ..." (2009): a stray space inside a number.
SPLIT_NUMBER_RE = re.compile(r"^(\d{3})\. (\d+[a-z]?)\.?\s+(\S.*)$")
# "306.b If an effect ..." (2008-10-01): a subrule printed without its rule's number.
LETTER_ONLY_RE = re.compile(r"^(\d{3})\.([a-z])\s+(\S.*)$")
EXAMPLE_RE = re.compile(r"^Example:\s*(.*)$")
# "_Magic_", "_Magic: The Gathering_" (2008-2014): underscores around words are emphasis, not characters.
# A run of underscores ("Wolf in ________ Clothing") is a blank and stays; a lone one before (TM)/(R) is a slip.
# 2010-07 doubles them once ("__Magic: The Gathering__"); "_Odyssey_TM" closes before a trademark sign.
EMPHASIS_RE = re.compile(r"(?<![\w_])__?(?=[^\s_])([^_\n]*?[^\s_])__?(?=TM\b|[^\w_]|$)")
STRAY_UNDERSCORE_RE = re.compile(r"(?<=\w)_(?=\((?:TM|R|tm|r)\))")
# A file that stops inside its Glossary keeps its rules when at least this many entries came before the cut.
TRUNCATED_GLOSSARY_KEPT = 20
# Where the header's effective date must appear: it is on line 3 in every known version.
HEADER_LINES = 30


def _is(line, *names):
    """Whether a stripped line is one of the document's headings ("Glossary", "Credits", "Contents"), in any case:
    the 106 files print them so, a file held back might print "GLOSSARY" or "Table of Contents"."""
    return line.casefold() in names


@dataclass
class Paragraph:
    number: str  # "7", "702", "702.126", "702.126a"
    kind: str  # section / rule / subrule
    title: str  # "Improvise" for "702.126. Improvise", empty for sentences
    text: str  # the sentence(s) after the number; continuation lines joined with "\n"
    examples: list = field(default_factory=list)
    parent: str | None = None  # number of the enclosing paragraph
    line: int = 0  # 1-based line in the file, for messages
    # Words the file marks as emphasis (2008-2014 files write "_Magic_"): the text keeps the words without the
    # underscores, so search and matching see plain words; pages italicise these phrases again.
    emphasis: list = field(default_factory=list)

    @property
    def full_text(self):
        return self.title if self.kind != SUBRULE and self.title and not self.text else self.text


@dataclass
class GlossaryItem:
    term: str
    text: str
    emphasis: list = field(default_factory=list)


@dataclass
class ParsedCR:
    effective_date: datetime.date
    paragraphs: list  # of Paragraph, in file order
    glossary: list  # of GlossaryItem, in file order
    checksum: str = ""  # sha256 of the file's bytes
    source_name: str = ""
    # how the bytes were read: "UTF-8", "UTF-8 with BOM", "UTF-16", "Windows-1252", "Code Page 437", "Mac Roman"
    encoding: str = ""
    # What the parser had to mend in a file WotC published with a slip (a number printed twice, a Glossary cut
    # short): one sentence each, with the line; the importer reports them.
    warnings: list = field(default_factory=list)


def parse_date(text, *, source="", line=None):
    """ "April 29, 2022" -> date(2022, 4, 29)."""
    match = DATE_RE.match(" ".join(text.split()))
    month = _month(match.group(1)) if match else None
    if not match or not month:
        raise CRParseError(f"unknown date format {text!r} (expected e.g. 'April 29, 2022')", source=source, line=line)
    try:
        return datetime.date(int(match.group(3)), month, int(match.group(2)))
    except ValueError:
        raise CRParseError(f"impossible date {text!r}", source=source, line=line) from None


def _month(name):
    """The number of an English month, named in full or cut to three letters at least ("Sep", "Sept"), else None."""
    name = name.lower()
    if name in MONTHS:
        return MONTHS[name]
    found = [number for full, number in MONTHS.items() if len(name) >= 3 and full.startswith(name)]
    return found[0] if len(found) == 1 else None


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
    lines = _unwrap(lines)
    start = _body_start(lines, source)
    warnings = []
    paragraphs, glossary_line = _rules(lines, start, source, warnings)
    glossary = _glossary(lines, glossary_line, source, warnings)
    for paragraph in paragraphs:
        paragraph.emphasis = _unmark(paragraph, ("title", "text"))
    for item in glossary:
        item.emphasis = _unmark(item, ("term", "text"))
    return ParsedCR(
        effective_date=effective_date,
        paragraphs=paragraphs,
        glossary=glossary,
        source_name=source,
        warnings=warnings,
    )


def strip_emphasis(text):
    """(text without emphasis underscores, [the emphasised phrases])."""
    if "_" not in text:
        return text, []
    phrases = []

    def keep(match):
        phrases.append(match.group(1))
        return match.group(1)

    text = EMPHASIS_RE.sub(keep, text)
    return STRAY_UNDERSCORE_RE.sub("", text), phrases


def _unmark(item, fields):
    phrases = []
    for name in fields:
        text, found = strip_emphasis(getattr(item, name))
        setattr(item, name, text)
        phrases.extend(found)
    if hasattr(item, "examples"):
        for i, example in enumerate(item.examples):
            item.examples[i], found = strip_emphasis(example)
            phrases.extend(found)
    return list(dict.fromkeys(phrases))


def _unwrap(lines):
    """Join the lines of a hard-wrapped file (2003-10 to 2004-02 wrap at about 100 characters).

    Those files end a wrapped line with a space; a paragraph's last line ends
    without one. Other files have a handful of lines with a trailing space
    that end a paragraph, so only a file where most lines are wrapped is joined.
    Joined lines become None, so line numbers in messages stay the file's.
    """
    wrapped = [i for i in range(len(lines) - 1) if lines[i].endswith(" ") and lines[i].strip() and lines[i + 1].strip()]
    if len(wrapped) * 4 < sum(1 for line in lines if line.strip()):
        return lines
    out = list(lines)
    head = None  # the line that the current line continues
    for i, line in enumerate(lines):
        if head is not None and line.strip() and not line.startswith(" ") and not EXAMPLE_RE.match(line):
            out[head] += line
            out[i] = None
        else:
            head = i
        if not (line.endswith(" ") and line.strip()):
            head = None
    return out


def _effective_date(lines, source):
    for index, raw in enumerate(lines[:HEADER_LINES]):
        match = EFFECTIVE_RE.search(raw.strip())
        if match:
            date = match.group(1)
            if not date:  # "These rules are effective as of" ⏎ "April 22, 2021."
                following = [(i, line.strip()) for i, line in enumerate(lines[index + 1 : index + 3], index + 1)]
                index, date = next(((i, line.rstrip(".")) for i, line in following if line), (index, ""))
            date = " ".join(date.split())
            first = DATE_FIRST_RE.match(date)
            return parse_date(first.group(1) if first else date, source=source, line=index + 1)
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
    stripped = [(line or "").strip() for line in lines]
    first_section = next((i for i, line in enumerate(stripped) if SECTION_RE.match(line)), None)
    if first_section is None:
        raise CRParseError(
            "no numbered rules (no section heading such as '1. Game Concepts'): not a Comprehensive Rules file?",
            source=source,
        )
    contents = next((i for i in range(first_section) if _is(stripped[i], "contents", "table of contents")), None)
    if contents is not None:
        for i in range(contents + 1, len(stripped)):
            if _is(stripped[i], "credits"):
                # Until 2013 the list ends with "Questions?" or "Customer Service Information" after Credits.
                return next((j for j in range(i + 1, len(stripped)) if SECTION_RE.match(stripped[j])), i + 1)
        raise CRParseError(
            "the Contents list never ends (no 'Credits' entry): truncated?", source=source, line=contents + 1
        )
    return first_section


def _rules(lines, start, source, warnings):
    paragraphs = []
    seen = {}
    last = None
    for index in range(start, len(lines)):
        line_no = index + 1
        if lines[index] is None:
            continue
        line = lines[index].strip()
        if not line:
            continue
        if _is(line, "glossary"):
            if not paragraphs:
                break
            return paragraphs, index + 1
        paragraph = _paragraph(line, line_no) or _letter_only(line, line_no, last, seen, warnings)
        if paragraph is not None:
            if paragraph.number in seen:
                _renumber_slip(paragraph, last, seen, source, warnings)
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


def _next_letter(letter):
    # Subrule letters skip "l" and "o" (CR 100 intro).
    following = chr(ord(letter) + 1)
    return _next_letter(following) if following in "lo" else following


def _successor(last, kind):
    """The number that would follow `last` for a paragraph of this kind ("510.1" -> "510.2", "702.30d" -> "702.30e")."""
    if last is None:
        return None
    if kind == SUBRULE:
        if last.kind == SUBRULE and last.number[-1] < "z":
            return last.number[:-1] + _next_letter(last.number[-1])
        return last.number + "a" if last.kind == RULE and "." in last.number else None
    if kind == RULE and "." in last.number:
        base = last.number.rstrip("abcdefghijklmnopqrstuvwxyz")
        top, sub = base.split(".")
        return f"{top}.{int(sub) + 1}"
    return None


def _letter_only(line, line_no, last, seen, warnings):
    """ "306.b ..." after 306.3a is 306.3b (the import says so); None when the line is no such slip."""
    match = LETTER_ONLY_RE.match(line)
    if not match or last is None or not last.number.startswith(match.group(1) + "."):
        return None
    number = _successor(last, SUBRULE)
    if number is None or number[-1] != match.group(2) or number in seen:
        return None
    warnings.append(f"line {line_no}: rule {match.group(1)}.{match.group(2)} has no rule number; read as {number}")
    return Paragraph(
        number=number, kind=SUBRULE, title="", text=match.group(3), parent=parent_number(number, SUBRULE), line=line_no
    )


def _renumber_slip(paragraph, last, seen, source, warnings):
    """A number printed twice is a slip of WotC's (2006-05's "501.2" inside 510, 2009-09's second "702.30d"):
    the paragraph takes the number that follows the one before it, and the import says so."""
    printed = paragraph.number
    number = _successor(last, paragraph.kind)
    if number is None or number in seen:
        raise CRParseError(
            f"rule {printed} appears twice (first on line {seen[printed]})", source=source, line=paragraph.line
        )
    paragraph.number = number
    paragraph.parent = parent_number(number, paragraph.kind)
    warnings.append(
        f"line {paragraph.line}: rule {printed} appears twice (first on line {seen[printed]}); "
        f"read as {number}, after {last.number}"
    )


def _paragraph(line, line_no):
    split = SPLIT_NUMBER_RE.match(line)
    if split:
        line = f"{split.group(1)}.{split.group(2)} {split.group(3)}"
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


def _glossary(lines, start, source, warnings):
    entries = []
    term = None
    body = []
    for index in range(start, len(lines)):
        if lines[index] is None:
            continue
        line = lines[index].strip()
        if _is(line, "credits"):
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
    if len(entries) < TRUNCATED_GLOSSARY_KEPT:
        raise CRParseError(
            "the file ends inside the Glossary (no Credits after it): truncated?", source=source, line=len(lines)
        )
    # 2013-02-01 stops in the Glossary's A's: its rules are whole, so the version is kept with the entries it has.
    if term is not None and body:
        entries.append(GlossaryItem(term, "\n".join(body)))
    dropped = f", the last term {term!r} has no text and is left out" if term and not body else ""
    warnings.append(
        f"line {len(lines)}: the file ends inside the Glossary (no Credits after it): truncated? "
        f"{len(entries)} entries kept{dropped}"
    )
    return entries
