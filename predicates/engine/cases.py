"""The predicates, and the cases that prove them.

Each case restates an example or outcome a ruling gives (ruling=its text), or,
with no ruling, an outcome the CR implies that no ruling spells out
(rules=the rules it rests on). Expected values are the rulings' own words.
"""

from . import contraptions, improvise, living_metal, mana, saheelis_directive, total_cost
from .contraptions import OnBattlefield, Player
from .improvise import Artifact, cast_with_improvise, tap_for_improvise
from .living_metal import ConvertibleCard, Face, Permanent
from .mana import face_mana_value, format_cost, mana_value, parse_cost, split_card_mana_value
from .registry import Case, Predicate, Raises, RuleRef
from .ruling_texts import (
    ARE_ARTIFACTS,
    ASSEMBLE,
    ASSEMBLE_EMPTY,
    CONSTRUCTED_DECK,
    CONVERT_KEEPS,
    CONVERT_MANA_VALUE,
    CONVERT_TRANSFORM_INSTRUCTION,
    CONVERT_TRIGGERS,
    CONVERT_TURN_OVER,
    CRANK_ORDER,
    DECK_NOT_ON_BATTLEFIELD,
    IMPROVISE_ABILITIES_APPLY,
    IMPROVISE_AFTER_TOTAL,
    IMPROVISE_ALTERNATIVE,
    IMPROVISE_EQUIPMENT,
    IMPROVISE_MANA_ABILITIES,
    IMPROVISE_MANA_VALUE,
    IMPROVISE_NO_COLORED,
    IMPROVISE_ONLY_CASTING,
    IMPROVISE_X_SAHEELI,
    IMPROVISE_X_WHIR,
    LIMITED_DECK,
    LIVING_METAL,
    LIVING_METAL_MARCH,
    MTMTE_ALTERNATIVE,
    MTMTE_COPY,
    MTMTE_ENTERS,
    MTMTE_MEANING,
    MTMTE_STACK,
    MTMTE_TOTAL_COST,
    NOT_ASSEMBLED,
    SAHEELI_INDIVIDUAL,
    SAHEELI_LIBRARY_X,
    SAHEELI_SAME_TIME,
    SCRAPYARD,
    SEPARATE_DECK,
    SPROCKETS,
    UPKEEP,
    VEHICLE_PT,
)
from .saheelis_directive import LibraryCard

# The CR in force when the Saheeli's Directive rulings were written; the seeds quote its 702.125.
SEED_CR = "2018-07-13"
# The CR whose numbering the living metal predicate uses: the first with its keywords.
LM = living_metal.NUMBERING


def _improvise(mana_cost, **options):
    answer = cast_with_improvise(mana_cost, **options)
    return answer["total_cost"], answer["artifacts_tapped"], answer["remaining_cost"]


def _total(mana_cost, **options):
    return str(total_cost.total_cost(mana_cost, **options).total)


# --- mana costs -----------------------------------------------------------------------------
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

