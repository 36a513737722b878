"""Scraped ruling pages (the seeds of fixtures/seeds/): find the card, store rulings and French texts (reading a page
is ingest.importers.page_reading).

Storing (import_page_files) is one transaction per page:
- The card: the heading resolved through English names, faces and printed
  names; a heading naming no known card is an error (a typo must not create a
  card). A page without heading is matched by its rulings against the
  rulings of the same date; the card carrying most of them wins, ties going to
  the card with the fewest other rulings, then to the first name. A page whose
  rulings match nothing is attributed to the card its rulings name in full
  ("Prowl, Stoic Strategist"): found, or created with only its name.
- English rulings matching an existing ruling (same date, same text up to
  symbols, punctuation and "mana value"/"converted mana cost") are that
  ruling; others become new rulings, their stripped symbols repaired from the
  matched English when there is one.
- French texts become Translations of the English ruling they translate
  (crosslingual.score); a machine-translation notice makes them origin and
  status "machine". French CR paragraphs become the official translation of
  their lineage, in the newest CR version where that number has that title.
"""

import difflib
import re
from collections import Counter
from pathlib import Path

from django.db import transaction
from django.db.models import Max, Min

from cards.models import Card, CardLocalization
from cards.selectors import find_card
from dataversion.announce import SYNC, announce
from rules.models import RuleParagraph
from rulings.models import CardRuling, Ruling
from rulings.wording import match_key
from translations.models import Translation, text_hash

from .common import (
    InputError,
    fold,
    guess_language,
    looks_stripped,
    normalize_space,
    repair_symbols_by_gaps,
    repair_symbols_from_english,
    ruling_uid,
    symbol_groups,
)
from .crosslingual import MIN_SCORE, align_in_order, score
from .page_reading import FULL_NAME, FUZZY_MIN, parse_page, read_page
from .writing import ImportReport

# ---------------------------------------------------------------- storing


class PageReport(ImportReport):
    noun = "pages"


def import_page_files(paths, *, stdout=None, progress=None):
    """Import scraped ruling pages, one transaction each; returns a PageReport (failed pages listed, others kept).
    progress (streams.Progress): a step per page."""
    report = PageReport()
    paths = list(paths)
    for done, path in enumerate(paths, 1):
        if progress is not None:
            progress.step(Path(path).name, done, len(paths))
        report.files += 1
        page_report = PageReport()
        try:
            with transaction.atomic():
                import_page(path, page_report)
                if page_report.changes:
                    announce(SYNC)  # cached pages built from the old data are never served again
        except InputError as exc:
            report.failed.append(str(exc))
            continue
        except Exception as exc:
            report.failed.append(f"{path}: not imported: {type(exc).__name__}: {exc}")
            continue
        report.created.update(page_report.created)
        report.updated.update(page_report.updated)
        report.notes.extend(page_report.notes)
        if stdout is not None:
            stdout.write(f"{path}: {page_report.changes} changes")
    return report


