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

from django.db.models import Q

from dataversion import cache as dataversion
from rules.models import CRVersion, RuleParagraph
from rules.rule_refs import cited_ranges
from rulings.citations import EVERYDAY_ACTIONS, in_force_at, read_citations
from rulings.concepts import CONCEPTS, ELSEWHERE

CITATION, KEYWORD, CONCEPT = "citation", "keyword", "concept"
KEYWORD_RULE = re.compile(r"^70[12]\.\d+$")  # today's keyword rules
KEYWORD_NUMBER = re.compile(r"^\d{3}\.\d+$")


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


KEYWORD_SECTIONS = {"keyword actions": "action", "keyword abilities": "ability"}
EVERYDAY = "everyday"  # a keyword action of EVERYDAY_ACTIONS


def version_table(version_id):
    """What one version says in its own words, cached: {"keywords": {keyword: (number, lineage, kind)},
    "concepts": {concept name: (number, lineage)}, "numbers": {lineage: number}}, each concept found by its rule's
    title or its words; "numbers" for every paragraph read (the rules and the sections concepts are found in).

    Keywords are the rules under the version's "Keyword Actions" (kind "action") and "Keyword Abilities"
    ("ability") rules, wherever they stand: 701 and 702 since July 2009, 501 and 502 before (502.4 Flying).
    """
    return _read_version(version_id, None)


def dated_table(version_id, current_id):
    """version_table(version_id), each concept read through today's rule where that rule existed then.

    Numbers move and the words that define a concept are reworded (2009's renumbering made 420 State-Based
    Effects into 704 State-Based Actions, and 420.5e's legend rule words into 704.5j's): the rule a concept
    names today, followed back through its lineage, is its rule on the date. A concept whose rule today did not
    exist then is read in that version's own words, else not linked. One query for the version, which also
    reads the paragraphs of today's concepts' lineages wherever they stood then.
    """
    if current_id is None or version_id == current_id:
        return version_table(version_id)
    return _read_version(version_id, current_id)


def _read_version(version_id, current_id):
    def build():
        wanted = set()
        if current_id is not None:
            wanted = {lineage for _, lineage in version_table(current_id)["concepts"].values() if lineage}
        prefixes = tuple(sorted({p for c in CONCEPTS if c.within for p in c.within.split("|")}))
        sections = sorted({prefix[:3] for prefix in prefixes})
        in_sections = Q(number__regex=rf"^({'|'.join(sections)})\.")
        read = (
            RuleParagraph.objects.filter(version_id=version_id)
            .filter(Q(kind=RuleParagraph.Kind.RULE) | in_sections | Q(lineage_id__in=wanted))
            .order_by("position")
            .values_list("number", "kind", "title", "text", "lineage_id")
        )
        numbers, rows = {}, []
        for row in read:
            if row[4]:
                numbers.setdefault(row[4], row[0])
            if row[1] == RuleParagraph.Kind.RULE or row[0].startswith(prefixes):
                rows.append(row)
        table = _resolve(rows)
        if current_id is not None:
            for name, (_, lineage) in version_table(current_id)["concepts"].items():
                if lineage in numbers:
                    table["concepts"][name] = (numbers[lineage], lineage)
        return {**table, "numbers": numbers}

    return dataversion.cached(("ruling-links-table", version_id, current_id), build)


