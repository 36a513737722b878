"""Which rules a ruling rests on, each read in the CR version in force on the ruling's date.

Three ways a link is made (its `via`):

- citation: the ruling cites a number ("see rule 704.5a"), read in the version of its date;
- keyword: the ruling names a keyword or keyword action (701/702) that the card's own text has, once the card's
  names are set aside: "Ravenous Slime" names no Ravenous, "Rowdy Crew" no Crew (how: keyword_matching.py);
- concept: the ruling talks about a concept of the rules (copies, state-based actions, layers, last known
  information...), a phrase of concepts.py's CONCEPTS, resolved to the rule that defines it in the version of its
  date, by the rule's title or by the words of its text (the rule moves; its words stay).

Each link carries its number on the ruling's date and today's (`now`, None when the rule is gone), and the
version it was read in (`cr`). A ruling older than the oldest imported version is read in that version and says
so (`before_cr`: True): the number is then today's oldest known, not necessarily its date's.

This module assembles the links and dates them (each version's tables, today's numbers, a rule page's rulings);
keyword_matching.py reads a ruling's words for keywords.
"""

import re
from dataclasses import dataclass

from rules import memo
from rules.models import RuleParagraph
from rules.rule_refs import cited_ranges
from rules.selectors import versions_in_order
from rulings import link_tables
from rulings.citations import in_force_at, read_citations
from rulings.concepts import CONCEPTS, ELSEWHERE
from rulings.keyword_matching import (
    card_names,
    card_text_without_names,
    keyword_reminded,
    keywords_named,
    without_names,
)
from rulings.type_concepts import ENTERS_TRANSFORMED

CITATION, KEYWORD, CONCEPT = "citation", "keyword", "concept"
KEYWORD_RULE = re.compile(r"^70[12]\.\d+$")  # today's keyword rules


# An example set apart by a comma ("Abilities that apply 'as [this creature] enters the battlefield,' such as choosing a
# creature to copy with Clone, are unaffected"; "alternative costs, such as paying {3} to cast a morph card face down")
# names no concept the ruling rests on (13 corpus links: copies, face-down, commander); "a creature such as Clone is
# entering the battlefield" is the ruling's subject.
SUCH_AS = re.compile(r",[\"\u201d]?\s*such as\s[^.;:,()]*", re.IGNORECASE)
ASIDE = re.compile(r"\([^()]*\)|\s[\u2014\u2013-]{1,2}\s[^\u2014\u2013.]*\s[\u2014\u2013-]{1,2}\s")
_PHRASES = [
    (c, re.compile(c.phrases, re.IGNORECASE), re.compile(c.unless, re.IGNORECASE) if c.unless else None)
    for c in CONCEPTS
]


@dataclass
class Link:
    number: str  # on the ruling's date
    now: str | None  # today's number, None when the rule is gone
    via: str  # citation, keyword, concept
    term: str  # the keyword or concept, "" for a citation
    cr: str  # the version it was read in
    before_cr: bool  # the ruling predates every imported version: read in the oldest
    lineage: int | None = None
    last: str = ""  # a cited range's last letter: 601.2a–h

    @property
    def shown(self):
        return self.number + (f"–{self.last}" if self.last else "")

    @property
    def now_shown(self):
        return self.now + (f"–{self.last}" if self.last else "") if self.now else None

    def as_dict(self):
        out = {"number": self.shown, "now": self.now_shown, "via": self.via, "cr": self.cr}
        if self.via == KEYWORD:
            out["keyword"] = self.term
        elif self.via == CONCEPT:
            out["concept"] = self.term
        if self.before_cr:
            out["before_cr"] = True
        return out


def version_table(version_id):
    """What one version says in its own words: {"keywords": {keyword: (number, lineage, kind)},
    "concepts": {concept name: (number, lineage)}, "numbers": {lineage: number}}, each concept found by its rule's
    title or its words; "numbers" for every paragraph of the version.

    Keywords are the rules under the version's "Keyword Actions" (kind "action") and "Keyword Abilities"
    ("ability") rules, wherever they stand: 701 and 702 since July 2009, 501 and 502 before (502.4 Flying).
    """
    return memo.cached(
        ("ruling-links-own", version_id), lambda: link_tables.build_tables(None, [version_id])[version_id]
    )


