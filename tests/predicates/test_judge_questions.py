"""Judges' cost questions about real cards, answered through POST /api/predicates/total_cost (issue 25's goal).

The questions (tests/predicates/data/judge_cost_questions.json) name real cards of MTGJSON v3 and give each
request with the answer derived from the CR and the card's Oracle text and rulings, written before the API was
run. Two runs:

- with MTG_CORPUS, every question against the whole MTGJSON v3 corpus as the site imports it;
- always, the questions whose cards are in `declared/cost_cards.py` (each card's MTGJSON v3 text, checked against
  MTGJSON with MTG_CORPUS), made rows as the importer writes them (a split card's mana cost is both halves').
"""

import json
import re
from pathlib import Path

import pytest

from ingest.importers.records import off_stack
from predicates.calculator_form import CAST_CHOICES
from predicates.engine import ways_to_cast
from predicates.engine.declared.cost_cards import CARDS, PERMANENTS
from predicates.engine.mana import parse_cost
from tests import builders

DATA = Path(__file__).parent / "data"
# The second to fifth files are never-tuned sets: their answers were committed before the API was run on them (the
# third, 133 questions of helper costs10, the fourth, 129 of helper costs12, and the fifth, 163 of helper costs13,
# each in a commit of its own, on cards no earlier batch asked about).
FILES = (
    "judge_cost_questions.json",
    "judge_cost_questions_never_tuned.json",
    "judge_cost_questions_never_tuned_3.json",
    "judge_cost_questions_never_tuned_4.json",
    "judge_cost_questions_never_tuned_5.json",
)
QUESTIONS = [
    {**question, "file": name} for name in FILES for question in json.loads((DATA / name).read_text())["questions"]
]
HALVES = {"Fire": "Fire // Ice", "Memory": "Commit // Memory"}  # a half named in a question, and its card
OPPONENT = "opponent's "


def cards_of(question):
    request = question["request"]
    names = {request["card"], *request.get("battlefield", []), *request.get("spliced", [])}
    return {HALVES.get(n, n).removeprefix(OPPONENT) for n in names}


def as_mana(cost):
    """A cost as mana to compare: the generic amount and the other symbols, in any order."""
    parsed = parse_cost(cost)
    return parsed.generic, sorted(parsed.symbols), sorted(parsed.variables)


def ask(client, question):
    response = client.post(
        "/api/predicates/total_cost", json.dumps(question["request"]), content_type="application/json"
    )
    return response.status_code, response.json()


def check(client, question):
    """The differences between the API's answer and the expected one ([] when right)."""
    status, got = ask(client, question)
    expect, wrong = question["expect"], []
    if "status" in expect:
        rule = (got.get("rule") or {}).get("number")
        if status != expect["status"] or rule not in expect["rules"]:
            wrong.append(f"{status} citing {rule}, expected {expect['status']} citing one of {expect['rules']}")
        return wrong
    if status != 200:
        return [f"{status}: {got.get('error')}"]
    for key in ("total_cost", "remaining_cost"):
        if key in expect and as_mana(got[key]) != as_mana(expect[key]):
            wrong.append(f"{key} {got[key]}, expected {expect[key]}")
    for key in ("mana_value", "life"):
        if key in expect and got.get(key) != expect[key]:
            wrong.append(f"{key} {got.get(key)}, expected {expect[key]}")
    return wrong


ISSUES_TOPICS = {
    *("kicker", "multikicker", "flashback", "evoke", "dash", "overload", "madness", "buyback", "entwine"),
    *("escalate", "splice", "replicate", "convoke", "delve", "emerge", "offering", "affinity", "assist"),
    *("undaunted", "surge", "prowl", "commander", "free", "split", "fuse", "x", "phyrexian", "hybrid"),
}


def test_the_questions_are_many_and_cover_the_issues_keywords():
    assert len(QUESTIONS) >= 60
    assert sum(q["file"] == FILES[2] for q in QUESTIONS) >= 80
    assert len({q["id"] for q in QUESTIONS}) == len(QUESTIONS)
    topics = {q["id"].rsplit("-", 1)[0] for q in QUESTIONS}
    assert ISSUES_TOPICS <= topics
    # The third batch alone covers the issue's list too (its ids are "n3-<topic>-<n>").
    assert ISSUES_TOPICS <= {t.removeprefix("n3-") for t in topics if t.startswith("n3-")}


def test_the_fourth_batch_asks_new_cards_on_every_topic():
    fourth = [q for q in QUESTIONS if q["file"] == FILES[3]]
    assert 100 <= len(fourth) <= 130
    assert ISSUES_TOPICS <= {q["id"].rsplit("-", 1)[0].removeprefix("n4-") for q in fourth}
    earlier = {q["request"]["card"] for q in QUESTIONS if q["file"] != FILES[3]}
    assert not earlier & {q["request"]["card"] for q in fourth}


def test_the_fifth_batch_asks_new_cards_on_every_topic():
    fifth = [q for q in QUESTIONS if q["file"] == FILES[4]]
    assert len(fifth) >= 120
    assert ISSUES_TOPICS <= {q["id"].rsplit("-", 1)[0].removeprefix("n5-") for q in fifth}
    earlier = {q["request"]["card"] for q in QUESTIONS if q["file"] != FILES[4]}
    assert not earlier & {q["request"]["card"] for q in fifth}


