"""Turning a judge's query into results: the one entry point, `search(q, kind=, lang=, page=)`, that the JSON view
and the search page both call. The work is in small steps around dataclasses, each in its module:

    request.make_request()   the query text and controls checked and read (jargon.py reads its words) -> SearchRequest
    spelt_twin()             a misspelt card's name: the request as the spelling suggestion writes it
    planning.plan()          what to run on which index: version, language, the rules and cards named -> Plan
                             (parsing.py turns its words and filters into Whoosh queries)
    running.run()            matches counted, faceted, one page ranked                                 -> Outcome
    fallbacks.fall_back()    few matches: a spelling fix, most of the words, any of them, similar card names
    running.results_of()     the page's results (results.py), once, for the outcome kept
    finder_query.finder_rules()  the rule finder's rules for a question in plain words
    hybrid.fuse()            page 1 of a question in plain words fused with the rule finder's rules
    respond()                the JSON-shaped answer (docs/api.md), with the answer on top (answers.py)

Bad input raises QueryError (a 400 for the views); a missing or unreadable index raises index.NoIndex (a 503).
"""

import dataclasses
import logging
import pickle
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh.query import (
    And,
)

from . import answers, disagreed, finder_query, finderlist, firstplace, frenchsiblings, hybrid, jargon, questioncards
from .cardconcepts import cites
from .check import readable
from .fallbacks import LONG_QUERY, WIDEN_BELOW, fall_back
from .index import NoIndex, UnreadableIndex, current_path, forget_searchers, search_lock, shared_searchers
from .planning import (
    card_docnums,
    card_named_alone,
    cards_documents,
    cards_named,
    is_french,
    keywords_each,
    plan,
    rules_may_be_shown,
)
from .request import PER_PAGE, QueryError, finder_kept_out, make_request, memo, understand
from .results import beside_its_source, english_first, jump_hits, put_first, rule_jump
from .running import defining_hit, pinned_hits, results_of, run
from .shortnames import beside, keywords_as_words, meant
from .suggestions import suggestions

logger = logging.getLogger("search")

# What only reading a damaged index raises: the bytes decide (a truncated segment is EOFError "Ran out of input").
INDEX_READ_ERRORS = (
    OSError,
    EOFError,
    struct.error,
    zlib.error,
    pickle.UnpicklingError,
    whoosh_index.IndexError,
)
# What a damaged index raises too (a pickle cut short, an offset past the end), but so does a bug of ours: the index
# is then read through (check.readable) and decides. A bug is a 500 with its traceback, the searchers kept; only
# an index that does not read is a 503 "index damaged".
MAYBE_INDEX_ERRORS = (ValueError, KeyError, IndexError, TypeError, AttributeError)


# --- search ------------------------------------------------------------------------------------------------------


def search(q, *, kind=None, lang=None, page=1, per_page=PER_PAGE, **controls):
    """Search rules, rulings and cards. Returns a dict (the JSON of /api/search, docs/api.md):

    query, total, page, pages, per_page, results (kind, id, title, snippet (HTML,
    escaped), url, language, authoritative, score, date, source, number,
    version, original for a translation, note for a rule reached by its old
    number), suggestions, facets ({kind: count}), jump (for a rule number),
    answer (for a glossary term or keyword), corrected_query (when nothing
    matched and a suggestion was searched instead), relaxed, fuzzy_cards, version.
    """
    request = make_request(q, kind=kind, lang=lang, page=page, per_page=per_page, controls=controls)
    with search_lock:
        try:
            searchers = shared_searchers()
            # The index's answer to the same request is the same until the index changes (memo is dropped then):
            # at a tournament the same few questions come from every table.
            found = memo(searchers, "found", request.key, lambda: _find(request, searchers), limit=FOUND_KEPT)
        except (QueryError, NoIndex):
            raise
        except INDEX_READ_ERRORS as exc:
            logger.exception("search index read failed for %r", request.text)
            forget_searchers()
            raise UnreadableIndex() from exc
        except MAYBE_INDEX_ERRORS as exc:
            path = current_path()
            problem = damage(path) if path is not None else None
            if problem is None:
                raise  # our bug: the index reads
            logger.exception("search index read failed for %r (%s)", request.text, problem)
            forget_searchers()
            raise UnreadableIndex() from exc
    return respond(request, found)


