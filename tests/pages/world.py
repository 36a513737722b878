"""A small, fully known world of rules, cards and rulings for the page tests, built beside the session's sample.

The page tests check behaviours that need a known shape: a number reused by
another rule (702.125a), a renumbered rule, an edited one, a removed one, a
reference that only follows a renumbering, an outdated translation, a hostile
ruling text. The world is written with tests.builders inside the test's
transaction and deletes nothing: its two CR versions come after the sample's
(2018-07-13, 2022-04-29), so NEW is today's CR, and before the newer CR in
fixtures/cr/newer (2022-11-18) that some tests import on top of it. Its cards
are the sample's Reverse Engineer and Whir of Invention, given the world's
rulings after their own.
"""

import datetime

from tests.builders import (
    attach_ruling,
    make_card,
    make_cr_version,
    make_glossary,
    make_lineage,
    make_localization,
    make_printing,
    make_rule,
    make_ruling,
    make_set,
    make_translation,
)

OLD = datetime.date(2022, 6, 10)
NEW = datetime.date(2022, 9, 9)
# A date between the two: the CR of OLD was in force.
BETWEEN = datetime.date(2022, 7, 15)

IMPROVISE_A = (
    "Improvise is a static ability that functions while the spell with improvise is on the stack. "
    "\u201cImprovise\u201d means \u201cFor each generic mana in this spell's total cost, you may tap an untapped "
    "artifact you control rather than pay that mana.\u201d"
)
IMPROVISE_B_OLD = (
    "The improvise ability isn't an additional or alternative cost and applies only after the total cost of the spell "
    "with improvise is determined."
)
IMPROVISE_B_NEW = (
    "The improvise ability isn't an additional or alternative cost. It applies only after the total cost of the spell "
    "with improvise is determined (see rule 601.2f)."
)
IMPROVISE_C = "Multiple instances of improvise on the same spell are redundant."
UNDAUNTED_A = "Undaunted is a static ability that functions while the spell with undaunted is on the stack."
TOTAL_COST_OLD = "The player determines the total cost of the spell. Usually this is just the mana cost."
TOTAL_COST_NEW = (
    "The player determines the total cost of the spell. Usually this is just the mana cost. "
    "Some spells have additional or alternative costs."
)
KEYWORDS_OLD = "Most abilities describe exactly what they do; see rule 702.125a for one example."
KEYWORDS_NEW = "Most abilities describe exactly what they do; see rule 702.126a for one example."
HOSTILE = "Don't trust <script>alert('x')</script> in a ruling; it is shown as text."
RULING_TEXTS = [
    ("2017-02-09", "Improvise doesn't change the mana cost or mana value of the spell."),
    ("2017-02-09", "Improvise can't pay for {W}, {U}, {B}, {R}, {G}, or {C} mana symbols in a spell's total cost."),
    (BETWEEN.isoformat(), "Per rule 702.125a, each artifact tapped this way pays for {1}; see also rules 601.2a-h."),
    ("2019-05-03", HOSTILE),
]
FRENCH_RULE = "L'improvisation est une capacité statique qui fonctionne pendant que le sort qui l'a est sur la pile."


LINEAGES = (
    "Casting",
    "Casting Spells",
    "601.2",
    "601.2f",
    "Additional Rules",
    "Keyword Abilities",
    "702.1",
    "Old Keyword",
    "Old Keyword a",
    "Improvise",
    "Improvise a",
    "Improvise b",
    "Improvise c",
    "Undaunted",
    "Undaunted a",
)


