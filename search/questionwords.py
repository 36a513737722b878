"""Words of a player's question that say nothing of the rules, beyond rulefinder.QUESTION_WORDS: a pronoun said with
its verb as one word (`I'm`, `it's`, `we're`, `I've`) and `his`, `hers` (severy29).

The CR says none of them (it says "they", never "I'm"), so each had the IDF of a rare word: `i'm` (5.6) was searched
as one of the question's rarest words and led the finder to the rules whose players' questions say it; `his` was
one of the rare words RuleFinder.held counts.
"""

PRONOUNS = ("i", "you", "we", "they", "he", "she", "it", "that", "there", "who", "what")
VERBS = ("m", "ve", "d", "ll", "re", "s")
CONTRACTED = frozenset(f"{p}{a}{e}" for p in PRONOUNS for a in "'’" for e in VERBS) | {"his", "hers"}
# False: they are searched as before.
OUT = True
ADDED = CONTRACTED if OUT else frozenset()
