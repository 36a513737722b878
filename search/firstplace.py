"""Which rule comes first on page 1: a rule that says something, before a title or a one-line definition.

A section's heading (`614 Replacement Effects`, `110 Permanents`) is a title with no text: planning pins it above
the fused page when the question names the section's term (`Qu'est-ce qu'un effet de remplacement ?`), but the
answer is what the section's first rule says (614.1). That rule, the first of the section's on page 1, takes the
first place and the heading follows it; the answer box still names the section. Only in a question (query.py): a
query that is the term alone lands on the section (`SBA`: 704, then 704.1; tests/search/test_answers.py). A query
naming the section beside other words keeps it first too, unless one of its rules on page 1 holds every rare word
typed beside the term (`state based actions planeswalker`: 704.5i, then 704; heading_placed).

A short subrule first (`Indestructible is a static ability.`) gives its place to a longer sibling that holds as much
of the question's rare words (long_before_short_sibling).

In a question, a subrule first gives its place to an earlier sibling on the page that holds as much of the question's
rare words (general_before_special_sibling): 702.29a says what cycling is, 702.29c a special case of it. A subrule
first goes second after its own rule on the page when the rule holds more of them (parent_before_its_subrule).

In an English query, a rule in places 2-5 one of whose players' questions (rules/plainwords) holds most of the query's
rare words, and clearly more than any of the first's, takes the first place (asked_first).

In an English query, a rule in places 2-5 that both the finder's list and the plain ranking put above the first, and
one of whose players' questions holds more of the query's rare words than any of the first's, takes the first place
(agreed_first): the first was put there by the index alone.

In an English query, a rule of the first rule's section but of another family, in places 2-5, one of whose players'
questions is clearly nearer the whole query than any of the first's, takes the first place (nearer_neighbour_first);
in a French query the same over the French players' questions, within places 2-3.

In an English query, a rule in places 2-5 under a section the first rule cites (`See rule 704.`), one of whose
players' questions is nearer the whole query than any of the first's, takes the first place (section_cited_first).

A query made only of keywords (`trample lifelink`) asks how they meet: the first rule of each keyword's family on the
page takes one of the first places (each_keyword_placed), not the keyword whose rules the index ranks higher
filling the top five alone.
"""

import re

from rules.rule_refs import is_under

from .siblings import lifted_into, parent

SWITCH = True
# How far down the section's rule may be: the places below the first page's top ten are another topic.
DEPTH = 10
SECTION = re.compile(r"^\d{3}$")


def rule_before_its_heading(pinned, page, depth=DEPTH, holds=None):
    """The pinned results (planning's: the rule a term names, first on page 1, often with its first subrule) with,
    when the first is a section heading, the first of the section's own rules among the first depth places of page
    1 (the pinned, then the page) put before it; with holds (number -> bool), the first of them that holds."""
    if not SWITCH or not pinned or pinned[0]["kind"] != "rule" or not SECTION.match(pinned[0].get("number") or ""):
        return pinned
    section = pinned[0]["number"] + "."
    ids = {item["id"] for item in pinned}
    first = [*pinned, *(item for item in page if item["id"] not in ids)][:depth]
    rule = next(
        (
            r
            for r in first
            if r["kind"] == "rule"
            and (r.get("number") or "").startswith(section)
            and (holds is None or holds(r["number"]))
        ),
        None,
    )
    if rule is None:
        return pinned
    return [rule, *(item for item in pinned if item["id"] != rule["id"])]


LONG_BEFORE_SHORT = True
# A paragraph of this many terms or fewer (the plain ranking's length: `Indestructible is a static ability.` is 5)
# says what kind of thing a keyword is and nothing the question asks.
SHORT = 12


