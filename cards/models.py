"""Cards, sets, printings, printed names and texts in other languages, and the index of every name a card goes by.

Where a card's data comes from is kept with it: `text_source` says it in words
(the card page shows it) and `text_key` orders sources, so the importers can
let the newest source win whatever order files are imported in (see
ingest.importers.writer).
"""

import re
import unicodedata

from django.db import connection, models
from django.db.models import Q
from django.urls import reverse
from django.utils.text import slugify


def card_url(slug):
    return reverse("cards:card", args=[slug])


# Typography people do not type: curly apostrophes and quotes, no-break and thin spaces, dashes.
_TYPOGRAPHY = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201b": "'",
        "\u2032": "'",
        "`": "'",
        "\u00b4": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u00ab": '"',
        "\u00bb": '"',
        "\u2010": "-",
        "\u2011": "-",
        "\u2012": "-",
        "\u2013": "-",
        "\u2014": "-",
        "\u00a0": " ",
        "\u2007": " ",
        "\u2009": " ",
        "\u202f": " ",
        "\u00ad": None,
        "\u00e6": "ae",  # Æther Vial is Aether Vial since Oracle dropped the ligature
        "\u0153": "oe",
    }
)
_FACE_SEPARATOR = re.compile(r"\s*//\s*")


def name_key(name):
    """The form under which a typed name meets a card's name: `Chroniqueur d’éons` = `chroniqueur d'eons`.

    Unicode compatibility forms (full-width letters) made plain, case folded,
    accents folded (a phone keyboard may not offer them), curly apostrophes and
    no-break spaces made ASCII, white space collapsed, " // " spaced one way.
    """
    text = unicodedata.normalize("NFKC", name or "").casefold().translate(_TYPOGRAPHY)
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    text = _FACE_SEPARATOR.sub(" // ", unicodedata.normalize("NFC", text))
    return " ".join(text.split())[:200]


class CardSet(models.Model):
    code = models.CharField(max_length=16, unique=True)
    name = models.CharField(max_length=200)
    release_date = models.DateField(null=True, blank=True)
    set_type = models.CharField(max_length=40, blank=True)
    # Orders the sources that described the set: the values shown come from the greatest.
    data_key = models.CharField(max_length=100, blank=True)

    class Meta:
        ordering = ["release_date", "code"]

    def __str__(self):
        return f"{self.name} ({self.code})"


class Card(models.Model):
    """One card: its Oracle name across printings, or Scryfall's oracle_id when a source gives it."""

    name = models.CharField(max_length=200, unique=True)
    slug = models.SlugField(max_length=220, unique=True)
    # Scryfall's id of the Oracle card (MTGJSON v5: identifiers.scryfallOracleId); "" when no source gave one.
    oracle_id = models.CharField(max_length=36, blank=True, default="")
    mana_cost = models.CharField(max_length=100, blank=True)
    # Un-sets have half mana values (e.g. 0.5), so not an integer.
    mana_value = models.FloatField(default=0)
    type_line = models.CharField(max_length=200, blank=True)
    oracle_text = models.TextField(blank=True)
    layout = models.CharField(max_length=40, blank=True)
    power = models.CharField(max_length=10, blank=True)
    toughness = models.CharField(max_length=10, blank=True)
    loyalty = models.CharField(max_length=10, blank=True)
    # Other faces of split/flip/transform cards: [{name, mana_cost, type_line, oracle_text}]
    faces = models.JSONField(default=list, blank=True)
    # Where the fields above come from, in words ("Scryfall oracle-cards of 2025-11-20") and as a sortable key.
    text_source = models.CharField(max_length=200, blank=True)
    text_key = models.CharField(max_length=100, blank=True)
    # The same for the card's list of rulings, and the ids of the rulings that source listed (the others
    # on the card came from elsewhere, e.g. a scraped page, and stay).
    rulings_key = models.CharField(max_length=100, blank=True)
    source_rulings = models.JSONField(default=list, blank=True)
    sets = models.ManyToManyField(CardSet, through="Printing", related_name="cards")

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(fields=["oracle_id"], condition=~Q(oracle_id=""), name="unique_card_oracle_id")
        ]

    def __str__(self):
        return self.name

    def save(self, *args, **kwargs):
        if not self.slug:
            self.slug = card_slug(self.name)
        super().save(*args, **kwargs)
        index_card_names([self.pk])

    def get_absolute_url(self):
        return card_url(self.slug)

    def localized(self, language):
        return self.localizations.filter(language=language).first()


def card_scope(slug):
    """The PageVersion scope of a card's page (dataversion.pages): its rulings' translations."""
    return f"card:{slug}"


def card_slug(name):
    return slugify(name.replace("'", "")) or "card"


