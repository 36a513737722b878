"""The plan of a request: which index and version, its words as a query, the rules and cards it names, its language
(spelling suggestions: suggestions.py)."""

import logging
import re
from dataclasses import dataclass, field

from whoosh.query import (
    And,
    NullQuery,
    Phrase,
    Term,
)

from . import answers, frenchasks, frenchphrases, jargon
from .analysis import SPELLING_WORD, STOP_WORDS, fold, words
from .cardnames import TOKEN_WORDS
from .parsing import card_query, filter_queries, normal, version_in_force, words_query
from .request import QueryError, finder_kept_out, memo
from .schema import DEFAULT_FIELDS

logger = logging.getLogger("search")

# The postings a query may make a search read (query_cost): a dozen of the commonest words at once is more,
# and takes over half a second the first time.
MAX_COST = 100_000
MAX_PHRASES = 3
# A question (a sentence a player asks, not a list of words) too costly for the index leaves its commonest words
# out of the index's search rather than being refused (within_cost): the rule finder still reads every word, and the
# words left out are those that say least. A jargon term's ways of saying it made `…+1/+1 until end of turn and then
# play another creature. Does the new guy get the bonus?` 101,069 postings, and the question was refused.
QUESTION_WITHIN_COST = True
# A sentence with no question mark and no question word first (`my creature is told to draw then discard …, who
# draws`) is read the same way: SENTENCE_STOP_WORDS function words or more and no query syntax say it is prose, where
# a list of common rules words (`creature target player spell …`) has none and is still refused. Two such judge's
# questions of 25-30 words (mixed16) were refused with the cost's message.
SENTENCE_STOP_WORDS = 3
# A term standing for more than this share of a query's words puts its rule first.
PIN_SHARE = 0.5
# ... unless a keyword is named beside it: the keyword's rule is put first (_keyword_asked).
KEYWORD_FIRST = True
# A question naming one keyword and no other term keeps the keyword's rules in its top five (keywords_each).
ONE_KEYWORD_KEPT = True
FRENCH_ACCENTS = re.compile("[àâçéèêëîïôûùüÿœ]", re.IGNORECASE)
# French grammar words no English text prints as a word (the counts leave them out, as stop words): each says the
# question is French as a word mostly in French texts does. Without them `Que veut dire meuler ?` was English:
# `veut` French, `dire` only in English texts (Dire Undercurrents), `meuler` in none, and `que` not counted.
# Not `son`, `par`, `des`, `lui`, `nos`: English words or names.
# A word no text has that the French players' words have counts as French (in_french_asks).
UNKNOWN_FRENCH = True
FRENCH_GRAMMAR = frozenset(
    """que qui quoi est une les dans pour avec sur sont vous votre nous elle elles ils leur leurs cette ces aux
    dont""".split()
)
# A card named only inside a French rules phrase (frenchphrases.spans) is not named (_cards_named_in).
FRENCH_PHRASES_NAME_NO_CARD = True
# A French rules term's token or counter word (`jeton`, `marqueurs`) is left in the words that may name a card
# (_naming_words): cardnames reads a French name beside it as a word (`un jeton Nourriture` is a Food token, not
# Nourish), and blanked, the name was read alone.
TOKEN_WORDS_READ = True


# --- the plan -------------------------------------------------------------------------------------------------


@dataclass
class Plan:
    """What runs on the index for a request."""

    searchers: object  # index.Searchers
    words: object  # the Whoosh query of the words (NullQuery: filters only)
    filters: dict  # filter name -> Whoosh query (not `version`)
    french: bool = False
    version: str | None = None  # an older CR version searched (its index is `history`), else None
    pinned: list = field(default_factory=list)  # document ids shown first on page 1 (rules the words name)
    boosted: list = field(default_factory=list)  # rule numbers ranked higher when they match
    cards: list = field(default_factory=list)  # English names of the cards the query names (filters or words)
    finder_first: str | None = None  # the rule finder's first rule, kept in page 1's five by cardsown (scard57)
    finder_firsts: tuple = ()  # the numbers of the rule finder's first five, read by cardsown (scard60)

    @property
    def searcher(self):
        return self.searchers.history if self.version else self.searchers.main

    @property
    def current_version(self):
        """Today's CR as the index knows it; None in a search of an older version."""
        return None if self.version else self.searchers.meta.get("current_version")

    @property
    def facet_filters(self):
        # The facets count every kind, so the kind filter is applied after them.
        return [q for name, q in self.filters.items() if name != "kind"]


