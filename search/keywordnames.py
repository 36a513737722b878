"""The French names of the keywords, mined from the cards printed in both languages, read as the English keyword.

The word-by-word lexicon (bilingual.py) links a French word to the English word it shares most lines with, each
stemmed: a keyword's French name is often a word of everyday French the cards print elsewhere too, or a stem it
shares with one, and it comes out as that: `récupération` (scavenge) was salvage, `fusion` (fuse) molten, `peupler`
faerie, `traversée des forêts` (forestwalk) block, `regard` (scry) look, from `regardez`. But a card says its keyword
where the other language says the same keyword: at the head of a line, before its cost or number and its reminder
(`Récupération {4}{G}{G} (…)`, Scavenge {4}{G}{G} (…)), or before its number in a sentence (`regard 2`, scry 2). Those
pairs are counted on the aligned lines (bilingual.text_pairs), and a French name read in a question, as typed with
its accents folded, is the English keyword's words: not a stem, so `regardez` (look at) stays the lexicon's.
"""

import re
from collections import Counter, defaultdict
from functools import cache

from rules import plainwords
from rules.models import RuleParagraph

from .analysis import english_analyzer, fold, french_analyzer

# Kept in the lexicon's file (bilingual.write) under this key, which no stem can be.
KEY = " keyword names"
# A keyword at a line's head: its name, then a cost, a number or a dash's words, then its reminder in parentheses.
HEAD = re.compile(r"^([^\d{(—:,.]+?)\s*(?:\d+|X|\{[^(]*)?\s*(?:—[^(]*)?\(")
# A keyword action in a sentence: its word before its number (`scry 2`, `regard 2`).
NUMBERED = re.compile(r"\b([^\W\d_]+) (\d+)\b")
# A name must head this many aligned lines, and most of its lines (a pair the French name heads most often).
MIN_LINES, MOST = 2, 0.5
# A numbered keyword action needs more lines: most words before a number are no keyword (`inflige 2`, deals).
MIN_NUMBERED = 3
LONGEST = 4  # words in a French name (`affinité pour les artefacts`)
# A name is at least this long (`si {X}…`, if, heads a few lines) and an English keyword only words (not `equipped
# creature has "`, a line that grants one).
SHORTEST = 3
ENGLISH_NAME = re.compile(r"[a-z]+(?:[ -][a-z]+)*")
# The French players' words (rules/plainwords/fr) give a keyword's French name with the English one after it in
# parentheses, "déguisement (disguise)", "parade 2 (ward 2)": the keywords printed after MTGJSON v3's cards, which no
# French card text of the corpus prints (sfr24: `déguisement` was read as no word). A name is the words before the
# parenthesis, without an article, said so at least MIN_LINES times.
SAID_WITH = re.compile(r"([^()]+?)\s*(?:\d+|x)?\s*\(([a-z][a-z -]*?)(?:\s+(?:\d+|x))?\)")
ARTICLES = frozenset("le la les de du des un une au aux avec sa son ses mon ma mes ta ton leur".split())
# (sfr33) A type's cycling (`recyclage de forêt`: forestcycling; landcycling, wizardcycling) is the CR's typecycling
# (702.29e-f), which names no type's but in its examples: the name is read as typecycling too.
TYPECYCLING = re.compile(r"(?:basic )?[a-z]+cycling")


def words(text):
    """A text's words, lower case, accents folded, elisions dropped (`d'arcane`: arcane)."""
    found = re.findall(r"[^\W\d_]+", fold((text or "").lower().replace("\u2019", "'")))
    return [w for w in found if len(w) > 1 and w != "qu"]


def keyword_titles():
    """The English names of the keywords and keyword actions (the titles of 701.N and 702.N in every CR version)."""
    rows = RuleParagraph.objects.filter(number__regex=r"^70[12]\.[0-9]+$").exclude(title="")
    return {title.lower() for title in rows.values_list("title", flat=True).distinct()}


