"""Situations a card question tells in plain words, read as the rules the CR gives them (scard33): life paid at a low
life total (119.4), damage marked earlier and a creature asked whether it dies (704.5g; 514.2 with a turn between), a
mana ability responded to (605.3b), a special action responded to (116.2b face up, 116.2f suspend), a blocker gone
before damage (509.1h, 506.4), a draw from an empty library (704.5b, 121.4), "dies" for a creature exiled instead
(700.4), the turn's normal draw (504.1), a tapped creature asked to block or attack (509.1a, 508.1a), X in a mana value
(202.3e), one more of a permanent already controlled (704.5j)."""

import pytest

from search import situations


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("can i pay 4 life for  when im at 3 life", ["119.4"]),
        (" trigger and my opponent is at 2 life, can they still choose to pay 3 life?", ["119.4"]),
        ("can i pay 4 life for ?", []),
        ("My 4/4 took 3 damage in combat, then I  it in my second main phase. Does it die?", ["704.5g"]),
        (
            "my opponent's  took 2 damage in combat on my turn, if I ping it for 1 on their turn does it die?",
            ["704.5g", "514.2"],
        ),
        ("Can my opponent counter the mana ability of ?", ["605.3b"]),
        ("Can my opponent respond when I unmorph my ?", ["116.2b"]),
        ("Can my opponent respond when I turn  face up?", ["116.2b"]),
        ("Can my opponent respond when I suspend ?", ["116.2f"]),
        ("When the last time counter comes off my suspended , do I have to pay its mana cost?", []),
        ("I block with  then sac it. Does the attacker deal damage to me?", ["506.4", "509.1h"]),
        (" blocks and dies, does trample damage go through?", []),
        (" makes me draw when lands hit my graveyard, what if my library is empty?", ["704.5b", "121.4"]),
        ("does  trigger if my creature gets exiled instead of destroyed", ["700.4"]),
        (": do i get the extra card before or after my normal draw?", ["504.1"]),
        (
            " tapped my only untapped guy during my opponent's beginning of combat. can that creature still block?",
            ["509.1a"],
        ),
        ("i tap my opponent's creature with  in their upkeep, can it still attack that turn?", ["508.1a"]),
        ("can my untapped creature block?", []),
        ("can it counter an X spell they cast with X=3? does the X count?", ["202.3e"]),
        ("I already control  and I cast a second one, what happens?", ["704.5j"]),
    ],
)
def test_a_situation_reads_its_rule(words, expected):
    assert situations.situation_rules(words) == expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("can i cast  if i dont have a creature to sacrifice", ["118.3"]),
        ("can i cast  in my upkeep and keep the mana for my main phase?", ["106.4", "500.5"]),
        ("two  on the battlefield, how many lands can i play this turn?", ["305.2"]),
        (" says I can play two extra lands. Can I play one during my opponent's turn?", ["305.3"]),
        (", can i activate it in response during my opponents turn?", ["117.1b"]),
        (" for x=5 with me and my opponent both at 5 life, who wins", ["104.4a"]),
        (" in my opening hand, when exactly do i put it onto the battlefield after mulligans", ["103.6"]),
        (" pings a creature and it becomes a vampire, does it stay a vampire after  dies?", ["611.2a"]),
        # A control change's duration stays 611.2b's; a source gone in response 113.7a's.
        ("I took a creature with . dies. Does it stay with me?", ["603.3a"]),
        (" gets bolted in response to its enter trigger, do i still get the 3 goblins?", ["113.7a"]),
        ("can i  my opponent when they have one card left in their library?", ["704.5b", "121.4"]),
    ],
)
def test_a_cost_mana_lands_priority_a_draw_game_a_duration(words, expected):
    assert situations.situation_rules(words) == expected


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        ("  phases out my . Does the exiled creature come back?", ["702.26d"]),
        ("What are  power and toughness while it's in my graveyard?", ["604.3"]),
        ("what's the power of my creature?", []),
        ("  put a Sword onto the battlefield during my opponent's turn. Can I equip it right away?", ["702.6a"]),
        ("can I move  to a different creature in the middle of combat?", ["702.6a"]),
        ("how much does it cost to equip ?", []),
    ],
)
def test_phasing_a_power_outside_the_battlefield_equips_timing(words, expected):
    assert situations.situation_rules(words) == expected
