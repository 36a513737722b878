"""Page 1 of a question: the index's ranking fused with the rule finder's.

The index ranks what the words match: the card a question names, its rulings, a rule that has the words. The
rule finder (rulefinder.py) ranks today's rules for the question's meaning as the CR and the cards word it. Their
two lists are fused by reciprocal rank (each document scores the sum of weight / (K + rank) over the lists that
have it), so a rule both find comes first, and a card's best ruling keeps its place beside the rule asked about.

What the rule finder is asked, and its ranking: finder_query.py (its list's order: finderlist.py).
"""

from collections import Counter
from datetime import date

from rules.rule_refs import is_under

from . import (
    cardsituations,
    cardsown,
    disagreed,
    frenchquestion,
    frenchsituations,
    pageentry,
    plainsituations,
    siblings,
    situations,
    textrule,
)
from .analysis import fold
from .cardtypes import family_best
from .documents import rule_doc_id
from .finderlist import K
from .frenchquestion import asked_rare
from .pageentry import entered_of
from .planning import cards_documents
from .questioncards import named_cards, rules_text, told_text, without_cards
from .results import hit, snippets_now
from .rule_docnums import rule_docnum
from .rulefinder import plain_terms

# Reciprocal rank fusion: K (finderlist.K) flattens the rank curve; each list's weight is how much its order is
# believed.
FINDER_WEIGHT = 1.0
INDEX_WEIGHT = 1.0
# A question in a player's words is the finder's ground: the index's order, led by its words, is believed less.
INDEX_WEIGHT_QUESTION = 0.8
# A query naming a card (`Panharmonicon triggers twice`) wants the card's rulings as much as the rules.
INDEX_WEIGHT_CARD = 1.0
# A question naming one asks a rule, its best ruling placed beside it (with_best_ruling): the card's other rulings,
# led in the index by the card's name, are believed as the index's order of any question.
INDEX_WEIGHT_CARD_QUESTION = 0.8
# A long question naming no card (LONG_TERMS or more of its words searched) tells a situation in a player's words:
# the index ranks what shares the most of its many common words (`creature`, `opponent`, `turn`), the finder what
# the CR says of them (severy26: of the 47 misses of everyday16-19, 13 had the right rule higher in the finder's
# list than on page 1, pushed down by rules both lists hold). None: weighed as any question.
INDEX_WEIGHT_LONG = 0.5
LONG_TERMS = 12
# ... and the index's two best are not kept in the top five there (KEPT).
LONG_KEPT = False
# The index's results a question's words found but that are not what a rules question asks: a card found by the
# words of its text (not named), a ruling of a card not named. Their weight in the fusion is multiplied by these.
UNNAMED_CARD = 0.3
UNNAMED_RULING = 0.85
# The index's first KEPT results are kept within the first KEPT_WITHIN places.
KEPT = 2
KEPT_WITHIN = 4
# ... not in a French question (sfr20): the index holds French text for the cards only (four rules are translated),
# so its list is led by the card the question names by its French name, the card's page and rulings in the order of
# the name, not of the question's words (Oblivion Ring's second ruling took the fourth place and pushed 610.3c out).
FRENCH_KEPT = False
# Among the subrules of one rule on page 1, the one holding more of the question's rare words first (siblings.py).
SIBLINGS = True
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
# ... and when none of its rulings is in it, once the rule its text invokes is placed beside the page (TEXT_RULE):
# the page alone kept the place of the finder's fourth or fifth rule (scard48: of the tuned card misses with the rule
# asked 6th-10th, five had the card's page and no ruling of it in the top five, the rule asked sixth).
CARD_PAGE_ALONE_AFTER = True
# A question naming a card: when its best ruling (BEST_RULING) rests on rules (rulingrests.py, today's numbers) none of
# which, nor any subrule of which, is in the top five, the one the question's words lead to enters right after the
# ruling in the place of a rule holding none of those words (rested_rule_placed). A ruling says what the card does,
# the rule why; the finder rarely ranks the rules a ruling rests on among its sixty (boosting them did nothing).
RESTED_RULE = True
# ... and when every rule there holds some of those words, in the place of the card's other ruling in the top five.
RESTED_OTHER_RULING = True
# A ruling resting on a whole section (707 Copying Objects) rests, for a question, on the section's rule its words lead
# to (cardtypes.family_best): any rule of the section on page 1 hid the one asked (707.5 there, 707.2 asked).
RESTED_SECTION_NARROWED = True
# The rule a named card's text invokes (its wordings', concepts', keywords' rules) that the question's words lead to,
# beside the card's page or ruling in the top five (textrule.py; scard21). The card's other ruling gives no place:
# with it giving one (TEXT_RULE_OTHER_RULING), two tuned questions more, but the expected rulings in the top five fell
# (never tuned 18 -> 17 of 22, tuned 22 -> 20 of 24).
TEXT_RULE = True
TEXT_RULE_OTHER_RULING = False
TOP = 5
# A rule gives its place on page 1 to a subrule below it that holds more of the question's rare words (False: only
# a rule that is a title does).
HELD = True


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
        finder = searchers.finder
        return finder.held_of(searchers.french.translate(text, skip=skip, known=finder.idf))
    if not named or not siblings.WITHOUT_CARDS:
        return None
    return held(searchers, plan_, without_cards(text, named))


