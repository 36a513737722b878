"""The clause of a long question that asks, apart from the situation told before it.

A player tells the scene first and asks last: `My opponent's creature got -2/-2 until end of turn. Does it die right
away?`, `I control X and my opponent attacks with Y, then I cast Z in response; does W happen?`. Every word of the
scene is searched as much as the ask's, and the scene has more of them: "until end of turn" drew the cleanup step
(514.2) over the state-based action the ask is about (704.5f). The asked clause is read from the question's form:
its asking sentence (asking.asking_sentence: the last one ending in "?"), from the last clause in it that starts with
a question word (after a comma, a semicolon, a dash, "then", "and", "so", "but"), to its end. A word only the scene
says is then weighed SITUATION_WEIGHT in the finder (finder_query.py); a word the ask says keeps its weight. A
question that is all ask (`Does a triggered ability resolve if its source is gone?`) is read as before.
"""

import re

# The weight of a word only the situation says, beside the asked clause's 1.0 (finder_query.ASKED_CLAUSE).
SITUATION_WEIGHT = 0.8
# Words that open an asked clause: the jargon's English question starts less "if" (a condition is the scene's).
ASK_STARTS = frozenset(
    """who whom whose what what's whats when where which why how does do did doesn't don't can can't could should
    would will won't may must is isn't are aren't was were""".split()
)
# Where a clause may start inside a sentence.
CLAUSE_BREAK = re.compile(r"(?:[,;:]|\s[—–-])\s+|\s(?:then|and|so|but)\s+", re.IGNORECASE)
FIRST_WORD = re.compile(r"[\w'’]+")
SENTENCE_END = re.compile(r"(?<=[.?!])\s+")
# A topic named before a colon at the start (`Station: can I…`): a few words, the question's subject.
TOPIC = re.compile(r"^([^:.?!]{1,40}):\s")


def asked_clause(text):
    """The part of text that asks, when a situation is told before it; None when the whole text asks (or no clause
    reads as asking). The ask: from the first clause opening with a question word in the first sentence ending in
    "?" (else the last sentence) to the end; a topic named first (`Incubate: what is…`, `Gift a card: if…`) is
    the ask's too."""
    text = " ".join((text or "").split())
    sentences = [s for s in SENTENCE_END.split(text) if s]
    if not sentences:
        return None
    asking = next((i for i, s in enumerate(sentences) if s.endswith("?")), len(sentences) - 1)
    sentence = sentences[asking]
    starts = [0, *(m.end() for m in CLAUSE_BREAK.finditer(sentence))]
    start = next((s for s in starts if _opens_ask(sentence[s:])), None)
    if start is None:
        return None
    clause = " ".join([sentence[start:], *sentences[asking + 1 :]])
    topic = TOPIC.match(text)
    if topic and not clause.startswith(topic.group(0)):
        clause = f"{topic.group(1)} {clause}"
    return None if clause.strip() == text.strip() else clause


def _opens_ask(clause):
    first = FIRST_WORD.match(clause)
    return first is not None and first.group(0).lower().replace("’", "'") in ASK_STARTS


def situation_down(terms, asked_terms, weight=None):
    """terms ({term: weight}) with those the asked clause's terms miss weighed weight times less; unchanged when
    the asked clause has no term of the question (`…, what happens?`: the whole question is the ask then)."""
    if not asked_terms or not any(t in terms for t in asked_terms):
        return terms
    weight = SITUATION_WEIGHT if weight is None else weight
    return type(terms)({t: w if t in asked_terms else w * weight for t, w in terms.items()})
