"""The living_metal predicate (living metal, More Than Meets the Eye, convert), and its cases."""

from .. import living_metal
from ..living_metal import ConvertibleCard, Face, Permanent
from ..mana import mana_value
from ..registry import Case, Predicate, Raises, RuleRef
from ..ruling_texts import (
    CONVERT_KEEPS,
    CONVERT_MANA_VALUE,
    CONVERT_TRANSFORM_INSTRUCTION,
    CONVERT_TRIGGERS,
    CONVERT_TURN_OVER,
    LIVING_METAL,
    LIVING_METAL_MARCH,
    MTMTE_ALTERNATIVE,
    MTMTE_COPY,
    MTMTE_ENTERS,
    MTMTE_MEANING,
    MTMTE_STACK,
    MTMTE_TOTAL_COST,
    VEHICLE_PT,
)

# The CR whose numbering the living metal predicate uses: the first with its keywords.
LM = living_metal.NUMBERING


# Arcee's front face costs three mana: the ruling says "its mana value is 3".
ARCEE = ConvertibleCard(
    front=Face("Arcee, Sharpshooter", "{1}{R}{W}", ("Legendary", "Artifact", "Creature")),
    back=Face("Arcee, Acrobatic Coupe", "", ("Legendary", "Artifact", "Vehicle"), 2, 2, living_metal=True),
    more_than_meets_the_eye="{R}{W}",
)


def _arcee_back():
    return Permanent(ARCEE, face_up="back")


def _pt(chars):
    return (chars["power"], chars["toughness"], "Creature" in chars["types"])


def _converted_keeps():
    arcee = Permanent(ARCEE, counters={"+1/+1": 2}, attachments=("Bonesplitter",), targeted_by=("Shock",))
    before = (arcee.object_id, dict(arcee.counters), arcee.attachments, arcee.targeted_by)
    living_metal.convert(arcee)
    return arcee.face_up, (arcee.object_id, arcee.counters, arcee.attachments, arcee.targeted_by) == before


def _mtmte(**options):
    return living_metal.cast_more_than_meets_the_eye(ARCEE, **options)