# The finder's first rule keeps a place in page 1's top five as the rules it entered do (pageentry.kept): held by its
# list alone, the index's rules both lists hold passed it (smix22: of the 195 tuned misses with the rule asked 6th-10th,
# 178 left the top five in the fusion itself, 14 of them the finder's first rule, absent from the index's list:
# `If I didn't attack with anything, do we still go through blocks and damage?`, 508.8 sixth). Measured: tuned +9 -0,
# never tuned unchanged. 0: none. 2 (the finder's first two) was measured and not kept: tuned +12 -7, never tuned 200
# hit@5 93.5 -> 93.0.
FINDER_FIRST_KEPT = 1
# A French question's rules give their place to their subrules by its English words too (sp1).
FRENCH_TITLES = True


def fuse(results, ranked, plan_, words, *, per_page, named, question=False, held=None, sibling_held=None):
    """Page 1: the index's results and the finder's rules, fused by reciprocal rank; held: RuleFinder.held of the
    question (a subrule holding more of its rare words than its rule comes first); sibling_held: the same of the
    question less its cards' names, which orders the subrules of a rule (siblings.by_words)."""
    searcher = plan_.searcher
    current = plan_.current_version
    scores, by_id = Counter(), {}
    long = question and not named and INDEX_WEIGHT_LONG is not None and long_question(words)
    # ... and one naming no keyword whose lists share none of their first rules, but for its first place (disagreed).
    split = question and not (named or long or plan_.french)
    split = split and disagreed.disagreed(results, ranked, plan_.searchers.finder, words.get("en", ()))
    long, usual = long or split, Counter()
    if named:
        index_weight = INDEX_WEIGHT_CARD_QUESTION if question else INDEX_WEIGHT_CARD
    elif long:
        index_weight = INDEX_WEIGHT_LONG
    else:
        index_weight = INDEX_WEIGHT_QUESTION if question else INDEX_WEIGHT
    named = {name.lower() for name in named}
    for rank, result in enumerate(results, 1):
        scores[result["id"]] += index_weight * _unnamed(result, named) / (K + rank)
        usual[result["id"]] += INDEX_WEIGHT_QUESTION * _unnamed(result, named) / (K + rank)
        by_id[result["id"]] = result
    for rank, found in enumerate(ranked, 1):
        doc_id = rule_doc_id_of(current, found.number)
        if doc_id not in by_id:
            # Looked up once per searcher (rule_docnums): the same answer as document_number(id=doc_id).
            docnum = rule_docnum(searcher, current, found.number, plan_.searchers.finder)
            if docnum is None:
                continue
            by_id[doc_id] = hit(searcher.stored_fields(docnum), found.score, words, current_version=current, later=True)
        scores[doc_id] += FINDER_WEIGHT / (K + rank)
        usual[doc_id] += FINDER_WEIGHT / (K + rank)
    # In a question, equal scores (the first of each list) put the rule first: a question naming a card asks a
    # rule, that the card's ruling, right after it, applies (a query naming a card otherwise wants the card).
    order = sorted(by_id, key=lambda doc_id: (-scores[doc_id], question and by_id[doc_id]["kind"] != "rule"))
    order = disagreed.ordered(order, usual, by_id) if split else order
    # The index's two best stay in the top five: a ruling with every word of a query (`{X} reduce cost artifact
    # spell`) answers it as well as any rule.
    kept = KEPT if (FRENCH_KEPT or not plan_.french) and (LONG_KEPT or not long) else 0
    for place, result in enumerate(results[:kept]):
        if _unnamed(result, named) == UNNAMED_CARD or order.index(result["id"]) < KEPT_WITHIN:
            continue
        order.remove(result["id"])
        order.insert(KEPT_WITHIN - KEPT + place, result["id"])
    page = snippets_now([by_id[doc_id] for doc_id in order[:per_page]])
    page = _titles_after_their_rules(page, titles_held(plan_.french, held, sibling_held), titles=question)
    page = siblings.by_words(page, sibling_held or held) if SIBLINGS else page
    # The rules the finder entered in its top five keep a place in page 1's (pageentry: held by the finder's list
    # alone, at its fifth place, the rules both lists hold passed them).
    first = [r.number for r in ranked[:FINDER_FIRST_KEPT]]
    return pageentry.kept(page, dict.fromkeys([*entered_of(ranked), *first]), _rule_item(plan_, words))


