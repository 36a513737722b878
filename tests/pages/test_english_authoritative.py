"""English is authoritative wherever a French text appears: in the JSON beside each French text, and on the pages."""

import pytest

from cards.models import CardLocalization
from rules.templatetags.rules_text import rules_text, translation_text
from rules.text import TextLinker
from tests.markup import find, find_all, text_of

pytestmark = pytest.mark.django_db


def test_card_json_says_which_text_is_authoritative(client):
    data = client.get("/api/cards/Reverse Engineer").json()
    assert data["authoritative"] is True
    assert data["authoritative_languages"]["en"] is True
    assert data["names"]["fr"] and data["authoritative_languages"]["fr"] is False
    assert all(face["authoritative"] is False for faces in data["printed"].values() for face in faces)
    translated = [r for r in data["rulings"] if r["translations"]]
    assert translated
    for ruling in translated:
        assert ruling["authoritative"] is True
        assert all(t["authoritative"] is False for t in ruling["translations"])


def test_rule_json_says_which_text_is_authoritative(client):
    data = client.get("/api/rules/702.125a?version=2021-02-15").json()
    assert data["authoritative"] is True
    assert data["translations"] and all(t["authoritative"] is False for t in data["translations"])


def test_pages_say_it_beside_each_french_text(client):
    html = client.get("/cards/reverse-engineer").content.decode()
    frenches = find_all(html, "div", class_="french")
    assert frenches
    for block in frenches:
        assert "the English is authoritative" in text_of(block)
    printed = CardLocalization.objects.filter(language="fr").exclude(text="").select_related("card").first()
    page = client.get(printed.card.get_absolute_url()).content.decode()
    assert "the English is authoritative" in text_of(find(page, "section", class_="french"))
    rule = client.get("/rules/702.125a?version=2021-02-15").content.decode()
    assert "the English is authoritative" in text_of(find(rule, "div", class_="french"))


def test_a_french_word_never_links_the_english_glossary_term_of_its_spelling():
    # French "pile" is the stack; the English glossary's Pile is another thing. Rule numbers still link.
    linker = TextLinker(version_date="2022-04-29", glossary_terms=["Pile", "Improvise"])
    english = str(rules_text("Put a pile of cards on the stack (see rule 702.126a).", linker))
    assert 'class="term"' in english
    french = str(translation_text("Le sort est sur la pile (voir la règle 702.126a).", linker))
    assert 'class="term"' not in french
    assert 'href="/rules/702.126a?version=2022-04-29"' in french