# --- the plain suite: the questions whose cards the declared cases already hold ---------------------------------

KNOWN = {**CARDS, **PERMANENTS}
PLAIN = [q for q in QUESTIONS if cards_of(q) <= set(KNOWN)]


@pytest.fixture
def known_cards(db):
    for name in {name for q in PLAIN for name in cards_of(q)}:
        data = KNOWN[name]
        fields = {k: data[k] for k in ("mana_cost", "type_line", "oracle_text")}
        fields = off_stack({**fields, "layout": data.get("layout", "normal"), "faces": data.get("faces", [])})
        fields.pop("mana_value", None)
        builders.make_card(name, **fields)


def test_the_plain_suite_asks_most_of_them():
    assert len(PLAIN) >= 55


@pytest.mark.django_db
@pytest.mark.parametrize("question", PLAIN, ids=[q["id"] for q in PLAIN])
def test_a_judges_question_on_the_declared_cards(client, known_cards, question):
    assert check(client, question) == [], question["question"]


# The calculator page (the card page's form, a GET without JavaScript) answers as the API does: a handful of the
# third batch, one per way of asking (a 400 among them), with the page's own choice for Rooftop Storm's cost.
ON_THE_PAGE = ("n3-kicker-1", "n3-buyback-4", "n3-escalate-4", "n3-free-5", "n3-fuse-2", "n3-emerge-1")
ON_THE_PAGE += ("n3-undaunted-2", "n3-assist-2", "n3-surge-1", "n3-dash-3", "n3-splice-4", "n3-convoke-4")


def as_query(request):
    """The API request as the calculator form's GET parameters."""
    query = {}
    for name, value in request.items():
        if name == "cast" and value not in {choice for choice, _ in CAST_CHOICES}:
            value = ways_to_cast.GRANTED  # the page names no card in cast: the battlefield card's cost
        if name in ("battlefield", "spliced"):
            value = "\n".join(value)
        elif isinstance(value, list):
            value = ", ".join(v or "colorless" for v in value)
        elif isinstance(value, bool):
            value = "true" if value else "false"
        query[name] = str(value)
    return query


def on_the_page(client, request):
    response = client.get("/predicates/total_cost", as_query(request))
    html = response.content.decode()
    shown = dict(re.findall(r"<dt>([^<]+)</dt><dd>(?:<code class=\"mana-cost\">)?([^<]*)", html))
    return response.status_code, shown


@pytest.mark.django_db
@pytest.mark.parametrize("question", [q for q in PLAIN if q["id"] in ON_THE_PAGE], ids=lambda q: q["id"])
def test_the_calculator_page_answers_as_the_api(client, known_cards, question):
    status, got = ask(client, question)
    page_status, shown = on_the_page(client, question["request"])
    assert page_status == status
    if status == 200:
        assert shown["Total cost"] == got["total_cost"]
        assert shown.get("Left to pay", got["remaining_cost"]) == got["remaining_cost"]
        assert shown["Mana value"] == str(got["mana_value"])
    else:
        assert (
            got["rule"]["number"]
            in client.get("/predicates/total_cost", as_query(question["request"])).content.decode()
        )


def test_the_page_asks_a_handful():
    assert len([q for q in PLAIN if q["id"] in ON_THE_PAGE]) == len(ON_THE_PAGE)


# --- the whole corpus (MTG_CORPUS) -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def corpus_cards(corpus_dir, django_db_setup, django_db_blocker):
    """MTGJSON v3 imported once for this module, inside a transaction rolled back at its end."""
    from ingest.importers.mtgjson import import_mtgjson_paths
    from tests.builders import rolled_back_at_the_end, settle_constraints

    with rolled_back_at_the_end(django_db_blocker):
        report = import_mtgjson_paths([corpus_dir / "mtgjson3"])
        assert report.failed == []
        settle_constraints()
        yield


@pytest.mark.corpus
@pytest.mark.django_db
def test_every_judges_question_on_the_corpus(client, corpus_cards):
    wrong = {q["id"]: found for q in QUESTIONS if (found := check(client, q))}
    per_file = {
        name: f"{sum(q['id'] in wrong for q in QUESTIONS if q['file'] == name)} of "
        f"{sum(q['file'] == name for q in QUESTIONS)}"
        for name in FILES
    }
    assert wrong == {}, f"{len(wrong)} of {len(QUESTIONS)} answered wrong ({per_file})"


@pytest.mark.corpus
@pytest.mark.django_db
def test_back_faces_keep_their_colour_indicator_on_the_corpus(corpus_cards):
    from predicates import card_costs

    colours = {
        name: card_costs.find(name, "card")["faces"][0].get("colors")
        for name in ("Extricator of Sin", "Delver of Secrets", "Westvale Abbey", "Elbrus, the Binding Blade")
    }
    # Extricator of Flesh colourless (no indicator) though its front is white; Insectile Aberration blue; Ormendahl
    # and Withengar black, from colourless fronts. (Archangel Avacyn is the sample's, from a newer source without
    # indicators: tests/predicates/test_color_indicator.py imports its v3 entries alone.)
    assert colours == {
        "Extricator of Sin": [],
        "Delver of Secrets": ["U"],
        "Westvale Abbey": ["B"],
        "Elbrus, the Binding Blade": ["B"],
    }