def long_question(words):
    """Whether the index searched LONG_TERMS or more of a question's English words (Outcome.words' "en")."""
    return len(set(words.get("en", ()))) >= LONG_TERMS


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
    page, best = _with_best_ruling(page, searchers, plan_, text, docnums, words, cards)
    if not question or (plan_.french and not frenchquestion.FRENCH_CARDS):
        return page
    if CARD_PAGE_AFTER:
        page = pages_after_rulings(page, [fold(name.lower()) for name in cards])
    if RESTED_RULE and best is not None and searchers.finder.rests:
        page = _with_rested_rule(page, searchers, plan_, text, words, cards, best)
    if TEXT_RULE and cards and searchers.finder and not plan_.french:
        page = _with_text_rule(page, searchers, plan_, text, words, cards)
    if CARD_PAGE_ALONE_AFTER:
        page = pages_after_top(page, [fold(name.lower()) for name in cards])
    if cardsown.OWN_TOP is not None and cards and searchers.finder:
        page = cardsown.capped(page, searchers, plan_, text, cards, best)
    if cards and not plan_.french:
        # The cards' text tells a Told's rule (702.114a of a devoid card asked its colour), as finder_rules reads it.
        asked = without_cards(text, cards)
        texts = [told_text(searchers, name, textrule.card_text(searchers, name), asked) for name in cards]
        page = situations.kept_in_top(page, asked, "\n".join(texts))
        page = cardsituations.placed(page, asked, texts, _rule_item(plan_, words))
    # A question naming no card keeps its situation's rule as well (plainsituations.py, severy36).
    page = plainsituations.kept_in_top(page, text, cards, plan_.french)
    page = frenchsituations.kept_in_top(page, searchers, plan_, text, cards, textrule.card_text)
    return page


def _with_best_ruling(page, searchers, plan_, text, docnums, words, cards):
    """Page 1 with each named card's best ruling placed (each_cards_ruling_placed), and the first card's best ruling
    (stored fields; None when no ruling holds a rare word of the question)."""
    finder, searcher = searchers.finder, plan_.searcher
    if cards != plan_.cards:
        docnums = cards_documents(searchers, cards)
    if not BEST_RULING or not finder or not cards or not docnums:
        return page, None
    rare = asked_rare(searchers, plan_, text, cards)
    if not rare:
        return page, None
    rulings = [searcher.stored_fields(docnum) for docnum in sorted(docnums)]
    named = [fold(name.lower()) for name in cards]

    def item_of(fields):
        found = hit(fields, None, words, current_version=plan_.current_version, cards_named=named, later=True)
        return snippets_now([found])[0]

    rulings = [f for f in rulings if f["kind"] == "ruling" and f["lang"] != "fr"]
    page = each_cards_ruling_placed(page, rulings, rare, item_of, named)
    return page, best_ruling(page, [f for f in rulings if named[0] in _folded(f.get("cards"))], rare)


