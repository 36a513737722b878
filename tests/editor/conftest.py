"""Editor test data: real seed texts stored through the real models, users in the real groups."""

import datetime

import pytest
from django.contrib.auth.models import User
from django.test import Client

from cards.models import CardLocalization
from editor.accounts import role_group
from tests.builders import make_card, make_cr_version, make_lineage, make_rule, make_ruling, make_translation

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
    old = make_cr_version(datetime.date(2001, 1, 1), source_name="editor-test-old", checksum="0" * 64)
    new = make_cr_version(datetime.date(2001, 6, 1), source_name="editor-test-new", checksum="1" * 64)
    lineage = make_lineage("Improvise")
    make_rule(old, "702.125a", seeds.EN_702_126A, lineage=lineage, position=1)
    make_rule(new, "702.126a", seeds.EN_702_126A, lineage=lineage, position=1, change="renumbered")
    return lineage


@pytest.fixture
def rule_translation(improvise_lineage):
    """The official French of 702.125a, made from the English as it stands."""
    return make_translation(
        seeds.FR_702_125A,
        rule=improvise_lineage,
        origin="official",
        english=seeds.EN_702_126A,
        source_text=seeds.EN_702_126A,
    )


@pytest.fixture
def whir(db):
    card = make_card("Whir of Invention", mana_cost="{X}{U}{U}{U}")
    CardLocalization.objects.get_or_create(card=card, language="fr", defaults={"name": seeds.FR_WHIR_NAME})
    return card


@pytest.fixture
def ruling(whir):
    return make_ruling(whir, "2017-02-09", seeds.EN_WHIR_X, uid="edtest-whir-x", position=9)


def machine_french(ruling, text):
    """A machine translation of the ruling's English as it stands (the seeds' shape)."""
    return make_translation(text, ruling=ruling, origin="machine", status="machine", source_text=ruling.text)


@pytest.fixture
def machine_translation(ruling):
    """The seed's machine French of the Whir ruling, symbols stripped."""
    return machine_french(ruling, seeds.FR_WHIR_X_STRIPPED)


@pytest.fixture
def symbol_ruling(db):
    ruling = make_ruling(None, "2017-02-09", seeds.EN_IMPROVISE_SYMBOLS, uid="edtest-symbols")
    return machine_french(ruling, seeds.FR_STRIPPED_IMPROVISE)
