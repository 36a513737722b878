"""Small input files in the real shapes of Scryfall's bulk data and of MTGJSON v5, written by the tests.

The cards are real (Delver of Secrets, a transform card; Fire // Ice, a split
card; Reverse Engineer, already in the sample from MTGJSON v3), their Oracle
texts as Scryfall gives them and their French as printed (Innistrad's Delver,
the Commander printing of Fire // Ice, from the corpus's printed-text files).
Ids (oracle, printing, multiverse) and the rulings' wording beyond MTGJSON's
are made up: the tests only need the sources to agree on them.
"""

import bz2
import gzip
import json
import lzma
import uuid

NAMESPACE = uuid.UUID("6ba7b811-9dad-11d1-80b4-00c04fd430c8")


def oracle_id(name):
    return str(uuid.uuid5(NAMESPACE, f"oracle:{name}"))


def printing_id(name, set_code, lang):
    return str(uuid.uuid5(NAMESPACE, f"printing:{name}:{set_code}:{lang}"))


DELVER = {
    "name": "Delver of Secrets // Insectile Aberration",
    "layout": "transform",
    "cmc": 1.0,
    "faces": [
        {
            "name": "Delver of Secrets",
            "mana_cost": "{U}",
            "type_line": "Creature — Human Wizard",
            "oracle_text": "At the beginning of your upkeep, look at the top card of your library. You may reveal "
            "that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.",
            "power": "1",
            "toughness": "1",
        },
        {
            "name": "Insectile Aberration",
            "mana_cost": "",
            "type_line": "Creature — Human Insect",
            "oracle_text": "Flying",
            "power": "3",
            "toughness": "2",
        },
    ],
    "french": [
        (
            "Sondeur de secrets",
            "Créature : — humain et sorcier",
            "Au début de votre entretien, regardez la carte du dessus de votre bibliothèque. Vous pouvez révéler "
            "cette carte. Si une carte d'éphémère ou de rituel est révélée de cette manière, transformez le "
            "Sondeur de secrets.",
        ),
        ("Aberration insectoïde", "Créature : — humain et insecte", "Vol"),
    ],
}
FIRE_ICE = {
    "name": "Fire // Ice",
    "layout": "split",
    "cmc": 4.0,
    "faces": [
        {
            "name": "Fire",
            "mana_cost": "{1}{R}",
            "type_line": "Instant",
            "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets.",
        },
        {
            "name": "Ice",
            "mana_cost": "{1}{U}",
            "type_line": "Instant",
            "oracle_text": "Tap target permanent.\nDraw a card.",
        },
    ],
    "french": [
        (
            "Feu",
            "Éphémère",
            "Le Feu inflige 2 blessures réparties comme vous le désirez entre une ou deux cibles, créatures et/ou "
            "joueurs.",
        ),
        ("Glace", "Éphémère", "Engagez le permanent ciblé.\nPiochez une carte."),
    ],
}
REVERSE_ENGINEER = {
    "name": "Reverse Engineer",
    "layout": "normal",
    "cmc": 5.0,
    "faces": [
        {
            "name": "Reverse Engineer",
            "mana_cost": "{3}{U}{U}",
            "type_line": "Sorcery",
            "oracle_text": "Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're "
            "done activating mana abilities pays for {1}.)\nDraw three cards.",
        }
    ],
    "french": [("Rétro-ingénieur", "Rituel", "Improvisation\nPiochez trois cartes.")],
}
SETS = {
    "isd": ("Innistrad", "2011-09-30", "expansion", 226749),
    "mh2": ("Modern Horizons 2", "2021-06-18", "draft_innovation", 522290),
    "aer": ("Aether Revolt", "2017-01-20", "expansion", 423709),
}
CARD_SETS = {DELVER["name"]: "isd", FIRE_ICE["name"]: "mh2", REVERSE_ENGINEER["name"]: "aer"}
NUMBERS = {DELVER["name"]: "51", FIRE_ICE["name"]: "290", REVERSE_ENGINEER["name"]: "42"}
RULINGS = [
    # The same ruling as MTGJSON v3's (same date and words, a typographic apostrophe): one ruling.
    (
        REVERSE_ENGINEER["name"],
        "wotc",
        "2018-07-13",
        "Improvise doesn’t change a spell's mana cost or converted mana cost.",
    ),
    (
        REVERSE_ENGINEER["name"],
        "scryfall",
        "2021-04-15",
        "Reverse Engineer's French printing in Aether Revolt names improvise “Improvisation”.",
    ),
    (
        DELVER["name"],
        "wotc",
        "2011-09-22",
        "You may reveal the card even if it's not an instant or sorcery. Whether or not you reveal it, the card "
        "stays on top of your library.",
    ),
    (FIRE_ICE["name"], "wotc", "2021-06-18", "Fire // Ice's mana value is 4 anywhere but on the stack."),
]