def mine(pairs, titles):
    """{French name, its words space-joined: English keyword} from aligned (English, French) lines."""
    heads, numbered = Counter(), Counter()
    for english, french, *_ in pairs:
        if "\n" in english:
            continue  # a card whose lines did not align
        en, fr = HEAD.match(english.strip()), HEAD.match(french.strip())
        if en and fr and len(words(fr.group(1))) <= LONGEST:
            heads[" ".join(words(fr.group(1))), en.group(1).strip().lower()] += 1
        en_numbered, fr_numbered = NUMBERED.findall(english.lower()), NUMBERED.findall(fold(french.lower()))
        for number in {n for _, n in en_numbered}:
            en_words = [w for w, n in en_numbered if n == number]
            fr_words = [w for w, n in fr_numbered if n == number]
            if len(en_words) == len(fr_words) == 1 and en_words[0] in titles:
                numbered[fr_words[0], en_words[0]] += 1
    names = _best(heads, MIN_LINES)
    # A numbered name's word that is part of a longer name is no name of its own (`soif de sang 2`: sang).
    parts = {word for name in names for word in name.split() if word != name}
    for french, english in _best(numbered, MIN_NUMBERED).items():
        if french not in parts:
            names.setdefault(french, english)
    stop_fr, stop_en = french_analyzer(), english_analyzer()
    return {
        french: english
        for french, english in names.items()
        if len(french) >= SHORTEST
        and ENGLISH_NAME.fullmatch(english)
        and any(not t.stopped for t in stop_fr(french))
        and any(not t.stopped for t in stop_en(english))
    }


def from_asks(titles, asks=None):
    """{French name: English keyword} the French players' words say with the English keyword in parentheses (asks:
    those words, read from rules/plainwords/fr unless given); for each keyword the longest name said as often as its
    last word."""
    if asks is None:
        asks = [
            ask
            for by_number in plainwords.load(language=plainwords.FRENCH).values()
            for said in by_number.values()
            for ask in said
        ]
    counts = defaultdict(Counter)
    for ask in asks:
        for before, english in SAID_WITH.findall(fold(ask.lower())):
            english, typed = english.strip(), words(before)[-LONGEST:]
            if english not in titles:
                continue
            for n in range(1, len(typed) + 1):
                if typed[-n] not in ARTICLES:
                    counts[english][" ".join(typed[-n:])] += 1
    found = {}
    for english, names in counts.items():
        last = max(names.values())
        best = max((name for name, n in names.items() if n == last), key=len)
        if last >= MIN_LINES and len(best) >= SHORTEST and best != english:
            found.setdefault(best, english)
    return found


def asked(titles, stems_of, printed, only_named):
    """({French name: English keyword} the players' words give (from_asks) of words no card prints, {the same of words
    the cards print only in their names}). A name of words the cards print is no keyword's: the cards' lexicon reads
    it (`terre`, `niveau`, `plan`). A name of words the cards print only in card names (`sauvagerie`, of the card
    Sauvagerie; `parade`; `surveillance`) is the keyword where the CR says none of the lexicon's translations of its
    words (bilingual.Lexicon._reading): `sauvagerie` is rampage, but `terre` stays earth, no earthbend."""
    found, of_names = {}, {}
    for french, english in from_asks(titles).items():
        stems = stems_of(french)
        if not stems <= printed:
            found[french] = english
        elif stems <= only_named:
            of_names[french] = english
    return found, of_names


# A keyword action's French name is its infinitive (`épuiser`, exert), which a question conjugates: "j'épuise ma
# créature", "une créature épuisée" (named reads a name as typed, accents folded). Each one-word name in
# -er is read in these forms too (accents folded: épuisé, épuisée are epuise, epuisee), never over another name.
CONJUGATED = ("e", "es", "ent", "ez", "ons", "ee", "ees", "ant", "era", "eront", "ait", "aient")


def conjugated(names):
    """The keyword names (KEY's {French: English}) with the conjugated forms of their -er verbs, and of the verbs of
    their nouns (verb_forms)."""
    forms = {
        name[:-2] + ending: english
        for name, english in names.items()
        if " " not in name and name.endswith("er") and len(name) > 5
        for ending in CONJUGATED
    }
    return {**verb_forms(names), **forms, **names}


