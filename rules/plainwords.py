"""Players' words for the CR's paragraphs: the questions each paragraph answers, as players ask them.

The CR says "under its controller's control continuously since their most recent turn began"; a player asks "can I
tap my new creature for mana right away?". The files in rules/plainwords/ hold, for paragraphs of one CR version
(the `cr` date each file names), a few questions a player or judge would type whose answer is that paragraph,
written by the project's editors from the rule's text (never from the search's evaluation questions). The rule
finder reads them beside the paragraph (document expansion); the rule page shows them as players' words, never as
rules text.

A file's numbers are those of its CR version; another version reaches them through the rules' lineage (702.125
Improvise of 2018 is 702.126 today). Where that version of the CR is not imported, no paragraph has them: a number
alone may name another rule in another version.

rules/plainwords/fr/ holds French players' questions in the same format, read by the same functions given
language="fr" (the folder of that name under the directory): the rule finder matches a French question's own words
against them (search/frenchasks.py). The folder may be missing: no paragraph then has French words.
"""

import datetime
import hashlib
import re
import tomllib
from functools import cache
from pathlib import Path

from . import memo
from .models import RuleParagraph

DIRECTORY = Path(__file__).resolve().parent / "plainwords"
FRENCH = "fr"
NUMBER = re.compile(r"\d{3}(?:\.\d+[a-z]?)?")
MOST_ASKS = 4
LONGEST_ASK = 160


class PlainWordsError(ValueError):
    """A file of rules/plainwords/ that cannot be read as the format says; the message names the file and entry."""


def parse(text, name="plain words"):
    """{"cr": date, "asks": {number: (ask, ...)}} of one file's text."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PlainWordsError(f"{name}: not TOML ({exc})") from None
    try:
        cr = datetime.date.fromisoformat(str(data.get("cr", "")))
    except ValueError:
        raise PlainWordsError(f"{name}: `cr` must be the date of the CR version its numbers are from") from None
    asks = data.get("asks")
    if not isinstance(asks, dict):
        raise PlainWordsError(f"{name}: an [asks] table of rule numbers is missing")
    parsed = {}
    for number, said in asks.items():
        if not NUMBER.fullmatch(number):
            raise PlainWordsError(f"{name}: {number!r} is not a rule number (702.19b, 302.6, 509)")
        if not isinstance(said, list) or not 1 <= len(said) <= MOST_ASKS:
            raise PlainWordsError(f"{name}: {number} needs a list of 1 to {MOST_ASKS} questions")
        for ask in said:
            if not isinstance(ask, str) or not ask.strip() or len(ask) > LONGEST_ASK:
                raise PlainWordsError(f"{name}: {number} has a question that is empty or over {LONGEST_ASK} characters")
        parsed[number] = tuple(a.strip() for a in said)
    return {"cr": cr, "asks": parsed}


def signature(directory=None):
    """A digest of every file of players' words, both languages: an index built from other files is stale."""
    directory = Path(directory or DIRECTORY)
    digest = hashlib.sha256()
    for path in sorted(directory.rglob("*.toml")):
        digest.update(path.relative_to(directory).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def load(directory=None, language=None):
    """{cr date: {number: asks}} of every file in the directory (rules/plainwords/ unless told), or in its folder
    of another language (FRENCH); two files may not give the same paragraph."""
    directory = Path(directory or DIRECTORY)
    return _load(directory / language if language else directory)


@cache
def _load(directory):
    found = {}
    for path in sorted(directory.glob("*.toml")):
        data = parse(path.read_text(encoding="utf-8"), path.name)
        held = found.setdefault(data["cr"], {})
        twice = sorted(held.keys() & data["asks"].keys())
        if twice:
            raise PlainWordsError(f"{path.name}: {', '.join(twice[:5])} already given by another file")
        held.update(data["asks"])
    return found


def asks_by_number(version, directory=None, language=None):
    """{number in `version`: [ask, ...]} for the paragraphs of a CR version that the files give words to."""
    found = {}
    for cr, asks in load(directory, language).items():
        if version.effective_date == cr:
            mapped = {n: n for n in RuleParagraph.objects.filter(version=version).values_list("number", flat=True)}
        else:
            numbers = _numbers_by_lineage(cr)
            rows = RuleParagraph.objects.filter(version=version).values_list("number", "lineage_id")
            mapped = {number: numbers[lineage] for number, lineage in rows if lineage in numbers}
        for number, source_number in mapped.items():
            if source_number in asks:
                found.setdefault(number, []).extend(asks[source_number])
    return found


def asks_for(paragraph, directory=None, language=None):
    """The asks of one paragraph (of any version), as asks_by_number gives them; no query on a warm process."""
    for cr, asks in load(directory, language).items():
        if paragraph.version.effective_date == cr:
            number = paragraph.number
        else:
            number = _numbers_by_lineage(cr).get(paragraph.lineage_id)
        if asks.get(number):
            return list(asks[number])
    return []


def _numbers_by_lineage(cr):
    """{lineage id: number} of the paragraphs of the CR version of that date (none when it is not imported)."""

    def build():
        rows = RuleParagraph.objects.filter(version__effective_date=cr, lineage__isnull=False)
        return dict(rows.values_list("lineage_id", "number"))

    return memo.cached(("plainwords-lineages", cr.isoformat()), build)