def plan(request, searchers, named) -> Plan:
    version = _version_searched(request, searchers.meta)
    french = is_french(searchers, request.free)
    words_q = words_query(request.understanding.text, searchers, french=french)
    # Keyed by what words_q is read from (words_query's key), not by the query: hashing a jargon question's whole
    # tree costs more than the look-up saves.
    key = (request.understanding.text, french, version)
    if QUESTION_WITHIN_COST and (request.understanding.question or is_sentence(request.free)):
        words_q = memo(
            searchers, "within", key, lambda: normal(searchers, within_cost(words_q, _docsets(searchers, version)))
        )
    memo(
        searchers,
        "cost",
        (*key, request.understanding.question),
        lambda: _check_cost(words_q, _docsets(searchers, version)),
    )
    pinned, boosted = _named_documents(request, searchers, named, french=french, version=version)
    if words_q is NullQuery and not request.filters and request.number is None and not pinned:
        raise QueryError(
            "Nothing to search for: type some words, a rule number or a card name."
            if not request.text
            else f"Nothing to search for in {request.text!r}: the words left are too common or only operators."
        )
    filters = filter_queries(request.filters)
    if version is not None:
        # The history index holds every older version's paragraphs: only those the CR in force that day printed.
        filters["version"] = Term("version", version)
    return Plan(
        searchers=searchers,
        words=words_q,
        filters=filters,
        french=french,
        version=version,
        pinned=pinned,
        boosted=boosted,
        cards=request.filters.get("card", []) + _cards_named_in(searchers, request, french),
    )


def _cards_named_in(searchers, request, french):
    """The cards a request names (cards_named of _naming_words), less, in a French question, a card named only
    inside a French rules phrase frenchphrases reads (`je meule` mills, no Millstone, French Meule). A name longer
    than the phrase (`Calice du vide`), said outside it too, or capitalized in a sentence (French writes its nouns
    in lower case: a name typed on purpose) still names its card."""
    text = _naming_words(request)
    cards = cards_named(searchers, text)
    if not (french and cards and FRENCH_PHRASES_NAME_NO_CARD):
        return cards
    phrases = [(start, end) for start, end in frenchphrases.spans(text) if not _capitalized_inside(text, start)]
    aside = {card for start, end in phrases for card in cards_named(searchers, text[start:end])}
    aside -= set(cards_named(searchers, _blanked(text, phrases))) if aside else set()
    return [card for card in cards if card not in aside]


def _capitalized_inside(text, start):
    return text[start].isupper() and bool(text[:start].strip()) and text[:start].rstrip()[-1] not in ".!?"


def _naming_words(request):
    """The words that may name a card: the request's, less a French rules term's (`valeur de mana` is mana value,
    not Valor, whose French name is Valeur: its first strike and its card were the question's). A token's or a
    counter's word stays (TOKEN_WORDS_READ)."""
    understanding = request.understanding
    spans = [(m.start, m.end) for m in understanding.matches if m.french]
    if not spans:
        return request.free
    return _blanked(understanding.typed, spans, kept=TOKEN_WORDS if TOKEN_WORDS_READ else frozenset())


def _blanked(text, spans, kept=frozenset()):
    """text with each span blanked, but for its words of kept (lowered, accents folded)."""
    for start, end in sorted(spans, reverse=True):
        blank = [" "] * (end - start)
        for m in SPELLING_WORD.finditer(text, start, end):
            if fold(m.group(0).lower()) in kept:
                blank[m.start() - start : m.end() - start] = m.group(0)
        text = text[:start] + "".join(blank) + text[end:]
    return text


def _docsets(searchers, version):
    return searchers.docsets_of(searchers.history if version else searchers.main)


def _cards_found(searchers, text):
    """Where a text names cards (cardnames.CardNames.found_in), read once for cards_named, words_unnamed and
    card_named_alone (a question's text went through the card names up to three times)."""
    return memo(
        searchers,
        "cards found",
        text,
        lambda: searchers.card_names.found_in(text, searchers.lexicon, _rules_word(searchers)),
    )


