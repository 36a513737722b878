"""A question asked after what it tells, with no "?" (scard53): `my opponent steals my crusader of odric, does it
count their creatures or mine`, `i stole a guy with persuasion and it died, does it go to my graveyard or theirs`.
jargon.Jargon.is_question reads a "?" or a first question word: such a question was read as words that ask nothing,
and every step a question takes (the situation's rule, the cards' rulings after the top five, the asked facts) was
left out for it. About one tuned English question in sixteen is typed so (230 of 3,572), as judges type in chat.
"""

import re

# A clause after a comma, semicolon, colon or full stop that opens (an "and", "but", "so" or "then" allowed first)
# with an auxiliary or modal verb and its subject (`, does it count`, `. can I sacrifice`, `, is there`), or with
# "how" (`, how much damage does it still do`). Not "who", "which", "when", "where" or "if": after a comma they open
# a relative or adverbial clause as often (`my opponent, who controls…`, `…, when it dies, …`). Not "what" either
# (smix24): a clause `…, what is that ability`, `mayhem with no cost listed, what does it let me do`, `…, what's my
# speed` asks what the words before it NAME, a keyword or its value, not what happens next in what they tell. Read
# as a question, the told words were read as a situation (the question steps' situation rules, a sibling's general
# case put first, the question words dropped from the index's query) and the keyword's own rule left the top five:
# three tuned "what" clauses lost it so (mixed15-25, mixed19-16, mixed19-17) and none gained: +3 −0 without "what",
# where dropping "how" too lost `…, how much do i pay for a 1 mana spell` (mixed14-16).
LATER_ASKED = re.compile(
    r"[,;:.]\s+(?:(?:and|but|so|then)\s+)?"
    r"(?:(?:does|do|did|doesn't|don't|didn't|is|isn't|are|aren't|was|were|can|can't|could|would|will|won't|should"
    r"|may|must|has|have|had)\s+(?:i|it|he|she|they|we|you|that|this|these|those|there|my|their|his|her|its|the|both"
    r"|each|either|any|anyone|anything|one|he's|it's)\b|how\b)",
    re.IGNORECASE,
)


def asked_later(text):
    """Whether a query asks its question in a later clause, with no "?" (LATER_ASKED)."""
    return bool(LATER_ASKED.search(text or ""))
