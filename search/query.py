"""Turning a judge's query into results: filters, parsing, rule-number jump, suggestions, snippets.

The one entry point is `search(q, kind=, lang=, page=)`; the JSON view and the
search page both call it. Bad input raises QueryError (a 400 for the views),
a missing index raises index.NoIndex (a 503).
"""

import fnmatch
import re
from datetime import date, datetime, timedelta

from django.utils.html import escape
from whoosh import highlight
from whoosh.qparser import (
    AndGroup,
    GroupPlugin,
    MultifieldPlugin,
    OperatorsPlugin,
    OrGroup,
    PhrasePlugin,
    QueryParser,
    WildcardPlugin,
)
from whoosh.query import (
    And,
    AndNot,
    DateRange,
    FuzzyTerm,
    MultiTerm,
    Not,
    NullQuery,
    Or,
    Phrase,
    Prefix,
    Term,
    Wildcard,
)

from rules import selectors as rules
from rules.models import rule_url
from rules.selectors import normalize_number

from .analysis import fold, name_analyzer, words
from .index import NoIndex, rule_doc_id, search_lock, shared_searchers  # noqa: F401 (NoIndex is part of this module's interface)
from .schema import DEFAULT_FIELDS, FRENCH_FIELDS, KIND_PRIORS, KINDS, LANGUAGES, build_schema

MAX_QUERY_LENGTH = 500
# Fewer matches than this, and a spelling suggestion that finds five times more is searched instead.
FEW = 3
PER_PAGE = 10
MAX_PAGE = 100

FILTER_NAMES = ("kind", "lang", "card", "date", "source", "version")
# name:"quoted value" (the closing quote may be missing), name:[range], name:word
FILTER_PATTERN = re.compile(
    r"(?<![\w:])(" + "|".join(FILTER_NAMES) + r')\s*:\s*("[^"]*"?|\[[^\]]*\]?|[^\s"()]*)', re.IGNORECASE
)
RULE_NUMBER = re.compile(r"^(\d{3})(?:\.(\d+)([a-z])?)?\.?$", re.IGNORECASE)
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
KIND_ALIASES = {"rules": "rule", "cr": "rule", "rulings": "ruling", "cards": "card"}
SOURCES = ("wotc", "scryfall")


class QueryError(ValueError):
    """A query the user must fix; the message says how."""


# --- parsing -------------------------------------------------------------------------

_schema = build_schema()


def _parser(fields, group=AndGroup):
    # No field, range or boost syntax: filters are read by split_filters, braces are mana symbols.
    parser = QueryParser(
        None, _schema, plugins=[WildcardPlugin(), PhrasePlugin(), GroupPlugin(), OperatorsPlugin()], group=group
    )
    parser.add_plugin(MultifieldPlugin(list(fields), fieldboosts=fields))
    return parser


# (french, relaxed) -> parser. Relaxed, for when the words cannot all be found together:
# any of them, documents with more of them first.
_parsers = {
    (french, relaxed): _parser(
        FRENCH_FIELDS if french else DEFAULT_FIELDS, OrGroup.factory(0.9) if relaxed else AndGroup
    )
    for french in (False, True)
    for relaxed in (False, True)
}

# Judges' words that mean mana symbols in card text: "colored mana" is {W}, {U}, {B}, {R} or {G}.
SYMBOL_WORDS = {
    "colored": ["{W}", "{U}", "{B}", "{R}", "{G}"],
    "coloured": ["{W}", "{U}", "{B}", "{R}", "{G}"],
    "colorless": ["{C}"],
}


def clean(q):
    if q is None:
        return ""
    if not isinstance(q, str):
        raise QueryError("The query must be text.")
    if len(q) > MAX_QUERY_LENGTH:
        raise QueryError(f"The query is too long ({len(q)} characters); keep it under {MAX_QUERY_LENGTH}.")
    return " ".join(CONTROL.sub(" ", q).replace("\u201c", '"').replace("\u201d", '"').split())


def split_filters(q):
    """Returns (text, {name: [values]}) with the field filters taken out of the query."""
    filters = {}

    def take(match):
        name, value = match.group(1).lower(), match.group(2).strip()
        if value.startswith('"'):
            value = value.strip('"').strip()
        if not value:
            raise QueryError(f'"{name}:" needs a value after it, for example {EXAMPLES[name]}.')
        filters.setdefault(name, []).append(value)
        return " "

    text = FILTER_PATTERN.sub(take, q)
    return " ".join(text.split()), filters