def cards_named(searchers, text):
    return memo(
        searchers, "cards", text, lambda: searchers.card_names.named_in(text, found=_cards_found(searchers, text))
    )


def words_unnamed(searchers, text):
    """A text less the names of the cards it names (cardnames.CardNames.unnamed), as cards_named reads them."""
    return searchers.card_names.unnamed(text, found=_cards_found(searchers, text))


def card_named_alone(searchers, text):
    return memo(
        searchers, "card alone", text, lambda: searchers.card_names.whole(text, found=_cards_found(searchers, text))
    )


def _rules_word(searchers):
    """Whether the CR says a word (the rule finder's vocabulary): a card's head word it says (`stage`) is a rules
    word before a name (cardnames.CardNames.heads)."""
    finder = searchers.finder
    return lambda word: not (terms := finder.query_terms(word)) or any(t in finder.idf for t in terms)


def query_cost(q, reader, frequency=None):
    """How many postings a query's words make a search read (the index's counts, nothing read): each word of
    each field once, twice when it is in a phrase (Whoosh then also walks its positions). frequency: the
    reader's doc_frequency, kept (DocSets.frequency: the search sorts by the same counts next)."""
    frequency = frequency or reader.doc_frequency
    weights = {}
    for leaf in q.leaves():
        if isinstance(leaf, Term):
            weights.setdefault((leaf.fieldname, leaf.text), 1)
        elif isinstance(leaf, Phrase):
            weights.update(((leaf.fieldname, w), 2) for w in leaf.words)
    return sum(weight * frequency(*key) for key, weight in weights.items() if key[0] in DEFAULT_FIELDS)


def within_cost(q, docsets):
    """A question's words as the index searches them, its costliest parts (a word, a jargon term's group) left out
    until what is left costs at most MAX_COST; the query itself when it does already, or is no list of parts."""
    if not isinstance(q, And) or query_cost(q, docsets.reader, docsets.frequency) <= MAX_COST:
        return q
    parts = list(q.subqueries)
    costs = {id(part): query_cost(part, docsets.reader, docsets.frequency) for part in parts}
    for part in sorted(parts, key=lambda p: -costs[id(p)]):
        if len(parts) == 1:
            break
        parts = [p for p in parts if p is not part]
        trimmed = And(parts).normalize()
        if query_cost(trimmed, docsets.reader, docsets.frequency) <= MAX_COST:
            return trimmed
    return And(parts).normalize()


def is_sentence(free):
    """Whether a query's words are prose, not a list of search words: no query syntax and at least
    SENTENCE_STOP_WORDS of the stop list's function words (`my`, `is`, `to`, `then`, `and`, `if`, `a`, `but`, `it`)."""
    if finder_kept_out(free):
        return False
    said = (word.lower() for word in SPELLING_WORD.findall(free))
    return sum(word in STOP_WORDS for word in said) >= SENTENCE_STOP_WORDS


def _check_cost(q, docsets):
    # A phrase also makes Whoosh walk its words' positions: a few of them, of common words, take a second.
    phrases = max(
        len({tuple(leaf.words) for leaf in q.leaves() if isinstance(leaf, Phrase) and leaf.fieldname == field})
        for field in ("en", "fr")
    )
    if phrases > MAX_PHRASES:
        raise QueryError(f"At most {MAX_PHRASES} phrases in quotes in a query ({phrases} given).")
    cost = query_cost(q, docsets.reader, docsets.frequency)
    if cost > MAX_COST:
        raise QueryError(
            f"Too many very common words to search at once ({cost:,} entries to read, at most {MAX_COST:,}): "
            "leave some out, or quote the words that belong together."
        )


def _version_searched(request, meta):
    """The older CR version a `version:` filter asks for (the one in force that day), or None for today's."""
    if request.version is None:
        return None
    known = meta.get("versions") or {}
    version = version_in_force(request.version, known) if known else request.version
    return None if version == meta.get("current_version") else version


