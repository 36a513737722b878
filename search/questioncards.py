"""The cards a question names, as the rule finder reads them: which ones (named_cards; named_words, a French
question's), the question's words without their names (without_cards), and a card document's rules text
(rules_text, type_line), and what the situations' cues read of it (told_text). Split
from finder_query.py.
"""

import re

from cards.models import Card

from .planning import cards_named
from .request import memo
from .shortnames import beside, keywords_as_words
from .situationtexts import stats_asked

# The cards the spelling suggestion of a misspelt question names count as named (named_cards).
CORRECTED_CARDS = True
# A card document's type and mana cost lines (search.documents.card_doc): no rules wording. The CR quotes "artifact
# creature" (205.1b, 302.3), which few rules texts say and every artifact creature's type line does.
TYPE_LINE = re.compile(
    r"(?:(?:Legendary|Basic|Snow|World|Ongoing|Elite|Host) )*"
    r"(?:(?:Artifact|Creature|Enchantment|Instant|Sorcery|Land|Planeswalker|Battle|Tribal|Kindred|Conspiracy|"
    r"Dungeon|Phenomenon|Plane|Scheme|Vanguard|Emblem) ?)+(?:— .*)?"
)
MANA_LINE = re.compile(r"(?:\{[^{}]+\})+")
# The names of the cards a question names leave its words every time they are said whole, not once (without_cards).
WHOLE_NAME_AGAIN = True
# A French question's one-word card name the CR says (`en Brawl`, `le Bargain`) stays in its words (named_words).
CR_WORD_NAMES = True


def named_cards(searchers, plan_, text):
    """The cards a question names: those of its words, then those its spelling suggestion names (text: the words
    read, corrected). A judge types `Tarmgoyf`; the suggestion reads Tarmogoyf, whose text and rulings the
    question is about."""
    if not CORRECTED_CARDS or plan_.french or not text:
        return plan_.cards
    return beside(plan_.cards, keywords_as_words(searchers.finder, text, cards_named(searchers, text)))


def named_words(plan_, finder=None):
    """The words of the cards a French question names, which the lexicon and the French asks leave out. finder given,
    a one-word name the CR says (`Brawl`, `Bargain`: a variant, a keyword a French player types in English) is kept:
    its word is the CR's too, where the words of Wrath of God are no rules words."""
    return {
        t
        for name in plan_.cards
        for t in name.lower().split()
        if finder is None or " " in name.strip() or not _said_by_cr(finder, name)
    }


def _said_by_cr(finder, word):
    """Whether the CR says every term of a word (the finder's vocabulary)."""
    terms = finder.query_terms(word)
    return bool(terms) and all(t in finder.idf for t in terms)


def rules_text(text):
    """A card document's text less its type and mana cost lines (a split card's faces have theirs too)."""
    return "\n".join(line for line in text.splitlines() if not (TYPE_LINE.fullmatch(line) or MANA_LINE.fullmatch(line)))


def type_line(text):
    """A card document's type line ("" when it has none)."""
    return next((line for line in text.splitlines() if TYPE_LINE.fullmatch(line)), "")


def told_text(searchers, name, text, words=""):
    """What situations.py's Told cues read of a named card (text: its document's): its rules text, then its type line
    and, a creature's, its power/toughness ("0/3"), each a line of its own. A question on a 0-power creature's damage
    (510.1a) or an attacked planeswalker (506.3) is answered by what the card is, which its rules text does not say.
    The stats are read only when words (the question less the cards' names) ask what they tell: a query each."""
    line = type_line(text)
    asked = stats_asked(words) and re.search(r"\bcreature\b", line, re.I)
    stats = creature_stats(searchers, name) if asked else ""
    return "\n".join(filter(None, [rules_text(text), line, stats]))


def creature_stats(searchers, name):
    """A creature card's printed power/toughness ("0/3"; "" unknown), from the Card model once per index: the card
    document the question's names come from does not store them."""

    def read():
        found = Card.objects.filter(name=name).values_list("power", "toughness").first()
        return f"{found[0]}/{found[1]}" if found and found[0] and found[1] else ""

    return memo(searchers, "creature stats", name, read)


def without_cards(text, cards):
    """The question less the names of the cards it names: a card's name is no rules word (Wrath of God). The first
    time as name_pattern reads it (a word of it may be gone), every later time whole: a card's text and a player
    say its name again (`When Den Protector is turned face up`, `…then the Frost Titan died`), and its words are
    then rules words too (protector: 310.8, the battles'); a lone later word of it may be the question's own
    (`Time Walk … the first time`)."""
    lowered = text
    for name in cards:
        found = re.search(name_pattern(name), lowered, re.IGNORECASE)
        if found:
            lowered = lowered[: found.start()] + " " + lowered[found.end() :]
            if WHOLE_NAME_AGAIN:
                lowered = re.sub(_whole_name(name), " ", lowered, flags=re.IGNORECASE)
    return lowered


def _whole_name(name):
    """A card's every word, in order, a possessive allowed on its last (`Den Protector's power`)."""
    words = re.findall(r"[\w'’-]+", name) or [name]
    return r"(?<!\w)" + r"[\W_]+".join(map(re.escape, words)) + r"(?:['’]s)?(?!\w)"


def name_pattern(name):
    """A card's name as a question's plain words keep it: a word of the name may be gone (a question word or a
    filler: "Force of Will cast by…" is read "Force of cast by…"), the first is there."""
    first, *rest = re.findall(r"[\w'’-]+", name) or [name]
    rest = "".join(rf"(?:[\W_]+{re.escape(word)}(?!\w))?" for word in rest)
    return rf"(?<!\w){re.escape(first)}{rest}(?!\w)"
