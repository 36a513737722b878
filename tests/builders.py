"""Small builders for test data written through the ORM beside the session's sample.

The session sample (ingest.sample.load_sample, loaded once by the root
conftest) stays in the database: a builder never deletes. Where the sample may
already hold the same natural key (a card name, a set code, a card's French
localization) the builder reuses that row and brings it to the values the test
asks for, inside the test's rolled-back transaction; rows without a natural key
(rule paragraphs, rulings, translations) are always new.
"""

import atexit
import datetime
import hashlib
import itertools
import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path

from django.apps import apps
from django.conf import settings
from django.db import connection
from django.db.models import Max

from cards.models import Card, CardLocalization, CardSet, Printing
from rules.models import CRVersion, GlossaryEntry, RuleLineage, RuleParagraph
from rulings.models import CardRuling, Ruling
from translations.models import Translation, text_hash

_uids = itertools.count(1)
TODAY_CR = Path(__file__).resolve().parent.parent / "fixtures" / "cr-today"


def import_todays_cr():
    """Today's whole CR (fixtures/cr-today, the file `make serve` loads), imported as the site imports it."""
    from ingest.cr import import_cr_files

    assert all(r.ok for r in import_cr_files(sorted(TODAY_CR.glob("*.txt"))))


# The indexes built_index() has built this session, by what they were built from (a folder removed at exit).
_BUILT = {}
_BUILDS = Path(tempfile.mkdtemp(prefix="built-indexes-"))
atexit.register(shutil.rmtree, _BUILDS, True)


def built_index():
    """rebuild_index() for a test's set-up, built once a session for each state of the data: a fixture that has
    already been built (today's whole CR, the search tests' world) gets a copy of that build (ten seconds of
    CI each). The state is every row of the site's own tables and the players' words (all an index is built from);
    a test that changes what the build reads otherwise (a module's setting) calls rebuild_index() itself.
    On SQLite only: a rolled-back test gives its rows back their ids there, while PostgreSQL's sequences move on,
    so no two tests' rows are ever the same."""
    from rules import plainwords
    from search.index import rebuild_index

    if connection.vendor != "sqlite":
        rebuild_index()
        return
    root = Path(settings.SEARCH_INDEX_DIR)
    key = _data_digest(plainwords.signature())
    built = _BUILT.get(key)
    if built is None:
        rebuild_index()
        _BUILT[key] = built = _BUILDS / str(len(_BUILT))
        shutil.copytree(root, built, symlinks=True)
        return
    name = os.readlink(built / "current")
    root.mkdir(parents=True, exist_ok=True)
    if not (root / name).exists():
        shutil.copytree(built / name, root / name)
    link = root / f".current-{os.getpid()}"
    os.symlink(name, link)
    os.replace(link, root / "current")


def _data_digest(*extra):
    """A digest of every row of the site's own apps (Django's and the packages' tables left out), and of `extra`;
    the times a row was written are left out (no index reads them, and an import writes new ones each test)."""
    digest = hashlib.sha256(repr(extra).encode())
    for config in apps.get_app_configs():
        if Path(config.path).parent != Path(settings.BASE_DIR):
            continue
        for model in config.get_models():
            fields = [
                f.attname
                for f in model._meta.concrete_fields
                if not (getattr(f, "auto_now", False) or getattr(f, "auto_now_add", False))
            ]
            rows = model.objects.order_by("pk").values_list(*fields)
            digest.update(f"{model._meta.label}:{list(rows)!r}".encode())
    return digest.hexdigest()


def todays_rule(number):
    """The text of one rule of today's CR file ("118.8." or "601.2b" then its text), lower-cased: what a test's
    table says the rule says is checked against the CR itself."""
    for path in TODAY_CR.glob("*.txt"):
        for line in path.read_text(encoding="utf-8-sig").splitlines():
            head, _, text = line.partition(" ")
            if head.rstrip(".") == number:
                return text.lower()
    raise AssertionError(f"{number} is not in today's CR")


def _date(value):
    return datetime.date.fromisoformat(value) if isinstance(value, str) else value


def make_cr_version(date, *, source_name=None, checksum=""):
    """A CR version of its own: the sample's dates (2018-07-13, 2022-04-29) are taken, effective_date is unique."""
    date = _date(date)
    return CRVersion.objects.create(
        effective_date=date,
        source_name=source_name or f"MagicCompRules-{date:%Y%m%d}.txt",
        checksum=checksum or date.isoformat(),
    )


def make_lineage(label=""):
    return RuleLineage.objects.create(label=label)