def _named_documents(request, searchers, named, *, french, version):
    """(document ids first on page 1, rule numbers whose families rank higher) for what the words name."""
    first, boosted = [], []
    current = searchers.meta.get("current_version")
    if current and version is None and rules_may_be_shown(request):
        # In a French query an English glossary term is found only through a stem the two languages share
        # (improvisation/improvise): its rule is answered, not put before the French texts asked for.
        first, boosted = _named_rules(request.understanding, [n for n in named if n.jargon or not french])
        first = _pinned_documents(searchers.main, current, first)
    card = card_named_alone(searchers, request.free) if not request.filters else None
    if card is not None and not first:
        # A query that is a card's name (and no rules term: `flicker` is 400.7 first): its page first.
        first = _card_documents(searchers, card)
    return first, boosted


def rules_may_be_shown(request):
    """Rules named by the words are put first only when no filter but `kind:rule` narrows the results."""
    return set(request.filters) <= {"kind"} and (not request.kinds or "rule" in request.kinds)


def _named_rules(understanding, named):
    """(rules to put first, rules whose family ranks higher).

    Numbers in the rules' structure always go first. A term's defining rule goes first when the term stands
    for more than half the query's words (however many times it is said: `blink new object`); the rules its
    definition refers to, and the rules under them, rank higher. A general term (`card`, `player`) does
    either only when it is the whole query.
    """
    first = [rule for match in understanding.matches if match.numbered for rule in match.rules]
    words_by_term, aside = {}, set()
    for match in understanding.matches:
        if match.term is not None and match.aside:
            aside.add(match.term)
        elif match.term is not None:
            words_by_term[match.term] = words_by_term.get(match.term, 0) + match.words
    boosted = []
    for n in named:
        if not n.rules:
            continue
        term = jargon.load().term_named(n.definition.term) if n.jargon else None
        if term in aside and term not in words_by_term:
            # Said in passing (jargon.Jargon.said_aside): the question asks about something else.
            continue
        words = max(n.words, words_by_term.get(term, 0))
        whole = words >= understanding.words > 0
        if n.generic and not whole:
            continue
        # A section (`face up`: "See section 4, Zones") is the term's first sense, not what a longer query asks of
        # it (`morph face up` is 702.37e): its rules referred to rank higher, it is not put first.
        section = "." not in n.definition.rule and len(n.definition.rule) == 1
        if (whole or (words > PIN_SHARE * understanding.words and not section)) and not first:
            first.append(_keyword_asked(n, named, whole) if KEYWORD_FIRST else n.definition.rule)
        boosted.extend(n.rules)
    return list(dict.fromkeys(first)), list(dict.fromkeys(boosted))


def keywords_each(understanding, named):
    """The rules of two or more terms, one a keyword (701, 702), that together are the whole query (`trample
    lifelink`, `flash sorcery speed`), in the order named; else none. A term whose rule is a chapter gets none; a
    question (`can a creature with flash…`) asks one thing of them, left to the ranking, except a question naming one
    keyword and no other term: that keyword's rule (ONE_KEYWORD_KEPT)."""
    terms = [n for n in named if n.definition.rule and not n.generic]
    if understanding.question:
        # A question naming one keyword and no other term asks something of it: its rules are kept in the top five
        # (firstplace.each_keyword_placed).
        keywords = [n.definition.rule for n in terms if answers.is_keyword(n.definition.rule)]
        return keywords if ONE_KEYWORD_KEPT and len(keywords) == 1 == len(terms) else []
    whole = sum(n.words for n in terms) >= understanding.words > 0
    rules = [n.definition.rule for n in terms if "." in n.definition.rule or len(n.definition.rule) == 3]
    if not whole or len(rules) < 2 or not any(answers.is_keyword(rule) for rule in rules):
        return []
    return list(dict.fromkeys(rules))


def _keyword_asked(n, named, whole):
    """The rule to put first for a term n standing for most of a query: a keyword's (701, 702) named beside a term
    whose rule is a whole chapter (`toxic poison counters`, `kicker additional cost`) instead of the term's, the
    term being what the query asks of the keyword (702.164c, poison counters of toxic; not 122, counters)."""
    if whole or answers.is_keyword(n.definition.rule) or "." in n.definition.rule:
        # A term defined by a rule of its own (summoning sickness, 302.6) is as close as the keyword's.
        return n.definition.rule
    keyword = next((k for k in named if k is not n and answers.is_keyword(k.definition.rule) and not k.generic), None)
    return keyword.definition.rule if keyword else n.definition.rule


