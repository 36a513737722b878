"""Page 1 of a question: the index's ranking fused with the rule finder's.

The index ranks what the words match: the card a question names, its rulings, a rule that has the words. The
rule finder (rulefinder.py) ranks today's rules for the question's meaning as the CR and the cards word it. Their
two lists are fused by reciprocal rank (each document scores the sum of weight / (K + rank) over the lists that
have it), so a rule both find comes first, and a card's best ruling keeps its place beside the rule asked about.

What the finder is asked:
- an English question: its words less the question's own;
- a French question: its words put into English by the lexicon mined from the cards (bilingual.py);
- a term of the jargon table the question names: its English name too, and its rule ranks higher;
- a card the question names: the keyword rules its text uses rank higher (a card + "cost" question wants the
  card's cost rules, not only its page).
"""

import re
from collections import Counter
from datetime import date

from rules.rule_refs import is_under

from . import asking, siblings
from .analysis import fold
from .cardconcepts import cited_by, concept_rules, today_concepts
from .cardtypes import enter, family_best, kind_rules
from .documents import rule_doc_id
from .planning import cards_documents, cards_named
from .results import hit, snippets_now
from .rulefinder import KEYWORD_RULE, Ranked, plain_terms, weighed
from .shortnames import beside, keywords_as_words

# Reciprocal rank fusion: K flattens the rank curve; each list's weight is how much its order is believed.
K = 6
FINDER_WEIGHT = 1.0
INDEX_WEIGHT = 1.0
# A question in a player's words is the finder's ground: the index's order, led by its words, is believed less.
INDEX_WEIGHT_QUESTION = 0.8
# A query naming a card (`Panharmonicon triggers twice`) wants the card's rulings as much as the rules.
INDEX_WEIGHT_CARD = 1.0
# A question naming one asks a rule, its best ruling placed beside it (with_best_ruling): the card's other rulings,
# led in the index by the card's name, are believed as the index's order of any question.
INDEX_WEIGHT_CARD_QUESTION = 0.8
# The index's results a question's words found but that are not what a rules question asks: a card found by the
# words of its text (not named), a ruling of a card not named. Their weight in the fusion is multiplied by these.
UNNAMED_CARD = 0.3
UNNAMED_RULING = 0.85
# The index's first KEPT results are kept within the first KEPT_WITHIN places.
KEPT = 2
KEPT_WITHIN = 4
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
# Among the subrules of one rule on page 1, the one holding more of the question's rare words first (siblings.py).
SIBLINGS = True
# The cards the spelling suggestion of a misspelt question names count as named (named_cards).
CORRECTED_CARDS = True
# The rules of the concepts a named card's text names (cardconcepts.py) count as its wordings' rules.
CARD_CONCEPTS = True
# A named card's kind by its type line (cardtypes: an Aura's 303.4, a planeswalker's 306 and 606) ranks ×1.5 and its
# best rule for the question's words enters the finder's list (fifth) when none of the family is in it.
CARD_KINDS = True
KIND_BOOST = 1.5
# A card document's type and mana cost lines (search.documents.card_doc): no rules wording. The CR quotes "artifact
# creature" (205.1b, 302.3), which few rules texts say and every artifact creature's type line does.
TYPE_LINE = re.compile(
    r"(?:(?:Legendary|Basic|Snow|World|Ongoing|Elite|Host) )*"
    r"(?:(?:Artifact|Creature|Enchantment|Instant|Sorcery|Land|Planeswalker|Battle|Tribal|Kindred|Conspiracy|"
    r"Dungeon|Phenomenon|Plane|Scheme|Vanguard|Emblem) ?)+(?:— .*)?"
)
MANA_LINE = re.compile(r"(?:\{[^{}]+\})+")
JARGON_WEIGHT = 1.0
# A named card's rare words (IDF ≥ CARD_TEXT_IDF, reminder text out) join the question's: `Magus of the Moon is out…`
# asks about "nonbasic lands are Mountains". Every word of the card drowned the question (never-tuned hit@5 −1 %).
CARD_TEXT_WEIGHT = 0.3
CARD_TEXT_IDF = 4.0
REMINDER_TEXT = re.compile(r"\([^()]*\)")
# The plain ranking (rulefinder.plain_rank: BM25 over every word of the question and the unexpanded paragraphs, as
# the FTS5 baseline ranks) is fused into the finder's list at this weight: a rule of the finder's ten that the plain
# ranking puts near its top (short, with the question's own words) moves up; one the finder ranked last may give its
# place to one only the plain ranking has. Not for French questions: their words are not the CR's.
PLAIN_WEIGHT = 0.3
PLAIN_DEPTH = 10
# The plain ranking's rules of the families a question does not name left out, as the finder's are weighed down.
PLAIN_UNNAMED = True
# A question naming a card: each card's ruling that holds most of the question's rare words (the names' words left
# out) is in the top five; one that is not enters at BEST_RULING_PLACE. The index ranks a card's rulings by the
# card's name too (Panharmonicon's rulings that say "Panharmonicons" came before the one on counters asked about).
BEST_RULING = True
BEST_RULING_PLACE = 3
# In a question naming a card, the card's page follows the top five when one of its rulings is in it: the index ranks
# a named card's page and rulings by the card's name, which each of them holds, and two of them took the places 3
# and 4 of the five, the rule the finder ranked third or fourth pushed out. A rules question asks what a ruling or
# a rule says; the page, one click from its rulings, says the card's text the question already names.
CARD_PAGE_AFTER = True
TOP = 5
# A rule gives its place on page 1 to a subrule below it that holds more of the question's rare words (False: only
# a rule that is a title does).
HELD = True
# An English question's French words (`equipement`, `blessures`) read through the French lexicon (bilingual.py).
FRENCH_WORDS = True
# A "who" question: the paragraphs naming an owner weigh more in the finder (asking.py).
ASKED_FACTS = True


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
        skip = {t for name in plan_.cards for t in name.lower().split()}
        terms = searchers.french.translate(text, skip=skip)
    else:
        terms = finder.query_terms(_without_cards(text, named))
        if FRENCH_WORDS:
            terms.update(searchers.french.in_english(_without_cards(text, named), finder.idf))
    boost = {}
    for match in understanding.matches:
        if match.term is not None:
            terms.update(dict.fromkeys(_cr_words(finder, match.term), JARGON_WEIGHT))
        for number in match.rules[:1]:
            boost[number] = TERM_BOOST
    worded, cited = [], []
    card_words = Counter()
    for name in named:
        text = _rules_text(card_text(name))
        if CARD_TEXT_WEIGHT and not plan_.french:
            card_words.update(finder.query_terms(_without_cards(REMINDER_TEXT.sub(" ", text), named)))
        for number in finder.keywords_in(text):
            said = KEYWORD_SAID_BOOST and keyword_said(finder, number, terms)
            boost[number] = max(boost.get(number, 0), KEYWORD_SAID_BOOST if said else KEYWORD_BOOST)
        wordings = finder.worded_in(text)
        worded.extend(wordings)
        if WORDED_CITED:
            cited.extend(cited_by(finder, plan_.current_version, wordings))
        if CARD_CONCEPTS:
            worded.extend(concept_rules(text, today_concepts(finder, plan_.current_version)))
    terms.update({t: CARD_TEXT_WEIGHT for t in card_words if t not in terms and finder.idf.get(t, 0) >= CARD_TEXT_IDF})
    worded = list(dict.fromkeys(worded + cited))
    for number in worded:
        boost.setdefault(number, WORDED_BOOST)
    return Counter(terms), boost, worded


