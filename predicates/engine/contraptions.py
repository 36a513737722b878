"""Contraptions (Unstable, 2017): sprockets, the CRANK! counter, assemble, the scrapyard.

The CR doesn't contain these rules: 701.41a (CR of 2018-01-19 onward, numbering of
2022-04-29) says "Assemble is a keyword action in the Unstable set that puts Contraptions
onto the battlefield. ... Cards and mechanics from the Unstable set aren't included in
these rules. See the Unstable FAQ", and 205.3g lists Contraption as an artifact type.
Everything else here follows the Unstable release rulings (2018-01-19):

- three sprockets; the CRANK! counter starts on sprocket 3;
- at the beginning of your upkeep, if you control a Contraption, the counter moves to the
  next sprocket (3 -> 1 -> 2 -> 3); then you may crank any of the Contraptions on it;
- to assemble: put the top card of your Contraption deck onto a sprocket you choose; an
  empty Contraption deck means nothing happens (you don't lose);
- a Contraption going anywhere but exile goes to the scrapyard instead; a non-Contraption
  card (Copy Artifact copying one) goes to the graveyard as normal;
- deck rules: Constructed at least fifteen different Contraptions, at most one of each;
  Limited any number, duplicates allowed.
"""

from collections import Counter
from dataclasses import dataclass, field

from .errors import RuleError

SPROCKETS = (1, 2, 3)
CONSTRUCTED_MINIMUM = 15


def next_sprocket(sprocket):
    """3 -> 1 -> 2 -> 3."""
    if sprocket not in SPROCKETS:
        raise RuleError(f"There are only three sprockets, not {sprocket}.", field="sprocket", rule="701.41a")
    return sprocket % 3 + 1


@dataclass
class OnBattlefield:
    name: str
    sprocket: int = None
    # A real Contraption card; False for e.g. Copy Artifact copying a Contraption.
    is_contraption_card: bool = True
    types: tuple = ("Artifact", "Contraption")


@dataclass
class Player:
    """One player's Contraption zones: deck (top first), battlefield, scrapyard, graveyard."""

    contraption_deck: list = field(default_factory=list)
    crank_sprocket: int = 3  # "At the start of the game, put a CRANK! counter on sprocket 3."
    battlefield: list = field(default_factory=list)
    scrapyard: list = field(default_factory=list)
    graveyard: list = field(default_factory=list)
    exile: list = field(default_factory=list)
    lost: bool = False

    @property
    def contraptions(self):
        return [p for p in self.battlefield if "Contraption" in p.types]


def upkeep(player, *, crank=None):
    """Beginning of upkeep: move the CRANK! counter if you control a Contraption, then crank.

    crank lists the Contraptions (names) on that sprocket the player chooses to
    crank; cranking is optional, so the default is none. Returns the cranked names,
    in the order their abilities are put on the stack.
    """
    if not player.contraptions:
        return []
    player.crank_sprocket = next_sprocket(player.crank_sprocket)
    on_sprocket = [p.name for p in player.contraptions if p.sprocket == player.crank_sprocket]
    chosen = list(crank or [])
    for name in chosen:
        if name not in on_sprocket:
            raise RuleError(
                f"{name} isn't on sprocket {player.crank_sprocket}, so it can't be cranked now.",
                field="crank",
                rule="701.41a",
            )
    return chosen


def resolution_order(put_on_stack):
    """Abilities put on the stack in some order resolve last-in first-out (405.2, 608.1)."""
    return list(reversed(put_on_stack))


def assemble(player, sprocket):
    """Reveal the top card of the Contraption deck and put it onto the chosen sprocket.

    With an empty Contraption deck nothing happens, and nobody loses the game.
    Returns the assembled Contraption or None.
    """
    if sprocket not in SPROCKETS:
        raise RuleError(f"There are only three sprockets, not {sprocket}.", field="sprocket", rule="701.41a")
    if not player.contraption_deck:
        return None
    card = player.contraption_deck.pop(0)
    assembled = OnBattlefield(name=card, sprocket=sprocket)
    player.battlefield.append(assembled)
    return assembled


def leave_battlefield(player, name, destination):
    """Move a permanent off the battlefield; returns the zone it actually went to."""
    permanent = next((p for p in player.battlefield if p.name == name), None)
    if permanent is None:
        raise RuleError(f"{name} isn't on the battlefield.", field="name", rule="400.7")
    player.battlefield.remove(permanent)
    if destination == "exile":
        zone = "exile"
    elif permanent.is_contraption_card:
        zone = "scrapyard"  # any zone but exile: the scrapyard instead
    else:
        zone = destination  # not a real Contraption card: it can't be in the scrapyard
    getattr(player, zone, player.graveyard).append(permanent.name)
    return zone


def put_onto_battlefield_unassembled(player, name, *, is_contraption_card=True):
    """A Contraption that arrives without being assembled heads straight off the battlefield.

    A real Contraption card goes to the scrapyard; a non-Contraption card that
    is a Contraption (Copy Artifact copying one) goes to the graveyard.
    Returns the zone it ends in.
    """
    player.battlefield.append(OnBattlefield(name, sprocket=None, is_contraption_card=is_contraption_card))
    return leave_battlefield(player, name, "graveyard")


def affects_graveyard_cards(player):
    """What an effect that reads "cards in your graveyard" sees: never the scrapyard."""
    return list(player.graveyard)


def deck_problems(contraptions, *, constructed):
    """Why a Contraption deck (list of card names) is illegal; empty when it is legal."""
    counts = Counter(contraptions)
    if not constructed:
        return []  # Limited: any number, duplicates allowed
    problems = []
    if len(counts) < CONSTRUCTED_MINIMUM:
        problems.append(
            f"A Constructed Contraption deck needs at least {CONSTRUCTED_MINIMUM} different Contraptions; this one "
            f"has {len(counts)}."
        )
    for name, n in sorted(counts.items()):
        if n > 1:
            problems.append(f"A Constructed Contraption deck may hold only one {name}; this one has {n}.")
    return problems
