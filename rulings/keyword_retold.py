"""A keyword a ruling names only as the card's own effect told again, not as the keyword's rule (links72).

keyword_matching.keywords_named reads these beside its other exceptions (an effect that withholds the keyword, a
combat declaration that stands, a copy's granted keyword): kept apart so that those exceptions, each counted and read
on the corpus, grow without that module (near its size limit) growing.
"""

import re

# A keyword action named with the count the card's instruction gives it: "you'll scry 1 before that spell resolves"
# (Path of Ancestry), "You scry 2 even if the spell's controller pays {X}" (Condescend), "you'll still surveil 1"
# (Sinister Sabotage). The ruling tells when or whether the card's instruction is carried out (its trigger, its
# resolution, the turn's steps), not what scrying is (701.22a): 15 corpus links removed, read 12 wrong, 3 doubtful
# (a scry 1 done once per trigger or activation); Eager Construct's players scrying in turn order (701.22c's) is kept
# by SEVERAL. Not "scry 0" (701.22b: no scry event), nor "scry X".
COUNTED = re.compile(r"\s+[1-9]\d*\b")
SEVERAL = re.compile(r"\b(?:each other player|each player|multiple players|in turn order)\b", re.IGNORECASE)


# The same instruction placed in time without its count: "you'll scry before the instant or sorcery spell resolves"
# (Prescient Chimera), "you'll scry whether the controller of the target spell pays {1} or not" (Stymied Hopes),
# and a count told beside "You won't scry in that case" (Glimpse the Sun God): 5 corpus links more, each read wrong.
# Not "If you surveil before Whispering Snitch enters" (the card's condition on a surveil, not its instruction told).
YOU = re.compile(r"\byou(?:'ll| will)\s+(?:just\s+|still\s+|also\s+)?$", re.IGNORECASE)
TIMED = re.compile(r"\s+(?:before|whether)\b", re.IGNORECASE)


def only_as_counted(keyword, text, kind, withheld):
    """Whether every mention of the keyword action is the card's instruction with its count ("scry 1") or placed in
    time ("you'll scry before ..."), or withheld (withheld: keyword_matching's WITHHELD, "You won't scry in that
    case" beside "you'll just scry 1 when the spell resolves"), one at least told so."""
    if kind != "action" or SEVERAL.search(text):
        return False
    forms = list(re.finditer(rf"\b{re.escape(keyword)}(?:s|es|d|ed|ing)?\b", text, re.IGNORECASE))
    told = [
        m
        for m in forms
        if COUNTED.match(text, m.end()) or (YOU.search(text[: m.start()]) and TIMED.match(text, m.end()))
    ]
    kept = re.compile(withheld + "$", re.IGNORECASE)
    return bool(told) and all(m in told or kept.search(text[: m.start()]) for m in forms)


# A keyword the card's effect gives, named with how long it lasts: "It will have haste permanently" (Treacherous
# Urge), "it has haste for as long as it remains on the battlefield" (Obzedat), "The effect that grants haste doesn't
# wear off at end of turn" (Hall of the Bandit Lord), "gains indestructible for the rest of the turn" (Accursed Horde),
# "the four Knight tokens will also gain indestructible until end of turn" (Gideon's Phalanx). The ruling rests on the
# effect's duration (611.2a-b, 514.2), not on the keyword's rule; the tuned rows label such a grant told again so
# (Mimic Vat's "It continues to have haste": 603.7; It That Gets Left Hanging's "won't gain haste": none). 12 corpus
# links removed, read 11 wrong, 1 doubtful (Obzedat's, beside "it can attack that turn").
HELD = r"\b(?:gains?|gained|has|have|had|grants?|granted|continues?\s+to\s+be)\s+"
LASTING = re.compile(
    r"\b(?:permanently|indefinitely|for the rest of the turn|until (?:the )?end of (?:the )?(?:current )?turn"
    # "as long as it's on the battlefield", not "has split second as long as it's on the stack" (702.61a's own words).
    r"|for the turn|(?:for )?as long as (?:it|they)(?:'s| is| are| remains?) on the battlefield|wears? off)\b",
    re.IGNORECASE,
)


