"""The rule finder's ranking of today's rules for a question (finder_rules), the finder's half of page 1
(hybrid.py fuses it with the index's): the terms and boosts the finder is asked (finder_query). The cards a question
names and their texts are read by questioncards.py, a French question by frenchquestion.py; the finder's list is
put in order, the plain ranking fused in, by finderlist.py.

What the finder is asked:
- an English question: its words less the question's own;
- a French question: its words put into English by the lexicon mined from the cards (bilingual.py), and its own
  words, matched against the French players' questions (frenchasks.py);
- a term of the jargon table the question names: its English name too, and its rule ranks higher;
- a card the question names: the keyword rules its text uses rank higher (a card + "cost" question wants the
  card's cost rules, not only its page).
"""

import functools
import re
from collections import Counter

from . import (
    asking,
    eventsections,
    finderlist,
    frenchasks,
    frenchconfirmed,
    frenchsituations,
    glossarywords,
    jargonfamily,
    keywordforms,
    namekinds,
    nicknames,
    plainsituations,
    playerswords,
    questioncards,
    situations,
    textrule,
    verbforms,
)
from .cardconcepts import cited_by
from .cardkeywords import asked_keyword, first_gate, keyword_text
from .cardlayouts import card_layout
from .cardtextrules import text_boosted_rules
from .cardtypes import enter, family_best, kind_best, kind_rules
from .finderlist import factor, families_capped, french_with_plain, unnamed_families_down, unnamed_family, with_plain
from .frenchquestion import asked_as_question, english_words, french_words, names_out
from .pageentry import carrying
from .planning import cards_documents
from .questioncards import (
    name_pattern,
    named_cards,
    named_words,
    rules_text,
    told_text,
    type_line,
    without_cards,
)
from .rulefinder import plain_terms

