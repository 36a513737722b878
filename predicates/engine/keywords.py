"""The keywords of the CR that add, replace, change or help pay a spell's cost, and how a card's text shows them.

Rule numbers are those of the CR of 2025-11-14 (NUMBERING): many of these keywords (casualty, bargain, blitz,
warp...) exist in no older version, and a number is only meaningful with its version (see registry.RuleRef).

Kinds:
- "alternative": "[cost] rather than its mana cost" (118.9, 601.2b); one at most per spell.
- "additional": paid on top (118.8, 601.2b, 601.2f); kicker and the like.
- "reduction": makes the total cost smaller (601.2f, 118.7); generic only unless the rule says otherwise.
- "helper": applies after the total cost is locked in and pays part of it (convoke, delve, improvise, assist).
- "characteristics": prototype, another mana cost the spell may have (718.3b), no cost of its own.
- "modal": spree and tiered, an additional cost for each mode chosen (702.172a, 702.183a), read by modes.py.
"""

import re
from dataclasses import dataclass

from .mana import ManaCost, parse_cost

NUMBERING = "2025-11-14"


@dataclass(frozen=True)
class Keyword:
    name: str  # as a request names it: "flashback", "jump-start"
    title: str  # as cards print it: "Flashback"
    kind: str  # alternative, additional, reduction, helper
    rule: str  # its defining rule in the CR of NUMBERING
    # How a card's text carries it, matched at the start of a line with reminder text removed. Group "cost" is
    # the mana part of its cost when it has one; group "n" a number (casualty N, awaken N).
    pattern: str = ""
    repeatable: bool = False  # paid any number of times: multikicker, replicate, escalate, squad
    note: str = ""  # what the keyword asks besides mana, for the step that names it


# "Dash {2}{R}", "Flashback—{1}{U}, Pay 3 life." or "Flashback—Sacrifice a creature." (a dash before a cost that isn't
# mana); "Dash costs you pay cost {2} less" (Warbringer) is no dash cost.
COST = r"(?:\s*(?P<dash>[—-])\s*|\s+)(?P<cost>(?:\{[^}]+\})+)?(?P<rest>[^\n]*)"