def scryfall_card(card, lang="en"):
    """One card object as Scryfall's bulk files give it."""
    set_code = CARD_SETS[card["name"]]
    set_name, released, set_type, multiverse = SETS[set_code]
    obj = {
        "object": "card",
        "id": printing_id(card["name"], set_code, lang),
        "oracle_id": oracle_id(card["name"]),
        "multiverse_ids": [multiverse + (0 if lang == "en" else 1000)],
        "name": card["name"],
        "lang": lang,
        "released_at": released,
        "layout": card["layout"],
        "cmc": card["cmc"],
        "set": set_code,
        "set_name": set_name,
        "set_type": set_type,
        "collector_number": NUMBERS[card["name"]],
        "rarity": "common",
    }
    faces = card["faces"]
    if len(faces) == 1:
        obj.update({k: v for k, v in faces[0].items() if k != "name"})
        if lang != "en":
            obj.update(dict(zip(("printed_name", "printed_type_line", "printed_text"), card["french"][0], strict=True)))
        return obj
    obj["mana_cost"] = " // ".join(f["mana_cost"] for f in faces) if card["layout"] == "split" else ""
    obj["type_line"] = " // ".join(f["type_line"] for f in faces)
    obj["card_faces"] = []
    for face, french in zip(faces, card["french"], strict=True):
        item = {"object": "card_face", **face}
        if lang != "en":
            item.update(dict(zip(("printed_name", "printed_type_line", "printed_text"), french, strict=True)))
        obj["card_faces"].append(item)
    return obj


def scryfall_rulings():
    return [
        {"object": "ruling", "oracle_id": oracle_id(name), "source": source, "published_at": day, "comment": text}
        for name, source, day, text in RULINGS
    ]


def write_json(path, data, compress=""):
    """The data as JSON, plain or compressed ("gz", "xz", "bz2") as publishers ship it."""
    raw = json.dumps(data, ensure_ascii=False).encode("utf-8")
    opener = {"": None, "gz": gzip.compress, "xz": lzma.compress, "bz2": bz2.compress}[compress]
    path.write_bytes(opener(raw) if opener else raw)
    return path


def scryfall_files(folder, stamp="20250301090000", *, french=True, compress=""):
    """oracle-cards, all-cards (with French printings) and rulings files as Scryfall names them."""
    suffix = ".json.gz" if compress == "gz" else ".json"
    cards = [DELVER, FIRE_ICE, REVERSE_ENGINEER]
    oracle = write_json(folder / f"oracle-cards-{stamp}{suffix}", [scryfall_card(c) for c in cards], compress)
    every = [scryfall_card(c) for c in cards] + ([scryfall_card(c, "fr") for c in cards] if french else [])
    all_cards = write_json(folder / f"all-cards-{stamp}{suffix}", every, compress)
    rulings = write_json(folder / f"rulings-{stamp}{suffix}", scryfall_rulings(), compress)
    return oracle, all_cards, rulings


def v5_card(card, face_index, set_code):
    """One face's entry in an MTGJSON v5 set (a card of several faces has one entry per face)."""
    faces = card["faces"]
    face = faces[face_index]
    _, _, _, multiverse = SETS[set_code]
    entry = {
        "name": card["name"],
        "layout": card["layout"],
        "manaCost": face["mana_cost"] or None,
        "manaValue": card["cmc"],
        "type": face["type_line"],
        "text": face["oracle_text"],
        "number": NUMBERS[card["name"]],
        "identifiers": {"scryfallOracleId": oracle_id(card["name"]), "multiverseId": str(multiverse)},
        "rulings": [{"date": day, "text": text} for name, _, day, text in RULINGS if name == card["name"]],
        "foreignData": [
            {
                "language": "French",
                "name": " // ".join(f[0] for f in card["french"]),
                "text": card["french"][face_index][2],
                "type": card["french"][face_index][1],
                "identifiers": {"multiverseId": str(multiverse + 1000)},
            }
        ],
    }
    if len(faces) > 1:
        entry["faceName"] = face["name"]
        entry["side"] = "ab"[face_index]
        entry["foreignData"][0]["faceName"] = card["french"][face_index][0]
    for key in ("power", "toughness"):
        if key in face:
            entry[key] = face[key]
    return {k: v for k, v in entry.items() if v is not None}


def v5_all_printings(path, date="2025-02-01", compress=""):
    """AllPrintings.json as MTGJSON v5 ships it: meta, then data -> set code -> set with its cards."""
    data = {}
    for card in (DELVER, FIRE_ICE, REVERSE_ENGINEER):
        set_code = CARD_SETS[card["name"]]
        name, released, set_type, _ = SETS[set_code]
        entry = data.setdefault(
            set_code.upper(),
            {"name": name, "code": set_code.upper(), "releaseDate": released, "type": set_type, "cards": []},
        )
        entry["cards"].extend(v5_card(card, i, set_code) for i in range(len(card["faces"])))
    return write_json(path, {"meta": {"date": date, "version": "5.2.2+20250201"}, "data": data}, compress)