# How many of the finder's rules may enter page 1.
FINDER_DEPTH = 10
# The rules a named term or a named card's keywords point to rank this many times higher in the finder.
TERM_BOOST = 1.6
KEYWORD_BOOST = 1.5
# ... and a named card's keyword the question says too (`my dashed Goblin Heelcutter`, `bestowed`, `manifests`): the
# question asks about that keyword, not only about a card that has it.
KEYWORD_SAID_BOOST = 2.0
# A keyword's rules in a question that names neither the keyword nor a card, and a kind of card's or a variant's
# rules in a question that does not name it (RuleFinder.unnamed).
UNNAMED_FAMILY = 0.5
# ... in a question naming a card too: the card's own keywords are boosted and kept; a variant's or another keyword's
# rules drawn by the question's words (`opponent`, `turn`, `team`) are as far from it as from any question.
UNNAMED_WITH_CARDS = True
# Its weight there (0.3 and 0.7 measured: one first place more or less), and whether the plain ranking's such rules
# are left out there too (kept in: two tuned gains fewer).
UNNAMED_CARD_FAMILY = 0.5
UNNAMED_CARD_PLAIN = True
# The rules whose wording a named card's text uses (rulefinder.worded_in) rank this many times higher, and one the
# finder did not rank at all enters its list at WORDED_PLACE.
WORDED_BOOST = 1.5
WORDED_PLACE = 5
# ... and so do the rules the CR cites in the paragraphs of those wordings (cardconcepts.cited_by): 208.2a words
# "[This creature's] power is equal to . . ." and sends to 604.3, the characteristic-defining abilities.
WORDED_CITED = True
# A keyword said as the creature that has it (`my trampler`, `a flyer`) is read as the keyword (keywordforms.py).
KEYWORD_FORMS = True
# A verb in an irregular past form the CR never says (`fought`, `drew`) is read beside its verb (verbforms.py, WordNet).
VERB_FORMS = True
# A players' word that only the asks say (`pick`, `float`) also searches the CR words of the rules its asks are
# about (playerswords.py, from rules/plainwords and today's CR).
PLAYERS_WORDS = True
# The rules of the concepts a named card's text names (cardconcepts.py) count as its wordings' rules.
CARD_CONCEPTS = True
# A named card's kind by its type line (cardtypes: an Aura's 303.4, a planeswalker's 306 and 606) ranks ×1.5 and its
# best rule for the question's words enters the finder's list (fifth) when none of the family is in it.
CARD_KINDS = True
KIND_BOOST = 1.5
JARGON_WEIGHT = 1.0
# A word of card names said for their kind (`the sword`: Equipment; `my wall`: defender) also searches the kind's CR
# words (namekinds.py, mined from the cards' names and types).
NAME_KINDS = True
# A named card's rare words (IDF ≥ CARD_TEXT_IDF, reminder text out) join the question's: `Magus of the Moon is out…`
# asks about "nonbasic lands are Mountains". Every word of the card drowned the question (never-tuned hit@5 −1 %).
CARD_TEXT_WEIGHT = 0.3
CARD_TEXT_IDF = 4.0
# ... and the question's own words that a named card's text says too weigh this much more: they tell the card's
# situation the question is in (`Time Stop … end step`: the card ends the turn), where its other words (opponent,
# cast, during, creature) draw rules sharing only a common word with it, which held 104 of the places above the rule
# asked in the tuned card questions whose rule stood 6th-10th (scard55; over the finder's raw ranking of the tuned card
# questions, the rule asked into / out of its first five: ×1.25 +21 −8, ×1.5 +31 −23, ×1.75 +42 −33).
CARD_SAID_WEIGHT = 1.25
# ... when the word names a keyword ability or action (poisonous, shuffle): the card's mechanic the question asks of.
# Every shared word lost tuned top fives (+5 −7), and so did those as rare as a card's joining words (+2 −4: `Island`,
# `Plains`, `upkeep`, the set-up's nouns the card's text says too, drew 202.3d, 205.4c, 503.1).
REMINDER_TEXT = re.compile(r"\([^()]*\)")
# ... and its mana symbols ({3}{G}{G}, {T}): no rules word, though the rules' few {G} make `g` a rare term.
MANA_SYMBOL = re.compile(r"\{[^{}]*\}")
# ... and a later word of a card's name after a determiner (`the cloak`) is read as the card's kind (nicknames.py).
NICKNAMES = True
# The plain ranking's rules of the families a question does not name left out, as the finder's are weighed down.
PLAIN_UNNAMED = True
# A French question's own words (frenchasks.terms), searched in the French players' words, weigh this much each beside
# the lexicon's English for them (as much as an English question's word: 0.15-0.5 found fewer, 1.5-3 too).
FRENCH_ASKED = 1.0
# ... unless the lexicon knows none of its words and they are no CR word (`déguisement`, a keyword named after the
# French card texts end): else nothing answers it.
UNKNOWN_ALONE = True
# An English question's French words (`equipement`, `blessures`) read through the French lexicon (bilingual.py).
FRENCH_WORDS = True
# A "who" question: the paragraphs naming an owner weigh more in the finder (asking.py).
ASKED_FACTS = True
# A question naming a card: the card's ruling that holds REST_MARGIN times more of the question's rare words (IDF,
# the names left out) than any other of its rulings stands out, and the rules it rests on (rulingrests.py) count as
# the card's wordings' rules: boosted, and their best rule for the question's words enters the finder's list
# (`I Fling a creature in response…`: Fling's ruling on its power read as it last existed rests on 608.2h).
RULING_RESTS = True
REST_MARGIN = 1.5
REST_BOOST = 1.5
# A question naming a card: the card's keyword whose rules hold the question's own words clearly best
# (cardkeywords.py: Krosan Grip's split second for `…can i sac creatures… in response?`) ranks as a keyword the
# question says (KEYWORD_SAID_BOOST), and its best rule enters the finder's list at ASKED_KEYWORD_PLACE.
ASKED_KEYWORD = True
ASKED_KEYWORD_PLACE = 5
# ... of its keyword abilities (702), which a card has and a question may not name; its keyword actions (701: cast,
# create, exile, shuffle) are verbs of its text, and every card question says one.
ABILITY_KEYWORDS = "702."
# An English question naming no card: at most two rules of a noun's section it names among the finder's first five
# (eventsections.py), the section of what happens to the noun not crowded out.
EVENT_SECTIONS = True


