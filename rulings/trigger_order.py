"""When and in what order triggered abilities go on the stack (603.3, 603.3b; 410. before July 2009) in WotC's wordings
that turn_concepts.py's "triggers waiting for a resolution" and procedure_concepts.py's "put on the stack in any order"
do not read: turn_concepts.py lists this table beside them (it is at its 500-line limit). links83 measured 603.2c's
"if multiple ... triggers that many / multiple times" here too and did not keep it: tuned recall +2 (Beastmaster
Ascension, Raid Bombardment) but never-tuned precision fell (2 of 4 new links wrong; docs/links-history.md)."""

from rulings.phrases import Concept

TRIGGER_ORDER_CONCEPTS = [
    Concept(
        "the order of triggered abilities",
        # links83: 603.3b, each player puts the triggered abilities they control on the stack "in any order they
        # choose", the active player's first. The tuned rows label "on the stack in any / either order" 603.3b (Primal
        # Surge, Admonition Angel, Aethersnipe, Portcullis, Key to the City), read already; these are the same rule in
        # WotC's other words, on corpus rulings with no 603 link (each read):
        # "may put them on the stack in whichever order they like" (Immersturm), "then they all go on the stack in
        # whatever order you choose" (Karplusan Minotaur);
        r"\bon(to)? the stack in (whichever|whatever) order\b"
        # "you choose the order in which the two triggered abilities are placed on the stack" (Razing Snidd), "so you
        # can choose what order they resolve" said of two triggers (Tombstone Stairwell), "Each player orders their
        # triggers in any order" (Throne of the God-Pharaoh);
        r"|\b(choose|chooses|decide|decides) (the|what|which) order (in which )?(the |those |these |the two )?"
        r"(triggered )?abilities (are|go|will be) (placed|put) on(to)? the stack\b"
        r"|\btrigger\b[^.]*\b(choose|decide) (what|which|the) order (in which )?they resolve\b"
        r"|\borders? (their|his or her|your) (triggers|triggered abilities)\b"
        # the active player's first: "so the active player's triggers are put on the stack first, then the
        # opponents'" (Rainbow Vale), "the player whose turn it is puts their madness abilities onto the stack first,
        # then each other player does the same in turn order" (Geier Reach Sanitarium), "that ability is put on the
        # stack first, then Kazuul's ability is put on the stack" (Kazuul, Tyrant of the Cliffs), "the triggered
        # ability of Trespasser's Curse resolves first if it's that player's turn, and resolves last if it's your turn";
        r"|\bactive player's (triggers|triggered abilities) are put on(to)? the stack first\b"
        r"|\bputs? (all of )?(their|his or her|your) ([\w-]+ )?(triggered )?abilities on(to)? the stack first, then\b"
        r"|\babilit(y|ies) (is|are) put on(to)? the stack first, then\b[^.]*\babilit(y|ies) (is|are) put on(to)? "
        r"the stack\b"
        r"|\bresolves? (first|last) if it's (that player's|your|their|an opponent's) turn\b"
        # And the abilities that trigger during a resolution or a cast waiting for it to end (603.3: put on the stack
        # the next time a player would receive priority), as "triggers waiting for a resolution" reads "wait until ...
        # finishes resolving": "those abilities won't be put onto the stack until after you've put creature cards onto
        # the battlefield" (Liliana, the Necromancer), "Triggers from the permanents leaving the battlefield ... are
        # not put on the stack until the entire effect is done" (Thieves' Auction), "those abilities will be put onto
        # the stack after Ezuri's Predation is finished resolving", "that ability won't resolve until after the
        # scheme's triggered ability has completely resolved" (Pay Tribute to Me), "Abilities that trigger this way
        # will resolve after Fraying Omnipotence is done resolving".
        r"|\btrigger\w*\b[^.]*\b(won't|will not|aren't|are not|isn't|is not) (be )?put on(to)? the stack until\b"
        r"|\btrigger\w*\b[^.]*\b(will be put on(to)? the stack|will resolve) after\b[^.]*\b(is|has|are|have) "
        r"(done|finished|completely) resolv(ing|ed)\b|\btrigger\w*\b[^.]*\bput on(to)? the stack after\b[^.]*"
        r"\b(is|has) (finished|completely resolved|done resolving)\b"
        r"|\btrigger\w*\b[^.]*\b(won't|will not) resolve until\b[^.]*\b(done|finished|completely) resolv(ing|ed)\b",
        within="603.3|410.",
        # Leave "on the stack in any / either order" to procedure_concepts.py's concept, whose link holds "apnap"'s
        # 101.4 (rulings/links.py HOLDS); this one, named first, would take its place and let 101.4 back in
        # (Knowledge Pool).
        unless=r"\bon(to)? the stack in (either|any) order\b",
        text=r"have triggered since the last time a player received priority",
    ),
]
