"""The rule a named card's own text invokes, placed beside the card when the question's words lead to it.

A card's text says what rules it brings into play without naming them: "As an additional cost to cast this spell"
(601.2f, 118.8), "rather than pay this spell's mana cost" (118.9), "enters tapped" (614.1d), "for each" (608.2h),
"can't" (101.2), "copy" (707). The rule finder already reads them (finder_query: the card's wordings' rules,
finder.worded_in; the concepts the rulings' links read, cardconcepts.concept_rules; its keywords' rules) and enters
them in its list at WORDED_PLACE, where fusion often leaves them at places 6-10 (scard19's count of the tuned card
misses: 64 of 209). Here, when the question's words (the card's name out) lead to a rule under one of them (the
finder's family best for the words, holding some of the question's rare words), it is put on page 1 itself, right
after the card's page or ruling there, as hybrid.rested_rule_placed puts the rule a card's best ruling rests on.
"""

from rules.rule_refs import is_under

from .analysis import fold
from .cardconcepts import concept_rules, today_concepts
from .cardtextrules import text_wording_rules
from .cardtypes import family_best
from .planning import card_docnums
from .request import memo

TOP = 5
# Only a rule the page already has below its top five moves up beside the card: a rule the finder's family best
# brings from off the page (a keyword action the text says, Shuffle for `…25/25 right away?` of Serra Avatar) took
# the place of the rule asked, which held none of the question's rare words.
ON_PAGE = True
# The card-text wordings whose rules neither the CR's quotes nor the rulings' concepts give (cardtextrules.py).
CARD_TEXT_RULES = True
# ... and the finder's card step reads them with the concepts (concepts_of), at WORDED_PLACE: without it no figure
# moved, the rules being off page 1 or holding no rare word of the question (608.2h for Collective Unconscious).
TABLE_IN_FINDER = True


def card_text(searchers, name):
    """A named card's text as the index stores it ("" for a card it does not have)."""
    for docnum in card_docnums(searchers, name):
        return searchers.main.stored_fields(docnum).get("en", "")
    return ""


def text_rules(searchers, current, text):
    """The rules a card's rules text (questioncards.rules_text) invokes: the rules whose wordings it uses, the
    concepts it names (today's rules), its keywords' rules and the rules of the wordings neither names
    (cardtextrules: "for each" 608.2h, "can't" 101.2), each once."""
    found = list(worded_of(searchers, text))
    found += concepts_of(searchers, current, text) if current else []
    found += searchers.finder.keywords_in(text)
    found += text_wording_rules(text) if CARD_TEXT_RULES else []
    return list(dict.fromkeys(found))


def worded_of(searchers, text):
    """finder.worded_in of a card's text, read once per index for both the finder's card step and text_rules."""
    return memo(searchers, "card wordings", text, lambda: searchers.finder.worded_in(text))


def concepts_of(searchers, current, text):
    """cardconcepts.concept_rules of a card's text for the CR in force on current, read once per index for both
    the finder's card step (finder_query) and text_rules: about half a millisecond a text (cardconcepts)."""
    return memo(
        searchers,
        "card concepts",
        (current, text),
        lambda: (
            concept_rules(text, today_concepts(searchers.finder, current))
            + (text_wording_rules(text) if TABLE_IN_FINDER else [])
        ),
    )


def asked_base(page, bases, terms, finder, held):
    """The rule of bases() (numbers; read only when needed) the question leads to, none of whose rules is in page's
    top five: with ON_PAGE, the base of the first rule lower on page under one of them that holds some of the
    question's rare words (held); else the base whose family best for the question's terms the finder scores
    highest, among those holding some; None when none does."""
    top = [r.get("number") or "" for r in page[:TOP] if r["kind"] == "rule"]
    lower = [r["number"] for r in page[TOP:] if r["kind"] == "rule" and held(r.get("number") or "")]
    if ON_PAGE and not lower:
        return None
    bases = [base for base in bases() if not any(is_under(number, base) for number in top)]
    if ON_PAGE:
        return next((base for number in lower for base in bases if is_under(number, base)), None)
    scored = []
    for base in bases:
        number = family_best(finder, terms, base)
        if number is not None and held(number):
            scored.append((finder.paragraph_score(finder.index[number], terms), base))
    return max(scored)[1] if scored else None


def anchor(page, name):
    """The first result of page's top five that is the card's page or one of its rulings (folded name), as a ruling
    hybrid.rested_rule_placed reads (its cards: the card); None when neither is there."""
    for r in page[:TOP]:
        if r["kind"] == "card" and fold(r["title"].lower()) == name:
            return {**r, "cards": [r["title"]]}
        if r["kind"] == "ruling" and name in {fold(c.lower()) for c in r.get("cards") or ()}:
            return r
    return None