def long_before_short_sibling(page, held, length, depth=DEPTH):
    """Page 1 with a short subrule in first place (SHORT terms or fewer) put after the first of its siblings within
    depth places that is longer and holds as much of the question's rare words (RuleFinder.held): BM25 ranks a
    short paragraph that names the keyword first, its sibling says what the keyword does (702.12a, indestructible
    is a static ability; 702.12b, it can't be destroyed). The other results keep their order."""
    if not LONG_BEFORE_SHORT or not held or not page or page[0]["kind"] != "rule":
        return page
    number = page[0].get("number") or ""
    family = parent(number)
    size = length(number)
    if family is None or size is None or size > SHORT:
        return page
    own = held(number)
    for at in range(1, min(depth, len(page))):
        other = page[at].get("number") or ""
        if page[at]["kind"] == "rule" and parent(other) == family and (length(other) or 0) > SHORT:
            if held(other) >= own:
                return [page[at], *page[:at], *page[at + 1 :]]
    return page


GENERAL_BEFORE_SPECIAL = True
# The places the general sibling may come from: it swaps with the special one, which takes its place and so stays
# in the top five. From 6th-10th the swap sent the special rule out of the five (smix27's probe over the tuned
# questions: of the swaps from there, the first place +5 -11 and the top five +2 -5 against no swap).
SPECIAL_KEPT = 5


def general_before_special_sibling(page, held, length, depth=None):
    """Page 1 with a subrule in first place swapped with the earliest of its siblings within depth places that
    comes before it in the CR (702.29a before 702.29c), is longer than SHORT terms and holds at least as much of the
    question's rare words (RuleFinder.held): a rule's first subrules state it, the later ones its special cases,
    which BM25 puts first when they repeat the question's words (`Is cycling Street Wraith the same as casting
    it?`: 702.29a, no longer 702.29c). siblings.by_words already put first a sibling holding more; on a tie the
    earlier one wins here. The other results keep their places (moving the rest down cost card questions' top
    fives). Only from the first depth places (SPECIAL_KEPT, read here: a probe setting it moves every call): the
    special rule keeps a place in the top five."""
    depth = SPECIAL_KEPT if depth is None else depth
    first = _first_subrule(page, held) if GENERAL_BEFORE_SPECIAL else None
    if first is None:
        return page
    number, family = first
    own = held(number)
    earlier = [
        at
        for at in range(1, min(depth, len(page)))
        if page[at]["kind"] == "rule"
        and parent(page[at].get("number")) == family
        and _letters(page[at]["number"]) < _letters(number)
        and (length(page[at]["number"]) or 0) > SHORT
        and held(page[at]["number"]) >= own
    ]
    if not earlier:
        return page
    at = min(earlier, key=lambda i: _letters(page[i]["number"]))
    return [page[at], *page[1:at], page[0], *page[at + 1 :]]


PARENT_BEFORE_SUBRULE = True


def parent_before_its_subrule(page, held, length, depth=DEPTH):
    """Page 1 with a subrule in first place put second, after its own rule, when the rule is within depth places,
    says something (longer than SHORT terms) and holds more of the question's rare words (RuleFinder.held): the
    rule states the general case the question asks (`le mana que j'ai pas utilisé il reste dans ma reserve jusqu'a
    quand ?`: 106.4, mana empties between steps, not 106.4a's special case). On a tie the subrule stays first: a
    rule and its subrule often hold the same words, and either may be the one asked (ssub2 measured: the tie cost a
    never-tuned first place). The subrule goes second, not to the rule's place: it stays in the top five."""
    first = _first_subrule(page, held) if PARENT_BEFORE_SUBRULE else None
    if first is None:
        return page
    number, family = first
    at = next(
        (i for i in range(1, min(depth, len(page))) if page[i]["kind"] == "rule" and page[i].get("number") == family),
        None,
    )
    if at is None or (length(family) or 0) <= SHORT or held(family) <= held(number):
        return page
    return [page[at], page[0], *page[1:at], *page[at + 1 :]]


def _first_subrule(page, held):
    """Page 1's first result's number and its rule's, when it is a subrule and the question's words can be read."""
    if not held or not page or page[0]["kind"] != "rule":
        return None
    number = page[0].get("number") or ""
    family = parent(number)
    return None if family is None else (number, family)


