"""What a judge's query says, before Whoosh reads it: jargon, question words, numbers that point into the rules.

The words themselves are data, in jargon.toml beside this module (see its header for the format); this module
reads them and rewrites a query's free text:

- a question (`who receives priority`, `when are state-based actions checked?`) loses its question words and
  auxiliaries, so they are never required of a document;
- a term of jargon (`APNAP`, `ETB`, `CMC`) is searched with every way of saying it (`(APNAP OR "active player,
  nonactive player order" …)`), and names the rule that defines it;
- a number in words (`layer 7`, `sublayer 7c`, `step 2 of casting`) names rules by the CR's structure
  (613.1g and 613.4, 613.4c, 601.2b) and is searched as the CR writes it (`"layer 7c"`).

The table's entries are jargonterms.py's (Term, Numbered); a query's words are folded and counted by querywords.py.
Pure Python: no database, no index. query.py decides what the rules named do to the ranking.
"""

import re
import tomllib
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from . import frenchphrases, laterasked
from .jargonterms import Numbered, Term, quote
from .querywords import WORD, content_words, fold

DATA = Path(__file__).with_name("jargon.toml")

# A jargon term said in passing (Jargon.said_aside) names no rule to rank higher: ASIDE on, and how many words of
# the question outside its clause make it a passing one.
ASIDE = True
ASIDE_WORDS = 2
# What opens an adverbial clause: a conjunction of time or condition, then its subject (`when it died`, `while his
# spell`, `before or after everyone`); `when does…` asks, `after combat damage` is no clause.
SUBJECTS = (
    "i|i'm|i've|it|it's|its|he|he's|his|she|she's|her|they|they're|their|we|we're|our|you|you're|your|my|mine|"
    "the|a|an|one|someone|something|everyone|everybody|nobody|no|each|every|all|both|"
    "either|neither|another|other|any|some|whoever|opponent|opponent's"
)
OPENERS = "when|whenever|while|after|before|once|if|because|since|as soon as|until"
CLAUSE_OPENER = re.compile(rf"\b(?:{OPENERS})(?:\s+or\s+(?:{OPENERS}))?\s+(?:{SUBJECTS})\b")
# Irregular past forms a player tells a story with, and the verbs of the present a participle follows
# (Jargon._states_a_condition).
PAST = frozenset(
    "was were had did got went came took left made dealt drew lost won gave chose held fought swung sent paid ran "
    "became saw said".split()
)
PRESENT_AUXILIARIES = frozenset("is are am be been being get gets getting become becomes stays remains".split())
# A question mark: the last character, or one a space follows (a question, then what the player adds).
QUESTION_MARK = re.compile(r"\?(?:$|\s)")
# A variant of the game (a section of the CR's 800s and 900s: 810 Two-Headed Giant, 903 Commander) said as where the
# question happens, "in X" opening or closing it (`how much life does each team start with in two-headed giant`,
# `In 2HG, ...`), is said in passing too (Jargon.said_as_setting): the game's own rules still apply in a variant, and
# what is asked is the question's other words (103.4a's starting life), not the variant's section.
SETTING = True
VARIANT_SECTION = re.compile(r"[89]\d\d")
SETTING_BEFORE = re.compile(r"\bin\s+(?:an?\s+|the\s+)?(?:game\s+of\s+)?$")
SETTING_AFTER = re.compile(r"^(?:\s+(?:game|games|variant|format))?\s*(?:[,.?!;]|$)")


@dataclass(frozen=True)
class Match:
    """A span of the query that names something: a term of jargon or a number in the rules' structure."""

    start: int
    end: int
    typed: str  # the words as typed
    name: str  # what it is called: says[0] of a term, the words typed for a number
    rules: tuple  # the rules it names, the defining one first
    search: str | None  # what the query searches for these words; None removes them
    words: int  # how many of the query's required words it stands for
    term: Term | None = None
    numbered: bool = False
    french: bool = False  # said in one of the term's French ways (`fr`)
    aside: bool = False  # said in passing: inside a clause "when / while / after… X" beside what is asked (said_aside)


@dataclass
class Understanding:
    """A query's free text as read: the text to parse, and what it names."""

    typed: str  # the free text as given (filters already taken out)
    text: str  # the text to parse: question words dropped, jargon expanded
    plain: str = ""  # question words dropped, nothing expanded
    matches: list = field(default_factory=list)
    question: bool = False
    words: int = 0  # required words of the question (question words and stop words not counted)

    def covers_all(self, match):
        return self.words > 0 and match.words >= self.words

    @property
    def rules(self):
        """Every rule named, in query order, without repeats."""
        return list(dict.fromkeys(rule for match in self.matches for rule in match.rules))


