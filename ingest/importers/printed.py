"""Printed names and texts in another language, as the sources give them, and how to tell when they are English.

The French data of MTGJSON v3 has three kinds of faults (found on the whole
corpus, each a test in tests/importers/test_french_corpus.py):
- a printing whose "French" text or name is the English one (C16's Aeon
  Chronicler; APC's Fire and Life halves; the French names "Fire", "Trial");
- a whole split card's text in one field, its halves joined by "//" lines
  (CMD's Fire: "Le Feu inflige …\n//\nGlace\n{1}{U}\nEngagez …\nFranz Vohwinkel",
  the artist's name trailing; DGM's fuse cards put every field between "//");
- names spelt with other typography (a no-break space before "!") or with the
  other half in brackets ("Feu (Feu/Glace)").
These helpers find them; the writer keeps, for each face, the newest value
that is not English (ingest.importers.writer).
"""

import re
from dataclasses import dataclass

from rules.typography import plain

# Words frequent in card texts in one language and absent from the other.
ENGLISH_WORDS = frozenset(
    """the a an is are of to and it its you your that this if with for from each target card cards creature
    creatures spell spells player players until end turn draw deals damage put onto battlefield graveyard library
    hand control controls can't may gets get has have when whenever at beginning upkeep return sacrifice destroy
    exile counter counters into under top bottom any number only instead""".split()
)
FRENCH_WORDS = frozenset(
    """le la les des du un une est sont que qui vous votre vos sur dans pas ne et de au aux cette ce ces cible
    ciblé ciblée carte cartes créature créatures sort sorts joueur jusqu'à fin tour piochez inflige blessures mettez
    champ bataille cimetière bibliothèque main contrôlez chaque quand lorsque début entretien renvoyez sacrifiez
    détruisez exilez marqueur marqueurs peut pouvez gagne acquiert""".split()
)
ACCENTED = frozenset("éèêàçùâîôûëïœ")
# Type words of English type lines that French never prints ("Planeswalker" and "Tribal" are shared).
ENGLISH_TYPE_WORDS = frozenset(
    "creature instant sorcery enchantment artifact land legendary basic snow world summon interrupt".split()
)
# The first word of a type line, in either language: tells a type line from a text line in a "//" text.
TYPE_WORDS = ENGLISH_TYPE_WORDS | frozenset(
    """éphémère rituel créature enchantement artefact terrain planeswalker tribal légendaire neige mondial
    basique bataille tribal""".split()
)
WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
SYMBOLS = re.compile(r"\{[^}]*\}")
MANA_COST_LINE = re.compile(r"^(?:\{[^}]+\})+$")
WHOLE_CARD_SEPARATOR = "\n//\n"
# "Feu (Feu/Glace)": a promo's name with the whole card's in brackets.
BRACKETED_WHOLE = re.compile(r"^(?P<name>.+?)\s*\((?P<whole>[^()]*/[^()]*)\)$")


def _words(text):
    return WORD.findall(SYMBOLS.sub(" ", plain(text)).casefold())


def same_text(a, b):
    """Equal once typography, white space and case are set aside."""
    return plain(a).casefold() == plain(b).casefold()


def looks_english(text, english=()):
    """True when a text given as printed in another language is English.

    English words outnumber the French ones (and accented letters) two to one,
    or the text is one of the card's English texts and has an English word.
    Texts that are the same in both languages ("Vigilance", "Flash") are not
    English.
    """
    if not text:
        return False
    words = _words(text)
    en = sum(w in ENGLISH_WORDS for w in words)
    fr = sum(w in FRENCH_WORDS for w in words) + sum(c in ACCENTED for c in text.casefold())
    if en >= 2 and en > 2 * fr:
        return True
    return en >= 1 and fr == 0 and any(same_text(text, e) for e in english if e)


def looks_english_type(type_line):
    """True when a type line given as printed in another language is English ("Creature — Avatar")."""
    return bool(set(_words(type_line or "")) & ENGLISH_TYPE_WORDS)


def clean_name(name):
    """A printed name without the typography of its source and without a bracketed whole-card name."""
    name = " ".join((name or "").split())
    match = BRACKETED_WHOLE.match(name)
    if match and plain(match.group("name")).casefold() in {
        plain(part).casefold() for part in match.group("whole").split("/")
    }:
        name = match.group("name")
    return name


@dataclass
class PrintedFace:
    """One face as one printing shows it in one language; empty strings where the printing says nothing."""

    name: str = ""
    type_line: str = ""
    text: str = ""


def _artist_line(line):
    """A trailing artist's credit ("Franz Vohwinkel"): two to four capitalised words, no sentence punctuation."""
    words = line.split()
    return 2 <= len(words) <= 4 and all(w[:1].isupper() and re.fullmatch(r"[\w.'-]+", w) for w in words)


def _is_type_line(line):
    words = _words(line)
    return bool(words) and words[0] in TYPE_WORDS and not line.rstrip().endswith(".")


def _face_from_lines(lines):
    """The face after a "//" line: its name, mana cost, type line and text, in that order, each optional."""
    face = PrintedFace()
    lines = [line for line in lines if line.strip()]
    if lines and not MANA_COST_LINE.match(lines[0]) and not _is_type_line(lines[0]):
        face.name = lines.pop(0).strip()
    if lines and MANA_COST_LINE.match(lines[0].strip()):
        lines.pop(0)
    if lines and _is_type_line(lines[0]):
        face.type_line = lines.pop(0).strip()
    if len(lines) > 1 and _artist_line(lines[-1]):
        lines.pop()
    face.text = "\n".join(line.strip() for line in lines)
    return face


def split_whole_card_text(text):
    """The faces of a text that prints a whole split card, or None for a one-face text.

    Two shapes are printed: "A's text\\n//\\nB\\n{cost}\\nType\\nB's text" (one
    "//" line), and DGM's fuse cards, where every field of the second half sits
    between "//" lines and a last part (the fuse reminder) belongs to both halves.
    """
    if not text or WHOLE_CARD_SEPARATOR not in text:
        return None
    parts = [part.strip("\n") for part in text.split(WHOLE_CARD_SEPARATOR)]
    first = PrintedFace(text=parts[0].strip())
    if len(parts) == 2:
        return [first, _face_from_lines(parts[1].split("\n"))]
    second, shared = PrintedFace(), []
    for part in parts[1:]:
        if not second.name and not second.type_line and not second.text and not MANA_COST_LINE.match(part):
            if not _is_type_line(part) and len(part.split()) <= 3 and not part.endswith("."):
                second.name = part.strip()
                continue
        if MANA_COST_LINE.match(part.strip()):
            continue
        if not second.type_line and _is_type_line(part):
            second.type_line = part.strip()
        elif not second.text:
            second.text = part.strip()
        else:
            shared.append(part.strip())
    if shared:
        first.text = "\n".join([first.text, *shared])
        second.text = "\n".join([second.text, *shared])
    return [first, second]