def _rule_item(plan_, words):
    """number -> the result of today's rule (None when the index has none), as page 1 shows it for words."""
    searcher = plan_.searcher

    def rule_item(number):
        docnum = searcher.document_number(id=rule_doc_id_of(plan_.current_version, number))
        if docnum is None:
            return None
        found = hit(searcher.stored_fields(docnum), None, words, current_version=plan_.current_version, later=True)
        return snippets_now([found])[0]

    return rule_item


def _with_text_rule(page, searchers, plan_, text, words, cards):
    """rested_rule_placed for the rule the first named card's text invokes that the question's words lead to
    (textrule.py), beside the card's page or ruling in the top five; the card's rulings keep their places."""
    finder = searchers.finder
    item = textrule.anchor(page, fold(cards[0].lower()))
    if item is None or not plan_.current_version:
        return page
    words_asked = without_cards(text, cards)
    held = finder.held(words_asked)

    def bases():
        return textrule.text_rules(
            searchers, plan_.current_version, rules_text(textrule.card_text(searchers, cards[0]))
        )

    terms = finder.query_terms(words_asked) if not textrule.ON_PAGE else None
    base = textrule.asked_base(page, bases, terms, finder, held)
    if base is None:
        return page
    terms = finder.query_terms(words_asked) if terms is None else terms
    rule_item = _rule_item(plan_, words)
    return rested_rule_placed(page, item, [base], terms, finder, rule_item, held, others=TEXT_RULE_OTHER_RULING)


def _with_rested_rule(page, searchers, plan_, text, words, cards, best):
    """rested_rule_placed for a question's best ruling (stored fields) and the rules it rests on."""
    finder = searchers.finder
    rule_item = _rule_item(plan_, words)
    rests = finder.rests.get(best["id"].removeprefix("ruling:"), [])
    if plan_.french:
        terms = frenchquestion.english_words(searchers, plan_, text)
        held = finder.held(" ".join(terms))  # the plain ranking's stems of the finder's (asked_rare)
        return rested_rule_placed(page, best, rests, terms, finder, rule_item, held)
    words_asked = without_cards(text, cards)
    held = finder.held(words_asked)
    return rested_rule_placed(page, best, rests, finder.query_terms(words_asked), finder, rule_item, held)


def pages_after_rulings(page, named):
    """Page 1 with the pages of the named cards (folded names) that are in its top five right after it, when one of
    their rulings is in the top five too: the results below move up."""
    top = page[:TOP]
    pages = [r for r in top if r["kind"] == "card" and fold(r["title"].lower()) in named]
    if not pages or not any(r["kind"] == "ruling" and set(named) & _folded(r.get("cards")) for r in top):
        return page
    rest = [r for r in page if r not in pages]
    return rest[:TOP] + pages + rest[TOP:]


def pages_after_top(page, named):
    """Page 1 with the pages of the named cards (folded names) that are in its top five right after it, the results
    below moving up (pages_after_rulings without its ruling)."""
    pages = [r for r in page[:TOP] if r["kind"] == "card" and fold(r["title"].lower()) in named]
    if not pages:
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


def best_ruling(page, rulings, rare):
    """The ruling (stored fields) whose English text holds the most of rare ({term: IDF}), the first on the page of
    those that hold as much; None when none holds any."""
    ids = [item["id"] for item in page]
    best = None
    for fields in rulings:
        terms = set(plain_terms(fields.get("en")))
        held = sum(idf for t, idf in rare.items() if t in terms)
        key = (-held, ids.index(fields["id"]) if fields["id"] in ids else len(ids))
        if held and (best is None or key < best[0]):
            best = key, fields
    return None if best is None else best[1]