# --- total cost -----------------------------------------------------------------------------
TOTAL_COST_CASES = (
    Case(
        "Saheeli's Directive with X = 3 costs {3}{R}{R}{R}",
        lambda: _total(saheelis_directive.MANA_COST, x=3),
        "{3}{R}{R}{R}",
        ruling=IMPROVISE_X_SAHEELI,
    ),
    Case(
        "alternative cost, additional cost, increase and reduction all count, in 601.2f's order",
        lambda: _total(
            "{4}{U}{U}", alternative_cost="{2}{U}", additional_costs=["{1}"], increases=["{1}"], reductions=["{2}"]
        ),
        "{2}{U}",
        ruling=IMPROVISE_AFTER_TOTAL,
    ),
    Case(
        "More Than Meets the Eye: the alternative cost, plus an increase, minus a reduction",
        lambda: _total("{1}{R}{W}", alternative_cost="{R}{W}", increases=["{1}"], reductions=["{1}"]),
        "{R}{W}",
        ruling=MTMTE_TOTAL_COST,
    ),
    Case(
        "two alternative costs can't be combined",
        lambda: _total("{1}{R}{W}", alternative_cost=["{R}{W}", "{0}"]),
        Raises("118.9a"),
        ruling=MTMTE_ALTERNATIVE,
    ),
    Case(
        "Thalia-like increase {1} and a {2} reduction on a {1}{W} spell: {W}",
        lambda: _total("{1}{W}", increases=["{1}"], reductions=["{2}"]),
        "{W}",
        rules=("601.2f", "118.7a"),
    ),
    Case(
        "a {2} reduction never removes coloured mana: {R}{R} stays {R}{R}",
        lambda: _total("{R}{R}", reductions=["{2}"]),
        "{R}{R}",
        rules=("118.7a", "601.2f"),
    ),
    Case(
        "a reduction can't take the total below {0}",
        lambda: _total("{1}", reductions=["{3}"]),
        "{0}",
        rules=("601.2f",),
    ),
    Case(
        "Trinisphere with X = 0: {X}{R} costs {2}{R}",
        lambda: _total("{X}{R}", x=0, minimum_total=3),
        "{2}{R}",
        rules=("601.2f", "107.3a"),
    ),
    Case(
        "Trinisphere applies after reductions: {2}{R} reduced by {2} still costs {2}{R}",
        lambda: _total("{2}{R}", reductions=["{2}"], minimum_total=3),
        "{2}{R}",
        rules=("601.2f",),
    ),
    Case(
        "an alternative cost without {X} makes X 0",
        lambda: _total("{X}{U}{U}{U}", alternative_cost="{0}"),
        "{0}",
        rules=("107.3b",),
    ),
    Case(
        "{X} without an announced X is refused", lambda: _total("{X}{R}"), Raises("107.3a"), rules=("107.3a", "601.2b")
    ),
    Case(
        "{2/U} announced as {2} is two generic mana: {2/U}{U} costs {2}{U}",
        lambda: _total("{2/U}{U}", hybrid_paid_as=["{2}"]),
        "{2}{U}",
        rules=("601.2b",),
    ),
    Case(
        "{R} is no half of {2/U}: the announcement is refused",
        lambda: _total("{2/U}{U}", hybrid_paid_as=["{R}"]),
        Raises("601.2b"),
        rules=("601.2b",),
    ),
)

