"""Every keyword of today's CR (fixtures/cr-today, the CR of 2025-11-14) whose rules speak of what a spell costs is
covered by a predicate of the cost engine (issue 25: "every cost-related keyword of today's CR covered").

The keywords are found by their rules' own words ("rather than pay", "additional cost", "total cost", "without
paying its mana cost"...), not by a list of ours: a keyword a later CR adds with such words fails this test until
it is covered or said to be no spell cost below, with why.
"""

import re
from pathlib import Path

from predicates.engine import catalog, keywords, registry

TODAY = Path(__file__).resolve().parents[2] / "fixtures" / "cr-today" / "MagicCompRules 20251114.txt"
COST_WORDS = re.compile(
    r"rather than pay|additional cost|pay an additional|costs? (?:\{\w+\} |\w+ )?(?:more|less)|total cost|"
    r"without paying its mana cost|pays? for|by paying|mana cost",
    re.IGNORECASE,
)

# CR title -> the predicate that proves it.
COVERED = {
    "Buyback": "buyback",
    "Kicker": "kicker",
    "Flashback": "flashback",
    "Madness": "madness",
    "Morph": "morph",
    "Affinity": "affinity",
    "Entwine": "entwine",
    "Splice": "splice",
    "Offering": "offering",
    "Convoke": "convoke",
    "Replicate": "replicate",
    "Delve": "delve",
    "Evoke": "evoke",
    "Prowl": "prowl",
    "Conspire": "conspire",
    "Retrace": "retrace",
    "Miracle": "miracle",
    "Overload": "overload",
    "Fuse": "fuse",
    "Bestow": "bestow",
    "Dash": "dash",
    "Awaken": "awaken",
    "Surge": "surge",
    "Emerge": "emerge",
    "Escalate": "escalate",
    "Undaunted": "undaunted",
    "Improvise": "improvise",
    "Aftermath": "aftermath",
    "Assist": "assist",
    "Jump-Start": "jump-start",
    "Spectacle": "spectacle",
    "Escape": "escape",
    "Mutate": "mutate",
    "Foretell": "foretell",
    "Disturb": "disturb",
    "Cleave": "cleave",
    "Blitz": "blitz",
    "Casualty": "casualty",
    "Squad": "squad",
    "Prototype": "prototype",
    "More Than Meets the Eye": "more-than-meets-the-eye",
    "Bargain": "bargain",
    "Disguise": "disguise",
    "Spree": "spree",
    "Freerunning": "freerunning",
    "Gift": "gift",
    "Offspring": "offspring",
    "Impending": "impending",
    "Harmonize": "harmonize",
    "Tiered": "tiered",
    "Warp": "warp",
    "Mayhem": "mayhem",
    "Web-slinging": "web-slinging",
    # They let a card be cast "without paying its mana cost" (an alternative cost, 118.9a): the without_paying
    # predicate (cast: "without paying its mana cost"; X is 0, additional costs are still paid).
    "Suspend": "without_paying",
    "Ripple": "without_paying",
    "Cascade": "without_paying",
    "Rebound": "without_paying",
    "Cipher": "without_paying",
    "Plot": "without_paying",
}
# Their rules name a cost, but no cost of casting a spell.
NOT_SPELL_COSTS = {
    "Echo": "an upkeep cost of the permanent (702.30a)",
    "Embalm": "an activated ability from a graveyard; the token has no mana cost (702.128a)",
    "Eternalize": "an activated ability from a graveyard; the token has no mana cost (702.129a)",
    "Ravenous": "what X in the mana cost does as the permanent enters; X is announced as any X (107.3a)",
}


def keyword_rules():
    text = TODAY.read_text(encoding="utf-8-sig").replace("\r\n", "\n").replace("\r", "\n")
    start = [m.start() for m in re.finditer(r"^702\. Keyword Abilities", text, re.MULTILINE)][-1]
    body = text[start : text.index("\n703. ", start)]
    titles = dict(re.findall(r"^702\.(\d+)\. (.+)$", body, re.MULTILINE))
    rules = {}
    for number, rule in re.findall(r"^702\.(\d+)[a-z] (.+)$", body, re.MULTILINE):
        rules.setdefault(titles[number], []).append(rule)
    return rules


def test_every_cost_keyword_of_todays_cr_has_a_predicate():
    rules = keyword_rules()
    assert len(rules) > 180  # the 702 section was read
    about_costs = {title for title, texts in rules.items() if COST_WORDS.search(" ".join(texts))}
    missing = sorted(about_costs - set(COVERED) - set(NOT_SPELL_COSTS))
    assert not missing, f"cost keywords of today's CR without a predicate: {missing}"
    for title, name in COVERED.items():
        assert title in rules, f"{title} isn't a keyword of today's CR"
        predicate = catalog.get(name)
        assert predicate is not None, f"{title}: no predicate {name}"
        counts = registry.summary(predicate)
        assert counts["cases_passed"] and not counts["cases_failed"], (title, counts)


def test_every_way_of_casting_and_additional_cost_is_read_from_cards():
    """The keywords the engine reads on a card are the CR's own, under their CR titles."""
    rules = keyword_rules()
    titles = {title.lower() for title in rules}
    for keyword in keywords.KEYWORDS:
        if keyword.name in ("multikicker",):  # 702.33c, under Kicker
            continue
        assert keyword.title.lower() in titles, keyword.title
