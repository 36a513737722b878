"""A card by any of its names, in any spelling people type: one indexed lookup (cards.CardName), on the sample."""

import pytest

from cards.models import CardName, name_key
from cards.selectors import card_suggestions, find_card
from tests.builders import make_card, make_localization

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "typed, card",
    [
        ("Rétro-ingénieur", "Reverse Engineer"),
        ("retro-ingenieur", "Reverse Engineer"),  # no accents on a phone keyboard
        ("RÉTRO-INGÉNIEUR", "Reverse Engineer"),
        ("Ｒétro-ingénieur", "Reverse Engineer"),  # a full-width Ｒ
        ("Rétro‑ingénieur", "Reverse Engineer"),  # a non-breaking hyphen
        ("Saheeli’s Directive", "Saheeli's Directive"),  # a typographic apostrophe
        ("saheeli's  directive", "Saheeli's Directive"),
        ("Directive\u00a0de Saheeli", "Saheeli's Directive"),  # a no-break space
        ("Nachkonstruieren", "Reverse Engineer"),
        ("Dawn", "Dusk // Dawn"),  # a face
        ("dusk//dawn", "Dusk // Dawn"),
        ("Crépuscule // Aube", "Dusk // Dawn"),
        ("Aube", "Dusk // Dawn"),  # a face's printed name
        ("Avacyn, la purificatrice", "Archangel Avacyn // Avacyn, the Purifier"),
        ("reverse-engineer", "Reverse Engineer"),  # a slug
    ],
)
def test_any_spelling_of_any_name_finds_the_card(typed, card):
    assert find_card(typed).name == card


def test_a_name_that_matches_nothing_is_one_query_not_a_walk(django_assert_max_num_queries):
    with django_assert_max_num_queries(4):
        assert find_card("Chroniqueur d'éons qui n'existe pas") is None


def test_names_are_indexed_when_cards_and_localizations_are_saved():
    card = make_card("Brand New Card // Its Back", type_line="Sorcery")
    assert find_card("its back") == card
    make_localization(card, "Carte Neuve // Son Dos")
    assert find_card("son dos") == card
    assert find_card("Carte neuve") == card
    assert set(CardName.objects.filter(card=card, language="fr").values_list("key", flat=True)) == {
        "carte neuve // son dos",
        "carte neuve",
        "son dos",
    }


def test_name_key():
    assert name_key("  Æther   Vial ") == "aether vial"
    assert name_key("Chroniqueur d’éons") == name_key("chroniqueur d'eons") == "chroniqueur d'eons"
    assert name_key("Fire//Ice") == "fire // ice"


def test_suggestions_for_a_misspelt_name_in_either_language():
    assert card_suggestions("Reverse Engineeer")[0] == "Reverse Engineer"
    assert card_suggestions("Retro-ingenieure")[0] == "Reverse Engineer"
    assert card_suggestions("zzzz qqqq") == []


def test_the_api_and_the_lookup_form_take_any_spelling(client):
    assert client.get("/api/cards/Saheeli’s Directive").json()["name"] == "Saheeli's Directive"
    response = client.get("/cards/", {"name": "retro-ingenieur"})
    assert response.status_code == 302
    assert response["Location"] == "/cards/reverse-engineer"
