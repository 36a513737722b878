"""Which rules a ruling rests on, each read in the CR version in force on the ruling's date.

Three ways a link is made (its `via`):

- citation: the ruling cites a number ("see rule 704.5a"), read in the version of its date;
- keyword: the ruling names a keyword or keyword action (701/702) that the card's own text has, once the card's
  names are set aside: "Ravenous Slime" names no Ravenous, "Rowdy Crew" no Crew;
- concept: the ruling talks about a concept of the rules (copies, state-based actions, layers, last known
  information...), a phrase of CONCEPTS below, resolved to the rule that defines it in the version of its date, by
  the rule's title or by the words of its text (the rule moves; its words stay).

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

CITATION, KEYWORD, CONCEPT = "citation", "keyword", "concept"
KEYWORD_RULE = re.compile(r"^70[12]\.\d+$")  # today's keyword rules
KEYWORD_NUMBER = re.compile(r"^\d{3}\.\d+$")


@dataclass(frozen=True)
class Concept:
    """A rules concept: the ruling's phrases that name it, and how to find its rule in any version.

    title: the rule's title (a three-digit rule: "State-Based Actions"); or within + text: the first paragraph
    whose number starts with `within` and whose text matches `text` (704.5's "legend rule" subrule).
    unless: words that, anywhere in the ruling, say it rests on another rule though a phrase matched ("ignore
    any alternative costs" in a ruling on mana value is about mana value).
    """

    name: str
    phrases: str
    title: str = ""
    within: str = ""
    text: str = ""
    unless: str = ""


# Precision before recall: each phrase names the concept itself, not a word that merely occurs near it.
WHEN = (
    r"(?<!during the )(?<!during your )(?<!during its )(?<!during that )(?<!during a player's )"
    r"(?<!controller's )(?<!during each )(?<!beginning of the )(?<!beginning of your )(?<!beginning of each )"
)
CONCEPTS = [
    Concept(
        "copies",
        r"(?<!second )(?<!another )(?<!two )(?<!multiple )(?<!more )\bcop(y|ies|ied|ying)\b(?! of (a|the) card in)",
        title=r"Cop(ying|ies of) Objects",
    ),
    Concept("state-based actions", r"state-based action", title=r"State-Based Actions"),
    Concept("layers", r"\blayers?\b|\btimestamps?\b|\bdependenc(y|ies)\b", title=r"Interaction of Continuous Effects"),
    Concept(
        "replacement effects",
        r"replacement effects?",
        title=r"Replacement Effects",
        unless=r"\b(rather than|instead of|not) an? replacement effect\b",  # what the ability is not
    ),
    Concept("prevention effects", r"\bprevent(s|ed|ion)?\b[^.]*\bdamage\b", title=r"Prevention Effects"),
    Concept(
        "face-down",
        r"\bface[- ]down\b|\bturn(s|ed|ing)? (it |them |that creature |that permanent )?face up\b",
        title=r"Face-Down Spells and Permanents",
        # Face-down conspiracies (Conspiracy drafts), a controlled player's hidden cards: other rules.
        # (Turning a permanent face up is its rule too.)
        unless=r"\bconspirac(y|ies)\b|\bcontrol(s|ling)? another player\b",
    ),
    Concept(
        "controlling another player",
        r"\bcontrol(s|ling)? another player\b|\bmakes? all (the )?decisions\b|\bcontrolling player\b",
        title=r"Controlling Another Player",
    ),
    Concept("split cards", r"\bsplit cards?\b|\bfused? split\b", title=r"Split Cards"),
    Concept("flip cards", r"\bflip cards?\b|\bflipped\b", title=r"Flip Cards"),
    Concept("double-faced cards", r"\bdouble-faced\b|\bback face\b", title=r"Double-Faced Cards"),
    Concept("mana abilities", r"\bmana abilit(y|ies)\b(?! of the basic land type)", title=r"Mana Abilities"),
    Concept("loyalty abilities", r"\bloyalty abilit(y|ies)\b", title=r"Loyalty Abilities"),
    Concept("emblems", r"\bemblems?\b", title=r"Emblems"),
    Concept("sagas", r"\blore counters?\b|\bchapter abilit(y|ies)\b", title=r"Saga Cards"),
    Concept("adventurers", r"\bon an adventure\b|\badventurer cards?\b", title=r"Adventurer Cards"),
    Concept("the monarch", r"\bthe monarch\b", title=r"The Monarch"),
    Concept("the initiative", r"\bthe initiative\b", title=r"The Initiative"),
    Concept(
        "mana empties",
        r"\bmana (pool )?empties\b|\bempties from\b[^.]*\bmana pool\b|\bunused mana\b|\bunspent mana\b",
        within="500.",
        text=r"mana pool empties|unused mana|unspent mana",
    ),
    Concept("priority", r"\b(receives?|gets?|has|holds?|passes) priority\b", title=r"Timing and Priority"),
    Concept("special actions", r"\bspecial actions?\b", title=r"Special Actions"),
    Concept(
        "the stack's order",
        r"\blast (ability|spell|one) (put|to be put) (on|onto) the stack\b|\bfirst (one )?to resolve\b",
        title=r"Stack",
    ),
    Concept(
        "marked damage",
        r"\bdamage (remains|stays) marked\b|\bmarked damage\b|\bdamage marked on\b",
        within="119.|120.",
        text=r"^Damage (marked on a creature|dealt to a creature).*remains",
    ),
    Concept(
        "+1/+1 and -1/-1 counters",
        r"\+1/\+1 counters?\b[^.]*-1/-1 counters?\b[^.]*\b(removed|cancel|annihilat)|"
        r"-1/-1 counters?\b[^.]*\+1/\+1 counters?\b[^.]*\b(removed|cancel|annihilat)",
        within="704.5",
        text=r"both a \+1/\+1 counter and a -1/-1 counter",
    ),
    Concept(
        "tokens",
        r"\btokens? (is|are|isn't|aren't) (not )?(a )?cards?\b|\btokens?\b[^.]*\bceas(e|es|ed|ing) to exist\b"
        r"|\btokens? (is|are) named\b|\btokens?\b[^.]*\b(can't|cannot|won't|will not) (come back|return)\b",
        title=r"Tokens",
        # 110.5 from July 2009 to July 2019, when tokens had no rule of their own.
        within="110.5",
        text=r"^Some effects put tokens onto the battlefield",
    ),
    # A step named as the time something is done ("activate it during the declare blockers step") is not what
    # the ruling rests on: only the step's own rules are.
    Concept(
        "combat damage",
        WHEN + r"\bcombat damage step\b|\bcombat damage is dealt (simultaneously|at the same time)\b",
        title=r"Combat Damage Step",
    ),
    Concept(
        "put onto the battlefield attacking",
        r"\b(put onto|enters?|entered|entering) the battlefield (tapped and )?attacking\b",
        within="508.",
        text=r"put onto the battlefield attacking",
    ),
    Concept(
        "declare blockers",
        WHEN + r"\bdeclare blockers step\b|\bremains blocked\b",
        title=r"Declare Blockers Step",
    ),
    Concept(
        "declare attackers",
        WHEN
        + r"\bdeclare attackers step\b|\bdeclared as an attacker\b|\b(never|wasn't|weren't) declared as attackers?\b"
        r"|\bwhich (player or planeswalker|player, planeswalker, or battle) (it's|it is|they're|each is) attacking\b",
        title=r"Declare Attackers Step",
    ),
    Concept("cleanup", r"\bcleanup step\b", title=r"Cleanup Step"),
    Concept("end step", WHEN + r"(?<!next )\bend step\b", title=r"End Step"),
    Concept("commander", r"\bcommander\b(?! ?\d)", title=r"Commander"),
    Concept("two-headed giant", r"Two-Headed Giant", title=r"Two-Headed Giant Variant"),
    Concept("planechase", r"\bplanar die\b|\bplaneswalk(s|ed|ing)? (to|away)\b", title=r"Planechase"),
    Concept("archenemy", r"\bschemes?\b|\barchenemy\b", title=r"Archenemy"),
    Concept("intervening if", r"\bintervening\b", within="603.4", text=r"intervening"),
    Concept(
        "triggered abilities",
        r"\bwill trigger\b(?! only)|\bwon't trigger at all\b|\btriggers? even if\b|\bwhen the ability triggers\b"
        r"|\bat the same time\b[^.]*\btrigger(s|ed)?\b|\btrigger(s|ed)?\b[^.]*\bat the same time\b"
        r"|\bprevent[^.]*\bfrom triggering\b|\bbefore (its|that|the) triggered ability resolves\b"
        r"|\b(is|are) put (onto|on) the stack (after|before|the next time)\b|\bon the stack on top of\b"
        r"|\btriggered ability resolves before\b|\bwill be put on the stack after\b",
        title=r"Handling Triggered Abilities",
        # "before its triggered ability resolves, use its power as it last existed": last known information.
        unless=r"\blast existed\b|\blast known\b",
    ),
    Concept(
        "last known information",
        r"last known\b|\bas it last existed\b|\blast existed on the battlefield\b",
        within="608.2",
        # 608.2h (608.2g in 2012, 413.2f in 2005): 608.2b speaks of it too, for targets.
        text=r"^If an effect requires information from the game",
    ),
    Concept(
        "new object",
        r"\bnew object\b|\bno memory of\b|\bno connection to\b",
        within="400.",
        text=r"new object with no memory",
    ),
    Concept(
        "illegal targets",
        r"\billegal targets?\b|\btargets? (is|are|becomes?) illegal\b|\bno longer (a )?legal target",
        within="608.2",
        text=r"checks whether the targets are still legal",
        unless=r"\bAuras?\b",  # an Aura spell's target: 608.3, a permanent spell's resolution
    ),
    Concept("legend rule", r"\blegend rule\b", within="704.5", text=r"legendary permanents"),
    Concept("lethal damage", r"\blethal damage\b", within="704.5", text=r"lethal damage"),
    Concept(
        "toughness 0",
        r"\btoughness (of )?0\b|\b0 toughness\b|\btoughness 0 or less\b",
        within="704.5",
        text=r"toughness 0 or less",
    ),
    Concept("no life", r"\b0 or less life\b|\blife total (is|becomes) 0\b", within="704.5", text=r"0 or less life"),
    Concept(
        "empty library",
        r"\bempty library\b|\bno cards in (their|your|his or her) library\b",
        within="704.5",
        text=r"library with no cards",
    ),
    Concept(
        "mana value",
        r"\bconverted mana costs?\b|\bmana values?\b",
        within="202.",
        text=r"^(The converted mana cost of an object|An object's mana value|An object’s mana value)",
    ),
    Concept(
        "x",
        r"\bvalue (chosen )?for X\b|\bX is 0\b|\bchoose X\b|\bX in (its|the) mana cost\b",
        within="107.",
        text=r"^Many objects use the letter X",
    ),
    Concept(
        "alternative costs",
        r"\balternative costs?\b|\bwithout paying (its|their) mana costs?\b",
        within="117.|118.",
        text=r"^Some spells have alternative costs",
        unless=r"\bconverted mana costs?\b|\bmana values?\b|\btotal cost\b",
    ),
    Concept(
        "additional costs",
        r"\badditional costs?\b",
        within="117.|118.",
        text=r"have additional costs",
        unless=r"\bconverted mana costs?\b|\bmana values?\b|\btotal cost\b",
    ),
    Concept(
        "total cost",
        r"\btotal cost\b|\bcosts? \{\d\} (less|more)\b|\bcost (reduction|increase)s?\b|\breduced by \{",
        within="601.2",
        text=r"total cost",
    ),
    Concept(
        "casting",
        r"\bas you (begin to )?cast\b|\bbegin to cast\b",
        within="601.2",
        text=r"^To cast a spell is to",
    ),
    Concept(
        "resolving",
        r"\b(at the time|as) (it|the ability|the spell|that ability|that spell) resolves\b",
        within="608.2",
        text=r"resolution may involve several steps",
    ),
    Concept(
        "choices on resolution",
        r"\b(choose|chooses|chosen|decide|decides)\b[^.]*\b(as|when|until)\b[^.]*\bresolves\b",
        within="608.2",
        text=r"offers any choices",
        unless=r"\b(don't|do not) choose\b[^.]*\bwhen\b[^.]*\bresolves\b",
    ),
    Concept(
        "apnap",
        r"\bplayer whose turn it is\b|\bin turn order\b|\bactive player\b[^.]*\bnonactive\b"
        r"|\bstarting with (you|the active player)\b",
        within="101.",
        text=r"at the same time, the active player",
    ),
    Concept(
        "targets", r"\btargets? only\b|\bdoesn't target\b|\bdoes not target\b|\bwithout targeting\b", title=r"Targets"
    ),
    Concept(
        "playing lands",
        r"\bplay(ed)? a land\b|\bland drop\b|\bland (you|a player) can normally play\b|\badditional lands?\b",
        within="305.",
        text=r"normally play one land",
    ),
    Concept(
        "attack requirements",
        r"\bmust attack\b|\battacks? (each combat |this turn )?if able\b|\bcan attack, it must\b"
        r"|\bcost associated with having (a creature|it|that creature|this creature|them) attack\b",
        title=r"Declare Attackers Step",
    ),
    Concept(
        "block requirements",
        r"\bmust (be )?block(ed)?\b|\bblocks? (each combat |this turn )?if able\b|\bmust assign at least one blocker\b"
        r"|\bcost associated with having (a creature|it|that creature|this creature|them) block\b",
        title=r"Declare Blockers Step",
    ),
    Concept(
        "equipment",
        r"\bEquipment\b[^.]*\b(becomes unattached|can't equip|can no longer equip)\b"
        r"|\bequip (ability|abilities|cost)\b",
        within="301.",
        text=r"subtype .Equipment",
    ),
    Concept(
        "auras",
        r"\bAuras?\b[^.]*\b(will enchant|what (it|they) (will )?enchants?|isn't cast|put onto the battlefield)\b",
        within="303.",
        text=r"subtype .Aura",
    ),
    Concept(
        "who activates",
        # The card's name is blanked before: "Only                's controller can activate".
        r"\bonly (its |the |[\w\s]*'s )controller can activate\b|\bonly you can activate\b",
        within="602.",
        text=r"Only an object's controller|Only an object’s controller",
    ),
    Concept("life total becomes", r"\blife total (to )?becomes?\b", within="118.|119.", text=r"life total becomes"),
    Concept("winning", r"\bwins? the game\b", within="104.2", text=r"win"),
    Concept("leaving the game", r"\bleaves the game\b|\bleft the game\b", within="800.4", text=r"leaves the game"),
    Concept("hybrid mana", r"\bhybrid mana\b|\bhybrid symbols?\b", within="107.4", text=r"hybrid mana symbol"),
    Concept("phyrexian mana", r"\bPhyrexian mana\b", within="107.4", text=r"Phyrexian mana symbol"),
    Concept("extra turns", r"\bextra turns?\b", within="500.", text=r"extra turn"),
    Concept("outside the game", r"\boutside the game\b", within="400.", text=r"outside the game"),
    Concept("maximum hand size", r"\bmaximum hand size\b", within="402.", text=r"maximum hand size"),
    Concept(
        "characteristic-defining", r"characteristic-defining", within="604.", text=r"characteristic-defining abilit"
    ),
    Concept(
        "effects of resolved spells",
        r"\bhas no duration\b|\benters? the battlefield after\b[^.]*\bresolves\b",
        within="611.2",
        text=r"generated by the resolution of a spell or ability",
    ),
    Concept(
        "summoning sickness",
        r"\bsummoning sick|\bcontrolled (it )?continuously since\b",
        within="302.",
        text=r"continuously controlled since",
    ),
]
# Asides: brackets, a pair of dashes, and an example ("such as Doubling Season's", "for example, Forests") name
# other things than what the ruling rests on.
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
    concepts = {}
    for concept in CONCEPTS:
        hit = None
        if concept.title:
            pattern = re.compile(rf"^(?:{concept.title})$", re.IGNORECASE)
            hit = next(((n, lin) for n, title, lin in titled if pattern.match(title.strip())), None)
        if hit is None and concept.text:  # a concept with no rule of its own in that version: its words
            pattern = re.compile(concept.text, re.IGNORECASE)
            hit = next(
                (
                    (n, lin)
                    for n, _, _, text, lin in rows
                    if n.startswith(tuple(concept.within.split("|"))) and text and pattern.search(text)
                ),
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
    pattern = rf"\b{own} (?:from\b|costs?\b|abilit(?:y|ies)\b)|\binstances of {own}\b"
    return re.search(pattern, text, re.IGNORECASE) is not None or _quoted(keyword, text)


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
    main = ASIDE.sub(" ", words)
    low = main.lower()
    for keyword, (number, lineage, kind) in table["keywords"].items():
        # A plain search first: a page reads each of its rulings against every keyword of its version.
        if keyword not in low or (keywords is not None and keyword not in keywords):
            continue
        if kind == EVERYDAY:
            if _quoted(keyword, main, said=True):
                add(number, lineage, KEYWORD, keyword)
        elif _named(keyword, main, kind) and (
            _has_keyword(card_text, keyword, kind) or _names_the_rule(keyword, EXAMPLE.sub(" ", main), kind)
        ):
            add(number, lineage, KEYWORD, keyword)
    for concept, pattern, unless in _PHRASES:
        if concepts is not None and concept.name not in concepts:
            continue
        if concept.name in table["concepts"] and pattern.search(main) and not (unless and unless.search(main)):
            number, lineage = table["concepts"][concept.name]
            add(number, lineage, CONCEPT, concept.name)
    return links


def concept_hints(concept):
    """Words every text a concept's phrases match holds one of, for a database's first sift: one word run that
    each of the phrase's alternatives requires ("cop" for "cop(y|ies|ied|ying)", not "ies", which would let every
    ruling through). None when some alternative requires no word of three letters: then nothing can be sifted."""
    hints = set()
    for alternative in _top_level(concept.phrases):
        required = _required_runs(alternative)
        best = max(required, key=len, default="")
        if len(best.strip()) < 3:
            return None
        hints.add(best.strip().lower())
    return sorted(hints)


def _top_level(pattern):
    """The alternatives of a pattern at its top level (a "|" inside brackets or a group belongs to it)."""
    parts, depth, start, index, in_class = [], 0, 0, 0, False
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            index += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(pattern[start:index])
            start = index + 1
        index += 1
    return parts + [pattern[start:]]


def _required_runs(alternative):
    """The literal runs an alternative requires: groups, classes, anchors and optional characters cut them."""
    runs, current, depth, index, in_class = [], "", 0, 0, False
    while index < len(alternative):
        char = alternative[index]
        optional = index + 1 < len(alternative) and alternative[index + 1] in "?*{"
        if in_class:
            in_class = char != "]"
        elif depth:
            depth += {"(": 1, ")": -1}.get(char, 0)
            index += 2 if char == "\\" else 1
            if char == "\\":
                continue
            continue
        elif char == "\\":
            escaped = alternative[index + 1 : index + 2]
            optional = index + 2 < len(alternative) and alternative[index + 2] in "?*{"
            if escaped.isalnum() or optional:  # \b, \s, \w, \d...: no letter of the text
                runs.append(current)
                current = ""
            else:
                current += escaped
            index += 2
            continue
        elif char == "[":
            in_class = True
        elif char == "(":
            depth = 1
        elif char not in "?*+{}^$." and not optional:
            current += char
            index += 1
            continue
        runs.append(current)
        current = ""
        index += 1
    return [run for run in runs + [current] if run]


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
