"""Reading scraped ruling pages (the seeds of fixtures/seeds/) into a plain structure; ingest.importers.scraped_pages
stores them.

A page is read line by line into a plain structure (parse_page, golden-tested;
one small reader per kind of line, tried in order, see LINE_READERS):
an optional heading naming the card (English or printed name), the card's
printed text, CR paragraphs ("702.125a ..."), dated rulings ("13 juillet 2018 ·
source : wotc" then the text; or German "1. 09.02.2017" then the indented
text), undated bullets ("* ..."), a machine-translation notice, and whatever
trails after the last ruling.
"""

import re
from dataclasses import dataclass, field
from pathlib import Path

from .common import SAME_RULING_MIN, DateFormatError, InputError, guess_language, parse_date

SOURCE_LINE = re.compile(r"^(?P<date>.+?)\s*[·•|-]\s*source\s*:\s*(?P<source>[\w-]+)\s*$", re.I)
# "1. 09.02.2017": a number, then one to three date-like words, the first with a digit (not "1. Draw 3 cards.").
NUMBERED_DATE = re.compile(r"^(?P<n>\d{1,3})\.\s+(?P<date>(?=\S*\d)[\w./-]+(?:\s[\w.]+){0,2})$")
DECLARED_COUNT = re.compile(
    r"^(?:Offizielle Rulings|Rulings officiels|Official rulings|Clarifications officielles)\s*\(?(?P<count>\d+)\)?$",
    re.I,
)
CR_LINE = re.compile(r"^(?P<number>\d{3}\.\d+[a-z]?)\.?\s+(?P<text>\S.*)$")
BULLET = re.compile(r"^[*•]\s+(?P<text>\S.*)$")
MACHINE_NOTICE = re.compile(r"g[ée]n[ée]r[ée]e?s?\s+automatiquement|\(IA\)|machine[- ]translat|maschinell", re.I)
# "Prowl, Stoic Strategist": a legendary name as rulings write it in full.
FULL_NAME = re.compile(
    r"\b([A-Z][\w'-]+(?: [A-Z][\w'-]+)*, (?:[A-Z][\w'-]+|of|the)(?: (?:[A-Z][\w'-]+|of|the))*(?<!of)(?<!the))"
)
FUZZY_MIN = SAME_RULING_MIN


# ---------------------------------------------------------------- reading


def read_page(path):
    path = Path(path)
    try:
        return path.read_bytes().decode("utf-8-sig").replace("\r\n", "\n").replace("\r", "\n")
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror}") from None


def _is_heading(line):
    return (
        len(line) <= 80
        and not line.endswith((".", ":", ";", "!", "?", ")", "»", '"'))
        and not MACHINE_NOTICE.search(line)
    )


@dataclass
class PageReading:
    """What parse_page's line readers share: the page so far, the ruling being read, where in the page we are."""

    source: str
    page: dict = field(default_factory=dict)
    current: dict | None = None  # the ruling whose text is being read
    mode: str = "start"  # start -> card (after a heading) -> body

    def fail(self, number, message):
        raise InputError(f"{self.source}: line {number}: {message}")

    def date_of(self, number, value):
        try:
            return parse_date(value).isoformat()
        except DateFormatError as exc:
            self.fail(number, str(exc))

    def start_ruling(self, ruling):
        self.page["rulings"].append(ruling)
        self.current, self.mode = ruling, "body"


def _empty_page():
    return {
        "machine_translated": False,
        "heading": None,
        "heading_line": None,
        "card_text": [],
        "rules": [],
        "rulings": [],
        "bullets": [],
        "declared_count": None,
        "trailing": [],
    }


def parse_page(text, *, source="page"):
    """The structure of one scraped page; raises InputError naming the line of a bad date or a short page."""
    reading = PageReading(source, _empty_page())
    for number, raw in enumerate(text.split("\n"), 1):
        _read_line(reading, number, raw)
    return _finished(reading)


def _read_line(reading, number, raw):
    line = raw.strip()
    if not line:
        # A blank line ends a ruling's text, unless the ruling is an indented (German) one.
        if reading.current is not None and reading.current["text"] and not reading.current.get("indented"):
            reading.current = None
        return
    for read in LINE_READERS:
        if read(reading, number, line, raw):
            return
    # Prose before the heading (an introduction) is no reader's: it carries nothing to store.


