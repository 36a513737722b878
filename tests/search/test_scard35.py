"""scard35: page 1 keeps the rule the named cards' text tells of a situation (situations.Told) in its top three, as
the finder reads it (kept_in_top given the cards' rules text): "eldrazi obligator ... is it a red creature?" keeps
devoid's 702.114a above the card's own rulings."""

import pytest

from search import situations


def _page(numbers):
    return [{"kind": "rule", "number": n, "id": n} for n in numbers]


RANKED = ["105.2", "105.1", "202.2", "105.4", "702.90b", "702.114a", "702.114"]
WORDS = "is  a red creature when it enters?"


def test_a_told_rule_is_kept_in_the_top_three():
    page = situations.kept_in_top(_page(RANKED), WORDS, "Devoid\nWhen this enters, you get {C}.")
    assert [r["number"] for r in page][: situations.KEPT_TOP] == ["105.2", "105.1", "702.114a"]


def test_without_the_keyword_the_page_is_unchanged():
    assert situations.kept_in_top(_page(RANKED), WORDS, "Flying") == _page(RANKED)
    assert situations.kept_in_top(_page(RANKED), WORDS) == _page(RANKED)


def test_a_ruling_above_it_passes_below():
    page = [{"kind": "ruling", "number": None, "id": "r1"}, *_page(["105.2", "105.1", "702.114a"])]
    kept = situations.kept_in_top(page, WORDS, "Devoid")
    assert [r["id"] for r in kept] == ["r1", "105.2", "702.114a", "105.1"]


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        ("Can I enchant  with Unholy Strength?", "First strike\nProtection from black", ["702.16c"]),
        (
            "Can the chosen player block  or deal damage to it?",
            "Flash\nTrue-Name Nemesis has protection from the chosen player.",
            ["702.16e", "702.16f"],
        ),
        ("Can I Disenchant my opponent's ?", "Indestructible", []),
        ("Can my Wrath of God destroy ?", "Indestructible", ["702.12b"]),
        (
            "vampire nighthawk blocks . Does deathtouch kill her?",
            "Flying\nAvacyn and other permanents you control have indestructible.",
            ["702.12b"],
        ),
        ("Am I allowed to cast  during my opponent's draw step?", "Flash\nFlying", ["702.8a"]),
        ("Can I cast  during my opponent's turn?", "Flashback {1}{R}", []),
        ("Is  an Elf for Elvish Archdruid's count?", "Changeling (This card is every creature type.)", ["702.73a"]),
        ("Is  an Elf for Elvish Archdruid's count?", "Flying", []),
        ("Can I kick  three times?", "Multikicker {2}", ["702.33c"]),
        ("Can I kick  three times?", "Kicker {2}", []),
        ("Can I tap the Elves for mana in response to ?", "Split second\nIt deals 2 damage.", ["702.61b", "702.61a"]),
        (" blocked by a 2/2: does the damage kill it or give it counters?", "Infect", ["702.90c"]),
        (" blocked by a 2/2: does the damage kill it or give it counters?", "Wither", ["702.80a"]),
    ],
)
def test_a_card_keyword_tells_the_rule(words, cards, expected):
    assert [n for n in situations.situation_rules(words, cards) if n.startswith("702.")] == expected


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        (
            "Can I  my opponent's Darksteel Ingot?",
            "Destroy target artifact or enchantment.\nIndestructible",
            ["702.12b"],
        ),
        (
            "With  out, can I still attack with two creatures?",
            "No more than one creature can attack each combat.",
            ["508.1c"],
        ),
        ("Can my 5/5 block with  out?", "Creatures with power 4 or greater can't block.", ["509.1b"]),
        ("can I still cast instants during my draw step?", "Skip your draw step.", ["614.10", "614.1b"]),
        (
            "I cast Ancestral Recall on myself. Who draws?",
            "If an opponent would draw a card except the first one, instead that player skips that draw.",
            ["614.11", "614.1a"],
        ),
        (
            "do my creatures' when this dies abilities still trigger?",
            "If a card or token would be put into a graveyard from anywhere, exile it instead.",
            ["614.6"],
        ),
        ("Does it take the red off my Piledriver's cost?", "Goblin spells you cast cost {1} less to cast.", ["118.7a"]),
        (
            "I cast it for free. When do I have to pay?",
            "At the beginning of your next upkeep, pay {3}{U}{U}.",
            ["603.7"],
        ),
        (
            "Does the creature come back?",
            "When it enters, exile target creature an opponent controls until an opponent becomes the monarch.",
            ["610.3"],
        ),
        ("With  out, can I still attack with two creatures?", "Flying", []),
        ("When do I have to pay?", "At the beginning of your upkeep, pay {1}.", []),
    ],
)
def test_a_card_wording_tells_the_rule(words, cards, expected):
    assert [
        n
        for n in situations.situation_rules(words, cards)
        if n[:3] in ("508", "509", "614", "118", "603", "610", "702")
    ] == expected


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        ("can  block my opponent's fliers?", "Flash\nReach, protection from blue", []),
        ("can my  block  ?", "Protection from black", ["702.16f"]),
        ("Does  die if my opponent gives it -16/-16?", "Indestructible", []),
        ("Does  die to a Wrath of God?", "Indestructible", ["702.12b"]),
    ],
)
def test_near_cases_read_nothing(words, cards, expected):
    assert [n for n in situations.situation_rules(words, cards) if n.startswith("702.1")] == expected


