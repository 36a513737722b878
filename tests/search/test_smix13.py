"""A jargon term names the rule its context tells (`when` in jargon.toml): an Aura spell that fizzles is put into
its owner's graveyard by 608.3b (a permanent spell's resolution), a plain spell's fizzle is 608.2b."""

import pytest

from search.jargon import load, parse

TABLE = load()


def rules(text):
    return [m.rules for m in TABLE.understand(text).matches if m.term is not None]


@pytest.mark.parametrize(
    "text",
    ["aura spell fizzles, where does the aura go", "my Auras fizzled", "a bestowed creature fizzles?"],
)
def test_a_permanent_spell_that_fizzles_is_608_3b(text):
    assert rules(text)[0][0] == "608.3b"
    assert "608.2b" in rules(text)[0]


def test_a_plain_fizzle_is_still_608_2b():
    assert rules("does my spell fizzle") == [("608.2b",)]
    assert rules("auramancer fizzles") == [("608.2b",)]


def test_when_is_parsed_and_checked():
    table = parse({"term": [{"says": ["zap"], "rule": "1.1", "when": {"2.2": ["big bang"]}}]})
    assert [m.rules for m in table.understand("a big  bang zap").matches] == [("2.2", "1.1")]
    with pytest.raises(ValueError):
        parse({"term": [{"says": ["zap"], "whenever": {}}]})


@pytest.mark.parametrize("text", ["double block damage", "my attacker was double-blocked", "gang blocked by two"])
def test_two_blockers_on_one_attacker_is_510_1c(text):
    assert rules(text) == [("510.1c",)]