# Builds whose files were read through without a fault, by the files' sizes and times (a damaged file changes
# them): a bug raised again and again reads a build through once, not at each request.
_sound = {}


def damage(path):
    """What is wrong with an index build's files (check.readable), or None when they read."""
    stamp = file_stamp(path)
    if stamp is not None and _sound.get(str(path)) == stamp:
        return None
    problem = readable(path)
    if problem is None and stamp is not None:
        _sound.clear()  # one build is served at a time
        _sound[str(path)] = stamp
    return problem


def file_stamp(path):
    """(name, size, time) of every file of a build, or None when they cannot be listed."""
    try:
        found = []
        for file in Path(path).rglob("*"):
            if file.is_file():
                stat = file.stat()
                found.append((str(file), stat.st_size, stat.st_mtime_ns))
    except OSError:
        return None
    return tuple(sorted(found))


# A question whose spelling suggestion names a card is searched as the suggestion spells it (spelt_twin).
CORRECTED_CARD_QUERY = True
# ... and one whose suggestion names a rules term the words typed do not (spelt_twin, _names_another_term).
CORRECTED_TERM_QUERY = True
# A short name several cards share (`Kalitas`) names the one whose text holds the question's words (shortnames.py).
SHORT_NAMES_MEANT = True
# In a French question, asked_first reads the French players' questions with the question's own words (sfr10).
FRENCH_ASKED_FIRST = True
# In a French query, nearer_neighbour_first reads the French players' questions with the query's own words (sp10).
FRENCH_NEIGHBOUR_FIRST = True
# A keyword a question names misspelt (`defendor`) is named as its spelling suggestion spells it (_keywords_spelt).
SLIPPED_KEYWORDS = True
# Answers kept per process until the index changes: a page of results is a few kilobytes.
FOUND_KEPT = 500


@dataclass(frozen=True)
class Found:
    """What the index answered for a request (the rule jump is read from the database on each request)."""

    total: int
    facets: dict
    notes: dict
    results: list
    pinned: list
    answer: dict | None
    version: str | None
    language: str = "en"


