"""MTGJSON v5 at full size: an AllPrintings file made from the whole v3 corpus, imported streaming; then card lookups.

    .venv/bin/python bench/mtgjson_v5_bench.py [CORPUS] [--compress xz|gz|bz2|none] [--copies N] [--out DIR]
                                               [--lookups N]

1. Writes bench/out/AllPrintings.json.xz (or --out) in MTGJSON v5's shape from
   every set and every card of mtgjson3/: faces as v5 gives them (name
   "Front // Back", faceName, side), manaValue, identifiers.multiverseId,
   rulings, and foreignData with each language's name, the French type line and
   text from mtgjson3-fr/ (matched by the French printing's multiverse id).
   --copies N writes every set N times (codes AER, AER2, ...) to make the file
   N times bigger: the peak memory of the import must not follow.
2. In a fresh process and a fresh SQLite database: `migrate`, then
   import_mtgjson_paths on the file, with wall time and peak resident memory
   (VmHWM, reset after migrate), and the row counts. Goal: peak <= 500 MB.
3. Card lookups by name on that database (cards.selectors.find_card), each
   kind of name --lookups times: p50 and max in ms. Goal: <= 100 ms.

Not a test: the figures go into docs/benchmarks.md and docs/cards.md.
"""

import argparse
import bz2
import gzip
import json
import lzma
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from harness import ROOT, Timer, peak_rss_mb, percentile, reset_peak, setup_django, time_ms

MULTI_FACE = {"split", "aftermath", "flip", "double-faced", "transform", "modal_dfc", "adventure", "reversible_card"}
OPENERS = {"xz": lzma.open, "gz": gzip.open, "bz2": bz2.open, "none": open}
LOOKUPS = {
    "English name": ["Reverse Engineer", "Saheeli's Directive", "Aeon Chronicler", "Sultai Ascendancy"],
    "English, other case and apostrophe": ["reverse engineer", "SAHEELI’S DIRECTIVE", "aeon chronicler"],
    "a face": ["Ice", "Insectile Aberration", "Error"],
    "French name": ["Rétro-ingénieur", "Chroniqueur d'éons", "Feu // Glace", "Ascendance sultaï"],
    "French, no accents or curly apostrophe": ["retro-ingenieur", "Chroniqueur d’eons", "ASCENDANCE SULTAI"],
    "French face": ["Glace", "Aberration insectoïde", "Erreur"],
    "non-ASCII, matches nothing": ["Chroniqueur d'éons perdu", "Ｑｕｉ ｎ'ｅｘｉｓｔｅ ｐａｓ", "Über-Kärtchen"],
    "ASCII, matches nothing": ["No Such Card Anywhere", "zzzz"],
}


# ---------------------------------------------------------------- making the file


