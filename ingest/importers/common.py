"""Helpers shared by the card, ruling and page importers.

Dates in the three spellings the inputs use, the stable ruling id, the text
keys that let a scraped ruling find its MTGJSON original, and the repair of
mana symbols a scraper stripped out.
"""

import difflib
import hashlib
import re
import unicodedata
from datetime import date


class InputError(Exception):
    """A problem with one input file; the message names the file and, where known, the place."""


class DateFormatError(ValueError):
    pass


# French and German month names as printed (accents optional, abbreviations accepted).
MONTHS = {
    "janvier": 1,
    "janv": 1,
    "fevrier": 2,
    "fevr": 2,
    "fev": 2,
    "mars": 3,
    "avril": 4,
    "avr": 4,
    "mai": 5,
    "juin": 6,
    "juillet": 7,
    "juil": 7,
    "aout": 8,
    "septembre": 9,
    "sept": 9,
    "octobre": 10,
    "oct": 10,
    "novembre": 11,
    "nov": 11,
    "decembre": 12,
    "dec": 12,
    "januar": 1,
    "jan": 1,
    "jaenner": 1,
    "februar": 2,
    "feb": 2,
    "maerz": 3,
    "marz": 3,
    "april": 4,
    "apr": 4,
    "juni": 6,
    "juli": 7,
    "august": 8,
    "aug": 8,
    "september": 9,
    "sep": 9,
    "oktober": 10,
    "okt": 10,
    "november": 11,
    "dezember": 12,
    "dez": 12,
}

ISO_DATE = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")
DOTTED_DATE = re.compile(r"^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})$")  # German 09.02.2017
NAMED_DATE = re.compile(
    r"^(\d{1,2})(?:er|\.)?\s+([^\W\d_]+)\.?\s+(\d{4})$"
)  # 13 juillet 2018, 1er août 2019, 9. Februar 2017


def fold(text):
    """Lower case without accents (and ä -> ae as Germans write it without umlauts)."""
    text = text.casefold().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue")
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def parse_date(value):
    """A date written as 2018-07-13, 13 juillet 2018, 1er août 2019, 09.02.2017 or 9. Februar 2017."""
    text = " ".join(str(value).split())
    match = ISO_DATE.match(text)
    if match:
        year, month, day = (int(g) for g in match.groups())
    elif match := DOTTED_DATE.match(text):
        day, month, year = (int(g) for g in match.groups())
    elif (match := NAMED_DATE.match(text)) and fold(match.group(2)) in MONTHS:
        day, month, year = int(match.group(1)), MONTHS[fold(match.group(2))], int(match.group(3))
    else:
        raise DateFormatError(f"unknown date format: {value!r}")
    try:
        return date(year, month, day)
    except ValueError:
        raise DateFormatError(f"impossible date: {value!r}") from None


def normalize_space(text):
    return " ".join((text or "").split())


def ruling_uid(ruling_date, source, text):
    """The stable public id of a ruling: a short hash of its date, source and text (spacing ignored).

    The id is assigned from the first text seen and kept when an import later
    rewords the ruling (see ingest.importers.mtgjson), so judges' links stay
    valid; the same hash of today's text is the importers' content key.
    """
    if isinstance(ruling_date, date):
        ruling_date = ruling_date.isoformat()
    key = f"{ruling_date}|{source}|{normalize_space(text)}"
    return hashlib.sha1(key.encode("utf-8")).hexdigest()[:12]


def free_ruling_uid(ruling_date, source, text, taken):
    """ruling_uid() for a new ruling, or a derived id when a reworded ruling still holds that one."""
    uid, n = ruling_uid(ruling_date, source, text), 2
    while uid in taken:
        uid, n = ruling_uid(ruling_date, source, f"{text}#{n}"), n + 1
    return uid


# Above this similarity of match_key()s, two English texts of one date and source are one ruling.
SAME_RULING_MIN = 0.88


SYMBOL_GROUP = re.compile(r"(?:\{[^{}]+\})+")


def similarity(a, b):
    return difflib.SequenceMatcher(None, a, b, autojunk=False).ratio()


def symbol_groups(text):
    """The runs of mana symbols in a text, in order: "{X}{U}{U}{U}" is one run."""
    return SYMBOL_GROUP.findall(text or "")


TOKEN = re.compile(r"(?:\{[^{}]+\})+|\w+(?:['’]\w+)*|[^\w\s]")


def _tokens(text):
    return [(m.group(), m.start()) for m in TOKEN.finditer(text)]


def _insert(text, insertions):
    """Insert symbol runs at character offsets; before a word the run takes a space after it."""
    out, last = [], 0
    for offset, run in sorted(insertions, key=lambda item: item[0]):
        out.append(text[last:offset])
        if offset < len(text) and (text[offset].isalnum() or text[offset] in "«\"'("):
            out.append(run + " ")
        elif offset == len(text) and text and not text[-1].isspace() and text[-1].isalnum():
            out.append(" " + run)
        else:
            out.append(run)
        last = offset
    out.append(text[last:])
    return "".join(out)


