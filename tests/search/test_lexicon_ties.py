"""A tie in the French lexicon's mining is broken by the spelling both words share (search.bilingual.mine)."""

from search.bilingual import mine

# Convoke's reminder text, as printed twice: "convoke" and "help" are on exactly the same lines, and so are
# `convocation` and `aider`: the Dice score cannot tell them apart.
CONVOKE = (
    "Convoke (Your creatures can help cast this spell.)",
    "Convocation (Vos créatures peuvent aider à lancer ce sort.)",
)


def test_a_tie_goes_to_the_word_of_the_same_spelling():
    lexicon = mine([CONVOKE, CONVOKE])
    # Before: the alphabetically later word won the tie, and `convocation` was read as "help".
    assert lexicon["convoc"][0][0] == "convok"


def test_a_tie_without_a_shared_spelling_is_broken_by_the_word():
    # `aider` shares no start with any word of the line: the alphabetically last, as before, the same in every process.
    assert mine([CONVOKE, CONVOKE])["aid"][0][0] == "your"