def _machine_notice(reading, number, line, raw):
    if MACHINE_NOTICE.search(line):
        reading.page["machine_translated"] = True
        return True
    return False


def _source_line(reading, number, line, raw):
    """ "13 juillet 2018 · source : wotc": a ruling starts, its text on the next lines."""
    match = SOURCE_LINE.match(line)
    if match:
        date = reading.date_of(number, match.group("date"))
        reading.start_ruling({"date": date, "source": match.group("source").lower(), "text": "", "line": number})
    return bool(match)


def _numbered_date(reading, number, line, raw):
    """German pages: "1. 09.02.2017", then the ruling's text indented."""
    match = NUMBERED_DATE.match(line)
    if not match or CR_LINE.match(line) or raw.startswith((" ", "\t")):
        return False
    date = reading.date_of(number, match.group("date"))
    reading.start_ruling({"date": date, "source": "wotc", "text": "", "line": number, "indented": True})
    return True


def _declared_count(reading, number, line, raw):
    match = DECLARED_COUNT.match(line)
    if match:
        reading.page["declared_count"] = int(match.group("count"))
        reading.mode = "body"
    return bool(match)


def _cr_line(reading, number, line, raw):
    """ "702.125a text": a CR paragraph; "702.125. Title" (or a short line without a letter) a rule's title."""
    match = CR_LINE.match(line)
    if not match:
        return False
    number_text, rest = match.group("number"), match.group("text")
    titled = re.search(r"\d{3}\.\d+\.$", line.split()[0]) or (
        not number_text[-1].isalpha() and len(rest) <= 60 and not rest.endswith(".")
    )
    rule = (
        {"number": number_text, "title": rest, "text": ""}
        if titled
        else {"number": number_text, "title": "", "text": rest}
    )
    reading.page["rules"].append(rule)
    reading.current, reading.mode = None, "body"
    return True


def _bullet(reading, number, line, raw):
    match = BULLET.match(line)
    if match:
        reading.page["bullets"].append({"text": match.group("text"), "line": number})
        reading.current, reading.mode = None, "body"
    return bool(match)


def _ruling_text(reading, number, line, raw):
    current = reading.current
    if current is None:
        return False
    if not current["text"] or (current.get("indented") and raw.startswith((" ", "\t"))):
        current["text"] = f"{current['text']} {line}".strip()
        return True
    return False


def _heading(reading, number, line, raw):
    if reading.mode == "start" and reading.page["heading"] is None and _is_heading(line):
        reading.page["heading"], reading.page["heading_line"], reading.mode = line, number, "card"
        return True
    return False


def _card_text(reading, number, line, raw):
    if reading.mode != "card":
        return False
    if not line.endswith(":"):  # "Les règles officielles de ... sont les suivantes :" introduces, is not text
        reading.page["card_text"].append(line)
    return True


def _trailing(reading, number, line, raw):
    if reading.mode == "body":
        reading.page["trailing"].append(line)
        return True
    return False


# In this order: the first that takes a line has it.
LINE_READERS = (
    _machine_notice,
    _source_line,
    _numbered_date,
    _declared_count,
    _cr_line,
    _bullet,
    _ruling_text,
    _heading,
    _card_text,
    _trailing,
)


def _finished(reading):
    """The page checked whole (a truncated page fails) and each text's language guessed."""
    page, source = reading.page, reading.source
    for ruling in page["rulings"]:
        if not ruling["text"]:
            raise InputError(f"{source}: line {ruling['line']}: a ruling date with no text after it (truncated page?)")
        ruling.pop("indented", None)
        ruling["language"] = guess_language(ruling["text"])
    for bullet in page["bullets"]:
        bullet["language"] = guess_language(bullet["text"])
    if page["declared_count"] is not None and page["declared_count"] != len(page["rulings"]):
        raise InputError(
            f"{source}: the page announces {page['declared_count']} rulings "
            f"but has {len(page['rulings'])} (truncated page?)"
        )
    if not (page["rulings"] or page["bullets"] or page["rules"]):
        raise InputError(f"{source}: no rulings, rule paragraphs or bullet list found: not a ruling page")
    return page
