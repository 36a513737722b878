"""Cards named in a total-cost situation, read through the cards app's selectors for the engine.

The engine (predicates.engine.spell_cost) is plain Python: it takes a card as a dict of its characteristics.
A situation sent to the API or the calculator names cards: "card" (a card, a split card's half, or the whole
split card to cast both halves with fuse), "battlefield" and "spliced" (lists of names). This module replaces
each name by the card's data, or refuses the name with the field it came in.
"""

import re

from cards import selectors
from predicates.engine import battlefield, cost_effects
from predicates.engine.errors import RuleError, shown
from predicates.engine.limits import MAX_COSTS

# A permanent an opponent controls: "opponent's Grand Arbiter Augustin IV".
OPPONENTS = ("opponent's ", "opponent’s ", "opponent: ")
# One of the caster's own, said so: "my Kopala, Warden of Waves" (else a permanent whose only cost effect is on
# opponents' spells is taken to be an opponent's).
MINE = ("my ",)
# Targets that are players, not cards (the engine reads them: battlefield.py).
PLAYERS = {"you", "me", "myself", "yourself", "the caster", "opponent", "an opponent", "target opponent"}
PLAYERS |= {"your opponent", "the opponent"}
SPLICE = re.compile(r"^\s*splice(?: onto \w+)?\s*[:\s]\s*(?P<name>\S.*)$", re.IGNORECASE)


def card_data(card, named=None):
    """The engine's view of a Card: name, mana cost, type line, rules text, layout, other faces, name asked for."""
    return {
        "name": card.name,
        "mana_cost": card.mana_cost,
        "type_line": card.type_line,
        "oracle_text": card.oracle_text,
        "layout": card.layout,
        "power": card.power,
        "faces": [_face(face) for face in (card.faces or []) if isinstance(face, dict)],
        "named": named or card.name,
    }


def _face(face):
    """Another face's characteristics; its colours are its colour indicator's when it has one (202.2e, 204)."""
    data = {k: str(face.get(k) or "") for k in ("name", "mana_cost", "type_line", "oracle_text")}
    indicator = face.get("color_indicator")
    # Imported before the indicator was kept, a face has no such key: its colours are unknown (the engine says so).
    if (
        isinstance(indicator, list)
        and all(isinstance(c, str) for c in indicator)
        and (indicator or not data["mana_cost"])
    ):
        data["colors"] = indicator
    return data


def _name(value, field):
    if not isinstance(value, str) or not value.strip():
        raise RuleError(f"{field} must be a card's name.", field=field, rule=None)
    if len(value) > 200 or not value.isprintable():
        raise RuleError(f"{field}: {shown(value)} isn't a card's name.", field=field, rule=None)
    return " ".join(value.split())


def find(value, field):
    """The card called value (any name the card API accepts), as the engine's dict; RuleError when none is."""
    name = _name(value, field)
    card = selectors.find_card(name)
    if card is None:
        short = selectors.cards_by_short_name(name)
        if len(short) == 1:
            return card_data(short[0], named=short[0].name)
        if short:
            names = ", ".join(sorted(c.name for c in short)[:5])
            raise RuleError(f"{field}: {shown(name)} could be {names}: name one whole.", field=field, rule=None)
        close = selectors.card_suggestions(name)
        hint = f" Did you mean {', '.join(close)}?" if close else ""
        raise RuleError(f"{field}: no card named {shown(name)}.{hint}", field=field, rule=None)
    return card_data(card, named=_named(card, name))


def _named(card, name):
    """The half a name asks for: "Fire" is Fire // Ice's first half; the card's own name is the whole card."""
    halves = card.name.split(" // ")
    faces = [card.name, *halves, *[str(f.get("name") or "") for f in card.faces or [] if isinstance(f, dict)]]
    lowered = name.lower()
    return next((face for face in faces if face.lower() == lowered), card.name)


