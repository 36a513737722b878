"""Index documents from the database: one per CR paragraph, ruling, card and translation.

index.py writes them; query.py and results.py read their ids and stored fields. The shapes are the
schema's (schema.py). `Documents` reads the whole database in a few queries; its generators also take ids
for incremental updates.
"""

import json
from collections import defaultdict
from datetime import datetime
from urllib.parse import urlencode

from django.urls import reverse

from cards.models import Card, CardLocalization, card_url
from rules import plainwords
from rules.models import CRVersion, RuleParagraph, rule_url
from rulings.models import CardRuling, Ruling
from translations.models import Translation

# Today's rule documents hold their paragraphs' questions in players' words (field "asked", schema.py).
ASKED = True


def rule_doc_id(version_date, number):
    return f"rule:{version_date.isoformat()}:{number.lower()}"


def ruling_doc_id(uid):
    return f"ruling:{uid}"


def card_doc_id(slug):
    return f"card:{slug}"


def translation_doc_id(language, *, rule_lineage_id=None, ruling_uid=None):
    if rule_lineage_id is not None:
        return f"tr:{language}:rule:{rule_lineage_id}"
    return f"tr:{language}:ruling:{ruling_uid}"


def search_url(**params):
    return f"{reverse('search:search')}?{urlencode(params)}"


def ruling_url(card_slug, uid, text=""):
    if card_slug:
        return f"{card_url(card_slug)}#ruling-{uid}"
    # A ruling no card carries (yet) has no page: a search for its opening words finds it.
    return search_url(q='"' + " ".join(text.split()[:8]).replace('"', "") + '"')


def _day(d):
    return datetime(d.year, d.month, d.day) if d else None


def rule_title(number, title):
    return f"{number} {title}".strip()


def rule_family(number):
    """The numbers a rule falls under, itself last: 702.19b -> 702, 702.19, 702.19b; 704.5j -> 704, 704.5, 704.5j."""
    head, _, rest = number.partition(".")
    family = [head]
    if rest:
        digits = rest.rstrip("abcdefghijklmnopqrstuvwxyz")
        family.append(f"{head}.{digits}")
        if digits != rest:
            family.append(number)
    return family


def rule_doc(p, version_date, *, current, asks=None):
    """p: a dict with number, title, text, examples; asks: the paragraph's questions in players' words
    (rules.plainwords), searched in a field of their own and never shown."""
    examples = p.get("examples") or []
    text = "\n".join([p["text"] or ""] + [e if isinstance(e, str) else json.dumps(e) for e in examples]).strip()
    # A subrule is known by its rule's name: 702.126a is "Improvise" too, 601.2f "Casting Spells".
    title = rule_title(p["number"], p["title"] or p.get("parent__title") or p.get("parent__parent__title") or "")
    doc = {
        "id": rule_doc_id(version_date, p["number"]),
        "kind": "rule",
        "lang": "en",
        "number": p["number"].lower(),
        "version": version_date.isoformat(),
        "date": _day(version_date),
        "day": version_date.isoformat(),
        "title": title,
        "en": text,
        "url": rule_url(p["number"], None if current else version_date),
    }
    doc["family"] = " ".join(rule_family(doc["number"]))
    if asks:
        doc["asked"] = "\n".join(asks)
    if p.get("lineage_id") is not None:
        # Its French, if any, is the document tr:fr:rule:<lineage> (the answer box shows it beside the English).
        doc["lineage"] = p["lineage_id"]
    return doc


def ruling_doc(r, cards):
    """r: a dict with uid, date, source, text; cards: [(position, name, slug, french_name)] in card order."""
    names = [c[1] for c in cards]
    shown = ", ".join(names[:3]) + (f" (+{len(names) - 3})" if len(names) > 3 else "")
    first = cards[0] if cards else None
    title = f"{shown} — ruling {first[0]}" if first else "Ruling"
    all_names = names + [c[3] for c in cards if c[3]]
    return {
        "id": ruling_doc_id(r["uid"]),
        "kind": "ruling",
        "lang": "en",
        "date": _day(r["date"]),
        "day": r["date"].isoformat(),
        "source": r["source"],
        "title": title,
        "card": "\n".join(all_names),
        "cards": names,
        "placements": [list(c) for c in cards],
        "en": r["text"],
        "url": ruling_url(first[2] if first else None, r["uid"], r["text"]),
    }


def card_doc(c, french):
    """c: a dict of Card fields; french: a dict with name, type_line, text, or None."""
    faces = "\n".join(
        "\n".join(filter(None, [f.get("name", ""), f.get("type_line", ""), f.get("oracle_text", "")]))
        for f in (c.get("faces") or [])
        if isinstance(f, dict)
    )
    en = "\n".join(filter(None, [c["type_line"], c["mana_cost"], c["oracle_text"], faces]))
    fr = "\n".join(filter(None, [french["name"], french["type_line"], french["text"]])) if french else ""
    doc = {
        "id": card_doc_id(c["slug"]),
        "kind": "card",
        "lang": "en fr" if french else "en",
        "title": c["name"],
        "card": c["name"] + (f"\n{french['name']}" if french else ""),
        "en": en,
        "url": card_url(c["slug"]),
    }
    if fr:
        doc["fr"] = fr
    return doc