def finder_query(request, plan_, searchers, card_text, text=None, named=None):
    """({term: weight} to rank by, {rule number: factor}) for a request; card_text(name): a named card's text;
    text: the words to read instead of the request's (its spelling corrected); named: named_cards of text or of
    the request's words, when the caller has them."""
    finder = searchers.finder
    understanding = request.understanding
    given = text or request.free
    text = text or understanding.plain or request.free
    # The plain words (question words dropped) may name another card than the words typed: read them then.
    if named is None or text != given:
        named = named_cards(searchers, plan_, text)
    if plan_.french:
        skip = named_words(plan_, finder if questioncards.CR_WORD_NAMES else None)
        text = names_out(searchers, understanding, given, text) if named else text
        terms = searchers.french.translate(french_words(understanding, text), skip=skip, known=finder.idf)
        # Not a word the lexicon knows, even into no word of the CR (`improvisation` is read as makeshift): alone, it
        # asks for its rule and the rule's French translation, that the French asks of its subrules push out.
        unknown = (
            UNKNOWN_ALONE
            and finder.idf.keys().isdisjoint(terms)
            and not any(searchers.french.knows(word) for word in text.split())
        )
        if FRENCH_ASKED and (asked_as_question(understanding) or unknown):
            terms.update(dict.fromkeys(frenchasks.terms(text, skip), FRENCH_ASKED))
    else:
        english = without_cards(text, named)
        if NICKNAMES:
            english = nicknames.as_kinds(english, named, lambda name: type_line(card_text(name)))
        if KEYWORD_FORMS:
            english = keywordforms.said_as_keywords(english, finder.keywords)
        if VERB_FORMS:
            english = verbforms.said_as_verbs(english)
        terms = finder.query_terms(english)
        if PLAYERS_WORDS:
            terms.update(playerswords.bridged(terms))
        # A named card's own type line tells its kind (nicknames, cardtypes): not a question naming one.
        if NAME_KINDS and not named:
            terms.update(namekinds.bridged(finder, terms))
        if FRENCH_WORDS:
            terms.update(searchers.french.in_english(without_cards(text, named), finder.idf))
    boost = {}
    for match in understanding.matches:
        if match.term is not None and not match.aside:
            terms.update(dict.fromkeys(_cr_words(finder, match.term), JARGON_WEIGHT))
        for number in match.rules[:1] if not match.aside else ():
            boost[number] = TERM_BOOST
    worded, cited = [], []
    card_words = Counter()
    for name in named:
        text = rules_text(card_text(name))
        if CARD_TEXT_WEIGHT and not plan_.french:
            own = MANA_SYMBOL.sub(" ", REMINDER_TEXT.sub(" ", text))
            card_words.update(finder.query_terms(without_cards(own, named)))
        for number in finder.keywords_in(keyword_text(text)):
            said = KEYWORD_SAID_BOOST and keyword_said(finder, number, terms)
            boost[number] = max(boost.get(number, 0), KEYWORD_SAID_BOOST if said else KEYWORD_BOOST)
        wordings = textrule.worded_of(searchers, text)
        worded.extend(wordings)
        if WORDED_CITED:
            cited.extend(cited_by(finder, plan_.current_version, wordings))
        if CARD_CONCEPTS:
            worded.extend(textrule.concepts_of(searchers, plan_.current_version, text))
        # Its "until end of turn" boosts 514.2 and 611.2a, which enter no list (cardtextrules.BOOSTED).
        boost.update({n: boost.get(n, WORDED_BOOST) for n in text_boosted_rules(text)})
    for term in terms.keys() & card_words.keys():
        if term in keyword_terms(finder):
            terms[term] *= CARD_SAID_WEIGHT
    terms.update({t: CARD_TEXT_WEIGHT for t in card_words if t not in terms and finder.idf.get(t, 0) >= CARD_TEXT_IDF})
    worded = list(dict.fromkeys(worded + cited))
    # A French question boosts only the rules its own words confirm (frenchconfirmed); all of them are entered.
    for number in frenchconfirmed.confirmed(searchers, plan_, given, named, worded):
        boost.setdefault(number, WORDED_BOOST)
    return Counter(terms), boost, worded


@functools.lru_cache(maxsize=4)
def keyword_terms(finder):
    """The finder's terms of every keyword ability's and action's name (finder.keywords), read once per finder."""
    return frozenset(t for word in finder.keywords for t in finder.query_terms(word))


def keyword_said(finder, number, terms):
    """Whether a question's terms (its words less the cards' names) hold the name of the keyword rule number."""
    return any(
        n == number and (words := finder.query_terms(word)) and all(w in terms for w in words)
        for word, n in finder.keywords.items()
    )