# --- improvise --------------------------------------------------------------------------------
IMPROVISE_CASES = (
    Case(
        "Saheeli's Directive, X = 3, two artifacts tapped: pay {1}{R}{R}{R}",
        lambda: _improvise(saheelis_directive.MANA_COST, x=3, untapped_artifacts=2),
        ("{3}{R}{R}{R}", 2, "{1}{R}{R}{R}"),
        ruling=IMPROVISE_X_SAHEELI,
    ),
    Case(
        "Saheeli's Directive, X = 3, ten artifacts: improvise stops at the generic mana, {R}{R}{R} stays",
        lambda: _improvise(saheelis_directive.MANA_COST, x=3, untapped_artifacts=10),
        ("{3}{R}{R}{R}", 3, "{R}{R}{R}"),
        ruling=IMPROVISE_X_SAHEELI,
    ),
    Case(
        "Whir of Invention, X = 3, two artifacts tapped: pay {1}{U}{U}{U}",
        lambda: _improvise("{X}{U}{U}{U}", x=3, untapped_artifacts=2),
        ("{3}{U}{U}{U}", 2, "{1}{U}{U}{U}"),
        ruling=IMPROVISE_X_WHIR,
    ),
    Case(
        "improvise pays none of {W}{U}{B}{R}{G}{C}",
        lambda: _improvise("{W}{U}{B}{R}{G}{C}", untapped_artifacts=6),
        ("{W}{U}{B}{R}{G}{C}", 0, "{W}{U}{B}{R}{G}{C}"),
        ruling=IMPROVISE_NO_COLORED,
    ),
    Case(
        "tapping an artifact for a coloured symbol is refused",
        lambda: _improvise("{1}{R}", untapped_artifacts=2, tap=2),
        Raises("702.126a"),
        ruling=IMPROVISE_NO_COLORED,
    ),
    Case(
        "an artifact tapped for mana can't also improvise: 3 artifacts, 1 tapped for mana, {4}{U} leaves {2}{U}",
        lambda: _improvise("{4}{U}", untapped_artifacts=3, tapped_for_mana=1),
        ("{4}{U}", 2, "{2}{U}"),
        ruling=IMPROVISE_MANA_ABILITIES,
    ),
    Case(
        "an artifact sacrificed for mana can't improvise: 3 artifacts, 1 sacrificed, tapping 3 is refused",
        lambda: _improvise("{4}{U}", untapped_artifacts=3, sacrificed_for_mana=1, tap=3),
        Raises("702.126a"),
        ruling=IMPROVISE_MANA_ABILITIES,
    ),
    Case(
        "the mana value stays that of the mana cost with X: Saheeli's Directive, X = 3, three artifacts tapped",
        lambda: cast_with_improvise(saheelis_directive.MANA_COST, x=3, untapped_artifacts=3)["mana_value"],
        mana_value(saheelis_directive.MANA_COST, x=3),
        ruling=IMPROVISE_MANA_VALUE,
    ),
    Case(
        "improvise applies to the total after increases and reductions: {3}{U} +{2} -{1}, five artifacts pay {4}",
        lambda: _improvise("{3}{U}", increases=["{2}"], reductions=["{1}"], untapped_artifacts=5),
        ("{4}{U}", 4, "{U}"),
        ruling=IMPROVISE_AFTER_TOTAL,
    ),
    Case(
        "improvise with an alternative cost: {2}{U} instead of {5}{U}{U}, two artifacts pay the {2}",
        lambda: _improvise("{5}{U}{U}", alternative_cost="{2}{U}", untapped_artifacts=4),
        ("{2}{U}", 2, "{U}"),
        ruling=IMPROVISE_ALTERNATIVE,
    ),
    Case(
        'improvise can\'t pay "counter target spell unless its controller pays {3}"',
        lambda: improvise.improvise(parse_cost("{3}"), untapped_artifacts=3, paying="an unless cost during resolution"),
        Raises("702.126a"),
        ruling=IMPROVISE_ONLY_CASTING,
    ),
    Case(
        "tapping an Equipment for improvise leaves the equipped creature untapped",
        lambda: [
            a.tapped
            for a in tap_for_improvise(
                [Artifact("Bonesplitter", attached_to="Grizzly Bears"), Artifact("Grizzly Bears")], ["Bonesplitter"]
            )
        ],
        [True, False],
        ruling=IMPROVISE_EQUIPMENT,
    ),
    Case(
        "a tapped artifact's abilities keep applying",
        lambda: tap_for_improvise([Artifact("Cogworker's Puzzleknot")], ["Cogworker's Puzzleknot"])[0].abilities_apply,
        True,
        ruling=IMPROVISE_ABILITIES_APPLY,
    ),
    Case(
        "an ability that says it stops while tapped stops",
        lambda: tap_for_improvise([Artifact("Static Orb", stops_while_tapped=True)], ["Static Orb"])[0].abilities_apply,
        False,
        ruling=IMPROVISE_ABILITIES_APPLY,
    ),
    Case(
        "two instances of improvise pay no more than one",
        lambda: improvise.improvise(parse_cost("{2}{U}"), untapped_artifacts=5, instances=2).artifacts_tapped,
        improvise.improvise(parse_cost("{2}{U}"), untapped_artifacts=5).artifacts_tapped,
        rules=("702.126c",),
    ),
    Case(
        "Trinisphere then improvise: {X}{U}{U}{U} with X = 0 already costs 3, no generic to improvise",
        lambda: _improvise("{X}{U}{U}{U}", x=0, minimum_total=3, untapped_artifacts=3),
        ("{U}{U}{U}", 0, "{U}{U}{U}"),
        rules=("601.2f", "702.126a"),
    ),
    Case(
        "Trinisphere's added generic mana can be improvised: {X}{R} with X = 0 costs {2}{R}, two artifacts leave {R}",
        lambda: _improvise("{X}{R}", x=0, minimum_total=3, untapped_artifacts=2),
        ("{2}{R}", 2, "{R}"),
        rules=("601.2f", "702.126a", "702.126b"),
    ),
    Case(
        "{2/U}{U} with three artifacts: unannounced, {2/U} is a coloured symbol improvise can't pay",
        lambda: _improvise("{2/U}{U}", untapped_artifacts=3),
        ("{2/U}{U}", 0, "{2/U}{U}"),
        rules=("107.4e", "702.126a"),
    ),
    Case(
        "{2/U}{U} with {2/U} announced as {2}: two artifacts pay it, {U} is left",
        lambda: _improvise("{2/U}{U}", untapped_artifacts=3, hybrid_paid_as=["{2}"]),
        ("{2}{U}", 2, "{U}"),
        rules=("601.2b", "702.126a"),
    ),
)

