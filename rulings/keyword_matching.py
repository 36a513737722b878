"""How a ruling's words name a keyword ability or action: what rulings.links links as a `keyword` link.

A keyword links when the card has it and the ruling names it (not in a list of others, not as what an effect
withholds, not as another object's condition), or when the ruling names it as a rule whatever the card ("protection
from black", "its bestow cost", the word in quotation marks), or names a spell's status under it ("was kicked", "an
evoked creature"). The card's names are blanked first: "Rowdy Crew" names no Crew. A rule page's sift
(may_name_keyword) reads the same words.
"""

import os
import re

from rulings import link_tables
from rulings.citations import EVERYDAY_ACTIONS
from rulings.keyword_conditions import only_as_the_cards_condition
from rulings.keyword_declared import only_as_ordered_or_triggered, only_at_declaration
from rulings.keyword_effects import told_with_its_effect
from rulings.keyword_retold import ATTACHING, only_as_counted, only_as_lasting, only_in_passing
from rulings.keyword_typecycling import typecycling_named

EVERYDAY = link_tables.EVERYDAY  # a keyword action of EVERYDAY_ACTIONS
EXAMPLE = re.compile(r"\b(such as|like|including|for example,?)\s[^.;:,()]*", re.IGNORECASE)
# What a ruling sets its case against: "for any reason, not just when you use its dredge ability", "not just due to
# the annihilator ability" (links54). The keyword so named is what the ruling is not about.
CONTRAST = re.compile(r"\bnot (?:just|only|merely)\b[^.;]*", re.IGNORECASE)

# One object's ability activated as any other, named by its keyword on a card without it: "activate its equip ability
# later to attach it" (Shifting Loyalties), "You can activate the Equipment's equip ability, but it won't do anything":
# who may activate it, or what it does then, not the keyword's rule. Not "tapped to activate a crew ability" (Veteran
# Motorist): crew's cost.
ACTIVATED = re.compile(r"\bactivate (?:its|their|the|that)\b[^.;,]*?\babilit(?:y|ies)\b", re.IGNORECASE)


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
    creature with flying", which names another object's, save what the card itself becomes ("this becomes a 5/5
    creature with indestructible": Gideon, Ally of Zendikar)."""
    if kind == "action":
        return _named(keyword, card_text, kind)
    own = r"(?:^|\n|[,;]\s*|\b(?:has|have|gains?|and|or)\s+|\bbecomes?\b[^.\n]*\bwith\s+)"
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
    # WotC's template for 611.2c, the bonus withheld with the keyword: "Creatures you begin to control later in the
    # turn won't get +1/+1 or gain trample" (11 corpus rulings: Stampede Driver, Tenacity, Chittering Host).
    r"(?:(?:get|have|gain)\s+[+-]\d+/[+-]\d+,?\s+(?:and|or)\s+)?"
    r"(?:gain|have|get|give\s+(?:it|itself|them|you|that creature|the creature))\s+"
    r"|\b(?:still|just|only)\s+gains?\s+"
    # "It continues to have haste" (Mimic Vat's token left on the battlefield), "will still have indestructible":
    # the effect's keyword kept all the same (10 corpus links). Not "still has defender, although it will be able to
    # attack" (Nivix Cyclops, Spire Serpent): defender's own rule.
    r"|\b(?:continues?\s+to|will\s+still)\s+have\s+"
    # The card's grant told again: "Madrush Cyclops gives itself haste", "Gruul War Plow gives itself trample" (its
    # "creatures you control have ..." counts itself), a copy's exception "plus it has haste" (Splinter Twin): 10
    # corpus keyword links, each a reading of the card.
    r"|\bgives?\s+itself\s+|\bplus\s+it\s+has\s+"
    # A threaten effect's results told again: "the permanent untaps and gains haste", "it'll untap, and it'll gain
    # haste until end of turn", "untap them if applicable and give them haste", "You'll still gain control of it and it
    # will gain haste" (Sarkhan Vol, Mob Rule, Hijack, Enthralling Victor).
    r"|\b(?:untap\w*|gains? control of)\b[^.]*\band\s+(?:it(?:'ll|\s+will)\s+)?(?:gains?|gives?\s+(?:it|them))\s+"
    # The effect's bonus told again, a keyword beside a power and toughness: "All Wizards you control get +2/+1 and
    # have flying, not just those created by...", "that target will get +2/+2 and gain trample" (11 corpus links).
    # And without the verb, the bonus a card gives told again (links77): "will give itself +2/+1 and flying"
    # (Vampire Nocturnus, Death Baron), "Both the +1/+1 and trample last only until end of turn", "lose the +1/+0 and
    # trample bonuses" (4 corpus links, each wrong; Cartouche of Strength's "trample doesn't apply during a fight"
    # names it alone too and keeps it).
    r"|[+-]\d+/[+-]\d+\s+and\s+(?:(?:has|have|gains?)\s+)?"
    # The card's grant named as what its ability gives: "It just gives that creature flying as well" (Aven
    # Mimeomancer), "can activate the ability that gives it trample" (Deviant Glee, Pursuit of Flight), "before the
    # ability that gives it indestructible has resolved" (Nahiri's Machinations): 4 corpus links, who activates it or
    # when it resolves (602.2, 608), none the keyword's rule.
    r"|\b(?:just|only|still)\s+gives?\s+(?:it|them|that creature|the creature)\s+"
    r"|\babilit(?:y|ies)\s+that\s+(?:gives?|grants?)\s+(?:it|them)\s+"
    # The effect's reach or its absence told (links77), 611.2c's template or 608.2b's, not the keyword's rule: "won't
    # lose first strike if it stops being colorless later in the turn" (Swarm Surge), "No creatures gain trample"
    # (The Crowd Goes Wild's targets illegal), "grants lifelink to all Zombies you control, not just the tokens"
    # (Necromancer's Covenant, Wren's Run Packmaster, Eladamri), "gains trample in addition to getting +3/+3" (Built to
    # Smash, Rush of Battle), "destroy the creature before it gains indestructible" (Adriana's Valor): 10 corpus links,
    # each wrong. Not "doesn't lose defender when it's monstrous" (Colossus of Akros: defender's own case).
    r"|\b(?:won't|will\s+not)\s+lose\s+"
    r"|\bno\s+(?:other\s+)?(?:creatures?|permanents?|tokens?)\s+(?:gains?|gets?|has|have)\s+"
    r"|\b(?:grants?|gives?)\s+(?=[\w ]{1,30}?\s+to\s+(?:all|each|every)\b)"
    r"|\b(?:gains?|has|have)\s+(?=[\w ]{1,30}?\s+in\s+addition\s+to\s+getting\b)"
    r"|\bbefore\s+(?:it|they|that creature|the creature)\s+(?:gains?|has|have)\s+"
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