KEYWORDS = (
    # Alternative costs (118.9): the spell's mana cost stays what it is (118.9c).
    Keyword("flashback", "Flashback", "alternative", "702.34a", r"Flashback" + COST, note="cast from a graveyard"),
    Keyword("madness", "Madness", "alternative", "702.35a", r"Madness" + COST, note="cast as it is discarded"),
    Keyword("evoke", "Evoke", "alternative", "702.74a", r"Evoke" + COST, note="sacrificed as it enters"),
    Keyword("prowl", "Prowl", "alternative", "702.76a", r"Prowl" + COST),
    Keyword("miracle", "Miracle", "alternative", "702.94a", r"Miracle" + COST),
    Keyword("overload", "Overload", "alternative", "702.96a", r"Overload" + COST),
    Keyword("bestow", "Bestow", "alternative", "702.103a", r"Bestow" + COST),
    Keyword("dash", "Dash", "alternative", "702.109a", r"Dash" + COST),
    Keyword("awaken", "Awaken", "alternative", "702.113a", r"Awaken (?P<n>\d+)" + COST),
    Keyword("surge", "Surge", "alternative", "702.117a", r"Surge" + COST),
    Keyword("emerge", "Emerge", "alternative", "702.119a", r"Emerge(?: from [a-z]+)?" + COST, note="sacrifice"),
    Keyword("spectacle", "Spectacle", "alternative", "702.137a", r"Spectacle" + COST),
    Keyword("escape", "Escape", "alternative", "702.138a", r"Escape" + COST, note="cast from a graveyard"),
    Keyword("foretell", "Foretell", "alternative", "702.143a", r"Foretell" + COST, note="cast from exile"),
    Keyword("disturb", "Disturb", "alternative", "702.146a", r"Disturb" + COST, note="cast from a graveyard"),
    Keyword("cleave", "Cleave", "alternative", "702.148a", r"Cleave" + COST),
    Keyword("blitz", "Blitz", "alternative", "702.152a", r"Blitz" + COST),
    Keyword("freerunning", "Freerunning", "alternative", "702.173a", r"Freerunning" + COST),
    Keyword("harmonize", "Harmonize", "alternative", "702.180a", r"Harmonize" + COST, note="cast from a graveyard"),
    Keyword("warp", "Warp", "alternative", "702.185a", r"Warp" + COST),
    Keyword("web-slinging", "Web-slinging", "alternative", "702.188a", r"Web-slinging" + COST),
    Keyword("impending", "Impending", "alternative", "702.176a", r"Impending (?P<n>\d+)" + COST),
    # "Mayhem" without a cost (Oscorp Industries, a land) only lets the card be played from a graveyard (702.187c).
    Keyword(
        "mayhem",
        "Mayhem",
        "alternative",
        "702.187b",
        r"Mayhem(?:(?P<bare>)(?=[ \t]*(?:\n|$))|" + COST + ")",
        note="cast from a graveyard",
    ),
    Keyword(
        "more-than-meets-the-eye",
        "More Than Meets the Eye",
        "alternative",
        "702.162a",
        r"More Than Meets the Eye" + COST,
        note="cast converted",
    ),
    Keyword("mutate", "Mutate", "alternative", "702.140a", r"Mutate" + COST, note="targets a non-Human creature"),
    # Cast face down for {3} (702.37c, 702.168b); the printed cost is the one to turn it face up. Megamorph is a
    # morph (702.37b).
    Keyword("morph", "Morph", "alternative", "702.37a", r"(?:Mega)?morph" + COST, note="cast face down"),
    Keyword("disguise", "Disguise", "alternative", "702.168a", r"Disguise" + COST, note="cast face down"),
    # Additional costs (118.8).
    Keyword("kicker", "Kicker", "additional", "702.33a", r"Kicker" + COST),
    Keyword("multikicker", "Multikicker", "additional", "702.33c", r"Multikicker" + COST, repeatable=True),
    Keyword("buyback", "Buyback", "additional", "702.27a", r"Buyback" + COST),
    Keyword("entwine", "Entwine", "additional", "702.42a", r"Entwine" + COST),
    Keyword("splice", "Splice", "additional", "702.47a", r"Splice onto (?P<quality>[A-Za-z]+)" + COST),
    Keyword("offering", "Offering", "additional", "702.48a", r"(?P<quality>[A-Za-z]+) offering\b", note="sacrifice"),
    Keyword("replicate", "Replicate", "additional", "702.56a", r"Replicate" + COST, repeatable=True),
    Keyword("conspire", "Conspire", "additional", "702.78a", r"Conspire\b", note="tap two creatures"),
    Keyword("retrace", "Retrace", "additional", "702.81a", r"Retrace\b", note="discard a land card"),
    Keyword("escalate", "Escalate", "additional", "702.120a", r"Escalate" + COST, repeatable=True),
    Keyword("jump-start", "Jump-start", "additional", "702.133a", r"Jump-start\b", note="discard a card"),
    Keyword("casualty", "Casualty", "additional", "702.153a", r"Casualty (?P<n>\d+)", note="sacrifice"),
    Keyword("squad", "Squad", "additional", "702.157a", r"Squad" + COST, repeatable=True),
    Keyword("bargain", "Bargain", "additional", "702.166a", r"Bargain\b", note="sacrifice"),
    Keyword("offspring", "Offspring", "additional", "702.175a", r"Offspring" + COST),
    Keyword(
        "gift",
        "Gift",
        "additional",
        "702.174a",
        r"Gift (?P<quality>an? [A-Za-z ]+|[A-Za-z ]+)",
        note="choose an opponent",
    ),
    # An additional cost for each mode chosen: one or more (spree), exactly one (tiered).
    Keyword("spree", "Spree", "modal", "702.172a", r"Spree\b", repeatable=True),
    Keyword("tiered", "Tiered", "modal", "702.183a", r"Tiered\b"),
    # Reductions (601.2f, 118.7).
    Keyword("affinity", "Affinity", "reduction", "702.41a", r"Affinity for (?P<quality>[A-Za-z]+)"),
    Keyword("undaunted", "Undaunted", "reduction", "702.125a", r"Undaunted\b"),
    # Helpers: after the total cost is locked in.
    Keyword("convoke", "Convoke", "helper", "702.51a", r"Convoke\b"),
    Keyword("delve", "Delve", "helper", "702.66a", r"Delve\b"),
    Keyword("improvise", "Improvise", "helper", "702.126a", r"Improvise\b"),
    Keyword("assist", "Assist", "helper", "702.132a", r"Assist\b"),
    # Another set of characteristics: the prototyped spell's mana cost (718.3b); no alternative cost.
    Keyword("prototype", "Prototype", "characteristics", "702.160a", r"Prototype" + COST),
    # Split cards.
    Keyword("fuse", "Fuse", "split", "702.102a", r"Fuse\b"),
    Keyword("aftermath", "Aftermath", "split", "702.127a", r"Aftermath\b"),
)

