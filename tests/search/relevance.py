"""The relevance set: what a judge types, and a text that must be in the top five.

Shared by the sample tests and the whole-corpus tests. Each expectation is a
piece of the text a judge is looking for (a ruling, a rule, a card, a French
text or a lineage note), not a document id, so the same list holds for any
data set that contains those texts.
"""

import html
import re

from cards.models import Card
from rules.models import RuleParagraph
from rulings.models import Ruling
from translations.models import Translation

# (query, text expected in one of the top five results)
SAMPLE_QUERIES = [
    ("improvise colored mana", "Improvise can't pay for {W}, {U}, {B}, {R}, {G}, or {C}"),
    ("improvisation", "L'improvisation est une capacité statique"),
    ("702.125a", "today it is 702.126a"),
    ("702.126a", "Improvise is a static ability"),
    ("cout total", "coût total"),
    ("coût total", "coût total"),
    ("improvize", "Improvise is a static ability"),
    ("contraptoin", "Contraptions aren't put into your main deck"),
    ("saheelis directive", "Saheeli's Directive considers the individual"),
    ('card:"Whir of Invention"', "Improvise doesn't change a spell's mana cost"),
    ("total cost", "The player determines the total cost of the spell"),
    ("601.2f", "The player determines the total cost of the spell"),
    ("tap creatures crew ability", "You may tap more creatures than necessary to activate a crew ability"),
    ("vehicle attack declare attackers", "For a Vehicle to be able to attack"),
    ("aftermath graveyard exiled", "A spell with aftermath cast from a graveyard will always be exiled"),
    ("split card two names", "Each split card has two names"),
    ("delirium card types graveyard", "Most triggered delirium abilities"),
    ("Angel of Deliverance lethal damage", "If Angel of Deliverance deals lethal damage to a creature"),
    (
        "Archangel Avacyn delayed trigger upkeep",
        "delayed triggered ability triggers at the beginning of the next upkeep",
    ),
    ("{T} mana ability artifact improvise", "If an artifact you control has a mana ability with {T}"),
    ("{X} reduce cost artifact spell", "If an artifact spell has {X} in its mana cost"),
    ("scrapyard", "it instead goes to the scrapyard"),
    ("CRANK! counter sprocket", "move the CRANK! counter to the next sprocket"),
    ("Contraption deck fifteen", "at least fifteen different Contraption cards"),
    ("assemble empty Contraption deck", "Contraption deck is empty, nothing happens"),
    ("living metal", '"Living metal" means'),
    ("More Than Meets the Eye", '"More Than Meets the Eye [cost]" means'),
    ("convert transform", "The convert keyword action functions the same way as the transform"),
    ("converted permanent mana value front face", "The mana value of a converted permanent"),
    ("equipment tapped creature", "Equipment attached to a creature doesn't become tapped"),
    ("undaunted", "Undaunted is a static ability"),
    ("kind:card contraption crank", "Whenever you crank"),
    ("kind:rule improvise", "Improvise is a static ability"),
    ("date:2017 improvise", "Improvise doesn't change a spell's mana cost"),
    ("lang:fr coût total", "coût total"),
    ('"alternative cost"', "alternative cost"),
    ("kind:ruling improvise NOT colored NOT total", "Improvise doesn't change a spell's mana cost"),
    ("crew OR aftermath", "crew"),
    ("improv*", "Improvise"),
    ("Prowl exiled cards play", "exiled by Prowl"),
    ("noncreature permanents static ability vehicle", "applies only to noncreature permanents"),
    ("double-faced card front face", "characteristics of a double-faced card's front face"),
    ("version:2018-07-13 improvise", "Improvise is a static ability"),
    ("Directive de Saheeli", "Saheeli's Directive"),
]

# Over the whole corpus (MTG_CORPUS): all 26 CR versions, every card and ruling, the French printed texts.
CORPUS_QUERIES = SAMPLE_QUERIES[:3] + [
    # A French question without its question mark reads the French players' questions (sfr14).
    ("meuler 3 cartes alors qu'il m'en reste 2 dans la bibliothèque", "mill a number of cards greater than"),
    ("improvise", "Improvise is a static ability"),
    ("613.8", "Within a layer or sublayer, determining which order effects are applied"),
    ("protection from", "Protection from [quality"),  # one of the rules of 702.16
    ("flashback cast from graveyard", "Flashback"),
    ("Jace, the Mind Sculptor", "Jace, the Mind Sculptor"),
    ("equipment tapped creature", "Equipment attached to a creature doesn't become tapped"),
    ("deathtouch trample lethal damage", "deathtouch"),
    ("hexproof", "Hexproof is a static ability"),
    ("state-based actions legend rule", "legend rule"),
    ("contraptoin", "Contraption"),
    ("mana abilty", "mana ability"),
    ("saheelis directive", "Saheeli's Directive"),
    ('card:"Whir of Invention"', "Improvise"),
    ("Ronronnement de l'inventivité", "Whir of Invention"),
    ("ronronnement inventivite", "Whir of Invention"),
    ("702.34a", "Flashback appears on some instants and sorceries"),
    ("layer dependency", "Within a layer or sublayer, determining which order effects are applied"),
    ('"counter target spell unless its controller pays"', "counter target spell unless its controller pays"),
    ("split second", "Split second"),
    ("storm copies", "Storm"),
    ("version:2021-04-22 companion", "companion"),
]


def haystack(result):
    """Everything a judge sees of a result, and the whole text of what it points at."""
    parts = [result.get("title", ""), re.sub(r"</?mark>", "", html.unescape(result.get("snippet", "")))]
    parts.append((result.get("original") or {}).get("text", ""))
    kind, _, rest = result["id"].partition(":")
    if kind == "rule":
        date, _, number = rest.partition(":")
        parts += RuleParagraph.objects.filter(version__effective_date=date, number=number).values_list(
            "text", flat=True
        )
    elif kind == "ruling":
        parts += Ruling.objects.filter(uid=rest).values_list("text", flat=True)
    elif kind == "card":
        for card in Card.objects.filter(slug=rest):
            parts += [card.name, card.oracle_text, *card.localizations.values_list("text", flat=True)]
    elif kind == "tr":
        language, _, target = rest.partition(":")
        what, _, key = target.partition(":")
        found = Translation.objects.filter(
            language=language, **({"rule_id": key} if what == "rule" else {"ruling__uid": key})
        )
        parts += found.values_list("text", flat=True)
    return "\n".join(p for p in parts if p)


def top_five_contains(search, query, needle):
    results = search(query)["results"][:5]
    texts = [haystack(r) for r in results]
    return any(needle.lower() in text.lower() for text in texts), [r["title"] for r in results]
