"""Which rules a ruling rests on, each read in the CR version in force on the ruling's date.

Three ways a link is made (its `via`):

- citation: the ruling cites a number ("see rule 704.5a"), read in the version of its date;
- keyword: the ruling names a keyword or keyword action (701/702) that the card's own text has, once the card's
  names are set aside: "Ravenous Slime" names no Ravenous, "Rowdy Crew" no Crew;
- concept: the ruling talks about a concept of the rules (copies, state-based actions, layers, last known
  information...), a phrase of concepts.py's CONCEPTS, resolved to the rule that defines it in the version of its
  date, by the rule's title or by the words of its text (the rule moves; its words stay).

Each link carries its number on the ruling's date and today's (`now`, None when the rule is gone), and the
version it was read in (`cr`). A ruling older than the oldest imported version is read in that version and says
so (`before_cr`: True): the number is then today's oldest known, not necessarily its date's.
"""

import re
from dataclasses import dataclass

from rules import memo
from rules.models import RuleParagraph
from rules.rule_refs import cited_ranges
from rules.selectors import versions_in_order
from rulings import link_tables
from rulings.citations import EVERYDAY_ACTIONS, in_force_at, read_citations
from rulings.concepts import CONCEPTS, ELSEWHERE

CITATION, KEYWORD, CONCEPT = "citation", "keyword", "concept"
KEYWORD_RULE = re.compile(r"^70[12]\.\d+$")  # today's keyword rules


ASIDE = re.compile(r"\([^()]*\)|\s[\u2014\u2013-]{1,2}\s[^\u2014\u2013.]*\s[\u2014\u2013-]{1,2}\s")
EXAMPLE = re.compile(r"\b(such as|like|including|for example,?)\s[^.;:,()]*", re.IGNORECASE)
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


EVERYDAY = link_tables.EVERYDAY  # a keyword action of EVERYDAY_ACTIONS


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


def without_names(text, names):
    """The text with the card's names blanked: a name is never a keyword ("Rowdy Crew", "Comet Storm").

    Plain string search, no pattern: a rule page reads thousands of rulings, each with its cards' names.
    """
    low = text.lower()
    for name in sorted({n for n in names if n}, key=len, reverse=True):
        key = name.lower()
        if len(key) != len(name):  # a letter whose lower case is longer: the pattern way
            text = re.sub(re.escape(name), " ", text, flags=re.IGNORECASE)
            low = text.lower()
            continue
        start = low.find(key)
        while start != -1:
            end = start + len(key)
            text, low = text[:start] + " " * len(key) + text[end:], low[:start] + " " * len(key) + low[end:]
            start = low.find(key, end)
    return text


def card_names(card):
    names = [card.name, *card.name.split(" // "), *(f.get("name", "") for f in card.faces or [])]
    # A legendary card's short name ("Prowl" for "Prowl, Stoic Strategist") is its name too.
    names += [n.split(",")[0] for n in names if "," in n]
    return names


def _has_keyword(card_text, keyword, kind):
    """Whether the card has the keyword: a keyword action (701) anywhere in its text; a keyword ability (702) as
    its own, at the start of a line or of a listed ability, or granted ("has menace", "gains flying"), not "a
    creature with flying", which names another object's."""
    if kind == "action":
        return _named(keyword, card_text, kind)
    own = r"(?:^|\n|[,;]\s*|\b(?:has|have|gains?|and|or)\s+)"
    return re.search(own + re.escape(keyword) + r"\b", card_text, re.IGNORECASE) is not None


def _as_the_cards_condition(keyword, text, card_text):
    """Whether the ruling names the keyword only as the card's condition on other objects: Windreader Sphinx (flying
    itself) triggers "whenever a creature with flying attacks", and its ruling's "the creature with flying" is that
    creature's ability, not the rule of flying."""
    with_it = r"\bwith " + re.escape(keyword) + r"\b"
    if not re.search(with_it, card_text, re.IGNORECASE):
        return False
    named = len(re.findall(r"\b" + re.escape(keyword) + r"\b", text, re.IGNORECASE))
    return named > 0 and named == len(re.findall(with_it, text, re.IGNORECASE))