def _names(values, field):
    if values in (None, "", []):
        return None
    if isinstance(values, str):
        values = [values]
    if not isinstance(values, list):
        raise RuleError(f'{field} must be a list of card names, e.g. ["Thalia, Guardian of Thraben"].', field=field)
    if len(values) > MAX_COSTS:
        raise RuleError(f"{field}: {len(values):,} cards; this site reads at most {MAX_COSTS}.", field=field)
    return values


def _target(value):
    """A target naming a card ("opponent's Silvergill Adept") with the card's type line and text, so that Kopala's
    "a Merfolk you control" can be read; a player or a name that isn't a card's is left as given."""
    if not isinstance(value, str) or len(value) > 200 or value.strip().lower() in PLAYERS:
        return value
    name = " ".join(value.split())
    for prefix in (*OPPONENTS, *MINE):
        if name.lower().startswith(prefix) and selectors.find_card(name) is None:
            name = name[len(prefix) :]
    card = selectors.find_card(name) if name else None
    if card is None:
        return value
    return {"name": value, "type_line": card.type_line, "oracle_text": card.oracle_text}


def _check_cast_permanent(cast, permanents):
    """`cast` naming a card that gives an alternative cost from the battlefield (Rooftop Storm, As Foretold) while
    it isn't in `battlefield`: the engine knows only the cards given there, so it would answer "not a way to cast";
    the rule is that the card's ability works only while it is on the battlefield (118.9, as Dream Halls' 400 says;
    Kentaro's ruling: "Kentaro's ability only applies while Kentaro is on the battlefield")."""
    if not isinstance(cast, str) or len(cast) > 200 or not cast.strip():
        return
    given = {str(p.get("name", "")).lower() for p in permanents or [] if isinstance(p, dict)}
    if cast.strip().lower() in given:
        return
    card = selectors.find_card(cast)  # it reads the name as typed: spaces, case, accents
    if card is None or card.name.lower() in given:
        return
    text = card.oracle_text or ""
    if cost_effects.gives_alternative(text) or battlefield.DREAM_HALLS.lower() in text.lower():
        raise RuleError(
            f'cast: "{card.name}" is an alternative cost {card.name} gives while it is on the battlefield; add it to '
            "battlefield (118.9).",
            field="cast",
            rule="118.9",
            cr=cost_effects.NUMBERING,
        )


def resolve(situation):
    """The situation with its card names replaced by the cards' data."""
    if not isinstance(situation, dict):
        return situation
    resolved = dict(situation)
    if situation.get("card") not in (None, ""):
        resolved["card"] = find(situation["card"], "card")
    permanents = _names(situation.get("battlefield"), "battlefield")
    if permanents is not None:
        resolved["battlefield"] = []
        for i, value in enumerate(permanents):
            field = f"battlefield[{i}]"
            name = _name(value, field)
            controller = None
            for prefix in OPPONENTS:
                if name.lower().startswith(prefix):
                    name, controller = name[len(prefix) :], "opponent"
            for prefix in MINE:
                if name.lower().startswith(prefix) and selectors.find_card(name) is None:
                    name, controller = name[len(prefix) :], "you"
            data = find(name, field)
            if controller:
                data["controller"] = controller
            resolved["battlefield"].append(data)
    _check_cast_permanent(situation.get("cast"), resolved.get("battlefield"))
    # "additional": ["splice Glacial Ray"] names the card spliced, as "spliced" does.
    additional = situation.get("additional")
    if isinstance(additional, list):
        named = [SPLICE.match(v) if isinstance(v, str) else None for v in additional]
        if any(named):
            resolved["additional"] = [v for v, m in zip(additional, named, strict=True) if not m]
            extra = [m.group("name") for m in named if m]
            listed = situation.get("spliced") or []
            situation = {**situation, "spliced": [*(listed if isinstance(listed, list) else [listed]), *extra]}
    targets = situation.get("targets")
    if isinstance(targets, (str, list)) and len(targets) <= MAX_COSTS:
        resolved["targets"] = [_target(t) for t in ([targets] if isinstance(targets, str) else targets)]
    spliced = _names(situation.get("spliced"), "spliced")
    if spliced is not None:
        resolved["spliced"] = [find(value, f"spliced[{i}]") for i, value in enumerate(spliced)]
    return resolved
