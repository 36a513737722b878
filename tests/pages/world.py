"""A small, fully known world of rules, cards and rulings for the page tests.

It replaces whatever the session's sample holds (inside the test's
transaction, so it is rolled back), because the page tests check behaviours
that need a known shape: a number reused by another rule (702.125a), a
renumbered rule, an edited one, a removed one, a reference that only follows
a renumbering, an outdated translation, a hostile ruling text.
"""

import datetime

from cards.models import Card, CardLocalization, CardSet, Printing
from rules.models import CRVersion, GlossaryEntry, RuleLineage, RuleParagraph
from rulings.models import CardRuling, Ruling, Translation, text_hash

OLD = datetime.date(2021, 2, 15)
NEW = datetime.date(2022, 4, 29)

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
    ("2018-01-19", "Per rule 702.125a, each artifact tapped this way pays for {1}; see also rules 601.2a-h."),
    ("2019-05-03", HOSTILE),
]
FRENCH_RULE = "L'improvisation est une capacité statique qui fonctionne pendant que le sort qui l'a est sur la pile."


def _para(version, number, kind, parent, position, lineage, *, title="", text="", examples=(), change="added"):
    return RuleParagraph.objects.create(
        version=version,
        number=number,
        kind=kind,
        parent=parent,
        position=position,
        lineage=lineage,
        title=title,
        text=text,
        examples=list(examples),
        change=change,
    )


