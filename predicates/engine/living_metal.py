"""Living metal, More Than Meets the Eye and convert (the Transformers cards, 2022).

These keywords entered the CR with The Brothers' War, in the CR of 2022-11-18; every
rule number here, in the docstrings and in the errors, is in that CR's numbering
(NUMBERING), which the site follows through lineage to today's numbers. Since the CR of
2025-06-06 convert is 701.28 and transform 701.27: 701.28 of 2022 (transform) is another
rule than 701.28 today (convert).

- 702.161a  living metal: during your turn, this permanent is an artifact creature in
            addition to its other types.
- 702.162a  More Than Meets the Eye [cost]: you may cast this card converted by paying
            [cost] rather than its mana cost, following the rules for alternative costs.
- 118.9a / 601.2b  only one alternative cost per spell; More Than Meets the Eye is one.
- 118.9d / 601.2f  additional costs, increases and reductions apply to the alternative cost.
- 701.50a  to convert is to turn the permanent so its other face is up; the transform
           rules (701.28a-f), 712.5-6 and 712.14 apply to converting as to transforming,
           so "whenever a permanent transforms" sees a conversion.
- 712.4b  a spell cast converted (back face up) has only its back face's characteristics;
          its mana value uses the front face's mana cost; a copy of it has mana value 0.
- 712.4d  a back-face-up permanent's mana value uses the front face's mana cost.
- 712.7 / 712.9  cast converted, it is put on the stack and enters the battlefield back face up.
- 712.14  a permanent that converts stays the same object: counters, Auras, Equipment,
          effects and targets stay.
- 301.7b  a Vehicle that becomes a creature has its printed power and toughness.
- 613.1d / 613.4b  type-changing effects (layer 4) come before power/toughness setting (7b),
          so March of the Machines sees a living-metal Vehicle as noncreature only on
          opponents' turns.
- 111.12  a copy of a permanent spell becomes a token as it resolves.
"""

from dataclasses import dataclass, field, replace
from itertools import count

from .errors import RuleError
from .mana import mana_value
from .total_cost import total_cost

# The CR in which these keywords first appear: the numbering of every rule cited below.
NUMBERING = "2022-11-18"

_object_ids = count(1)


@dataclass(frozen=True)
class Face:
    name: str
    mana_cost: str = ""
    types: tuple = ()
    power: int = None
    toughness: int = None
    living_metal: bool = False


@dataclass(frozen=True)
class ConvertibleCard:
    """A card with a front and a back face; More Than Meets the Eye cost on the front."""

    front: Face
    back: Face
    more_than_meets_the_eye: str = ""


@dataclass
class Spell:
    card: ConvertibleCard
    face_up: str
    total_cost: str
    mana_value: int
    is_copy: bool = False

    @property
    def face(self):
        return self.card.back if self.face_up == "back" else self.card.front


@dataclass
class Permanent:
    card: ConvertibleCard
    face_up: str = "front"
    counters: dict = field(default_factory=dict)
    attachments: tuple = ()
    targeted_by: tuple = ()
    object_id: int = field(default_factory=lambda: next(_object_ids))

    @property
    def face(self):
        return self.card.back if self.face_up == "back" else self.card.front

    @property
    def mana_value(self):
        # 712.4d: whichever face is up, the front face's mana cost counts.
        return mana_value(self.card.front.mana_cost)


def living_metal_types(types, *, controllers_turn):
    """Living metal: "As long as it's your turn, this permanent is an artifact creature in addition to its other
    types."
    """
    types = list(types)
    if controllers_turn:
        for extra in ("Artifact", "Creature"):
            if extra not in types:
                types.append(extra)
    return types


def characteristics(permanent, *, controllers_turn, march_of_the_machines=False):
    """Types, power, toughness and mana value of a permanent at a given moment.

    march_of_the_machines: "Each noncreature artifact is an artifact creature
    with power and toughness each equal to its mana value."
    """
    face = permanent.face
    types = living_metal_types(face.types, controllers_turn=controllers_turn) if face.living_metal else list(face.types)
    power, toughness = face.power, face.toughness
    # Layer 4 (types) is applied before March of the Machines looks for noncreature artifacts.
    if march_of_the_machines and "Artifact" in types and "Creature" not in types:
        types.append("Creature")
        power = toughness = permanent.mana_value
    if "Creature" not in types:
        power = toughness = None  # 301.7a: a Vehicle has its power and toughness only while a creature
    return {
        "name": face.name,
        "types": types,
        "power": power,
        "toughness": toughness,
        "mana_value": permanent.mana_value,
    }


def cast_more_than_meets_the_eye(card, *, alternative_cost=None, **cost_options):
    """Cast card converted by paying its More Than Meets the Eye cost rather than its mana cost.

    It is an alternative cost: another alternative cost can't be added (118.9a);
    additional costs, increases and reductions can (118.9d; 702.162a).
    """
    if not card.more_than_meets_the_eye:
        raise RuleError(
            f"{card.front.name} has no More Than Meets the Eye cost.",
            field="card",
            rule="702.162a",
            cr=NUMBERING,
        )
    if alternative_cost:
        raise RuleError(
            "alternative_cost: More Than Meets the Eye is already an alternative cost; "
            "a spell can't have two (118.9a, 601.2b).",
            field="alternative_cost",
            rule="118.9a",
            cr=NUMBERING,
        )
    determined = total_cost(card.front.mana_cost, alternative_cost=card.more_than_meets_the_eye, **cost_options)
    return Spell(card=card, face_up="back", total_cost=str(determined.total), mana_value=determined.mana_value)


def cast_normally(card, **cost_options):
    determined = total_cost(card.front.mana_cost, **cost_options)
    return Spell(card=card, face_up="front", total_cost=str(determined.total), mana_value=determined.mana_value)


def copy_spell(spell):
    """A copy of a back-face-up spell has that face's characteristics and mana value 0 (712.4b)."""
    return replace(spell, is_copy=True, mana_value=0 if spell.face_up == "back" else spell.mana_value)


def resolve(spell):
    """A permanent spell enters with the face up that was up on the stack (712.9)."""
    if spell.is_copy:
        raise RuleError(
            "A copy of a permanent spell becomes a token as it resolves, not this card.",
            field="spell",
            rule="111.12",
            cr=NUMBERING,
        )
    return Permanent(card=spell.card, face_up=spell.face_up)


def convert(permanent):
    """Turn the permanent over so its other face is up; it stays the same object (701.50a, 712.14)."""
    permanent.face_up = "front" if permanent.face_up == "back" else "back"
    return permanent


def follow_instruction(permanent, instruction):
    """An instruction to "transform" one of these cards converts it, even without the word convert (701.50a)."""
    if instruction in ("convert", "transform"):
        return convert(permanent)
    raise RuleError(f"Unknown instruction {instruction!r}.", field="instruction", rule="701.50a", cr=NUMBERING)


def triggers_on(event, trigger_word):
    """Whether an ability that triggers "whenever a permanent <trigger_word>s" triggers on event (701.50a, 701.28e)."""
    same = {"transform", "convert"}
    return event == trigger_word or (event in same and trigger_word in same)