# What an effect does not give: "creatures you begin to control later won't gain indestructible", "the copy won't
# have haste", "can't give you protection from them". A ruling naming a keyword only so reads the card's effect.
# And what it gives all the same, the rest of the effect failing or not mattering: "the creature still gains trample
# until end of turn" (Rile's damage prevented), "the target creature just gains vigilance": 14 keyword links on the
# corpus's 17,227 WotC rulings, each a reading of the card's effect, none of the keyword's rule.
WITHHELD = (
    r"(?:\b(?:won't|can't|doesn't|don't|cannot|will not|does not|didn't|wouldn't|couldn't|no longer)\s+"
    r"(?:gain|have|get|give\s+(?:it|itself|them|you|that creature|the creature))\s+"
    r"|\b(?:still|just|only)\s+gains?\s+"
    # A keyword action that does not happen ("the spell doesn't resolve … you won't scry"): the reason is elsewhere
    # (608.2b's illegal target, the card's condition), save a fight's, whose rule says when none happens (701.14b).
    r"|\b(?:won't|will not|don't|doesn't|didn't|can't|cannot)\s+(?!fight))"
)


def _only_as_withheld(keyword, text):
    """Whether every mention of the keyword is as what an effect does not give, or gives all the same (WITHHELD): on
    the corpus's 17,227 WotC rulings 32 keyword links withheld, nearly all a reading of the card's effect or of
    611.2c, and 14 given all the same."""
    named = len(re.findall(r"\b" + re.escape(keyword) + r"\b", text, re.IGNORECASE))
    return named > 0 and named == len(re.findall(WITHHELD + re.escape(keyword) + r"\b", text, re.IGNORECASE))


VERB = r"(?<!\bto )(?<!would )(?<!will )(?<!won't )(?<!\bcan )(?<!can't )(?<!cannot )(?<!could )(?<!must )(?<!\bmay )"


def _named(words, text, kind="ability"):
    """Whether the text names the keyword; a keyword action in any of its forms ("goaded", "proliferates")."""
    if kind == "action":
        return re.search(r"\b" + re.escape(words) + r"(?:s|es|d|ed|ing)?\b", text, re.IGNORECASE) is not None
    # A keyword ability after a modal verb is the verb: "needs to equip your creature", "this Aura would enchant".
    return re.search(VERB + r"\b" + re.escape(words) + r"\b", text, re.IGNORECASE) is not None


def _names_the_rule(keyword, text, kind):
    """Whether a ruling names a keyword as a rule, not as another object's ability in passing: "protection from
    black", "its bestow cost", "the unleash ability", "multiple instances of lifelink", the word in quotation
    marks (instructs you to "transform"). A card without the keyword then rests on its rule too; "a creature
    with flying" does not."""
    if kind != "ability":
        return _quoted(keyword, text)
    own = re.escape(keyword)
    # "Infect's effect applies to any damage": the keyword's own effect.
    pattern = (
        rf"\b{own} (?:from\b|costs?\b|abilit(?:y|ies)\b)|\binstances of {own}\b|\b{own}['\u2019]s (?:effect|abilit)"
    )
    return re.search(pattern, text, re.IGNORECASE) is not None or _quoted(keyword, text)


# A keyword ability that attaches: "it was enchanted" or "was equipped" speaks of the attachment (Auras,
# Equipment), not of the keyword's rule.
ATTACHING = frozenset({"enchant", "equip", "fortify", "reconfigure"})


def participle_stem(keyword):
    """The part of a keyword ability its past participle and verb share: "kick" of kicker (kicked), "evoke" (evoked),
    "band" of banding ("in a band"), "cycl" of cycling (cycled, "cycle it")."""
    if keyword.endswith("er") and len(keyword) > 5:
        return keyword[:-2]
    return keyword[:-3] if keyword.endswith("ing") and len(keyword) >= 7 else keyword


def _as_status(keyword, text):
    """Whether the text names a spell's status under the keyword ability's rule, its past participle after a
    form of "be": "the creature was kicked" (702.33's "kicked"), "if it was evoked", "wasn't bestowed"."""
    return _participle_after(r"\b(?:was|were|wasn't|weren't|is|isn't|been|being|not) ", keyword, text, r"\b")


def _as_epithet(keyword, text):
    """Whether the text calls a spell or permanent by its status under the keyword ability, the past participle
    before it: "an evoked creature", "an entwined Journey of Discovery", "the kicked spell" (its name blanked:
    "an entwined" then blanks). Only for a keyword the card has: another card's "enchanted creature" is no rule."""
    return _participle_after(r"\b(?:an?|the|this|that|each|your|its) ", keyword, text, r"(?= )")


def _participle_after(before, keyword, text, after):
    """Whether the text has the keyword's past participle ("kicked", "evoked") right after `before`; never for a
    keyword whose participle names an attachment ("enchanted", "equipped")."""
    if keyword in ATTACHING:
        return False
    stem = participle_stem(keyword)
    ending = r"d" if stem.endswith("e") else r"ed"
    return re.search(rf"{before}{re.escape(stem)}{ending}{after}", text, re.IGNORECASE) is not None