def dated_table(version_id, current_id):
    """version_table(version_id), each concept read through today's rule where that rule existed then.

    Numbers move and the words that define a concept are reworded (2009's renumbering made 420 State-Based
    Effects into 704 State-Based Actions, and 420.5e's legend rule words into 704.5j's): the rule a concept
    names today, followed back through its lineage, is its rule on the date. A concept whose rule today did not
    exist then is read in that version's own words, else not linked. Only the current version's table has
    "numbers".
    """
    if current_id is None:
        return version_table(version_id)
    tables = _tables(current_id)
    return tables[version_id] if version_id in tables else version_table(version_id)


def _tables(current_id):
    """{version id: dated_table(version id, current_id)} for every version: one table for the whole archive.

    A rule page looks for its concepts in every version and reads its rulings each in the version of its date: a
    read of each version apart (a query, a cache read) cost a cold rule page 1.6 s of CPU on the 106 versions."""
    return memo.cached(("ruling-links-tables", current_id), lambda: link_tables.build_tables(current_id))


def link_rulings(card, rulings, versions=None):
    """Give each ruling .links: [Link], citations first, then keywords, then concepts, without repeats."""
    versions = versions if versions is not None else versions_in_order()
    if not rulings:
        return rulings
    read_citations(rulings, versions)
    names = card_names(card) if card is not None else []
    card_text = card_text_without_names(card) if card is not None else ""
    pending, tables = [], {}
    for r in rulings:
        r.links = links_of_ruling(r, names, card_text, versions, tables=tables)
        pending.extend(r.links)
    _today(pending, versions[-1][0] if versions else None)
    return rulings


def links_of_ruling(r, names, card_text, versions, *, keywords=None, concepts=None, tables=None):
    """The links of one ruling (read_citations done), carried by cards of these names and this text; no `now` yet.

    keywords, concepts: only these (a rule page looks for its own), None for all. tables: {version id: its
    version_table}, filled as read, so that many rulings read each version's table once.
    """
    chosen = in_force_at(versions, r.date)
    if chosen is None:
        return []
    version_id, version_date = chosen
    before = r.date < versions[0][1]
    cr = version_date.isoformat()
    links, seen = [], set()

    def add(number, lineage, via, term, last=""):
        key = lineage or number
        if key not in seen:
            seen.add(key)
            links.append(Link(number, None, via, term, cr, before, lineage, last[-1:] if last else ""))

    for first, last in cited_ranges(r.text):
        add(first, r.cited_lineage.get(first), CITATION, "", last or "")
    tables = {} if tables is None else tables
    if version_id not in tables:
        tables[version_id] = dated_table(version_id, versions[-1][0])
    table = tables[version_id]
    main = main_words(r.text, names)
    known = table["keywords"]
    chosen_keywords = known.items() if keywords is None else [(k, known[k]) for k in keywords if k in known]
    # A double-faced card put onto the battlefield "transformed" does not transform: 712.14a's, not 701.27's.
    named = re.sub(ENTERS_TRANSFORMED, " ", main, flags=re.IGNORECASE)
    for keyword, (number, lineage, _) in keywords_named(named, card_text, known, chosen_keywords):
        add(number, lineage, KEYWORD, keyword)
    # A card's one keyword, its reminder text told again without its name (Zombie Musher's "can't be blocked as long
    # as defending player controls a snow land"). A rule page's sift finds these rulings by their cards' reminder
    # text (reminded_of, through rulings.selectors._reminded), not by the keyword's word.
    if not any(link.via == KEYWORD for link in links):
        for keyword, (number, lineage, _) in keyword_reminded(main, card_text, known):
            if keywords is None or keyword in keywords:
                add(number, lineage, KEYWORD, keyword)
    # The aside is left out of `main`; the reasons a ruling gives in parentheses are read after it.
    named_concepts = SUCH_AS.sub(" ", main) + reasons_words(r.text, names)
    for concept, pattern, unless in _PHRASES:
        if concepts is not None and concept.name not in concepts:
            continue
        if concept.card and not re.search(concept.card, card_text, re.IGNORECASE | re.MULTILINE):
            continue
        if concept.card_unless and re.search(concept.card_unless, card_text, re.IGNORECASE | re.MULTILINE):
            continue
        if (
            concept.name in table["concepts"]
            and pattern.search(named_concepts)
            and not (unless and unless.search(main))
        ):
            number, lineage = table["concepts"][concept.name]
            add(number, lineage, CONCEPT, concept.name)
    held = {term for link in links if link.via != CITATION for term in HOLDS.get(link.term, ())}
    if any(link.via == CONCEPT and link.term in COSTS for link in links):
        held |= {link.term for link in links if link.via == KEYWORD and _only_its_cost(link.term, main)}
    if any(link.via == CONCEPT and link.term == FIXED_SET for link in links):
        held |= {link.term for link in links if link.via == KEYWORD and _granted(link.term, card_text)}
    if CAST_COPIES.search(main):
        held -= set(COPY_COSTS)
    return [link for link in links if link.via == CITATION or link.term not in held]


