"""Rules a ruling names by the CR's own sentence in its words (added phases, owners, a player who left the game...)
and the definitions WotC repeats in the rulings of a set; part of rulings/concepts.py's CONCEPTS, in its order."""

from rulings.phrases import Concept

# What WotC says of an effect with nothing to act on (609.3's "does only as much as possible").
_NOTHING_DONE = (
    r"(nothing happens|(won't|will not) do anything|(will )?(does|do) nothing|(will )?(has|have) no effect"
    r"|(won't|will not) have any effect)\b"
)
# Then, in the same sentence or the next, naming no target.
_THEN_NOTHING_DONE = r"(?:(?!\btarget)[^.])*(\.(?:(?!\btarget)[^.])*)?\b" + _NOTHING_DONE
# links64: fewer things there than the effect asks for, so it acts on all there are: "If the player has fewer than X
# cards in their library, they put all of them into their graveyard", "If you have less than 4 cards, discard all you
# have", "If you are instructed to return more creatures than you control, you must return all the creatures you
# control", "If there are no nonland cards left in that library, the opponent will exile all cards from their
# library" (about 36 corpus rulings, none linked to 609 before). Not "less than or equal" (a condition) nor "at all"
# ("look at all of them" is all).
_ALL = r"(?:(?<!\bat )|(?<=\blook at ))\b(all|entire)\b"
_ALL_THERE_IS = (
    r"|\bif\b[^.,]*\b(fewer|less) than (?!or\b)[^.,]*,[^.]*"
    + _ALL
    + r"|\bif\b[^.,]*\b(more|greater)\b[^.,]*\bthan (the (total )?number|you|they|there)\b[^.,]*,[^.]*"
    + _ALL
    + r"|\bif there (are|is) no\b[^.,]*\bleft in\b[^.,]*,[^.]*"
    + _ALL
    # links79: "If the target player has no land cards in their library, all cards from that library will be revealed"
    # (Balustrade Spy, tuned40's 609.3; Undercity Informer, Destroy the Evidence, Consuming Aberration, Gamekeeper: 5
    # corpus rulings).
    + r"|\bif\b[^.,]*\b(has|have) no\b[^.,]*\bcards? in (their|your|his or her|that player's|the) library\b[^.,]*,[^.]*"
    + _ALL
    # The zone empty, the rest done or skipped: "If the player's graveyard is empty, the player will shuffle their
    # library, then you'll draw a card", "If your hand is empty, you will just draw a card", "If the targeted
    # player's library is empty, that player still names a card" (6 corpus rulings). Not "Abundance can prevent".
    + r"|\bif (the |your |that |a )?(targeted |target )?(player's |opponent's |your |their )?(hand|library|graveyard)"
    r" is empty, (you|the player|that player|they|he or she)( will|'ll| still| just| don't| doesn't| can't)\b"
)
# links79: the card drawn though the rest had nothing to act on, told in the sentence after the condition: "even if
# you control no Vampires. You'll still draw a card", "even if no players have any cards in their graveyards. You'll
# still draw a card", "The targeted player may have no cards in their hand. You'll still draw a card", "you won't be
# able to sacrifice it. You'll still draw three cards", "You still draw a card even if you can't return a card" (7
# corpus rulings; the tuned Relic of Progenitus and Stensia Banquet are labelled 609.3). Not a draw after a spell that
# can't be countered ("won't be countered ..., but you'll still draw a card": Bone to Ash, labelled none) nor after an
# illegal target ("one becomes an illegal target, ... not 2. You'll still draw a card": 608.2b's), which name no
# "no", "any" or "can't" in the condition.
_STILL_DRAWN = (
    r"|\b(if|may have)\b[^.]*\b(no|any|can't|cannot|won't be able)\b[^.]*\.\s+(you'll|you will|you) still draw\b"
    r"|\bstill draw\b[^.]*\beven if\b[^.]*\b(no|can't|cannot)\b"
)
# A card face down in exile ("exiled face down", "face-down cards in exile", "imprinted face down").
EXILED_FACE_DOWN = (
    r"\bexiled face[- ]down\b|\bface[- ]down (exiled )?cards? in exile\b|\bface[- ]down in (the )?exile\b"
    r"|\bface[- ]down exiled cards?\b|\bexiled face[- ]down cards?\b|\bimprinted face[- ]down\b"
    r"|\bcards? (that are )?face[- ]down in exile\b"
)