# --- Saheeli's Directive ------------------------------------------------------------------------
_LIBRARY = [
    LibraryCard("Millstone", "{2}", ("Artifact",)),
    LibraryCard("Sol Ring", "{1}", ("Artifact",)),
    LibraryCard("Lightning Bolt", "{R}", ("Instant",)),
    LibraryCard("Walking Ballista", "{X}{X}", ("Artifact", "Creature")),
    LibraryCard("Wurmcoil Engine", "{6}", ("Artifact", "Creature")),
]


def _names(cards):
    return [c.name for c in cards]


def _directive(x, **options):
    return saheelis_directive.resolve(_LIBRARY, x, **options)


SAHEELI_CASES = (
    Case(
        "X = 2 puts Millstone (2) and Sol Ring (1) onto the battlefield: their sum 3 exceeds X",
        lambda: _names(_directive(2).battlefield),
        ["Millstone", "Sol Ring"],
        ruling=SAHEELI_INDIVIDUAL,
    ),
    Case(
        "an artifact with mana value above X stays out",
        lambda: _names(_directive(5).graveyard),
        ["Lightning Bolt", "Wurmcoil Engine"],
        ruling=SAHEELI_INDIVIDUAL,
    ),
    Case(
        "choosing an artifact above X is refused",
        lambda: _directive(5, choose=["Wurmcoil Engine"]),
        Raises("202.3"),
        ruling=SAHEELI_INDIVIDUAL,
    ),
    Case(
        "Walking Ballista ({X}{X}) counts 0 in the library, so X = 4 can fetch it (with X = 4 it would be 8)",
        lambda: "Walking Ballista" in _names(_directive(4).battlefield),
        True,
        ruling=SAHEELI_LIBRARY_X,
    ),
    Case(
        "the artifacts enter together and see each other",
        lambda: _directive(2).entering_with("Sol Ring"),
        ["Millstone"],
        ruling=SAHEELI_SAME_TIME,
    ),
    Case(
        "the revealed cards not put onto the battlefield go to the graveyard",
        lambda: _names(_directive(4, choose=["Sol Ring"]).graveyard),
        ["Millstone", "Lightning Bolt", "Walking Ballista"],
        rules=("202.3",),
    ),
)

# --- living metal, More Than Meets the Eye, convert ----------------------------------------------
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

# --- Contraptions ---------------------------------------------------------------------------


def _player_on(sprocket, deck=("Boomflinger",)):
    player = Player(contraption_deck=list(deck))
    contraptions.assemble(player, sprocket)
    return player


def _upkeeps(n, *, with_contraption=True):
    player = _player_on(1) if with_contraption else Player(contraption_deck=["Boomflinger"])
    seen = []
    for _ in range(n):
        contraptions.upkeep(player)
        seen.append(player.crank_sprocket)
    return seen


def _crank(choose):
    player = Player(contraption_deck=["Boomflinger", "Dual Doomsuits"])
    contraptions.assemble(player, 1)
    contraptions.assemble(player, 1)
    return contraptions.upkeep(player, crank=choose)


def _assemble(deck, sprocket):
    player = Player(contraption_deck=list(deck))
    assembled = contraptions.assemble(player, sprocket)
    return (assembled.name, assembled.sprocket) if assembled else None, player.contraption_deck, player.lost


