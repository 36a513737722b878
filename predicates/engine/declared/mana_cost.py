"""The mana_cost predicate: parsing costs and mana value (107.4, 202.3), and its cases."""

from .. import mana
from ..mana import face_mana_value, format_cost, mana_value, parse_cost, split_card_mana_value
from ..registry import Case, Predicate, Raises, RuleRef
from ..ruling_texts import (
    SAHEELI_LIBRARY_X,
)

MANA_CASES = (
    Case(
        "{X}{R}{R}{R} reads back as written",
        lambda: format_cost(parse_cost("{X}{R}{R}{R}")),
        "{X}{R}{R}{R}",
        rules=("107.4",),
    ),
    Case(
        "hybrid, monocolored hybrid, Phyrexian, colorless and snow symbols read back",
        lambda: format_cost(parse_cost("{2}{W/U}{2/W}{W/P}{C}{S}")),
        "{2}{W/U}{2/W}{W/P}{C}{S}",
        rules=("107.4e", "107.4f"),
    ),
    Case("{2/W} counts 2 toward the mana value", lambda: mana_value("{2/W}{2/W}{2/W}"), 6, rules=("202.3f",)),
    Case("a Phyrexian symbol counts 1", lambda: mana_value("{1}{W/P}{W/P}"), 3, rules=("202.3g",)),
    Case("X is 0 off the stack", lambda: mana_value("{X}{R}{R}{R}"), 3, rules=("202.3e",)),
    Case("X is the chosen value on the stack", lambda: mana_value("{X}{R}{R}{R}", x=3), 6, rules=("202.3e",)),
    Case("a library card's {X} counts 0", lambda: mana_value("{X}{X}"), 0, ruling=SAHEELI_LIBRARY_X),
    Case("no mana cost is 0", lambda: face_mana_value(""), 0, rules=("202.3a",)),
    Case(
        "a transforming card's back face counts its front face's {2}{R}{G}",
        lambda: face_mana_value("", front_face="{2}{R}{G}"),
        4,
        rules=("202.3b",),
    ),
    Case(
        "a melded permanent counts its front faces' {2}{R} and no mana cost together",
        lambda: face_mana_value("", melded_from=["{2}{R}", ""]),
        3,
        rules=("202.3c",),
    ),
    Case(
        "Turn // Burn ({2}{U} and {1}{R}) is 5 off the stack",
        lambda: split_card_mana_value(["{2}{U}", "{1}{R}"]),
        5,
        rules=("202.3d",),
    ),
    Case(
        "Burn cast alone is 2",
        lambda: split_card_mana_value(["{2}{U}", "{1}{R}"], cast=1),
        2,
        rules=("202.3d",),
    ),
    Case("{Q} isn't a mana symbol", lambda: parse_cost("{Q}"), Raises("107.4"), rules=("107.4",)),
    Case("an unclosed brace is rejected", lambda: parse_cost("{"), Raises("107.4"), rules=("107.4",)),
    Case("negative mana is rejected", lambda: parse_cost("{-1}"), Raises("107.4"), rules=("107.4",)),
)


PREDICATE = Predicate(
    name="mana_cost",
    title="Mana costs and mana value",
    module=mana,
    rules=(
        RuleRef("107.4"),
        RuleRef("107.3a"),
        RuleRef("107.3g"),
        RuleRef("202.3"),
        RuleRef("202.3a"),
        RuleRef("202.3b"),
        RuleRef("202.3c"),
        RuleRef("202.3d"),
        RuleRef("202.3e"),
        RuleRef("202.3f"),
        RuleRef("202.3g"),
    ),
    rulings=(SAHEELI_LIBRARY_X,),
    cases=MANA_CASES,
    evaluate=mana.evaluate,
    fields=mana.FIELDS,
)
