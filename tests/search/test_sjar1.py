"""sjar1: players' jargon the table did not read. Well-known slang with no entry (crack back, tap down / tapper, combat
trick, flash in, floating mana) and the judges' maxim "can't beats can" (101.2) are terms now; `ETBs tapped` and the
other common forms of "enters tapped" name the ETB replacement (614.12), which only `ETB tapped` did."""

import pytest

from search.jargon import load

from .conftest import numbers_found


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("if I swing with everything, can they crack back", "crack back"),
        ("my crackback next turn", "crack back"),
        ("I tap down their blocker, can it still block", "tap down"),
        ("does a tapper stop a blocker", "tap down"),
        ("when can I cast a combat trick", "combat trick"),
        ("can a creature I flash in block", "flash in"),
        ("can I keep floating mana into my main phase", "floating mana"),
        ("my land ETBs tapped, can they respond", "ETB replacement"),
        ("a dual land that comes in tapped", "ETB replacement"),
        ("does can't beats can apply here", "can't beats can"),
    ],
)
def test_the_slang_is_read_as_its_term(query, name):
    assert name in [m.name for m in load().understand(query).matches]


def test_a_slang_word_with_a_capital_inside_a_sentence_is_a_card_s_name():
    assert not load().understand("cast Trick after blockers").matches


def test_can_t_beats_can_lands_on_its_rule(today):
    assert numbers_found("can't beats can")[0] == "101.2"