# A keyword gained or lost once the creature was declared an attacker or blocker, which leaves the declaration as it
# was: "Once Vault Skyward's target has become blocked, giving it flying won't change that", "If Paragon of the
# Amesha gains flying after blockers have been declared, it won't cause those blocks to change", "causing it to lose
# haste won't remove it from combat", "loses haste after being declared as an attacker, it will continue to attack".
# The ruling rests on the declaration standing (506.4, 509.1h), not on the keyword's rule (links67: the tuned rows
# label Paragon of the Amesha and Auriok Sunchaser 506.4 alone). Not "Losing vigilance after attackers are declared
# doesn't cause Kiyomaro to tap" (vigilance's own rule, labelled so).
SETTLED = re.compile(
    r"\b(?:won't|will not|doesn't|does not)\s+(?:change|undo)\b"
    r"|\bwon't\s+cause\s+(?:it|them|those\s+blocks|that\s+block)\s+to\s+(?:change|become\s+unblocked)"
    r"|\b(?:won't|will not|doesn't|does not)\s+remove\s+it\s+from\s+combat|\bwon't\s+be\s+removed\s+from\s+combat"
    r"|\bcontinues?\s+to\s+attack|\b(?:doesn't|does not)\s+stop\s+attacking",
    re.IGNORECASE,
)
COMBAT = re.compile(r"\bblock|\battack", re.IGNORECASE)
# "giving it flying", "Giving a creature flying", "to lose haste".
CHANGED = r"\b(?:gains?|gained|gaining|giving|gives?|granting|grants?|loses?|lost|losing|lose)\s+(?:[\w']+\s+){0,2}?"


