"""The contraptions predicate, and its cases."""

from .. import contraptions
from ..contraptions import OnBattlefield, Player
from ..registry import Case, Predicate, Raises, RuleRef
from ..ruling_texts import (
    ARE_ARTIFACTS,
    ASSEMBLE,
    ASSEMBLE_EMPTY,
    CONSTRUCTED_DECK,
    CRANK_ORDER,
    DECK_NOT_ON_BATTLEFIELD,
    LIMITED_DECK,
    NOT_ASSEMBLED,
    SCRAPYARD,
    SEPARATE_DECK,
    SPROCKETS,
    UPKEEP,
)


def _names(cards):
    return [c.name for c in cards]


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


PREDICATE = Predicate(
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
)
