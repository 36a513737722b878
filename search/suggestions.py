"""Spelling suggestions: a query's unknown words corrected (`improvize` -> `improvise`), by the word list, the
rules terms their neighbours make (termspelling.py), the jargon and the players' words."""

import re

from whoosh.support.levenshtein import damerau_levenshtein

from . import termspelling
from .analysis import fold, words
from .cardnames import POSSESSIVE
from .parsing import SCHEMA
from .planning import cards_named, in_french_asks, is_french, words_unnamed
from .request import rule_number

# No word of a card name or of the rules is longer than this: a longer one is no misspelling of one, and matching
# it within two edits against every name costs seconds (a random 499-letter word: 1.7-2.7 s of CPU).
LONGEST_WORD = 32
# Only so many unknown words get a spelling suggestion (each walks the word list).
MAX_CORRECTED_WORDS = 6
# A misspelt word is corrected into the spelling that makes a rules term with its neighbours (termspelling.py).
TERM_SPELLING = True
# ... even when the stemmer reads both alike (termspelling.slipped_letters).
HIDDEN_SLIPS = True
# A word the jargon or the English players' questions say is no misspelling (termspelling.said).
SAID_WORDS = True
# A word of an English question printed mostly in French one slip from an English word is that word
# (termspelling.french_slips).
FRENCH_SLIPS = True
# A rules word written as two, one of them misspelt or unknown (`hex proof`, `deth touch`), is the one-word term
# they make (termspelling.joined).
JOINED_WORDS = True
# A word of an English question spelt as it sounds is the word that sounds the same (spelling.sound): `pertection` is
# protection, not the nearer perfection.
HEARD = True
# A slip of a grammar word the index leaves out (`thier`, `wiht`) is that word, not the nearest word printed
# (termspelling.grammar_slip).
GRAMMAR_SLIPS = True
# A slip of a players' word of the jargon no text prints (`fizzel`) is that word (termspelling.jargon_word).
JARGON_WORDS = True
# A word of a card name the question names is that name's word, not a slip of another word: `Treasure Cruise's` is
# no `Treasure cruiser`, `SoWP` no `sown`, `river boa's` no `river b's`, `Numbing Dose` no `Numbing does`; a name
# read through its slip (`Emporer Crocodile`, cardnames' MISTYPED_NAMES) is corrected into the name's word (emperor,
# not empire). The suggestion is what the finder reads: "corrected" into another word, the card was no longer named
# there (_named_words).
NAMED_CARD_WORDS = True
# ... into a word of the name at most this many edits from the word typed (else the word is left as typed).
NAMED_CARD_EDITS = 2


