"""The (English, French) pairs the French lexicon is mined from (bilingual.mine): the cards' aligned text lines, type
lines and names. Split from bilingual.py (at the 500-line limit), no behaviour changed; bilingual re-exports them.
"""

import re
from typing import NamedTuple

from cards.models import CardLocalization

from .analysis import english_analyzer, french_analyzer


def _stems(text, analyzer):
    return {
        t.text for t in analyzer(text or "") if not t.stopped and not t.text.isdigit() and not t.text.startswith("{")
    }


class Name(NamedTuple):
    """An (English, French) pair of a card's names (name_pairs)."""

    english: str
    french: str


class Text(NamedTuple):
    """An (English, French) pair of a card's text lines, and the French line without the card's own name: the Oracle
    texts of MTGJSON v3 and the French printed ones name the card itself ("Thick-Skinned Goblin", "Gobelin à la peau
    dure"), whose words are then said on a text line too (`dure` with thick, `âpre` with feud: Querelle âpre, Bitter
    Feud) - words of its name, not of the texts (NAMES)."""

    english: str
    french: str
    unnamed: str


def text_pairs():
    """(English Oracle text, French printed text) of every card that has both, line by line where they align (Text);
    its two type lines (`Éphémère`, Instant; `Créature : elfe et druide`, Creature — Elf Druid); its two names
    (Name)."""
    pairs = []
    rows = CardLocalization.objects.filter(language="fr").exclude(text="").exclude(card__oracle_text="")
    texts = rows.values_list("card__oracle_text", "text", "name")
    for english, french, name in texts.iterator(chunk_size=5000):
        en_lines = [line for line in english.splitlines() if line.strip()]
        fr_lines = [line for line in french.splitlines() if line.strip()]
        aligned = zip(en_lines, fr_lines, strict=True) if len(en_lines) == len(fr_lines) else [(english, french)]
        pairs.extend(Text(en, fr, _unnamed(fr, name)) for en, fr in aligned)
    types = CardLocalization.objects.filter(language="fr").exclude(type_line="").exclude(card__type_line="")
    return pairs + list(types.values_list("card__type_line", "type_line")) + name_pairs()


def _unnamed(text, name):
    """A card's text without its name, or without each face's name (`Bûcheronne de l'arrière-pays // Destructrice des
    forêts`: the text names the face, and `arrière` was said on three text lines with hinterland)."""
    for face in filter(None, (name or "").split(" // ")):
        text = re.sub(rf"(?<!\w){re.escape(face)}(?!\w)", " ", text)
    return text


def name_pairs():
    """(English, French) names of every card printed in French, where both say as many words: the words a player
    names a card or a creature by (`Croissance gigantesque`, Giant Growth; `Monarque kavru`, Kavu Monarch), which
    no text may print. A name of another length is mostly a compound: all names mined, `statique` was
    Staticaster."""
    en_analyzer, fr_analyzer = english_analyzer(), french_analyzer()
    rows = CardLocalization.objects.filter(language="fr").exclude(name="").values_list("card__name", "name")
    return [
        Name(english, french)
        for english, french in rows.iterator(chunk_size=5000)
        if len(_stems(english, en_analyzer)) == len(_stems(french, fr_analyzer))
    ]