def only_as_lasting(keyword, text, kind, withheld):
    """Whether every sentence naming the keyword ability names it as given or had for a time (LASTING), or as
    withheld (withheld: keyword_matching's WITHHELD pattern, "it will no longer have haste")."""
    if kind != "ability":
        return False
    own = re.escape(keyword)
    named = [s for s in re.split(r"(?<=[.!?])\s+", text) if re.search(rf"\b{own}\b", s, re.IGNORECASE)]
    held = re.compile(HELD + own + r"\b", re.IGNORECASE)
    kept = re.compile(withheld + own + r"\b", re.IGNORECASE)
    # One sentence at least gives it for a time: "loses hexproof or ... didn't have hexproof" alone is withheld
    # only, and keyword_matching reads that (Knight of Grace's "hexproof from black" rests on 702.11).
    lasting = [s for s in named if held.search(s) and LASTING.search(s)]
    return bool(lasting) and all(s in lasting or kept.search(s) for s in named)


# A keyword named in passing in a sentence that rests on another rule (links77), each a wording the tuned rows label
# so and the corpus's WotC rulings repeat:
# - an attaching keyword named among the ways an Equipment becomes unattached: 'The "becomes unattached" ability
#   triggers if (a) Grafted Wargear leaves the battlefield, (b) the equip ability moves it onto another creature, ...'
#   (tuned, labelled 301.5), "Captain's Hook becomes unattached from the creature it's equipping if you equip it to a
#   new creature, if ..." (Stitcher's Graft, Grafted Exoskeleton): 4 corpus links, the unattachment's rule (301.5c,
#   704.5n), not equip's. Not "Its equip ability can be activated, but it won't become attached" (The Antiquities War:
#   equip's own case, in a sentence of its own).
UNATTACHED = r"\bbecomes?\s+unattached\b[^.]*\bif\b"
# - a keyword's cost the player lacks the resources to pay: "You can't pay the buyback if you have less than 4 life"
#   (Slaughter, tuned, labelled 119.4), "You can't pay the Buyback cost unless you have at least one card in your
#   hand" (Flowstone Flood): 2 corpus links, the cost's rule (119.4, 118.3). Not "you can't pay its bestow cost" (a
#   permanent returned to the battlefield: bestow's own rule) nor "you can't pay its cumulative upkeep cost and must
#   sacrifice it" (cumulative upkeep's).
UNPAYABLE = r"\b(?:can't|cannot)\s+pay\s+(?:the|its)\s+{own}(?:\s+costs?)?\s+(?:if|unless)\s+you\s+(?:have|control)\b"
# - a keyword named as the quality of the objects another keyword's sentence is about: "Like other Equipment, each
#   Equipment with living weapon has an equip cost" (Scytheclaw, tuned, labelled equip's 702.6 and 704.5): 1 corpus
#   link, the same ruling.
QUALITY = r"\bwith\s+{own}\s+(?:has|have)\s+an?\s+[a-z]+\s+(?:costs?|abilit(?:y|ies))\b"
# - the card's grant told again by what sets it apart (links90, each a wording of the corpus's WotC rulings outside
#   the never-tuned rows, read wrong by the tuned conventions: Docent of Perfection's "have flying, not just those
#   created by ..." `none`, It That Gets Left Hanging's "won't gain haste" `none`): the set it reaches, "All Rats you
#   control have deathtouch while ..., not just the ones created by Ogre Slumlord"; the effect not happening, "No
#   creatures deal damage or gain deathtouch" (Undercity Uprising: 608.2b); its condition unmet, "Creatures you control
#   will have vigilance even if you control no Gates" (Hold the Gates); the card's grant named by its way, "Once it
#   gains first strike this way, it won't lose it" (Bull-Rush Bruiser: 611.2c); with its counter, "before the target
#   receives a counter and flying" (Skyrider Patrol: its trigger's timing); its payment to stop it, "can pay to
#   prevent giving first strike to a creature" (Tidal Flats, tuned, labelled `none`); another keyword's grant, "Unearth
#   grants haste to the creature that's returned to the battlefield" (Grixis, Whip of Erebos: unearth's delayed
#   trigger, not an ability of the creature); its duration, "The vigilance granted to a creature by the second ability
#   remains until the end of the turn" (Ajani Goldmane: 611.2a). Not "Deathtouch applies when any damage is dealt, not
#   just when combat damage is dealt" (Lace with Moonglove: deathtouch's own rule, 702.2b).
GRANT_TOLD = (
    r"\b{own}\b[^.]*,\s+not\s+just\s+(?:the|those)\s+(?:ones|tokens|creatures)\b"
    r"|\bno\s+(?:other\s+)?(?:creatures?|permanents?)\s+[^.]*\bor\s+gains?\s+{own}\b"
    r"|\b(?:will|'ll)\s+have\s+{own}\s+even\s+if\b"
    r"|\bgains?\s+{own}\s+this\s+way\b"
    r"|\bcounters?\s+and\s+{own}\b"
    r"|\bprevent\s+(?:giving|granting)\s+{own}\b"
    r"|\b(?:grants?|gives?)\s+{own}\s+to\s+the\s+(?:creature|permanent|token)s?\s+that\b"
    r"|\b{own}\s+(?:granted|given)\s+to\s+[^.]*\bremains?\b"
    # links92, the same told again in more of the corpus's wordings, each read wrong: the grant's condition, "The
    # creature has haste if the mana is spent to cover any cost of the spell" (Hall of the Bandit Lord); another
    # keyword's grant, "A creature cast using suspend will enter the battlefield with haste. It will have haste until
    # another player gains control of it" (Epochrasite: suspend's 702.62a); the card's effect, "each of those tokens
    # will gain haste and you'll sacrifice each of them" (Feldon of the Third Path), "creatures with even converted
    # mana costs have haste, or vice versa" (Ashling's Prerogative), "It removes Flying from all creatures ... It does
    # not prevent the Flying ability being given to the creature" (Gravity Sphere); its activation, "You can activate
    # the ability more than once in a turn, even if Olivia's Dragoon already has flying" (602.2); its condition, "don't
    # affect whether it has vigilance" (Kiyomaro's hand size), "enter the battlefield tapped even though they'll have
    # vigilance" (Herald of the Host: the tokens' entering, 702.20b not read); "which token has deathtouch" (Wurmcoil
    # Engine's tokens told apart); its reach, "given first strike by Swarm Surge won't lose first strike if it stops
    # being colorless" (611.2c). Not "already has first strike as Lightning Blow resolves ... (since multiple
    # instances of first strike are redundant)" (no activation told).
    r"|\bhas\s+{own}\s+if\s+the\s+mana\b"
    r"|\bcast\s+using\s+\w+\s+will\s+enter\s+the\s+battlefield\s+with\s+{own}\b"
    r"|\bhave\s+{own}\s+until\s+another\s+player\s+gains\s+control\b"
    r"|\bgain\s+{own}\s+and\s+you(?:'ll|\s+will)\s+sacrifice\b"
    r"|\bhave\s+{own},?\s+or\s+vice\s+versa\b"
    r"|\bremoves\s+{own}\s+from\b|\bprevent\s+the\s+{own}\s+ability\s+being\s+given\b"
    r"|\bactivate\b[^.]*\beven\s+if\b[^.]*\balready\s+has\s+{own}\b"
    r"|\b(?:don't|doesn't)\s+affect\s+whether\s+(?:it|they)\s+(?:has|have)\s+{own}\b"
    r"|\beven\s+though\s+(?:they|it)(?:'ll|\s+will)\s+have\s+{own}\b"
    r"|\bwhich\s+tokens?\s+has\s+{own}\b"
    r"|\b(?:given|granted)\s+{own}\s+by\b[^.]*\b(?:won't|will\s+not)\s+lose\s+{own}\b"
)
# - a keyword's word as the name of a combat damage step: 'after assigning damage in the "first strike" combat damage
#   step' (Rage Reflection: double strike's rule, 702.4d, the step only named).
STEP_NAMED = r"[\"\u201c]{own}[\"\u201d]\s+combat\s+damage\s+step"
# A keyword ability that attaches: "it was enchanted" or "was equipped" speaks of the attachment (Auras, Equipment),
# not of the keyword's rule (keyword_matching's participles); here, the ways an attachment ends.
ATTACHING = frozenset({"enchant", "equip", "fortify", "reconfigure"})


def only_in_passing(keyword, text, kind):
    """Whether every sentence naming the keyword ability names it in passing (UNATTACHED, UNPAYABLE, QUALITY,
    GRANT_TOLD, STEP_NAMED): the sentence rests on an attachment's end, a cost's payment, another keyword, the card's
    grant told again or a combat damage step's name."""
    if kind != "ability":
        return False
    own = re.escape(keyword)
    forms = [UNPAYABLE.format(own=own), QUALITY.format(own=own), GRANT_TOLD.format(own=own), STEP_NAMED.format(own=own)]
    if keyword in ATTACHING:
        forms.append(UNATTACHED)
    passing = re.compile("|".join(forms), re.IGNORECASE)
    named = [s for s in re.split(r"(?<=[.!?])\s+", text) if re.search(rf"\b{own}\b", s, re.IGNORECASE)]
    return bool(named) and all(passing.search(s) for s in named)
