"""The concepts of the rules a ruling may rest on without citing a number (copies, state-based actions, layers, last
known information...): the phrases that name each, and how to find its rule in any version (rulings/links.py
links them)."""

from rulings.action_concepts import ACTION_CONCEPTS
from rulings.copy_readings import COPIES
from rulings.incidental_readings import LAST_KNOWN_IN_PASSING, MARKED_DAMAGE, REPLACEMENT_IN_PASSING  # links99, 103
from rulings.indestructible import INDESTRUCTIBLE_CONCEPTS
from rulings.keyword_actions import KEYWORD_ACTION_CONCEPTS
from rulings.passing_words import MANA_VALUE_NOT_BEFORE  # links97
from rulings.phrases import ELSEWHERE, Concept, concept_hints
from rulings.procedure_concepts import PROCEDURE_CONCEPTS
from rulings.resolution_readings import FACE_DOWN_IN_EXILE  # links94
from rulings.restated_concepts import RESTATED_CONCEPTS
from rulings.sentence_concepts import EXILED_FACE_DOWN, SENTENCE_CONCEPTS
from rulings.template_concepts import TEMPLATE_CONCEPTS
from rulings.trigger_targets import TRIGGER_TARGET_CONCEPTS
from rulings.turn_concepts import TURN_CONCEPTS
from rulings.type_concepts import TYPE_CONCEPTS
from rulings.value_readings import FACE_DOWN_ELSEWHERE  # links101

__all__ = ["CONCEPTS", "ELSEWHERE", "Concept", "concept_hints"]

# What follows a mana value in a card's condition on it ("with converted mana cost 2 or less", "whose converted mana
# cost is exactly equal to X", "total converted mana cost is 6 or less", "with converted mana cost 0"): the card's
# reading, not the rule of what a mana value is.
_NOT_A_CONDITION = (
    r"(?! ((is )?(\d+|X) or (less|greater|more)\b|(is )?(exactly )?(equal to|less than|greater than)\b|\d+\b))"
)

# Cards face down that are no spell or permanent: a pile, a graveyard shuffled face down to pick a card at random, cards
# drafted or removed from a draft (Conspiracy's draft-matters cards), a Contraption deck, a plane or a scheme (Fossil
# Find, Surreal Memoir, Hot Fix, Whispergear Sneak, Cogwork Grinder, Academy at Tolaria West): not 708's.
_NO_SPELL_OR_PERMANENT = (
    r"|\bface[- ]down piles?\b|\b(graveyard|library) face[- ]down\b|\bturn (them|it) face down, (then )?shuffle\b"
    r"|\bdraft(s|ed|ing)?\b|\bbooster packs?\b|\bContraption\b|\bplane cards?\b|\bplanar deck\b|\bschemes?\b"
)

# Precision before recall: each phrase names the concept itself, not a word that merely occurs near it.
REGENERATION = r"\bregeneration shields?\b|\b(still|can be) regenerat(e|ed)\b"

