"""Search tests: a small known world written through the ORM, indexed into a throwaway folder.

The world is built inside the test's transaction (rolled back afterwards) after
clearing what the session's sample holds, so these tests know exactly which
documents exist; tests against the real sample and corpus live in
test_relevance.py.
"""

from datetime import date

import pytest

from cards.models import Card, CardLocalization
from rules.models import CRVersion, RuleLineage, RuleParagraph
from rulings.models import CardRuling, Ruling, Translation, text_hash
from search.index import rebuild_index

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


def make_rule(version, number, title, text, lineage, position, kind=RuleParagraph.Kind.SUBRULE):
    return RuleParagraph.objects.create(
        version=version, number=number, kind=kind, title=title, text=text, position=position, lineage=lineage
    )


@pytest.fixture
def world(db):
    for model in (Translation, CardRuling, Ruling, CardLocalization, Card, RuleParagraph, RuleLineage, CRVersion):
        model.objects.all().delete()
    old = CRVersion.objects.create(effective_date=date(2017, 8, 25), source_name="old.txt", checksum="a")
    new = CRVersion.objects.create(effective_date=date(2018, 7, 13), source_name="new.txt", checksum="b")
    improvise_rule, improvise_a, partner_a = (
        RuleLineage.objects.create(label=x) for x in ("Improvise", "Improvise a", "Partner a")
    )
    make_rule(old, "702.125", "Improvise", "", improvise_rule, 1, RuleParagraph.Kind.RULE)
    make_rule(old, "702.125a", "", IMPROVISE_A, improvise_a, 2)
    make_rule(new, "702.125", "Partner", "", None, 1, RuleParagraph.Kind.RULE)
    make_rule(new, "702.125a", "", "Partner is an ability that modifies the rules for deck construction.", partner_a, 2)
    make_rule(new, "702.126", "Improvise", "", improvise_rule, 3, RuleParagraph.Kind.RULE)
    make_rule(new, "702.126a", "", IMPROVISE_A, improvise_a, 4)
    make_rule(
        new,
        "601.2f",
        "",
        "The player determines the total cost of the spell. Usually this is just the mana cost.",
        None,
        5,
    )
    whir = Card.objects.create(
        name="Whir of Invention",
        mana_cost="{X}{U}{U}{U}",
        type_line="Instant",
        oracle_text="Improvise\nSearch your library for an artifact card with mana value X or less.",
    )
    directive = Card.objects.create(
        name="Saheeli's Directive",
        mana_cost="{X}{R}{R}{R}",
        type_line="Sorcery",
        oracle_text="Improvise\nReveal the top X cards of your library.",
    )
    crank = Card.objects.create(
        name="Crank!", type_line="Contraption", oracle_text="Whenever you crank Crank!, draw a card."
    )
    CardLocalization.objects.create(
        card=whir,
        language="fr",
        name="Tourbillon d'invention",
        type_line="Éphémère",
        text=(
            "Improvisation\nCherchez dans votre bibliothèque une carte d'artefact avec une valeur de mana "
            "inférieure ou égale à X."
        ),
    )
    CardLocalization.objects.create(
        card=directive,
        language="fr",
        name="Directive de Saheeli",
        type_line="Rituel",
        text="Improvisation\nRévélez les X cartes du dessus.",
    )
    rulings = {}
    for i, (key, text) in enumerate(RULINGS.items()):
        day = date(2017, 2, 9) if key != "contraption" else date(2018, 1, 19)
        rulings[key] = Ruling.objects.create(
            uid=f"r{i:015d}", date=day, source="scryfall" if key == "equipment" else "wotc", text=text
        )
    for position, key in enumerate(("colored", "x", "tap", "equipment", "protection", "script"), 1):
        CardRuling.objects.create(card=whir, ruling=rulings[key], position=position)
    CardRuling.objects.create(card=directive, ruling=rulings["colored"], position=1)
    CardRuling.objects.create(card=directive, ruling=rulings["x"], position=2)
    CardRuling.objects.create(card=crank, ruling=rulings["contraption"], position=1)
    Translation.objects.create(
        language="fr",
        rule=improvise_a,
        text=IMPROVISE_FR,
        origin="official",
        status="approved",
        source_hash=text_hash(IMPROVISE_A),
    )
    Translation.objects.create(
        language="fr",
        ruling=rulings["colored"],
        text=(
            "L'improvisation ne peut pas payer les symboles de mana {W}, {U}, {B}, {R}, {G} ou {C} "
            "du coût total d'un sort."
        ),
        origin="machine",
        status="machine",
        source_hash=text_hash(RULINGS["colored"]),
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
    rebuild_index()
    return world
