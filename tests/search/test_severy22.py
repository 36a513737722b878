"""Helper severy22 (its everyday16 set is checked in test_set_shapes.py): a situation told in a player's words, no
keyword said, read as the CR's words (search/jargon.toml): "choose one of" a card's options is modal (700.2), what
"gets tapped" becomes tapped (603.2e), damage "beyond what it needed" is excess damage (120.4a), damage a card "sends"
elsewhere is redirected (614.9), the only creature sent in attacks alone (506.5), which of a card and a rule "wins"
takes precedence (101.1), "nothing in the top right" is no mana cost (202.1), what "comes in with" counters enters
with them (614.1c), a "copy of a copy" uses the copiable values (707.3), a copy "except it's" one is an exception to
the copying process (707.9)."""

import pytest

from .conftest import jargon_named as named
from .conftest import numbers_found


@pytest.mark.parametrize(
    "question, term, cr",
    [
        ("My spell says choose one of three things, when do I pick?", "choose one of", "modal"),
        ("My creature does something whenever it gets tapped", "gets tapped", "becomes tapped"),
        ("Where does the leftover damage go?", "leftover damage", "excess damage"),
        ("My spell says damage beyond what it needed goes to the player", "leftover damage", "excess damage"),
        ("His card sends damage dealt to him to his creature", "sends damage", "redirect"),
        ("It gets +2/+2 when it's the only one I send in", "the only one I send in", "attacks alone"),
        ("Does my creature get the bonus if it blocks by itself?", "blocks by itself", "blocks alone"),
        ("My card says one thing and the rules another. Which one wins?", "which one wins", "takes precedence"),
        ("This card has nothing in the top right corner", "no casting cost", "no mana cost"),
        ("My creature comes into play with three counters", "comes in with", "enters with"),
        ("I made a copy of a copy of his dragon", "copy of a copy", "copiable values"),
        ("A token that's a copy except it's an artifact", "except it's", "exceptions to the copying process"),
    ],
)
def test_a_situation_s_words_search_the_cr_s_words(question, term, cr):
    understood, terms = named(question)
    assert term in terms
    # searched, or read by the rule finder only when the CR's way says more than the typed words (jargonterms)
    said = [m.term for m in understood.matches if m.term is not None and m.term.name == term][0]
    assert cr in understood.text or cr in said.says


def test_what_the_phrases_leave_alone_names_nothing():
    phrases = {
        "choose one of",
        "gets tapped",
        "leftover damage",
        "sends damage",
        "the only one I send in",
        "which one wins",
        "no casting cost",
        "copy of a copy",
        "except it's",
    }
    for text in (
        # a card's colour asked by its cost's symbols (105.2c, 202.2), not a missing cost
        "Is a card in play with no mana symbols in its cost a color at all?",
        # the CR's own words name none of them
        "a modal spell's mode is chosen as it is cast",
        "excess damage is dealt to the player",
        "a redirection effect",
        "the creature attacks alone",
        "the card takes precedence",
        "Who wins the game when both players lose?",
    ):
        assert not phrases & set(named(text)[1]), text


@pytest.mark.search
@pytest.mark.django_db
def test_the_situations_reach_the_rules(today):
    # 614.9 in five; before, 306.7, 120.1a, 608.2b, 704.5h, 302.4b
    redirect = (
        "My opponent has a card that sends damage that would be dealt to them to one of their creatures instead, and I "
        "killed that creature in response. Where does my burn spell's damage go now?"
    )
    assert "614.9" in numbers_found(redirect)
    # 707.3 in five; before, 707.2, 707.6, 707.2a, 707.10, 707.2b
    copy = (
        "My opponent's creature was already copying my dragon, and then I made a copy of their creature. Does mine "
        "end up as their original creature or as a dragon?"
    )
    assert "707.3" in numbers_found(copy)