def _leave(is_contraption_card, destination):
    player = Player()
    player.battlefield.append(OnBattlefield("Boomflinger", sprocket=2, is_contraption_card=is_contraption_card))
    zone = contraptions.leave_battlefield(player, "Boomflinger", destination)
    return zone, contraptions.affects_graveyard_cards(player)


FIFTEEN = [f"Contraption {i}" for i in range(1, 16)]

CONTRAPTION_CASES = (
    Case("the CRANK! counter starts on sprocket 3", lambda: Player().crank_sprocket, 3, ruling=SPROCKETS),
    Case("there is no sprocket 4", lambda: contraptions.next_sprocket(4), Raises("701.41a"), ruling=SPROCKETS),
    Case(
        "assemble puts the top card onto the chosen sprocket",
        lambda: _assemble(["Boomflinger", "Dual Doomsuits"], 2),
        (("Boomflinger", 2), ["Dual Doomsuits"], False),
        ruling=ASSEMBLE,
    ),
    Case(
        "cranked abilities resolve in the reverse of the order they were put on the stack",
        lambda: contraptions.resolution_order(["Boomflinger", "Dual Doomsuits"]),
        ["Dual Doomsuits", "Boomflinger"],
        ruling=CRANK_ORDER,
    ),
    Case(
        "assembling from an empty Contraption deck does nothing and nobody loses",
        lambda: _assemble([], 1),
        (None, [], False),
        ruling=ASSEMBLE_EMPTY,
    ),
    Case(
        "Contraptions stay in the Contraption deck, not the battlefield, until assembled",
        lambda: Player(contraption_deck=["Boomflinger"]).contraptions,
        [],
        ruling=SEPARATE_DECK,
    ),
    Case(
        "Limited: duplicates and fewer than fifteen are fine",
        lambda: contraptions.deck_problems(["Boomflinger", "Boomflinger"], constructed=False),
        [],
        ruling=LIMITED_DECK,
    ),
    Case(
        "Constructed: fifteen different is legal",
        lambda: contraptions.deck_problems(FIFTEEN, constructed=True),
        [],
        ruling=CONSTRUCTED_DECK,
    ),
    Case(
        "Constructed: fourteen different is not",
        lambda: len(contraptions.deck_problems(FIFTEEN[:14], constructed=True)),
        1,
        ruling=CONSTRUCTED_DECK,
    ),
    Case(
        "Constructed: a duplicate is not",
        lambda: len(contraptions.deck_problems(FIFTEEN + ["Contraption 1"], constructed=True)),
        1,
        ruling=CONSTRUCTED_DECK,
    ),
    Case(
        "a Contraption going to the graveyard goes to the scrapyard, out of the graveyard's reach",
        lambda: _leave(True, "graveyard"),
        ("scrapyard", []),
        ruling=SCRAPYARD,
    ),
    Case("a Contraption can be exiled", lambda: _leave(True, "exile"), ("exile", []), ruling=SCRAPYARD),
    Case("the CRANK! counter moves 3 -> 1 -> 2 -> 3 at upkeep", lambda: _upkeeps(3), [1, 2, 3], ruling=UPKEEP),
    Case(
        "without a Contraption the counter doesn't move",
        lambda: _upkeeps(2, with_contraption=False),
        [3, 3],
        ruling=UPKEEP,
    ),
    Case("cranking is optional", lambda: _crank([]), [], ruling=UPKEEP),
    Case(
        "crank any number of the Contraptions on the sprocket",
        lambda: _crank(["Dual Doomsuits"]),
        ["Dual Doomsuits"],
        ruling=UPKEEP,
    ),
    Case(
        "a Contraption on another sprocket can't be cranked",
        lambda: contraptions.upkeep(_player_on(2), crank=["Boomflinger"]),
        Raises("701.41a"),
        ruling=UPKEEP,
    ),
    Case(
        "an unassembled Contraption card heads to the scrapyard",
        lambda: contraptions.put_onto_battlefield_unassembled(Player(), "Boomflinger"),
        "scrapyard",
        ruling=NOT_ASSEMBLED,
    ),
    Case(
        "an unassembled Copy Artifact copying a Contraption goes to the graveyard",
        lambda: contraptions.put_onto_battlefield_unassembled(Player(), "Copy Artifact", is_contraption_card=False),
        "graveyard",
        ruling=NOT_ASSEMBLED,
    ),
    Case(
        "Contraptions are artifacts",
        lambda: "Artifact" in OnBattlefield("Boomflinger").types,
        True,
        ruling=ARE_ARTIFACTS,
    ),
    Case(
        "assembling moves the card out of the Contraption deck; the deck itself never is on the battlefield",
        lambda: (lambda p: (p.contraption_deck, _names(p.battlefield)))(
            _player_on(3, ("Boomflinger", "Dual Doomsuits"))
        ),
        (["Dual Doomsuits"], ["Boomflinger"]),
        ruling=DECK_NOT_ON_BATTLEFIELD,
    ),
)


