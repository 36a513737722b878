"""Card facts a judge reads: split cards' mana value, v3's duplicate names, French on the right half, rulings lists.

The set files are excerpts of the corpus's MTGJSON v3 files (the cards' own fields as the corpus gives them),
written by the tests in v3's shape.
"""

import itertools

import pytest

from cards.models import Card, CardLocalization
from ingest.importers.mtgjson import import_mtgjson_paths
from ingest.importers.scraped_pages import import_page_files
from ingest.importers.scryfall import import_scryfall_paths
from rulings.models import CardRuling, Ruling

from . import shapes
from .conftest import FIXTURES

pytestmark = pytest.mark.django_db


def v3_set(folder, code, name, released, cards):
    return shapes.write_json(
        folder / f"{code}.json", {"name": name, "code": code, "releaseDate": released, "cards": cards}
    )


def v3_card(name, cost, cmc, type_line, text, *, number, names=None, layout="normal", rulings=(), multiverse=None):
    card = {
        "name": name,
        "layout": layout,
        "manaCost": cost,
        "cmc": cmc,
        "type": type_line,
        "text": text,
        "number": number,
        "rulings": [{"date": day, "text": words} for day, words in rulings],
    }
    if names:
        card["names"] = names
    if multiverse:
        card["multiverseid"] = multiverse
    return card


FIRE = ("Fire", "{1}{R}", 2, "Instant", "Fire deals 2 damage divided as you choose among one or two targets.")
ICE = ("Ice", "{1}{U}", 2, "Instant", "Tap target permanent.\nDraw a card.")


def fire_ice_v3(folder):
    cards = [
        v3_card(*FIRE, number="32a", names=["Fire", "Ice"], layout="split"),
        v3_card(*ICE, number="32b", names=["Fire", "Ice"], layout="split"),
    ]
    return v3_set(folder, "DDJ", "Duel Decks: Izzet vs. Golgari", "2012-09-07", cards)


def rulings_of(name):
    return [cr.ruling.text for cr in CardRuling.objects.filter(card__name=name).select_related("ruling")]


@pytest.mark.parametrize("source", ["v3", "scryfall"])
def test_a_split_cards_mana_value_is_both_halves_off_the_stack(tmp_path, client, source):
    # CR 202.3d / 709.4b: off the stack, Fire // Ice has the mana cost {1}{R} // {1}{U} and mana value 4.
    if source == "v3":
        report = import_mtgjson_paths([fire_ice_v3(tmp_path)])
    else:
        oracle, _, _ = shapes.scryfall_files(tmp_path, french=False)
        report = import_scryfall_paths([oracle])
    assert report.failed == []
    card = Card.objects.get(name="Fire // Ice")
    assert (card.mana_cost, card.mana_value) == ("{1}{R} // {1}{U}", 4)
    assert card.faces[0]["mana_cost"] == "{1}{U}"
    data = client.get("/api/cards/Fire // Ice").json()
    assert (data["mana_cost"], data["mana_value"]) == ("{1}{R} // {1}{U}", 4)
    page = client.get(card.get_absolute_url()).content.decode()
    assert "Mana value 4" in page
    assert 'title="{1}{R} // {1}{U}"' in page


def test_split_card_values_do_not_depend_on_the_import_order(tmp_path):
    oracle, _, _ = shapes.scryfall_files(tmp_path, french=False)
    v3 = fire_ice_v3(tmp_path)
    seen = set()
    for first, second in itertools.permutations(
        [lambda: import_mtgjson_paths([v3]), lambda: import_scryfall_paths([oracle])]
    ):
        Card.objects.filter(name="Fire // Ice").delete()
        first()
        second()
        card = Card.objects.get(name="Fire // Ice")
        seen.add((card.mana_cost, card.mana_value))
    assert seen == {("{1}{R} // {1}{U}", 4)}