# What a spell costs, whatever cost is paid: "Effects that cause you to pay more or less ... while casting it for its
# evoke cost, too ... they affect the total cost" (Meadowboon), "converted mana cost ... even if you're casting it for
# its miracle cost" (Bonfire of the Damned) rest on 601.2f or 202.3, not on the keyword whose cost is named.
COSTS = frozenset({"total cost", "mana value"})


def _only_its_cost(keyword, text):
    """Whether the text names the keyword only as the cost a spell is cast for ("for its evoke cost")."""
    own = re.escape(keyword)
    alone = re.sub(rf"\bfor (its|their|the) {own} costs?\b", " ", text, flags=re.IGNORECASE)
    return alone != text and re.search(rf"\b{own}\b", alone, re.IGNORECASE) is None


# The set of objects a resolved spell affects, fixed as it resolves (611.2c: "Only creatures you control when the first
# ability resolves will gain trample", "Creatures you begin to control later in the turn won't get +2/+2 or trample"): a
# keyword the card's effect grants is named as that effect's, not for the keyword's rule; so is one whose grant "lasts
# indefinitely" or "has no duration" (611.2a). 11 corpus links, each read so: Skarrg Guildmage, Simic Charm, Brave the
# Elements, Lena, Decimator of the Provinces; Guardian of the Ages, Fated Return, Riding the Dilu Horse.
FIXED_SET = "effects of resolved spells"


def _granted(keyword, card_text):
    """Whether the card's effect grants the keyword ability: "gain trample", "have hexproof", "+2/+2 and trample"."""
    own = re.escape(keyword)
    return (
        re.search(rf"\b(gains?|have|has)\s+{own}\b|[+-]\d+/[+-]\d+ and {own}\b", card_text, re.IGNORECASE) is not None
    )


# A copy of a spell is not cast, so its costs are 707.10's; a copy of a card that is cast ("Because you're casting
# the copies "without paying their mana costs," you can't pay any alternative costs for the copies. You can pay
# additional costs": Chandra, Pyromaster; Eye of the Storm) pays them as any spell does (118.8, 118.9).
COPY_COSTS = ("additional costs", "alternative costs")
CAST_COPIES = re.compile(
    r"\bcast(s|ing)? (the |a |that |those |these )?cop(y|ies)\b|\bcop(y|ies)\b[^.]*\bwhen casting\b", re.IGNORECASE
)


