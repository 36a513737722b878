"""French phrases read as one idea before the lexicon reads their words one by one (bilingual.Lexicon.translate).

The lexicon gives each French word the English word the cards print beside it most, so a word the cards print far
more often in one phrase than in another takes that phrase's sense everywhere. Counted on the corpus's French card
texts (MTGJSON v3): `partie` is exile, 412 texts saying "retirez … de la partie" (the old cards' removed from the
game) against 33 saying "perd / gagnez / perdez la partie" (loses / win the game); `gagne` is get, of "gagne +1/+1"
(gets), though 389 texts say "gagnez N points de vie" (gain life) and a question's "gagne la partie" wins it; the
cards give control with "acquiert / acquérez le contrôle" (97 texts: gains / gain control), which a player asks as
"donner", "gagner" or "prendre le contrôle" (`donner` read gift, of the cards named "Don de …"). A question's phrase
is read as the English the cards print for it, and its words are no longer read one by one.

What a phrase reads as was measured (sfr18, docs/search-history.md): read as the cards' whole English ("lose the
game", "gain control"), `game` and `gain` weighed like the question's own words and lifted the rules all about them
(poison's 704.5c fell below 122.1f, `prends le contrôle` put 506.4a above 506.4): four first places lost, one of them
never tuned. So the game reads as nothing (the CR says it everywhere, and the question is about what happens in it),
control as control, and only the verb of winning, losing or leaving as its English.
"""

import re

_ARTICLE = r"(?:la|une|cette|sa|ma|ta|leur|notre|votre|chaque)"
# The first pattern that matches a span wins: the exile phrase takes its `partie` before a lone `partie` is the game.
PHRASES = (
    # "retirez … de la partie", "retirée(s) de la partie": removed from the game, today's exile (the jargon's RFG).
    (re.compile(r"\bretir\w*(?:\s+[\w'’/+-]+){0,6}?\s+de\s+la\s+partie\b", re.IGNORECASE), "exile"),
    (re.compile(rf"\bperd\w*\s+{_ARTICLE}\s+partie\b", re.IGNORECASE), "lose"),
    (re.compile(rf"\b(?:gagn|remport)\w*\s+{_ARTICLE}\s+partie\b", re.IGNORECASE), "win"),
    (re.compile(rf"\bquitt\w*\s+{_ARTICLE}\s+partie\b", re.IGNORECASE), "leave"),
    # Any other `partie` with its article: the game ("pendant la partie", "à la fin de la partie"), read as nothing.
    (re.compile(rf"\b(?:{_ARTICLE}|de)\s+parties?\b", re.IGNORECASE), ""),
    (
        re.compile(r"\b(?:donn|gagn|pren|pris|prise|acqu)\w*\s+(?:le\s+|du\s+)?contr[oô]le\b", re.IGNORECASE),
        "control",
    ),
    (re.compile(r"\bgagn\w*\s+(?:[\w+-]+\s+){0,2}?points?\s+de\s+vie\b", re.IGNORECASE), "gain life"),
)


def read(text):
    """(the text with its phrases blanked, [the English of each phrase found])."""
    found = []
    for pattern, english in PHRASES:
        if pattern.search(text):
            found.extend(english for _ in pattern.findall(text))
            text = pattern.sub(" ", text)
    return text, found