def _only_as_settled(keyword, text):
    """Whether every sentence naming the keyword names it as gained or lost while a combat declaration stands as it
    was (SETTLED)."""
    own = re.compile(r"\b" + re.escape(keyword) + r"\b", re.IGNORECASE)
    changed = re.compile(CHANGED + re.escape(keyword) + r"\b", re.IGNORECASE)
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", text) if own.search(s)]
    return bool(sentences) and all(changed.search(s) and SETTLED.search(s) and COMBAT.search(s) for s in sentences)


COPYING = re.compile(r"\bcop(?:y|ies|ied|ying|iable)\b", re.IGNORECASE)


def _granted_to_a_copy(keyword, text, card_text, kind):
    """Whether the card only grants the keyword (not printed at a line's start) and the ruling names it only in
    speaking of a copy, in the keyword's sentence or the one before: "Haste and dethrone are part of the copiable
    values of Dack's Duplicate", "that creature will have haste, but you won't exile it" (Twinflame's token copied),
    "If the creature is copied, the copy won't have indestructible". The ruling rests on what a copy copies (707.2,
    707.9b), not on the keyword's rule (links67: Dack's Duplicate's tuned row, labelled 707.2 and 707.9b)."""
    own = re.compile(r"\b" + re.escape(keyword) + r"\b", re.IGNORECASE)
    # A keyword action that makes copies ("populate") is the copy's rule: only a keyword ability is read so.
    if kind != "ability" or re.search(r"(?:^|\n)" + re.escape(keyword) + r"\b", card_text, re.IGNORECASE):
        return False
    sentences = re.split(r"(?<=[.!?])\s+", text)
    named = [i for i, s in enumerate(sentences) if own.search(s)]
    return bool(named) and all(
        COPYING.search(sentences[i]) or (i > 0 and COPYING.search(sentences[i - 1])) for i in named
    )


VERB = r"(?<!\bto )(?<!would )(?<!will )(?<!won't )(?<!\bcan )(?<!can't )(?<!cannot )(?<!could )(?<!must )(?<!\bmay )"


# A keyword action's noun, which WotC's rulings name without the verb: "a regeneration shield", "its regeneration
# ability" (43 corpus rulings without "regenerate"). Not "Regeneration won't save it": what a sacrifice is (701.21).
NOUNS = {"regenerate": "regeneration"}


def _named_as_noun(words, text):
    noun = NOUNS.get(words.lower())
    pattern = rf"\b{noun}\b(?! (?:won't|can't|cannot|will not) save\b)"
    return noun is not None and re.search(pattern, text, re.IGNORECASE) is not None


def search_stem(keyword):
    """The letters every form of the keyword a ruling may name holds (participle_stem's; "regenerat" for
    regeneration's noun too): the plain search before a ruling is read."""
    noun = NOUNS.get(keyword.lower())  # a rule page passes its title's word, "Regenerate"
    return os.path.commonprefix([keyword.lower(), noun]) if noun else participle_stem(keyword)


def _named(words, text, kind="ability"):
    """Whether the text names the keyword; a keyword action in any of its forms ("goaded", "proliferates"), or its
    noun (NOUNS)."""
    if kind == "action":
        verb = re.search(r"\b" + re.escape(words) + r"(?:s|es|d|ed|ing)?\b", text, re.IGNORECASE)
        return verb is not None or _named_as_noun(words, text)
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
        # "Buyback causes a spell to go to your hand": the keyword a sentence's subject, its rule's work.
        rf"|(?:^|[.!?]\s+){own} (?:causes|means|works|applies|triggers|will|won't|doesn't|can't|is|isn't)\b"
    )
    return re.search(pattern, text, re.IGNORECASE) is not None or _quoted(keyword, text)


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
    if search_stem(keyword) not in low:
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