def test_a_total_paid_is_not_a_generic_reduction():
    cards = "Instant and sorcery spells you cast cost {1} less to cast."
    assert "118.7a" not in situations.situation_rules(
        "Trinisphere is out and  reduces my instant. What do I pay?", cards
    )


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        (
            "They blocked my  with a token and sacrificed the token before damage, does the damage go through?",
            "Trample",
            ["702.19d"],
        ),
        ("They blocked my  with a token, does the damage go through?", "Trample", []),
        (
            "My creature had my opponent's  on it and I returned it to my hand, what happens to ?",
            "Enchant creature\nAt the beginning of each upkeep, if enchanted creature is untapped, tap it.",
            ["704.5m"],
        ),
        (
            "I flashed in my  and blinked my , do I draw again?",
            "Flash\nWhen it enters the battlefield, you may exile target non-Angel creature you control, then return "
            "that card to the battlefield under your control.\nDefender\nWhen it enters the battlefield, draw a card.",
            ["603.6a", "400.7"],
        ),
        ("do I draw again?", "When it enters the battlefield, draw a card.", []),
    ],
)
def test_a_situation_the_cards_tell(words, cards, expected):
    assert [n for n in situations.situation_rules(words, cards) if n[:3] in ("702", "704", "603", "400")] == expected


def test_a_copy_pointed_at_a_different_creature():
    assert "707.10c" in situations.situation_rules("can the copy hit a different creature?")


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        ("can I target it with removal now?", "Flying\nIt has hexproof as long as it's untapped.", ["702.11b"]),
        ("can I point Lightning Bolt at him?", "You have hexproof.", ["702.11c"]),
        ("can i regenerate my creature from ?", "Destroy all creatures. They can't be regenerated.", ["701.19c"]),
        ("it comes back in my main phase, can it attack this turn?", "Flying, haste", ["702.10b"]),
        ("can i sac creatures in response?", "Split second\nDestroy target artifact.", ["702.61a"]),
        ("can I target it?", "Flying", []),
    ],
)
def test_a_card_keyword_answers_what_is_asked(words, cards, expected):
    assert [n for n in situations.situation_rules(words, cards) if n[:3] in ("701", "702")] == expected


def test_counters_put_as_it_enters():
    cards = (
        "If one or more +1/+1 counters would be put on a creature you control, twice that many are put on it instead.\n"
        "Spike Feeder enters the battlefield with two +1/+1 counters on it."
    )
    words = " out and  enters with two +1/+1 counters, does it get four?"
    assert situations.situation_rules(words, cards)[:2] == ["122.6", "614.1c"]
    assert "122.6" not in situations.situation_rules(
        words, "Spike Feeder enters the battlefield with two +1/+1 counters."
    )


def test_an_aura_spell_whose_target_is_gone():
    cards = "Enchant creature\nEnchanted creature gets +1/+1 for each enchantment on the battlefield."
    words = "i cast  and they kill my creature in response, where does the mask go?"
    assert situations.situation_rules(words, cards)[:1] == ["608.3b"]
    assert "608.3b" not in situations.situation_rules(words, "Flying")


def test_protection_given_to_an_enchanted_creature():
    words = "my creature has  on it. if I give it protection from blue, what happens to the aura?"
    assert situations.situation_rules(words)[:1] == ["702.16c"]