@dataclass
class Jargon:
    terms: tuple
    numbered: tuple
    symbols: dict
    question_starts: frozenset
    question_words: frozenset
    generic: frozenset = frozenset()  # glossary terms (lower case) too general to be a question's topic
    by_phrase: dict = field(init=False, repr=False)
    term_pattern: re.Pattern = field(init=False, repr=False)

    def __post_init__(self):
        self.by_phrase = {}
        for term in self.terms:
            for phrase in term.named_by:
                self.by_phrase.setdefault(" ".join(fold(phrase).split()), (term, False))
            for phrase in term.fr:
                self.by_phrase.setdefault(" ".join(fold(phrase).split()), (term, True))
        # The longest phrases first: "modal double-faced card" before "double-faced card".
        phrases = sorted(self.by_phrase, key=len, reverse=True)
        alternatives = "|".join(re.escape(p).replace(r"\ ", r"\s+") for p in phrases)
        # A possessive is the term said (`my cantrip's target`, `the ETB's controller`); another word joined by an
        # apostrophe is not (`don't`).
        self.term_pattern = re.compile(r"(?<![\w/'-])(?:" + alternatives + r")(?:'s)?(?![\w/'-])")

    # --- reading a query ----------------------------------------------------------------------------------------

    def understand(self, text):
        """The Understanding of a free text (no filters in it)."""
        text = " ".join((text or "").split())
        folded = fold(text)
        taken = _quoted_spans(text)
        matches = self._numbered(text, folded, taken)
        matches += self._terms(text, folded, taken)
        matches.sort(key=lambda m: m.start)
        question = self.is_question(text)
        if ASIDE and question:
            # Its own words are still searched, not its CR ways of saying it (`died`: "put into a graveyard from the
            # battlefield", 700.4's words).
            aside = [self.said_aside(text, m) or self.said_as_setting(text, m) for m in matches]
            matches = [replace(m, aside=True, search=m.typed) if a else m for m, a in zip(matches, aside, strict=True)]
        pieces = _pieces(text, matches)
        if question:
            dropped = [p if isinstance(p, Match) else self.drop_question_words(p) for p in pieces]
            if any(isinstance(p, Match) for p in dropped) or content_words(" ".join(dropped)):
                pieces = dropped
        plain = " ".join(p.typed if isinstance(p, Match) else p for p in pieces)
        return Understanding(
            typed=text,
            text=" ".join(" ".join(p.search or "" if isinstance(p, Match) else p for p in pieces).split()),
            plain=" ".join(plain.split()),
            matches=matches,
            question=question,
            words=len(content_words(plain)),
        )

    def is_question(self, text):
        # A "?" that ends a sentence the query goes on after (`elle attaque ? elle a la vigilance`) is a question
        # mark too: read as a wildcard, a lone one made the query an error.
        first = WORD.search(fold(text))
        return (
            bool(QUESTION_MARK.search(text.rstrip()))
            or (first is not None and first.group(0) in self.question_starts)
            or laterasked.asked_later(text)
        )

    def said_aside(self, text, match):
        """Whether a term is said in passing: inside an adverbial clause ("when it died", "while it's on the
        stack", "before or after everyone is done with mulligans") that begins with a subject, its sentence asking
        about ASIDE_WORDS or more other words outside it. A clause's term sets the moment of what is asked, not what
        is asked (`My creature was tapped when it died. Is the card still tapped…` asks about 110.5d, not dying);
        `What happens when a creature dies?` says nothing outside it and asks about dying. An interrogative
        `When does it go on the stack?` opens no clause (a verb follows it, no subject)."""
        if match.term is None:
            return False
        folded = fold(text)
        start = max(folded.rfind(c, 0, match.start) for c in ".?!;,") + 1
        ends = [i for c in ".?!;," if (i := folded.find(c, match.end)) >= 0]
        end = min(ends, default=len(folded))
        opener = None
        for m in CLAUSE_OPENER.finditer(folded, start, match.end):
            # A clause that opens its sentence (`If I blink my Oblivion Ring, does…`) sets what the sentence asks.
            if m.start() < match.start and content_words(folded[start : m.start()]):
                opener = m
        if opener is None or self._states_a_condition(folded, opener, match):
            return False
        outside = f"{text[: opener.start()]} {text[end:]}"
        own = [w for w in content_words(outside) if w not in self.question_words]
        return len(own) >= ASIDE_WORDS

    def said_as_setting(self, text, match):
        """Whether a term naming a variant of the game (SETTING) is said as where the question happens: "in" before
        it, opening the question's sentence or closing the question, ASIDE_WORDS or more other words asked beside
        it (`each team's starting life in two-headed giant`; `What is two-headed giant?` asks about the variant)."""
        if not SETTING or match.term is None or not any(VARIANT_SECTION.fullmatch(r) for r in match.rules[:1]):
            return False
        folded = fold(text)
        if not SETTING_BEFORE.search(folded[: match.start]):
            return False
        before, after = folded[: match.start], folded[match.end :]
        opens = not content_words(SETTING_BEFORE.sub("", re.split(r"[.?!;]", before)[-1]))
        if not (opens or SETTING_AFTER.match(after)):
            return False
        outside = f"{text[: match.start]} {text[match.end :]}"
        own = [w for w in content_words(outside) if w not in self.question_words]
        return len(own) >= ASIDE_WORDS

    @staticmethod
    def _states_a_condition(folded, opener, match):
        """Whether a "when / whenever" clause states a card's condition, as its text does (`My creature does
        something whenever it gets tapped.`, `…gets +2/+2 when it's the only one I send in.`): a triggered
        ability's words (603.1), closing a statement before the question, in the present. Such a clause is the
        situation asked about, not a moment of the story (`was tapped when it died`, past) nor the moment of the
        question's own sentence (`Is it still tapped when it dies?`)."""
        if opener.group(0).split()[0] not in ("when", "whenever"):
            return False
        ends = [i for c in ".?!" if (i := folded.find(c, match.end)) >= 0]
        if not ends or folded[min(ends)] == "?":
            return False
        # The clause closes its statement, as a trigger's condition closes a card's sentence; one the sentence goes
        # on after (`…when it deals damage swings for 4, but…`) describes the card on the way to something else.
        rest = folded[match.end : min(ends)]
        if "," in rest or len(content_words(rest)) > ASIDE_WORDS:
            return False
        words = WORD.findall(folded[opener.start() : min(ends)])[1:]
        return not any(_past(word, before) for before, word in zip(words, words[1:], strict=False))

    def drop_question_words(self, text):
        """The text without question words and question marks (outside quotes)."""
        parts = text.replace("?", " ").split('"')
        for i in range(0, len(parts), 2):
            parts[i] = WORD.sub(lambda m: "" if fold(m.group(0)) in self.question_words else m.group(0), parts[i])
        return '"'.join(parts)

    def _numbered(self, text, folded, taken):
        found = []
        has = set(content_words(text))
        # Entries that need a context word come first: "step 2 of resolving" is not the casting step.
        for entry in sorted(self.numbered, key=lambda e: not e.when):
            if entry.when and not has & set(entry.when):
                continue
            for pattern in entry.patterns():
                for m in pattern.finditer(folded):
                    if _overlaps(m.span(), taken):
                        continue
                    read = entry.read(m)
                    if read is None:
                        continue
                    n, x = read
                    typed = text[m.start() : m.end()]
                    found.append(
                        Match(
                            start=m.start(),
                            end=m.end(),
                            typed=typed,
                            name=" ".join(typed.split()),
                            rules=tuple(entry.fill(r, n, x) for r in entry.rules),
                            search=quote(entry.fill(entry.search, n, x)) if entry.search else None,
                            words=len(content_words(typed)),
                            numbered=True,
                        )
                    )
                    taken.append(m.span())
        return found

    def _terms(self, text, folded, taken):
        found = []
        for m in self.term_pattern.finditer(folded):
            if _overlaps(m.span(), taken):
                continue
            phrase = " ".join(m.group(0).split())
            if phrase not in self.by_phrase:
                phrase = phrase.removesuffix("'s")
            term, french = self.by_phrase[phrase]
            if french and _in_other_phrase(text, m.span(), term):
                continue
            typed = text[m.start() : m.end()]
            if term.slang and _capitalized(typed) and (phrase in term.names or not _starts_sentence(text, m.start())):
                # "destroyed by Wrath", "Kill Shot", "Clone copying a token": a capital makes the word a card's name.
                continue
            found.append(
                Match(
                    start=m.start(),
                    end=m.end(),
                    typed=typed,
                    name=term.name,
                    rules=term.rules_in(folded),
                    search=typed if french else term.query(typed),
                    words=len(content_words(typed)),
                    term=term,
                    french=french,
                )
            )
            taken.append(m.span())
        return found

    def term_named(self, name):
        """The term one of whose ways of saying it is name (any case), or None."""
        entry = self.by_phrase.get(" ".join(fold(name).split()))
        return entry[0] if entry else None


