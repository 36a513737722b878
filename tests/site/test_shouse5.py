"""shouse5: a keyword's rule page reads the rulings linked by a card's reminder text with the linker's own
keyword_reminded (rulings.links.reminded_of), and caches them under a key the cache takes."""

import warnings

import pytest
from django.core.cache.backends.base import CacheKeyWarning

from rules.models import RuleLineage
from tests.builders import make_card, make_ruling
from tests.importers.conftest import import_of_2022, links_of
from tests.importers.test_links43 import LANDWALK

pytestmark = pytest.mark.django_db

FIRST_STRIKE = [
    "7. Additional Rules",
    "702. Keyword Abilities",
    "702.1. Most abilities describe exactly what they do.",
    "702.7. First Strike",
    "702.7a First strike is a static ability that modifies the rules for the combat damage step.",
]


def _shown(number, keyword, numbers):
    from rulings.selectors import rulings_resting_on

    lineages = set(RuleLineage.objects.filter(paragraphs__number__startswith=number).values_list("id", flat=True))
    return [r.id for r in rulings_resting_on(lineages, numbers=numbers, keyword=keyword)]


def test_a_reminder_text_on_a_cards_other_face_lists_its_ruling_as_the_linker_links_it(no_cr, tmp_path, client):
    # The linker reads every face of the card (card_text_without_names); the page's sift read the first face's
    # text only, and missed the ruling on the back face's snow landwalk.
    import_of_2022(tmp_path, LANDWALK)
    musher = make_card(
        "Musher Front Test // Musher Back Test",
        oracle_text="At the beginning of your upkeep, transform this creature.",
        faces=[
            {
                "name": "Musher Back Test",
                "oracle_text": "Snow landwalk (This creature can't be blocked as long as defending player controls a "
                "snow land.)",
            }
        ],
    )
    told = make_ruling(musher, "2022-11-20", "It can't be blocked as long as defending player controls a snow land.")
    other = make_ruling(musher, "2022-11-20", "It transforms at the beginning of your upkeep.")
    assert [link["number"] for link in links_of(musher, told)] == ["702.14"]
    assert links_of(musher, other) == []
    assert _shown("702.14", "Landwalk", ["702.14", "702.14a"]) == [told.id]
    page = client.get("/rules/702.14").content.decode()
    assert f"ruling-{told.uid}" in page
    assert f"ruling-{other.uid}" not in page


def test_a_keyword_of_two_words_is_cached_under_a_key_the_cache_takes(no_cr, tmp_path):
    # "keyword-reminded:first strike" held a space: memcached-safe keys have none, and Django's cache warned
    # (CacheKeyWarning) on every cold first strike page.
    import_of_2022(tmp_path, FIRST_STRIKE)
    striker = make_card(
        "Striker Test",
        oracle_text="First strike (This creature deals combat damage before creatures without first strike.)",
    )
    told = make_ruling(striker, "2022-11-20", "It deals combat damage before creatures without that ability.")
    assert [link["number"] for link in links_of(striker, told)] == ["702.7"]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert _shown("702.7", "First strike", ["702.7", "702.7a"]) == [told.id]
    assert [w for w in caught if issubclass(w.category, CacheKeyWarning)] == []