def make_rule(
    version,
    number,
    text="",
    *,
    lineage=None,
    title="",
    kind=None,
    parent=None,
    position=None,
    examples=(),
    change=RuleParagraph.Change.ADDED,
):
    """One paragraph of `version`; its kind follows from the number unless given, its position comes last."""
    if kind is None:
        kind = _kind_of(number)
    if position is None:
        position = RuleParagraph.objects.filter(version=version).count()
    return RuleParagraph.objects.create(
        version=version,
        number=number,
        kind=kind,
        parent=parent,
        position=position,
        lineage=lineage,
        title=title,
        text=text,
        examples=list(examples),
        change=change,
    )


def _kind_of(number):
    if "." not in number:
        return RuleParagraph.Kind.SECTION if len(number) == 1 else RuleParagraph.Kind.RULE
    return RuleParagraph.Kind.SUBRULE if number[-1].isalpha() else RuleParagraph.Kind.RULE


def make_glossary(version, term, text, *, position=None):
    if position is None:
        position = GlossaryEntry.objects.filter(version=version).count()
    return GlossaryEntry.objects.create(version=version, term=term, text=text, position=position)


def make_set(code, name, release_date=None):
    """The set of that code: the sample's when it holds it (KLD, AER...), else a new one."""
    card_set, _ = CardSet.objects.get_or_create(
        code=code, defaults={"name": name, "release_date": _date(release_date) if release_date else None}
    )
    return card_set


def make_card(name, **fields):
    """The card of that name: the sample's row as it is when it has one (Reverse Engineer, Whir of Invention...),
    else a new card with these fields."""
    card, _ = Card.objects.get_or_create(name=name, defaults=fields)
    return card


def make_printing(card, card_set, number=""):
    printing, _ = Printing.objects.get_or_create(card=card, card_set=card_set, number=number)
    return printing


def make_localization(card, name, *, language="fr", type_line="", text=""):
    """The card's printed text in `language`, replacing what the sample holds for that card and language."""
    localization, _ = CardLocalization.objects.update_or_create(
        card=card, language=language, defaults={"name": name, "type_line": type_line, "text": text}
    )
    return localization


def make_ruling(card, date, text, *, uid=None, source=Ruling.Source.WOTC, position=None):
    """A new ruling on `card` (None: on no card), after the rulings the card already has unless a position is
    given."""
    ruling = Ruling.objects.create(uid=uid or f"zz{next(_uids):014d}", date=_date(date), source=source, text=text)
    if card is not None:
        attach_ruling(card, ruling, position=position)
    return ruling


def attach_ruling(card, ruling, *, position=None):
    """Put an existing ruling on another card too (a shared ruling), at the card's next position by default."""
    if position is None:
        last = CardRuling.objects.filter(card=card).aggregate(last=Max("position"))["last"]
        position = (last or 0) + 1
    return CardRuling.objects.create(card=card, ruling=ruling, position=position)


def make_translation(
    text,
    *,
    rule=None,
    ruling=None,
    language="fr",
    origin="editor",
    status="approved",
    english=None,
    source_text="",
    source_hash=None,
):
    """A translation of a rule lineage or a ruling, made from `english` (by default the ruling's text).

    A rule's English lives on its paragraphs, so pass `english` for a rule; an `english` other than today's (or
    any other `source_hash`) makes the translation outdated.
    """
    if source_hash is None:
        if english is None:
            english = ruling.text if ruling is not None else ""
        source_hash = text_hash(english) if english else ""
    return Translation.objects.create(
        rule=rule,
        ruling=ruling,
        language=language,
        text=text,
        origin=origin,
        status=status,
        source_hash=source_hash,
        source_text=source_text,
    )


@contextmanager
def rolled_back_at_the_end(django_db_blocker):
    """For a module's fixture: what is written inside is seen by the module's tests and rolled back at its end,
    so the session's sample is left as it was."""
    from django.db import transaction

    with django_db_blocker.unblock():
        atomic = transaction.atomic()
        atomic.__enter__()
        try:
            yield
        finally:
            transaction.set_rollback(True)
            atomic.__exit__(None, None, None)


@contextmanager
def indexed_apart(folder):
    """The database indexed into its own folder, the site's index while inside; the site's folder given back."""
    from search.index import forget_searchers, rebuild_index

    saved = settings.SEARCH_INDEX_DIR
    settings.SEARCH_INDEX_DIR = folder
    try:
        rebuild_index()
        yield
    finally:
        settings.SEARCH_INDEX_DIR = saved
        forget_searchers(saved)


def settle_constraints():
    """Check the deferred constraints of a module's big import once, in the module's own outer transaction.

    Django's TestCase checks deferred constraints at the end of every test, inside the test's savepoint; left
    pending, the whole import's foreign keys were checked again at the end of each test on PostgreSQL (about a
    minute a test on the corpus).

    On PostgreSQL the planner's statistics are gathered too, as autovacuum does after an import is committed: a
    rolled-back import is never analysed, and a join over the 106 versions was planned as if the tables were
    empty (rules.changes.parts_between ran for over 20 minutes)."""
    connection.check_constraints()
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE")