def _rules_of(version, lin, *, is_new):
    """The paragraphs of one version, in order; the numbers and change labels are those the importer would give."""
    p = {}
    same = "unchanged" if is_new else "added"

    def rule(number, parent, lineage, text="", *, change=same, **fields):
        p[number] = make_rule(
            version, number, text, lineage=lin[lineage], parent=p.get(parent), change=change, **fields
        )

    rule("6", None, "Casting", title="Spells, Abilities, and Effects")
    rule("601", "6", "Casting Spells", title="Casting Spells")
    rule("601.2", "601", "601.2", "To cast a spell is to take it from where it is and put it on the stack.")
    rule(
        "601.2f",
        "601.2",
        "601.2f",
        TOTAL_COST_NEW if is_new else TOTAL_COST_OLD,
        examples=["Trinisphere makes the total cost at least {3}."],
        change="edited" if is_new else "added",
    )
    rule("7", None, "Additional Rules", title="Additional Rules")
    rule("702", "7", "Keyword Abilities", title="Keyword Abilities")
    # Only a cross-reference to a renumbered rule differs: unchanged, as the importer labels it.
    rule("702.1", "702", "702.1", KEYWORDS_NEW if is_new else KEYWORDS_OLD)
    if is_new:
        rule("702.125", "702", "Undaunted", title="Undaunted", change="added")
        rule("702.125a", "702.125", "Undaunted a", UNDAUNTED_A, change="added")
        rule("702.126", "702", "Improvise", title="Improvise", change="renumbered")
        rule("702.126a", "702.126", "Improvise a", IMPROVISE_A, change="renumbered")
        rule("702.126b", "702.126", "Improvise b", IMPROVISE_B_NEW, change="renumbered_edited")
        rule("702.126c", "702.126", "Improvise c", IMPROVISE_C, change="renumbered")
    else:
        rule("702.124", "702", "Old Keyword", title="Old Keyword")
        rule("702.124a", "702.124", "Old Keyword a", "Old Keyword is a keyword that was removed.")
        rule("702.125", "702", "Improvise", title="Improvise")
        rule("702.125a", "702.125", "Improvise a", IMPROVISE_A)
        rule("702.125b", "702.125", "Improvise b", IMPROVISE_B_OLD)
        rule("702.125c", "702.125", "Improvise c", IMPROVISE_C)
    improvise = "702.126" if is_new else "702.125"
    make_glossary(
        version,
        "Improvise",
        f"A keyword ability that lets a player tap artifacts. See rule {improvise}, \u201cImprovise.\u201d",
    )
    make_glossary(version, "Total Cost", "The total amount of mana a player must pay. See rule 601.2f.")
    return p


def _cards_and_rulings():
    make_set("KLD", "Kaladesh", "2016-09-30")
    aer = make_set("AER", "Aether Revolt", "2017-01-20")
    card = make_card(
        "Reverse Engineer",
        mana_cost="{3}{U}{U}",
        mana_value=5,
        type_line="Sorcery",
        layout="normal",
        oracle_text="Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done "
        "activating mana abilities pays for {1}.)\nDraw three cards.",
    )
    other = make_card(
        "Whir of Invention",
        mana_cost="{X}{U}{U}{U}",
        mana_value=3,
        type_line="Instant",
        oracle_text="Improvise\nSearch your library for an artifact card with mana value X or less.",
    )
    make_printing(card, aer, "41")
    make_printing(other, aer, "49")
    make_localization(card, "Rétro-ingénieur", type_line="Rituel", text="Improvisation\nPiochez trois cartes.")
    rulings = [make_ruling(card, date, text, uid=f"r{i:015d}") for i, (date, text) in enumerate(RULING_TEXTS, start=1)]
    attach_ruling(other, rulings[1])
    make_translation(
        "L'improvisation ne peut pas payer les symboles {W}, {U}, {B}, {R}, {G} ou {C}.",
        ruling=rulings[1],
        origin="machine",
        status="machine",
    )
    make_translation(
        "L'improvisation ne change pas le coût de mana.",
        ruling=rulings[0],
        english="an older English text",
        source_text="an older English text",
    )
    make_translation("Selon la règle 702.125a, chaque artefact engagé ainsi paie {1}.", ruling=rulings[2])
    return card, other, rulings


def build_world():
    old = make_cr_version(OLD, checksum="a")
    new = make_cr_version(NEW, checksum="b")
    lin = {name: make_lineage(name) for name in LINEAGES}
    paras = {OLD: _rules_of(old, lin, is_new=False), NEW: _rules_of(new, lin, is_new=True)}
    make_translation(FRENCH_RULE, rule=lin["Improvise a"], origin="official", english=IMPROVISE_A)
    card, other, rulings = _cards_and_rulings()
    return {"old": old, "new": new, "paras": paras, "card": card, "other": other, "rulings": rulings, "lineages": lin}