def keywords_named(main, card_text, known, chosen):
    """The (keyword, (number, lineage, kind)) of `chosen` that the ruling's text (names blanked, asides gone) names
    as what it rests on; known: every keyword of the version, for the lists a keyword is named in."""
    low = main.lower()
    abilities = None
    for keyword, entry in chosen:
        kind = entry[2]
        # A plain search first: a card page reads each of its rulings against every keyword of its version.
        if search_stem(keyword) not in low:
            continue
        if kind == "ability":
            abilities = abilities if abilities is not None else _abilities_named(known, low)
            if _listed(keyword, main, abilities):
                continue
        if kind == EVERYDAY:
            if _quoted(keyword, main, said=True):
                yield keyword, entry
        elif kind == "ability" and _as_status(keyword, EXAMPLE.sub(" ", main)):
            yield keyword, entry
        elif kind == "ability" and _as_epithet(keyword, main) and _has_keyword(card_text, keyword, kind):
            yield keyword, entry
        elif kind == "ability" and _as_verb(keyword, main) and _has_keyword(card_text, keyword, kind):
            yield keyword, entry
        elif (
            # A keyword the card lacks, told beside what its own rule does ("has gained lifelink ... you gain and
            # lose life"): keyword_effects.py; the filters below that read the card's own keyword do not apply.
            kind == "ability"
            and told_with_its_effect(keyword, main)
            and not _has_keyword(card_text, keyword, kind)
            and _named(keyword, CONTRAST.sub(" ", main), kind)
            and not _only_as_withheld(keyword, main)
            and not only_in_passing(keyword, main, kind)
        ):
            yield keyword, entry
        elif (
            (keyword in low or _named_as_noun(keyword, main))
            # Named only in an example ("For example, if your teammate's creatures with lifelink dealt damage", "such
            # as by supporting two creatures", "including because of its undying ability"): the ruling rests on what
            # the example shows, not on the keyword (11 corpus links, 9 read wrong, one right: Sightless Brawler's
            # bestow named only in its example).
            and _named(keyword, EXAMPLE.sub(" ", main), kind)
            # Named only as the contrast ("not just when you use its dredge ability"): 4 corpus links, read wrong.
            and _named(keyword, CONTRAST.sub(" ", main), kind)
            and not _only_as_withheld(keyword, main)
            and not _only_as_settled(keyword, main)
            # Named for when a combat declaration reads it (keyword_declared.py): 509.1's, 302.6's.
            and not only_at_declaration(keyword, main)
            and not only_as_ordered_or_triggered(keyword, main, kind)
            and not only_as_the_cards_condition(keyword, main, card_text, kind)
            # The card's instruction with its count ("you'll scry 1"), its grant with its duration ("will have haste
            # permanently"): keyword_retold.py.
            and not only_as_counted(keyword, main, kind, WITHHELD)
            and not only_as_lasting(keyword, main, kind, WITHHELD)
            # Named in passing where another rule decides: an Equipment's unattachment, a cost not payable, the
            # quality of another keyword's objects (keyword_retold.py).
            and not only_in_passing(keyword, main, kind)
            and (
                (
                    _has_keyword(card_text, keyword, kind)
                    and not _as_the_cards_condition(keyword, main, card_text)
                    and not _granted_to_a_copy(keyword, main, card_text, kind)
                )
                or _names_the_rule(keyword, ACTIVATED.sub(" ", EXAMPLE.sub(" ", main)), kind)
            )
        ):
            yield keyword, entry


# The words of a reminder text that say nothing of its keyword: "this creature", "you control", "whenever".
REMINDER_STOPWORDS = frozenset(
    "this that with from into have then they them their each when whenever other only creature card spell until turn "
    "your it's can't isn't doesn't more than ability abilities would could also controls control player".split()
)
# A ruling on another of the card's abilities ("Archangel of Thune's last ability", "its activated ability").
ANOTHER_ABILITY = re.compile(r"\b(?:first|second|third|fourth|last|other|activated) abilit", re.IGNORECASE)
REMINDED = re.compile(r"^([^(\n]+?)\s*\(([^()\n]*)\)\s*$", re.MULTILINE)
# Words of four letters or more a ruling shares with a reminder text to tell it again (links42: two gave wrong links).
REMINDER_SHARED = 3


def reminder_words(text):
    return {w for w in re.findall(r"[a-z]+", text.lower()) if len(w) >= 4 and w not in REMINDER_STOPWORDS}