LIVING_METAL_CASES = (
    Case(
        "More Than Meets the Eye {R}{W} plus a {1} increase minus a {1} reduction costs {R}{W}",
        lambda: _mtmte(increases=["{1}"], reductions=["{1}"]).total_cost,
        "{R}{W}",
        ruling=MTMTE_TOTAL_COST,
    ),
    Case(
        "cast for {R}{W}, its mana value is still the front face's",
        lambda: _mtmte().mana_value,
        mana_value(ARCEE.front.mana_cost),
        ruling=MTMTE_TOTAL_COST,
    ),
    Case(
        "another alternative cost can't be added",
        lambda: _mtmte(alternative_cost="{0}"),
        Raises("118.9a", LM),
        ruling=MTMTE_ALTERNATIVE,
    ),
    Case(
        "an additional cost can be added",
        lambda: _mtmte(additional_costs=["{2}"]).total_cost,
        "{2}{R}{W}",
        ruling=MTMTE_ALTERNATIVE,
    ),
    Case(
        "an instruction to transform converts",
        lambda: living_metal.follow_instruction(Permanent(ARCEE), "transform").face_up,
        "back",
        ruling=CONVERT_TRANSFORM_INSTRUCTION,
    ),
    Case(
        "converting turns the permanent over, both ways",
        lambda: living_metal.convert(living_metal.convert(Permanent(ARCEE))).face_up,
        "front",
        ruling=CONVERT_TURN_OVER,
    ),
    Case(
        "living metal: an artifact creature during your turn",
        lambda: "Creature" in living_metal.characteristics(_arcee_back(), controllers_turn=True)["types"],
        True,
        ruling=LIVING_METAL,
    ),
    Case(
        "living metal: not a creature during an opponent's turn",
        lambda: "Creature" in living_metal.characteristics(_arcee_back(), controllers_turn=False)["types"],
        False,
        ruling=LIVING_METAL,
    ),
    Case(
        "a copy of the spell has the back face's characteristics",
        lambda: living_metal.copy_spell(_mtmte()).face.name,
        "Arcee, Acrobatic Coupe",
        ruling=MTMTE_COPY,
    ),
    Case(
        "a copy of a back-face-up spell has mana value 0",
        lambda: living_metal.copy_spell(_mtmte()).mana_value,
        0,
        rules=("712.4b",),
    ),
    Case(
        "More Than Meets the Eye casts the card converted, paying its cost rather than the mana cost",
        lambda: (_mtmte().face_up, _mtmte().total_cost),
        ("back", "{R}{W}"),
        ruling=MTMTE_MEANING,
    ),
    Case(
        "the Vehicle has its printed power and toughness while a creature",
        lambda: _pt(living_metal.characteristics(_arcee_back(), controllers_turn=True)),
        (2, 2, True),
        ruling=VEHICLE_PT,
    ),
    Case(
        "Arcee with March of the Machines: 2/2 during your turn",
        lambda: _pt(living_metal.characteristics(_arcee_back(), controllers_turn=True, march_of_the_machines=True)),
        (2, 2, True),
        ruling=LIVING_METAL_MARCH,
    ),
    Case(
        "Arcee with March of the Machines: 3/3 during an opponent's turn",
        lambda: _pt(living_metal.characteristics(_arcee_back(), controllers_turn=False, march_of_the_machines=True)),
        (3, 3, True),
        ruling=LIVING_METAL_MARCH,
    ),
    Case(
        "it enters the battlefield back face up",
        lambda: living_metal.resolve(_mtmte()).face_up,
        "back",
        ruling=MTMTE_ENTERS,
    ),
    Case(
        "cast normally, it enters front face up",
        lambda: living_metal.resolve(living_metal.cast_normally(ARCEE)).face_up,
        "front",
        rules=("712.9",),
    ),
    Case(
        "on the stack it has the back face's characteristics",
        lambda: _mtmte().face.name,
        "Arcee, Acrobatic Coupe",
        ruling=MTMTE_STACK,
    ),
    Case(
        '"whenever a permanent transforms" triggers on convert',
        lambda: living_metal.triggers_on("convert", "transform"),
        True,
        ruling=CONVERT_TRIGGERS,
    ),
    Case(
        "counters, Equipment and targets stay through converting; it is the same object",
        _converted_keeps,
        ("back", True),
        ruling=CONVERT_KEEPS,
    ),
    Case(
        "a converted permanent's mana value is the front face's, back face up",
        lambda: _arcee_back().mana_value,
        mana_value(ARCEE.front.mana_cost),
        ruling=CONVERT_MANA_VALUE,
    ),
)


PREDICATE = Predicate(
    name="living_metal",
    title="Living metal, More Than Meets the Eye, convert",
    module=living_metal,
    # Declared in the CR of 2022-11-18, where these keywords first appear; convert's 701.50 there is 701.28
    # since 2025-06-06, and that CR's 701.28 (transform) is another rule than today's 701.28.
    rules=tuple(
        RuleRef(number, LM)
        for number in (
            "702.161",
            "702.161a",
            "702.162",
            "702.162a",
            "701.50",
            "701.50a",
            "701.28a",
            "701.28e",
            "118.9a",
            "118.9d",
            "601.2f",
            "712.4b",
            "712.4d",
            "712.7",
            "712.9",
            "712.14",
            "301.7b",
            "613.1d",
        )
    ),
    rulings=(
        MTMTE_TOTAL_COST,
        MTMTE_ALTERNATIVE,
        CONVERT_TRANSFORM_INSTRUCTION,
        CONVERT_TURN_OVER,
        LIVING_METAL,
        MTMTE_COPY,
        MTMTE_MEANING,
        VEHICLE_PT,
        LIVING_METAL_MARCH,
        MTMTE_ENTERS,
        MTMTE_STACK,
        CONVERT_TRIGGERS,
        CONVERT_KEEPS,
        CONVERT_MANA_VALUE,
    ),
    cases=LIVING_METAL_CASES,
    numbering=LM,
)