def _find(request, searchers):
    understand(request, searchers)
    suggested = suggestions(searchers, request.free)
    twin, typed = spelt_twin(request, searchers, suggested), request.free
    if twin is not None:
        # The question as its suggestion spells it is searched instead: the card's page and rulings, led by its
        # name, are found as for the name typed right.
        request = twin
        suggested_left = []
    else:
        suggested_left = suggested
    named = memo(
        searchers,
        "named",
        request.free,
        lambda: answers.named(
            request.understanding,
            searchers.glossary,
            jargon.load(),
            french=_lexicon(request, searchers),
            known=searchers.finder.idf if searchers.finder is not None else None,
        ),
    )
    if SLIPPED_KEYWORDS and twin is None and suggested:
        named = named + _keywords_spelt(searchers, request, suggested[0], named)
    plan_ = plan(request, searchers, named)
    if SHORT_NAMES_MEANT:
        plan_.cards = _meant(request, searchers, plan_.cards, next(iter(suggested), None))
    outcome = _search_index(request, plan_, suggested_left)
    fused = _asks_rules(request, plan_) and not outcome.notes.get("fuzzy_cards")
    results = results_of(outcome, plan_, later=fused)
    held = None
    if fused:
        # A misspelt word is read as the spelling suggestion corrects it.
        fixed = outcome.notes.get("corrected_query") or next(iter(outcome.notes.get("suggestions") or []), None)
        # The cards it names, read once for the finder and the best ruling.
        named_here = questioncards.named_cards(searchers, plan_, fixed or request.free)
        ranked = finder_query.finder_rules(
            request, plan_, searchers, lambda name: _card_text(searchers, name), text=fixed, named=named_here
        )
        cards = beside(
            plan_.cards, keywords_as_words(searchers.finder, fixed, cards_named(searchers, fixed)) if fixed else []
        )
        held = hybrid.held(searchers, plan_, fixed or request.free)
        sibling_held = hybrid.sibling_held(searchers, plan_, fixed or request.free, named_here)
        results = hybrid.fuse(
            results,
            ranked,
            plan_,
            outcome.words,
            per_page=request.per_page,
            named=cards,
            question=request.understanding.question,
            held=held,
            sibling_held=sibling_held,
        )
        before = list(results)
        results = firstplace.long_before_short_sibling(results, sibling_held or held, searchers.finder.length)
        if request.understanding.question:
            results = firstplace.general_before_special_sibling(results, sibling_held or held, searchers.finder.length)
            results = firstplace.parent_before_its_subrule(results, sibling_held or held, searchers.finder.length)
        if plan_.french and FRENCH_ASKED_FIRST:
            skip = questioncards.named_words(plan_)
            results = firstplace.asked_first(results, searchers.finder.asked_share_fr(fixed or request.free, skip))
        if not plan_.french:
            share = searchers.finder.asked_share(fixed or request.free)
            results = firstplace.asked_first(results, share)
            asked = fixed or request.free
            plain = lambda: searchers.finder.plain_rank(asked, limit=finderlist.PLAIN_DEPTH)  # noqa: E731
            results = firstplace.agreed_first(results, share, [r.number for r in ranked], plain)
        if request.understanding.question and plan_.current_version:
            results = firstplace.cited_first(results, lambda n: cites(searchers.finder, plan_.current_version, n))
        if not plan_.french:
            likeness = searchers.finder.ask_likeness(fixed or request.free)
            results = firstplace.nearer_neighbour_first(results, likeness)
            results = firstplace.sibling_lifted(results, likeness, share, keep=bool(named_here))
            if plan_.current_version:
                results = firstplace.section_cited_first(
                    results, lambda n: cites(searchers.finder, plan_.current_version, n), likeness
                )
        elif FRENCH_NEIGHBOUR_FIRST:
            skip = questioncards.named_words(plan_)
            results = frenchsiblings.ordered(results, searchers.finder, fixed or request.free, skip)
        if not plan_.french:
            families = keywords_each(request.understanding, named)
            results = firstplace.each_keyword_placed(results, families, lambda number: defining_hit(plan_, number))
        # No reordering puts first a rule the disagreement fusion brought into the top five (disagreed.Brought).
        results = disagreed.first_spared(results, before)
        results = hybrid.with_best_ruling(
            results,
            searchers,
            plan_,
            fixed or request.free,
            cards_documents(searchers, plan_.cards),
            outcome.words,
            question=request.understanding.question,
            named=named_here,
        )
        english_first(results)
    pinned = pinned_hits(plan_, request) if plan_.pinned and request.page == 1 else []
    if not _all_named(request.understanding, named):
        # A query that is a term and nothing more asks for the rule the term names (`layers` is 613, not 613.1).
        pinned = hybrid.before_pinned(pinned, results, held, question=request.understanding.question)
    finder = searchers.finder if fused and not plan_.french else None
    pinned = firstplace.heading_placed(pinned, results, request.understanding, finder)
    if plan_.french:
        beside_its_source(pinned, results)
    notes = outcome.notes
    if twin is not None:
        notes = {**notes, "suggestions": suggested, "corrected_query": twin.free}
        notes["corrected_card" if _names_another_card(searchers, typed, twin.free) else "corrected_term"] = True
    return Found(
        total=outcome.total,
        facets=outcome.facets,
        notes=notes,
        results=results,
        pinned=pinned,
        answer=_confirmed(*_answer(request, named, searchers), results, cards=plan_.cards),
        version=plan_.version,
        language="fr" if plan_.french else "en",
    )


def spelt_twin(request, searchers, suggested):
    """The request as its spelling suggestion writes it, when the suggestion names a card the words typed do not
    (`Tarmgoyf` -> Tarmogoyf); else None. The index is then searched for the name spelt right: as typed, the name
    matches neither the card's page nor its rulings. The suggestion is the one the response gives anyway."""
    if not CORRECTED_CARD_QUERY or not suggested or request.number is not None or is_french(searchers, request.free):
        return None
    fixed = suggested[0]
    if not _names_another_card(searchers, request.free, fixed):
        if not (CORRECTED_TERM_QUERY and _names_another_term(searchers, request.free, fixed)):
            return None
    return understand(dataclasses.replace(request, free=fixed, understanding=None), searchers)