def import_page(path, report):
    """Store one page (the caller holds the transaction). Raises InputError for a page that cannot be stored."""
    path = Path(path)
    page = parse_page(read_page(path), source=str(path))
    name = path.name
    english = [r for r in page["rulings"] if r["language"] == "en"]
    foreign = [r for r in page["rulings"] if r["language"] != "en"]
    for ruling in page["rulings"]:
        if ruling["source"] not in Ruling.Source.values:
            known = ", ".join(Ruling.Source.values)
            raise InputError(
                f"{path}: line {ruling['line']}: unknown ruling source {ruling['source']!r} (known: {known})"
            )

    if page["heading"]:
        card, how = _heading_card(page, path)
        matches = [_match_existing(r, card=card) for r in english]
    else:
        matches = [_match_existing(r) for r in english]
        card, how = _page_card(english, matches)
    report.notes.append(f"{name}: card {card.name if card else '(none)'} ({how})")

    for ruling, match in zip(english, matches, strict=False):
        if match is not None:
            existing, repaired = match
            if repaired:
                report.notes.append(
                    f"{name}: line {ruling['line']}: stripped mana symbols repaired from ruling {existing.uid}"
                )
            _link(card, existing, report)
            continue
        stripped = looks_stripped(ruling["text"])
        if stripped:
            report.notes.append(
                f"{name}: line {ruling['line']}: mana symbols stripped and no English original to repair them from"
            )
        uid_ruling, created = _ruling(ruling, flags=["symbols_stripped"] if stripped else [])
        if created:
            report.created["rulings"] += 1
        elif stripped and "symbols_stripped" not in uid_ruling.flags:
            uid_ruling.flags = [*uid_ruling.flags, "symbols_stripped"]
            uid_ruling.save(update_fields=["flags"])
            report.updated["rulings"] += 1
        _link(card, uid_ruling, report)

    origin, status = (
        (Translation.Origin.MACHINE, Translation.Status.MACHINE)
        if page["machine_translated"]
        else (Translation.Origin.OFFICIAL, None)
    )
    if foreign:
        _store_dated_translations(foreign, card, origin, status, report, name)
    if page["bullets"]:
        _store_bullets(page["bullets"], card, origin, status, report, name)
    if page["rules"]:
        _store_rule_translations(page["rules"], origin, report, name)
    if page["trailing"]:
        language = guess_language(" ".join(page["trailing"]))
        report.notes.append(
            f"{name}: {len(page['trailing'])} trailing lines ({language}) after the last ruling not stored: "
            f"card text, not a ruling{' (machine-translated)' if page['machine_translated'] else ''}"
        )
    if page["card_text"]:
        report.notes.append(
            f"{name}: the page's printed card text not stored: the MTGJSON printed texts are the source for card texts"
        )


def _match_existing(ruling, card=None):
    """(existing Ruling, repaired?) for a page ruling that is an existing ruling; None otherwise."""
    candidates = list(Ruling.objects.filter(date=ruling["date"], source=ruling["source"]))
    if card is not None:
        # The card's own rulings first: the same text can be dated differently on other cards.
        own = list(card.rulings.filter(date=ruling["date"]))
        candidates = own + [c for c in candidates if c not in own]
    key = match_key(ruling["text"])
    keyed = [(match_key(c.text), c) for c in candidates]
    best = next((c for candidate_key, c in keyed if candidate_key == key), None)
    if best is None:
        # A day can carry a thousand rulings (a whole set): cheap upper bounds first.
        best_score = FUZZY_MIN
        for candidate_key, candidate in keyed:
            matcher = difflib.SequenceMatcher(None, candidate_key, key, autojunk=False)
            if matcher.real_quick_ratio() >= best_score and matcher.quick_ratio() >= best_score:
                value = matcher.ratio()
                if value >= best_score:
                    best, best_score = candidate, value
    if best is None:
        return None
    repaired = (
        "{" not in ruling["text"]
        and bool(symbol_groups(best.text))
        and repair_symbols_from_english(ruling["text"], best.text) is not None
    )
    return best, repaired


def _heading_card(page, path):
    card = find_card(page["heading"])
    if card is None:
        raise InputError(f"{path}: line {page['heading_line']}: the page names an unknown card {page['heading']!r}")
    how = (
        "heading"
        if card.name.casefold() == page["heading"].casefold()
        else f"heading {page['heading']!r}, a printed name"
    )
    return card, how


def _page_card(english, matches):
    matched = [m[0] for m in matches if m]
    if matched:
        counts = Counter(CardRuling.objects.filter(ruling__in=matched).values_list("card_id", flat=True))
        if counts:
            top = max(counts.values())
            tied = list(Card.objects.filter(id__in=[c for c, n in counts.items() if n == top]).order_by("name"))
            totals = Counter(CardRuling.objects.filter(card__in=tied).values_list("card_id", flat=True))
            tied.sort(key=lambda c: (totals[c.id], c.name))
            how = f"{top} of {len(english)} rulings match"
            if len(tied) > 1:
                how += f"; {len(tied)} cards match equally, chose the one with fewest other rulings, then by name"
            return tied[0], how
    mentions = Counter(m for r in english for m in FULL_NAME.findall(r["text"]))
    for mentioned, _ in sorted(mentions.items(), key=lambda item: (-item[1], item[0])):
        card = find_card(mentioned)
        if card is not None:
            return card, f"named {mentions[mentioned]} times in its rulings"
    if mentions:
        mentioned = sorted(mentions.items(), key=lambda item: (-item[1], item[0]))[0][0]
        card, _ = Card.objects.get_or_create(name=mentioned)
        return card, f"not in the card data: created from the name its rulings give ({mentions[mentioned]} mentions)"
    return None, "no card found: rulings stored without a card"