def test_v3_duplicate_names_are_the_card_they_name(tmp_path):
    gate = ("{T}: Add {R} or {W}.", "Land")
    grn = [
        v3_card(
            f"Boros Guildgate ({art})",
            "",
            0,
            gate[1],
            f"Boros Guildgate enters the battlefield tapped.\n{gate[0]}",
            number=f"243{art}",
        )
        for art in "ab"
    ]
    ascendancy = (
        "{B}{G}{U}",
        3,
        "Enchantment",
        "Sultai Ascendancy\nAt the beginning of your upkeep, look at the top two cards of your library.",
    )
    ktk = [v3_card("Sultai Ascendancy", *ascendancy, number="203")]
    cp2 = [v3_card("Sultai Ascendacy", "{U}{B}{G}", *ascendancy[1:], number="14")]
    paths = [
        v3_set(tmp_path, "GRN", "Guilds of Ravnica", "2018-10-05", grn),
        v3_set(tmp_path, "KTK", "Khans of Tarkir", "2014-09-26", ktk),
        v3_set(tmp_path, "CP2", "Fate Reforged Clash Pack", "2015-01-23", cp2),
    ]
    assert import_mtgjson_paths(paths).failed == []
    names = set(Card.objects.values_list("name", flat=True))
    assert {"Boros Guildgate", "Sultai Ascendancy"} <= names
    assert not {"Boros Guildgate (a)", "Boros Guildgate (b)", "Sultai Ascendacy"} & names
    gate_card = Card.objects.get(name="Boros Guildgate")
    # Unstable's lettered cards are cards of their own, each with its text: they keep their letter.
    ust = [
        v3_card(f"Everythingamajig ({art})", "{5}", 5, "Artifact", text, number=f"147{art}")
        for art, text in (("a", "{2}, {T}: Move a counter."), ("b", "Sacrifice a land: Add two mana."))
    ]
    assert import_mtgjson_paths([v3_set(tmp_path, "UST", "Unstable", "2017-12-08", ust)]).failed == []
    amajigs = Card.objects.filter(name__startswith="Everythingamajig")
    assert sorted(amajigs.values_list("name", flat=True)) == ["Everythingamajig (a)", "Everythingamajig (b)"]
    assert sorted(gate_card.printings.values_list("number", flat=True)) == ["243a", "243b"]
    assert sorted(Card.objects.get(name="Sultai Ascendancy").sets.values_list("code", flat=True)) == ["CP2", "KTK"]


def test_a_card_without_rulings_in_its_newest_set_has_none(tmp_path):
    # Lhurgoyf: Deckmasters (2001) carries a ruling of 2008; Commander Anthology 2018, whose other cards carry
    # rulings, gives it none: the card's list is the newest printing's, empty.
    lhurgoyf = (
        "{2}{G}{G}",
        4,
        "Creature — Lhurgoyf",
        "Lhurgoyf's power is equal to the number of creature cards in "
        "all graveyards and its toughness is equal to that number plus 1.",
    )
    old_ruling = ("2008-04-01", 'A "creature card" is any card with the type creature, even if it has other types.')
    other_ruling = ("2018-06-08", "Another card's ruling, so that this set is one that lists rulings.")
    dkm = v3_set(
        tmp_path,
        "DKM",
        "Deckmasters",
        "2001-12-01",
        [v3_card("Lhurgoyf", *lhurgoyf, number="46", rulings=[old_ruling])],
    )
    cm2 = v3_set(
        tmp_path,
        "CM2",
        "Commander Anthology Volume II",
        "2018-06-08",
        [
            v3_card("Lhurgoyf", *lhurgoyf, number="120"),
            v3_card("Other Card", "{G}", 1, "Instant", "Draw a card.", number="121", rulings=[other_ruling]),
        ],
    )
    # A set listing no ruling at all (Unglued, promos) says nothing of a card's rulings.
    unglued = v3_set(
        tmp_path,
        "UGL",
        "Unglued",
        "2019-01-01",
        [v3_card("Other Card", "{G}", 1, "Instant", "Draw a card.", number="9")],
    )
    for order in ([dkm, cm2, unglued], [unglued, cm2, dkm]):
        Card.objects.all().delete()
        Ruling.objects.all().delete()
        for path in order:
            assert import_mtgjson_paths([path]).failed == []
        assert rulings_of("Lhurgoyf") == []
        assert rulings_of("Other Card") == [other_ruling[1]]


STAND = ("Stand", "{W}", 1, "Instant", "Prevent the next 2 damage that would be dealt to target creature this turn.")
DELIVER = ("Deliver", "{2}{U}", 3, "Instant", "Return target permanent to its owner's hand.")
STAND_FR = "Prévenez, ce tour-ci, les prochaines 2 blessures qui devraient être infligées à la créature ciblée."


def invasion(folder, stand_french):
    """INV's Stand // Deliver and its French entries as the corpus gives them (Deliver's carries Stand's French)."""
    cards = [
        v3_card(*STAND, number="292a", names=["Stand", "Deliver"], layout="split", multiverse=20573),
        v3_card(*DELIVER, number="292b", names=["Stand", "Deliver"], layout="split", multiverse=20573),
    ]
    entries = [
        {
            "name": "Stand",
            "multiverseid": 185585,
            "number": "292a",
            "originalText": stand_french,
            "originalType": "Éphémère",
            "text": STAND[4],
            "type": "Instant",
        },
        {
            "name": "Deliver",
            "multiverseid": 185585,
            "number": "292b",
            "originalText": STAND_FR,
            "originalType": "Éphémère",
            "text": DELIVER[4],
            "type": "Instant",
        },
    ]
    return [
        v3_set(folder, "INV", "Invasion", "2000-10-02", cards),
        shapes.write_json(
            folder / "INV.fr.json", {"name": "Invasion", "code": "INV", "language": "fr", "cards": entries}
        ),
    ]


def test_french_on_the_wrong_half_goes_to_the_half_it_translates(tmp_path):
    # The corpus's Stand entry repeats the English as its "French"; Deliver's carries Stand's French.
    report = import_mtgjson_paths(invasion(tmp_path, STAND[4]))
    assert report.failed == []
    french = CardLocalization.objects.get(card__name="Stand // Deliver", language="fr")
    assert french.text == STAND_FR
    assert all(not face.get("text") for face in french.faces)
    assert any("'Deliver' (multiverse id 185585): its French translates 'Stand'" in note for note in report.notes)


