"""What turn_concepts.py's readings must not take for their rule: the rulings whose words a reading shares but which
rest on another rule. Kept apart so that the readings' exceptions, counted and read on the corpus, grow without the
readings' module (at its size limit) growing."""

# "triggered abilities" (603): the words that, anywhere in a ruling, say it rests on another rule though the reading
# matched.
NOT_603 = (
    # "... use its power as it last existed": last known information (608.2h, 113.7a).
    r"\blast existed\b|\blast known\b"
    # links69: a state-based action first ("you'll lose the game before the triggered ability resolves", "will be
    # destroyed before ...": 704's).
    r"|\b(lose|loses) the game before\b[^.]*\bability resolves\b"
    r"|\b(be destroyed|is destroyed|be put into (your|its owner's) graveyard)\b[^.]{0,40}\bbefore (its|that|the) "
    r"(triggered )?ability resolves\b"
    # links70: a trigger in the cleanup step, which then gives priority and another cleanup step (514.3a: "players
    # receive priority in that cleanup step", "during their cleanup step ..., the ability will trigger and players
    # will receive priority"; the tuned Horror of the Broken Lands is labelled 514.3a alone), and the end of a turn
    # in which "No player gets priority, and no triggered abilities are put onto the stack" (723.1, Day's Undoing,
    # Time Stop): 7 corpus rulings, each read so.
    r"|\bcleanup step\b[^.]*\b(receive|get)s? priority\b|\b(receive|get)s? priority in\b[^.]*\bcleanup step\b"
    r"|\bno triggered abilities are put onto the stack\b"
    # links70: an ability that "triggers when the spell is cast, so it becomes a creature before the spell resolves"
    # (Opal Acrolith, Opal Champion, Hidden Gibbons: 3 corpus rulings, the tuned one labelled 601.2 alone) rests on
    # when a spell becomes cast, 601.2i's "abilities that trigger when a spell is cast ... trigger at this time".
    r"|\btriggers when (the|that|a) spell is cast\b[^.]*\bbefore (the|that) spell resolves\b"
    # links78: an "at end of combat" trigger of a permanent that must still be there: "Kjeldoran Frostbeast's ability
    # triggers only if it's still on the battlefield when the end of combat step begins ... if it blocks a 7/7 creature
    # and is destroyed, its ability won't trigger at all" (the tuned row labelled 511.2 and 113.6, where abilities
    # function; The Wretched's ruling is the same: 2 corpus links).
    r"|\b(triggers|will trigger) only if\b[^.]*\bstill on the battlefield (when the end of combat step begins"
    r"|at end of combat)\b"
)

# "resolving" (608.2):
NOT_608_2 = (
    # "you don't get to play a land as Explore resolves": the timing of playing lands (305.1), not a resolution;
    # "You compare the power and toughness as you declare blockers, not as its ability resolves": another time.
    r"\bplay a land as\b|(?<!\bor )\bnot as\b[^.]*\bresolves\b"
    # "Once you announce that you're casting [it] (or begin to cast it), no player may take other actions until it's
    # been paid for": no action while a spell is cast or an ability activated (601.2, 602.2), no resolution.
    r"|\b(announces?|announced|begins? to cast)\b[^.]*\bno player (may|can) take\b"
    # WotC's definition "An activated mana ability is one that adds mana ... as it resolves" is 605.1a's (8 corpus
    # links on cards stopping activated abilities), as is "produces (no) mana as it resolves" (links69).
    r"|\bmana ability is one that\b|\b(produces?|adds?) (no )?mana\b[^.]*\bas it resolves\b"
    # links72: the set of objects an effect affects, fixed as it resolves: "The second ability only applies to
    # creatures you control at the time it resolves" (Kamahl), "affects creatures you control that are on the
    # battlefield at the time it resolves" (Warrior's Honor), "not just permanents you control as it resolves"
    # (Display of Dominance, Autumn's Veil: 611.2c's exception). 611.2c's, as the tuned rows label it (Seismic
    # Stomp, Heroic Intervention): 7 corpus links.
    r"|\b(affects?|affected|affecting|applies|apply)\b[^.]*\b(you control|on the battlefield)\b[^.]*\b(at the time|as) "
    r"(it|the ability|the spell|that ability|that spell) resolves\b"
    # links72: a trigger whose condition is not checked again ("Once dethrone triggers, it doesn't matter what happens
    # to the players' life totals before the ability resolves. You'll put a +1/+1 counter on the creature even if
    # ... as the ability resolves": the tuned Marchesa's Emissary, labelled 603.4 and dethrone).
    r"|\bonce\b[^.]*\btriggers?, it doesn't matter\b"
    # links78: "No player may take actions in a turn before Inventors' Fair's triggered ability checks to see if it
    # should trigger": a turn's beginning, when an upkeep trigger's intervening "if" is checked before anyone may act
    # (603.4, 502.4), not a resolution (Ghirapur Orrery, Inventors' Fair: 2 corpus links).
    r"|\bno player (may|can) take actions in a turn before\b"
)
