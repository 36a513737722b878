"""scard36: the situations' cues read what a named card is, its type line and a creature's power/toughness
(questioncards.told_text): a 0-power creature asked whether it deals combat damage (510.1a), an attack at or with a
planeswalker (506.3, 508.1b). Nothing is read when the card is none of these."""

import pytest

from cards.models import Card
from search import situations
from search.questioncards import told_text

from . import standins

WALKER = "Artifact Creature — Construct\n{3}\n0/3"
JACE = "Legendary Planeswalker — Jace\n+1: Draw a card.\n−2: Target creature gets -2/-0 until end of turn."


@pytest.mark.parametrize(
    ("words", "cards", "expected"),
    [
        ("If  blocks a 2/2, does it deal any damage?", WALKER, ["510.1a"]),
        ("Does  deal combat damage when it attacks?", WALKER, ["510.1a"]),
        ("If  blocks a 2/2, does it deal any damage?", "Artifact Creature — Construct\n1/3", []),
        ("I give  +2/+0, does it deal damage when it attacks?", WALKER, []),
        ("Can my Grizzly Bears attack  directly?", JACE, ["506.3", "508.1b"]),
        ("Can my Grizzly Bears attack  directly?", "Creature — Bear\n2/2", []),
        ("Can I cast  from my hand?", "Land Creature — Forest Dryad\n{T}: Add {G}.\n1/1", ["305.9"]),
        ("Can I cast  from my hand?", "Land — Forest\n({T}: Add {G}.)", []),
        ("Can I play  as my land for the turn?", "Land Creature — Forest Dryad", []),
        # A rules text saying "planeswalker" is not a planeswalker card.
        ("Can I attack with  ?", "Instant\nDestroy target creature or planeswalker.", []),
    ],
)
def test_what_the_card_is_tells_the_rule(words, cards, expected):
    # A pump is 608.2h's (a bonus counted), read beside: only what the card is counts here.
    assert [
        n for n in situations.situation_rules(words, cards) if n in ("510.1a", "506.3", "508.1b", "305.9")
    ] == expected


@pytest.mark.django_db
def test_told_text_keeps_the_type_line_and_a_creatures_stats():
    Card.objects.create(
        name="Phyrexian Walker",
        slug="phyrexian-walker",
        type_line="Artifact Creature — Construct",
        power="0",
        toughness="3",
    )
    searchers = standins.searchers()
    doc = "Artifact Creature — Construct\n{2}"
    words = "does  deal damage when it blocks?"
    assert told_text(searchers, "Phyrexian Walker", doc, words).splitlines() == ["Artifact Creature — Construct", "0/3"]
    # Not asked, not read (a query each).
    assert told_text(searchers, "Phyrexian Walker", doc, "is  an artifact?").splitlines() == [doc.splitlines()[0]]
    assert told_text(searchers, "Jace", JACE).splitlines()[-1] == "Legendary Planeswalker — Jace"
