"""Ruling links, links100: a keyword whose rule came with the CR published days after the ruling is linked, read in
that next version (rulings/keyword_ahead.py). Conspiracy: Take the Crown's rulings are dated 2016-08-23; the CR in
force that day (2016-07-22) had no melee, which came with the CR of 2016-08-26 as 702.120 (today 702.121). The
rulings and card text are Custodi Soulcaller's (real ones); the CR lines are the real rules' first sentences. A rule
35 days on (Prowl's case, test_ruling_links) stays unlinked: a ruling dated the day the July CR took effect."""

import datetime

import pytest

from ingest.cr import import_cr_files
from rules.selectors import versions_in_order
from rulings import link_evaluation
from tests.builders import make_card, make_ruling
from tests.importers.conftest import links_of
from tests.predicates.conftest import write_cr

pytestmark = pytest.mark.django_db

MELEE_A = (
    "Melee is a triggered ability. \u201cMelee\u201d means \u201cWhenever this creature attacks, it gets +1/+1 until "
    "end of turn for each opponent you attacked with a creature this combat.\u201d"
)
BEFORE = [
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.2. Deathtouch",
    "702.2a Deathtouch is a static ability.",
    "702.119. Escalate",
    "702.119a Escalate is a static ability of modal spells.",
]
SOULCALLER = (
    "Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a "
    "creature this combat.)\nWhenever Custodi Soulcaller attacks, return target creature card with converted mana cost "
    "X or less from your graveyard to the battlefield, where X is the number of players you attacked with a creature "
    "this combat."
)
RULING = (
    "Melee will trigger if the creature with melee attacks a planeswalker. However, the effect counts only opponents "
    "(and not planeswalkers) that you attacked with a creature when determining the bonus."
)


@pytest.fixture
def melee_crs(no_cr, tmp_path):
    """The CR of 2016-07-22 (no melee), of 2016-08-26 (melee 702.120) and of 2025-11-14 (melee 702.121)."""
    versions = [
        ("July 22, 2016", BEFORE),
        ("August 26, 2016", [*BEFORE, "702.120. Melee", "702.120a " + MELEE_A]),
        (
            "November 14, 2025",
            [
                *BEFORE,
                "702.120. Enlist",
                "702.120a Enlist is a static ability.",
                "702.121. Melee",
                "702.121a " + MELEE_A,
            ],
        ),
    ]
    paths = []
    for at, (effective, lines) in enumerate(versions):
        (tmp_path / str(at)).mkdir()
        paths.append(write_cr(tmp_path / str(at), effective, lines))
    results = import_cr_files(paths)
    assert all(r.status == "imported" for r in results), [r.error for r in results]


def keyword_links(card, date, text=RULING):
    return [link for link in links_of(card, make_ruling(card, date, text)) if link["via"] == "keyword"]


def test_a_keyword_of_the_cr_three_days_later_is_linked_read_there(melee_crs):
    card = make_card("Custodi Soulcaller", oracle_text=SOULCALLER)
    assert keyword_links(card, "2016-08-23") == [
        {
            "number": "702.120",
            "now": "702.121",
            "via": "keyword",
            "cr": "2016-08-26",
            "keyword": "melee",
            "after_cr": True,
            "days_after": 3,
        }
    ]


def test_a_keyword_of_a_cr_35_days_later_is_not_linked(melee_crs):
    # The July CR's own day: the next version is 35 days on, as Prowl's ruling of 2022-10-14 and the CR of 2022-11-18.
    card = make_card("Custodi Soulcaller", oracle_text=SOULCALLER)
    assert keyword_links(card, "2016-07-22") == []


def test_a_keyword_the_card_lacks_is_not_read_ahead(melee_crs):
    card = make_card("Some Card", oracle_text="Flying")
    assert keyword_links(card, "2016-08-23") == []


def test_the_evaluation_checks_a_link_read_ahead_against_the_version_it_names(melee_crs):
    card = make_card("Custodi Soulcaller", oracle_text=SOULCALLER)
    (ruling,) = [make_ruling(card, "2016-08-23", RULING)]
    from rulings.links import link_rulings

    (link,) = [link for link in link_rulings(card, [ruling])[0].links if link.via == "keyword"]
    versions = versions_in_order()
    date = datetime.date(2016, 8, 23)
    assert link_evaluation._number_on_date(link, date, versions)
    # The same number claimed read in the version in force on the date is wrong: that version has no 702.120.
    link.after_cr = 0
    assert not link_evaluation._number_on_date(link, date, versions)


def test_the_card_page_and_json_say_it_was_read_in_a_later_cr(melee_crs, client):
    card = make_card("Custodi Soulcaller", oracle_text=SOULCALLER)
    make_ruling(card, "2016-08-23", RULING)
    data = client.get("/api/cards/Custodi Soulcaller").json()
    (melee,) = [link for link in data["rulings"][0]["rules"] if link["via"] == "keyword"]
    assert melee["after_cr"] is True and melee["cr"] == "2016-08-26"
    html = client.get(card.get_absolute_url()).content.decode()
    assert "read in the CR of 2016-08-26, published 3 days after this ruling" in html