def _cr_words(finder, term):
    """The finder's terms for a jargon term: its shortest way of saying it whose every word the CR uses ("LKI" is
    no CR word, "last known information" is; "protection", not "protection from"); for a slang term, its ways in
    the CR's words (`cr`): "steal" is a word of the CR's examples, but its rule says "gain control"."""
    ways = [finder.query_terms(way) for way in (term.cr or term.says)]
    in_cr = [t for t in ways if t and all(w in finder.idf for w in t)]
    return min(in_cr, key=len) if in_cr else ways[0]


def finder_rules(request, plan_, searchers, card_text, *, text=None, named=None):
    """The finder's ranking of today's rules for a request ([rulefinder.Ranked]); named: the cards the request
    names (named_cards of text, or of the request's words), computed once by the caller. Its first rule's number is
    noted on the plan (plan_.finder_first): cardsown keeps it in page 1's top five once the named cards' rulings are
    placed (scard57); its first five too (plan_.finder_firsts: cardsown.FINDER_BACK, scard60)."""
    ranked = _finder_rules(request, plan_, searchers, card_text, text=text, named=named)
    plan_.finder_first = ranked[0].number if ranked else None
    plan_.finder_firsts = tuple(r.number for r in ranked[:5])
    return ranked


def _finder_rules(request, plan_, searchers, card_text, *, text=None, named=None):
    if not searchers.finder:
        return []
    if named is None:
        named = named_cards(searchers, plan_, text or request.free)
    terms, boost, worded = finder_query(request, plan_, searchers, card_text, text, named=named)
    if not terms:
        return []
    ranked = searchers.finder.rank(terms, limit=60)
    # A named card's wordings' rules enter at the place the finder's own words gave (before any family is
    # weighed down: the fifth's score then is a rule of the question's words, not what was left).
    for number in worded:
        enter(ranked, number, number, WORDED_PLACE)
    bases = (
        [n for name in named for n in kind_rules(name, card_text(name), card_layout(searchers, name))]
        if CARD_KINDS
        else []
    )
    for base in dict.fromkeys(bases):
        boost.setdefault(base, KIND_BOOST)
        enter(ranked, base, kind_best(searchers.finder, terms, base, [card_text(n) for n in named]), WORDED_PLACE)
    if ASKED_KEYWORD and named and request.understanding.question and not plan_.french:
        asked = _asked_keyword(request, searchers, card_text, text, named, ranked[:ASKED_KEYWORD_PLACE])
        if asked:
            family, best = asked
            boost[family] = max(boost.get(family, 0), KEYWORD_SAID_BOOST)
            enter(ranked, family, best, ASKED_KEYWORD_PLACE)
    # Not a French question's (sfrcard: boosted, they took its first places, one top five lost): hybrid places the
    # rule its best ruling rests on beside the ruling instead (FRENCH_CARDS).
    if named and request.understanding.question and not plan_.french:
        words = without_cards(text or request.free, named)
        for base in rested_on(searchers, plan_, named, words) if RULING_RESTS else ():
            boost.setdefault(base, REST_BOOST)
            enter(ranked, base, family_best(searchers.finder, terms, base), WORDED_PLACE)
        # What it tells happened (situations.py), the named cards' text telling what its words leave open.
        cards = "\n".join(told_text(searchers, name, card_text(name), words) for name in named)
        situations.entered(searchers.finder, ranked, boost, terms, words, cards)
    # ... and a question naming no card, the situations its words alone tell (plainsituations.py, severy35).
    plainsituations.entered(searchers.finder, ranked, boost, terms, text or request.free, request, plan_, named)
    # A French question's, its event words read in English (frenchsituations.py, sfr44).
    frenchsituations.entered(searchers, plan_, request, ranked, boost, terms, text, named, card_text)
    if ASKED_FACTS and request.understanding.question and not plan_.french:
        ranked = asking.stating_first(searchers.finder, ranked, request.free)
    unnamed = set()
    if UNNAMED_FAMILY != 1.0 and request.understanding.question and (UNNAMED_WITH_CARDS or not named):
        # A card's name is no rules word, but the question still says it: a keyword named as a card is
        # (`Harmonize`, the keyword of 2025 and a card of 2007) is named.
        unnamed = searchers.finder.unnamed([*terms, *(t for name in named for t in searchers.finder.query_terms(name))])
        # ... named after all by a joined title's part or the glossary's plain word for it (glossarywords.py).
        unnamed -= glossarywords.named_families(searchers.finder, plan_.current_version, terms, unnamed)
        ranked = unnamed_families_down(ranked, unnamed, boost, UNNAMED_CARD_FAMILY if named else UNNAMED_FAMILY)
    # A family boost: the rule named and every subrule of it.
    if boost:
        factors = {r.number: factor(r.number, boost) for r in ranked}
        ranked = sorted(ranked, key=lambda r: -r.score * factors[r.number])
        if finderlist.FAMILY_CAP and named and request.understanding.question:
            ranked = families_capped(ranked, boost)
    # A noun's section the question names (111 Tokens, 119 Life) keeps two of the first five: what happens to it next.
    if EVENT_SECTIONS and request.understanding.question and not named and not plan_.french:
        ranked = eventsections.nouns_capped(searchers.finder, plan_.current_version, ranked, terms)
    # A slang term's family (jargonfamily): its rule the question's other words score best enters fifth, and the
    # list carries it for page 1 to keep (pageentry).
    entries = jargonfamily.fetched(searchers.finder, request.understanding, terms, _cr_words)
    ranked = jargonfamily.entered(ranked, entries)
    ranked = ranked[:FINDER_DEPTH]
    if not finderlist.PLAIN_WEIGHT:
        return carrying(ranked, entries)
    if plan_.french:
        if not (
            finderlist.FRENCH_PLAIN_WEIGHT
            and named
            and ranked
            and factor(ranked[0].number, boost) >= KEYWORD_SAID_BOOST
        ):
            return ranked
        words = " ".join(english_words(searchers, plan_, text or request.free))
        plain = searchers.finder.plain_rank(words, limit=finderlist.PLAIN_DEPTH)
    else:
        plain = searchers.finder.plain_rank(text or request.free, limit=finderlist.PLAIN_DEPTH)
    if PLAIN_UNNAMED and (UNNAMED_CARD_PLAIN or not named):
        plain = [n for n in plain if not unnamed_family(n, unnamed, boost)]
    if plan_.french:
        return french_with_plain(ranked, plain, boost)
    return carrying(with_plain(ranked, plain), entries, ranked)


