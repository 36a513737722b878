"""The rule of a named card's SITUATION: what the card's text does (its effect kind) crossed with what the question
says happens to it (its event words), read as the rule the CR gives that pair.

scard44 counted the tuned card misses whose rule is in no ranking ("nowhere"): 32 of 66 are the situation the card is
in, not its text — a layer (two type-changing cards: dependency, 613.8; two control changes: timestamps, 613.7), an
ability-removing card asked whether the creature still has its abilities (layer 6, 613.1f), an Aura or Equipment
asked what becomes of it once its object changed (state-based actions, 704.5m, 704.5n), a control-changing card
asked who owns the card (108.3) or who controls a stolen spell's permanent (110.2b), a card cast by sacrificing or
exiling asked how the spell still finds what it moved (400.7j). Neither the card's words nor the question's lead
there alone ("which one wins", "who owns it", "what happens to it" name no rule); together they do. Each entry is a
kind of effect (a pattern over a named card's rules text and type line) and a kind of event (a pattern over the
question less the cards' names), never a question's wording; its rules are those the CR of 2025-11-14 gives the
pair, and SAYS holds words each rule's text has (tests/search/test_scard45.py reads them there). scard46 added the
copy effects (707.2-707.4, 707.7, 613.2a), face-down permanents (708.3, 708.8) and leveler cards (711.6) of 707, 708
and 711 (tests/search/test_scard46.py).

hybrid.with_best_ruling calls placed() last: the situation's rule enters page 1's top five fifth, in the place of its
last rule, when no rule of it is there (the first on the page lower down, else the rule's own result).
"""

import re

from .pageentry import entered

# Whether a question naming a card reads its situation rule (hybrid.with_best_ruling).
READ = True

# Effect kinds, read from one named card's rules text and type line (questioncards.told_text).
KINDS = {
    "abilities lost": re.compile(r"\blos(?:e|es) all (?:other )?abilities\b", re.I),
    "type changed": re.compile(
        r"\bin addition to (?:its|their) other (?:\w+ )?types\b"
        r"|\b(?:nonbasic )?lands? (?:are|is an?) (?:plains|islands?|swamps?|mountains?|forests?)\b"
        r"|\blos(?:e|es) all creature types\b|\b(?:is|are) an? (?:\w+ )?artifact creatures?\b",
        re.I,
    ),
    # A characteristic-defining ability (604.3) setting a type or colour.
    "type defined": re.compile(r"\bis every creature type\b|\bis all colou?rs\b", re.I),
    # An effect making noncreature artifacts creatures (Karn's Touch, March of the Machines).
    "artifact animated": re.compile(
        r"\bnoncreature artifacts?\b[^.\n]*\b(?:becomes?|is|are)\b[^.\n]*\bcreatures?\b", re.I
    ),
    "base size set": re.compile(r"\bbase power and toughness\b", re.I),
    "control changed": re.compile(r"\bgains? control of\b|\byou control enchanted\b|\bexchange control\b", re.I),
    "cost moves a card": re.compile(r"\bas an additional cost to cast this spell, (?:sacrifice|exile|discard)\b", re.I),
    "aura": re.compile(r"^(?:\w+ )*Enchantment\b.*— .*\bAura\b", re.M),
    "equipment": re.compile(r"^(?:\w+ )*Artifact\b.*— .*\bEquipment\b", re.M),
    "loss trigger": re.compile(r"\bwhenever (?:a|an) (?:player|opponent) loses the game\b", re.I),
    # A copy effect (707): a permanent entering or becoming a copy, a token that's a copy (Clone, Cytoshape, Cackling
    # Counterpart); one changing what an object already on the battlefield copies (707.4).
    "copy": re.compile(r"\b(?:as|becomes?|is) a copy of\b|\bthat's a copy of\b", re.I),
    "becomes a copy": re.compile(r"\bbecomes? a copy of\b", re.I),
    # A card put onto the battlefield or cast face down (morph's and manifest's reminder text, 708).
    "face down": re.compile(r"\bface[- ]down\b", re.I),
    # Linked abilities (607.2a): one exiles a card, another refers to the card exiled with it (Banishing Light,
    # Fiend Hunter).
    "exile linked": re.compile(
        r"\bexile[^.\n]*\buntil [^.\n]*\bleaves the battlefield\b|\bexiled with\b|\breturn the exiled card\b", re.I
    ),
    # A leveler card (711).
    "leveler": re.compile(r"\blevel up\b", re.I),
}

_ATTACHED_ASKED = (
    r"\bwhat happens to\b(?! the game)|\bfalls? off\b|\bstays? (?:on|attached)\b|\bstill (?:attached|on)\b"
)
# ... once what it is attached to changed: gone, or no longer what it may be attached to.
_OBJECT_CHANGED = (
    r"\b(?:exile\w*|leaves?|left|blink\w*|flicker\w*|journey|bounce\w*|end of (?:the )?turn|turn ends"
    r"|stops? being|no longer|protection|becomes?|animated|creature)\b"
)