def repair_symbols_from_english(stripped, english):
    """Put back into `stripped` the mana symbols of the English ruling it was scraped from.

    Works by aligning the words of both texts, so a page using newer wording
    ("mana value") still finds where each symbol went. Returns None when the
    alignment cannot place every symbol run.
    """
    if "{" in stripped or not symbol_groups(english):
        return None
    english_tokens = _tokens(english)
    skeleton, runs_before = [], []  # runs_before[i]: symbol runs that stood before skeleton token i
    pending = []
    for token, _ in english_tokens:
        if token.startswith("{"):
            pending.append(token)
        else:
            runs_before.append(pending)
            pending = []
            skeleton.append(token.casefold())
    runs_before.append(pending)  # runs after the last word
    page_tokens = _tokens(stripped)
    page_words = [t.casefold() for t, _ in page_tokens]
    matcher = difflib.SequenceMatcher(None, skeleton, page_words, autojunk=False)
    to_page = {}
    for block in matcher.get_matching_blocks():
        for k in range(block.size):
            to_page[block.a + k] = block.b + k
    insertions = []
    for index, runs in enumerate(runs_before):
        if not runs:
            continue
        run = "".join(runs) if len(runs) == 1 else None
        if run is None:  # two runs with no word between them cannot happen in real text
            return None
        if index in to_page:
            offset = page_tokens[to_page[index]][1]
        elif index - 1 in to_page:
            token, start = page_tokens[to_page[index - 1]]
            offset = start + len(token)
        else:
            return None
        insertions.append((offset, run))
    repaired = _insert(stripped, insertions)
    if symbol_groups(repaired) != symbol_groups(english):
        return None
    return repaired


# Where a French scraper left a hole: a space before , . ) ; an empty list item
# (", ou"), or two function words that never follow each other ("avec dans").
FRENCH_GAPS = re.compile(r"(?<=\s)(?=[,.)])|(?<=,\s)(?=(?:ou|et)\b)")
HOLE_BEFORE = {"avec", "ou", "et", "de", "payer", "paie", "paye", "sera"}
HOLE_AFTER = {"dans", "ou", "et", "pour", "sur"}


def french_gaps(text):
    gaps = {m.start() for m in FRENCH_GAPS.finditer(text)}
    words = list(re.finditer(r"\w+", text))
    for first, second in zip(words, words[1:], strict=False):
        between = text[first.end() : second.start()]
        if between == " " and first.group().casefold() in HOLE_BEFORE and second.group().casefold() in HOLE_AFTER:
            gaps.add(second.start())
    return sorted(gaps)


def repair_symbols_by_gaps(stripped, runs):
    """Fill the holes of a French text with the English symbol runs, in order, when the counts agree."""
    if "{" in stripped or not runs:
        return None
    gaps = french_gaps(stripped)
    if len(gaps) != len(runs):
        return None
    return _insert(stripped, list(zip(gaps, runs, strict=False)))


def looks_stripped(text):
    """Holes a scraper leaves where symbols were: ", , ," or a space before closing punctuation."""
    return "{" not in text and bool(re.search(r"\s[,.)](?!\w)|,\s*,", text))


FRENCH_WORDS = {
    "le",
    "la",
    "les",
    "des",
    "du",
    "un",
    "une",
    "est",
    "que",
    "qui",
    "vous",
    "sur",
    "dans",
    "pas",
    "ne",
    "et",
    "de",
    "sort",
    "carte",
    "cartes",
}
ENGLISH_WORDS = {
    "the",
    "a",
    "an",
    "is",
    "that",
    "you",
    "of",
    "to",
    "and",
    "it",
    "can't",
    "your",
    "spell",
    "card",
    "cards",
    "if",
    "this",
}
GERMAN_WORDS = {
    "der",
    "die",
    "das",
    "und",
    "ist",
    "nicht",
    "ein",
    "eine",
    "du",
    "dein",
    "deine",
    "karte",
    "zauberspruch",
}


def guess_language(text):
    words = re.findall(r"[\w']+", (text or "").casefold())
    scores = {
        "en": sum(w in ENGLISH_WORDS for w in words),
        "fr": sum(w in FRENCH_WORDS for w in words) + 2 * sum(c in "éèêàçù" for c in (text or "").casefold()),
        "de": sum(w in GERMAN_WORDS for w in words) + 2 * sum(c in "äöüß" for c in (text or "").casefold()),
    }
    return max(scores, key=lambda lang: (scores[lang], lang == "en"))


# MTGJSON writes languages by name.
LANGUAGES = {
    "english": "en",
    "french": "fr",
    "german": "de",
    "italian": "it",
    "spanish": "es",
    "portuguese": "pt",
    "portuguese (brazil)": "pt",
    "japanese": "ja",
    "korean": "ko",
    "russian": "ru",
    "chinese simplified": "zh-Hans",
    "chinese traditional": "zh-Hant",
    "hebrew": "he",
    "latin": "la",
    "ancient greek": "grc",
    "arabic": "ar",
    "sanskrit": "sa",
    "phyrexian": "ph",
}


def language_code(name):
    """ISO code for an MTGJSON language name ("French" -> "fr"), or None when unknown."""
    if not name:
        return None
    key = name.strip().casefold()
    if key in LANGUAGES:
        return LANGUAGES[key]
    if key in set(LANGUAGES.values()) or len(key) == 2:
        return key
    return None