def _asked_keyword(request, searchers, card_text, text, named, first):
    """cardkeywords.asked_keyword for the named cards' keywords and the question's own words (the cards' names out);
    first: the finder's first rules ([Ranked]), which the keyword's rule must hold the question's words as well as."""
    finder = searchers.finder
    words = without_cards(text or request.understanding.plain or request.free, named)
    # A keyword the question names is boosted as said already (`can I sacrifice…`, `exile`): the one it asks about
    # without naming it is sought.
    terms = finder.query_terms(words)
    families = [
        n
        for name in named
        # A card's text says its name (`When Ravenous Chupacabra enters…`): no keyword of it (ravenous, 702.156).
        for n in finder.keywords_in(
            keyword_text(re.sub(name_pattern(name), " ", rules_text(card_text(name)), flags=re.IGNORECASE))
        )
        if n.startswith(ABILITY_KEYWORDS) and not keyword_said(finder, n, terms)
    ]
    return asked_keyword(finder, words, families, first_gate(finder, first, [rules_text(card_text(n)) for n in named]))


def rested_on(searchers, plan_, named, words):
    """The rules that the named cards' ruling standing out for words (the question less the cards' names) rests
    on: the ruling whose English text holds the most IDF of their rare terms, REST_MARGIN times the next one's."""
    finder = searchers.finder
    rare = finder.rare(words)
    if not rare or not finder.rests:
        return []
    held = []
    for docnum in cards_documents(searchers, named):
        fields = plan_.searcher.stored_fields(docnum)
        if fields["kind"] == "ruling" and fields["lang"] != "fr":
            terms = set(plain_terms(fields.get("en")))
            held.append((sum(idf for t, idf in rare.items() if t in terms), fields["id"]))
    held.sort(reverse=True)
    if not held or not held[0][0] or (len(held) > 1 and held[0][0] < REST_MARGIN * held[1][0]):
        return []
    return finder.rests.get(held[0][1].removeprefix("ruling:"), [])