def _letters(number):
    # The CR's order of a rule's subrules: 702.16z before 702.16aa.
    letters = number.rsplit(".", 1)[1].lstrip("0123456789")
    return (len(letters), letters)


ASKED_FIRST = True
# The places searched (2 to 5), the share of the query's rare words one ask must hold, and by how much more than the
# first rule's best ask. The share was 0.75 (sp4); 0.6 since the plain ranking and the index read the asks too (sp5).
ASKED_DEPTH = 5
ASKED_SHARE = 0.6
ASKED_MARGIN = 0.2


def asked_first(page, share, depth=ASKED_DEPTH):
    """Page 1 with the first rule within depth places one of whose players' questions holds ASKED_SHARE or more of
    the query's rare words and ASKED_MARGIN more than the first's (RuleFinder.asked_share) put first, the others in
    their order: a near-exact match of a question a player asks. The finder's BM25 reads a paragraph's questions as
    one field, where words spread over several of them count as much (`Can I play a land during my opponent's
    turn?`: 305.3, no longer 305.2a)."""
    if not ASKED_FIRST or not page or page[0]["kind"] != "rule":
        return page
    own = share(page[0].get("number"))
    for at in range(1, min(depth, len(page))):
        if page[at]["kind"] == "rule":
            found = share(page[at].get("number"))
            if found >= ASKED_SHARE and found > own + ASKED_MARGIN:
                return [page[at], *page[:at], *page[at + 1 :]]
    return page


AGREED_FIRST = True
# Below the last place of a ranking (a rule the ranking does not have).
UNRANKED = 1_000


def agreed_first(page, share, finder, plain, depth=ASKED_DEPTH):
    """Page 1 with the first rule within depth places that the finder's list (finder: rule numbers, the plain ranking
    fused in) and the plain ranking (plain(): its rule numbers, asked for only when a rule passes the other tests)
    both put above the first rule, and one of whose players' questions holds more of the query's rare words than the
    first's best (RuleFinder.asked_share), put first, the others in their order. The fusion puts a rule first on the
    index's word alone when the two rule rankings disagree with it (`I cast Wrath of God but their creature is
    indestructible. Does it survive?`: 702.12b, no longer 704.4); the players' words break the tie. Chosen on one
    half of the tuned questions, checked on the other (docs/search.md, sp6)."""
    if not AGREED_FIRST or not page or page[0]["kind"] != "rule":
        return page
    first = page[0].get("number")
    own = share(first)
    plain_numbers = None
    for at in range(1, min(depth, len(page))):
        number = page[at].get("number")
        if page[at]["kind"] != "rule" or not number or share(number) <= own:
            continue
        if _rank(finder, number) < _rank(finder, first):
            plain_numbers = plain() if plain_numbers is None else plain_numbers
            if _rank(plain_numbers, number) < _rank(plain_numbers, first):
                return [page[at], *page[:at], *page[at + 1 :]]
    return page


def _rank(numbers, number):
    return numbers.index(number) if number in numbers else UNRANKED


CITED_FIRST = True
# The places searched (2 and 3): below them the cited rule is as often another topic the question's words reach.
CITED_DEPTH = 3
# Keyword rules and keyword actions cite the general procedure they modify (flanking's 702.25a, "See rule 509"):
# that procedure answers a question about the keyword less often than the keyword's own rule.
KEYWORD_SECTIONS = ("701", "702")