# A rule that holds another's case: when a ruling names both, it rests on the first only. The set of objects a
# resolved spell affects (611.2c) is fixed as it resolves, not a step of 608.2; a copy of a spell has its modes and
# targets, and may get new ones (707.10), not the rules of modes (700.2) or changing targets (115.7); to populate is
# to copy a token (701.36), not 707's rules. (Seen on the tuned rows: Heroic Intervention, Hive Mind, Doublecast,
# Trostani's Judgment.) A face-down object's mana value of 0 is 708.2's, not 202.3's (9 corpus rulings name both:
# Silkwrap, Void Winnower); priority in a cleanup step is 514.3's, not 117's (7: Horror of the Broken Lands).
HOLDS = {
    "effects of resolved spells": ("resolving",),
    # A copy of a spell isn't cast, and copies the additional and alternative costs paid for the original (707.10):
    # "You can't choose to pay any additional costs for the copy" is the copy's rule, not what those costs are.
    "copies": ("modes", "changing targets", *COPY_COSTS),
    "face-down": ("mana value",),
    "populate": ("copies",),
    "cleanup": ("priority",),
    # An intervening "if" checked "at the time the ability resolves" is 603.4's, not a step of 608.2 (5 corpus rulings).
    "intervening if": ("resolving", "information on resolution"),
    # A card's intervening "if" read as "won't trigger at all" is 603.4's, not 603 at large (Might Makes Right).
    "intervening if on the card": ("triggered abilities", "resolving", "information on resolution"),
    # Layer 7's sublayers (613.4) are named apart only where no layer is.
    "layers": ("power and toughness layers",),
    # The order of replacement effects (616.1), not the resolution it happens in nor a choice made then ("change where
    # a spell is put as it resolves, ... you may choose whether to exile the card ... or to apply the other effect":
    # Magus of the Will, Distortion Strike), nor 615 when the effects ordered prevent damage (616.1 orders both:
    # "multiple damage prevention effects ... its controller chooses which to apply", Phyrexian Hydra).
    "order of replacement effects": ("resolving", "choices on resolution", "prevention effects"),
    # Triggered abilities put on the stack in APNAP order once a resolution ends are 603.3b's, not 101.4's.
    "triggers waiting for a resolution": ("apnap",),
    "put on the stack in any order": ("apnap",),
    # Mana abilities activated while a spell is cast are 601.2g's step (Decimator of the Provinces, Ghalta: 8 corpus
    # rulings), not what a mana ability is (605); a regeneration shield used instead of an effect that says "destroy"
    # is regeneration's rule (701.19), not destroy's (Cudgel Troll).
    "mana abilities while casting": ("mana abilities",),
    "regenerate": ("destroy",),
    # An Aura put onto the battlefield "doesn't target" what it will enchant: 303.4f says so, not 115.
    "an aura put onto the battlefield": ("targets",),
    # An ability that still resolves though its source left "between the time when the ability triggers and when it
    # resolves" is 113.7a's, not 603's (7 corpus rulings: Mogg Bombers, Speedway Fanatic, Polyraptor).
    "abilities independent of their source": ("triggered abilities",),
    # A triggered ability's modes and targets chosen as it goes on the stack are 603.3c-d's, not 603 at large.
    "choices as a triggered ability is put on the stack": ("triggered abilities",),
    # So is the target a triggered ability must have if it can (Sylvan Primordial, "you must target one of them").
    "a triggered ability's target required": ("triggered abilities",),
    # The source's last existence read as its ability resolves is 608.2h's (as "triggered abilities" says unless
    # "last existed"), not 603 beside it (Surrakar Spellblade, Renegade Doppelganger).
    "last known information": ("triggered abilities",),
    # links64: the time between a trigger and its resolution, named only as when the event these rules settle happens
    # ("If you lose control of Shipbreaker Kraken between when its last ability triggers and when that ability
    # resolves, ... they won't be affected by the other effect", 611.2b; "If the Incarnation is removed from the
    # graveyard after the ability triggers but before it resolves, it will remain in its new zone", 400.7): their
    # phrases hold that time themselves, as 113.7a's do.
    "a for-as-long-as effect that never starts": ("triggered abilities",),
    "a card gone from the graveyard before resolution": ("triggered abilities",),
}


def concepts_resolving_to(lineage_ids, versions):
    """The concepts that name one of these rules in some version: what a rule page looks for in rulings."""
    current = versions[-1][0] if versions else None
    tables = [dated_table(vid, current)["concepts"] for vid, _ in versions]
    named = {name for table in tables for name, (_, lineage) in table.items() if lineage in lineage_ids}
    return [concept for concept in CONCEPTS if concept.name in named]


def linked_to(rulings, lineage_ids, versions=None, keyword="", *, concepts=None):
    """The rulings, among these, that a link joins to one of these rules (read with the cards that carry them).

    A keyword link to the keyword of the same name counts too, whatever its lineage. concepts: what
    concepts_resolving_to(lineage_ids, versions) gives, when the caller has it (a rule page links by batches).
    """
    versions = versions if versions is not None else versions_in_order()
    read_citations(rulings)
    if concepts is None:
        concepts = concepts_resolving_to(lineage_ids, versions)
    wanted_concepts = {concept.name for concept in concepts}
    tables = {}
    keywords = {keyword.lower()} if keyword else set()
    carried = _carried([r.id for r in rulings])
    found = []
    for r in rulings:
        names, card_text = carried.get(r.id, ([], ""))
        links = links_of_ruling(
            r, names, card_text, versions, keywords=keywords, concepts=wanted_concepts, tables=tables
        )
        if any(link.lineage in lineage_ids or (keyword and link.term == keyword.lower()) for link in links):
            found.append(r)
    return found