# Words before "phase" (or "band", "cycle") that make it a noun: an article, or a phase's or a step's name.
NOUN_BEFORE = ("the", "a", "that", "each", "combat", "main", "beginning", "ending", "end", "extra", "additional")


def _as_verb(keyword, text):
    """Whether the text does what a keyword ability in "-ing" names, its verb: "cycle" and "cycled" (cycling), "in a
    band" (banding), "phases out" and "a phased-out creature" (phasing). Not a noun of the same word: "the combat
    phase", "a main phase", "each end phase"."""
    stem = participle_stem(keyword)
    if stem == keyword or not keyword.endswith("ing"):
        return False
    noun = "".join(rf"(?<!\b{word} )" for word in NOUN_BEFORE)
    # "phased-out", the participle joined to its particle, is the verb whatever stands before it.
    pattern = rf"{noun}\b{re.escape(stem)}e?(?:s|d|ed|es)?\b(?!-)|\b{re.escape(stem)}e?d-(?:in|out)\b"
    return re.search(pattern, text, re.IGNORECASE) is not None


def may_name_keyword(keyword, text):
    """Whether links_of_ruling could link the keyword from this text: a rule page's sift, before linking.

    The database's sift finds the keyword's stem, which for a keyword in "-ing" is in its nouns too: "phas" of
    phasing is in every "combat phase", and linking the 263 rulings it let through cost /rules/702.26 0.24 s of
    CPU for 9 rulings shown. A link needs the keyword itself, its past participle or its verb."""
    low = text.lower()
    stem = participle_stem(keyword)
    if stem not in low:
        return False
    if keyword in EVERYDAY_ACTIONS:
        # An everyday action links only as the word an effect says, in quotation marks (links_of_ruling): "play" is
        # in 7,000 rulings, and linking them all cost /rules/701.18 0.3 s of CPU for the few that quote it.
        return _quoted(keyword, text)
    if stem == keyword:
        return True
    participle = stem + ("d" if stem.endswith("e") else "ed")
    return keyword in low or participle in low or _as_verb(keyword, text)


def _abilities_named(known, low):
    """The version's keyword abilities whose word the (lower-case) text holds."""
    return [k for k, (_, _, kind) in known.items() if kind == "ability" and k in low]


def _listed(keyword, text, abilities):
    """Whether the text names the keyword ability only in lists with others ("gain hexproof and indestructible", "a
    creature with hexproof or protection from white", "an artifact with defender, and so on"): the abilities an
    effect grants or a creature has, not one keyword's rule. Not when it also names it alone ("horsemanship doesn't
    interact with flying"), as a keyword ("the Reach keyword ability") or its instances ("multiple instances of
    first strike and trample")."""
    own = re.escape(keyword)
    if re.search(rf"\binstances of\b[^.]*\b{own}\b|\b{own} keyword\b", text, re.IGNORECASE):
        return False
    joined = r"(?:,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)"
    other = "|".join([re.escape(k) for k in abilities if k != keyword] + ["so on"])
    pattern = rf"\b(?:{other})\b(?: from \w+)?{joined}{own}\b|\b{own}\b(?: from \w+)?{joined}(?:{other})\b"
    alone = re.sub(pattern, " ", text, flags=re.IGNORECASE)
    return alone != text and re.search(rf"\b{own}\b", alone, re.IGNORECASE) is None


def _quoted(keyword, text, *, said=False):
    """Whether the text names the keyword's word itself, in quotation marks: 'instructs you to "transform"'.
    said: only as the word an effect says ('use the word "search"', 'effects that say "destroy"'), not as a
    name ('its "destroy" ability')."""
    before = r"(?:\bwords? |\bsays? |\bsaid |\bto )" if said else ""
    return re.search(rf"{before}[\"\u201c]{re.escape(keyword)}[\"\u201d]", text, re.IGNORECASE) is not None


def card_text_without_names(card):
    text = " ".join([card.oracle_text or "", *(f.get("oracle_text", "") for f in card.faces or [])])
    return without_names(text, card_names(card))