def _ruling(ruling, flags=()):
    uid = ruling_uid(ruling["date"], ruling["source"], ruling["text"])
    defaults = {"date": ruling["date"], "source": ruling["source"], "text": ruling["text"], "flags": list(flags)}
    return Ruling.objects.get_or_create(uid=uid, defaults=defaults)


def _link(card, ruling, report):
    if card is None or CardRuling.objects.filter(card=card, ruling=ruling).exists():
        return
    placed = CardRuling.objects.filter(card=card)
    last = placed.aggregate(last=Max("position"))["last"] or 0
    notes = placed.filter(ruling__source=Ruling.Source.SCRYFALL)
    if ruling.source == Ruling.Source.SCRYFALL or not notes.exists():
        position = last + 1
    else:
        # A WotC ruling goes before Scryfall's notes, as the card importers place them: the same list in any
        # order of imports. Moved one by one from the end, so no two rows ever share a position.
        position = notes.aggregate(first=Min("position"))["first"]
        for note in notes.order_by("-position"):
            note.position += 1
            note.save(update_fields=["position"])
    CardRuling.objects.create(card=card, ruling=ruling, position=position)
    report.created["card ruling links"] += 1


def _french_names(rulings):
    """French printed name -> English name, for the cards carrying these rulings (names are anchors in the score)."""
    card_ids = CardRuling.objects.filter(ruling__in=rulings).values_list("card_id", flat=True)
    return {
        loc.name: loc.card.name
        for loc in CardLocalization.objects.filter(card_id__in=card_ids, language="fr").select_related("card")
        if loc.name
    }


def _related_rulings(card):
    """Rulings of the cards that share a ruling text with this card (other improvise cards, other Contraptions)."""
    texts = list(card.rulings.values_list("text", flat=True))
    cards = CardRuling.objects.filter(ruling__text__in=texts).exclude(card=card).values_list("card_id", flat=True)
    return list(
        Ruling.objects.filter(card_rulings__card_id__in=cards)
        .exclude(card_rulings__card=card)
        .distinct()
        .order_by("date", "id")
    )


def _translation_text(french, english, flags):
    """The French with its mana symbols back from the English; flags symbols_stripped when they cannot be placed."""
    runs = symbol_groups(english.text)
    if not runs or "{" in french:
        return french
    repaired = repair_symbols_by_gaps(french, runs)
    if repaired is None:
        flags.append("symbols_stripped")
        return french
    return repaired


def _store_bullets(bullets, card, origin, status, report, name):
    """An undated French list: aligned in order with the card's rulings, then the related cards' rulings."""
    if card is None:
        report.notes.append(f"{name}: {len(bullets)} undated rulings not stored: no card to match them with")
        return
    texts = [b["text"] for b in bullets]
    own = [cr.ruling for cr in CardRuling.objects.filter(card=card).select_related("ruling").order_by("position")]
    related = _related_rulings(card)
    names = _french_names(own + related)
    used, pairs = set(), {}
    for i, j, value in align_in_order(texts, [r.text for r in own], card_names=names):
        pairs[i] = (own[j], value, f"in order with {card.name}'s ruling {j + 1}")
        used.add(own[j].id)
    for i, text in enumerate(texts):
        if i in pairs:
            continue
        scored = sorted(
            ((score(text, r.text, card_names=names), -r.id, r) for r in related if r.id not in used),
            key=lambda t: t[:2],
            reverse=True,
        )
        if scored and scored[0][0] >= MIN_SCORE:
            value, _, ruling = scored[0]
            carrier = ruling.cards.order_by("name").first()
            pairs[i] = (
                ruling,
                value,
                f"by meaning with a ruling of {carrier.name if carrier else 'another card'} ({ruling.date})",
            )
            used.add(ruling.id)
    for i, bullet in enumerate(bullets):
        if i not in pairs:
            report.notes.append(f"{name}: line {bullet['line']}: French ruling matches no English ruling: not stored")
            continue
        ruling, value, how = pairs[i]
        report.notes.append(
            f"{name}: line {bullet['line']}: translation of ruling {ruling.uid}, matched {how} (score {value:.2f})"
        )
        own_card = how.startswith("in order")
        _store_translation(ruling, bullet["text"], bullet["language"], origin, status, report, name, reviewed=own_card)