# (sfr31) Most keyword names are nouns whose verb a player conjugates: "on dit qu'elle a convoqué le sort"
# (convocation, convoke; the French CR's « convoqué »), "je peux draguer ?" (dragage), "la carte est suspendue"
# (suspension), "il évolue" (évolution), "un permanent déphasé" (déphasage): French makes the verb of such a noun
# regularly (-cation: -quer, -gage: -guer, -age, -ation: -er, -ution: -uer, -ension: -endre). The lexicon read them
# as no word (`convoqué`, `dragué`, `suspendue`, `déphasée`) or as another (`évolue`: evolution). Many such verbs
# are everyday French too (`provoquer` is the players' goad, `récupérer` gets a card back, `évoquer` mentions), so a
# verb is read as its keyword only where the French players' words (rules/plainwords/fr) say its forms, and only
# in asks about the rules whose asks say its noun (convoqué under 702.51c, convocation under 702.51).
NOUN_VERBS = (
    ("ification", "ifier"),
    ("cation", "quer"),
    ("ution", "uer"),
    ("gage", "guer"),
    ("age", "er"),
    ("ation", "er"),
    ("ension", "endre"),
)
# An -re verb's forms (`suspendre`: suspendu, suspendue, je suspends, ils suspendent).
RE_FORMS = ("re", "u", "ue", "us", "ues", "s", "", "ent", "ez", "ons", "ant")


def _verb_of(name):
    """The forms of the verb French makes of a one-word keyword noun (NOUN_VERBS), or none."""
    for noun, verb in NOUN_VERBS:
        if " " not in name and name.endswith(noun) and len(name) > len(noun) + 2:
            stem = name[: -len(noun)] + verb[:-2]
            return {stem + ending for ending in (RE_FORMS if verb.endswith("re") else ("er", *CONJUGATED))}
    return set()


@cache
def _said_in():
    """{word of the French players' words: the rule families (702.51 of 702.51c) whose asks say it}."""
    where = defaultdict(set)
    for by_number in plainwords.load(language=plainwords.FRENCH).values():
        for number, asks in by_number.items():
            family = number.rstrip("abcdefghijklmnopqrstuvwxyz")
            for ask in asks:
                for word in words(ask):
                    where[word].add(family)
    return where


def verb_forms(names):
    """{form of a keyword noun's verb: English keyword} for the verbs the players' words say only where they say the
    noun."""
    where, found = _said_in(), {}
    for name, english in names.items():
        forms = _verb_of(name)
        said = set().union(*(where.get(form, ()) for form in forms))
        if said and said <= where.get(name, set()):
            found.update(dict.fromkeys(forms, english))
    return found


def _best(counts, least):
    """{French: English} where the English is the French name's most common partner on most of its lines, and the
    French name the English one's."""
    by_french, by_english = defaultdict(Counter), defaultdict(Counter)
    for (french, english), n in counts.items():
        by_french[french][english] += n
        by_english[english][french] += n
    found = {}
    for french, partners in by_french.items():
        english, n = partners.most_common(1)[0]
        if french and n >= least and n >= MOST * sum(partners.values()):
            if by_english[english].most_common(1)[0][0] == french:
                found[french] = english
    return found


# (sfr28) A keyword the players' words name only once, with its English in parentheses ("comment marche la
# progéniture (offspring)", "comment marche seller (saddle)"): the keywords printed after MTGJSON v3's cards, which
# the French cards never print. Such a name is often an everyday word too (`conséquence`, aftermath; `relance`,
# jump-start: dfa7990 read "quelle est la conséquence" and "je relance le dé" so), so it is read only where a
# question's grammar makes it a keyword: before its number (`renfort 2`, `seller 3`), heading the question before a
# colon or a comma (`progéniture : …`), after `avec` (`une créature avec mobilisation`), after the nouns
# `capacité`, `mot-clé`, or asked how it works (`comment marche le marchandage`).
ONCE_AFTER = re.compile(r"(?:^|[\s(])(?:le|la|les|un|une|du|des|l|d)['\s]|\b(?:comment\s+(?:marche|fonctionne))\s")
ONCE_LONGEST = 3
_ONCE_BEFORE = r"(?:le\s+|la\s+|les\s+|l')?"
ONCE_PLACES = (
    r"\b{name}\s+(?:\d+|x)\b",
    r"^\W*{name}\s*[:,]",
    r"\bavec\s+" + _ONCE_BEFORE + r"{name}\b",
    r"\b(?:capacite|mot[\s-]+cle)s?\s+(?:de\s+|d')?" + _ONCE_BEFORE + r"{name}\b",
    r"\bcomment\s+(?:marche|fonctionne)n?t?\s+" + _ONCE_BEFORE + r"{name}\b",
)