EXAMPLES = {
    "kind": "kind:ruling (rule, ruling or card)",
    "lang": "lang:fr (en or fr)",
    "card": 'card:"Whir of Invention"',
    "date": "date:2017, date:2017-02 or date:2017-01..2018-12",
    "source": "source:wotc (wotc or scryfall)",
    "version": "version:2021-04-22",
}


def _parse_day(text, *, end):
    """2017 / 2017-02 / 2017-02-09 -> the first (or, with end, the last) day it covers."""
    m = re.fullmatch(r"(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?", text.strip())
    if not m:
        raise QueryError(f"Cannot read the date {text!r}: use {EXAMPLES['date']}.")
    year, month, day = int(m.group(1)), m.group(2), m.group(3)
    try:
        if day:
            d = date(year, int(month), int(day))
        elif month:
            d = date(year, int(month), 1)
            if end:
                d = (d.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)
        else:
            d = date(year, 12, 31) if end else date(year, 1, 1)
    except ValueError:
        raise QueryError(f"Cannot read the date {text!r}: use {EXAMPLES['date']}.") from None
    return datetime(d.year, d.month, d.day, 23, 59, 59) if end else datetime(d.year, d.month, d.day)


def date_query(value):
    """date:2017, date:2017-02-09, date:2017-01..2018-12, date:[2017 to 2018], date:2017.. or date:..2018."""
    value = value.strip()
    if value.startswith("["):
        inner = value.strip("[]")
        parts = re.split(r"\s+to\s+", inner.strip(), flags=re.IGNORECASE)
        if len(parts) != 2:
            raise QueryError(f"Cannot read the date range {value!r}: use date:[2017 to 2018].")
        start, end = parts
    elif ".." in value:
        start, end = value.split("..", 1)
    else:
        start = end = value
    start_dt = _parse_day(start, end=False) if start.strip() else None
    end_dt = _parse_day(end, end=True) if end.strip() else None
    if start_dt is None and end_dt is None:
        raise QueryError(f"Cannot read the date range {value!r}: use {EXAMPLES['date']}.")
    if start_dt and end_dt and start_dt > end_dt:
        raise QueryError(f"The date range {value!r} ends before it starts.")
    return DateRange("date", start_dt, end_dt)


def filter_queries(filters):
    """The Whoosh queries for the filters, plus the version asked for (or None)."""
    queries = []
    for name, values in filters.items():
        alternatives = []
        for value in values:
            low = value.lower()
            if name == "kind":
                low = KIND_ALIASES.get(low, low)
                if low not in KINDS:
                    raise QueryError(f"Unknown kind {value!r}: use rule, ruling or card.")
                alternatives.append(Term("kind", low))
            elif name == "lang":
                if low not in LANGUAGES:
                    raise QueryError(f"Unknown language {value!r}: use en or fr.")
                alternatives.append(Term("lang", low))
            elif name == "source":
                if low not in SOURCES:
                    raise QueryError(f"Unknown source {value!r}: use wotc or scryfall.")
                alternatives.append(Term("source", low))
            elif name == "card":
                tokens = [t.text for t in name_analyzer()(value)]
                if not tokens:
                    raise QueryError(
                        f"Cannot search for the card {value!r}: give its name, for example {EXAMPLES['card']}."
                    )
                alternatives.append(Term("card", tokens[0]) if len(tokens) == 1 else Phrase("card", tokens))
            elif name == "date":
                alternatives.append(date_query(value))
            elif name == "version":
                if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
                    raise QueryError(
                        f"Cannot read the CR version {value!r}: give its effective date, for example {EXAMPLES['version']}."
                    )
                alternatives.append(Term("version", value))
        queries.append(alternatives[0] if len(alternatives) == 1 else Or(alternatives))
    return queries


def _check_wildcards(text):
    for token in re.findall(r"[^\s()\"]*[*?][^\s()\"]*", text):
        literal = re.split(r"[*?]", token, maxsplit=1)[0]
        if len(literal) < 2:
            raise QueryError(f"The wildcard in {token!r} needs at least two letters before it, for example improv*.")