def cited_first(page, cites, depth=CITED_DEPTH):
    """Page 1 with the first rule within depth places that the first rule's text cites, or a subrule of one, put
    first, the others in their order, when it is in another section: a rule that restates another part of the CR
    sends to it (209.1, a planeswalker's printed loyalty, "see rule 306.5b"; 104.3j, commander damage, "See also
    rule 903.10."; 107.5, the tap symbol, "See rule 302.6."), and the rule it sends to is where the CR states the
    thing asked, unless it sends back. cites(number): the rules and sections its paragraph cites
    (cardconcepts.cites)."""
    if not CITED_FIRST or not page or page[0]["kind"] != "rule":
        return page
    first = page[0].get("number") or ""
    if not first or first[:3] in KEYWORD_SECTIONS:
        return page
    # A paragraph cited, not a section: "See rule 704." sends to state-based actions as a whole, and the rule of
    # that section the question's words reach is as often another topic (sections cited too: tuned P@1 +28 -10
    # more, never tuned -1).
    cited = [c for c in cites(first) if "." in c]
    if not cited:
        return page
    for at in range(1, min(depth, len(page))):
        number = page[at].get("number") or ""
        if page[at]["kind"] == "rule" and number[:3] != first[:3] and any(is_under(number, c) for c in cited):
            # Two rules that send to each other (903.9a "See rule 704.", 704.6d "See rule 903.") are two
            # statements of one thing: neither is the restatement, the first keeps its place.
            if not any(is_under(first, c) for c in cites(number)):
                return [page[at], *page[:at], *page[at + 1 :]]
    return page


NEIGHBOUR_FIRST = True
# The places searched (2 to 5), how near (RuleFinder.ask_likeness) the neighbour's nearest ask must be to the query,
# and by how much nearer than the first's. Chosen on one half of the tuned questions (crc32 of the id), checked on
# the other (sp9: +6 / +3 first places in the simulation over the tuned top tens).
NEIGHBOUR_DEPTH = 5
NEIGHBOUR_LIKENESS = 0.3
NEIGHBOUR_MARGIN = 0.1


# A French question's likeness is read over the French players' questions (RuleFinder.ask_likeness_fr), which have
# the question's content words only (frenchasks.terms drops `est-ce que`, `peux`): they are nearer for the same
# words, and a paragraph has two of them where it has three or four English ones. Chosen on one half of the tuned
# French questions (crc32 of the id), checked on the other (sp10: +1 / +2 first places, none lost; at 0.3 and
# places 2-5, as in English, +3 -3).
FRENCH_NEIGHBOUR_DEPTH = 3
FRENCH_NEIGHBOUR_LIKENESS = 0.5


def nearer_neighbour_first(page, likeness, depth=NEIGHBOUR_DEPTH, near=NEIGHBOUR_LIKENESS):
    """Page 1 with the first rule within depth places of the first rule's section, not of its family (siblings,
    parent and child are siblings.by_words' and the rules above's), whose nearest players' question is
    near (NEIGHBOUR_LIKENESS) or nearer to the whole query and NEIGHBOUR_MARGIN nearer than the first's
    (RuleFinder.ask_likeness) put first, the others in their order. Two rules of one section share its words, and
    their rare words' shares tie (asked_share); the question's other words say which one a player asks about
    (`when are state-based actions checked`: 704.3, "When are state-based actions (SBA) checked?", no longer 704.1a;
    `is a copy of a spell cast`: 707.10, no longer 707.12). Not in the keyword sections: two rules of 702 are two
    keywords, another topic."""
    if not NEIGHBOUR_FIRST or not page or page[0]["kind"] != "rule":
        return page
    first = page[0].get("number") or ""
    if "." not in first or first[:3] in KEYWORD_SECTIONS:
        return page
    own = likeness(first)
    for at in range(1, min(depth, len(page))):
        number = page[at].get("number") or ""
        if page[at]["kind"] != "rule" or number[:3] != first[:3] or "." not in number:
            continue
        if (parent(number) or number) == (parent(first) or first):
            continue
        found = likeness(number)
        if found >= near and found > own + NEIGHBOUR_MARGIN:
            return [page[at], *page[:at], *page[at + 1 :]]
    return page


SECTION_CITED_FIRST = True
# The places searched (2 to 5). Chosen on one half of the tuned English questions (crc32 of the id), checked on the
# other (sp10, simulated over the tuned top tens: +5 / +6 first places, 0 / 1 lost; places 2-3: +3 / +6, 0 / 1).
SECTION_CITED_DEPTH = 5


