"""Search tests: a small known world written with tests.builders beside the session sample, indexed into a
throwaway folder.

Nothing of the sample is deleted: the index is built from the whole database, the world included. So
that the tests can still pin which of the world's documents a query finds, how many, and when too few of
them widen the search, the world keeps to dates the sample never uses: its two CR versions come after
the sample's (2018-07-13, 2022-04-29), so NEW is today's CR, and before the newer CR in
fixtures/cr/newer (2022-11-18); its rulings are dated 2023 and 2024, after every ruling of the sample
(the last is 2022-10-14). A `date:` filter over those years (WORLD_RULINGS) keeps a query to the world's
rulings. Its cards are the sample's Whir of Invention and Saheeli's Directive (with the world's rulings
after their own and the world's French text) and a card of its own, Crank!. Tests against the real
sample and corpus alone live in test_relevance.py.
"""

import json
import os
import re
from datetime import date
from pathlib import Path

import pytest

from rules import plainwords
from rules.models import RuleParagraph
from search import frenchquestion
from search.counting import DocSets
from search.evaluation.sets import all_cases
from search.index import search_lock, shared_searchers
from search.jargon import load as load_jargon
from search.query import search
from tests.builders import (
    attach_ruling,
    built_index,
    import_todays_cr,
    make_card,
    make_cr_version,
    make_lineage,
    make_localization,
    make_rule,
    make_ruling,
    make_translation,
)

IMPROVISE_A = (
    "Improvise is a static ability that functions while the spell with improvise is on the stack. "
    "\u201cImprovise\u201d means \u201cFor each generic mana in this spell\u2019s total cost, "
    "you may tap an untapped artifact you control "
    "rather than pay that mana.\u201d"
)
IMPROVISE_FR = (
    "L'improvisation est une capacité statique qui fonctionne pendant que le sort qui l'a est sur la pile. "
    "« Improvisation » signifie « Pour chaque mana générique dans le coût total de ce sort, "
    "vous pouvez engager un artefact "
    "dégagé que vous contrôlez plutôt que de payer ce mana. »"
)
RULINGS = {
    "colored": "Improvise can't pay for {W}, {U}, {B}, {R}, {G}, or {C} mana symbols in a spell's total cost.",
    "x": "When using improvise to cast a spell with {X} in its mana cost, first choose the value for X.",
    "tap": (
        "If an artifact you control has a mana ability with {T} in the cost, activating that ability while "
        "casting a spell with improvise will result in the artifact being tapped."
    ),
    "equipment": "Equipment attached to a creature doesn't become tapped when that creature becomes tapped.",
    "protection": "Protection from artifacts means it can't be blocked by artifact creatures.",
    "script": "<script>alert('x')</script> is not a real ruling & never was.",
    "contraption": "If you crank multiple Contraptions, their abilities can be put onto the stack in any order.",
}


OLD = date(2022, 6, 10)
NEW = date(2022, 9, 9)
# The world's rulings: the improvise ones on RULED, the Contraption one on CRANKED; no ruling of the sample
# has either year.
RULED = date(2023, 2, 9)
CRANKED = date(2024, 1, 19)
WORLD_RULINGS = "date:2023..2024"
RULE = RuleParagraph.Kind.RULE


