"""Continuous effects and tokens in the words WotC's rulings have used for them across years: an effect that
overwrites another (613's timestamp order) and a token that ceases to exist (704.5d), links51; a "for as long as"
effect that never starts (611.2b), links55; a resolved effect's value fixed (611.2d), links56. Each was counted on
the tuned groups and the corpus's WotC rulings and kept only with no never-tuned precision lost; "supertype" as 205.4
was measured and not kept (docs/links-history.md)."""

from rulings.phrases import Concept

EFFECT_CONCEPTS = [
    Concept(
        "a later effect overwriting an earlier one",
        # 613.7 (418.5 before July 2009): within a layer, effects apply in timestamp order, so the later one wins;
        # WotC's word for it across years is "overwrite" ("an effect that changes its colors will overwrite that
        # ability's effect", "Lignify overwrites previous effects that changed the enchanted creature's creature
        # types"). Not a copy effect overwriting a copy (707's, linked as a copy), nor player-controlling effects
        # (722's "overwrite each other"), nor a sentence saying nothing is overwritten ("doesn't overwrite any previous
        # colors": the effect adds, 105.3's or 205.4's).
        r"(?<!n't )(?<!not )(?<!never )\boverwrit(e|es|ten|ing)\b",
        title=r"Interaction of Continuous Effects",
        # Nor what a concept already links: the template for power- and toughness-setting effects (613.7, "timestamp
        # order", template_concepts.py) and colors overwritten (105.3, "colors changed", sentence_concepts.py).
        unless=r"\bcop(y|ies|ying)\b|\bplayer-controlling\b|\bcontrol(s|ling)? (another|a) player\b"
        r"|\b(overrides?|overwrites?) (all |any )?(the )?(previous|earlier|prior|other) effects? that set\b"
        r"|\b(effects? that set|setting effects? that)\b[^.]*\b(start|started|begin|begins) to apply after\b"
        r"|\boverwrites? (all )?(its|their|the) (old |previous )?colors\b",
    ),
    Concept(
        "a token ceasing to exist",
        # 704.5d (420.5f before July 2009): "If a token is in a zone other than the battlefield, it ceases to exist",
        # a state-based action; WotC: "If it exiles a token creature, the token ceases to exist and will not return",
        # "Creature tokens that die are put into your graveyard as normal (and cease to exist soon after)". The
        # "tokens" concept links 111 for the same words; the labels give both. WotC's "Creature tokens that die are put
        # into your graveyard as normal (and cease to exist soon after)": the parenthesis starts with "and", so it is
        # no reason links.py reads; "as normal" is what is left of it (3 corpus rulings, each saying so; links73).
        r"\btokens?\b[^.]*\bceas(e|es|ed|ing) to exist\b"
        r"|\btokens? (that die )?(are|is) put into [^.]*graveyards? as normal\b",
        within="704.5|420.5",
        text=r"\btoken\b[^.]*\bin a zone other than\b",
    ),
    Concept(
        "a for-as-long-as effect that never starts",
        # 611.2b (418.3d in 2004): "If the 'for as long as' duration never starts, or it ends before the moment the
        # effect would first be applied, the effect does nothing". WotC's template on the cards that say it: the
        # source lost, untapped or gone before the ability resolves, and the effect with that duration never applied
        # ("If you lose control of Orcish Squatters before its ability resolves, you won't gain control of the
        # targeted land at all", "If Sower of Temptation leaves the battlefield before the ability resolves, the
        # ability will have no effect", Shipbreaker Kraken's "the target creatures will become tapped. However, they
        # won't be affected by the other effect"). Not an "until" duration's exile that never happens (Hostage Taker's
        # "won't be exiled", 610.3c).
        r"\b(lose|loses|lost) control of\b[^.]*\b(before|between when)\b[^.]*\bresolves\b"
        r"[^.]*(\.[^.]*)?\b(won't|will not) (gain control|be affected by the other effect)\b"
        r"|\b(stops being tapped|becomes untapped|leaves the battlefield)\b[^.]*\bbefore\b[^.]*\bresolves\b"
        r"[^.]*\b((won't|will not) gain control|(will )?(have|has) no effect|(ability )?does nothing"
        r"|nothing happens)\b",
        within="611.2|418.3",
        text=r"\bdurations worded\b",
        card=r"\bfor as long as\b",
    ),
    Concept(
        "the set a resolved effect affects, fixed as it resolves",
        # 611.2c (418.3b before July 2009, 610.2c in July 2009's CR): the objects a resolved effect modifies are those
        # it affected as it began, "After that point, the set won't change". WotC's older wordings that the "effects
        # of resolved spells" reading (turn_concepts.py) doesn't read: "Only affects creatures you control when it
        # resolves" (Rhystic Shield, Vitalizing Wind, Savage Offensive), "only applies to creatures you control at the
        # time it resolves" (Kamahl), "affects only creatures you control when that ability resolves" (Sarkhan Vol),
        # "affects creatures you control that are on the battlefield at the time it resolves" (Warrior's Honor), and
        # the creatures changed later, "Creatures that you gain control of after the chaos ability resolves won't get
        # any of that ability's bonuses" (Kessig), "that have +1/+1 counters put on them after Inspiring Call resolves
        # won't gain indestructible": 10 corpus rulings outside the never-tuned rows, none linked 611 before links85.
        r"\b(only (affects?|applies to)|(affects?|applies to) only) (the )?(creatures|permanents|lands|artifacts)"
        r"( you control| your opponents control| on the battlefield)* (at the time|when|as) "
        r"(it|the spell|the ability|this spell|that ability) resolves\b"
        r"|\baffects? (creatures|permanents) you control that are on the battlefield at the time it resolves\b"
        r"|\bcreatures (that )?you (gain control of|control that [^.]*) after [^.]* resolves (won't|will not) "
        r"(get|gain|receive)\b",
        within="611.2|610.2|418.3",
        text=r"set of objects (it affects|that are affected)|affect objects that weren't affected when",
    ),
    Concept(
        "a resolved effect kept after the ability resolves",
        # 611.2 (418.3a before July 2009; the first paragraph with these words): an effect of a resolved spell or
        # ability lasts as long as it says, whatever happens to what made it apply: "Once the metalcraft ability
        # resolves, Blade-Tribe Berserkers retains its bonuses for the rest of the turn, even if you cease to control
        # three or more artifacts", "Once the ability resolves, if the creature's power increases ..., the target
        # creature will still be unable to block" (Earthshaker Khenra; both tuned, labelled 611.2a and 611.2), Kiora's
        # "Once the first ability resolves, the damage prevention continues to apply even if that permanent changes
        # controllers" (3 corpus rulings of the words without a 611 link; 6 more are the "value fixed" reading's).
        r"\bonce (the|that|this|its) ([\w'-]+ ){0,2}(ability|spell) (has )?resolv(es|ed)\b[^.]*"
        r"\b(retains?|keeps?|will still|continues to apply)\b",
        within="611.2|418.3",
        text=r"generated by the resolution of a spell or ability",
        # The "value fixed" reading's (611.2d): "won't change later", "locked in".
        unless=r"\b(won't|will not|doesn't|does not) change\b|\blocked in\b",
    ),
    Concept(
        "a resolved effect's value fixed",
        # 611.2d (418.3c before July 2009): "If a resolving spell or ability that creates a continuous effect contains a
        # variable such as X, the value of that variable is determined only once, on resolution". WotC's template:
        # "The value of X is determined only as Onward resolves. It won't change later in the turn if other effects
        # modify the creature's power", "Once the ability resolves, the bonus won't change later in the turn, even if
        # the number of other attacking Pirates does", "the bonus is locked in at that time" (links56). Not a cost
        # "locked in" as a spell is cast (601.2f), nor a characteristic-defining ability "never locked in" (604.3).
        # 29 corpus rulings, none labelled, 28 read right (Onward, Craterhoof Behemoth, Mutilate, Gideon's power).
        r"\b(bonus|effect|value of x|penalty|it|they) (won't|will not|doesn't|does not) change later\b"
        r"|\b(bonus|effect|penalty) is locked in\b"
        r"|\bonce (the|that|this|its) ([\w']+ )?(ability|spell) (has )?resolv(es|ed)\b[^.]*"
        r"\b(won't|will not|doesn't|does not) (change|affect)\b",
        within="611.2|610.2|418.3",
        text=r"value of that variable is determined only once",
        # Damage divided as a spell is cast (Monstrous Onslaught's "determined at the time you divide damage": 601.2d).
        unless=r"\bdivid(e|es|ed|ing)\b",
    ),
]