# links86: the words a text change rewrites, a color word and a basic land type named together (612.2).
TEXT_CHANGED_WORDS = r"|\bcolor words?\b[^.]*\bbasic land types?\b|\bcolor or basic land types?\b"
# links86: a negative value used as it is (107.1b: "If a calculation or comparison needs to use a negative value, it
# does so"; "You can't choose a negative number"): "If a creature's power is somehow less than 0, it subtracts from the
# total power" (Angrath, Ghalta and a third, 2018), "use its actual power when calculating the total power", "to
# determine the value of X, even if they were negative" (Reign of the Pit, tuned38's 107.1b), "Creatures may have
# negative power", "You can't choose a negative number" (7 corpus rulings). Not a negative result read as 0 for life
# gained ("If that number is negative, you don't gain any life": the tuned Sunscourge Champion, labelled 608.2h alone),
# nor a doubled negative power (701.10c's).
NEGATIVE_VALUES = (
    r"\bless than 0\b[^.]*\bsubtracts?\b|\bpower less than 0\b[^.]*\bactual power\b|\b(may|can) have negative power\b"
    r"|\beven if (they|it) (were|was|are|is) negative\b|\bcan't choose a negative number\b"
)


SENTENCE_CONCEPTS = [
    # Rules named by their own words (the CR's sentence, in a ruling's words).
    Concept(
        "added phases",
        r"\b(additional|extra) (combat |beginning |main |ending )?phases?\b",
        within="500.",
        text=r"^Some effects can add phases",
    ),
    Concept(
        "drawing one at a time",
        r"\bdraws? (them |those cards |the cards )?one at a time\b",
        within="121.2",
        text=r"one at a time",
    ),
    Concept(
        "restarting the game",
        r"\brestart(s|ed|ing)? the game\b|\bgame (that )?restarts\b",
        title=r"Restarting the Game",
    ),
    Concept(
        "coin flips",
        # Who wins or loses a flip (705.2-3), not what the card does when you win it ("If you win the flip, ...").
        r"\b(nobody|no player|no one) wins\b[^.]*\bflip|\bonly win a coin flip\b"
        r"|\bwins? or loses? (the |a )?(coin )?flip|\bno winner or loser\b|\bonly the player who flipped\b",
        title=r"Flipping a Coin",
    ),
    Concept(
        "redirected damage",
        r"\bredirect(s|ed|ing)? (the |that |combat |any )?damage\b"
        r"|\bdamage (isn't|is not|won't be|will be|is) redirected\b|\bredirection effects?\b",
        within="614.9|615.",
        text=r"^Some effects replace damage dealt to one",
        # Redirection named as what the card is not or does not touch ("Divine Deflection's effect is not a redirection
        # effect. If it prevents damage, ...", "Effects that replace or redirect damage without using the word
        # "prevent" are not affected"): the ruling rests on prevention (615), 12 of 47 corpus links.
        unless=r"\b(isn.t|is not) a redirection effect\b|\b(replace|prevent) or redirect damage\b"
        r"|\bprevention and redirection effects will have no effect\b",
    ),
    Concept(
        "source of damage",
        # WotC's "If an ability causes damage to be dealt, that ability will always identify the source of the damage.
        # The ability itself is never the source" (4 corpus rulings): the source of damage is the object that dealt it.
        r"\babilit(y|ies) (itself |themselves )?(is|are|will) never (be )?(the|that|a) source\b",
        within="118.|119.|120.",
        text=r"source of damage is the object that dealt it",
    ),
    Concept(
        "negative values",
        NEGATIVE_VALUES,
        within="107.1|104.1",  # 104.1b from May 2007 to May 2009
        text=r"uses only positive numbers",
    ),
    Concept("winning", r"\bwins? the game\b", within="104.2", text=r"win"),
    Concept(
        "a drawn game",
        r"\bgame (is|will be) a draw\b|\bgame will result in a draw\b",
        within="104.4",
        text=r"lose simultaneously",
    ),
    Concept("poison", r"\bten (or more )?poison counters\b", within="704.5", text=r"poison counters"),
    # A player who "has left the game" is named in passing, as another rule's condition ("even if the player it was
    # attacking has left the game": the attacking creature's; "who was your opponent at the time they left the game").
    Concept("leaving the game", r"\bleaves the game\b", within="800.4", text=r"leaves the game"),
    Concept("hybrid mana", r"\bhybrid mana\b|\bhybrid symbols?\b", within="107.4", text=r"hybrid mana symbol"),
    Concept("phyrexian mana", r"\bPhyrexian mana\b", within="107.4", text=r"Phyrexian mana symbol"),
    Concept("outside the game", r"\boutside the game\b", within="400.", text=r"outside the game"),
    Concept("maximum hand size", r"\bmaximum hand size\b", within="402.", text=r"maximum hand size"),
    Concept(
        "characteristic-defining",
        # 604.3's own words: such an ability "defines" a characteristic and "functions everywhere".
        r"characteristic-defining|\bthe ability that defines\b|\bdefines? (its|the creature's) (power|toughness)\b",
        within="604.",
        text=r"characteristic-defining abilit",
    ),
    Concept(
        "order of replacement effects",
        r"\b(what|which|any|the) order to apply\b|\border in which to apply\b"
        r"|\bapply (them|those effects|these effects|the effects) in (any|whichever|the) order\b"
        # WotC's "you choose whether to apply the rebound effect or the other effect" (6 corpus rulings): 616.1.
        r"|\bchoose whether to (apply|exile)\b[^.]*\bor (to apply )?the other effect\b"
        # WotC's "its controller chooses which to apply", "chooses one of the applicable Crafty Cutpurse effects to
        # apply" (7 corpus rulings), and two doublers' "four times the original number" (5).
        r"|\bchooses (which|one of the applicable\b[^.]*) to apply\b|\b(four|eight) times the original number\b",
        title=r"Interaction of Replacement (and/or|or) Prevention Effects",
    ),
    Concept(
        "text-changing effects",
        r"\btext[- ]changing\b|\bchanges?\b[^.]*\bwhat is printed\b"
        # links86: a color word set beside a basic land type as what a text change rewrites ("changes the color word or
        # basic land type each time it appears", "one with no color words or basic land types on it", "being used to
        # refer to a color or basic land type": Trait Doctoring's 3 corpus rulings, the tuned one labelled 612): the
        # words 612.2 names, not the land types' rule.
        + TEXT_CHANGED_WORDS,
        title=r"Text-Changing Effects",
    ),
    Concept(
        "owner's zones",
        # Its owner's, not its controller's ("goes to its owner's graveyard ..., not yours").
        r"\bappropriate (graveyard|library|hand)\b"
        r"|\bgo(es)? to (its|their) owners?'s? (graveyard|library|hand)\b[^.]*\bnot (yours|your|its controller)",
        within="400.",
        text=r"other than its owner",
    ),
    Concept(
        "enters-the-battlefield replacement effects",
        r"\"as \[this [a-z]+\] enters|\benters the battlefield with\"? abilit",
        title=r"Replacement Effects",
    ),
    Concept(
        "choices as a permanent enters",
        # The card's "As [it] enters, choose ...", its name blanked: a choice made as the permanent enters, a
        # replacement effect's (614.12), not a triggered ability's.
        r"\bas\s{2,}enters\b|\bas it enters\b"
        # Another permanent entering at the same time is not yet on the battlefield for the choice (614.12).
        r"|\b(enter|enters|entering) the battlefield (at the same time|simultaneously)\b",
        title=r"Replacement Effects",
        card=r"^As\s+(this [a-z]+\s+)?enters\b",
    ),
    Concept(
        "exiled face up",
        # WotC's repeated "The card is exiled face up.": 406.3, exiled cards are kept face up by default.
        r"\bexiled face up\b|\bexiles? (it|them|that card|those cards|the cards?|cards) face up\b"
        # Not "enters the battlefield with its front face up by default": a double-faced card's (712.14).
        r"|(?<!\bfront )\bface up by default\b",
        within="406.",
        text=r"kept face up",
    ),
    Concept(
        "as much as possible",
        # What a player can't do with no cards in hand is skipped, the rest done: "If the opponent has no cards in
        # hand, this has no effect", "you'll discard nothing then you'll draw one card" (8 corpus rulings): 609.3.
        # Not "does as much as it can to the remaining legal targets": 608.2b's.
        r"\b(has|had|have) no cards in (their |his or her |your )?hand\b[^.]*\b(nothing happens|has no effect"
        r"|does nothing|no life is (gained|lost)|lose any life|discards? (no cards|nothing)|don't discard anything"
        r"|still draw)|\b(nothing happens|no effect|still draw)[^.]*\b(has|had|have) no cards in (their |his or her "
        r"|your )?hand\b|\b(does|do|did) (only )?as much as possible\b"
        # links56: the same of a player with nothing to sacrifice or return, WotC's "If you don't control any
        # other creatures, the ability won't do anything", "If you control no Homunculi when the second ability
        # resolves, nothing happens", Sarkhan Vol's "even if you control no creatures. ... but the ability will have
        # no effect" (12 corpus rulings, none linked to 609 before). Not a sentence naming a target (608.2b's illegal
        # targets), nor an intervening "if" (603.4's: "its ability doesn't trigger ... If you control no tapped
        # creatures as the ability resolves, nothing happens"), nor an ability without a legal target "removed
        # from the stack" (603.3d).
        # Each alternative with a word of its own (" control"), for rulings/phrases.py's concept_hints.
        r"|\bcontrols? no\b"
        + _THEN_NOTHING_DONE
        + r"|\b(don't|do not|doesn't|does not) control any\b"
        + _THEN_NOTHING_DONE
        + r"|\b"
        + _NOTHING_DONE
        + r"(?:(?!\btarget)[^.])*\bcontrols? no\b"
        + r"|\b"
        + _NOTHING_DONE
        + r"(?:(?!\btarget)[^.])*\b(don't|do not|doesn't|does not) control any\b"
        # links57: the rest done when a zone is empty, "If you have no cards in your graveyard, you won't gain any
        # life, but you'll still shuffle your library", "You'll untap all lands you control even if the player
        # doesn't discard a card" (Archangel's Light, Psychic Spiral, Witness the End, Thought Erasure: 12 corpus
        # rulings). Not a choice still to be made ("you still have to name a card", "can still choose to discard").
        + r"|\bno ([a-z]+ )?cards in (their |his or her |your |that player's |the )?(hand|library|graveyards?)\b"
        + r"[^.]*(?<!\bcan )\bstill\b(?! (have|has) to\b)"
        + r"|\beven if (the target opponent|the targeted player|target opponent|that player|the player|the opponent"
        + r"|they|you|he or she) (can't|couldn't|didn't|doesn't|don't|does not|did not) discard\b"
        + _STILL_DRAWN
        + _ALL_THERE_IS,
        within="609.",
        text=r"as much as possible",
        unless=r"\b(doesn't|does not|won't|will not) trigger\b|\bintervening\b|\bremoved from the stack\b",
    ),
    Concept(
        "exiled face down",
        # A card face down in exile has no characteristics and can't be looked at (406.3, 14 corpus rulings): the exile
        # zone's rule, not face-down spells' and permanents' (708).
        EXILED_FACE_DOWN,
        within="406.",
        text=r"kept face up",
    ),
    Concept("mulligans", r"\bmulligans?\b", within="103.", text=r"mulligan"),
    Concept(
        "a land's type set",
        r"\bland types?\b[^.]*\blos(e|es|t)\b[^.]*\babilit"
        # WotC's "Changing a land's type doesn't change its name or whether it's legendary or basic" (13 corpus
        # rulings, each 305.7's: setting a land's subtype adds or removes no supertype).
        r"|\blands?\b[^.]*\bwhether (it's|it is|they're|they are) (legendary|basic)\b",
        within="305.|212.6",
        text=r"no longer has its old land type",
    ),
    Concept(
        "basic land types",
        r"\bbasic land types?\b|\bthe land type (Plains|Island|Swamp|Mountain|Forest)\b",
        within="305.|212.6",
        text=r"^The basic land types are",
        unless=r"\bland types?\b[^.]*\blos(e|es|t)\b[^.]*\babilit"
        # links86: a search for a card by its name, not its type: "can't be used to find a card with the land type
        # Forest that isn't also named Forest" (Nissa's Encouragement, tuned42's `none`; the one corpus ruling).
        r"|\bthat (isn't|is not|aren't|are not) also named\b" + TEXT_CHANGED_WORDS,
    ),
    Concept(
        "land subtypes",
        # links87, the tuned labels settled: what a cost or an ability checks is the land's subtype, not its name
        # ("checks the land's subtype, not its name", "check the subtypes of lands you control, not their names":
        # Knight of the Reliquary and Nimbus Maze, the 2 corpus rulings, now both labelled 205.3 / 205.3i). 205.3i:
        # "Lands have their own unique set of subtypes; these subtypes are called land types". Their "Most nonbasic
        # lands don't have basic land types" keeps the "basic land types" reading's 305.6 (measured without it: a
        # never-tuned link lost, so not taken).
        r"\bchecks? (the |a )?(land's |lands' )?subtypes?\b[^.]*\bnot (its|their) names?\b"
        r"|\bsubtypes? of lands\b[^.]*\bnot (its|their) names?\b",
        within="205.3|204.3|212.6",  # 204.3h from July 2009, 212.6c / 212.6f before ("also called land types")
        text=r"called land types",
    ),
    Concept(
        "where abilities function",
        r"\bfunctions? only (on the battlefield|while|in|from)\b|\bfunctions? (in|from) (all|any|every) zones?\b"
        r"|\bcan (only )?be activated (only )?while (it's|it is) in (your|a|its owner's) (graveyard|hand)\b"
        # "Casting Eidolon of the Great Revel doesn't cause its own ability to trigger" (3 corpus rulings): a
        # permanent's ability functions only once it is on the battlefield.
        r"|\bcasting\b[^.]*\b(won't|will not|doesn't|does not) cause its own\b[^.]*\btrigger",
        within="113.6|112.6|402.8",
        text=r"usually function only while",
    ),
    Concept(
        "colorless",
        # "the Keyrune is colorless", "Ghostfire is colorless in all zones" (22 corpus rulings): 105.2c.
        r"\b(is|are) colorless\b",
        within="105.2|203.2",  # 203.2a before July 2009, the rule the glossary's "Colorless" names
        text=r"^A colorless object has no color"
        r"|^Objects with no colored mana symbols in their mana costs are colorless",
    ),
    Concept(
        "colors changed",
        r"\boverwrites? (all )?(its|their|the) (old |previous )?colors\b|\bnew colors? replaces?\b",
        within="105.",
        text=r"new color",
    ),
    Concept(
        "finding in a hidden zone",
        r"\b(don't|do not|doesn't|does not|aren't|isn't) (have to|required to) find\b|\bfail to find\b"
        # 701.23b's "isn't required to find" in WotC's other words (Citanul Flute, Sylvan Scrying's template).
        r"|\bchoose not to find\b|\b(don't|do not) have to choose (a|an|any) [^.]*\beven if\b",
        within="701.",
        text=r"required to find",
    ),
    Concept(
        "counters leaving with the object",
        r"\bcounters?\b[^.]*\b(will )?cease to exist\b|\bcounters (are not|aren't|won't be) retained\b",
        within="122.|121.",
        text=r"cease to exist|not retained",
        unless=r"\btokens?\b[^.]*\bcease to exist\b",
    ),
    Concept(
        "owners",
        r"\b(are|is) (a|the|its) (creature|card|permanent|spell|token)'s owner\b|\bowner of a card\b",
        within="108.3",
        text=r"owner",
        unless=r"\btoken's owner\b",  # a token's: the tokens' rule
    ),
    # Words WotC repeats in rulings of a set, each the definition a rule gives.
    Concept(
        "card types",
        r"\bthe card types (in Magic )?are\b",
        within="205.2|204.2",
        text=r"card types are",
    ),
]
