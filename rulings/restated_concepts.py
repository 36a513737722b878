"""Rules that WotC's rulings restate in a sentence repeated across a set's rulings, the rule's own statement in
other words: a card cast "as part of the resolution" of an ability (608.2g), a "life-gaining event" (119.9), an effect
that sets a life total (119.5), the colors and types of mana (106.1), a card gone from the graveyard before the
ability that would move it resolves (400.7, links34). Each sentence was found among the frequent word
runs of the corpus's WotC rulings that had no link (the never-tuned rows left out), read, and measured alone: kept only
when the never-tuned recall rose and precision did not drop (rulings/concepts.py gathers them). Measured and not kept:
docs/links-history.md, links32."""

from rulings.phrases import Concept

RESTATED_CONCEPTS = [
    Concept(
        "casting during resolution",
        # 608.2g (608.2f before 2017): a card cast by a resolving ability, "you cast it as part of the resolution of
        # Wrexial's triggered ability. Timing restrictions based on the card's type are ignored" (32 corpus rulings).
        # "When casting an instant or sorcery card this way, ignore timing restrictions based on the card's type" (9
        # more). Not "If you cast this as a spell, you choose how many ... to devour as part of the resolution".
        r"\b(you do so|(is|are) cast|you (cast|play) [^.,;]{1,80}?) as part of the resolution of\b"
        r"|\btiming (restrictions|permissions) based on (the|a) card's type (\([^)]*\) )?(are|is) ignored\b"
        r"|\bignore (the )?timing (restrictions|permissions) based on\b",
        within="608.2",
        text=r"allows a player to cast a spell during",
    ),
    Concept(
        "life gain events",
        # 119.9 (118.9 until 2019; no such rule in the CR of 2010-06 and before: no link then): "triggers just once
        # for each life-gaining event, whether it's 1 life from Vicious Rumors or 3 life from Creeping Chill" (26
        # corpus rulings; Horizon Chimera's, tuned, labelled 121.2 and 603.2c only).
        r"\blife[- ]gain(ing)? events?\b",
        within="119.9|118.9",
        text=r"Whenever \[a player\] gains life",
        # A replacement effect applied to the event is 119.10's and 616's ("If more than one replacement effect tries
        # to apply to a life gain event": Alhammarret's Archive), not the trigger's.
        unless=r"\breplacement effects?\b",
    ),
    Concept(
        "setting a life total",
        # 119.5 (118.5 in 2011-2019, 117.5 in 2009-2010, 215.5 before): "If an effect says to set your life total to a
        # certain number, and that number is higher than your current life total, that effect will normally cause you
        # to gain life" (13 corpus rulings).
        r"\bsets? (your|a player's|his or her|their|that player's|each player's|its controller's) life total to\b",
        within="119.5|118.5|117.5|215.5",
        text=r"sets a player.s life total to a specific number",
    ),
    Concept(
        "colors of mana",
        # 106.1a in WotC's words: "The colors of mana are white, blue, black, red, and green. Colorless is not a color";
        # 106.1b: "The types of mana are white, blue, black, red, green, and colorless" (10 corpus rulings, none linked
        # before).
        r"\bthe colors of mana are\b",
        within="106.1",
        text=r"colors of mana",
    ),
    Concept("types of mana", r"\bthe types of mana are\b", within="106.1", text=r"types of mana"),
    Concept(
        "a card gone from the graveyard before resolution",
        # 400.7 (217.1c before July 2009): WotC's "If Dark Revenant leaves the graveyard before its ability resolves,
        # it won't be put on top of its owner's library", "is removed from the graveyard after the ability triggers
        # but before it resolves, it will remain in its new zone" (links34: 13 corpus rulings, none linked to 400.7
        # before): the card that left is a new object the ability no longer finds. Not "only if it's still in the
        # graveyard when the delayed triggered ability resolves" (measured: never-tuned precision fell).
        r"\b(leaves?|left|removed from) (\w+ ){0,2}graveyard\b[^.]*\bresolves\b[^.]*"
        r"\b((won't|will not|can't|isn't|is not) (be )?(return|put|shuffl|get shuffled)|remain in its new zone\b)",
        within="400.|217.1",
        text=r"new object with no memory|is treated as a new object",
        # A targeted card gone is an illegal target, the spell or ability not resolving: 608.2b's.
        unless=r"\btargeted\b|\billegal targets?\b|\b(doesn't|does not|won't|will not) resolve\b",
    ),
    Concept(
        "a permanent spell's effects kept by its permanent",
        # 400.7a-c (217.1c before July 2009), the exceptions to the new object: "If you change the color of a spell
        # which is to become a permanent, the permanent will retain the color change" (Blind Seer), "it will also affect
        # the permanent that spell becomes when it resolves" (Glamerdye), a prevention effect that "continues to apply
        # ... to the permanent that spell becomes" (Burrenton Forge-Tender): 5 corpus rulings outside the never-tuned
        # rows (links71), one linked 400.7 before.
        r"\b(spell|it) (which|that) is to become a permanent\b|\bpermanent (that )?(the|that|this) spell becomes\b",
        within="400.|217.1",
        text=r"new object with no memory|is treated as a new object",
    ),
]