def said_once(asks, titles, named):
    """{French name: English keyword} for the keywords (not in named) whose name the players' words say with its
    English in parentheses after an article or `comment marche`, at most ONCE_LONGEST words; a name said for two
    keywords is none's (`frénésie`: frenzy, and spree's "une frénésie")."""
    said = defaultdict(set)
    for ask in asks:
        folded = fold(ask.lower())
        if "(" not in folded:
            continue  # SAID_WITH needs one; its lazy start tried at every place of 3,400 such asks took 5 s
        for before, english in SAID_WITH.findall(folded):
            english, after = english.strip(), list(ONCE_AFTER.finditer(before))
            if english in named or english not in titles or not after:
                continue
            typed = words(before[after[-1].end() :])
            while typed and typed[0] in ARTICLES:  # "comment marche la vantardise"
                typed = typed[1:]
            if 1 <= len(typed) <= ONCE_LONGEST:
                said[" ".join(typed)].add(english)
    return {name: next(iter(e)) for name, e in said.items() if len(e) == 1 and len(name) >= SHORTEST}


# {(id of names, id of the lexicon's stems): (names, stems, {French name: (English keyword, where the grammar makes
# it one)})}: a lexicon and the reader it makes for a CR (bilingual.Lexicon._reading) each keep theirs.
_once = {}


def _said_once_places(names, printed, titles, analyzer):
    """said_once's names, less those whose every stem the cards print (the lexicon's, as asked), each with its
    ONCE_PLACES: made once for a lexicon (names, printed)."""
    key = (id(names), id(printed), id(titles))
    if key not in _once or any(a is not b for a, b in zip(_once[key], (names, printed, titles), strict=False)):
        asks = [
            ask for by in plainwords.load(language=plainwords.FRENCH).values() for said in by.values() for ask in said
        ]
        once = said_once(asks, titles, set(names.values()))
        places = {}
        for french, english in once.items():
            stems = {t.text for t in analyzer(french) if not t.stopped}
            if stems and not stems <= printed.keys():
                name = r"\s+".join(map(re.escape, french.split()))
                places[french] = (english, re.compile("|".join(p.format(name=name) for p in ONCE_PLACES)))
        _once[key] = (names, printed, titles, places)
    return _once[key][3]


def named(text, names, printed=None, titles=None):
    """([(French name, English keyword)] a French text names, the typed words that named them), the longest name
    first; with printed (the lexicon's {stem: …}) and titles (the CR's keywords), the names said once where the
    grammar makes them keywords."""
    typed = words(text)
    found, used = [], set()
    if printed is not None and titles is not None:
        folded = fold((text or "").lower().replace("\u2019", "'"))
        for french, (english, place) in _said_once_places(names, printed, titles, french_analyzer()).items():
            if place.search(folded):
                found.append((french, english))
                used.update(french.split())
    i = 0
    while i < len(typed):
        for n in range(min(LONGEST, len(typed) - i), 0, -1):
            french = " ".join(typed[i : i + n])
            if french in names:
                found.append((french, names[french]))
                used.update(typed[i : i + n])
                i += n
                break
        else:
            i += 1
    return found, used


def also_named(english):
    """The CR's name of the keyword a French name names, beside the English name, or "": a type's cycling's
    typecycling (TYPECYCLING)."""
    return "typecycling" if english != "cycling" and TYPECYCLING.fullmatch(english) else ""
