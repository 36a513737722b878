"""A French question naming a card reads the situations an English one reads (situations.py), its event words put
into the English ones the situation rows read.

situations.py's rows are English patterns ("in response", "gain control", "1/1 or 2/2", "can it still block"), and
finder_query and hybrid read them only for an English question (`not plan_.french`): a French card question's
situation rule was never entered (sfr42/sfr43's "Left": the French card misses want the card's situation, not a
wording of its text). Here the French question's event words are put, in the order they are said, into the English
words the rows read, and the rows are read on that rendering with the named cards' English text, as for an English
question. The lexicon's stems (bilingual.Lexicon.translate) are no rendering the rows can read (`exil`, `destroi`).

Each entry pairs a French event word with the English one the rows read, taken from the cards the corpus prints in
both languages (cards_card.oracle_text against cards_cardlocalization.text, 10,870 cards with a French text):
of the French texts holding the French word, the share whose English text holds the English one (sfr44's count,
docs/search-history.md): `meurt` dies 99 %, `sacrifi` sacrifice 100 %, `exil` exile 100 %, `détrui` destroy 98 %,
`copie` copy 100 %, `acquiert le contrôle` gain control 73 %, `jusqu'à la fin du tour` until end of turn 100 %,
`contrecarr` counter 51 % (the rest "counter target ability / activated ability"), `engagé` tapped 100 %, `dégag`
untap 100 %, `jeton` token 97 %, `cimetière` graveyard 88 %, `bibliothèque` library 99 %, `pioch` draw 100 %,
`points de vie` life 100 %, `blessures` damage 99 %, `sort` spell 99 %, `cible` target 100 %, `marqueurs` counters
100 %, `attaqu` attack 95 %, `bloqu` block 96 %, `renvoy/revien/retourn` return 83 %, `arrive` enters 95 %,
`main` hand 91 %, `entretien` upkeep 100 %, `contrôl` control 82 %. The question words (`combien` how many,
`encore` still, `en réponse` in response, `qu'est-ce qui se passe` what happens, `voler` steal, `récupérer` get
back, `ou` or between two sizes) are the general language's.
"""

import re

from . import situations
from .frenchquestion import long_names_out
from .questioncards import told_text, without_cards

# Whether a French question naming a card reads the situations (finder_query's and hybrid's hooks).
READ = True

# (French pattern, the English words the situation rows read), each matched on the question lower-cased, its
# cards' names out; the English words are put in the order the French ones are said.
RENDERED = (
    (r"\b(\d+/\d+) ou (?:une? )?(\d+/\d+)(?![\w/])", r"\1 or \2"),
    (r"\bqu'est-ce qui se passe\b|\bque se passe-t-il\b|\b(?:il )?se passe quoi\b|\bque devient\b", "what happens"),
    (r"\ben r[ée]ponse\b", "in response"),
    (r"\bjusqu'[àa] la fin du tour\b|\b[àa] la fin du tour\b|\bfin du tour\b", "end of turn"),
    (r"\bce tour(?:-ci)?\b", "this turn"),
    (r"\bacqu\w+ le contr[ôo]le\b|\bprend(?:s|re)? le contr[ôo]le\b|\bvol(?:e|es|é|ée|és|er)\b", "gain control"),
    (r"\bcontr[ôo]l\w*", "control"),
    (r"\bmeur[ts]?\b|\bmourir\b|\bmeurent\b", "dies"),
    (r"\bsacrifi\w*", "sacrificed"),
    (r"\bexil\w*", "exiled"),
    (r"\bd[ée]trui\w*", "destroyed"),
    (r"\bcopi\w*", "copy"),
    (r"\bcontrecarr\w*", "countered"),
    (r"\bd[ée]gag\w*", "untap"),
    (r"\bengag[ée]e?s?\b", "tapped"),
    (r"\br[ée]cup[èée]r\w*", "get it back"),
    (r"\brevien\w*|\bretourn\w*|\brenvoy\w*", "comes back"),
    (r"\bjetons?\b", "token"),
    (r"\bcimeti[èe]re\b", "graveyard"),
    (r"\bbiblioth[èe]que\b", "library"),
    (r"\bpioch\w*", "draw"),
    (r"\bpoints? de vie\b", "life"),
    (r"\bblessures?\b", "damage"),
    (r"\bsorts?\b", "spell"),
    (r"\bcibl\w*", "target"),
    (r"\bmodes?\b", "modes"),
    (r"\bmarqueurs?\b", "counters"),
    (r"\bbonus\b", "bonus"),
    (r"\battaqu\w*", "attack"),
    (r"\bbloqu\w*", "block"),
    (r"\barriv\w*", "enters"),
    (r"\bentretien\b", "upkeep"),
    (r"\bcombien\b", "how many"),
    (r"\bencore\b|\btoujours\b", "still"),
)
_RENDERED = tuple((re.compile(french), english) for french, english in RENDERED)


def rendered(words):
    """The English words the situation rows read of a French question's words (its cards' names out), in the order
    said; "" when it says none."""
    text = (words or "").lower().replace("’", "'")
    found = []
    for pattern, english in _RENDERED:
        for match in pattern.finditer(text):
            found.append((match.start(), match.expand(english)))
            # A word read once: "contrôle" of "prend le contrôle" is not read again as "control".
            text = text[: match.start()] + " " * (match.end() - match.start()) + text[match.end() :]
    return " ".join(english for _, english in sorted(found))


def asked(searchers, text, named):
    """A French question as typed (its accents, apostrophes and slashes: "1/1 ou 2/2") less its cards' names: the
    French ones of two words or more (frenchquestion.long_names_out: "Contrôle mental" is no control told), the
    English ones (without_cards)."""
    return without_cards(long_names_out(searchers, text or ""), named)


def entered(searchers, plan_, request, ranked, boost, terms, text, named, card_text):
    """finder_query's hook: the situations a French question naming a card tells (rendered) entered in the finder's
    list ranked as situations.entered enters an English one's; text: the words read (None: the question's)."""
    if not READ or not plan_.french or not named or not request.understanding.question:
        return
    english = rendered(asked(searchers, text or request.free, named))
    if english:
        cards = "\n".join(told_text(searchers, name, card_text(name), english) for name in named)
        situations.entered(searchers.finder, ranked, boost, terms, english, cards)


def kept_in_top(page, searchers, plan_, text, cards, card_text):
    """hybrid's hook: page 1 with the first rule of a situation a French question naming a card tells kept among
    the first situations.KEPT_TOP, as an English question's (situations.kept_in_top); card_text(searchers, name):
    a named card's document text."""
    if not READ or not plan_.french or not cards:
        return page
    english = rendered(asked(searchers, text, cards))
    if not english:
        return page
    texts = [told_text(searchers, name, card_text(searchers, name), english) for name in cards]
    return situations.kept_in_top(page, english, "\n".join(texts))
