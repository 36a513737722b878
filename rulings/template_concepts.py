"""Rules that WotC's rulings state in recurring sentences of their own rather than in the CR's words or the card's
keyword: "permanents that phase out" (702.26) on any card, "when Withstand resolves, not when damage is prevented"
(608.2), what an Aura "can't enchant" (303.4), "You'll still pay all costs for that spell" (601.2h), "overwrites all
previous effects that set the creature's base power and toughness" (613.7), damage that "isn't combat damage" (120.2),
"at the beginning of the next end step even if ... is no longer on the battlefield" (603.7). Each phrase was counted on
the corpus's WotC rulings (the never-tuned rows left out), a sample read, and kept only when the never-tuned figures did
not drop (rulings/concepts.py gathers them)."""

from rulings.phrases import Concept

# Each form spelt out (not "phase(s|d)? (back )?(in|out)"): a rule page's first sift looks for the words each
# alternative requires (phrases.concept_hints), and "phase" alone is in every "combat phase". Not "combat phases in a
# turn", "the phase in which".
PHASING = "|".join(
    rf"(?<!combat )(?<!main )\b{form}{way}\b(?! (a|that|the|each|this|which|its|one|his)\b)"
    for form in ("phase", "phases", "phased", "phasing")
    for way in (" in", " out", " back in", " back out", *(("-in", "-out") if form == "phased" else ()))
)

TEMPLATE_CONCEPTS = [
    Concept(
        "phasing in and out",
        # 702.26 (502.15 and the like before July 2009): what phasing out and in does, said of any permanent, with or
        # without the phasing keyword ("Teferi's Protection": "all permanents you control phase out"; "phasing in
        # won't cause any 'enters the battlefield' abilities to trigger"; 31 corpus rulings).
        PHASING,
        title=r"Phasing",
    ),
    Concept(
        "done as it resolves",
        # 608.2: a spell or ability does what it says as it resolves. WotC's "You draw a card when Withstand resolves,
        # not when damage is prevented", "Its power/toughness changes when the cumulative upkeep resolves, not when it
        # triggers", "checked as this spell resolves, not as you cast it" (15 corpus rulings).
        r"\bresolves,? (and )?not (when|as|before|while)\b",
        within="608.2",
        text=r"resolution may involve several steps",
    ),
    Concept(
        "what an Aura can't enchant",
        # 303.4: an Aura is attached only to what it can enchant, whether cast, put onto the battlefield or moved
        # (WotC: "You can't return this card to the battlefield onto something it can't enchant", "An Aura that's also
        # a creature can't enchant anything", "If there's nothing at all that Screams from Within can enchant, it
        # remains in your graveyard"): the "auras" concept's "can't legally enchant" without "legally".
        r"\bcan't enchant\b|\bcannot enchant\b|\bnothing\b[^.]*\bcan enchant\b",
        within="303.|212.4",
        text=r"subtype .Aura|Local enchantments use the word",
    ),
    Concept(
        "costs still paid",
        # 601.2f-h: a spell cast by another card's permission still has its total cost paid (WotC: "You'll still pay all
        # costs for that spell, including additional costs", "You must still pay the mana cost of the target instant";
        # 8 corpus rulings).
        r"\bstill pay (the|its|all|any|that|their)( \w+)? costs?\b",
        within="601.2",
        text=r"pays the total cost",
    ),
    Concept(
        "timestamp order",
        # 613.7 (613.6 from July 2009; 418.5e's timestamps before): within a layer, effects apply in timestamp order.
        # WotC's template for an effect that sets power and toughness: "overwrites all previous effects that set the
        # creature's base power and toughness to specific values. Any power- or toughness-setting effects that start to
        # apply after this ability resolves will overwrite this effect" (38 corpus rulings).
        r"\b(overrides?|overwrites?) (all |any )?(the )?(previous|earlier|prior|other) effects? that set\b"
        r"|\b(effects? that set|setting effects? that)\b[^.]*\b(start|started|begin|begins) to apply after\b",
        within="613.|418.5",
        text=r"usually done using a timestamp system|^An object's timestamp is the time",
    ),
    Concept(
        "combat damage or not",
        # 120.2 (118.2 from July 2009, 119.2 from 2010): damage dealt as a result of combat is combat damage, any other
        # is not. WotC: "The damage dealt by Balefire Dragon's triggered ability isn't combat damage", "None of the
        # damage dealt due to Alpha Brawl is combat damage", "The new damage is not combat damage, even if the
        # prevented damage was" (18 corpus rulings).
        r"\b(isn't|is not|aren't|are not|wasn't|won't be|will not be) combat damage\b"
        r"|\bnone of the damage\b[^.]*\bis combat damage\b|\bwhether (or not )?the damage (is|was) combat damage\b",
        within="120.2|119.2|118.2",
        text=r"^Damage may be dealt as a result of combat",
    ),
    Concept(
        "a delayed trigger whatever its source",
        # 603.7: an effect that does something "at the beginning of the next end step" sets up a delayed triggered
        # ability, which triggers then whatever became of its source (WotC: "The exiled card will return to the
        # battlefield at the beginning of the next end step even if Glimmerpoint Stag is no longer on the battlefield at
        # that time": 8 corpus rulings).
        r"\bat the beginning of the next (end|end of combat|upkeep|cleanup)( step)?\b[^.]*\beven if\b"
        r"|\beven if\b[^.]*\bat the beginning of the next (end|end of combat|upkeep|cleanup)\b",
        within="603.7",
        text=r"delayed triggered ability",
    ),
]