def suggestions(searchers, text, limit=3):
    """Corrected queries for words the index does not know: `improvize` -> `improvise`.

    Candidates within two edits (Damerau-Levenshtein, so `contraptoin` is one)
    of each unknown word, the closest and then the most frequent first.
    """
    if not text or rule_number(text):
        return []
    lexicon = searchers.lexicon
    replacements = {}
    # A prefix or wildcard (`improv*`) is no misspelling: its letters are matched as typed. (Correcting it cost
    # the first query with one 10-30 ms, for a suggestion that meant nothing.)
    patterns = set(words(" ".join(termspelling.patterns(text))))
    unknown = [
        w
        for w in dict.fromkeys(words(text))
        if 4 <= len(w) <= LONGEST_WORD and w not in patterns and not lexicon.known(w)
    ]
    if NAMED_CARD_WORDS and unknown:
        unknown, named_spelt = _named_words(searchers, text, unknown)
        replacements.update(named_spelt)
    unseen = set(unknown)  # a word players say (`yard`) may still be half of a term written as two (`grave yard`)
    if SAID_WORDS:
        unknown = [w for w in unknown if not termspelling.said(searchers, w)]
    french = is_french(searchers, text)
    if unknown and french:
        # A French word the cards' texts do not print as typed may still be one the lexicon translates (`utiliser`:
        # the cards print utilise, utilisée): it is read as French, not "corrected" into another word (`utilisee`).
        # So is a word only the French players' words have (`meuler`, not "corrected" into the card Mauler).
        unknown = [w for w in unknown if not searchers.french.knows(w) and not in_french_asks(searchers, w)]
    if not french and FRENCH_SLIPS:
        replacements.update(termspelling.french_slips(searchers, text, patterns, lambda: cards_named(searchers, text)))
    for word in unknown[:MAX_CORRECTED_WORDS]:
        correction = GRAMMAR_SLIPS and not french and termspelling.grammar_slip(word)
        correction = correction or lexicon.correct(word, heard=HEARD and not french)
        if JARGON_WORDS and not french:
            distance = damerau_levenshtein(word, correction) if correction else 3
            correction = termspelling.jargon_word(word, distance) or correction
        if termspelling.KEYWORD_HEARD and not french:
            correction = termspelling.keyword_heard(searchers, word, correction)
        if correction and TERM_SPELLING:
            correction = termspelling.in_a_term(searchers, text, word, correction, _respelt(word))
        languages = [lang for lang in ("en", "fr") if lexicon.count(lang, correction or "")]
        # A slip the stemmer hides (`replacment`, `freeruning`) is still one: the jargon, the card and keyword
        # names and the players' words read words as typed. Not an apostrophe left out (`saheelis`).
        hidden = HIDDEN_SLIPS and not french and termspelling.slipped_letters(word, correction)
        if correction and (hidden or not _same_terms(word, correction, languages)):
            replacements[word] = correction
    pairs = termspelling.joined(searchers.glossary, text, unseen, replacements) if JOINED_WORDS else {}
    if not replacements and not pairs:
        return []
    typed = text
    for (first, second), term in pairs.items():
        # The pair is the term: its words are written as one, not corrected apart (`proof` is no slip of prowl).
        replacements.pop(first, None)
        replacements.pop(second, None)
        text = re.sub(rf"\b{re.escape(first)}\s+{re.escape(second)}\b", term, text, flags=re.IGNORECASE)
    corrected = re.sub(
        r"[^\W\d_]+(?:'[^\W\d_]+)*", lambda m: replacements.get(fold(m.group(0).lower()), m.group(0)), text
    )
    return [corrected][:limit] if corrected.lower() != typed.lower() else []


def _named_words(searchers, text, unknown):
    """(the unknown words left to correct, {word: its name's spelling}): an unknown word inside a name the text
    names (cards_named's spans) is not corrected as another word; typed a slip of the name's word, it is that
    word (its possessive kept)."""
    names = cards_named(searchers, text)
    if not names:
        return unknown, {}
    unnamed = set(words(words_unnamed(searchers, text)))
    name_words = {w.replace("'", "") for name in names for w in words(name)}
    left, spelt = [], {}
    for word in unknown:
        if word in unnamed:
            left.append(word)
            continue
        bare = POSSESSIVE.sub("", word).replace("'", "")
        if bare in name_words:
            continue
        near = sorted((damerau_levenshtein(bare, w), w) for w in name_words if abs(len(w) - len(bare)) <= 2)
        if near and near[0][0] <= NAMED_CARD_EDITS:
            spelt[word] = near[0][1] + word[len(bare) :] if word.startswith(bare) else near[0][1]
    return left, spelt


def _respelt(word):
    """A function writing a text with word spelt another way, as suggestions() writes its corrections."""

    def replace(text, spelling):
        return re.sub(
            r"[^\W\d_]+(?:'[^\W\d_]+)*", lambda m: spelling if fold(m.group(0).lower()) == word else m.group(0), text
        )

    return replace


def _same_terms(a, b, languages):
    """Whether two spellings search for the same thing in the languages where b is written
    (`saheelis`/`saheeli's` in English, `convertir`/`converti` in French)."""
    return all([t.text for t in SCHEMA[f].analyzer(a)] == [t.text for t in SCHEMA[f].analyzer(b)] for f in languages)