BY_NAME = {k.name: k for k in KEYWORDS}
ALTERNATIVE = tuple(k.name for k in KEYWORDS if k.kind == "alternative")
ADDITIONAL = tuple(k.name for k in KEYWORDS if k.kind == "additional")
_COMPILED = {k.name: re.compile(r"(?:^|\n|, |; )" + k.pattern, re.IGNORECASE) for k in KEYWORDS}
_REMINDER = re.compile(r"\([^()]*\)")


@dataclass(frozen=True)
class Instance:
    """One instance of a keyword on a card: its mana cost (if any), number (casualty N), quality and other parts."""

    keyword: Keyword
    cost: ManaCost = ManaCost()
    n: int = 0
    quality: str = ""
    rest: str = ""
    bare: bool = False  # "Mayhem" printed without a cost (702.187c)

    @property
    def rule(self) -> str:
        return self.keyword.rule


def _lines(text: str | None) -> str:
    """A card's rules text without reminder text, each ability on its line."""
    return _REMINDER.sub("", text or "")


def _kicker_costs(match: re.Match[str]) -> list[str | None]:
    """Kicker [cost 1] and/or [cost 2] (702.33b): two kicker costs."""
    costs = [match.group("cost")]
    second = re.match(r"\s*and/or\s*(?P<cost>(?:\{[^}]+\})+)", match.group("rest") or "")
    if second:
        costs.append(second.group("cost"))
    return costs


def keywords_of(text: str | None) -> dict[str, list[Instance]]:
    """{keyword name: [Instance, ...]} for every cost keyword in a card's rules text, in printed order."""
    text = _lines(text)
    found: dict[str, list[Instance]] = {}
    for keyword in KEYWORDS:
        for match in _COMPILED[keyword.name].finditer(text):
            groups = match.groupdict()
            bare = groups.get("bare") is not None
            if "cost" in groups and groups["cost"] is None and not groups.get("dash") and not bare:
                continue
            costs = _kicker_costs(match) if keyword.name == "kicker" and groups.get("cost") else [groups.get("cost")]
            for cost in costs:
                found.setdefault(keyword.name, []).append(
                    Instance(
                        keyword,
                        cost=parse_cost(cost) if cost else ManaCost(),
                        n=int(groups["n"]) if groups.get("n") else 0,
                        quality=(groups.get("quality") or "").strip(),
                        rest=(groups.get("rest") or "").strip(" ,.;"),
                        bare=bare,
                    )
                )
    # "Multikicker {1}" never reads as "kicker {1}": a keyword starts a line (or follows ", " in a keyword list).
    return found
