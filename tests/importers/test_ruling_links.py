"""Rulings linked to the rules they rest on, each number read in the CR in force on the ruling's date.

The CR files are written by the test from real lines of the corpus's versions of 2018-10-05, 2022-10-07 and
2022-11-18 (only the rules the tests need); the cards and rulings are real ones the audit of issue 22 named.
"""

import pytest

from ingest.cr import import_cr_files
from rules.models import CRVersion, RuleLineage
from rulings.links import link_rulings
from tests.builders import make_card, make_ruling
from tests.predicates.conftest import write_cr

pytestmark = pytest.mark.django_db

COPYING = "Copying Objects"
LEGEND = (
    "If a player controls two or more legendary permanents with the same name, that player chooses one of them, "
    "and the rest are put into their owners' graveyards. This is called the \u201clegend rule.\u201d"
)


def cr_2018():
    return [
        "7. Additional Rules",
        "702. Keyword Abilities",
        "702.40. Storm",
        "702.40a Storm is a triggered ability that functions on the stack.",
        "702.68. Frenzy",
        "702.68a Frenzy is a triggered ability.",
        "702.72. Champion",
        "702.72a Champion represents two triggered abilities.",
        "702.109. Exploit",
        "702.109a Exploit is a triggered ability.",
        "702.110. Menace",
        "702.110a Menace is an evasion ability.",
        "702.122. Crew",
        "702.122a Crew is an activated ability of Vehicle cards.",
        "704. State-Based Actions",
        "704.5j " + LEGEND,
        f"706. {COPYING}",
        "706.1. Some objects become or turn another object into a \u201ccopy\u201d of a spell, permanent, or card.",
    ]


def cr_2022(*, november):
    lines = [
        "7. Additional Rules",
        "702. Keyword Abilities",
        "702.40. Storm",
        "702.40a Storm is a triggered ability that functions on the stack.",
        "702.68. Frenzy",
        "702.68a Frenzy is a triggered ability.",
        "702.72. Champion",
        "702.72a Champion represents two triggered abilities.",
        "702.110. Exploit",
        "702.110a Exploit is a triggered ability.",
        "702.111. Menace",
        "702.111a Menace is an evasion ability.",
        "702.122. Crew",
        "702.122a Crew is an activated ability of Vehicle cards.",
        "702.156. Ravenous",
        "702.156a Ravenous is a keyword found on some creature cards with {X} in their mana cost.",
    ]
    if november:
        lines += [
            "702.161. Living Metal",
            "702.161a Living metal is a keyword ability found on some Vehicles.",
            "702.162. More Than Meets the Eye",
            "702.162a More Than Meets the Eye represents a static ability that functions in any zone from which "
            "the spell may be cast.",
        ]
    return lines + [
        "704. State-Based Actions",
        "704.5j If two or more legendary permanents with the same name are controlled by the same player, that "
        "player chooses one of them, and the rest are put into their owners' graveyards. This is called the "
        "\u201clegend rule.\u201d",
        f"707. {COPYING}",
        "707.1. Some objects become or turn another object into a \u201ccopy\u201d of a spell, permanent, or card.",
    ]


@pytest.fixture
def crs(tmp_path):
    CRVersion.objects.all().delete()
    RuleLineage.objects.all().delete()
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "c").mkdir()
    paths = [
        write_cr(tmp_path / "a", "October 5, 2018", cr_2018()),
        write_cr(tmp_path / "b", "October 7, 2022", cr_2022(november=False)),
        write_cr(tmp_path / "c", "November 18, 2022", cr_2022(november=True)),
    ]
    results = import_cr_files(paths)
    assert all(r.status == "imported" for r in results), [r.error for r in results]


def links_of(card, ruling):
    (linked,) = link_rulings(card, [ruling])
    return [link.as_dict() for link in linked.links]


@pytest.mark.parametrize(
    "name, text, ruling",
    [
        (
            "Ravenous Slime",
            "Ravenous Slime can't be blocked by creatures with power 2 or less.",
            "If Ravenous Slime's ability exiles a creature card, the counters are put on Ravenous Slime.",
        ),
        (
            "Experimental Frenzy",
            "You may look at the top card of your library any time. Experimental Frenzy can't be countered.",
            "Experimental Frenzy lets you play lands and cast spells from the top of your library.",
        ),
        (
            "Comet Storm",
            "Multikicker {1}\nChoose any target, then choose another target for each time Comet Storm was kicked.",
            "Comet Storm's damage is divided as you choose among the targets.",
        ),
        (
            "Rowdy Crew",
            "Trample\nWhen Rowdy Crew enters the battlefield, draw three cards, then discard two cards at random.",
            "If Rowdy Crew leaves the battlefield before its ability resolves, it still resolves.",
        ),
        (
            "Champion of Lambholt",
            "Creatures with power less than Champion of Lambholt's power can't block creatures you control.",
            "Champion of Lambholt's ability checks the power of blockers only as blockers are declared.",
        ),
    ],
)
def test_a_cards_name_alone_makes_no_link(crs, name, text, ruling):
    card = make_card(name, oracle_text=text)
    assert [link for link in links_of(card, make_ruling(card, "2022-11-20", ruling)) if link["via"] == "keyword"] == []


