"""Today's paragraphs expanded with the words the CR and the cards say about each (rulefinder.build's fields): the
titles above a paragraph, its examples, the glossary definitions that point to it, the reminder text of its
keyword, its players' words; and the names of the keyword rules and of the sections of a kind of card or a variant.
"""

import re
from collections import Counter, defaultdict

from cards.models import Card
from rules import plainwords
from rules.models import GlossaryEntry, RuleParagraph

SEE_RULE = re.compile(r"\b(\d{3}\.\d+[a-z]?|\d{3})\b")
KEYWORD_RULE = re.compile(r"70[12]\.\d+")  # a keyword or keyword action: 702.19, 701.21
KIND_TITLE = re.compile(r"(.+) (?:Cards|Variant|Options?)")
REMINDER = re.compile(r"^([A-Z][a-z]+(?: [a-z]+){0,2})(?: [^()\n]{0,20})?\s*\(([^()]{15,300})\)")


def expanded_paragraphs(version):
    """{number: {field: text}} for today's paragraphs, with the words the CR and the cards say about each."""
    paragraphs = list(
        RuleParagraph.objects.filter(version=version).values("id", "number", "kind", "title", "text", "parent_id")
    )
    examples = dict(RuleParagraph.objects.filter(version=version).values_list("id", "examples"))
    by_id = {p["id"]: p for p in paragraphs}
    fields = {}
    for p in paragraphs:
        above, parent, rule_title = [], by_id.get(p["parent_id"]), p["title"]
        while parent is not None:
            if parent["title"]:
                if not rule_title and parent["kind"] == RuleParagraph.Kind.RULE and "." in parent["number"]:
                    rule_title = parent["title"]
                else:
                    above.append(parent["title"])
            parent = by_id.get(parent["parent_id"])
        fields[p["number"]] = {
            "text": p["text"],
            "title": rule_title,
            "above": " ".join(above),
            "examples": " ".join(examples.get(p["id"]) or []),
            "glossary": "",
            "reminder": "",
            "asked": "",
            "asks": [],
            "asks_fr": [],
            "parent": by_id[p["parent_id"]]["number"] if p["parent_id"] in by_id else None,
        }
    for term, text in GlossaryEntry.objects.filter(version=version).values_list("term", "text"):
        for number in dict.fromkeys(SEE_RULE.findall(text)):
            if number in fields:
                fields[number]["glossary"] += f" {term} {text}"
    _add_reminders(fields)
    for number, asks in plainwords.asks_by_number(version).items():
        if number in fields:
            fields[number]["asked"] = " ".join(asks)
            fields[number]["asks"] = list(asks)
    for number, asks in plainwords.asks_by_number(version, language=plainwords.FRENCH).items():
        if number in fields:
            fields[number]["asks_fr"] = list(asks)
    return fields


def keyword_rules(fields):
    """{keyword's name, lowered: its rule's number} of the keywords and keyword actions (702.19 Trample)."""
    return {f["title"].lower(): n for n, f in fields.items() if KEYWORD_RULE.fullmatch(n) and f["title"]}


def _add_reminders(fields):
    """Reminder text of cards' keywords, given to the keyword's rule (702.x, 701.x) and its first subrule."""
    keywords = keyword_rules(fields)
    reminders = defaultdict(Counter)
    for text in Card.objects.exclude(oracle_text="").values_list("oracle_text", flat=True).iterator(chunk_size=5000):
        for line in text.splitlines():
            found = REMINDER.match(line.strip())
            if found and found.group(1).lower() in keywords:
                reminders[keywords[found.group(1).lower()]][found.group(2)] += 1
    for number, texts in reminders.items():
        # The few most printed reminders: a keyword's wording varies little, its numbers do.
        words = " ".join(t for t, _ in texts.most_common(3))
        for target in (number, f"{number}a"):
            if target in fields:
                fields[target]["reminder"] += " " + words


def kinds(fields):
    """{name: section number} of the sections the CR titles as a kind of card or a variant of the game ("711.
    Leveler Cards", "810. Two-Headed Giant Variant", "801. Limited Range of Influence Option"), the casual
    variants (chapter 9: "902. Vanguard") and the additional rules of a designation or a random event (chapter 7:
    "724. The Monarch", "706. Rolling a Die"): their rules govern that kind, variant or event alone. A player's
    creature that "died" is no die rolled."""
    found = {}
    for number, f in fields.items():
        title = f["title"] or ""
        if not re.fullmatch(r"\d{3}", number) or number.endswith("00") or not title:
            continue
        name = KIND_TITLE.fullmatch(title)
        if name:
            found[name[1].lower()] = number
        elif number.startswith("7") and re.fullmatch(r"The .+|(?:Rolling|Flipping) an? .+", title):
            found[title.lower()] = number
        elif number.startswith("9"):
            found[title.lower()] = number
    return found