@pytest.fixture
def world(db):
    old = make_cr_version(OLD, source_name="old.txt")
    new = make_cr_version(NEW, source_name="new.txt")
    improvise_rule, improvise_a, partner_a = (make_lineage(x) for x in ("Improvise", "Improvise a", "Partner a"))
    make_rule(old, "702.125", title="Improvise", lineage=improvise_rule, position=1, kind=RULE)
    make_rule(old, "702.125a", IMPROVISE_A, lineage=improvise_a, position=2)
    make_rule(new, "702.125", title="Partner", position=1, kind=RULE)
    partner = "Partner is an ability that modifies the rules for deck construction."
    make_rule(new, "702.125a", partner, lineage=partner_a, position=2)
    make_rule(new, "702.126", title="Improvise", lineage=improvise_rule, position=3, kind=RULE)
    make_rule(new, "702.126a", IMPROVISE_A, lineage=improvise_a, position=4)
    total_cost = "The player determines the total cost of the spell. Usually this is just the mana cost."
    # Today's 601.2f continues the sample's: the number has only ever meant one rule.
    sample_total_cost = RuleParagraph.objects.filter(number="601.2f").exclude(lineage=None).first()
    make_rule(new, "601.2f", total_cost, lineage=sample_total_cost.lineage, position=5)
    # The sample's Whir and Directive, as the sample holds them (these fields only stand for a database without them).
    whir = make_card(
        "Whir of Invention",
        mana_cost="{X}{U}{U}{U}",
        type_line="Instant",
        oracle_text="Improvise\nSearch your library for an artifact card with mana value X or less.",
    )
    directive = make_card(
        "Saheeli's Directive",
        mana_cost="{X}{R}{R}{R}",
        type_line="Sorcery",
        oracle_text="Improvise\nReveal the top X cards of your library.",
    )
    crank = make_card("Crank!", type_line="Contraption", oracle_text="Whenever you crank Crank!, draw a card.")
    make_localization(
        whir,
        "Tourbillon d'invention",
        type_line="Éphémère",
        text=(
            "Improvisation\nCherchez dans votre bibliothèque une carte d'artefact avec une valeur de mana "
            "inférieure ou égale à X."
        ),
    )
    make_localization(
        directive, "Directive de Saheeli", type_line="Rituel", text="Improvisation\nRévélez les X cartes du dessus."
    )
    rulings = {}
    for i, (key, text) in enumerate(RULINGS.items()):
        card = crank if key == "contraption" else whir
        day = RULED if key != "contraption" else CRANKED
        source = "scryfall" if key == "equipment" else "wotc"
        rulings[key] = make_ruling(card, day, text, uid=f"r{i:015d}", source=source)
    attach_ruling(directive, rulings["colored"])
    attach_ruling(directive, rulings["x"])
    make_translation(IMPROVISE_FR, rule=improvise_a, origin="official", english=IMPROVISE_A)
    make_translation(
        "L'improvisation ne peut pas payer les symboles de mana {W}, {U}, {B}, {R}, {G} ou {C} "
        "du coût total d'un sort.",
        ruling=rulings["colored"],
        origin="machine",
        status="machine",
    )
    return {
        "old": old,
        "new": new,
        "whir": whir,
        "directive": directive,
        "crank": crank,
        "rulings": rulings,
        "improvise_a": improvise_a,
    }


@pytest.fixture
def built(world, index_dir):
    built_index()
    return world


@pytest.fixture
def card_in_world(built):
    """Call it with a card's name, type line, text and rulings: the card made beside the built world, its rulings
    dated `day` (the world's years) and uids of the card's initial, and the index rebuilt."""

    def make(name, type_line, text, rulings=(), day="2024-03-01"):
        card = make_card(name, type_line=type_line, oracle_text=text)
        for i, ruling in enumerate(rulings):
            make_ruling(card, day, ruling, uid=f"{name[0].lower()}{i:015d}")
        built_index()
        return card

    return make


KEEPER = "Gravelord, Keeper of Bones"
WARDEN = "Gravelord, Warden of Exile"


@pytest.fixture
def two_gravelords(built):
    """Two legends who share a short name (search/shortnames.py), each with a ruling."""
    # The Keeper is made first: cards.json keeps the first card of a short name, so `Gravelord` read the Keeper.
    keeper = make_card(
        KEEPER, type_line="Legendary Creature — Zombie", oracle_text="Whenever a creature dies, you gain 1 life."
    )
    warden = make_card(
        WARDEN,
        type_line="Legendary Creature — Vampire",
        oracle_text=(
            "If a creature an opponent controls would die, exile it instead and create a 2/2 black Zombie token."
        ),
    )
    make_ruling(keeper, "2024-04-01", "Gravelord's life gain triggers for each creature that dies at once.")
    make_ruling(warden, "2024-04-01", "Gravelord's replacement exiles the creature and you still create the token.")
    built_index()
    return keeper, warden


@pytest.fixture
def without_asks(tmp_path, monkeypatch):
    """No paragraph has players' words (rules/plainwords/): for the tests that pin what one mechanism of the ranking
    does alone, as it was measured before the words came (2026-12-04); with them, several of those questions are
    found whatever the mechanism does. Ask for it before the fixture that builds the index."""
    monkeypatch.setattr(plainwords, "DIRECTORY", tmp_path / "without-asks")


