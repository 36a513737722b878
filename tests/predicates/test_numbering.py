"""A rule number is read in the CR it was written for, then followed to today's number (tiny CR files, no corpus).

The three versions mirror the real CR on the numbers at stake: 701.28 is Transform in 2022-04-29 and
2022-11-18, Convert (701.50 in 2022-11-18) from 2025-06-06, when Transform became 701.27 and 701.50 Connive.
"""

import datetime

import pytest
from pytest_django.asserts import assertNotContains

from predicates.engine import catalog, living_metal
from predicates.engine.errors import RuleError
from predicates.engine.registry import RuleRef
from predicates.links import resolve_rule, resolved_rules, step_rule
from rules import selectors as rules
from rules.models import CRVersion
from rulings.citations import annotate_rules, read_citations
from rulings.models import Ruling
from tests.markup import find_all

from .conftest import make_ruling, write_cr

pytestmark = pytest.mark.django_db

COSTS = [
    "1. Game Concepts",
    "118. Costs",
    "118.9 Some spells have alternative costs.",
    "118.9a Only one alternative cost can be applied to any one spell as it’s being cast. The controller of the spell "
    "announces their intentions to pay that cost as described in rule 601.2b.",
    "7. Additional Rules",
    "701. Keyword Actions",
]
PROLIFERATE = [
    "701.27. Proliferate",
    "701.27a To proliferate means to choose any number of permanents and/or players that have a counter, then give "
    "each one additional counter of each kind that permanent or player already has.",
]
TRANSFORM = (
    "To transform a permanent, turn it over so that its other face is up. "
    "Only permanents represented by {} can transform."
)
KEYWORDS = [
    "702. Keyword Abilities",
    "702.161. Living Metal",
    "702.161a Living metal is a keyword ability found on some Vehicles. “Living metal” means “During your turn, this "
    "permanent is an artifact creature in addition to its other types.”",
    "702.162. More Than Meets the Eye",
    "702.162a More Than Meets the Eye represents a static ability that functions in any zone from which the spell may "
    "be cast. “More Than Meets the Eye [cost]” means “You may cast this card converted by paying [cost] rather than "
    "its mana cost.”",
]
CONNIVE = [
    "701.50. Connive",
    "701.50a Certain abilities instruct a permanent to connive. To do so, that permanent’s controller draws a card, "
    "then discards a card.",
]


def convert(number, transform):
    return [
        f"{number}. Convert",
        f"{number}a To convert a permanent, turn it so that its other face is up. This "
        f"follows rules {transform}a–f. Those rules apply to converting a permanent just as they apply to "
        "transforming a permanent.",
    ]


@pytest.fixture
def versions(tmp_path):
    dfc = "transforming double-faced cards"
    return {
        "2022-04-29": write_cr(
            tmp_path,
            "April 29, 2022",
            [
                *COSTS,
                *PROLIFERATE,
                "701.28. Transform",
                "701.28a " + TRANSFORM.format(dfc),
            ],
        ),
        "2022-11-18": write_cr(
            tmp_path,
            "November 18, 2022",
            [
                *COSTS,
                *PROLIFERATE,
                "701.28. Transform",
                "701.28a " + TRANSFORM.format(dfc),
                *convert("701.50", "701.28"),
                *KEYWORDS,
            ],
        ),
        # Published on 2025-06-03 (the name), effective 2025-06-06 (the text): the text wins.
        "2025-06-06": write_cr(
            tmp_path,
            "June 6, 2025",
            [
                *COSTS,
                "701.27. Transform",
                "701.27a " + TRANSFORM.format("transforming tokens and " + dfc),
                *convert("701.28", "701.27"),
                *CONNIVE,
                *KEYWORDS,
            ],
            name="MagicCompRules 20250603.txt",
        ),
    }


def test_the_files_say_what_the_real_cr_says(versions, import_only):
    import_only(versions.values())
    assert [d.isoformat() for d in rules.version_dates()] == list(versions)
    named = {
        (d, n): rules.get_paragraph(n, version=datetime.date.fromisoformat(d)).title
        for d, n in [
            ("2022-04-29", "701.28"),
            ("2022-11-18", "701.28"),
            ("2022-11-18", "701.50"),
            ("2025-06-06", "701.27"),
            ("2025-06-06", "701.28"),
            ("2025-06-06", "701.50"),
        ]
    }
    assert named == {
        ("2022-04-29", "701.28"): "Transform",
        ("2022-11-18", "701.28"): "Transform",
        ("2022-11-18", "701.50"): "Convert",
        ("2025-06-06", "701.27"): "Transform",
        ("2025-06-06", "701.28"): "Convert",
        ("2025-06-06", "701.50"): "Connive",
    }


