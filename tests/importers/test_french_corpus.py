"""French card data on the whole v3 corpus and its French printed texts (needs MTG_CORPUS).

The corpus is imported once for the module, inside a transaction rolled back
at its end; each test runs in a savepoint of its own within it.
"""

import json

import pytest

from cards.models import CardLocalization, Printing
from cards.selectors import find_card
from ingest.importers.mtgjson import import_mtgjson_paths
from ingest.importers.printed import looks_english, looks_english_type
from tests.builders import rolled_back_at_the_end

pytestmark = [pytest.mark.corpus, pytest.mark.django_db]


@pytest.fixture(scope="module")
def corpus(corpus_dir, django_db_setup, django_db_blocker):
    with rolled_back_at_the_end(django_db_blocker):
        report = import_mtgjson_paths([corpus_dir / "mtgjson3", corpus_dir / "mtgjson3-fr"])
        assert report.failed == []
        yield corpus_dir


def french(name):
    return CardLocalization.objects.get(card__name=name, language="fr")


def faces(localization):
    """[(name, type line, text)] of every face, front first."""
    names = localization.name.split(" // ")
    rows = [(names[0], localization.type_line, localization.text)]
    rows += [(f["name"], f["type_line"], f["text"]) for f in localization.faces]
    return rows


def test_no_french_text_or_type_line_is_english(corpus):
    english = []
    for loc in CardLocalization.objects.filter(language="fr").select_related("card"):
        card_texts = [loc.card.oracle_text] + [f.get("oracle_text", "") for f in loc.card.faces]
        for (_, type_line, text), oracle in zip(faces(loc), card_texts, strict=False):
            if looks_english(text, [oracle]) or looks_english_type(type_line):
                english.append(loc.card.name)
    assert english == []


def test_a_printing_that_repeats_the_english_keeps_the_french_of_an_older_one(corpus, client):
    # C16 prints Aeon Chronicler's English as its "French"; Planar Chaos (2007) has the French.
    chronicler = french("Aeon Chronicler")
    assert chronicler.name == "Chroniqueur d'éons"
    assert chronicler.text.startswith("La force et l'endurance du Chroniqueur d'éons sont chacune égale")
    assert chronicler.type_line == "Créature : — avatar"
    for name in ("Chroniqueur d'éons", "Chroniqueur d’éons", "chroniqueur d'eons", "CHRONIQUEUR D'ÉONS"):
        response = client.get(f"/api/cards/{name}")
        assert response.status_code == 200, name
        assert response.json()["name"] == "Aeon Chronicler", name
    # Trial // Error: C16's English halves, Dissension's (2006) French.
    trial = faces(french("Trial // Error"))
    assert trial[0][2].startswith("Renvoyez toutes les créatures bloquantes ou bloquées par la créature ciblée")
    assert trial[1] == ("Erreur", "Éphémère", "Contrecarrez le sort multicolore ciblé.")


def test_every_face_keeps_its_french(corpus):
    delver = faces(french("Delver of Secrets // Insectile Aberration"))
    assert delver[0][0] == "Sondeur de secrets"
    assert delver[0][2].startswith("Au début de votre entretien")
    assert delver[1] == ("Aberration insectoïde", "Créature : — humain et insecte", "Vol")
    fire = french("Fire // Ice")
    assert fire.name == "Feu // Glace"
    assert faces(fire)[0][2].startswith("Le Feu inflige 2 blessures réparties comme vous le désirez")
    assert faces(fire)[1] == ("Glace", "Éphémère", "Engagez le permanent ciblé.\nPiochez une carte.")
    life = french("Life // Death")
    assert life.name == "Vie // Mort"
    assert life.text == ""
    assert faces(life)[1][2].startswith("Renvoyez en jeu la carte de créature ciblée de votre cimetière")
    illusion = faces(french("Illusion // Reality"))
    assert illusion[0][2] == ""
    assert illusion[1][2] == "Détruisez l'artefact ciblé."
    # Dragon's Maze puts every field of the fuse half between "//" lines; the fuse reminder is both halves'.
    profit = faces(french("Profit // Loss"))
    assert profit[1][0] == "Perte"
    assert profit[1][2].endswith("Fusion (Vous pouvez lancer une ou deux moitiés de cette carte depuis votre main.)")
    # The 68 transform cards whose back face's French the importer used to drop.
    back_faces = CardLocalization.objects.filter(language="fr", card__layout="double-faced")
    assert sum(1 for loc in back_faces if loc.faces and loc.faces[0]["text"]) == 68


def test_names_match_across_typography_and_by_multiverse_id(corpus):
    # The printed-text files write "Branle-bas de combat !" with a no-break space; the set files without.
    assert (
        french("Take Up Arms").text == "Mettez sur le champ de bataille trois jetons de créature 1/1 blanche Guerrier."
    )
    assert french("Call the Gatewatch").text.startswith("Cherchez dans votre bibliothèque une carte de planeswalker")
    # The misspelt "Sultai Ascendacy" (CP2) is the card it names: one card, not two.
    assert french("Sultai Ascendancy").text.startswith("Au début de votre entretien, regardez les deux cartes")
    assert find_card("Sultai Ascendacy") is None or find_card("Sultai Ascendacy").name == "Sultai Ascendancy"
    assert not CardLocalization.objects.filter(card__name="Sultai Ascendacy").exists()
    assert find_card("Ascendance sultaï").name == "Sultai Ascendancy"  # the card printed most often
    assert find_card("Appelez les Sentinelles !").name == "Call the Gatewatch"
    assert find_card("Appelez les Sentinelles\u00a0!").name == "Call the Gatewatch"


def test_every_french_text_of_the_source_is_on_the_site(corpus):
    """Each printed-text entry whose text is French: its printing's card shows French text."""
    missing = []
    for path in sorted((corpus / "mtgjson3-fr").glob("*.fr.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for entry in data["cards"]:
            if not entry.get("originalText") or looks_english(entry["originalText"], [entry.get("text", "")]):
                continue
            number = entry["number"].rstrip("ab")
            printing = (
                Printing.objects.filter(card_set__code=data["code"], number__in=[entry["number"], number + "a", number])
                .select_related("card")
                .first()
            )
            if printing is None:
                missing.append((data["code"], entry["name"], "no printing"))
                continue
            loc = printing.card.localizations.filter(language="fr").first()
            if loc is None or not any(text for _, _, text in faces(loc)):
                missing.append((data["code"], entry["name"], printing.card.name))
    assert missing == []


def test_figures(corpus):
    """The counts docs/cards.md reports (before this importer: 14,838 names, 10,862 French texts, no back face)."""
    rows = CardLocalization.objects.filter(language="fr")
    named = rows.exclude(name="").count()
    texted = sum(1 for loc in rows if any(text for _, _, text in faces(loc)))
    every_face = sum(
        1 for loc in rows.filter(card__name__contains=" // ") if all(name and text for name, _, text in faces(loc))
    )
    print(f"\nFrench: {named} names, {texted} texts, {every_face} cards of several faces with every face's French")
    assert named == 14827  # 14,838 before v3's 11 duplicate names ("Boros Guildgate (a)") were merged
    assert texted == 10873
    assert every_face >= 70