def best_ruling_placed(page, rulings, rare, item_of):
    """Page 1 with the ruling (stored fields) whose English text holds the most of rare ({term: IDF}) in its top
    five, at BEST_RULING_PLACE when it is not; item_of(fields): the result of a ruling not on the page."""
    ids = [item["id"] for item in page]
    fields = best_ruling(page, rulings, rare)
    if fields is None or fields["id"] in ids[:TOP]:
        return page
    length = len(page)
    item = page.pop(ids.index(fields["id"])) if fields["id"] in ids else item_of(fields)
    page.insert(BEST_RULING_PLACE - 1, item)
    return page[:length]


def rested_rule_placed(page, ruling, rests, terms, finder, rule_item, held, *, others=None):
    """Page 1 with a rule the ruling (stored fields) in its top five rests on (rests: today's numbers) right after
    it, when no rule under one of them is in the top five: the first such rule lower on the page, else the rule
    under them whose paragraph the finder scores best for the question's terms (cardtypes.family_best). It takes
    the place of the top five's last rule holding none of the question's rare words (held: RuleFinder.held of the
    question less the cards' names), else of the card's other ruling there (RESTED_OTHER_RULING, or others when
    given), and only when it holds some: a rule the question's words lead to may be the one asked.
    rule_item(number): the result of a rule not on the page, None when the index has none."""
    ids = [item["id"] for item in page]
    if not rests or ruling["id"] not in ids[:TOP] or len(page) < TOP:
        return page
    sections = [base for base in rests if "." not in base]
    if RESTED_SECTION_NARROWED:
        rests = [_narrowed(finder, terms, base) for base in rests]
    top = page[:TOP]
    if any(r["kind"] == "rule" and is_under(r.get("number") or "", base) for r in top for base in rests):
        return page
    # A rule of a section the ruling rests on keeps its place: the section's best for the words may not be the
    # one asked.
    yielding = [
        r
        for r in top
        if r["kind"] == "rule"
        and not held(r.get("number") or "")
        and not any(is_under(r.get("number") or "", base) for base in sections)
    ]
    if not yielding and (RESTED_OTHER_RULING if others is None else others):
        # ... else the card's other ruling there: the index's, found by the card's name, not the question's words.
        own = _folded(ruling.get("cards"))
        yielding = [
            r for r in top if r["kind"] == "ruling" and r["id"] != ruling["id"] and own & _folded(r.get("cards"))
        ]
    if not yielding:
        return page
    found = next(
        (r for r in page[TOP:] if r["kind"] == "rule" and any(is_under(r.get("number") or "", b) for b in rests)),
        None,
    )
    if found is None:
        number = _best_rested(finder, terms, rests)
        found = rule_item(number) if number is not None else None
    if found is None or not held(found["number"]):
        return page
    out = yielding[-1]
    top = [r for r in top if r is not out]
    top.insert(top.index(ruling_item(top, ruling)) + 1, found)
    rest = [r for r in page[TOP:] if r is not found]
    return (top + [out] + rest)[: len(page)]


def ruling_item(page, ruling):
    """The result of page that is the ruling (stored fields)."""
    return next(r for r in page if r["id"] == ruling["id"])


def _narrowed(finder, terms, base):
    """A section (a number without a dot) as the rule of it the finder scores best for terms; other rules, or
    without a finder, as they are."""
    if "." in base or finder is None:
        return base
    return family_best(finder, terms, base) or base


def _best_rested(finder, terms, rests):
    """The rule under rests (numbers) whose paragraph the finder scores best for terms; None when none holds one."""
    scored = []
    for base in rests:
        number = family_best(finder, terms, base)
        if number is not None:
            scored.append((finder.paragraph_score(finder.index[number], terms), number))
    return max(scored)[1] if scored else None


def _unnamed(result, named):
    if result["kind"] == "card" and result["title"].lower() not in named:
        return UNNAMED_CARD
    if result["kind"] == "ruling" and not named & {c.lower() for c in result.get("cards", [])}:
        return UNNAMED_RULING
    return 1.0


def rule_doc_id_of(current, number):
    return rule_doc_id(date.fromisoformat(current), number)