def keyword_said(finder, number, terms):
    """Whether a question's terms (its words less the cards' names) hold the name of the keyword rule number."""
    return any(
        n == number and (words := finder.query_terms(word)) and all(w in terms for w in words)
        for word, n in finder.keywords.items()
    )


def named_cards(searchers, plan_, text):
    """The cards a question names: those of its words, then those its spelling suggestion names (text: the words
    read, corrected). A judge types `Tarmgoyf`; the suggestion reads Tarmogoyf, whose text and rulings the
    question is about."""
    if not CORRECTED_CARDS or plan_.french or not text:
        return plan_.cards
    return beside(plan_.cards, keywords_as_words(searchers.finder, text, cards_named(searchers, text)))


def _rules_text(text):
    """A card document's text less its type and mana cost lines (a split card's faces have theirs too)."""
    return "\n".join(line for line in text.splitlines() if not (TYPE_LINE.fullmatch(line) or MANA_LINE.fullmatch(line)))


def _cr_words(finder, term):
    """The finder's terms for a jargon term: its shortest way of saying it whose every word the CR uses ("LKI" is
    no CR word, "last known information" is; "protection", not "protection from"); for a slang term, its ways in
    the CR's words (`cr`): "steal" is a word of the CR's examples, but its rule says "gain control"."""
    ways = [finder.query_terms(way) for way in (term.cr or term.says)]
    in_cr = [t for t in ways if t and all(w in finder.idf for w in t)]
    return min(in_cr, key=len) if in_cr else ways[0]