# The question asks which player a card's "you" acts on: who loses, gains, draws…; whose creatures it counts.
_WHOSE_YOU = (
    r"\bwho (?:loses|gains|draws|sacrifices|discards)\b|\bwhich (?:of us|player) (?:loses|gains|draws)\b"
    r"|\bdo(?:es)? (?:i|they|he|she|my opponent) (?:still )?(?:draw|lose|gain)\b"
    r"|\bcounts? (?:their|my|his|her) \w+ or (?:mine|theirs|his|hers|my|their)\b"
)
# ... an Aura put on another player's permanent, as the question says it.
_ON_ANOTHERS = (
    r"\bon (?:my |an )?(?:opponents?'?s?|their|his|her|another player'?s) (?:\w+ )?(?:creature|permanent|land)s?\b"
)

# The question asks about abilities of a permanent entering (its enter triggers; ETB).
_ENTERS = r"\benter\w*|\betb\b"

# (what the named cards show: (kinds, how many cards show one of them) pairs, every pair needed; the question's
# event, every pattern needed; the rules). In this order; a question takes the first entry it reads.
SITUATIONS = (
    # A card whose own characteristic-defining ability sets a type or colour (Mistform Ultimus), another card changing
    # it: the defining ability applies first in its layer, the other effects after (613.3).
    (((("type defined",), 1), (("type changed",), 1)), (), ("613.3",)),
    # Two cards each changing types (Blood Moon and Urborg, Mycosynth Lattice and March of the Machines): one changes
    # what the other applies to, dependency decides their order (613.8).
    (((("type changed",), 2),), (), ("613.8",)),
    # Two control changes on one creature: layer 2, applied in timestamp order (613.7).
    (((("control changed",), 2),), (), ("613.7",)),
    # An Aura or Equipment moved or attached again beside another effect: it gets a new timestamp (613.7e).
    (((("aura", "equipment"), 1),), (r"\b(?:move[sd]?|moving|re-?attach\w*|re-?equip\w*)\b",), ("613.7e",)),
    # Two cards setting a base size: the later timestamp wins (613.7).
    (((("base size set",), 2),), (), ("613.7",)),
    # An ability-removing card asked whether the creature keeps an ability: layer 6 (613.1f).
    (
        ((("abilities lost",), 1),),
        (r"\bstill (?:have|has|get|gets|keep|keeps)\b|\bkeeps? (?:its|their)\b|\bdoes it (?:have|keep|lose)\b",),
        ("613.1f",),
    ),
    # A stolen spell asked who controls the permanent it becomes (110.2b).
    (((("control changed",), 1),), (r"\bspell\b", r"\bwho (?:controls|gets|owns)\b"), ("110.2b",)),
    # A control change asked who owns the card or whose hand it goes to: its owner (108.3).
    (
        ((("control changed",), 1),),
        (r"\bwho owns\b|\bowner\b|\bwhose hand\b|\bgo(?:es)? to (?:my|their|whose) hand\b",),
        ("108.3",),
    ),
    # Whose "you" a card's text means once another player controls it, or once one player's Aura is on another's
    # permanent: the object's controller's (109.5). The card shows the control change (Donate) or the question puts
    # the Aura on another's permanent (Curiosity `on my opponent's creature`: an Aura on its controller's own
    # creature asks no such thing, Mark of the Vampire's `do I still gain the life` asks lifelink's 702.15c); the
    # question asks which player the text's "you" acts on (`who loses the 20 life`, `do I draw`) — not who controls
    # or owns it (110.2b, 108.3 above).
    (((("control changed",), 1),), (_WHOSE_YOU,), ("109.5",)),
    (((("aura",), 1),), (_ON_ANOTHERS, _WHOSE_YOU), ("109.5",)),
    # An Equipment made a creature itself: a creature attached becomes unattached (704.5p).
    (((("equipment",), 1), (("artifact animated",), 1)), (_ATTACHED_ASKED,), ("704.5p",)),
    # An Aura asked what becomes of it once its object changed: a state-based action puts one attached illegally into
    # its owner's graveyard (704.5m); an Equipment becomes unattached and stays (704.5n).
    (((("aura",), 1),), (_ATTACHED_ASKED, _OBJECT_CHANGED), ("704.5m",)),
    (((("equipment",), 1),), (_ATTACHED_ASKED, _OBJECT_CHANGED), ("704.5n",)),
    # A spell whose cost moved a card asked how it still finds the card: the effect can find it (400.7j).
    (
        ((("cost moves a card",), 1),),
        (r"\balready (?:in|gone|dead)\b|\bnew object\b|\bhow does (?:it|the spell|this) (?:know|find|see|count)\b",),
        ("400.7j",),
    ),
    # A "whenever a player loses the game" card asked about a player conceding or leaving (603.9).
    (((("loss trigger",), 1),), (r"\bconced\w*|\bleaves? the game\b|\bleft the game\b",), ("603.9",)),
    # Two copy effects named: one copies an object that is itself a copy, whose copiable values are the copied ones
    # (707.3).
    (((("copy",), 2),), (), ("707.3",)),
    # A copy effect named beside a card with linked abilities: the copy's are linked to each other only (707.7).
    (((("copy",), 1), (("exile linked",), 1)), (), ("707.7",)),
    # A copy effect asked about the copied object's counters or status: not copied (707.2).
    (((("copy",), 1),), (r"\bcounters?\b|\b(?:un)?tapped\b",), ("707.2",)),
    # A permanent becoming a copy of another while on the battlefield asked about enter triggers: none (707.4).
    (((("becomes a copy",), 1),), (_ENTERS,), ("707.4",)),
    # A copy effect asked which layer: copiable effects, layer 1a (613.2a).
    (((("copy",), 1),), (r"\blayers?\b",), ("613.2a",)),
    # A face-down permanent turned face up, asked about its enter abilities: they don't trigger (708.8); put onto the
    # battlefield face down: turned face down before it enters, they don't either (708.3).
    (((("face down",), 1),), (r"\bface[- ]?up\b", _ENTERS), ("708.8",)),
    (((("face down",), 1),), (r"\bface[- ]?down\b", _ENTERS), ("708.3",)),
    # A leveler card off the battlefield asked its power and toughness: its uppermost box (711.6).
    (
        ((("leveler",), 1),),
        (r"\bgraveyard\b|\bhand\b|\blibrary\b|\bexile\w*", r"\bpower\b|\btoughness\b|\b\d+/\d+\b|\bhow big\b"),
        ("711.6",),
    ),
)