def section_cited_first(page, cites, likeness, depth=SECTION_CITED_DEPTH):
    """Page 1 with the first rule within depth places that is under a section the first rule's paragraph cites
    (`See rule 704.`), not the first's own, and whose nearest players' question is nearer the whole query than the
    first's (RuleFinder.ask_likeness) put first, the others in their order. A rule that says where the CR states a
    thing sends to a whole section (104.3c, drawing from an empty library: "This is a state-based action. See rule
    704."; 120.6, damage marked: "see rule 704"); the section's rule the question's words reach is as often another
    topic (cited_first leaves sections out: sp8 measured them at never tuned -1 to -2), and the players' question
    tells which is asked (`I had to draw with no cards left in my library. Do I lose immediately?`: 704.5b, no
    longer 121.4). Not after a keyword rule (701, 702: they cite the procedure they modify), nor for a rule that
    cites the first back."""
    if not SECTION_CITED_FIRST or not page or page[0]["kind"] != "rule":
        return page
    first = page[0].get("number") or ""
    if "." not in first or first[:3] in KEYWORD_SECTIONS:
        return page
    sections = [c for c in cites(first) if "." not in c and c != first[:3]]
    if not sections:
        return page
    own = None
    for at in range(1, min(depth, len(page))):
        number = page[at].get("number") or ""
        if page[at]["kind"] != "rule" or number[:3] == first[:3] or not any(is_under(number, s) for s in sections):
            continue
        own = likeness(first) if own is None else own
        # A rule that sends back (704.6c, commander damage, "See rule 903"; 903.10a, "See rule 704.") states the
        # same thing: the first keeps its place, as in cited_first.
        if likeness(number) > own and not any(is_under(first, c) for c in cites(number)):
            return [page[at], *page[:at], *page[at + 1 :]]
    return page


# A short query of two terms, one a keyword, that are the whole query (planning.keywords_each): each term's first
# rule on the page takes a place at its front (`trample lifelink`: 702.19 was not in the top five).
EACH_KEYWORD = True


def each_keyword_placed(page, families, defining):
    """page with the first rule of each family (`702.19`, `702.15`) moved to its front, in the page's order; a family
    with no rule on the page gets its defining rule's hit (defining(family), or None), after them."""
    if len(families) == 1:
        return _kept_in_five(page, families[0], defining)
    if not EACH_KEYWORD or len(families) < 2:
        return page
    firsts, missing = set(), []
    for family in families:
        at = next((i for i, r in enumerate(page) if r["kind"] == "rule" and _of_family(r.get("number"), family)), None)
        if at is not None:
            firsts.add(at)
        elif (found := defining(family)) is not None:
            missing.append(found)
    rest = [r for i, r in enumerate(page) if i not in firsts and r["id"] not in {m["id"] for m in missing}]
    return ([page[i] for i in sorted(firsts)] + missing + rest)[: max(len(page), len(firsts) + len(missing))]


# The fifth place a question's one keyword (planning.keywords_each) takes when none of its rules holds one before.
KEPT_AT = 4


def _kept_in_five(page, family, defining):
    """page with family's first rule, or its defining rule's hit, at the fifth place when no rule of the family is
    in the first five: `outlast at instant speed, can I activate it…` ranked the timing rules the other words say,
    and outlast's own (702.107a) sixth."""
    if any(r["kind"] == "rule" and _of_family(r.get("number"), family) for r in page[: KEPT_AT + 1]):
        return page
    at = next((i for i, r in enumerate(page) if r["kind"] == "rule" and _of_family(r.get("number"), family)), None)
    found = page[at] if at is not None else defining(family)
    if found is None:
        return page
    rest = [r for r in page if r["id"] != found["id"]]
    return rest[:KEPT_AT] + [found] + rest[KEPT_AT:]


def _of_family(number, family):
    """Whether a rule number is family's rule or under it (`301.5c` under 301, `702.16d` under 702.16)."""
    return number == family or parent(number) == family or (number or "").startswith(family + ".")