def keyword_reminded(main, card_text, known):
    """[(keyword, entry)]: the card's one keyword ability printed with its reminder text, when the ruling tells what
    that reminder says without naming the keyword (three words of four letters or more in common): Zombie Musher's
    "can't be blocked as long as defending player controls a snow land" is snow landwalk's, Delay's "When the last
    time counter is removed from the exiled card, it's cast" suspend's. The keyword is the one the sentence before
    the parenthesis names ("Legendary landwalk (...)", "Create a 1/1 Knight token with banding. (...)"), in its last
    sentence: Teferi's Protection's "protection from everything. All permanents you control phase out. (...)" reminds
    of phasing, not protection. Not on a card with two such keywords, nor a ruling on another ability."""
    # A typecycling named by its own word (keyword_typecycling.py), whatever other ability the ruling names.
    named = typecycling_named(EXAMPLE.sub(" ", main), card_text, known)
    if named or ANOTHER_ABILITY.search(main):
        return named
    retold = _protection_retold(main, card_text, known) or _landwalk_named(main, card_text, known)
    if retold:
        return retold
    found = []
    for head, reminder in REMINDED.findall(card_text):
        last = head.lower()
        ones = [
            (keyword, entry)
            for keyword, entry in known.items()
            # The plain search first: a rule page reads 144 rulings of flying's cards against every keyword.
            if entry[2] == "ability" and keyword in last and re.search(rf"\b{re.escape(keyword)}\b[^.]*\.?$", last)
        ]
        if len(ones) == 1:
            found.append((ones[0], reminder))
    if len(found) != 1:
        return []
    (keyword, entry), reminder = found[0]
    return [(keyword, entry)] if len(reminder_words(reminder) & reminder_words(main)) >= REMINDER_SHARED else []


# What protection does (702.16b-e, "DEBT"): damage prevented, enchanted or equipped, blocked, targeted.
PROTECTION_PARTS = (
    r"\bdamage\b[^.]*\bprevented\b|\bdeal damage to it\b",
    r"\b(enchanted|equipped|fortified) by\b|\b(can't|cannot) be (enchanted|equipped|fortified)\b",
    r"\b(can't|cannot) be blocked by\b",
    r"\b(can't|cannot) be (the )?target(ed)?\b|\b(can't|cannot|may) target it\b|\b(don't|doesn't) target it\b",
)


def _protection_retold(main, card_text, known):
    """[("protection", entry)] when the card has protection ("protection from multicolored", "has protection from
    creatures") and the ruling tells two or more of what it does without naming it: Soldier of the Pantheon's
    "can't be enchanted or equipped by multicolored Auras and Equipment, it can't be blocked by multicolored
    creatures, it can't be targeted by multicolored spells", Holy Mantle's "can't be targeted by abilities of
    creatures ..., and all damage dealt to it by creatures ... is prevented"."""
    if "protection" not in known or "protection" in main.lower():
        return []
    if not re.search(r"\bprotection from\b", card_text, re.IGNORECASE):
        return []
    told = sum(bool(re.search(part, main, re.IGNORECASE)) for part in PROTECTION_PARTS)
    return [("protection", known["protection"])] if told >= 2 else []


# Landwalk's forms (702.14a: "[type]walk"), a land type or a supertype joined to "walk".
LANDWALK_FORMS = r"(plains|island|swamp|mountain|forest|desert|snow [a-z]+|legendary land|nonbasic land)walk"


def _landwalk_named(main, card_text, known):
    """[("landwalk", entry)] when the ruling names a form of landwalk that the card's text names too ("Islandwalk
    cares about lands with the land type Island, not necessarily lands named Island", "Causing a creature to lose
    swampwalk is useful only during the declare attackers step or earlier", "Can target a creature with snow
    islandwalk"); not in an example ("For example, you can make a creature with Islandwalk become blocked")."""
    # "landwalk" itself, not the one inside "islandwalk".
    if "landwalk" not in known or re.search(r"\blandwalk\b", main, re.IGNORECASE):
        return []
    said = {m.group(0).lower() for m in re.finditer(rf"\b{LANDWALK_FORMS}(ing)?\b", EXAMPLE.sub(" ", main), re.I)}
    printed = {m.group(0).lower() for m in re.finditer(rf"\b{LANDWALK_FORMS}\b", card_text, re.IGNORECASE)}
    return [("landwalk", known["landwalk"])] if {w.removesuffix("ing") for w in said} & printed else []