def _keywords_spelt(searchers, request, fixed, named):
    """The keywords (701, 702) the spelling suggestion names that the words typed do not: `can a creture with
    defendor attack` names defender as `defender` does, its rule ranked as the keyword's. The finder reads the
    suggestion already; the terms named were read from the words typed, so a misspelt keyword was no keyword."""
    if is_french(searchers, request.free):
        return []
    have = {n.definition.term for n in named}
    spelt = memo(
        searchers,
        "named_spelt",
        fixed,
        lambda: answers.named(jargon.load().understand(fixed), searchers.glossary, jargon.load()),
    )
    return [
        n for n in spelt if answers.is_keyword(n.definition.rule) and not n.generic and n.definition.term not in have
    ]


def _names_another_card(searchers, typed, fixed):
    """Whether the suggestion names a card the words typed do not (and that is no rules term)."""
    named = set(cards_named(searchers, typed))
    return any(name not in named and not _rules_term(searchers, name) for name in cards_named(searchers, fixed))


def _names_another_term(searchers, typed, fixed):
    """Whether the suggestion names a rules term of two words or more that the words typed do not (`legendery
    rule` is the legend rule, `replacment effects` replacement effect): the term's rule, its answer box and the
    finder's reading of it then come as for the term typed right. Only for a short query (a term and a word or
    two): a question's words are read by the finder corrected already, and searched corrected its first place
    moved as often down as up (the typos set). A one-word term (`spell`, `damage`) is left to the fallbacks:
    most corrections make one."""
    if len(fixed.split()) >= LONG_QUERY:
        return False
    table = jargon.load()
    # A word the jargon reads as typed (`decked`, `mulled`, `DFC`) is no misspelling, whatever the lexicon says.
    understood = table.understand(typed)
    said = " ".join(understood.typed[m.start : m.end] for m in understood.matches).lower()
    if any(word in said for word in set(typed.lower().split()) - set(fixed.lower().split())):
        return False

    def terms(text):
        return {n.definition.term.lower() for n in answers.named(table.understand(text), searchers.glossary, table)}

    new = terms(fixed) - terms(typed)
    return any(len(term.split()) >= 2 or len(fixed.split()) <= 2 for term in new)


def _rules_term(searchers, name):
    """Whether a one-word card name is a term of the rules' glossary first (`regenerztion` corrected is the keyword
    action regenerate, not the card Regeneration): a question saying it asks about the rule."""
    if " " in name.strip():
        return False
    table = jargon.load()
    return bool(answers.named(table.understand(name), searchers.glossary, table))


def _all_named(understanding, named):
    """Whether one thing named stands for every word of the query."""
    return understanding.words > 0 and any(n.words >= understanding.words for n in named)


def _lexicon(request, searchers):
    """The French lexicon when the query is French (its keyword names are read through it), else None: an English
    query does not load it."""
    return searchers.french if is_french(searchers, request.free) else None


def _asks_rules(request, plan_):
    """Whether page 1 is a question the rule finder answers too: plain words (request.finder_kept_out: quotes only
    in a question), no filter but `kind:rule`, not a rule number, not a card's name alone."""
    return (
        request.page == 1
        and not finder_kept_out(request.free)
        and plan_.version is None
        and plan_.current_version is not None
        and request.number is None
        and rules_may_be_shown(request)
        and bool(request.free.strip())
        and not card_named_alone(plan_.searchers, request.free)
    )


def _meant(request, searchers, cards, spelt):
    """The cards a request names, each short name read as the card its words speak of (shortnames.meant; spelt:
    the spelling suggestion); a card filter's names as given."""
    given = list(request.filters.get("card", []))
    named = meant(
        searchers.card_names,
        searchers.finder,
        request.free,
        cards[len(given) :],
        lambda n: _card_text(searchers, n),
        spelt=spelt,
        rulings=lambda n: _rulings_text(searchers, n),
    )
    return given + keywords_as_words(searchers.finder, request.free, named)


def _rulings_text(searchers, name):
    """A named card's rulings' texts as the index stores them (shortnames.meant: on a tie of the cards' texts,
    `linvala` stopping mana abilities is Keeper of Silence, whose ruling says `mana abilities`)."""
    main = searchers.main
    docs = cards_documents(searchers, (name,)) - set(card_docnums(searchers, name))
    return " ".join(main.stored_fields(d).get("en", "") or "" for d in sorted(docs))


