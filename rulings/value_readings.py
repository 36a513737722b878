"""links101: the "face-down" (concepts.py), "x" and "total cost" (casting_concepts.py) readings narrowed where the
ruling names the reading's words and rests on another rule. Each wording read by hand on /tmp/corpus-m23.sqlite3's
WotC rulings outside the never-tuned rows (docs/links-history.md, links101), with the tuned rows' conventions: 708 for
what a face-down spell or permanent is and how it turns face up (See the Unwritten's "You can't put the cards onto the
battlefield face down" too); 107.3 for an X chosen, or taken as 0 outside the stack, and also for the card's outcome
"If X is 0, ..." (Epiphany at the Drownyard, tuned 107.3); 601.2f for a cost reduction's reach (Goblin Electromancer's
"cost {2} less", Memory Crystal's generic portion)."""

# "face-down" (708), anywhere in the ruling (an `unless` of the reading):
FACE_DOWN_ELSEWHERE = (
    # A double-faced card manifested or put onto the battlefield face down: the double-faced cards' rule (712) and
    # manifest's (701.40), the tuned Primordial Mist labelled so ("If a double-faced card is manifested, it will be
    # put onto the battlefield face down. While face down, it can't transform"); Lightform, Chandra, Fire of Kaladesh,
    # Tezzeret, Cruel Machinist ("is put onto the battlefield face down, you don't reveal it").
    r"|\bdouble-faced card\b[^.]*\b(is manifested|is put onto the battlefield face down)\b"
    # A face-down permanent returned after it left comes back face up: a new object entering (110.5b, 400.7), the
    # tuned Primordial Mist labelled 110.5b and 400.4a; Tezzeret, Cruel Machinist the same words.
    r"|\btries to return a face-down creature to the battlefield\b"
)

# "x" (107.3): a value below zero used as 0 is 107.1b's ("If a calculation that would determine the result of an
# effect yields a negative number, zero is used instead"), not X's rule: "If Resilient Khenra's power is negative as
# its triggered ability resolves, X is considered to be 0" (Heroes' Bane, Death's Shadow, Arahbo, Dragon Throne of
# Tarkir, Impetuous Protege, Pathbreaker Ibex: 7 corpus rulings, each X defined by the card's own text).
X_BELOW_ZERO = r"\b(is negative|less than 0)\b[^.]*\bX is (considered to be |treated as )?(0|zero)\b"

# "total cost" (601.2f): a card's own cost reduction that doesn't apply to casting the card itself ("Rakdos's last
# ability won't reduce the cost to cast Rakdos itself", Unesh): the ability works only on the battlefield (113.6),
# the total cost's rule is named in passing.
TOTAL_COST_ITSELF = r"\breduce the cost to cast\b[^.]{0,30}?\bitself\b"  # the name blanked before it
