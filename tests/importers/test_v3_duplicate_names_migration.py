"""Issue 22: a database imported before v3's own names were read as the card they name keeps 11 extra cards
("Boros Guildgate (a)" and "(b)", "Sultai Ascendacy") until cards' migration 0003 merges them."""

import importlib

import pytest
from django.apps import apps

from cards.models import CardName, CardSet, ForeignPrinting, Printing, name_key
from cards.selectors import find_card
from tests.builders import make_card, make_localization, make_printing, make_ruling

pytestmark = pytest.mark.django_db
merge = importlib.import_module("cards.migrations.0003_merge_v3_duplicate_names").merge_v3_duplicate_names


def test_the_extra_cards_of_v3s_names_become_the_card_they_name():
    grn = CardSet.objects.create(code="GRN", name="Guilds of Ravnica")
    enters = "Boros Guildgate enters the battlefield tapped.\n{T}: Add {R} or {W}."
    gate = make_card("Boros Guildgate", type_line="Land \u2014 Gate", oracle_text=enters)
    make_printing(gate, CardSet.objects.create(code="RTR", name="Return to Ravnica"), "238")
    a, b = make_card("Boros Guildgate (a)", oracle_text=enters), make_card("Boros Guildgate (b)", oracle_text=enters)
    make_printing(a, grn, "243")
    make_printing(b, grn, "244")
    ForeignPrinting.objects.create(multiverse_id=457600, card=b, language="fr")
    make_localization(b, "Porte de la Ligue de Boros", text="Arrive sur le champ de bataille engag\u00e9.")
    right = make_card("Sultai Ascendancy")
    wrong = make_card("Sultai Ascendacy")
    make_ruling(right, "2014-09-20", "Sultai Ascendancy's ability triggers once each upkeep.")
    extra = make_ruling(wrong, "2015-05-22", "You may put the cards back in any order.")
    # Only (b) and the misspelt name: no card of the name itself yet.
    alone = make_card("Dimir Guildgate (b)")
    make_printing(alone, grn, "245")
    # Unstable's variants are different cards that v3 tells apart by a letter: they stay.
    variants = [
        make_card("Everythingamajig (a)", oracle_text="{2}, {T}: Move a counter from one permanent onto another."),
        make_card("Everythingamajig (b)", oracle_text="{2}, {T}: Draw a card."),
    ]

    merge(apps, None)

    names = set(apps.get_model("cards", "Card").objects.values_list("name", flat=True))
    assert {n for n in names if n.endswith((" (a)", " (b)")) or n == "Sultai Ascendacy"} == {
        "Everythingamajig (a)",
        "Everythingamajig (b)",
    }
    assert all(find_card(card.name) == card for card in variants)
    assert set(Printing.objects.filter(card=gate).values_list("card_set__code", "number")) == {
        ("RTR", "238"),
        ("GRN", "243"),
        ("GRN", "244"),
    }
    assert ForeignPrinting.objects.get(multiverse_id=457600).card == gate
    assert gate.localizations.get(language="fr").name == "Porte de la Ligue de Boros"
    assert find_card("Porte de la Ligue de Boros") == gate
    assert [r.text for r in right.rulings.order_by("card_rulings__position")][-1] == extra.text
    dimir = find_card("Dimir Guildgate")
    assert dimir is not None and dimir.pk == alone.pk and dimir.slug == "dimir-guildgate"
    assert not CardName.objects.filter(key=name_key("Dimir Guildgate (b)")).exists()


def test_the_merge_announces_itself_as_an_import_does():
    # The models as the migration sees them: no receiver of the site's own models runs (no signal announces it).
    from django.db import connection
    from django.db.migrations.loader import MigrationLoader

    from dataversion.models import ChangeLog, DataVersion

    historical = MigrationLoader(connection).project_state(("cards", "0003_merge_v3_duplicate_names")).apps

    enters = "Azorius Guildgate enters the battlefield tapped."
    make_card("Azorius Guildgate", oracle_text=enters)
    make_card("Azorius Guildgate (a)", oracle_text=enters)
    before = DataVersion.objects.filter(pk=1).values_list("number", flat=True).first() or 0
    logged = ChangeLog.objects.order_by("pk").values_list("pk", flat=True).last() or 0
    merge(historical, None)
    after = DataVersion.objects.get(pk=1).number
    assert after > before
    assert ChangeLog.objects.filter(pk__gt=logged, kind=ChangeLog.SYNC).exists()
    merge(historical, None)  # nothing left to merge: nothing announced
    assert DataVersion.objects.get(pk=1).number == after