def expand_wildcards(q, searchers, limit=64):
    """Prefixes and wildcards matched against the unstemmed words (`improvisat*` is no prefix of the
    stem `improvis`), each word then analyzed as the field would: the most frequent `limit` words."""
    if isinstance(q, (Prefix, Wildcard)):
        text = fold(q.text.lower())
        literal = re.split(r"[*?]", text, maxsplit=1)[0] if isinstance(q, Wildcard) else text
        pattern = re.compile(fnmatch.translate(text)) if isinstance(q, Wildcard) else None
        candidates = searchers.lexicon.prefixed(literal, limit=None if pattern else limit)
        chosen = [w for w, _ in candidates if pattern is None or pattern.match(w)][:limit]
        analyzer = _schema[q.fieldname].analyzer
        terms = sorted({t.text for word in chosen for t in analyzer(word)})
        # No word: a term that matches nothing (a NullQuery would vanish from an AND and match everything).
        return Or([Term(q.fieldname, t) for t in terms]) if terms else Term(q.fieldname, "\x00")
    if hasattr(q, "subqueries"):
        q.subqueries = [expand_wildcards(s, searchers, limit) for s in q.subqueries]
    elif hasattr(q, "child"):
        q.child = expand_wildcards(q.child, searchers, limit)
    elif hasattr(q, "a") and hasattr(q, "b"):
        q.a, q.b = expand_wildcards(q.a, searchers, limit), expand_wildcards(q.b, searchers, limit)
    return q


def _has_wildcards(q):
    return isinstance(q, (Prefix, Wildcard)) or any(_has_wildcards(c) for c in q.children())


def _outside_quotes(text):
    """Rewrites the unquoted parts: mana symbols quoted (braces are range syntax to Whoosh), symbol words expanded."""
    parts = text.split('"')
    for i in range(0, len(parts), 2):
        part = re.sub(r"(\{[^{}\s]{1,8}\})", r'"\1"', parts[i])
        parts[i] = re.sub(
            r"\b(" + "|".join(SYMBOL_WORDS) + r")\b",
            lambda m: "(" + " OR ".join([m.group(1)] + [f'"{s}"' for s in SYMBOL_WORDS[m.group(1).lower()]]) + ")",
            part,
            flags=re.IGNORECASE,
        )
    return '"'.join(parts)


def parse_text(text, *, relaxed=False, french=False):
    """The free-text part of a query as a Whoosh query (NullQuery when nothing searchable is left)."""
    if not text:
        return NullQuery
    if text.count('"') % 2:
        # An unbalanced quote: the last one opens nothing.
        i = text.rfind('"')
        text = text[:i] + " " + text[i + 1 :]
    _check_wildcards(text)
    try:
        q = _parsers[french, relaxed].parse(_outside_quotes(text))
    except Exception as exc:  # the parser's own errors are not a stable API
        raise QueryError(f"Cannot understand the query: {exc}") from None
    return q.normalize()


# --- rule numbers -------------------------------------------------------------------------


def rule_number(text):
    """The rule number a query is, normalized (`702.125A.` -> `702.125a`), or None."""
    return normalize_number(text) if RULE_NUMBER.match(text.strip()) else None


def rule_jump(number):
    """Where a rule number leads today: {number, url, title, text, id, exists, moved: [{number, url, title, text, id, note}]}.

    `moved` lists the rules that once had this number and now live under another
    one (found through their lineage, rules.selectors.former_rules), so `702.125a`
    also reaches Improvise, today 702.126a.
    """
    current = rules.get_version()
    if current is None:
        return None
    holder = rules.get_paragraph(number)
    jump = {
        "number": number,
        "exists": holder is not None,
        "url": rule_url(number) if holder else None,
        "title": f"{holder.number} {rules.rule_name(holder)}".strip() if holder else None,
        "text": holder.full_text if holder else "",
        "id": rule_doc_id(current.effective_date, number) if holder else None,
        "moved": [],
    }
    for entry in rules.former_rules(number):
        note = rules.former_note(entry)
        if entry["now"]:
            now = rules.get_paragraph(entry["now"]["number"])
            jump["moved"].append(
                {
                    "number": now.number,
                    "url": rule_url(now.number),
                    "title": f"{now.number} {entry['name']}",
                    "text": now.full_text,
                    "id": rule_doc_id(current.effective_date, now.number),
                    "note": note,
                }
            )
        else:
            last = entry.get("last") or {"number": number, "version": entry["until"]}
            old = rules.get_paragraph(last["number"], last["version"])
            jump["moved"].append(
                {
                    "number": last["number"],
                    "url": rule_url(last["number"], date.fromisoformat(last["version"])),
                    "title": f"{last['number']} {entry['name']} (removed)",
                    "text": old.full_text if old else "",
                    "id": f"rule:{last['version']}:{last['number']}",
                    "note": note,
                }
            )
    return jump