def reminded_of(rulings, keyword, versions=None):
    """The rulings, among these, that keyword_matching.keyword_reminded joins to the keyword (lower case), each read
    as linked_to reads it: with the cards that carry it, in the keyword table of its date. A rule page's sift asks
    for them (rulings.selectors._reminded): the linker's own reading, so that the page lists every ruling linked by
    its card's reminder text, the back face's too."""
    versions = versions if versions is not None else versions_in_order()
    carried = _carried([r.id for r in rulings])
    found = []
    for r in rulings:
        chosen = in_force_at(versions, r.date)
        if chosen is None:
            continue
        known = dated_table(chosen[0], versions[-1][0])["keywords"]
        if keyword not in known:
            continue
        names, card_text = carried.get(r.id, ([], ""))
        if any(term == keyword for term, _ in keyword_reminded(main_words(r.text, names), card_text, known)):
            found.append(r)
    return found


def main_words(text, names):
    """A ruling's text as its keywords and concepts are read: the card's names blanked, and no aside ("unless it is
    copying something else; see below"), which is not what the ruling rests on, nor an example another card gives
    ("such as kicker costs") for a keyword the card lacks."""
    return re.sub(ELSEWHERE, " ", ASIDE.sub(" ", without_names(text, names)), flags=re.IGNORECASE)


# A ruling's parenthesis that gives its reason or states a rule ("(since the card is a new object on the
# battlefield)", "(meaning that damage has its normal results)", "(The last ability put on the stack will be the first
# one that resolves.)", "(its total cost)"): read by the concepts as a sentence of its own. Not one that gives an
# example, a cause in passing or a hedge ("(perhaps because it copied a land ...)", "(due to a prevention effect)",
# "(unless ...)", "(either because ... or because ...)"), which names a rule the ruling does not rest on (links48: 40
# corpus links gained, 36 right when read; the hedged ones, 49 more, mostly wrong).
REASON = re.compile(
    r"\((?P<said>(?:[A-Z][^()]*[.?!]"
    r"|(?:since|because|meaning|that is|which|also known as|until|starting with|the|its|but)\b[^()]*))\)"
)
HEDGE = re.compile(
    r"\b(such as|for example|for instance|e\.g\.|like|unless|even if|even though|assuming|presumably|including|if"
    r"|perhaps|possibly|probably|likely|maybe|say|due to|either)\b|\bor because\b",
    re.IGNORECASE,
)


def reasons_words(text, names):
    """The reasons a ruling gives in parentheses, each a sentence of its own, the card's names blanked."""
    plain = without_names(text, names)
    return "".join(f" . {m['said']} . " for m in REASON.finditer(plain) if not HEDGE.search(m["said"]))


def _carried(ruling_ids):
    """{ruling id: (names, text)}: the names of the cards carrying each ruling, and their texts (every face), names
    blanked, joined."""
    from rulings.models import CardRuling

    carried = {}
    rows = CardRuling.objects.filter(ruling_id__in=ruling_ids).values_list(
        "ruling_id", "card__name", "card__faces", "card__oracle_text"
    )
    for ruling_id, name, faces, text in rows:
        names, texts = carried.setdefault(ruling_id, ([], []))
        card = _Card(name, faces, text)
        names.extend(card_names(card))
        texts.append(card_text_without_names(card))
    return {ruling_id: (names, " ".join(texts)) for ruling_id, (names, texts) in carried.items()}


@dataclass
class _Card:
    name: str
    faces: list
    oracle_text: str


def _today(links, current):
    """Each link's number in the newest version, through its rule's lineage; None when the rule is gone. A concept
    read in its date's own words (its rule of today did not stand then) is the rule the concept names today."""
    lineages = {link.lineage for link in links if link.lineage}
    today = {}
    if lineages and current is not None:
        # The newest version's table numbers its paragraphs (cached); a lineage it does not hold is looked up.
        numbers = dated_table(current, current)["numbers"]
        today = {lineage: numbers[lineage] for lineage in lineages if lineage in numbers}
        if lineages - today.keys():
            today.update(
                RuleParagraph.objects.filter(version_id=current, lineage_id__in=lineages - today.keys()).values_list(
                    "lineage_id", "number"
                )
            )
    concepts = dated_table(current, current)["concepts"] if current is not None else {}
    for link in links:
        todays = concepts.get(link.term) if link.via == CONCEPT else None
        if todays is not None and link.lineage != todays[1]:
            # Read in its date's own words (tokens: 110.5 from 2009 to 2019, whose subrules 110.5a-f were the whole
            # of today's 111): the rule the concept names today, not the one paragraph those words became (111.1).
            link.now = todays[0]
        elif link.lineage:
            link.now = today.get(link.lineage)
        elif link.via == CITATION:
            link.now = link.number  # a number its date's CR does not hold: shown as cited, not followed