def test_convert_written_for_2022_11_18_is_todays_701_28(versions, import_only):
    import_only(versions.values())
    resolved = resolve_rule(RuleRef("701.50", "2022-11-18"))
    assert (resolved["number"], resolved["found"], resolved["url"]) == ("701.28", True, "/rules/701.28")
    assert rules.get_paragraph(resolved["number"]).title == "Convert"
    assert resolved["older"] == [{"number": "701.50", "from": "2022-11-18", "until": "2022-11-18"}]
    assert resolve_rule(RuleRef("701.50a", "2022-11-18"))["number"] == "701.28a"


def test_transform_written_for_2022_04_29_is_todays_701_27_not_convert(versions, import_only):
    import_only(versions.values())
    for cr in ("2022-04-29", "2022-11-18"):
        resolved = resolve_rule(RuleRef("701.28", cr))
        assert (resolved["number"], resolved["found"]) == ("701.27", True), cr
        assert rules.get_paragraph(resolved["number"]).title == "Transform"
        assert resolved["older"] == [{"number": "701.28", "from": "2022-04-29", "until": "2022-11-18"}]
    # The same number read today is convert: only an undated citation means that.
    assert rules.get_paragraph(resolve_rule(RuleRef("701.28", ""))["number"]).title == "Convert"


def test_the_keywords_keep_their_numbers(versions, import_only):
    import_only(versions.values())
    for number in ("702.161", "702.161a", "702.162", "702.162a"):
        resolved = resolve_rule(RuleRef(number, living_metal.NUMBERING))
        assert (resolved["number"], resolved["found"], resolved["older"]) == (number, True, [])


def test_the_living_metal_declarations_resolve_to_todays_numbers(versions, import_only):
    import_only(versions.values())
    today = {r["declared"]: r for r in resolved_rules(catalog.get("living_metal"))}
    assert {n: today[n]["number"] for n in ("702.161", "702.162", "701.50", "701.50a", "701.28a", "118.9a")} == {
        "702.161": "702.161",
        "702.162": "702.162",
        "701.50": "701.28",
        "701.50a": "701.28a",
        "701.28a": "701.27a",
        "118.9a": "118.9a",
    }
    assert all(today[n]["declared_cr"] == "2022-11-18" and today[n]["found"] for n in ("701.50", "701.28a"))


def test_steps_and_errors_resolve_by_their_declared_numbering(versions, import_only):
    import_only(versions.values())
    assert step_rule("701.50a", "2022-11-18")["number"] == "701.28a"
    assert step_rule("701.28a", "2022-04-29")["number"] == "701.27a"
    with pytest.raises(RuleError) as caught:
        living_metal.follow_instruction(living_metal.Permanent(None), "meld")
    error = caught.value
    assert (error.rule, error.cr) == ("701.50a", "2022-11-18")
    assert step_rule(error.rule, error.cr) == {
        "number": "701.28a",
        "older": ["701.50a"],
        "url": "/rules/701.28a",
        "found": True,
        "declared": "701.50a",
        "cr": "2022-11-18",
        "note": "",
    }


def test_without_the_declared_version_a_shared_number_is_not_followed(versions, import_only):
    """2022-11-18 not imported: its 701.50 is not 2025's Connive, its 701.28 neither 2022-04-29's Transform
    nor 2025's Convert: nothing proves which rule held the number then."""
    import_only([versions["2022-04-29"], versions["2025-06-06"]])
    for number in ("701.50", "701.28", "701.28a", "702.161"):
        resolved = resolve_rule(RuleRef(number, "2022-11-18"))
        assert (resolved["number"], resolved["found"], resolved["url"]) == (number, False, None), number
        assert resolved["note"] == "the CR of 2022-11-18 is not imported"
    # 118.9a held its number (and its rule) on both sides of 2022-11-18: safe to follow.
    assert resolve_rule(RuleRef("118.9a", "2022-11-18"))["found"]
    assert step_rule("701.50a", "2022-11-18")["url"] is None