class Printing(models.Model):
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="printings")
    card_set = models.ForeignKey(CardSet, on_delete=models.CASCADE, related_name="printings")
    number = models.CharField(max_length=20, blank=True)
    multiverse_id = models.IntegerField(null=True, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["card", "card_set", "number"], name="unique_printing")]

    def __str__(self):
        return f"{self.card_id} in {self.card_set_id} #{self.number}"


class CardLocalization(models.Model):
    """A card's printed name, type line and text in another language (official).

    name is the whole card's ("Feu // Glace"); type_line and text are the front
    face's, and faces holds the other faces as Card.faces does:
    [{name, type_line, text}]. Each face's name, type line and text may come
    from a different printing: origins keeps, per field, the key of the
    printing each face's value came from ({"name": [...], "type_line": [...],
    "text": [...]}, front face first), so the newest printing that has French
    wins, whatever order files come in.
    """

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="localizations")
    language = models.CharField(max_length=8)  # ISO 639-1: fr, de, it, ...
    name = models.CharField(max_length=200)
    type_line = models.CharField(max_length=200, blank=True)
    text = models.TextField(blank=True)
    faces = models.JSONField(default=list, blank=True)
    origins = models.JSONField(default=dict, blank=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["card", "language"], name="unique_card_language")]
        indexes = [models.Index(fields=["language", "name"])]

    def __str__(self):
        return f"{self.card.name} [{self.language}] {self.name}"

    def save(self, *args, **kwargs):
        super().save(*args, **kwargs)
        index_card_names([self.card_id])


class ForeignPrinting(models.Model):
    """A printing in another language, by its multiverse id: which card, and which face, it shows.

    Printed-text files name their card by its printing's multiverse id; so do
    MTGJSON's foreign names. The id finds the card when names cannot (the
    misspelt "Sultai Ascendacy" shares its French name with Sultai Ascendancy).
    """

    multiverse_id = models.IntegerField(unique=True)
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="foreign_printings")
    language = models.CharField(max_length=8)
    face = models.PositiveSmallIntegerField(default=0)

    def __str__(self):
        return f"{self.multiverse_id} [{self.language}] -> card {self.card_id} face {self.face}"


class CardName(models.Model):
    """Every name a card goes by, as name_key(): its Oracle name, each face's, its printed names and faces'.

    The index behind selectors.find_card: any name is one indexed equality.
    Rebuilt per card by index_card_names(), which Card.save(), CardLocalization.save()
    and the importers call.
    """

    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="name_keys")
    language = models.CharField(max_length=8)  # "en" for the Oracle names
    key = models.CharField(max_length=200, db_index=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["card", "language", "key"], name="unique_card_name_key")]

    def __str__(self):
        return f"{self.key} [{self.language}] -> card {self.card_id}"


def names_of(name, faces=()):
    """A name, and each face's when it has several ("Fire // Ice": also "Fire" and "Ice")."""
    names = [name] if name else []
    if " // " in (name or ""):
        names += name.split(" // ")
    names += [face.get("name", "") for face in faces or () if face.get("name")]
    return names


def index_card_names(card_ids, batch=500):
    """Rebuild the CardName rows of these cards from their names and printed names."""
    card_ids = [pk for pk in dict.fromkeys(card_ids) if pk is not None]
    for start in range(0, len(card_ids), batch):
        chunk = card_ids[start : start + batch]
        keys = set()
        for pk, name, faces in Card.objects.filter(pk__in=chunk).values_list("id", "name", "faces"):
            keys.update((pk, "en", name_key(n)) for n in names_of(name, faces))
        rows = CardLocalization.objects.filter(card_id__in=chunk).values_list("card_id", "language", "name", "faces")
        for pk, language, name, faces in rows:
            keys.update((pk, language, name_key(n)) for n in names_of(name, faces))
        CardName.objects.filter(card_id__in=chunk).delete()
        _insert_names(sorted(key for key in keys if key[2]))


def set_card_names(entries, batch=500):
    """Replace the indexed names of some (card id, language) pairs: {(card id, language): [names]}.

    The importers' way: they know which names changed, so they need not read
    every card's names again as index_card_names() does.
    """
    by_language = {}
    for card_id, language in entries:
        by_language.setdefault(language, []).append(card_id)
    for language, ids in by_language.items():
        for start in range(0, len(ids), batch):
            CardName.objects.filter(language=language, card_id__in=ids[start : start + batch]).delete()
    keys = {(card_id, language, name_key(name)) for (card_id, language), names in entries.items() for name in names}
    _insert_names(sorted(key for key in keys if key[2]))


def _insert_names(rows):
    """A plain INSERT run many times: bulk_create's per-object work is most of the cost for a whole corpus."""
    quote = connection.ops.quote_name
    table = quote(CardName._meta.db_table)
    sql = f"INSERT INTO {table} ({quote('card_id')}, {quote('language')}, {quote('key')}) VALUES (%s, %s, %s)"
    with connection.cursor() as cursor:
        cursor.executemany(sql, rows)