def _resolve(rows):
    """The keywords and concepts of a version's rows (number, kind, title, text, lineage), in its own words."""
    kinds = {
        number: KEYWORD_SECTIONS[title.strip().lower()]
        for number, kind, title, _, _ in rows
        if kind == RuleParagraph.Kind.RULE and len(number) == 3 and title.strip().lower() in KEYWORD_SECTIONS
    }
    # Everyday actions (sacrifice, search, discard...) are named by rulings far more often than rested on: their
    # rule links only when a ruling names the word itself ('use the word "search"').
    keywords = {
        title.lower(): (number, lineage, EVERYDAY if title.lower() in EVERYDAY_ACTIONS else kinds[number[:3]])
        for number, kind, title, _, lineage in rows
        if kind == RuleParagraph.Kind.RULE and number[:3] in kinds and KEYWORD_NUMBER.match(number) and title
    }
    titled = [(n, t, lin) for n, kind, t, _, lin in rows if kind == RuleParagraph.Kind.RULE and t]
    # A concept's words are looked for within a few sections: each looks at those sections' rows only (a version
    # has thousands of rows, and there are a hundred versions and sixty concepts to read them for).
    by_section = {}
    for place, row in enumerate(rows):
        by_section.setdefault(row[0][:3], []).append((place, row))
    concepts = {}
    for concept in CONCEPTS:
        hit = None
        if concept.title:
            pattern = re.compile(rf"^(?:{concept.title})$", re.IGNORECASE)
            hit = next(((n, lin) for n, title, lin in titled if pattern.match(title.strip())), None)
        if hit is None and concept.text:  # a concept with no rule of its own in that version: its words
            pattern, within = re.compile(concept.text, re.IGNORECASE), tuple(concept.within.split("|"))
            candidates = sorted(
                {item for part in within for item in by_section.get(part[:3], ()) if item[1][0].startswith(within)}
            )
            hit = next(
                ((n, lin) for _, (n, _, _, text, lin) in candidates if text and pattern.search(text)),
                None,
            )
        if hit is not None:
            concepts[concept.name] = hit
    return {"keywords": keywords, "concepts": concepts}


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
    """The part of a keyword ability its past participle shares: "kick" of kicker (kicked), "evoke" (evoked)."""
    return keyword[:-2] if keyword.endswith("er") and len(keyword) > 5 else keyword


def _as_status(keyword, text):
    """Whether the text names a spell's status under the keyword ability's rule, its past participle after a
    form of "be": "the creature was kicked" (702.33's "kicked"), "if it was evoked", "wasn't bestowed"."""
    if keyword in ATTACHING:
        return False
    stem = participle_stem(keyword)
    ending = r"d" if stem.endswith("e") else r"ed"
    pattern = rf"\b(?:was|were|wasn't|weren't|is|isn't|been|being|not) {re.escape(stem)}{ending}\b"
    return re.search(pattern, text, re.IGNORECASE) is not None


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
    versions = versions if versions is not None else _versions()
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
    for keyword, (number, lineage, kind) in table["keywords"].items():
        # A plain search first: a page reads each of its rulings against every keyword of its version.
        if participle_stem(keyword) not in low or (keywords is not None and keyword not in keywords):
            continue
        if kind == EVERYDAY:
            if _quoted(keyword, main, said=True):
                add(number, lineage, KEYWORD, keyword)
        elif kind == "ability" and _as_status(keyword, EXAMPLE.sub(" ", main)):
            add(number, lineage, KEYWORD, keyword)
        elif (
            keyword in low
            and _named(keyword, main, kind)
            and (_has_keyword(card_text, keyword, kind) or _names_the_rule(keyword, EXAMPLE.sub(" ", main), kind))
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
    return links


def concepts_resolving_to(lineage_ids, versions):
    """The concepts that name one of these rules in some version: what a rule page looks for in rulings."""
    current = versions[-1][0] if versions else None
    tables = [dated_table(vid, current)["concepts"] for vid, _ in versions]
    return [
        concept
        for concept in CONCEPTS
        if any(table.get(concept.name, (None, None))[1] in lineage_ids for table in tables)
    ]


def linked_to(rulings, lineage_ids, versions=None, keyword=""):
    """The rulings, among these, that a link joins to one of these rules (read with the cards that carry them).

    A keyword link to the keyword of the same name counts too, whatever its lineage.
    """
    from rulings.models import CardRuling

    versions = versions if versions is not None else _versions()
    read_citations(rulings)
    wanted_concepts = {concept.name for concept in concepts_resolving_to(lineage_ids, versions)}
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


def _versions():
    return list(CRVersion.objects.order_by("effective_date").values_list("id", "effective_date"))


def _today(links, current):
    """Each link's number in the newest version, through its rule's lineage; None when the rule is gone."""
    lineages = {link.lineage for link in links if link.lineage}
    today = {}
    if lineages and current is not None:
        # The newest version's table numbers its rules and concept sections (cached); others, a citation's
        # subrule elsewhere, are looked up.
        numbers = version_table(current)["numbers"]
        today = {lineage: numbers[lineage] for lineage in lineages if lineage in numbers}
        if lineages - today.keys():
            today.update(
                RuleParagraph.objects.filter(version_id=current, lineage_id__in=lineages - today.keys()).values_list(
                    "lineage_id", "number"
                )
            )
    for link in links:
        if link.lineage:
            link.now = today.get(link.lineage)
        elif link.via == CITATION:
            link.now = link.number  # a number its date's CR does not hold: shown as cited, not followed