def link_rulings(card, rulings, versions=None):
    """Give each ruling .links: [Link], citations first, then keywords, then concepts, without repeats."""
    versions = versions if versions is not None else versions_in_order()
    if not rulings:
        return rulings
    read_citations(rulings)
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
    words = without_names(r.text, names)
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
    # An aside ("unless it is copying something else; see below") is not what the ruling rests on, nor is an
    # example another card gives ("such as kicker costs") for a keyword the card lacks.
    main = re.sub(ELSEWHERE, " ", ASIDE.sub(" ", words), flags=re.IGNORECASE)
    low = main.lower()
    known = table["keywords"]
    chosen_keywords = known.items() if keywords is None else [(k, known[k]) for k in keywords if k in known]
    abilities = None
    for keyword, (number, lineage, kind) in chosen_keywords:
        # A plain search first: a card page reads each of its rulings against every keyword of its version.
        if participle_stem(keyword) not in low:
            continue
        if kind == "ability":
            abilities = abilities if abilities is not None else _abilities_named(known, low)
            if _listed(keyword, main, abilities):
                continue
        if kind == EVERYDAY:
            if _quoted(keyword, main, said=True):
                add(number, lineage, KEYWORD, keyword)
        elif kind == "ability" and _as_status(keyword, EXAMPLE.sub(" ", main)):
            add(number, lineage, KEYWORD, keyword)
        elif kind == "ability" and _as_epithet(keyword, main) and _has_keyword(card_text, keyword, kind):
            add(number, lineage, KEYWORD, keyword)
        elif kind == "ability" and _as_verb(keyword, main) and _has_keyword(card_text, keyword, kind):
            add(number, lineage, KEYWORD, keyword)
        elif (
            keyword in low
            and _named(keyword, main, kind)
            and not _only_as_withheld(keyword, main)
            and (
                (_has_keyword(card_text, keyword, kind) and not _as_the_cards_condition(keyword, main, card_text))
                or _names_the_rule(keyword, EXAMPLE.sub(" ", main), kind)
            )
        ):
            add(number, lineage, KEYWORD, keyword)
    for concept, pattern, unless in _PHRASES:
        if concepts is not None and concept.name not in concepts:
            continue
        if concept.card and not re.search(concept.card, card_text, re.IGNORECASE | re.MULTILINE):
            continue
        if concept.card_unless and re.search(concept.card_unless, card_text, re.IGNORECASE | re.MULTILINE):
            continue
        if concept.name in table["concepts"] and pattern.search(main) and not (unless and unless.search(main)):
            number, lineage = table["concepts"][concept.name]
            add(number, lineage, CONCEPT, concept.name)
    held = {term for link in links if link.via != CITATION for term in HOLDS.get(link.term, ())}
    return [link for link in links if link.via == CITATION or link.term not in held]


# A rule that holds another's case: when a ruling names both, it rests on the first only. The set of objects a
# resolved spell affects (611.2c) is fixed as it resolves, not a step of 608.2; a copy of a spell has its modes and
# targets, and may get new ones (707.10), not the rules of modes (700.2) or changing targets (115.7); to populate is
# to copy a token (701.36), not 707's rules. (Seen on the tuned rows: Heroic Intervention, Hive Mind, Doublecast,
# Trostani's Judgment.) A face-down object's mana value of 0 is 708.2's, not 202.3's (9 corpus rulings name both:
# Silkwrap, Void Winnower); priority in a cleanup step is 514.3's, not 117's (7: Horror of the Broken Lands).
HOLDS = {
    "effects of resolved spells": ("resolving",),
    "copies": ("modes", "changing targets"),
    "face-down": ("mana value",),
    "populate": ("copies",),
    "cleanup": ("priority",),
    # An intervening "if" checked "at the time the ability resolves" is 603.4's, not a step of 608.2 (5 corpus rulings).
    "intervening if": ("resolving",),
    # Layer 7's sublayers (613.4) are named apart only where no layer is.
    "layers": ("power and toughness layers",),
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
    from rulings.models import CardRuling

    versions = versions if versions is not None else versions_in_order()
    read_citations(rulings)
    if concepts is None:
        concepts = concepts_resolving_to(lineage_ids, versions)
    wanted_concepts = {concept.name for concept in concepts}
    tables = {}
    keywords = {keyword.lower()} if keyword else set()
    carried = {}
    rows = CardRuling.objects.filter(ruling_id__in=[r.id for r in rulings]).values_list(
        "ruling_id", "card__name", "card__faces", "card__oracle_text"
    )
    for ruling_id, name, faces, text in rows:
        names, texts = carried.setdefault(ruling_id, ([], []))
        card = _Card(name, faces, text)
        names.extend(card_names(card))
        texts.append(card_text_without_names(card))
    found = []
    for r in rulings:
        names, texts = carried.get(r.id, ([], []))
        links = links_of_ruling(
            r, names, " ".join(texts), versions, keywords=keywords, concepts=wanted_concepts, tables=tables
        )
        if any(link.lineage in lineage_ids or (keyword and link.term == keyword.lower()) for link in links):
            found.append(r)
    return found


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
