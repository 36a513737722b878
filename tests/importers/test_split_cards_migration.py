"""Issue 22: a database imported before split cards were stored as they are off the stack keeps v3's front-half
cost and value (Fire // Ice: {1}{R}, 2) until cards' migration 0004 gives them both halves (CR 202.3d, 709.4b)."""

import importlib

import pytest
from django.db import connection
from django.db.migrations.loader import MigrationLoader

from cards.models import Card
from dataversion.models import ChangeLog
from tests.builders import make_card

pytestmark = pytest.mark.django_db
MIGRATION = "0004_split_cards_off_the_stack"
fix = importlib.import_module(f"cards.migrations.{MIGRATION}").split_cards_off_the_stack


def historical():
    return MigrationLoader(connection).project_state(("cards", MIGRATION)).apps


def test_split_and_aftermath_cards_get_both_halves_cost_and_value_and_the_change_is_announced():
    ice = [{"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Tap target permanent."}]
    fire = make_card("Fire // Ice", mana_cost="{1}{R}", mana_value=2, layout="split", faces=ice)
    dusk = [{"name": "Dawn", "mana_cost": "{3}{W}{W}", "type_line": "Sorcery", "oracle_text": "Aftermath"}]
    dusk_dawn = make_card("Dusk // Dawn", mana_cost="{2}{W}{W}", mana_value=4, layout="aftermath", faces=dusk)
    flip = [{"name": "Bushi Tenderfoot", "mana_cost": "", "type_line": "Creature", "oracle_text": ""}]
    kenzo = make_card("Kenzo the Hardhearted", mana_cost="{W}", mana_value=1, layout="flip", faces=flip)
    logged = ChangeLog.objects.order_by("pk").values_list("pk", flat=True).last() or 0

    fix(historical(), None)

    fire.refresh_from_db(), dusk_dawn.refresh_from_db(), kenzo.refresh_from_db()
    assert (fire.mana_cost, fire.mana_value) == ("{1}{R} // {1}{U}", 4.0)
    assert (dusk_dawn.mana_cost, dusk_dawn.mana_value) == ("{2}{W}{W} // {3}{W}{W}", 9.0)
    assert (kenzo.mana_cost, kenzo.mana_value) == ("{W}", 1.0)  # a flip card keeps its front's
    assert ChangeLog.objects.filter(pk__gt=logged, kind=ChangeLog.SYNC).exists()
    logged = ChangeLog.objects.order_by("pk").values_list("pk", flat=True).last()
    fix(historical(), None)  # already whole: nothing changes, nothing is announced
    assert Card.objects.get(pk=fire.pk).mana_cost == "{1}{R} // {1}{U}"
    assert not ChangeLog.objects.filter(pk__gt=logged).exists()