def _in_other_phrase(text, span, term):
    """Whether a French way of saying a term is a word of a longer French phrase (frenchphrases.PHRASES) that says
    another idea: `pile` is the stack, but `jouer à pile ou face` flips a coin (705); `passe par la pile` still uses
    the stack, its English saying the term."""
    for pattern, english in frenchphrases.PHRASES:
        for m in pattern.finditer(text):
            if m.start() <= span[0] and span[1] <= m.end() and m.end() - m.start() > span[1] - span[0]:
                if not any(fold(way) in fold(english) for way in term.says):
                    return True
    return False


def _capitalized(typed):
    return typed[:1].isupper() and not typed.isupper()


def _starts_sentence(text, at):
    before = text[:at].rstrip(' "“(')
    return not before or before[-1] in ".?!:;"


def _past(word, before):
    """Whether a clause's word says it in the past: `was`, `got`, `died`; a participle after a verb of the present
    (`gets tapped`, `it's tapped`) does not."""
    if word in PAST:
        return True
    return word.endswith("ed") and before not in PRESENT_AUXILIARIES and not before.endswith("'s")


def _quoted_spans(text):
    spans, start = [], None
    for i, c in enumerate(text):
        if c == '"':
            if start is None:
                start = i
            else:
                spans.append((start, i + 1))
                start = None
    return spans


