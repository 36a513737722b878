"""Editor test data: real seed texts stored through the real models, users in the real groups."""

import datetime

import pytest
from django.contrib.auth.models import User
from django.test import Client

from cards.models import Card, CardLocalization
from editor.accounts import role_group
from rules.models import CRVersion, RuleLineage, RuleParagraph
from rulings.models import Ruling, Translation, text_hash

from . import seed_texts as seeds

PASSWORD = "correct horse battery staple 42"


def make_user(username, role=None):
    user = User.objects.create_user(username=username, password=PASSWORD)
    if role:
        # The data migration makes the groups and grants their permissions; role_group does both again after a
        # transactional test's flush.
        user.groups.add(role_group(role))
    return user


@pytest.fixture
def editor_user(db):
    return make_user("edith", "editor")


@pytest.fixture
def reviewer_user(db):
    return make_user("rene", "reviewer")


@pytest.fixture
def reader_user(db):
    return make_user("rita")


def logged_in(user):
    client = Client(enforce_csrf_checks=False)
    client.force_login(user)
    return client


@pytest.fixture
def editor_client(editor_user):
    return logged_in(editor_user)


@pytest.fixture
def reviewer_client(reviewer_user):
    return logged_in(reviewer_user)


@pytest.fixture
def improvise_lineage(db):
    """Improvise as 702.125a (old CR) then 702.126a (new CR), one lineage; dates far from the sample's versions."""
    old = CRVersion.objects.create(
        effective_date=datetime.date(2001, 1, 1), source_name="editor-test-old", checksum="0" * 64
    )
    new = CRVersion.objects.create(
        effective_date=datetime.date(2001, 6, 1), source_name="editor-test-new", checksum="1" * 64
    )
    lineage = RuleLineage.objects.create(label="Improvise")
    RuleParagraph.objects.create(
        version=old, number="702.125a", kind="subrule", text=seeds.EN_702_126A, position=1, lineage=lineage
    )
    RuleParagraph.objects.create(
        version=new,
        number="702.126a",
        kind="subrule",
        text=seeds.EN_702_126A,
        position=1,
        lineage=lineage,
        change="renumbered",
    )
    return lineage


@pytest.fixture
def rule_translation(improvise_lineage):
    """The official French of 702.125a, made from the English as it stands."""
    return Translation.objects.create(
        rule=improvise_lineage,
        language="fr",
        text=seeds.FR_702_125A,
        origin="official",
        status="approved",
        source_hash=text_hash(seeds.EN_702_126A),
        source_text=seeds.EN_702_126A,
    )


@pytest.fixture
def whir(db):
    card, _ = Card.objects.get_or_create(name="Whir of Invention", defaults={"mana_cost": "{X}{U}{U}{U}"})
    CardLocalization.objects.get_or_create(card=card, language="fr", defaults={"name": seeds.FR_WHIR_NAME})
    return card


@pytest.fixture
def ruling(whir):
    ruling = Ruling.objects.create(
        uid="edtest-whir-x", date=datetime.date(2017, 2, 9), source="wotc", text=seeds.EN_WHIR_X
    )
    ruling.card_rulings.create(card=whir, position=9)
    return ruling


@pytest.fixture
def machine_translation(ruling):
    """The seed's machine French of the Whir ruling, symbols stripped."""
    return Translation.objects.create(
        ruling=ruling,
        language="fr",
        text=seeds.FR_WHIR_X_STRIPPED,
        origin="machine",
        status="machine",
        source_hash=text_hash(ruling.text),
        source_text=ruling.text,
    )


@pytest.fixture
def symbol_ruling(db):
    ruling = Ruling.objects.create(
        uid="edtest-symbols", date=datetime.date(2017, 2, 9), source="wotc", text=seeds.EN_IMPROVISE_SYMBOLS
    )
    translation = Translation.objects.create(
        ruling=ruling,
        language="fr",
        text=seeds.FR_STRIPPED_IMPROVISE,
        origin="machine",
        status="machine",
        source_hash=text_hash(ruling.text),
        source_text=ruling.text,
    )
    return translation
