"""What the "resolving" reading (turn_concepts.py, 608.2) must not take for 608.2's: the rulings whose words it shares
but which rest on another rule. Kept apart so that the reading's exceptions, counted and read on the corpus, grow
without the reading's module (at its size limit) growing (as trigger_concepts.py does for 603's)."""

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
)