# A query naming a section beside other words (`state based actions planeswalker`) keeps the section first, unless
# one of the section's rules on page 1 holds every other word (704.5i, a planeswalker with 0 loyalty): that rule is
# what the words ask of the section. Never pinning the section beside other words cost the never-tuned typos a first
# place (sshort3); a rule holding them all is narrower.
SUBRULE_HOLDING_REST = True


def holding_every(finder, rest):
    """number -> whether the paragraph holds every rare word of rest (RuleFinder.rare: the plain ranking's words,
    the title, text and players' questions); None when rest has no rare word."""
    rare = finder.rare(rest) if finder and rest else {}
    if not rare:
        return None
    held, whole = finder.held_of(list(rare)), sum(rare.values())
    return lambda number: held(number) >= whole - 1e-9


def heading_placed(pinned, page, understanding, finder):
    """The pinned with a section heading first put after its rule: in a question, after its first rule on page 1
    (rule_before_its_heading); in a query with a finder (English, the page fused), after the rule holding every
    other word typed (subrule_holding_the_rest)."""
    if understanding.question:
        return rule_before_its_heading(pinned, page)
    if finder is None or not pinned:
        return pinned
    return subrule_holding_the_rest(pinned, page, finder, words_beside(understanding, pinned[0].get("number")))


def words_beside(understanding, number):
    """The words typed outside the jargon's match that names rule number (`planeswalker` of `state based actions
    planeswalker`); "" when no match names it."""
    typed = understanding.typed
    for match in understanding.matches:
        if match.rules and match.rules[0] == number:
            return f"{typed[: match.start]} {typed[match.end :]}".strip()
    return ""


def subrule_holding_the_rest(pinned, page, finder, rest):
    """In a query that is not a question: the pinned with the first of the pinned section's rules on page 1 that
    holds every rare word typed beside the section's term (rest) put first, the heading second."""
    holds = holding_every(finder, rest) if SUBRULE_HOLDING_REST else None
    return pinned if holds is None else rule_before_its_heading(pinned, page, holds=holds)


SIBLING_LIFTED = True
# How many times nearer the whole question the sibling below must be than its nearest sibling in the top places.
SIBLING_NEARER = 1.2


def sibling_lifted(page, likeness, share, depth=DEPTH, top=5, keep=False):
    """Page 1 with, for each rule with lettered subrules both in the top places and below them within depth places,
    the one below whose nearest players' question is SIBLING_NEARER times nearer the whole question
    (RuleFinder.ask_likeness) than any of its siblings' in the top places, and whose asks hold at least as much of
    its rare words (RuleFinder.asked_share), moved to the last top place (the others one place down). The fusion
    and siblings.by_words order a rule's subrules by the words they share with the question, which siblings share
    too (702.15e, 702.15d, 702.15c all say `lifelink` and `damage`); the asks say which of them a player asks
    (`lifelinke damage to a player`: 702.15b). The first place is never taken (ssib1). keep (a question naming a
    card): a sibling of its own in the last top place stays there (siblings.lifted_into, scard47)."""
    if not SIBLING_LIFTED or len(page) <= top:
        return page
    page = list(page)
    families = dict.fromkeys(parent(item.get("number")) for item in page[:top] if item["kind"] == "rule")
    for family in (f for f in families if f is not None):
        places = [
            at
            for at in range(min(depth, len(page)))
            if page[at]["kind"] == "rule" and parent(page[at].get("number")) == family
        ]
        above = [at for at in places if at < top]
        below = [at for at in places if at >= top]
        if not above or not below:
            continue
        best = max(below, key=lambda at: (likeness(page[at]["number"]), -at))
        number = page[best]["number"]
        if likeness(number) > SIBLING_NEARER * max(likeness(page[at]["number"]) for at in above) and share(
            number
        ) >= max(share(page[at]["number"]) for at in above):
            page = lifted_into(page, best, top, keep=keep)
    return page
