"""Saheeli's Directive ({X}{R}{R}{R}, sorcery, improvise).

"Reveal the top X cards of your library. You may put any number of artifact cards
with mana value X or less from among them onto the battlefield. Then put all cards
revealed this way that weren't put onto the battlefield into your graveyard."

Rules encoded (numbering of the CR of 2022-04-29):

- 202.3e / 107.3g  a card in the library with {X} in its mana cost has X = 0.
- 202.3   each card's own mana value is compared with X; nothing adds them up.
- 603.6a / 603.10a  permanents entering at the same time see each other enter
          (an enters-the-battlefield trigger "looks back" at the event).
The improvise half of the card is rulings/predicates/improvise.py.
"""

from dataclasses import dataclass

from .errors import RuleError
from .mana import mana_value
from .situation import whole_number

MANA_COST = "{X}{R}{R}{R}"


@dataclass(frozen=True)
class LibraryCard:
    name: str
    mana_cost: str = ""
    types: tuple = ()

    @property
    def is_artifact(self):
        return "Artifact" in self.types

    @property
    def mana_value(self):
        # Not on the stack, so X is 0 (202.3e).
        return mana_value(self.mana_cost)


@dataclass
class Resolution:
    revealed: list
    eligible: list
    battlefield: list
    graveyard: list

    def entering_with(self, name):
        """The other permanents that enter at the same time as the named one (they see each other)."""
        return [c.name for c in self.battlefield if c.name != name]


def resolve(library, x, *, choose=None):
    """Resolve Saheeli's Directive with X = x against library (top card first).

    choose lists the names the player puts onto the battlefield; by default
    every eligible card. A chosen card that isn't eligible raises RuleError.
    """
    x = whole_number(x, field="x", rule="107.3a", allow_none=False)
    revealed = list(library[:x])
    eligible = [c for c in revealed if c.is_artifact and c.mana_value <= x]
    names = [c.name for c in eligible] if choose is None else list(choose)
    battlefield = []
    for name in names:
        card = next((c for c in eligible if c.name == name and all(c is not b for b in battlefield)), None)
        if card is None:
            raise RuleError(
                f"{name} can't be put onto the battlefield: only revealed artifact cards with mana value {x} or less "
                "can.",
                field="choose",
                rule="202.3",
            )
        battlefield.append(card)
    rest = [c for c in revealed if all(c is not b for b in battlefield)]
    return Resolution(revealed=revealed, eligible=eligible, battlefield=battlefield, graveyard=rest)
