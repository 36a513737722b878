"""Helper severy23 (its everyday17 set is checked in test_set_shapes.py): more of a player's ways of telling a
situation with no keyword, read as the CR's words (search/jargon.toml): a creature that "can only block if" can't
block unless (509.1b; attacking, 508.1c), an effect that would change a hit "after the fact" would go back in time
(614.4), players "tied" for the most are in a tie (609.5), an "up to" spell cast "picking no" creatures has zero
targets (115.6), an animated land "still a land" keeps its types (205.1b), "I may pay …, and when I do …" is a
reflexive trigger (603.12)."""

import pytest

from .conftest import jargon_named as named
from .conftest import numbers_found


@pytest.mark.parametrize(
    "question, term, cr",
    [
        (
            "My creature can only block if I have an artifact out. Can it block?",
            "can only block if",
            "can't block unless",
        ),
        ("His creature can only attack if I control an Island", "can only attack if", "can't attack unless"),
        ("Can I cast my card after the fact and undo the damage?", "after the fact", "go back in time"),
        ("We both have exactly three creatures. Who gets the bonus?", "tied", "tie"),
        ("We're tied for the most creatures, who gets it?", "tied", "tie"),
        ("Can I cast it picking no creatures at all?", "picking no", "zero targets"),
        ("While it's a creature, is it still a land?", "still a land", "in addition to its other types"),
        ("I may pay two mana, and when I do it deals 3 damage", "and when I do", "reflexive triggered ability"),
    ],
)
def test_a_situation_s_words_search_the_cr_s_words(question, term, cr):
    understood, terms = named(question)
    assert term in terms
    said = [m.term for m in understood.matches if m.term is not None and m.term.name == term][0]
    assert cr in understood.text or cr in said.says


def test_what_the_phrases_leave_alone_names_nothing():
    phrases = {"can only block if", "can only attack if", "after the fact", "tied", "picking no", "still a land"}
    phrases.add("and when I do")
    for text in (
        # the CR's own words name none of them
        "a creature can't block unless a condition is met",
        "replacement effects can't go back in time",
        "the effect says what to do in the event of a tie",
        "a spell that allows zero targets",
        "a reflexive triggered ability",
        # the moment of an action, not a reflexive trigger
        "What happens when I do that?",
        "Is it still tapped when it leaves the battlefield?",
    ):
        assert not phrases & set(named(text)[1]), text


@pytest.mark.search
@pytest.mark.django_db
def test_the_situations_reach_the_rules(today):
    # 609.5 in five; before, 608.2f, 704.5j, 402.3, 614.13b, 604.4
    tie = (
        "My card says the player with the most creatures gets the bonus, but me and my opponent both have exactly "
        "three. Who gets it?"
    )
    assert "609.5" in numbers_found(tie)