def _overlaps(span, taken):
    return any(span[0] < end and start < span[1] for start, end in taken)


def _pieces(text, matches):
    """The text cut at the matches: plain strings and Match objects, in order."""
    pieces, at = [], 0
    for match in matches:
        pieces.append(text[at : match.start])
        pieces.append(match)
        at = match.end
    pieces.append(text[at:])
    return pieces


def _any_of(phrases):
    """A pattern matching any of the phrases (folded) as whole words."""
    alternatives = "|".join(re.escape(" ".join(fold(p).split())).replace(r"\ ", r"\s+") for p in phrases)
    return re.compile(rf"(?<![\w'-])(?:{alternatives})(?![\w'-])")


def _strings(values):
    return tuple(str(v) for v in (values or ()))


def parse(data):
    """A Jargon from the parsed TOML (a dict); raises ValueError for an entry it cannot use."""
    terms = []
    for i, entry in enumerate(data.get("term", [])):
        unknown = set(entry) - {"says", "also", "fr", "rule", "glossary", "cr", "slang", "names", "when"}
        if not entry.get("says") or unknown:
            raise ValueError(f"[[term]] {i + 1}: needs `says`; unknown keys {sorted(unknown)}")
        says = {" ".join(fold(p).split()) for p in entry["says"]}
        if entry.get("names") and not (
            entry.get("slang") and {" ".join(fold(n).split()) for n in entry["names"]} <= says
        ):
            raise ValueError(f"[[term]] {i + 1}: `names` are ways of saying a slang term (in `says`)")
        terms.append(
            Term(
                says=_strings(entry["says"]) + _strings(entry.get("cr")),
                cr=_strings(entry.get("cr")),
                also=_strings(entry.get("also")),
                fr=_strings(entry.get("fr")),
                rule=entry.get("rule"),
                glossary=entry.get("glossary"),
                slang=bool(entry.get("slang", False)),
                names=frozenset(" ".join(fold(n).split()) for n in entry.get("names", ())),
                when=tuple((rule, _any_of(words)) for rule, words in entry.get("when", {}).items()),
            )
        )
    numbered = []
    for i, entry in enumerate(data.get("numbered", [])):
        unknown = set(entry) - {"says", "rules", "n", "x", "search", "when"}
        if not entry.get("says") or not entry.get("rules") or unknown:
            raise ValueError(f"[[numbered]] {i + 1}: needs `says` and `rules`; unknown keys {sorted(unknown)}")
        numbered.append(
            Numbered(
                says=_strings(entry["says"]),
                rules=_strings(entry["rules"]),
                n=tuple(entry.get("n", (1, 9))),
                x=entry.get("x", ""),
                search=entry.get("search"),
                when=tuple(fold(w) for w in entry.get("when", ())),
            )
        )
    question = data.get("question", {})
    return Jargon(
        terms=tuple(terms),
        numbered=tuple(numbered),
        symbols={word.lower(): list(symbols) for word, symbols in data.get("symbols", {}).items()},
        question_starts=frozenset(fold(w) for w in question.get("starts", ())),
        question_words=frozenset(fold(w) for w in question.get("words", ())),
        generic=frozenset(t.lower() for t in data.get("glossary", {}).get("generic", ())),
    )


@lru_cache(maxsize=1)
def load(path=DATA):
    """The jargon table of jargon.toml (read once per process)."""
    with open(path, "rb") as f:
        return parse(tomllib.load(f))