def _without_cards(text, cards):
    """The question less the names of the cards it names: a card's name is no rules word (Wrath of God)."""
    lowered = text
    for name in cards:
        found = re.search(_name_pattern(name), lowered, re.IGNORECASE)
        if found:
            lowered = lowered[: found.start()] + " " + lowered[found.end() :]
    return lowered


def _name_pattern(name):
    """A card's name as a question's plain words keep it: a word of the name may be gone (a question word or a
    filler: "Force of Will cast by…" is read "Force of cast by…"), the first is there."""
    first, *rest = re.findall(r"[\w'’-]+", name) or [name]
    rest = "".join(rf"(?:[\W_]+{re.escape(word)}(?!\w))?" for word in rest)
    return rf"(?<!\w){re.escape(first)}{rest}(?!\w)"


def finder_rules(request, plan_, searchers, card_text, *, text=None, named=None):
    """The finder's ranking of today's rules for a request ([rulefinder.Ranked]); named: the cards the request
    names (named_cards of text, or of the request's words), computed once by the caller."""
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
    bases = [n for name in named for n in kind_rules(name, card_text(name))] if CARD_KINDS else []
    for base in dict.fromkeys(bases):
        boost.setdefault(base, KIND_BOOST)
        enter(ranked, base, family_best(searchers.finder, terms, base), WORDED_PLACE)
    if ASKED_FACTS and request.understanding.question and not plan_.french:
        ranked = asking.stating_first(searchers.finder, ranked, request.free)
    unnamed = set()
    if UNNAMED_FAMILY != 1.0 and request.understanding.question and (UNNAMED_WITH_CARDS or not named):
        # A card's name is no rules word, but the question still says it: a keyword named as a card is
        # (`Harmonize`, the keyword of 2025 and a card of 2007) is named.
        unnamed = searchers.finder.unnamed([*terms, *(t for name in named for t in searchers.finder.query_terms(name))])
        ranked = _unnamed_families_down(ranked, unnamed, boost, UNNAMED_CARD_FAMILY if named else UNNAMED_FAMILY)
    # A family boost: the rule named and every subrule of it.
    if boost:
        factors = {r.number: _factor(r.number, boost) for r in ranked}
        ranked = sorted(ranked, key=lambda r: -r.score * factors[r.number])
    ranked = ranked[:FINDER_DEPTH]
    if plan_.french or not PLAIN_WEIGHT:
        return ranked
    plain = searchers.finder.plain_rank(text or request.free, limit=PLAIN_DEPTH)
    if PLAIN_UNNAMED and (UNNAMED_CARD_PLAIN or not named):
        plain = [n for n in plain if not _unnamed_family(n, unnamed, boost)]
    return with_plain(ranked, plain)


def _unnamed_families_down(ranked, unnamed, boost, weight=UNNAMED_FAMILY):
    """The finder's ranking with the rules of the keywords, kinds of card and variants the question does not name
    (unnamed: RuleFinder.unnamed; nor its jargon: boost) weighed UNNAMED_FAMILY."""

    def factor(number):
        return weight if _unnamed_family(number, unnamed, boost) else 1.0

    return weighed(ranked, factor)


def _unnamed_family(number, unnamed, boost):
    """Whether a rule is of a keyword (702.54a: 702.54) or a section (810.9b: 810) the question does not name."""
    family = KEYWORD_RULE.match(number)
    families = {number[:3], family[0] if family else None}
    return bool(families & unnamed) and not any(is_under(number, base) for base in boost)


def held(searchers, plan_, text):
    """RuleFinder.held for a question's text, None for a French one (its words are not the CR's) or without a
    finder."""
    if plan_.french or not searchers.finder or not HELD:
        return None
    return searchers.finder.held(text)


def sibling_held(searchers, plan_, text, named):
    """held of the question less the names of the cards it names (named_cards), when siblings.WITHOUT_CARDS; of a
    French question's words put into English, when siblings.FRENCH."""
    if plan_.french and siblings.FRENCH and searchers.finder and HELD:
        skip = {t for name in plan_.cards for t in name.lower().split()}
        return searchers.finder.held_of(searchers.french.translate(text, skip=skip))
    if not named or not siblings.WITHOUT_CARDS:
        return None
    return held(searchers, plan_, _without_cards(text, named))


