"""The ways players tell a situation, as patterns of a question's words (lower case), which several of
situations.SITUATIONS' entries share. Split from situations.py (scard36).
"""

_GONE = (
    r"(?:di(?:es|ed|e)|killed?|sacrific\w*|sac(?:s|ed|ced)?|bounced?|exiled?|destroyed|bolt(?:ed|s)?|hexproof"
    r"|protection|gone)"
)
_BONUS = r"(?:pump\w*|bonus|anthem|equipped|(?<!\w)\+\d+/\+\d+(?![\w/])(?! counter))"
_COPY = r"\bcop(?:y|ies|ied|ying)\b"
_STOLEN = r"(?:st[eo]al(?:s|ing)?|stole|stolen|donated?|gain(?:s|ed)? control|took (?:a|an|my|their|his|her|it)\b)"
_CONTROLLED = rf"{_STOLEN}|\bcontrol\b|\bcomes? back to (?:me|its owner)\b"
_BACK = (
    r"\b(?:get|gets|getting|give|gives) (?:it|them|\w+(?: \w+)?) back\b"
    r"|\b(?:go|goes|come|comes|return|returns) back\b|\bhow long\b|\bcomes? back to (?:me|its owner)\b"
)
_END = r"\bend of (?:the )?turn\b|\bthis turn\b"
_ENDED = r"\b(?:di(?:es|ed|e)|leaves?|left|destroyed|untap\w*|removed)\b"
_LOW_LIFE = (
    r"\b(?:at|with|only have|have only|down to|on) \d+ life\b|\b\d+ life (?:left|total)\b"
    r"|\bnot enough life\b|\blow life\b"
)
_DAMAGED = (
    r"\b(?:took|takes|taken|has|had|was dealt|been dealt) (?:\d+|some|lethal) damage\b|\bdamage (?:marked )?on it\b"
)
_DIES = (
    r"\b(?:does|do|will|would) (?:it|they|that|the \w+) (?:still )?(?:die|survive|live)\b|\bis it (?:dead|destroyed)\b"
)
_TURN = r"(?:their|his|her|my|your|opponent[’']?s|the next|next) turn"
_TURN_PASSED = (
    rf"\b(?:next|last|following|previous|another) turn\b|\b{_TURN}\b[^?]*\b{_TURN}\b"
    r"|\bend of (?:the |my |their )?turn\b|\bcleanup\b"
)
_RESPOND = r"\brespond\w*|\bin response\b|\buse the stack\b|\bcounter(?:ed)? it\b"
_EMPTY_LIBRARY = (
    r"\bempty library\b|\blibrary (?:is )?empty\b|\bno cards? (?:left )?in (?:my|their|his|her|your|the) library\b"
    r"|\b(?:one|1|a single) card (?:left )?in (?:my|their|his|her|your|the) library\b|\bone card left\b"
)
# A library with fewer cards left than a player is to draw: "only one card is left in my library", "not enough
# cards in my library", "more cards than I have" (104.3c).
_SHORT_LIBRARY = (
    r"\b(?:one|two|three|four|five|a single|a few|\d+) cards? (?:is |are )?(?:still )?left in"
    r" (?:my|their|his|her|your|the) library\b|\b(?:not enough|fewer) cards (?:left )?in (?:my|their|his|her|your|the)"
    r" library\b"
    r"|\bmore cards than (?:i|they|he|she|you) (?:have|has) (?:left|in)\b"
)
_TAPPED = (
    r"\btapped\b|\btap(?:s|ped)? (?:my|their|his|her|your|an?|the|that|its) (?!lands?\b)(?:[\w'’]+ ){0,2}"
    r"(?:creature|guy|blocker|attacker)s?\b"
)
# A token sent to its owner's hand, graveyard or library (where it ceases to exist), or said there; not a copy
# made from one.
_TOKEN_AWAY = (
    r"^(?!.*\bcop(?:y|ies)\b).*\btokens?\b[^?.]*\b(?:to|in|into|from) (?:its owner[’']?s |their |his |her |my |your )"
    r"(?:hand|graveyard|library|yard)\b"
)
# A step or phase of a turn, said where something happens in it ("during my upkeep", "in my main phase").
_STEP = (
    r"(?:upkeep|draw step|(?:first |second |pre-?combat |post-?combat )?main(?: phase)?|combat|end step"
    r"|beginning of combat|cleanup)"
)