CONCEPTS = [
    Concept(
        "copies",
        COPIES,  # links96: the copy words, not where a copy is named in passing
        title=r"Cop(ying|ies of) Objects",
        # WotC's template for a clone that copies nothing: "You can choose not to copy anything. In that case, Clone
        # enters the battlefield as a 0/0 Shapeshifter creature, and is probably put into the graveyard immediately":
        # no copy is made, the ruling is 704.5f's (the tuned Clone is labelled 704.5 alone; 13 corpus rulings, each
        # this template, links74).
        unless=r"\bchoose (not to|to not) copy anything\b|\bdon't have to choose (a|an) \w+ to copy\b"
        # An "until" effect's return, a clone named only as the example of what cannot happen then: "Nothing happens
        # between the two events, including state-based actions. ... if the returning creature is a Mercurial
        # Pretender, it can't enter the battlefield as a copy of the Sliver" rests on 610.3, as the tuned Constricting
        # Sliver is labelled (3 corpus rulings, each this template: links81). Not the clone's own template "If X
        # somehow enters the battlefield at the same time as another creature, X can't become a copy of that creature"
        # (19 corpus rulings, the tuned Metamorphic Alteration labelled 614): measured, never-tuned labels read 707
        # there.
        r"|\bnothing happens between the two events\b",
    ),
    Concept(
        "state-based actions",
        # WotC's template for a creature destroyed, by the check made before anyone gets priority, before a trigger
        # that would have saved it resolves: "won't receive a counter ... in time to save it".
        r"state-based action|\bin time to save (it|them)\b"
        r"|\bdestroyed before (the|its|that) (triggered )?ability resolves\b"
        # A player at 0 life, a creature dealt lethal damage, at the same time as a trigger event: "you lose the game
        # before its enrage ability resolves", "it will die before the triggered ability resolves" (704.3's check).
        r"|\bloses? the game before (the|its|that|\W*'s) ?(\w+ )?(\w+ )?ability\b"
        r"|\bdie before (the|its|that) triggered ability\b",
        title=r"State-Based Actions",
        # "Nothing happens between the two events, including state-based actions": an "until" effect's return (610.3).
        unless=r"\bnothing happens between the two events\b",
    ),
    Concept(
        "layers",
        r"\blayers?\b|\btimestamps?\b|\bdependenc(y|ies)\b"
        r"|\bswitch(es|ed|ing)? (its|a creature's|the creature's|that creature's) power and toughness\b",
        title=r"Interaction of Continuous Effects",
    ),
    Concept(
        "power and toughness layers",
        # Effects that set, modify or switch power and toughness apply in layer 7's sublayers (613.4), whenever they
        # began: WotC's template for a creature whose base power and toughness an effect sets.
        r"\beffects? that (set|sets|modify|modifies|change|changes|switch|switches)[^.]*\bpower (and|or|and/or) "
        r"toughness\b|\bpower- or toughness-setting effects?\b",
        within="613.",
        text=r"^Within layer 7",
    ),
    Concept(
        "replacement effects",
        r"replacement effects?|\b(can|will|would|may) replace (this|that|it|the event)\b",
        title=r"Replacement Effects",
        # What the ability is not; "If multiple replacement effects would modify how damage would be dealt, ...
        # chooses the order": their order (616.1), not what one is (Goldnight Castigator, Shield of the Realm); so "two
        # or more replacement effects would apply to a card-drawing event", "more than one replacement effect tries to
        # apply" (6 corpus links, each 616's: Thought Reflection, Alhammarret's Archive, Tainted Remedy).
        unless=r"\b(rather than|instead of|not) an? replacement effect\b"
        r"|\b(multiple|two or more|more than one) replacement effects?\b"
        # One given as a cause in passing ("doesn't go to its owner's graveyard due to a replacement effect", "exiled
        # because of a replacement effect"), or 106.7's "take into account any applicable replacement effects": the
        # ruling rests on what the card counts or does then. (Not "if a replacement effect would cause a spell with
        # rebound to be put somewhere else": rebound's replacement effect beside it, 614 and 616.)
        r"|\b(because of|due to|by) (a|another|any) replacement effects?\b"
        r"|\btake into account any applicable replacement effects\b"
        # One supposed as the cause of a move ("If a replacement effect has Guan Yu move to a different zone instead
        # of being put into the graveyard, the ability won't trigger at all", "If a replacement effect (such as
        # Leyline of the Void) exiles any of the sacrificed creatures instead"): the ruling rests on what the card or
        # its trigger does then, and rebound's choice between the two is 616's, linked apart. So "if the targeted
        # permanent is destroyed but a replacement effect moves it to a different zone instead of its owner's graveyard,
        # its controller won't get an Elephant token" (Terastodon, Kalitas, Tuktuk Scrapper, Werewolf Ransacker).
        r"|\b(if|but) a replacement effect\b[^.]*\binstead\b|" + REPLACEMENT_IN_PASSING,  # links99: more, read there
    ),
    Concept(
        "prevention effects",
        # The effect or shield itself, or the damage it prevents ("prevent the 1 damage", "Prevent the damage that would
        # be dealt"), not any "prevent ... damage": over every tuned group together that phrase was right 3 times of 6
        # ("prevents all damage that would be dealt to you, regardless of ..." reads the card, "damage that can't be
        # prevented" rests on the damage's results).
        r"\bprevention (effects?|shields?)\b|\bprevent(s|ed)? the (\d+ |next \w+ )?damage\b",
        title=r"Prevention Effects",
        unless=r"\b(doesn't|does not|don't|won't) prevent (the )?damage\b",  # what the ability is not
    ),
    Concept(
        "face-down",
        r"\bface[- ]down\b|\bturn(s|ed|ing)? (it |them |that creature |that permanent )?face up\b",
        title=r"Face-Down Spells and Permanents",
        # Face-down conspiracies (Conspiracy drafts), a controlled player's hidden cards: other rules.
        # (Turning a permanent face up is its rule too.)
        unless=r"\bconspirac(y|ies)\b|\bcontrol(s|ling)? another player\b|"
        + EXILED_FACE_DOWN
        + FACE_DOWN_IN_EXILE  # links94: the exile zone's default
        + _NO_SPELL_OR_PERMANENT
        + FACE_DOWN_ELSEWHERE,  # links101: a double-faced card face down, one returned
        # A card that exiles cards face down speaks of cards in exile, the exile zone's rule (406.3): "can't be turned
        # face up" (Pyxis of Pandemonium), "while they're face down" (Ignorant Bliss); 18 corpus rulings.
        card_unless=r"\bexile[^.\n]*\bface down\b",
    ),
    Concept(
        "controlling another player",
        r"\bcontrol(s|ling)? another player\b|\bmakes? all (the )?decisions\b|\bcontrolling player\b"
        r"|\bonly controls? the player\b",
        title=r"Controlling Another Player",
    ),
    Concept("split cards", r"\bsplit cards?\b|\bfused? split\b", title=r"Split Cards"),
    Concept(
        "flip cards",
        # "flips a coin" is another rule (705); so are the flips a player wins or loses ("If you win three flips",
        # Fiery Gambit's ruling, which names no coin).
        r"\bflip cards?\b|\bflipped\b|\bflips\b(?!\s+(a|an|one|two|three|\d+|that|the|those)?\s*coins?\b)",
        title=r"Flip Cards",
        unless=r"\bcoins?\b|\b(win|wins|won|lose|loses|lost) (a |the |\w+ )?flips?\b",
    ),
    Concept("double-faced cards", r"\bdouble-faced\b|\bback face\b", title=r"Double-Faced Cards"),
    Concept("loyalty abilities", r"\bloyalty abilit(y|ies)\b", title=r"Loyalty Abilities"),
    Concept(
        "emblems",
        # What an emblem is (114: owned and controlled by the player who gets it, colorless, not a permanent, kept when
        # its planeswalker leaves), not an emblem's ability told (the card's reading): 47 of 57 corpus links were that.
        r"\bemblems? (is|are) (both )?(colorless|owned|controlled|the source|not permanents)\b"
        r"|\bemblems? created by [^.]*? is (both )?(colorless|owned)\b|\bemblems (aren't|are not|behave)\b"
        r"|\b(owner|owns|keep) (of )?(the|that|this|his|her) emblem\b|\bemblem (will )?remains?\b|\bemblem does not\b",
        title=r"Emblems",
    ),
    Concept("sagas", r"\blore counters?\b|\bchapter abilit(y|ies)\b", title=r"Saga Cards"),
    Concept("adventurers", r"\bon an adventure\b|\badventurer cards?\b", title=r"Adventurer Cards"),
    Concept("the monarch", r"\bthe monarch\b", title=r"The Monarch"),
    Concept("the initiative", r"\bthe initiative\b", title=r"The Initiative"),
    Concept(
        "additional triggers",
        # Panharmonicon's and Yarok's template: how many times an ability triggers is decided as it triggers.
        r"\btriggers? an additional time\b|\btriggers? (two|three|that many) additional times\b"
        r"|\btriggers? additional times\b",
        within="603.2",
        text=r"triggers additional times",
    ),
    Concept(
        "marked damage",
        MARKED_DAMAGE,  # links99: not where marked damage is named for another rule (lethal damage, a copy, trample)
        within="119.|120.",
        text=r"^Damage (marked on a creature|dealt to a creature).*remains",
        unless=REGENERATION,
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
        r"|\btokens? (is|are) named\b|\btokens?\b[^.]*\b(can't|cannot|won't|will not) (come back|return)\b"
        r"|\bcontrols? the tokens?\b|\btoken's owner\b|\bowner of (a|the|that) token\b",
        title=r"Tokens",
        # 110.5 from July 2009 to July 2019, when tokens had no rule of their own.
        within="110.5",
        text=r"^Some effects put tokens onto the battlefield",
    ),
    Concept("commander", r"\bcommander\b(?! ?\d)", title=r"Commander"),
    Concept("two-headed giant", r"Two-Headed Giant", title=r"Two-Headed Giant Variant"),
    Concept("planechase", r"\bplanar die\b|\bplaneswalk(s|ed|ing)? (to|away)\b", title=r"Planechase"),
    Concept(
        "archenemy",
        # What 904 tells of the variant: the archenemy, a scheme deck, a face-up scheme in the command zone, setting
        # a scheme in motion, a (non-)ongoing scheme turned face down or kept. Not "this scheme" or "this scheme's
        # second ability" in passing, the scheme card's own effect told (Bow to My Command's cost, Make Yourself
        # Useful's target not destroyed: tuned, both labelled without 904; 22 corpus rulings of that form, links91),
        # nor a card's name (Demon of Dark Schemes, blanked), nor "In a Supervillain Rumble game" as the setting of a
        # rule told (Every Dream a Nightmare's choices in turn order: tuned, 101.4 alone; measured, links91; 4 corpus
        # rulings of that setting lose 904, doubtful).
        r"\barchenemy\b|\bscheme (deck|cards?)\b|\bface[- ]up scheme\b"
        r"|\b(non-)?ongoing schemes?\b|\bsetting (a|that) scheme in motion\b",
        title=r"Archenemy",
    ),
    Concept(
        "last known information",
        r"last known\b|\bas it last existed\b|\blast existed on the battlefield\b|\blast existence\b",
        within="608.2",
        # 608.2h (608.2g in 2012, 413.2f in 2005): 608.2b speaks of it too, for targets.
        text=r"^If an effect requires information from the game",
        unless=LAST_KNOWN_IN_PASSING,  # links103: a new object, a trigger's look back
    ),
    Concept(
        "new object",
        r"\bnew object\b|\bas a new (creature|permanent|object)\b|\bno memory of\b|\bno connection to\b"
        r"|\brepresented by the same card\b|\bwon't be the target of any spells or abilities that targeted it\b"
        # WotC's "If Saskia leaves the battlefield and returns, you choose a player again. It doesn't remember the
        # previously chosen player" (7 corpus rulings).
        r"|\bleaves the battlefield and (then |later )?returns\b|\b(doesn't|won't) remember\b",
        # Before July 2009 (the lineage does not cross that renumbering): 217.1c, "is treated as a new object" to 2008.
        within="400.|217.1",
        text=r"new object with no memory|is treated as a new object",
    ),
    Concept("legend rule", r"\blegend rule\b", within="704.5", text=r"legendary permanents"),
    Concept(
        "lethal damage",
        # "nonlethal damage ... may become lethal if Lyra leaves the battlefield" (23 corpus rulings): 704.5g.
        r"\blethal damage\b|\b(may|might|could|will|would) become lethal\b",
        within="704.5",
        text=r"lethal damage",
        # "If a creature is dealt lethal damage, it can still regenerate", "a regeneration shield": regeneration's rule
        # (701.19), what lethal damage does to it, not the state-based action's.
        unless=REGENERATION
        # Lethal damage named as one cause among others the card's effect covers ("if it would die this turn for any
        # reason, not just due to lethal damage": the card's replacement effect; "won't stop a creature from being put
        # into the graveyard due to lethal damage or having 0 toughness": what a sacrifice is), 7 corpus links.
        + r"|\bnot just (due to|because of) lethal damage\b|\bdue to lethal damage or having 0 toughness\b",
    ),
    Concept(
        "toughness 0",
        r"\btoughness (of )?0\b|\btoughness (to |is )?less than 1\b|\b0 toughness\b|\btoughness 0 or less\b"
        # WotC's "enters the battlefield as a 0/0 creature, and is probably put into the graveyard immediately",
        # "a 0/0 token ... Unless something else is raising its toughness above 0" (32 corpus rulings).
        r"|\b0/0\b[^.]*\b(put into (its owner's |the |your |a |their owners' )?graveyards?|dies|die)\b"
        r"|\b0/0\b[^.]*\. (unless|if no other)\b[^.]*\btoughness\b",
        within="704.5",
        text=r"toughness 0 or less",
        # One of the game's causes a sacrifice is not ("won't stop a creature from being put into the graveyard due to
        # lethal damage or having 0 toughness": Tajuru Preserver, Sigarda; 701.17's).
        unless=r"\bdue to lethal damage or having 0 toughness\b",
    ),
    Concept(
        "no life",
        r"\b0 or less life\b|\blife total (is|becomes) 0\b|\blife totals? (to )?becomes? 0 or less\b"
        r"|\blife total will become (zero|0)\b",
        within="704.5",
        text=r"0 or less life",
        # "If you're at 0 or less life, you can't pay any amount of life": paying life (119.4), not losing.
        unless=r"\b(can't|cannot) pay\b",
    ),
    Concept(
        "costs without the resources",
        # WotC's "you can't cast Cathartic Reunion if you don't have at least two other cards in hand", "You can't
        # announce the ability unless you have a card in hand" (6 corpus rulings): a cost can't be paid without the
        # resources (118.3; 424.2 in 2008).
        # (Each alternative holds a word of its own, "can't" or "cannot": a rule page's first sift, concept_hints.)
        r"\bcan't (cast|announce|activate)\b[^.]*\b(unless you have|if you don't have)\b"
        r"|\bcannot (cast|announce|activate)\b[^.]*\b(unless you have|if you don't have)\b",
        within="116.|117.|118.|424.|409.",
        text=r"pay a cost (without having|unless (he or she|they) (has|have)) the necessary resources",
    ),
    Concept(
        "paying life",
        # "You can't pay more life than you have", "can't pay the buyback if you have less than 4 life" (14 corpus
        # rulings); not "can't pay less life to draw fewer cards", the card's own amount.
        r"\b(can't|cannot) pay (any |an amount of |any amount of |more )?(\d+ )?life\b(?! to)|\bpay an amount of life\b"
        r"|\b(can't|cannot) pay\b[^.]*\bif you have less than \d+ life\b|\bless than \d+ life can't pay\b",
        within="119.",
        text=r"pay an amount of life greater than 0",
    ),
    Concept(
        "empty library",
        # "no cards in their library" is 704.5b's only where the sentence draws or loses the game: alone it reads the
        # card's effect on an empty library ("the other effect still happens", "Undying Flames does nothing").
        r"\bempty library\b|\bno cards in (their|your|his or her) library\b(?=[^.]*\b(draws?|drawing|los(e|es|t))\b)"
        r"|\b(draws?|drawing|los(e|es|t))\b[^.]*\bno cards in (their|your|his or her) library\b"
        # WotC's "You don't lose the game for having zero cards in your library until you're instructed to draw a
        # card", "You don't lose the game at that point, but will lose the next time you're instructed to draw a card"
        # (links34: 3 corpus rulings, none linked before).
        r"|\blose the game for having (zero|no) cards in\b|\blose the next time (you're|you are|they're|they are) "
        r"(instructed|required) to draw\b",
        within="704.5",
        text=r"library with no cards",
    ),
    Concept(
        "mana value",
        # "regardless of their converted mana costs": what the card does not look at (Genesis Wave).
        # links97: a comparison or an X in passing (passing_words.py).
        r"(?<!regardless of their )(?<!regardless of its )"
        + MANA_VALUE_NOT_BEFORE
        + r"\bconverted mana costs?\b"
        + _NOT_A_CONDITION
        + r"|(?<!regardless of their )(?<!regardless of its )"
        + MANA_VALUE_NOT_BEFORE
        + r"\bmana values?\b"
        + _NOT_A_CONDITION,
        within="202.",
        # Today's words, "The mana value of an object is" (since April 2021): without them today's rule is not
        # found, and neither is its lineage back to 2003's 203.3, so rulings before July 2009 and after April 2021
        # linked no mana value.
        text=r"^(The (converted mana cost|mana value) of an object|An object's mana value|An object’s mana value)",
    ),
    Concept(
        "playing lands",
        r"\bplay(ed)? a land\b|\bland drop\b|\bland (you|a player) can normally play\b|\badditional lands?\b"
        r"|\bplay only one land\b|\bone land (per|each) turn\b|\bavailable land plays?\b",
        within="305.|212.6",  # 212.6b before October 2007, where the lineage of 305.2 begins
        text=r"normally play one land|may play only one land card",
    ),
    Concept(
        "equipment",
        r"\bEquipment\b[^.]*\b(becomes unattached|can't equip|can no longer equip)\b"
        r"|\bequip (ability|abilities|cost)\b"
        # Control of an Equipment, apart from the creature's (301.5d): "Gaining control of an Aura or Equipment
        # doesn't cause it to move" (WotC's template; 6 corpus rulings with the Aura's below).
        r"|\b(gain|gaining|take|taking|retain) control of (an|the) (Aura or )?Equipment\b",
        within="301.",
        text=r"subtype .Equipment",
    ),
    Concept(
        "auras",
        r"\bAuras?\b[^.]*\b(will enchant|what (it|they) (will )?enchants?|isn't cast|put onto the battlefield)\b"
        # What an Aura can't legally enchant, or an Aura enchanting an illegal object (303.4c, 303.4g-j; 20 corpus
        # rulings: Academy Researchers, Aura Finesse, Dying Wish's "will be enchanting an illegal permanent").
        r"|\bcan't legally enchant\b|\benchanting (an|something|anything) illegal\b"
        r"|\b(become |becomes )?illegally attached\b|\battached illegally\b"
        r"|\b(gain|gaining|take|taking|retain) control of (an|the) Aura\b",  # 303.4e, as Equipment's
        within="303.|212.4",  # 212.4c before August 2005: Auras were local enchantments
        text=r"subtype .Aura|Local enchantments use the word",
    ),
    Concept(
        "auras attached without being cast",
        # An Aura put onto the battlefield or moved is attached to what it can enchant, chosen then, not targeted
        # (303.4f-g): only on an Aura card, whose text begins "Enchant"; elsewhere "attached to" is Equipment's too.
        r"\b(to|enters|entered) the battlefield attached to\b|\bmoves? it (on)?to another\b"
        r"|\bchoose (the|what|which) (creature|permanent|player|object) (that )?\S+ (will )?enchants?\b",
        within="303.",
        text=r"subtype .Aura",
        card=r"^Enchant\b",
    ),
    Concept(
        "life total becomes",
        r"\blife total (to )?becomes?\b(?! 0 or less)"
        r"|\b(gain|lose|gains|loses)( or (gain|lose|gains|loses))? the (appropriate|necessary) amount of life\b",
        within="118.|119.",
        text=r"life total becomes|life total to a specific number",
    ),
    Concept("loops", r"\binfinite loop\b|\bloop of mandatory actions\b", within="104.4", text=r"loop"),
    Concept(
        "creature types",
        r"\b(is|isn't|is not|are|aren't|are not) (a )?creature types?\b(?! (of|that|you|in|from))",
        within="205.3",
        text=r"creature types",
    ),
    *SENTENCE_CONCEPTS,
    *TYPE_CONCEPTS,
    *RESTATED_CONCEPTS,
    *TURN_CONCEPTS,
    *ACTION_CONCEPTS,
    *PROCEDURE_CONCEPTS,
    *TEMPLATE_CONCEPTS,
    *KEYWORD_ACTION_CONCEPTS,
    *INDESTRUCTIBLE_CONCEPTS,
    *TRIGGER_TARGET_CONCEPTS,
]
