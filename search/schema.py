"""The Whoosh schema: one document per CR paragraph, ruling, card and translation.

Two indexes share it: `main` holds today's CR with the rulings, cards and
translations (what every query searches), `history` holds the paragraphs of
older CR versions (searched only through `version:`). Keeping the old
versions out of the main index keeps the default query as fast as the newest
CR alone (the measured p95 nearly doubled with all 26 versions in one index).
In `history` a paragraph printed unchanged in several versions is one
document whose `version` lists them all (64,000 paragraphs, 5,500 distinct).
"""

from whoosh.fields import DATETIME, ID, KEYWORD, STORED, TEXT, Schema

from .analysis import english_analyzer, french_analyzer, name_analyzer

# Fields a query searches when it names none, with their weights.
DEFAULT_FIELDS = {"title": 3.0, "card": 2.0, "en": 1.0, "fr": 0.9, "asked": 1.0}
# A query in French (its words are French words the English texts never use) searches the French
# texts and card names: English documents only matched it through stems shared by chance
# (improvisation/improvise), crowding out the French text asked for. Each French hit carries its English.
FRENCH_FIELDS = {"fr": 1.0, "card": 2.0}
# Among equal matches a judge wants the rule first, and a card found by the words of its text last (a card
# named in the query is found by its name, weighted 3 and 2 above): scores are multiplied by these.
KIND_PRIORS = {"rule": 2.0, "ruling": 1.0, "card": 0.5}
# When the query names a card, its rulings and page are what is asked for.
CARD_PRIORS = {"rule": 1.3, "ruling": 1.0, "card": 1.0}
KINDS = ("rule", "ruling", "card")
LANGUAGES = ("en", "fr")


def build_schema():
    return Schema(
        id=ID(unique=True, stored=True),
        kind=ID(stored=True),  # rule, ruling, card (a translation has its target's kind)
        lang=KEYWORD(stored=True),  # "en", "fr"; a card with French text is "en fr"
        number=ID(stored=True),  # rule number, lower case: 702.125a
        # The rule numbers it falls under, itself included ("702 702.19 702.19b"): a rule's family in one term.
        family=KEYWORD(),
        version=KEYWORD(stored=True),  # CR effective dates (ISO) that printed this paragraph
        date=DATETIME(stored=True),  # ruling date, or the CR version's date
        # The same dates as ISO text, one term each: a date range is then a union of a few cached
        # term sets (counting.py) rather than Whoosh's walk over numeric range terms (45 ms cold).
        day=KEYWORD(),
        source=ID(stored=True),  # wotc, scryfall
        title=TEXT(analyzer=english_analyzer(), stored=True),
        card=TEXT(analyzer=name_analyzer(), stored=True),  # card names, English and French, one per line
        en=TEXT(analyzer=english_analyzer(), stored=True),
        fr=TEXT(analyzer=french_analyzer(), stored=True),
        # A rule paragraph's questions in players' words (rules/plainwords), searched, never shown.
        asked=TEXT(analyzer=english_analyzer()),
        url=STORED(),
        cards=STORED(),  # a ruling's cards, English names in the order shown
        # A ruling's place on each of its cards: [(position, name, slug, French name)], to number and link a shared
        # ruling for the card a query names.
        placements=STORED(),
        lineage=STORED(),  # a rule paragraph's RuleLineage id (for its translation's document)
        # For a translation: {"id", "title", "text", "url"} of its English source.
        original=STORED(),
    )