def build_world():
    for model in (
        CardRuling,
        Translation,
        Ruling,
        Printing,
        CardLocalization,
        Card,
        CardSet,
        GlossaryEntry,
        RuleParagraph,
        RuleLineage,
        CRVersion,
    ):
        model.objects.all().delete()
    old = CRVersion.objects.create(effective_date=OLD, source_name="MagicCompRules-20210215.txt", checksum="a")
    new = CRVersion.objects.create(effective_date=NEW, source_name="MagicCompRules-20220429.txt", checksum="b")
    lin = {
        name: RuleLineage.objects.create(label=name)
        for name in [
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
        ]
    }
    S, R, U = RuleParagraph.Kind.SECTION, RuleParagraph.Kind.RULE, RuleParagraph.Kind.SUBRULE
    paras = {}
    for v, is_new in ((old, False), (new, True)):
        pos = iter(range(1000))
        p = {}
        ch = "unchanged" if is_new else "added"
        p["6"] = _para(v, "6", S, None, next(pos), lin["Casting"], title="Spells, Abilities, and Effects", change=ch)
        p["601"] = _para(v, "601", R, p["6"], next(pos), lin["Casting Spells"], title="Casting Spells", change=ch)
        p["601.2"] = _para(
            v,
            "601.2",
            R,
            p["601"],
            next(pos),
            lin["601.2"],
            text="To cast a spell is to take it from where it is and put it on the stack.",
            change=ch,
        )
        p["601.2f"] = _para(
            v,
            "601.2f",
            U,
            p["601.2"],
            next(pos),
            lin["601.2f"],
            text=TOTAL_COST_NEW if is_new else TOTAL_COST_OLD,
            examples=["Trinisphere makes the total cost at least {3}."],
            change="edited" if is_new else "added",
        )
        p["7"] = _para(v, "7", S, None, next(pos), lin["Additional Rules"], title="Additional Rules", change=ch)
        p["702"] = _para(v, "702", R, p["7"], next(pos), lin["Keyword Abilities"], title="Keyword Abilities", change=ch)
        # Only a cross-reference to a renumbered rule differs: unchanged, as the importer labels it.
        p["702.1"] = _para(
            v, "702.1", R, p["702"], next(pos), lin["702.1"], text=KEYWORDS_NEW if is_new else KEYWORDS_OLD, change=ch
        )
        if is_new:
            p["702.125"] = _para(v, "702.125", R, p["702"], next(pos), lin["Undaunted"], title="Undaunted")
            p["702.125a"] = _para(v, "702.125a", U, p["702.125"], next(pos), lin["Undaunted a"], text=UNDAUNTED_A)
            p["702.126"] = _para(
                v, "702.126", R, p["702"], next(pos), lin["Improvise"], title="Improvise", change="renumbered"
            )
            p["702.126a"] = _para(
                v, "702.126a", U, p["702.126"], next(pos), lin["Improvise a"], text=IMPROVISE_A, change="renumbered"
            )
            p["702.126b"] = _para(
                v,
                "702.126b",
                U,
                p["702.126"],
                next(pos),
                lin["Improvise b"],
                text=IMPROVISE_B_NEW,
                change="renumbered_edited",
            )
            p["702.126c"] = _para(
                v, "702.126c", U, p["702.126"], next(pos), lin["Improvise c"], text=IMPROVISE_C, change="renumbered"
            )
        else:
            p["702.124"] = _para(v, "702.124", R, p["702"], next(pos), lin["Old Keyword"], title="Old Keyword")
            p["702.124a"] = _para(
                v,
                "702.124a",
                U,
                p["702.124"],
                next(pos),
                lin["Old Keyword a"],
                text="Old Keyword is a keyword that was removed.",
            )
            p["702.125"] = _para(v, "702.125", R, p["702"], next(pos), lin["Improvise"], title="Improvise")
            p["702.125a"] = _para(v, "702.125a", U, p["702.125"], next(pos), lin["Improvise a"], text=IMPROVISE_A)
            p["702.125b"] = _para(v, "702.125b", U, p["702.125"], next(pos), lin["Improvise b"], text=IMPROVISE_B_OLD)
            p["702.125c"] = _para(v, "702.125c", U, p["702.125"], next(pos), lin["Improvise c"], text=IMPROVISE_C)
        GlossaryEntry.objects.create(
            version=v,
            term="Improvise",
            position=0,
            text="A keyword ability that lets a player tap artifacts. "
            f"See rule {'702.126' if is_new else '702.125'}, \u201cImprovise.\u201d",
        )
        GlossaryEntry.objects.create(
            version=v,
            term="Total Cost",
            position=1,
            text="The total amount of mana a player must pay. See rule 601.2f.",
        )
        paras[v.effective_date] = p
    Translation.objects.create(
        rule=lin["Improvise a"],
        language="fr",
        text=FRENCH_RULE,
        origin="official",
        status="approved",
        source_hash=text_hash(IMPROVISE_A),
    )

    CardSet.objects.create(code="KLD", name="Kaladesh", release_date=datetime.date(2016, 9, 30))
    aer = CardSet.objects.create(code="AER", name="Aether Revolt", release_date=datetime.date(2017, 1, 20))
    card = Card.objects.create(
        name="Reverse Engineer",
        mana_cost="{3}{U}{U}",
        mana_value=5,
        type_line="Sorcery",
        layout="normal",
        oracle_text="Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done "
        "activating mana abilities pays for {1}.)\nDraw three cards.",
    )
    other = Card.objects.create(
        name="Whir of Invention",
        mana_cost="{X}{U}{U}{U}",
        mana_value=3,
        type_line="Instant",
        oracle_text="Improvise\nSearch your library for an artifact card with mana value X or less.",
    )
    Printing.objects.create(card=card, card_set=aer, number="41")
    Printing.objects.create(card=other, card_set=aer, number="49")
    CardLocalization.objects.create(
        card=card,
        language="fr",
        name="Rétro-ingénieur",
        type_line="Rituel",
        text="Improvisation\nPiochez trois cartes.",
    )
    rulings = []
    for i, (date, text) in enumerate(RULING_TEXTS, start=1):
        ruling = Ruling.objects.create(
            uid=f"r{i:015d}", date=datetime.date.fromisoformat(date), source="wotc", text=text
        )
        CardRuling.objects.create(card=card, ruling=ruling, position=i)
        rulings.append(ruling)
    CardRuling.objects.create(card=other, ruling=rulings[1], position=1)
    Translation.objects.create(
        ruling=rulings[1],
        language="fr",
        origin="machine",
        status="machine",
        source_hash=text_hash(rulings[1].text),
        text="L'improvisation ne peut pas payer les symboles {W}, {U}, {B}, {R}, {G} ou {C}.",
    )
    Translation.objects.create(
        ruling=rulings[0],
        language="fr",
        origin="editor",
        status="approved",
        source_hash=text_hash("an older English text"),
        text="L'improvisation ne change pas le coût de mana.",
        source_text="an older English text",
    )
    Translation.objects.create(
        ruling=rulings[2],
        language="fr",
        origin="editor",
        status="approved",
        source_hash=text_hash(rulings[2].text),
        text="Selon la règle 702.125a, chaque artefact engagé ainsi paie {1}.",
    )
    return {"old": old, "new": new, "paras": paras, "card": card, "other": other, "rulings": rulings, "lineages": lin}
