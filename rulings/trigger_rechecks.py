"""A card's intervening "if" (603.4) in the words of WotC's rulings that say only what happens when the condition is
no longer true as the ability resolves: turn_concepts.py's "intervening if on the card" reads them (that module is at
its size limit, so the phrase lives here)."""

# links78: "If it does trigger but you don't control another Wizard as it resolves, it does nothing" (Ghitu
# Journeymage), "If you control no tapped creatures as the ability resolves, nothing happens" (Supply Caravan), "If
# Krond isn't enchanted when the ability resolves, the ability won't do anything" (Krond the Dawn-Clad, a tuned row
# labelled 603.4 alone, as Garrulous Sycophant's and Keeper of Keys's "If you're not the monarch at that time, the
# ability will have no effect" are): on a card whose trigger has an intervening "if", this is 603.4's second check,
# not a step of 608.2 nor 603 at large (18 corpus rulings, each read so). The Concept holds "triggered abilities" and
# "resolving" (rulings/links.py HOLDS), so those readings' links on these rulings go.
RECHECKED_ON_RESOLUTION = (
    # The ability named by its card too (the name is blanked when a ruling is read): "If you don't control three or
    # more creatures as Leonin Vanguard's ability resolves, the ability does nothing".
    r"\bif\b[^.]*\b(as|when|by the time|at the time) (it|the (triggered )?ability|that ability|its ability"
    r"|[^.,]{0,40}'s (triggered )?ability) (tries to )?resolves?, ((it|the ability|that ability) )?(does nothing"
    r"|has no effect|will have no effect|won't do anything|will do nothing|doesn't do anything)\b"
    r"|\bif\b[^.]*\b(as|when) (it|the (triggered )?ability|that ability) resolves, nothing happens\b"
    # "If the second ability does trigger, but you no longer control four Demons ... as the ability resolves, you
    # won't win the game" (Liliana's Contract), "If it does trigger, but you don't control an enchantment when the
    # ability tries to resolve, you won't gain life" (Lagonna-Band Elder): the same second check, whatever it stops.
    r"|\bif (it|the (\w+ )?ability) does trigger,? but\b"
)