PREDICATES = (
    Predicate(
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
    ),
    Predicate(
        name="total_cost",
        title="Total cost (601.2f)",
        module=total_cost,
        rules=(
            RuleRef("601.2b"),
            RuleRef("601.2f"),
            RuleRef("107.3a"),
            RuleRef("107.3b"),
            RuleRef("118.7"),
            RuleRef("118.7a"),
            RuleRef("118.8"),
            RuleRef("118.9a"),
            RuleRef("118.9c"),
            RuleRef("118.9d"),
        ),
        rulings=(IMPROVISE_AFTER_TOTAL, IMPROVISE_X_SAHEELI, MTMTE_TOTAL_COST, MTMTE_ALTERNATIVE),
        cases=TOTAL_COST_CASES,
        evaluate=total_cost.evaluate,
        fields=total_cost.FIELDS,
    ),
    Predicate(
        name="improvise",
        title="Improvise",
        module=improvise,
        # Declared as the seeds quote them, in the CR of 2018-07-13: lineage leads to 702.126 today.
        rules=(
            RuleRef("702.125", SEED_CR),
            RuleRef("702.125a", SEED_CR),
            RuleRef("702.125b", SEED_CR),
            RuleRef("702.125c", SEED_CR),
            RuleRef("601.2g"),
            RuleRef("601.2b"),
            RuleRef("107.4e"),
            RuleRef("202.3e"),
        ),
        rulings=(
            IMPROVISE_NO_COLORED,
            IMPROVISE_X_SAHEELI,
            IMPROVISE_X_WHIR,
            IMPROVISE_MANA_ABILITIES,
            IMPROVISE_MANA_VALUE,
            IMPROVISE_AFTER_TOTAL,
            IMPROVISE_EQUIPMENT,
            IMPROVISE_ABILITIES_APPLY,
            IMPROVISE_ONLY_CASTING,
            IMPROVISE_ALTERNATIVE,
        ),
        cases=IMPROVISE_CASES,
        evaluate=improvise.evaluate,
        fields=improvise.FIELDS,
    ),
    Predicate(
        name="saheelis_directive",
        title="Saheeli's Directive",
        module=saheelis_directive,
        rules=(RuleRef("202.3"), RuleRef("202.3e"), RuleRef("107.3g"), RuleRef("603.6a")),
        rulings=(SAHEELI_INDIVIDUAL, SAHEELI_LIBRARY_X, SAHEELI_SAME_TIME),
        cases=SAHEELI_CASES,
    ),
    Predicate(
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
    ),
    Predicate(
        name="contraptions",
        title="Contraptions",
        module=contraptions,
        # The sprocket, CRANK! and scrapyard rules live in the Unstable FAQ, not the CR.
        rules=(RuleRef("701.41a"), RuleRef("205.3g")),
        rulings=(
            SPROCKETS,
            ASSEMBLE,
            CRANK_ORDER,
            ASSEMBLE_EMPTY,
            SEPARATE_DECK,
            LIMITED_DECK,
            CONSTRUCTED_DECK,
            SCRAPYARD,
            UPKEEP,
            NOT_ASSEMBLED,
            ARE_ARTIFACTS,
            DECK_NOT_ON_BATTLEFIELD,
        ),
        cases=CONTRAPTION_CASES,
    ),
)