def with_plain(ranked, plain):
    """The finder's list and the plain ranking's rule numbers fused by reciprocal rank, the plain at PLAIN_WEIGHT,
    as long as the finder's."""
    scores = Counter()
    for rank, found in enumerate(ranked, 1):
        scores[found.number] += 1 / (K + rank)
    for rank, number in enumerate(plain, 1):
        scores[number] += PLAIN_WEIGHT / (K + rank)
    fused = sorted(scores.items(), key=lambda item: -item[1])
    # As many as the finder gave: the plain ranking reorders the finder's list, it does not lengthen a short one
    # (a question whose words the CR hardly has wants the index's cards and rulings, not more rules).
    return [Ranked(number, score) for number, score in fused[: len(ranked)]]


def _factor(number, boost):
    factor = 1.0
    for base, f in boost.items():
        if is_under(number, base):
            factor = max(factor, f)
    return factor


# A French question's rules give their place to their subrules by its English words too (sp1).
FRENCH_TITLES = True


def fuse(results, ranked, plan_, words, *, per_page, named, question=False, held=None, sibling_held=None):
    """Page 1: the index's results and the finder's rules, fused by reciprocal rank; held: RuleFinder.held of the
    question (a subrule holding more of its rare words than its rule comes first); sibling_held: the same of the
    question less its cards' names, which orders the subrules of a rule (siblings.by_words)."""
    searcher = plan_.searcher
    current = plan_.current_version
    scores, by_id = Counter(), {}
    if named:
        index_weight = INDEX_WEIGHT_CARD_QUESTION if question else INDEX_WEIGHT_CARD
    else:
        index_weight = INDEX_WEIGHT_QUESTION if question else INDEX_WEIGHT
    named = {name.lower() for name in named}
    for rank, result in enumerate(results, 1):
        scores[result["id"]] += index_weight * _unnamed(result, named) / (K + rank)
        by_id[result["id"]] = result
    for rank, found in enumerate(ranked, 1):
        doc_id = rule_doc_id_of(current, found.number)
        if doc_id not in by_id:
            docnum = searcher.document_number(id=doc_id)
            if docnum is None:
                continue
            by_id[doc_id] = hit(searcher.stored_fields(docnum), found.score, words, current_version=current, later=True)
        scores[doc_id] += FINDER_WEIGHT / (K + rank)
    # In a question, equal scores (the first of each list) put the rule first: a question naming a card asks a
    # rule, that the card's ruling, right after it, applies (a query naming a card otherwise wants the card).
    order = sorted(by_id, key=lambda doc_id: (-scores[doc_id], question and by_id[doc_id]["kind"] != "rule"))
    # The index's two best stay in the top five: a ruling with every word of a query (`{X} reduce cost artifact
    # spell`) answers it as well as any rule.
    for place, result in enumerate(results[:KEPT]):
        if _unnamed(result, named) == UNNAMED_CARD or order.index(result["id"]) < KEPT_WITHIN:
            continue
        order.remove(result["id"])
        order.insert(KEPT_WITHIN - KEPT + place, result["id"])
    page = snippets_now([by_id[doc_id] for doc_id in order[:per_page]])
    page = _titles_after_their_rules(page, titles_held(plan_.french, held, sibling_held), titles=question)
    return siblings.by_words(page, sibling_held or held) if SIBLINGS else page


def titles_held(french, held, sibling_held):
    """The held by which a rule gives its place to a subrule below it (_titles_after_their_rules): a French
    question's is its words put into English (sibling_held), as held is an English question's."""
    return sibling_held if french and FRENCH_TITLES else held


def _titles_after_their_rules(page, held=None, *, titles=True):
    """A rule that is only a title (`702.20 Vigilance`, `513 End Step`) gives its place to the first of its
    subrules on the page, and follows it: a question asks what a rule says, and the title says nothing (the answer
    box shows the keyword's rule when the question is the keyword alone). held(number): the question's rare words
    a rule's own words hold (RuleFinder.held); any other rule (a title too, when titles is False) gives its place
    the same way to the first subrule below it that holds more of them (`hybrid mana value`: 202.3f on hybrid
    symbols, not 202.3 on mana value)."""
    for item in [r for r in page if r["kind"] == "rule" and r.get("number")]:
        number = item["number"]
        if titles and not item["snippet"]:
            own = None
        elif held:
            own = held(number)
        else:
            continue
        at = page.index(item)
        below = next(
            (
                i
                for i, r in enumerate(page)
                if i > at
                and r["kind"] == "rule"
                and is_under(r.get("number") or "", number)
                and (own is None or held(r["number"]) > own)
            ),
            None,
        )
        if below is not None:
            page.insert(at, page.pop(below))
    return page