# --- highlighting ---------------------------------------------------------------------------


class EscapingFormatter(highlight.Formatter):
    """<mark> around matched words; everything else HTML-escaped (rulings may contain `<script>`)."""

    between = " … "

    def _text(self, text):
        return escape(text)

    def format_token(self, text, token, replace=False):
        return f"<mark>{escape(highlight.get_text(text, token, replace))}</mark>"


_highlighter_parts = {
    "fragmenter": highlight.ContextFragmenter(maxchars=220, surround=70),
    "formatter": EscapingFormatter(),
}


def _plain_snippet(text, limit=240):
    text = " ".join((text or "").split())
    return escape(text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " …")


# --- search --------------------------------------------------------------------------------


def search(q, *, kind=None, lang=None, page=1, per_page=PER_PAGE, **controls):
    """Search rules, rulings and cards. Returns a dict:

    query, total, page, pages, per_page, results (kind, id, title, snippet (HTML,
    escaped), url, language, authoritative, score, date, source, number,
    version, original for a translation, note for a rule reached by its old
    number), suggestions, facets ({kind: count}), jump (for a rule number),
    corrected_query (when nothing matched and a suggestion was searched instead).
    """
    text = clean(q)
    try:
        page = int(page or 1)
    except (TypeError, ValueError):
        raise QueryError("page must be a number.") from None
    if page < 1 or page > MAX_PAGE:
        raise QueryError(f"page must be between 1 and {MAX_PAGE}.")
    free, filters = split_filters(text)
    # The page's form controls (and the API's parameters) are the same filters as in the text.
    for name, value in (
        ("kind", kind),
        ("lang", lang),
        *((n, controls.get(n)) for n in ("card", "date", "source", "version")),
    ):
        if value and isinstance(value, str) and value.strip():
            filters.setdefault(name, []).append(CONTROL.sub(" ", value).strip()[:MAX_QUERY_LENGTH])
    filter_qs = filter_queries(filters)
    # The facets count every kind, so the kind filter is applied after them.
    kind_values = {KIND_ALIASES.get(v.lower(), v.lower()) for v in filters.get("kind", [])}
    facet_filters = [fq for name, fq in zip(filters, filter_qs, strict=False) if name != "kind"]
    text_q = parse_text(free)
    number = rule_number(free) if free and not filters else None
    if text_q is NullQuery and not filters and number is None:
        raise QueryError(
            "Nothing to search for: type some words, a rule number or a card name."
            if not text
            else f"Nothing to search for in {text!r}: the words left are too common or only operators."
        )

    version = filters.get("version", [None])[-1]
    with search_lock:
        searchers = shared_searchers()
        current_version = searchers.meta.get("current_version")
        known = searchers.meta.get("versions")
        if version is not None and known and version not in known:
            newest = ", ".join(sorted(known, reverse=True)[:5])
            raise QueryError(f"No CR version {version} has been imported; the newest are {newest}.")
        old_version = version is not None and version != current_version
        searcher = searchers.history if old_version else searchers.main
        french = is_french(searchers, free)
        if french:
            text_q = parse_text(free, french=True)
        if _has_wildcards(text_q):
            text_q = expand_wildcards(text_q, searchers).normalize()
        result = _run(
            searchers, searcher, text_q, facet_filters, kind_values, page, per_page, version if old_version else None
        )
        result["suggestions"] = suggestions(searchers, free)
        if result["total"] < FEW and not old_version and page == 1:
            fallback = _fallback(
                searchers, free, result["suggestions"], facet_filters, kind_values, per_page, french, result["total"]
            )
            if fallback:
                result.update(fallback)
    jump = rule_jump(number) if number else None
    if jump:
        result["jump"] = jump
        if page == 1:
            _prepend_jump(result, jump)
    if version is not None and old_version:
        result["version"] = version
    result.update(query=text, page=page, per_page=per_page, pages=max(1, -(-result["total"] // per_page)))
    return result


def _run(searchers, searcher, text_q, facet_filters, kind_values, page, per_page, version=None):
    base = And([text_q] + facet_filters) if facet_filters else text_q
    if base is NullQuery:
        base = Or([Term("kind", k) for k in KINDS])  # filters only after all: everything they allow
    base = base.normalize()
    docsets = searchers.docsets_of(searcher)
    matches = docsets.of(base)
    # The facets count every kind, whichever kind is asked for.
    by_kind = {k: matches & docsets.term("kind", k) for k in KINDS}
    facets = {k: len(docs) for k, docs in by_kind.items()}
    if kind_values:
        matches = set().union(*(by_kind[k] for k in kind_values if k in by_kind))
    terms = scoring_terms(text_q, searcher.reader())
    priors = [(docsets.term("kind", k), factor) for k, factor in KIND_PRIORS.items() if factor != 1]
    ranked = docsets.rank(matches, terms, page * per_page, priors)[(page - 1) * per_page :] if matches else []
    by_field = {}
    for fieldname, text, _ in terms:
        by_field.setdefault(fieldname, set()).add(text)
    results = [_result(searcher.stored_fields(docnum), score, by_field, version) for docnum, score in ranked]
    _english_first(results)
    return {"total": len(matches), "results": results, "facets": facets}


def scoring_terms(q, reader):
    """[(field, text, boost)] of the words a query searches for (not its filters, not what it negates)."""
    found = []

    def walk(node):
        if isinstance(node, Not):
            return
        if isinstance(node, AndNot):
            walk(node.a)
            return
        if isinstance(node, Term):
            if node.fieldname in DEFAULT_FIELDS:
                found.append((node.fieldname, node.text, node.boost))
        elif isinstance(node, Phrase):
            if node.fieldname in DEFAULT_FIELDS:
                found.extend((node.fieldname, word, node.boost) for word in node.words)
        elif isinstance(node, MultiTerm):
            if node.fieldname in DEFAULT_FIELDS:
                field = _schema[node.fieldname]
                found.extend(
                    (node.fieldname, b if isinstance(b, str) else field.from_bytes(b), node.boost)
                    for b in node._btexts(reader)
                )
        else:
            for child in node.children():
                walk(child)

    walk(q)
    return list(dict.fromkeys(found))


def _snippet(fields, fieldname, words):
    text = fields.get(fieldname)
    if not text or not words:
        return ""
    try:
        return highlight.highlight(
            text,
            words,
            _schema[fieldname].analyzer,
            _highlighter_parts["fragmenter"],
            _highlighter_parts["formatter"],
            top=2,
        )
    except Exception:  # highlighting is a nicety: never lose a result over it
        return ""


def _result(fields, score, words_by_field, version=None):
    language = "fr" if fields["lang"] == "fr" else "en"
    snippet_field = "fr" if language == "fr" else "en"
    snippet = _snippet(fields, snippet_field, words_by_field.get(snippet_field))
    if not snippet and snippet_field != "fr":
        snippet = _snippet(fields, "fr", words_by_field.get("fr"))
    if not snippet:
        snippet = _plain_snippet(fields.get(snippet_field) or fields.get("en") or fields.get("fr") or "")
    item = {
        "kind": fields["kind"],
        "id": fields["id"],
        "title": fields.get("title", ""),
        "snippet": snippet,
        "url": fields.get("url", ""),
        "language": language,
        "authoritative": language == "en",
        "score": round(float(score or 0.0), 3),
    }
    if version and fields["kind"] == "rule":
        # An older CR's paragraph is one document for every version that printed it: link the one searched.
        item["url"] = f"{item['url']}?version={version}"
        item["version"] = version
    if fields.get("date"):
        item["date"] = fields["date"].date().isoformat()
    for key in ("source", "number", "version"):
        if fields.get(key) and key not in item:
            item[key] = fields[key]
    if fields.get("cards"):
        item["cards"] = list(fields["cards"])
    if fields.get("original"):
        original = dict(fields["original"])
        original["text"] = original.get("text", "")
        original["authoritative"] = True
        item["original"] = original
    return item


def _english_first(results):
    """A translation never ranks above its own English source on the same page."""
    for translation in [r for r in results if r.get("original")]:
        ids = [r["id"] for r in results]
        source = translation["original"]["id"]
        if source in ids and ids.index(source) > ids.index(translation["id"]):
            english = results.pop(ids.index(source))
            results.insert(ids.index(translation["id"]), english)


def _prepend_jump(result, jump):
    """The rule a number names today first, then the rules it once named, each saying where it lives now."""
    extra = []
    if jump["exists"]:
        extra.append({**jump, "note": "This number in today's Comprehensive Rules." if jump["moved"] else ""})
    extra += jump["moved"]
    items = []
    for entry in extra:
        note = entry["note"]
        snippet = (f"<strong>{escape(note)}</strong> " if note else "") + _plain_snippet(entry["text"])
        item = {
            "kind": "rule",
            "id": entry["id"],
            "title": entry["title"],
            "snippet": snippet,
            "url": entry["url"],
            "language": "en",
            "authoritative": True,
            "score": None,
        }
        if note:
            item["note"] = note
        items.append(item)
    known = {item["id"] for item in items}
    result["results"] = items + [r for r in result["results"] if r["id"] not in known]


# --- suggestions and fuzzy card names ------------------------------------------------------------


def is_french(searchers, text):
    """True when the words are French: some are found only in French texts, none only in English ones."""
    lexicon = searchers.lexicon
    only_fr = only_en = 0
    for word in words(text):
        en, fr = lexicon.count("en", word), lexicon.count("fr", word)
        only_fr += bool(fr and not en)
        only_en += bool(en and not fr)
    return only_fr > 0 and only_en == 0


def suggestions(searchers, text, limit=3):
    """Corrected queries for words the index does not know: `improvize` -> `improvise`.

    Candidates within two edits (Damerau-Levenshtein, so `contraptoin` is one)
    of each unknown word, the closest and then the most frequent first.
    """
    if not text or rule_number(text):
        return []
    lexicon = searchers.lexicon
    replacements = {}
    for word in words(text):
        if len(word) < 4 or lexicon.known(word):
            continue
        correction = lexicon.correct(word)
        if correction and not _same_terms(
            word, correction, [lang for lang in ("en", "fr") if lexicon.count(lang, correction)]
        ):
            replacements[word] = correction
    if not replacements:
        return []
    corrected = re.sub(
        r"[^\W\d_]+(?:'[^\W\d_]+)*", lambda m: replacements.get(fold(m.group(0).lower()), m.group(0)), text
    )
    return [corrected][:limit] if corrected.lower() != text.lower() else []


def _same_terms(a, b, languages):
    """Whether two spellings search for the same thing in the languages where b is written
    (`saheelis`/`saheeli's` in English, `convertir`/`converti` in French)."""
    return all([t.text for t in _schema[f].analyzer(a)] == [t.text for t in _schema[f].analyzer(b)] for f in languages)


def fuzzy_card_query(text):
    """Card names close to the words typed (`saheli directiv`), each word within one or two edits."""
    tokens = [t.text for t in name_analyzer()(text)]
    if not tokens or len(tokens) > 6:
        return None
    parts = [FuzzyTerm("card", t, maxdist=1 if len(t) < 6 else 2, prefixlength=1) for t in tokens]
    return And([Term("kind", "card")] + parts)


def _fallback(searchers, free, found_suggestions, facet_filters, kind_values, per_page, french=False, total=0):
    """Few or no matches: search the suggested spelling when it finds many more; with none at all,
    any of the words, else card names by similarity."""
    if found_suggestions:
        corrected_q = parse_text(found_suggestions[0], french=is_french(searchers, found_suggestions[0]))
        if corrected_q is not NullQuery:
            result = _run(searchers, searchers.main, corrected_q, facet_filters, kind_values, 1, per_page)
            if result["total"] > 5 * total:
                result["corrected_query"] = found_suggestions[0]
                return result
    if total:
        return None
    if free and len(free.split()) > 1:
        relaxed_q = parse_text(free, relaxed=True, french=french)
        if _has_wildcards(relaxed_q):
            relaxed_q = expand_wildcards(relaxed_q, searchers).normalize()
        if relaxed_q is not NullQuery:
            result = _run(searchers, searchers.main, relaxed_q, facet_filters, kind_values, 1, per_page)
            if result["total"]:
                result["relaxed"] = True
                return result
    fuzzy = fuzzy_card_query(free) if free and not kind_values - {"card"} else None
    if fuzzy is not None:
        result = _run(searchers, searchers.main, fuzzy, facet_filters, kind_values, 1, per_page)
        if result["total"]:
            result["corrected_query"] = None
            result["fuzzy_cards"] = True
            return result
    return None