def _card_text(searchers, name):
    """A named card's text as the index stores it ("" for a card it does not have)."""
    for docnum in card_docnums(searchers, name):
        return searchers.main.stored_fields(docnum).get("en", "")
    return ""


def _search_index(request, plan_, suggested):
    # A question always falls back (_widens), and its fallback replaces this outcome four times in five (sfast11):
    # its page is ranked only if it is kept. The fallback reads only its total and notes. So is any query's that
    # may fall back (a long one, one with few matches: sfast13); one that does not is settled at once below.
    outcome = run(request, plan_, ranked_later=plan_.version is None)
    outcome.notes["suggestions"] = suggested
    if _widens(request, plan_, outcome) and plan_.version is None:
        better = fall_back(request, plan_, outcome)
        if better is not None:
            better.notes = {**outcome.notes, **better.notes}
            outcome = better
    return outcome.settled()


def _widens(request, plan_, outcome):
    """Whether documents with most of the words are listed too: few have them all, or the query is a question
    or long (its words are rarely all in the rule that answers it)."""
    parts = plan_.words.subqueries if isinstance(plan_.words, And) else []
    return outcome.total < WIDEN_BELOW or request.understanding.question or len(parts) >= LONG_QUERY


def _confirmed(answer, whole, results, *, cards):
    """The answer on top only when it is right: the question is the term itself (`ward`, `what is ward?`), or the
    ranking's first result is the paragraph the answer shows (its rule, the first subrule shown with a rule that is
    only a title, or a lettered subrule of it). A question naming a card asks about the card; a term inside a longer
    question is not always what it asks (`poison counters lose` names counters, 122; 704.5c answers it)."""
    if answer is None or cards:
        return None
    if whole:
        return answer
    rule = answer["rule"]
    first = (results[0].get("number") or "") if results else ""
    if first == rule or first in answers.first_children(rule):
        return answer
    if "." in rule and first.startswith(rule) and first[len(rule) :].isalpha():
        return answer
    return None


def _answer(request, named, searchers):
    """(the answer on top, whether its term is the whole question) or (None, False)."""
    if request.page != 1 or request.number or not named:
        return None, False
    if card_named_alone(searchers, request.free):
        return None, False  # a card's name (Ward Sliver) asks for the card, not for a word of its name
    chosen = answers.choose(named, request.understanding.words)
    if chosen is None:
        return None, False
    whole = chosen.words >= request.understanding.words
    # The same for every query naming the term, until the index changes.
    cache = searchers.cache.setdefault("answers", {})
    key = (chosen.definition.term, chosen.definition.rule)
    if key not in cache:
        cache[key] = answers.answer_payload(chosen, searchers.main, searchers.meta.get("current_version"))
    return (dict(cache[key]) if cache[key] else None), whole


def respond(request, found):
    # Copies: the caller may change what it is given; what is kept for the next request must not change.
    result = {"total": found.total, "results": [dict(r) for r in found.results], "facets": dict(found.facets)}
    result["suggestions"] = list(found.notes.get("suggestions", []))
    for key in ("corrected_query", "corrected_card", "corrected_term", "relaxed", "fuzzy_cards"):
        if key in found.notes:
            result[key] = found.notes[key]
    if found.pinned:
        # Like a rule number's jump: on top of page 1, which keeps its own ten.
        result["results"] = put_first(result["results"], [dict(r) for r in found.pinned])
        result["total"] = max(result["total"], len(found.pinned))
    jump = rule_jump(request.number) if request.number else None
    if jump:
        result["jump"] = jump
        if request.page == 1:
            result["results"] = put_first(result["results"], jump_hits(jump))
    if found.answer:
        result["answer"] = dict(found.answer)
    if found.version is not None:
        result["version"] = found.version
    result.update(
        query=request.text,
        # The language the question was read in: a French question's English results are the English originals.
        query_language=found.language,
        page=request.page,
        per_page=request.per_page,
        pages=max(1, -(-result["total"] // request.per_page)),
    )
    return result
