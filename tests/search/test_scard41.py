"""scard41: a set's code typed in capitals (`HOU` Hour of Devastation, `ORI` Magic Origins) is read as the set, not
as the initials of the one card that has them (cardinitials.set_codes: the codes of the sets imported); chat's
`BTW` is no card either."""

import pytest

from cards.models import CardSet
from search import cardinitials
from search.cardnames import CardNames, name_keys

NAMES = ("Henchfiend of Ukor", "Oran-Rief Invoker", "Board the Weatherlight", "Thought-Knot Seer", "Hour of Need")


def _known():
    return CardNames([[list(key), card] for card in NAMES for key in name_keys(card)])


@pytest.mark.django_db
@pytest.mark.parametrize(
    "text, cards",
    [
        # Before: Henchfiend of Ukor, Oran-Rief Invoker, Board the Weatherlight.
        ("What changed in HOU for cycling?", []),
        ("Is ORI legal in modern", []),
        ("BTW can I do that", []),
        # A card's initials no set has still name it.
        ("Can TKS exile a land?", ["Thought-Knot Seer"]),
    ],
)
def test_a_set_code_is_no_card(text, cards):
    CardSet.objects.create(code="HOU", name="Hour of Devastation")
    CardSet.objects.create(code="ORI", name="Magic Origins")
    assert _known().named_in(text) == cards


@pytest.mark.django_db
def test_without_the_set_codes_the_code_was_a_card(monkeypatch):
    CardSet.objects.create(code="HOU", name="Hour of Devastation")
    monkeypatch.setattr(cardinitials, "SET_CODES", False)
    assert _known().named_in("What changed in HOU for cycling?") == ["Henchfiend of Ukor"]


def test_no_database_no_codes():
    assert cardinitials.set_codes() == frozenset()