def translation_doc(t, original):
    """t: a dict with language, text, rule_id, ruling uid/date/source; original: the English source's document."""
    doc = {
        "id": translation_doc_id(t["language"], rule_lineage_id=t.get("rule_id"), ruling_uid=t.get("ruling_uid")),
        "kind": original["kind"],
        "lang": t["language"],
        "title": original["title"],
        "fr": t["text"],
        "url": original["url"],
        # A rule that is only a title ("702.126. Improvise") has no text: show the title.
        "original": {
            "id": original["id"],
            "title": original["title"],
            "text": original["en"] or original["title"],
            "url": original["url"],
        },
    }
    for key in ("number", "family", "version", "date", "day", "source", "card", "cards", "placements"):
        if original.get(key):
            doc[key] = original[key]
    return doc


class Documents:
    """Reads the database into index documents, a few queries for the whole set."""

    def __init__(self):
        self.current_version = CRVersion.current()
        self.french_names = dict(CardLocalization.objects.filter(language="fr").values_list("card_id", "name"))
        self.ruling_cards = defaultdict(list)
        for ruling_id, position, name, slug, card_id in (
            CardRuling.objects.order_by("ruling_id", "card__name")
            .values_list("ruling_id", "position", "card__name", "card__slug", "card_id")
            .iterator()
        ):
            self.ruling_cards[ruling_id].append((position, name, slug, self.french_names.get(card_id)))

    # Each generator yields documents; `ids` narrows them for incremental updates.

    def rules(self, version, *, current, numbers=None):
        qs = RuleParagraph.objects.filter(version=version)
        if numbers is not None:
            qs = qs.filter(number__in=numbers)
        # Today's paragraphs carry their players' words (the older versions' documents, searched by `version:`
        # alone, do not).
        asks = plainwords.asks_by_number(version) if current and ASKED else {}
        for p in qs.values(
            "number", "title", "text", "examples", "parent__title", "parent__parent__title", "lineage_id"
        ).iterator(chunk_size=5000):
            yield rule_doc(p, version.effective_date, current=current, asks=asks.get(p["number"]))

    def rulings(self, ids=None):
        qs = Ruling.objects.all() if ids is None else Ruling.objects.filter(pk__in=ids)
        for r in qs.values("id", "uid", "date", "source", "text").iterator(chunk_size=5000):
            yield ruling_doc(r, self.ruling_cards.get(r["id"], []))

    def cards(self, ids=None):
        qs = Card.objects.all() if ids is None else Card.objects.filter(pk__in=ids)
        french = {
            row["card_id"]: row
            for row in CardLocalization.objects.filter(
                language="fr", **({} if ids is None else {"card_id__in": ids})
            ).values("card_id", "name", "type_line", "text")
        }
        for c in qs.values("id", "name", "slug", "mana_cost", "type_line", "oracle_text", "faces").iterator(
            chunk_size=5000
        ):
            yield card_doc(c, french.get(c["id"]))

    def translations(self, ids=None):
        qs = Translation.objects.exclude(text="")
        if ids is not None:
            qs = qs.filter(pk__in=ids)
        rows = list(
            qs.values(
                "id",
                "language",
                "text",
                "rule_id",
                "ruling_id",
                "ruling__uid",
                "ruling__date",
                "ruling__source",
                "ruling__text",
            )
        )
        lineages = {row["rule_id"] for row in rows if row["rule_id"]}
        # A rule translation stands beside its lineage's paragraph in the newest version that has one.
        paragraphs = {}
        if lineages:
            for p in (
                RuleParagraph.objects.filter(lineage_id__in=lineages)
                .order_by("version__effective_date")
                .values(
                    "lineage_id",
                    "number",
                    "title",
                    "text",
                    "examples",
                    "parent__title",
                    "parent__parent__title",
                    "version__effective_date",
                )
            ):
                paragraphs[p["lineage_id"]] = p
        current_date = self.current_version.effective_date if self.current_version else None
        for row in rows:
            if row["rule_id"]:
                p = paragraphs.get(row["rule_id"])
                if p is None:
                    continue
                date = p["version__effective_date"]
                original = rule_doc(p, date, current=date == current_date)
                yield translation_doc(
                    {"language": row["language"], "text": row["text"], "rule_id": row["rule_id"]}, original
                )
            else:
                original = ruling_doc(
                    {
                        "uid": row["ruling__uid"],
                        "date": row["ruling__date"],
                        "source": row["ruling__source"],
                        "text": row["ruling__text"],
                    },
                    self.ruling_cards.get(row["ruling_id"], []),
                )
                yield translation_doc(
                    {"language": row["language"], "text": row["text"], "ruling_uid": row["ruling__uid"]}, original
                )

    def main(self):
        if self.current_version:
            yield from self.rules(self.current_version, current=True)
        yield from self.rulings()
        yield from self.cards()
        yield from self.translations()

    def history(self):
        """Older CR versions, one document per distinct paragraph with every version that printed it."""
        groups = {}
        qs = RuleParagraph.objects.exclude(version=self.current_version).order_by("version__effective_date", "position")
        fields = (
            "number",
            "title",
            "text",
            "examples",
            "parent__title",
            "parent__parent__title",
            "version__effective_date",
        )
        for p in qs.values(*fields).iterator(chunk_size=5000):
            key = (
                p["number"],
                p["title"],
                p["text"],
                json.dumps(p["examples"]),
                p["parent__title"],
                p["parent__parent__title"],
            )
            group = groups.get(key)
            if group is None:
                groups[key] = (p, [p["version__effective_date"]])
            else:
                group[1].append(p["version__effective_date"])
        for p, dates in groups.values():
            doc = rule_doc(p, dates[-1], current=False)
            doc["version"] = doc["day"] = " ".join(d.isoformat() for d in dates)
            doc["url"] = rule_url(p["number"])  # the version searched for is added to the link at query time
            yield doc


# --- full rebuild ------------------------------------------------------------------
