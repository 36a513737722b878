"""Ruling links, links81: the "copies" reading's wrong links in the tuned rows, by wording. WotC's template for an
"until" effect's return ("Nothing happens between the two events, including state-based actions. ... if the returning
creature is a Clone, it can't enter the battlefield as a copy of X") names a clone only as the example of what cannot
happen: it rests on 610.3, not 707 (the tuned Constricting Sliver is labelled 610.3 alone; 3 corpus rulings). Two
wordings measured and not kept stay guards: the clone entering with another creature ("can't become a copy of that
creature", never-tuned labels read 707 there) and a mana value "as it last existed on the stack" (one never-tuned label
reads 202.3 there). The rulings are real ones, the card's name replaced by the fixture's."""

import pytest

pytestmark = pytest.mark.django_db

CR = [
    "2. Parts of a Card",
    "202. Mana Cost and Color",
    "202.3. The mana value of an object is a number equal to the total amount of mana in its mana cost, regardless "
    "of color.",
    "6. Spells, Abilities, and Effects",
    "608. Resolving Spells and Abilities",
    "608.2. If the object that's resolving is an instant spell, a sorcery spell, or an ability, its resolution may "
    "involve several steps.",
    "608.2h If an effect requires information from the game (such as the number of creatures on the battlefield), "
    "the answer is determined only once, when the effect is applied.",
    "610. One-Shot Effects",
    "610.3. Some one-shot effects cause an object to change zones \u201cuntil\u201d a specified event occurs.",
    "7. Additional Rules",
    "707. Copying Objects",
    "707.1. Some objects become or turn another object into a \u201ccopy\u201d of a spell, permanent, or card.",
]
UNTIL = (
    "When Some Card enters the battlefield, exile target creature an opponent controls until Some Card leaves the "
    "battlefield."
)
CLONE = "You may have Some Card enter the battlefield as a copy of any creature on the battlefield."


@pytest.mark.parametrize(
    ("card_text", "ruling", "numbers"),
    [
        # Constricting Sliver (2014), the template with Banisher Priest's and Colossal Whale's Clone: 610.3 alone.
        (
            UNTIL,
            "The exiled card returns to the battlefield immediately after Some Card leaves the battlefield. Nothing "
            "happens between the two events, including state-based actions. The two creatures aren't on the "
            "battlefield at the same time. For example, if the returning creature is a Mercurial Pretender, it can't "
            "enter the battlefield as a copy of Some Card.",
            ["610.3"],
        ),
        (
            UNTIL,
            "The exiled card returns to the battlefield immediately after Some Card leaves the battlefield. Nothing "
            "happens between the two events, including state-based actions. The two creatures aren't on the "
            "battlefield at the same time. For example, if the returning creature is a Clone, it can't enter the "
            "battlefield as a copy of Some Card.",
            ["610.3"],
        ),
        # Guards. A copy the ruling is about: still 707.
        (CLONE, "Some Card copies exactly what was printed on the original creature and nothing else.", ["707"]),
        # Measured, not kept: the clone entering with another creature (Evil Twin, 19 corpus rulings) keeps its 707.
        (
            CLONE,
            "If Some Card somehow enters the battlefield at the same time as another creature, Some Card can't become "
            "a copy of that creature. You may choose only a creature that's already on the battlefield.",
            ["707"],
        ),
        # Measured, not kept: a mana value "as it last existed on the stack" (Vial Smasher) keeps 202.3 beside 608.2h.
        (
            "Whenever you cast your first spell during each of your turns, Some Card deals damage equal to that "
            "spell's mana value to an opponent chosen at random.",
            "If Some Card's ability resolves and the spell that caused it to trigger has been countered, use that "
            "spell's converted mana cost as it last existed on the stack to determine how much damage is dealt.",
            ["202.3", "608.2h"],
        ),
    ],
)
def test_copies_named_in_passing(linked, card_text, ruling, numbers):
    assert linked(CR, card_text, ruling) == numbers
