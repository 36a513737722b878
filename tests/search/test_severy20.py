"""Helper severy20 (its everyday14 set is checked in test_set_shapes.py): a basic land type's walk is landwalk (702.14a
"[type]walk"; the glossary's Islandwalk, Swampwalk… say "See Landwalk."), read as the CR's word (search/jargon.toml)."""

import pytest

from .conftest import jargon_named as named
from .conftest import numbers_found


@pytest.mark.parametrize(
    "question",
    [
        "My creature has islandwalk, can they block it?",
        "Do two swampwalk creatures cancel each other out?",
        "what does snow forestwalk mean",
        "Mountainwalk and plainswalk on the same creature",
    ],
)
def test_a_land_type_s_walk_searches_landwalk(question):
    understood, terms = named(question)
    assert terms and terms[0] == "islandwalk"
    assert "landwalk" in understood.text


def test_landwalk_itself_names_no_walk():
    assert named("How does landwalk work?")[1] == []


@pytest.mark.search
@pytest.mark.django_db
def test_a_forestwalk_question_reaches_the_landwalk_rule(today):
    found = numbers_found(
        "My forestwalk guy attacks and their land is only a Forest because of another card, can they block?"
    )
    assert "702.14c" in found