def test_french_on_the_wrong_half_is_refused_when_that_half_has_its_own(tmp_path):
    own = "Prévenez les 2 prochaines blessures qui devraient être infligées à la créature ciblée ce tour-ci."
    report = import_mtgjson_paths(invasion(tmp_path, own))
    assert report.failed == []
    french = CardLocalization.objects.get(card__name="Stand // Deliver", language="fr")
    assert french.text == own
    assert all(not face.get("text") for face in french.faces)
    assert any("'Deliver' (multiverse id 185585) refused" in note for note in report.notes)


PROWL = {
    "name": "Prowl, Stoic Strategist // Prowl, Pursuit Vehicle",
    "layout": "transform",
    "cmc": 3.0,
    "faces": [
        {
            "name": "Prowl, Stoic Strategist",
            "mana_cost": "{2}{W}",
            "type_line": "Legendary Artifact Creature — Robot",
            "oracle_text": "More Than Meets the Eye {1}{W}\nWhenever Prowl attacks, exile up to one other target "
            "tapped creature or Vehicle. For as long as that card remains exiled, its owner may play it.",
        },
        {
            "name": "Prowl, Pursuit Vehicle",
            "mana_cost": "",
            "type_line": "Legendary Artifact — Vehicle",
            "oracle_text": "Living metal\nWhenever Prowl attacks, draw a card.",
        },
    ],
    "french": [("Prowl, stratège stoïque", "", ""), ("Prowl, véhicule de poursuite", "", "")],
}
PROWL_RULINGS = [
    ("wotc", "2022-10-14", "A spell cast this way enters the battlefield with its back face up."),
    ("wotc", "2022-10-14", "A ruling Scryfall lists that the scraped page does not."),
    ("scryfall", "2022-10-20", "Scryfall's note on Prowl: not an official ruling."),
]


def prowl_sources(folder):
    shapes.CARD_SETS[PROWL["name"]], shapes.NUMBERS[PROWL["name"]] = "aer", "99"
    try:
        oracle = shapes.write_json(folder / "oracle-cards-20250301090000.json", [shapes.scryfall_card(PROWL)])
        french = shapes.scryfall_card(PROWL, "fr")
        french["released_at"] = "2025-06-01"  # a later printing than the Oracle file's
        french["card_faces"][1]["oracle_text"] = "Living metal"  # cut short in that file
        printings = shapes.write_json(folder / "all-cards-20250301090000.json", [french])
    finally:
        del shapes.CARD_SETS[PROWL["name"]], shapes.NUMBERS[PROWL["name"]]
    rulings = shapes.write_json(
        folder / "rulings-20250301090000.json",
        [
            {
                "object": "ruling",
                "oracle_id": shapes.oracle_id(PROWL["name"]),
                "source": source,
                "published_at": day,
                "comment": text,
            }
            for source, day, text in PROWL_RULINGS
        ],
    )
    page = FIXTURES / "seeds" / "002_8b43115710296b34.txt"
    return {
        "oracle": lambda: import_scryfall_paths([oracle, rulings]),
        "printings": lambda: import_scryfall_paths([printings]),
        "page": lambda: import_page_files([page]),
    }


def prowl_as_shown(client):
    card = Card.objects.get(name=PROWL["name"])
    placed = CardRuling.objects.filter(card=card).select_related("ruling").order_by("position")
    return {
        "slug": card.slug,
        "faces": card.faces,
        "text": card.oracle_text,
        "rulings": [(cr.position, cr.ruling.uid, cr.ruling.source) for cr in placed],
        "french": list(card.localizations.values_list("language", "name")),
    }


def test_the_same_files_in_any_order_give_the_same_card(tmp_path, client):
    sources = prowl_sources(tmp_path)
    seen = {}
    for order in itertools.permutations(sources):
        Card.objects.all().delete()
        Ruling.objects.all().delete()
        for name in order:
            assert sources[name]().failed == [], order
        seen[order] = prowl_as_shown(client)
    first = next(iter(seen.values()))
    for order, shown in seen.items():
        assert shown == first, order
    # Oracle text only from the Oracle file; Scryfall's note after every WotC ruling.
    assert first["faces"][0]["oracle_text"] == PROWL["faces"][1]["oracle_text"]
    assert [source for _, _, source in first["rulings"]][-1] == "scryfall"
    assert (
        sorted(source for _, _, source in first["rulings"]) == ["scryfall"] + ["wotc"] * 17
    )  # the page's 16, one more of Scryfall's
    assert first["slug"] == "prowl-stoic-strategist-prowl-pursuit-vehicle"
    # The address the card had while known by its front face's name alone still leads to it.
    response = client.get("/cards/prowl-stoic-strategist")
    assert (response.status_code, response["Location"]) == (302, f"/cards/{first['slug']}")