def french_texts(corpus):
    """French printing's multiverse id -> (type line, text), from the printed-text files."""
    texts = {}
    for path in sorted((corpus / "mtgjson3-fr").glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8"))["cards"]:
            if card.get("multiverseid"):
                texts.setdefault(card["multiverseid"], (card.get("originalType"), card.get("originalText")))
    return texts


def v5_card(card, french):
    names = card.get("names") or []
    multi = card.get("layout") in MULTI_FACE and len(names) > 1
    entry = {
        "name": " // ".join(names) if multi else card["name"],
        "layout": "transform" if card.get("layout") == "double-faced" else card.get("layout"),
        "manaCost": card.get("manaCost"),
        "manaValue": card.get("cmc", 0),
        "type": card.get("type"),
        "text": card.get("text"),
        "power": card.get("power"),
        "toughness": card.get("toughness"),
        "loyalty": card.get("loyalty"),
        "number": card.get("number"),
        "rulings": card.get("rulings") or [],
        "foreignData": [],
    }
    if card.get("multiverseid"):
        entry["identifiers"] = {"multiverseId": str(card["multiverseid"])}
    if multi:
        entry["faceName"] = card["name"]
        entry["side"] = "abcde"[names.index(card["name"])] if card["name"] in names else "a"
    for foreign in card.get("foreignNames") or []:
        item = {"language": foreign["language"], "name": foreign["name"]}
        if foreign.get("multiverseid"):
            item["identifiers"] = {"multiverseId": str(foreign["multiverseid"])}
            if foreign["language"] == "French" and foreign["multiverseid"] in french:
                item["type"], item["text"] = french[foreign["multiverseid"]]
        entry["foreignData"].append({k: v for k, v in item.items() if v is not None})
    return {k: v for k, v in entry.items() if v is not None}


def make_file(corpus, out, compress, copies):
    """Write the v5 file one set at a time (never the whole file in memory); returns (path, sets, cards)."""
    french = french_texts(corpus)
    sets = sorted((corpus / "mtgjson3").glob("*.json"))
    path = out / f"AllPrintings.json{'' if compress == 'none' else '.' + compress}"
    newest = max(json.loads(p.read_text(encoding="utf-8"))["releaseDate"] for p in sets)
    count_sets = count_cards = 0
    with OPENERS[compress](path, "wt", encoding="utf-8") as handle:
        handle.write(
            json.dumps({"date": newest, "version": "5.2.2 (made from the v3 corpus)"}).join(
                ['{"meta": ', ', "data": {']
            )
        )
        first = True
        for copy in range(1, copies + 1):
            for set_path in sets:
                data = json.loads(set_path.read_text(encoding="utf-8"))
                code = data["code"] if copy == 1 else f"{data['code']}{copy}"
                v5 = {
                    "name": data["name"] if copy == 1 else f"{data['name']} (copy {copy})",
                    "code": code,
                    "releaseDate": data["releaseDate"],
                    "type": data.get("type"),
                    "cards": [v5_card(card, french) for card in data["cards"]],
                }
                handle.write(("" if first else ", ") + json.dumps(code) + ": " + json.dumps(v5, ensure_ascii=False))
                first = False
                count_sets += 1
                count_cards += len(v5["cards"])
        handle.write("}}")
    return path, count_sets, count_cards


def json_size(path, compress):
    size = 0
    with OPENERS[compress](path, "rb") as handle:
        while chunk := handle.read(1 << 20):
            size += len(chunk)
    return size


# ---------------------------------------------------------------- importing (in a process of its own)


def import_file(path, db):
    setup_django(db=db, index=Path(db).parent / "index")
    from django.core.management import call_command

    from cards.models import Card, CardLocalization, CardName, CardSet, Printing
    from ingest.importers.mtgjson import import_mtgjson_paths
    from rulings.models import CardRuling, Ruling

    call_command("migrate", verbosity=0)
    reset_peak()
    with Timer() as first:
        report = import_mtgjson_paths([path])
    peak = peak_rss_mb()
    with Timer() as second:
        again = import_mtgjson_paths([path])
    french = CardLocalization.objects.filter(language="fr")
    rows = {
        "sets": CardSet.objects.count(),
        "cards": Card.objects.count(),
        "printings": Printing.objects.count(),
        "localizations": CardLocalization.objects.count(),
        "french names": french.exclude(name="").count(),
        "french texts": french.exclude(text="").count(),
        "rulings": Ruling.objects.count(),
        "card rulings": CardRuling.objects.count(),
        "indexed names": CardName.objects.count(),
    }
    return {
        "seconds": first.seconds,
        "peak_mb": peak,
        "failed": report.failed,
        "changes": report.changes,
        "again_seconds": second.seconds,
        "again_changes": again.changes,
        "rows": rows,
    }


def lookups(db, rounds):
    setup_django(db=db)
    from cards.selectors import card_suggestions, find_card

    for names in LOOKUPS.values():  # a warm-up round: the first query of a process opens the database
        for name in names:
            find_card(name)
    results = {}
    for kind, names in LOOKUPS.items():
        times, found = [], {}
        for _ in range(rounds):
            for name in names:
                with Timer() as t:
                    card = find_card(name)
                times.append(t.ms)
                found[name] = card.name if card else None
        results[kind] = {
            "p50": statistics.median(times),
            "p95": percentile(times, 95),
            "max": max(times),
            "found": found,
        }
    misses = LOOKUPS["non-ASCII, matches nothing"] + ["Reverse Engineeer", "Chroniqeur d'eons"]
    times = [time_ms(card_suggestions, name) for name in misses]
    results["suggestions for a name that found nothing"] = {
        "p50": statistics.median(times),
        "p95": percentile(times, 95),
        "max": max(times),
    }
    return results


# ---------------------------------------------------------------- main


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", nargs="?", default=os.environ.get("MTG_CORPUS", ROOT.parent / "shared" / "corpus"))
    parser.add_argument("--compress", choices=sorted(OPENERS), default="xz")
    parser.add_argument("--copies", type=int, default=1)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "out")
    parser.add_argument("--lookups", type=int, default=20)
    parser.add_argument("--child", nargs=2, metavar=("FILE", "DB"), help=argparse.SUPPRESS)
    parser.add_argument("--child-lookups", metavar="DB", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(import_file(*args.child)))
        return
    if args.child_lookups:
        print(json.dumps(lookups(args.child_lookups, args.lookups)))
        return

    corpus = Path(args.corpus)
    if not (corpus / "mtgjson3").is_dir():
        sys.exit(f"{corpus} is not the corpus folder (no mtgjson3/ in it): pass it as the argument or set MTG_CORPUS")
    args.out.mkdir(parents=True, exist_ok=True)
    with Timer() as making:
        path, sets, cards = make_file(corpus, args.out, args.compress, args.copies)
    raw = json_size(path, args.compress)
    print(f"file: {path} ({path.stat().st_size / 1e6:.1f} MB, {raw / 1e6:.1f} MB of JSON; {sets} sets, {cards} cards)")
    print(f"made in {making.seconds:.1f} s")

    db = Path(tempfile.mkdtemp(prefix="v5-bench-")) / "bench.sqlite3"
    child = [sys.executable, __file__, "--child", str(path), str(db)]
    result = json.loads(subprocess.run(child, check=True, capture_output=True, text=True).stdout.splitlines()[-1])
    print(
        f"import_mtgjson: {result['seconds']:.1f} s, peak RSS {result['peak_mb']:.0f} MB, {result['changes']} changes"
    )
    print(
        f"again (no-op): {result['again_seconds']:.1f} s, {result['again_changes']} changes; failed: {result['failed']}"
    )
    for name, count in result["rows"].items():
        print(f"  {name:<16} {count:>8}")

    child = [sys.executable, __file__, "--child-lookups", str(db), "--lookups", str(args.lookups)]
    found = json.loads(subprocess.run(child, check=True, capture_output=True, text=True).stdout.splitlines()[-1])
    print(f"find_card, {args.lookups} rounds, ms:")
    for kind, figures in found.items():
        print(f"  {kind:<42} p50 {figures['p50']:7.2f}  p95 {figures['p95']:7.2f}  max {figures['max']:7.2f}")
        for name, card in figures.get("found", {}).items():
            print(f"      {name!r} -> {card!r}")
    print(f"database: {db} ({db.stat().st_size / 1e6:.0f} MB)")


if __name__ == "__main__":
    main()