def _store_dated_translations(rulings, card, origin, status, report, name):
    """Dated rulings in another language: each one translates a ruling of the card with that date."""
    for item in rulings:
        candidates = (
            list(card.rulings.filter(date=item["date"])) if card else list(Ruling.objects.filter(date=item["date"]))
        )
        names = _french_names(candidates)
        scored = sorted(
            ((score(item["text"], r.text, card_names=names), -r.id, r) for r in candidates),
            key=lambda t: t[:2],
            reverse=True,
        )
        if not scored or scored[0][0] < MIN_SCORE:
            report.notes.append(
                f"{name}: line {item['line']}: {item['language']} ruling matches no English ruling of that date: "
                "not stored"
            )
            continue
        _store_translation(
            scored[0][2], item["text"], item["language"], origin, status, report, name, reviewed=card is not None
        )


def _store_translation(ruling, text, language, origin, status, report, name, *, reviewed):
    flags = []
    text = _translation_text(normalize_space(text), ruling, flags)
    if status is None:
        # Official text matched to the card's own list is approved; a looser match or a hole asks for a review.
        status = Translation.Status.APPROVED if reviewed and not flags else Translation.Status.NEEDS_REVIEW
    values = {
        "text": text,
        "origin": origin,
        "status": status,
        "flags": flags,
        "source_hash": text_hash(ruling.text),
        "source_text": ruling.text,
    }
    _upsert_translation(report, name, f"ruling {ruling.uid}", {"ruling": ruling, "language": language}, values)


def _upsert_translation(report, name, what, target, values):
    existing = Translation.objects.filter(**target).first()
    if existing is None:
        Translation.objects.create(**target, **values)
        report.created["translations"] += 1
        return
    if existing.origin == Translation.Origin.EDITOR or (
        existing.origin == Translation.Origin.OFFICIAL and values["origin"] != Translation.Origin.OFFICIAL
    ):
        report.notes.append(f"{name}: {what}: kept the existing {existing.origin} translation")
        return
    if any(getattr(existing, k) != v for k, v in values.items()):
        for k, v in values.items():
            setattr(existing, k, v)
        existing.revision += 1
        existing.save()
        report.updated["translations"] += 1


def _store_rule_translations(rules, origin, report, name):
    """French CR paragraphs: the official translation of their rule, found by number and title."""
    titles = {r["number"]: r["title"] for r in rules if r["title"]}
    for rule in rules:
        paragraph = _english_paragraph(rule["number"], titles)
        if paragraph is None:
            report.notes.append(
                f"{name}: rule {rule['number']} not stored: no imported CR version has that number with that title"
            )
            continue
        if paragraph.lineage_id is None:
            report.notes.append(f"{name}: rule {rule['number']} not stored: the paragraph has no lineage")
            continue
        english = paragraph.full_text
        values = {
            "text": rule["text"] or rule["title"],
            "origin": origin,
            "status": Translation.Status.APPROVED
            if origin == Translation.Origin.OFFICIAL
            else Translation.Status.MACHINE,
            "flags": [],
            "source_hash": text_hash(english),
            "source_text": english,
        }
        report.notes.append(
            f"{name}: rule {rule['number']} is the translation of {paragraph.number} "
            f"in the CR of {paragraph.version.effective_date}"
        )
        _upsert_translation(
            report, name, f"rule {rule['number']}", {"rule_id": paragraph.lineage_id, "language": "fr"}, values
        )


def _same_title(french, english):
    """ "Improvisation" is the French of "Improvise": titles agree on their first letters (all but the ending)."""
    french, english = fold(french), fold(english)
    stem = english[: max(4, len(english) - 2)]
    return bool(english) and (french.startswith(stem) or english.startswith(french[: max(4, len(french) - 4)]))


def _english_paragraph(number, titles):
    """The paragraph with this number in the newest CR version where its rule has the page's title."""
    rule_number = re.match(r"^\d{3}\.\d+", number).group()
    title = titles.get(rule_number)
    versions = (
        RuleParagraph.objects.filter(number=rule_number).select_related("version").order_by("-version__effective_date")
    )
    for rule in versions:
        if title is None or _same_title(title, rule.title or rule.text):
            return RuleParagraph.objects.filter(version=rule.version, number=number).select_related("version").first()
    return None