@pytest.fixture
def today_with(db, index_dir):
    """Call it with cards as (name, type line, text): today's whole CR, imported as the site imports it, and those
    cards, indexed once (the CR's import and its index are most of a test's time)."""

    def build(*cards):
        import_todays_cr()
        for name, type_line, text in cards:
            make_card(name, type_line=type_line, oracle_text=text)
        built_index()

    return build


@pytest.fixture
def today(today_with):
    """Today's whole CR, imported as the site imports it, and indexed."""
    today_with()


@pytest.fixture
def today_searchers(today):
    """The searchers over today's whole CR (imported and indexed), no answer cached."""
    found = shared_searchers()
    found.cache.clear()
    return found


def numbers_found(text, n=5):
    """The numbers of a search's first n results ("" for a card or a ruling), answered afresh: a flag the test has
    just set is read, not an answer the searchers cached before."""
    with search_lock:
        shared_searchers().cache.clear()
    return [r.get("number") or "" for r in search(text)["results"][:n]]


def fresh_page(text):
    """(total, each result's id, snippet and score) of a search asked with the searchers' caches emptied first."""
    with search_lock:
        shared_searchers().cache.clear()
    found = search(text)
    return found.get("total"), [(r["id"], r.get("snippet"), round(r.get("score") or 0, 6)) for r in found["results"]]


def rank_calls(monkeypatch):
    """The sizes of the document sets DocSets.rank is called on from here on, in call order."""
    rank, calls = DocSets.rank, []

    def counted(self, docs, *args, **kw):
        calls.append(len(docs))
        return rank(self, docs, *args, **kw)

    monkeypatch.setattr(DocSets, "rank", counted)
    return calls


# A page of rule hits for firstplace's reorderings (test_sp3, test_smix27, test_stidy1): each rule's hit, the page's
# numbers, and a paragraph length (RuleFinder.length) above firstplace.SHORT for every rule.
def rule(number):
    return {"kind": "rule", "number": number, "id": f"rule:{number}"}


def numbers(page):
    return [r.get("number") for r in page]


def long_enough(number):
    return 30


def jargon_named(question):
    """What the jargon understands of a question, and the names of the terms it read there."""
    understood = load_jargon().understand(question)
    return understood, [m.term.name for m in understood.matches if m.term is not None]


def french_terms(question):
    """The English terms the French lexicon reads in a French question, with their counts, as the finder gets them."""
    understood = load_jargon().understand(question)
    searchers = shared_searchers()
    words = frenchquestion.french_words(understood, understood.plain)
    return searchers.french.translate(words, known=searchers.finder.idf)


def _written(set_name):
    family, number = re.fullmatch(r"([a-z]+)(\d*)", set_name).groups()
    return family, int(number or 1)


def written_before(set_name, firsts):
    """Whether an evaluation set was written before a blind set's session: `firsts` maps a family ("mixed", "cards",
    "everyday", "french") to its first set of that session. Sets written then or later, without sight of the blind
    set, may share its rules: they are no repeat."""
    family, number = _written(set_name)
    return family not in firsts or number < firsts[family]


def family_rules_before(set_name):
    """The rules expected by the sets of a blind set's family written before it (everyday25 for everyday26): a blind
    set asks what none of them asks; a later set of the family, written without sight of it, may share its rules."""
    family, number = _written(set_name)
    return {
        n
        for case in all_cases()
        if _written(case.set)[0] == family and _written(case.set)[1] < number
        for n in case.question.rules
    }


def v3_cards(what):
    """Every card of the corpus's MTGJSON v3 sets (MTG_CORPUS); without it the test is skipped, saying what it reads."""
    corpus = os.environ.get("MTG_CORPUS")
    if not corpus:
        pytest.skip(f"MTG_CORPUS is not set: {what} read from the corpus's MTGJSON v3 sets")
    for path in (Path(corpus) / "mtgjson3").glob("*.json"):
        yield from json.loads(path.read_text(encoding="utf-8")).get("cards", ())