def test_a_keyword_link_has_its_number_on_the_rulings_date_and_today(crs):
    glaive = make_card("Glaive of the Guildpact", oracle_text="Equipped creature gets +1/+0 and has menace.")
    ruling = make_ruling(glaive, "2018-10-05", "A creature with menace can't be blocked except by two or more.")
    assert links_of(glaive, ruling) == [
        {"number": "702.110", "now": "702.111", "via": "keyword", "cr": "2018-10-05", "keyword": "menace"}
    ]


def test_a_rule_that_did_not_exist_on_the_rulings_date_is_not_linked(crs):
    prowl = make_card(
        "Prowl, Stoic Strategist // Prowl, Pursuit Vehicle",
        oracle_text="More Than Meets the Eye {1}{W}\nWhenever Prowl attacks, exile up to one other target creature.",
        faces=[{"name": "Prowl, Pursuit Vehicle", "oracle_text": "Living metal"}],
    )
    text = "When you cast a spell using its More Than Meets the Eye ability, the card is put onto the stack."
    before = make_ruling(prowl, "2022-10-14", text)
    assert [link for link in links_of(prowl, before) if link["via"] == "keyword"] == []
    after = make_ruling(prowl, "2022-11-20", text)
    assert [link for link in links_of(prowl, after) if link["via"] == "keyword"] == [
        {
            "number": "702.162",
            "now": "702.162",
            "via": "keyword",
            "cr": "2022-11-18",
            "keyword": "more than meets the eye",
        }
    ]


def test_concept_links_are_read_in_the_version_of_the_rulings_date(crs):
    card = make_card("Spitting Image", oracle_text="Create a token that's a copy of target creature.")
    copy = make_ruling(card, "2018-10-05", "The token copies exactly what was printed on the original creature.")
    assert links_of(card, copy) == [
        {"number": "706", "now": "707", "via": "concept", "cr": "2018-10-05", "concept": "copies"}
    ]
    legend = make_ruling(card, "2022-11-20", "If you copy a legendary creature, the legend rule applies.")
    assert [(link["number"], link["concept"]) for link in links_of(card, legend)] == [
        ("707", "copies"),
        ("704.5j", "legend rule"),
    ]


def test_a_ruling_older_than_every_imported_version_says_it_is_read_in_the_oldest(crs):
    card = make_card("Kiki-Jiki, Mirror Breaker", oracle_text="Create a token that's a copy of target creature.")
    old = make_ruling(card, "2004-10-04", "The token is a copy of the creature.")
    assert links_of(card, old) == [
        {"number": "706", "now": "707", "via": "concept", "cr": "2018-10-05", "concept": "copies", "before_cr": True}
    ]


def test_card_json_and_page_show_each_link_and_how_it_was_made(crs, client):
    glaive = make_card("Glaive of the Guildpact", oracle_text="Equipped creature gets +1/+0 and has menace.")
    make_ruling(glaive, "2018-10-05", "A creature with menace can't be blocked except by two or more creatures.")
    data = client.get("/api/cards/Glaive of the Guildpact").json()
    assert data["rulings"][0]["rules"][0]["via"] == "keyword"
    html = client.get(glaive.get_absolute_url()).content.decode()
    assert 'href="/rules/702.111"' in html
    assert "702.110 in the CR of 2018-10-05" in html


def test_rule_pages_list_the_rulings_linked_to_them_and_no_others(crs, client):
    rowdy = make_card("Rowdy Crew", oracle_text="Trample\nWhen Rowdy Crew enters the battlefield, draw three cards.")
    named = make_ruling(rowdy, "2022-11-20", "If Rowdy Crew leaves the battlefield, its ability still resolves.")
    copier = make_card("Spitting Image", oracle_text="Create a token that's a copy of target creature.")
    copy = make_ruling(copier, "2018-10-05", "The token copies exactly what was printed on the original creature.")
    crew_page = client.get("/rules/702.122").content.decode()
    assert f"ruling-{named.uid}" not in crew_page
    copying_page = client.get("/rules/707").content.decode()
    assert f"ruling-{copy.uid}" in copying_page
