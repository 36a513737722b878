"""A question naming a card asks a rule (issue 20; scard26): the index finds the card's page and rulings by its
name, which each of them holds, and two or three of them took page 1's places 3-5, the rule asked sixth
(`Can I redirect a spell with Spellskite if Spellskite isn't a legal target for it?`: 115.7a after two Spellskite
rulings). Called by hybrid.with_best_ruling last, once the card's best ruling and the rules it rests on are placed.
"""

import re

from rules.rule_refs import is_under

from .analysis import fold
from .frenchquestion import english_words
from .pageentry import entered, kept
from .questioncards import without_cards
from .rulefinder import plain_terms

# Of the top five, at most OWN_TOP results per card named are its page and rulings (own_capped).
OWN_TOP = 1
# ... and only for a rule below holding more of those words than the ruling that gives its place: a card's ruling
# holding the question's words may be the one asked (Mindslaver's on conceding beside its best one).
OWN_HELD = True
TOP = 5
# The finder's first rule, which the fusion keeps in page 1's top five (hybrid.FINDER_FIRST_KEPT, at its fifth place
# when the index passed it), takes that place back when what was placed after the fusion pushed it out: a named card's
# best ruling entering third, its rested and text rules, the first-place orderings (scard57: of the 243 tuned card
# misses, 39 had the rule asked in the finder's first five and 6th-10th on the page, a named ruling in the top five in
# 36 of them, third in 25; the finder's first itself fell to 6th-9th in five: Awakener Druid's 611.2b 8th under three
# rulings and the finder's 2nd-5th). Measured: tuned +5 -0, every never-tuned figure identical.
FINDER_FIRST_BACK = True
# ... and when the finder's first is in the top five, the first of its 2nd-FINDER_BACK missing from it and lower on
# the page takes the place of the top five's lowest ruling other than the card's best, unless the question is shaped
# as a ruling answers (RULING_SHAPED). Of the 228 tuned card misses (scard60, cards31 among them), 29 had the rule
# asked within the top five but for the named card's page and rulings above it, 10 of them asking what still happens;
# scard58 measured the place given without the gate: tuned +5 -0 but the never-tuned expected rulings in the top
# five 18 -> 16 of 22 (a named card's second ruling is often the ruling asked).
FINDER_BACK = 3
# A question asking what still happens, what happens, or whether something comes back / is got back is what a card's
# rulings answer (Locust God's return, Awakener Druid's forest "still", Spreading Seas' "can it still tap"): its
# rulings keep their places.
RULING_SHAPED = re.compile(
    r"\bstill\b|\bwhat happens\b|\b(?:come|comes|get|gets) (?:it |them )?back\b|\breturns?\b", re.IGNORECASE
)


def capped(page, searchers, plan_, text, cards, best):
    """own_capped for a question's page 1, the cards it names and the first card's best ruling (stored fields, or
    None); then the finder's first rule back in the top five (FINDER_FIRST_BACK) when it is lower on the page."""
    page = own_capped(
        page,
        [fold(name.lower()) for name in cards],
        best,
        _question_held(searchers, plan_, text, cards),
        _ruling_held(searchers, plan_, text, cards) if OWN_HELD else None,
    )
    if not FINDER_FIRST_BACK:
        return page
    firsts = () if RULING_SHAPED.search(text) else plan_.finder_firsts[1:FINDER_BACK]
    return finder_first_back(page, plan_.finder_first, firsts, best)


def finder_first_back(page, first, firsts=(), best=None):
    """Page 1 with the finder's first rule (its number, or None) at the top five's last place (pageentry.kept) when
    it is lower on the page and neither it nor a subrule of it is in the top five; only from lower on the page (no
    rule item made): the fusion found it there. With the first in the top five, the first of firsts (the finder's
    2nd-FINDER_BACK numbers) missing from it and lower on the page takes the place of the top five's lowest ruling
    other than best (stored fields, or None); no such ruling, the page unchanged."""
    if not first:
        return page
    for number in (first, *firsts):
        if not number or any(r["kind"] == "rule" and is_under(r.get("number") or "", number) for r in page[:TOP]):
            continue
        if number == first:
            return kept(page, [number], lambda number: None, top=TOP)
        found = next((r for r in page[TOP:] if r["kind"] == "rule" and r.get("number") == number), None)
        if found is None:
            # Nowhere lower on the page: the next one (no rule item is made).
            continue
        best_id = best and best.get("id")
        out = next((i for i in range(TOP - 1, 0, -1) if page[i]["kind"] == "ruling" and page[i]["id"] != best_id), None)
        return entered(page, found, out=out) if out is not None else page
    return page


def own_capped(page, named, best, held, ruling_held=None):
    """Page 1 with at most OWN_TOP of each named card's (folded names) page and rulings in its top five, the best
    ruling (stored fields, or None) and then the card's first there kept. Each other one, the lowest first, gives its
    place to the first rule below the top five that holds more of the question's rare words (held: RuleFinder.held)
    than it does (ruling_held(result); a card's page and, without it, a ruling hold none), and follows the top five."""
    top = page[:TOP]
    out = []
    for name in named:
        own = [r for r in top if r not in out and _owned(r, name)]
        kept = [r for r in own if best is not None and r["id"] == best["id"]] + own
        out += [r for r in own if r not in kept[:OWN_TOP]]
    if not out:
        return page
    rising = [r for r in page[TOP:] if r["kind"] == "rule" and held(r.get("number") or "")]
    gone, risen = [], []
    for result in sorted(out, key=top.index, reverse=True):
        if len(risen) == len(rising):
            break
        holds = ruling_held(result) if ruling_held and result["kind"] == "ruling" else 0.0
        if held(rising[len(risen)]["number"]) > holds:
            gone.append(result)
            risen.append(rising[len(risen)])
    if not gone:
        return page
    gone.reverse()
    # The rules risen take the places given up in their order.
    for place, rule in zip(sorted(top.index(r) for r in gone), risen, strict=True):
        top[place] = rule
    rest = [r for r in page[TOP:] if r not in risen]
    return (top + gone + rest)[: len(page)]


def _ruling_held(searchers, plan_, text, cards):
    """result -> the IDF of the question's rare words (RuleFinder.rare, as _question_held reads them) that a ruling's
    English text holds."""
    searcher = plan_.searcher
    rare = searchers.finder.rare(_question_words(searchers, plan_, text, cards))

    def ruling_held(result):
        docnum = searcher.document_number(id=result["id"])
        if docnum is None:
            return 0.0
        terms = set(plain_terms(searcher.stored_fields(docnum).get("en")))
        return sum(idf for t, idf in rare.items() if t in terms)

    return ruling_held


def _question_held(searchers, plan_, text, cards):
    """RuleFinder.held of the question's own words."""
    return searchers.finder.held(_question_words(searchers, plan_, text, cards))


def _question_words(searchers, plan_, text, cards):
    """The question less its cards' names (a French question's: its English words)."""
    if plan_.french:
        return " ".join(english_words(searchers, plan_, text))
    return without_cards(text, cards)


def _owned(result, name):
    if result["kind"] == "card":
        return fold(result["title"].lower()) == name
    return result["kind"] == "ruling" and name in {fold(c.lower()) for c in result.get("cards") or ()}