def card_docnums(searchers, name):
    """The document numbers of the card documents of a card name (its page, not its rulings)."""
    docsets = searchers.docsets_of(searchers.main)
    return sorted(cards_documents(searchers, (name,)) & docsets.term("kind", "card"))


def cards_documents(searchers, names):
    """The document numbers of what carries these card names: each card's page, its rulings and their
    translations (the stored names checked: the index's `card` words of "Force of Will" are only `force`)."""
    return memo(searchers, "named documents", tuple(names), lambda: _carrying(searchers, names))


def _carrying(searchers, names):
    docsets = searchers.docsets_of(searchers.main)
    found = set()
    for name in names:
        wanted = fold(name.lower())
        for docnum in docsets.of(card_query(name)):
            stored = searchers.main.stored_fields(docnum)
            carried = stored.get("cards") or (stored.get("card") or stored.get("title", "")).split("\n")
            if any(fold(c.lower()) == wanted for c in carried):
                found.add(docnum)
    return frozenset(found)


def _card_documents(searchers, name):
    """The ids of the card documents of a card name."""
    return [searchers.main.stored_fields(docnum)["id"] for docnum in card_docnums(searchers, name)]


def _pinned_documents(searcher, current, numbers):
    """The documents of today's rules named, each followed by its first subrule when it is only a title."""
    ids = []
    for number in numbers:
        ids.extend(fields["id"] for fields in answers.defining_documents(searcher, current, number))
    return list(dict.fromkeys(ids))


# --- language -----------------------------------------------------------------------------------------------------


def is_french(searchers, text):
    """True when the words are French: more of them are found mostly in French texts (ten times as often as in
    English ones for the same amount of text: spelling.Lexicon.mostly_french; or only there) than only in English
    ones. A French question may have a word only English texts print (`tout de suite`: "suite" is in English card
    names only, Luxury Suite) and an English one a French card's name; the majority decides (until 2026-12-02 one
    English-only word made the question English). Mostly, not only: the English texts have French words too (a
    card's name, `Sort`, `Lancer`), and a question whose every French word an English text somewhere has was read as
    English (`lancer un rituel pendant le tour de mon adversaire`: lancer 51 times in English texts, 739 in French)."""
    lexicon = searchers.lexicon
    # The French texts are a fifth of the English ones on the corpus, a handful of cards in the sample: counts are
    # compared for the same amount of text. Compared as they were (20 times as often), a French keyword name asked
    # alone was read as English wherever an English text had it a few times (a card's French name, `prouesse`
    # 30 times in French texts and 4 in English ones). And more often than in English ones, counted as they are:
    # the sample's French texts are 320 words, its two `vigilance` no evidence against the English texts' two.
    scale = lexicon.total("en") / lexicon.total("fr")
    mostly_fr = only_en = 0
    for written in SPELLING_WORD.findall(text or ""):
        for word in words(written):
            en, fr = lexicon.count("en", word), lexicon.count("fr", word)
            # A word typed with French accents is French unless only English texts have it (a card's name,
            # Séance): folded, `créature` and `état` are English words, and `vérifiées` a word no text has, so
            # `Quand les actions basées sur un état sont-elles vérifiées ?` was read as English.
            accented = FRENCH_ACCENTS.search(written) is not None and (fr or not en)
            mostly_fr += accented or (fr > en and lexicon.mostly_french(word, scale))
            # A word no card prints in either language that the French players' words have: a keyword named after
            # the French card texts end (2016-2018: `meuler`, `déguisement`), else read as English.
            mostly_fr += not en and not fr and in_french_asks(searchers, word)
            only_en += bool(en and not fr)
    mostly_fr += len(FRENCH_GRAMMAR.intersection(fold(w.lower()) for w in SPELLING_WORD.findall(text or "")))
    return mostly_fr > only_en


def in_french_asks(searchers, word):
    """Whether the French players' words say a word as typed (accents folded; not stemmed: a slip of an English word
    may stem as a French one, `surveill` as surveillance)."""
    return UNKNOWN_FRENCH and frenchasks.asked_as_typed(searchers.finder, word)