def before_pinned(pinned, page, held, *, question=False):
    """The rules put first on page 1 (planning's pinned: the rule a term names) with the subrules of the page that
    hold more of the question's rare words than them before them, as _titles_after_their_rules orders a page
    (`hybrid mana value` pins 202.3, mana value; 202.3f, hybrid symbols, comes first)."""
    if not held or not pinned:
        return pinned
    ids = {item["id"] for item in pinned}
    ordered = _titles_after_their_rules(list(pinned) + [r for r in page if r["id"] not in ids], held, titles=question)
    last = max(i for i, item in enumerate(ordered) if item["id"] in ids)
    return ordered[: last + 1]


def with_best_ruling(page, searchers, plan_, text, docnums, words, *, question=False, named=None):
    """Page 1 with the best ruling of the cards a question names in its top five (BEST_RULING): the ruling of
    docnums (the named cards' documents, planning.cards_documents) whose English text holds the most IDF of the
    question's rare words (RuleFinder.rare), the cards' names left out; the first on the page of those that hold as
    much. One not in the top five enters at BEST_RULING_PLACE. In a question (question), the named cards' pages
    then follow the top five when a ruling of theirs is in it (CARD_PAGE_AFTER). named: named_cards of text, when
    the caller has them."""
    cards = named_cards(searchers, plan_, text) if named is None else named
    page = _with_best_ruling(page, searchers, plan_, text, docnums, words, cards)
    if not question or not CARD_PAGE_AFTER or plan_.french:
        return page
    return pages_after_rulings(page, [fold(name.lower()) for name in cards])


def _with_best_ruling(page, searchers, plan_, text, docnums, words, cards):
    finder, searcher = searchers.finder, plan_.searcher
    if cards != plan_.cards:
        docnums = cards_documents(searchers, cards)
    if not BEST_RULING or plan_.french or not finder or not cards or not docnums:
        return page
    rare = finder.rare(_without_cards(text, cards))
    if not rare:
        return page
    rulings = [searcher.stored_fields(docnum) for docnum in sorted(docnums)]
    named = [fold(name.lower()) for name in cards]

    def item_of(fields):
        found = hit(fields, None, words, current_version=plan_.current_version, cards_named=named, later=True)
        return snippets_now([found])[0]

    rulings = [f for f in rulings if f["kind"] == "ruling" and f["lang"] != "fr"]
    return each_cards_ruling_placed(page, rulings, rare, item_of, named)


def pages_after_rulings(page, named):
    """Page 1 with the pages of the named cards (folded names) that are in its top five right after it, when one of
    their rulings is in the top five too: the results below move up."""
    top = page[:TOP]
    pages = [r for r in top if r["kind"] == "card" and fold(r["title"].lower()) in named]
    if not pages or not any(r["kind"] == "ruling" and set(named) & _folded(r.get("cards")) for r in top):
        return page
    rest = [r for r in page if r not in pages]
    return rest[:TOP] + pages + rest[TOP:]


def _folded(names):
    return {fold(name.lower()) for name in names or ()}


def each_cards_ruling_placed(page, rulings, rare, item_of, named):
    """best_ruling_placed for each card named (folded names), the first card's ruling placed last (first): with
    two cards named, the other card's rulings may hold more of the words (Thalia's cost rulings beside Force of
    Will's, "you must pay that additional cost")."""
    for name in reversed(named):
        own = [f for f in rulings if name in {fold(c.lower()) for c in f.get("cards") or ()}]
        page = best_ruling_placed(page, own, rare, item_of)
    return page


def best_ruling_placed(page, rulings, rare, item_of):
    """Page 1 with the ruling (stored fields) whose English text holds the most of rare ({term: IDF}) in its top
    five, at BEST_RULING_PLACE when it is not; item_of(fields): the result of a ruling not on the page."""
    ids = [item["id"] for item in page]
    best = None
    for fields in rulings:
        terms = set(plain_terms(fields.get("en")))
        held = sum(idf for t, idf in rare.items() if t in terms)
        key = (-held, ids.index(fields["id"]) if fields["id"] in ids else len(ids))
        if held and (best is None or key < best[0]):
            best = key, fields
    if best is None or best[1]["id"] in ids[:TOP]:
        return page
    fields = best[1]
    length = len(page)
    item = page.pop(ids.index(fields["id"])) if fields["id"] in ids else item_of(fields)
    page.insert(BEST_RULING_PLACE - 1, item)
    return page[:length]


def _unnamed(result, named):
    if result["kind"] == "card" and result["title"].lower() not in named:
        return UNNAMED_CARD
    if result["kind"] == "ruling" and not named & {c.lower() for c in result.get("cards", [])}:
        return UNNAMED_RULING
    return 1.0


def rule_doc_id_of(current, number):
    return rule_doc_id(date.fromisoformat(current), number)