def test_a_declared_version_newer_than_every_import_is_not_guessed(versions, import_only):
    import_only([versions["2022-04-29"]])
    resolved = resolve_rule(RuleRef("701.28", "2022-11-18"))
    assert (resolved["found"], resolved["note"]) == (False, "the CR of 2022-11-18 is not imported")
    assert resolve_rule(RuleRef("701.28", "2022-04-29"))["number"] == "701.28"


def test_a_rule_missing_from_its_declared_version_says_so(versions, import_only):
    import_only(versions.values())
    resolved = resolve_rule(RuleRef("701.50", "2022-04-29"))
    assert (resolved["found"], resolved["note"]) == (False, "not in the CR of 2022-04-29")


def test_the_pages_show_todays_numbers(versions, import_only, client):
    import_only(versions.values())
    data = client.get("/api/predicates/living_metal").json()
    convert_rule = next(r for r in data["rules"] if r["declared"] == "701.50")
    assert (convert_rule["number"], convert_rule["url"]) == ("701.28", "/rules/701.28")
    response = client.get("/predicates/living_metal")
    assertNotContains(response, "newer than the imported CR")
    html = response.content.decode()
    assert find_all(html, "a", href="/rules/701.28")
    assert find_all(html, "a", href="/rules/701.27a")


# --- citations in rulings: read in the CR in force on the ruling's date ---------------------------


def test_a_2017_ruling_is_read_in_the_cr_of_2017_01_20(tmp_path, import_only):
    """701.26a was Transform on 2017-02-09 (CR 2017-01-20) and Proliferate from 2018-07-13."""
    import_only(
        [
            write_cr(
                tmp_path,
                "January 20, 2017",
                [
                    "7. Additional Rules",
                    "701. Keyword Actions",
                    "701.26. Transform",
                    "701.26a " + TRANSFORM.format("double-faced cards"),
                    "701.27. Detain",
                    "701.27a Certain spells and abilities can detain a permanent.",
                ],
                name="MagicCompRules 20170119.txt",
            ),
            write_cr(
                tmp_path,
                "July 13, 2018",
                [
                    "7. Additional Rules",
                    "701. Keyword Actions",
                    *[line.replace("701.27", "701.26") for line in PROLIFERATE],
                    "701.27. Transform",
                    "701.27a " + TRANSFORM.format("double-faced cards"),
                ],
            ),
        ]
    )
    aether_revolt = make_ruling(
        "If a double-faced card transforms (see rule 701.26a), it stays the same object.",
        "Test Card",
        date=datetime.date(2017, 2, 9),
    )
    later = make_ruling(
        "Proliferate (rule 701.26a) gives each one counter.", "Test Card", date=datetime.date(2018, 8, 1)
    )
    read_citations([aether_revolt, later])
    assert CRVersion.objects.get(pk=aether_revolt.version_id).effective_date.isoformat() == "2017-01-20"
    assert aether_revolt.linker.query == "?version=2017-01-20"  # its links open the CR it was written for
    assert aether_revolt.cited_lineage["701.26a"] != later.cited_lineage["701.26a"]
    card = aether_revolt.cards.get()
    annotate_rules(card, [aether_revolt, later], CRVersion.current())
    assert aether_revolt.rules == [{"number": "701.26a", "link": "701.27a", "now": "701.27a"}]
    assert later.rules == [{"number": "701.26a", "link": "701.26a", "now": "701.26a"}]


def test_the_sample_aether_revolt_rulings_rest_on_the_cr_of_2017_01_20(tmp_path, import_only):
    import_only(
        [
            write_cr(tmp_path, "January 20, 2017", ["7. Additional Rules", "701. Keyword Actions"]),
            write_cr(tmp_path, "July 13, 2018", ["7. Additional Rules", "701. Keyword Actions"]),
        ]
    )
    aether_revolt = list(Ruling.objects.filter(date=datetime.date(2017, 2, 9)))
    if not aether_revolt:
        pytest.skip("the sample data has no Aether Revolt rulings")
    read_citations(aether_revolt)
    assert {CRVersion.objects.get(pk=r.version_id).effective_date.isoformat() for r in aether_revolt} == {"2017-01-20"}