# Words each rule's text has in today's CR (2025-11-14), which the test reads there.
SAYS = {
    "613.3": "apply effects from characteristic-defining abilities first",
    "109.5": "The words “you” and “your” on an object refer to the object’s controller",
    "704.5p": "If a battle or creature is attached to an object or player, it becomes unattached",
    "613.8": "determining which order effects are applied in is sometimes done using a dependency system",
    "613.7": "determining which order effects are applied in is usually done using a timestamp system",
    "613.7e": "receives a new timestamp each time it becomes attached",
    "613.1f": "ability-removing effects",
    "108.3": "The owner of a card in the game is the player who started the game with it",
    "110.2b": "gain control of another player’s permanent spell",
    "704.5m": "that Aura is put into its owner’s graveyard",
    "704.5n": "it becomes unattached from that permanent or player",
    "400.7j": "If the cost of a spell or ability causes an object to move to a public zone",
    "603.9": "trigger specifically when a player loses the game",
    "707.3": "Objects that copy the object will use the new copiable values",
    "707.2": "status, counters, and stickers are not copied",
    "707.7": "If a pair of linked abilities are copied, those abilities will be similarly linked to one another",
    "707.4": "The change doesn’t cause enters-the-battlefield or leaves-the-battlefield abilities to trigger",
    "613.2a": "Layer 1a: Copiable effects are applied",
    "708.8": "Any abilities relating to the permanent entering the battlefield don’t trigger",
    "708.3": "are turned face down before they enter the battlefield",
    "711.6": "a leveler card has the power and toughness denoted by its uppermost power/toughness box",
}


def kinds_of(texts):
    """The effect kinds each named card's text shows (texts: one string a card), in order."""
    return [{kind for kind, pattern in KINDS.items() if pattern.search(text or "")} for text in texts]


def situation_rules(asked, texts):
    """The rules of the first situation the question (asked: its words less the cards' names) and its named cards'
    texts tell together; () when none."""
    shown = kinds_of(texts)
    lowered = (asked or "").lower()
    for needs, events, rules in SITUATIONS:
        if any(sum(1 for own in shown if own & set(kinds)) < cards for kinds, cards in needs):
            continue
        if all(re.search(event, lowered) for event in events):
            return rules
    return ()


def placed(page, asked, texts, rule_item, top=5):
    """Page 1 (results) with a situation's rule (situation_rules) fifth when no rule of it is in the top five: the
    first such rule lower on the page, else rule_item(number) (None: the index has none). It takes the place of the
    top five's last rule below the first place, which follows it, sixth; the cards' pages and rulings keep the top
    five (fifth whatever it held pushed a never-tuned question's expected ruling out twice) and the first place
    stays."""
    if not READ or len(page) < top:
        return page
    rules = situation_rules(asked, texts)
    if not rules or any(r["kind"] == "rule" and (r.get("number") or "") in rules for r in page[:top]):
        return page
    at = next((i for i, r in enumerate(page) if r["kind"] == "rule" and (r.get("number") or "") in rules), None)
    found = page[at] if at is not None else rule_item(rules[0])
    return page if found is None else entered(page, found, top=top)
