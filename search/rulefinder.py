"""Today's rules ranked for a question in a player's words: the rule finder.

A question asked in plain words rarely has the words of the rule that answers it ("does it die" / "toughness 0 or
less ... put into its owner's graveyard"), and Whoosh ranks what the words match, so results drift to whatever
shares the question's commonest word. The rule finder ranks today's CR paragraphs by BM25F over each paragraph
*expanded* with the words the project's own data says about it (document expansion):

- its own text, and the title of its rule (702.19b is about "Trample"), weighted up;
- the titles of the section and rules above it ("Combat Damage Step", "Turn Structure");
- its examples;
- the glossary definitions that point to it ("Dies: A creature or planeswalker 'dies' if it is put into a
  graveyard from the battlefield. See rule 700.4.");
- the reminder text printed on cards after a keyword ("Trample (This creature can deal excess combat damage to
  the player or planeswalker it's attacking.)") for the keyword's rule and its subrules.

Nothing here is tuned to a question: every word comes from the CR or the cards. A French question is first put
into English through the lexicon mined from cards printed in both languages (bilingual.py). The finder's ranking
is fused with the index's in query.py.

The data is built from the database with the index (rules.json in the build folder) and read by every process.
"""

import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass

from rules import plainwords
from rules.models import GlossaryEntry, RuleParagraph

from . import rulingrests
from .analysis import english_analyzer, shared
from .asksread import likeness_of, shares
from .frenchasks import PREFIX as FRENCH_MARK
from .frenchasks import terms as french_terms
from .jsonfiles import read_json, write_json
from .plainterms import plain_terms
from .ruleexpansion import expanded_paragraphs, keyword_rules, kinds
from .scoring import finder_best
from .wordings import card_wordings, longest_part, wording_text

FILE = "rules.json"
# What build() writes; a release that changes it bumps this, so that a sync rewrites an older index's file
# (update._sync_documents) instead of leaving it to the next full rebuild. 5 had a field taken out again (severy6);
# 7 has the players' words (rules/plainwords); 8 each of them apart too (asks, RuleFinder.asked_share); 9 has them
# in the plain ranking too; 10 the rules each ruling rests on (rests, rulingrests.py); 11 the French players' words
# (rules/plainwords/fr: frenchasks.py); 12 the wordings read with straight apostrophes and "enters" (wording_text).
FORMAT = 12
# The plain ranking (plain_documents) reads each paragraph's players' words with its own: a question in a player's
# words then has words in common with the paragraph it asks about (the finder reads them as its field "asked").
PLAIN_ASKED = True
# Field weights of BM25F: a word of the rule's title says more than one of an example.
WEIGHTS = {"text": 1.0, "title": 2.0, "above": 0.5, "examples": 0.5, "glossary": 0.8, "reminder": 0.6, "asked": 2.0}
# The French players' questions' field (frenchasks.py: read by French questions alone).
FRENCH_WEIGHT = 2.0
K1, B = 1.2, 0.75
# The plain ranking reads as the FTS5 baseline does, BM25's usual constants included, whatever the finder's are
# (bench/ruling_pairs.py tries other k1 and b for the finder alone).
PLAIN_K1, PLAIN_B = 1.2, 0.75
FAST = True  # rank() over arrays; False: the plain loop (tests compare both)
# A paragraph's subrules lend it their words at this weight (702.19 "Trample" is found by what 702.19b says).
CHILDREN = 0.3
# A word of a question is rare from this IDF on (in the plain ranking: about one paragraph in twelve has it or fewer).
RARE_IDF = 2.5
# held reads a question's rare words less the question's own (QUESTION_WORDS), as rare() does: `still`, `just`,
# `there`, `go` are rare in the CR and common in the players' questions (rules/plainwords) the plain ranking reads, so
# a subrule whose asks say `do I still gain life?` held more of `…Do I still gain the life?` than the rule that says
# what lifelink does (702.15c over 702.15b; severy13).
HELD_CONTENT_ONLY = True
# asked_share reads a question with at least this many rare words: one rare word ("sorcery speed") is in many asks.
ASKED_RARE = 2
# ask_likeness: the least IDF a word weighs (the question's own words, `how many`, `when`, weigh this).
LIKENESS_FLOOR = 2.0
# Words of questions that say nothing of the rules: they would favour any paragraph that happens to have them.
QUESTION_WORDS = (
    frozenset(
        """i me my mine we us our you your yours he him she her they them their someone something anything what when
    where who whom whose which why how does do did doing done can could would should will shall might must
    is are was were be been being am get gets got getting happen happens happened still even just really
    actually right now also like so then there here this that these those some about okay ok yes say says said
    want wants know think mean means go goes going come comes let lets his hers""".split()
    )
    # A pronoun said with its verb as one word (`I'm`, `it's`, `we're`, `I've`), either apostrophe: the CR says none
    # of them, so each had the IDF of a rare word (`i'm` 5.6, searched as one of the question's rarest; severy29).
    | {
        f"{pronoun}{mark}{verb}"
        for pronoun in ("i", "you", "we", "they", "he", "she", "it", "that", "there", "who", "what")
        for mark in "'’"
        for verb in ("m", "ve", "d", "ll", "re", "s")
    }
)
# Two words the CR says side by side (in its paragraphs and examples) are one idea when the pair holds at least this
# share of the rarer word's uses ("until end of turn", "main phase", "face down"): a question that says them counts
# them as one, each word after the first weighing 1 - that share. Counted as three independent words, "until end of
# turn" outweighed the one word a long question is about. A pair said fewer than PHRASE_SEEN times is not counted.
PHRASE_SHARE = 0.5
PHRASE_SEEN = 2


@dataclass(frozen=True)
class Ranked:
    number: str
    score: float


def plain_documents(version, asks):
    """{"numbers", "docs", "df"} of the plain ranking: today's paragraphs (title, text, examples, and their players'
    words `asks`: {number: [ask]}) and glossary entries (number ""), unexpanded, read as the FTS5 baseline reads."""
    numbers, docs = [], []
    if version is not None:
        rows = RuleParagraph.objects.filter(version=version).values_list("number", "title", "text", "examples")
        for number, title, text, examples in rows:
            numbers.append(number)
            docs.append(Counter(plain_terms(" ".join([title, text, *(examples or []), *asks.get(number, [])]))))
        for term, text in GlossaryEntry.objects.filter(version=version).values_list("term", "text"):
            numbers.append("")
            docs.append(Counter(plain_terms(f"{term}. {text}")))
    return {"numbers": numbers, "docs": [dict(d) for d in docs], "df": dict(Counter(t for d in docs for t in d))}


def _terms(text, analyzer=None):
    analyzer = analyzer or shared(english_analyzer)
    return [t.text for t in analyzer(text or "") if not t.stopped]


def phrases(texts, analyzer=None):
    """{"word word": share} of the pairs of terms the texts say side by side (stop words between them dropped, as a
    question's are) that hold PHRASE_SHARE or more of the rarer term's uses."""
    analyzer = analyzer or english_analyzer()
    single, pairs = Counter(), Counter()
    for text in texts:
        terms = _terms(text, analyzer)
        single.update(terms)
        pairs.update(zip(terms, terms[1:], strict=False))
    found = {}
    for (first, second), seen in pairs.items():
        share = seen / min(single[first], single[second])
        if seen >= PHRASE_SEEN and share >= PHRASE_SHARE and first != second:
            found[f"{first} {second}"] = round(share, 3)
    return found


def build(version):
    """The finder's data for a CR version: each paragraph's weighted terms, lengths and the collection's IDF."""
    fields = expanded_paragraphs(version) if version is not None else {}
    asks = {n: f["asks"] for n, f in fields.items() if f["asks"]}  # read once, for the finder and the plain ranking
    analyzer = english_analyzer()
    docs = {}
    for number, f in fields.items():
        tf = Counter()
        for name, weight in WEIGHTS.items():
            for term in _terms(f[name], analyzer):
                tf[term] += weight
        for term in french_terms(" ".join(f["asks_fr"])):
            tf[term] += FRENCH_WEIGHT
        docs[number] = tf
    # A rule lends its subrules' words to itself (at a lower weight): "702.19 Trample" answers for 702.19b too.
    lent = defaultdict(Counter)
    for f in fields.values():
        if f["parent"] in docs and "." in f["parent"]:
            for term in _terms(f["text"], analyzer):
                lent[f["parent"]][term] += CHILDREN
    for number, extra in lent.items():
        docs[number].update(extra)
    df = Counter(term for tf in docs.values() for term in tf)
    return {
        "wordings": card_wordings((n, f["text"]) for n, f in fields.items()),
        "numbers": list(docs),
        "docs": [{t: round(w, 3) for t, w in tf.items()} for tf in docs.values()],
        "df": dict(df),
        "keywords": keyword_rules(fields),
        "kinds": kinds(fields),
        "asks_fr": {n: f["asks_fr"] for n, f in fields.items() if f["asks_fr"]},
        "plain": plain_documents(version, asks if PLAIN_ASKED else {}),
        "phrases": phrases(t for f in fields.values() for t in (f["text"], f["examples"])),
        "asks": asks,
        # The rules each ruling rests on (rulingrests.py): a named card's ruling leads a question to them.
        "rests": rulingrests.table() if version is not None else {},
    }


def signature():
    """What an index's meta holds of its rules.json (FORMAT and the players' words read), so that a sync rewrites
    the file when either changed: editing rules/plainwords needs no bump of FORMAT."""
    return f"{FORMAT}:{plainwords.signature()}"


def write(path, version):
    write_json(path / FILE, build(version))


def weighed(ranked, factor):
    """[Ranked] with each score × factor(number), best first (a tie keeps its order)."""
    return sorted((Ranked(r.number, r.score * factor(r.number)) for r in ranked), key=lambda r: -r.score)


class RuleFinder:
    """BM25F over the expanded paragraphs, in memory (today's CR: about 3,300 paragraphs, 2 MB)."""

    def __init__(self, data, *, k1=None, b=None):
        self.k1, self.b = (K1 if k1 is None else k1), (B if b is None else b)
        self.numbers = data.get("numbers", [])
        self.keywords = data.get("keywords", {})
        self._keywords = [(w, n, re.compile(rf"(?<![\w-]){re.escape(w)}(?![\w-])")) for w, n in self.keywords.items()]
        self.kinds = data.get("kinds", {})
        self._names = None
        self.wordings = [(longest_part(p), re.compile(p), numbers[:1]) for p, numbers, _ in data.get("wordings", [])]
        docs = data.get("docs", [])
        # A paragraph's length without its French players' words: English questions score as without them.
        self.lengths = [sum(w for t, w in tf.items() if not t.startswith(FRENCH_MARK)) for tf in docs]
        self.average = (sum(self.lengths) / len(self.lengths)) if self.lengths else 1.0
        n = len(docs)
        # A French term's IDF is counted over the paragraphs that have French players' words (frenchasks.py): over
        # all of them, every word of a French question was rare.
        french = len(data.get("asks_fr", {}))
        self.idf = {
            t: math.log(1 + ((french if t.startswith(FRENCH_MARK) else n) - df + 0.5) / (df + 0.5))
            for t, df in data.get("df", {}).items()
        }
        self.postings = defaultdict(list)
        for i, tf in enumerate(docs):
            for term, weight in tf.items():
                self.postings[term].append((i, weight))
        self.index = {number: i for i, number in enumerate(self.numbers)}
        self.docs = docs
        self.phrases = data.get("phrases", {})
        self.asks = data.get("asks", {})
        self.rests = data.get("rests", {})
        self._ask_terms = {}  # {number: [frozenset of an ask's plain terms]}, read when first asked for
        self._unseen = None  # the plain ranking's largest IDF, read when first asked for (ask_likeness)
        self._unseen_fr = None  # the French terms' largest IDF, read when first asked for (ask_likeness_fr)
        self.asks_fr = data.get("asks_fr", {})  # {number: [French ask]}: rules/plainwords/fr
        self._ask_terms_fr = {}  # as _ask_terms, for asks_fr
        # The plain ranking (plain_documents), a finder of its own; glossary entries (number "") take places in it.
        self.plain = RuleFinder(data["plain"], k1=PLAIN_K1, b=PLAIN_B) if data.get("plain") else None

    def plain_rank(self, text, *, limit=10):
        """The rule numbers BM25 ranks first over the unexpanded paragraphs for every word of a text (glossary
        entries count in the ten and are left out): the plain full-text ranking the FTS5 baseline gives."""
        if not self.plain or not self.plain.numbers:
            return []
        ranked = self.plain.rank(Counter(plain_terms(text)), limit=limit)
        return [r.number for r in ranked if r.number]

    def held(self, text):
        """number -> the IDF of the text's rare words (RARE_IDF or more, each once) that the paragraph's words in
        the plain ranking (plain_documents) hold; 0 for a paragraph the plain ranking does not have."""
        plain = self.plain
        if not plain or not plain.numbers:
            return lambda number: 0.0
        return self.held_of(plain_terms(self._without_question_words(text) if HELD_CONTENT_ONLY else text))

    def asked_share(self, text):
        """number -> the largest share of the text's rare words (rare(), by IDF) that one of the paragraph's players'
        questions (rules/plainwords, each apart) holds; 0 for every paragraph when the text has fewer than ASKED_RARE
        rare words. The asked field joins a paragraph's questions: its BM25 counts words spread over several of them
        as one near match."""
        rare = self.rare(text)
        return shares(rare, self._ask_terms, self.asks, plain_terms, ASKED_RARE)

    def asked_share_fr(self, text, skip=frozenset()):
        """asked_share of a French question's own words (frenchasks.terms) over the French players' questions."""
        rare = {t: self.idf[t] for t in french_terms(text, skip) if self.idf.get(t, 0.0) >= RARE_IDF}
        return shares(rare, self._ask_terms_fr, self.asks_fr, french_terms, ASKED_RARE)

    def ask_likeness(self, text):
        """number -> how near the paragraph's nearest players' question (rules/plainwords) is to the whole text: the
        Dice overlap of their words (the question's own words included: `how many`, `when`) weighed by IDF, no IDF
        below LIKENESS_FLOOR (a common word counts, a little). 0 for a paragraph without asks. asked_share reads the
        rare words only, so two rules whose asks hold the same rare words tie; the rest of the question tells which
        of them a player asks about (`Is a copy of a spell cast?`: 707.10's ask, word for word)."""
        plain = self.plain
        if not plain or not plain.numbers:
            return lambda number: 0.0
        unseen = self._unseen_idf()
        return likeness_of(
            frozenset(plain_terms(text)),
            lambda term: max(plain.idf.get(term, unseen), LIKENESS_FLOOR),
            self._ask_terms,
            self.asks,
            plain_terms,
        )

    def ask_likeness_fr(self, text, skip=frozenset()):
        """ask_likeness of a French question's own words (frenchasks.terms, skip left out) over the French players'
        questions (rules/plainwords/fr), each term weighed by its IDF over the paragraphs that have them."""
        if self._unseen_fr is None:
            self._unseen_fr = max((idf for t, idf in self.idf.items() if t.startswith(FRENCH_MARK)), default=0.0)
        unseen = self._unseen_fr
        return likeness_of(
            frozenset(french_terms(text, skip)),
            lambda term: max(self.idf.get(term, unseen), LIKENESS_FLOOR),
            self._ask_terms_fr,
            self.asks_fr,
            french_terms,
        )

    def _unseen_idf(self):
        # A word no paragraph says weighs as one a single paragraph says.
        if self._unseen is None:
            self._unseen = max(self.plain.idf.values(), default=0.0)
        return self._unseen

    def length(self, number):
        """How many terms a paragraph's own words have in the plain ranking (None for one it does not have)."""
        plain = self.plain
        i = plain.index.get(number) if plain else None
        return plain.lengths[i] if i is not None else None

    def held_of(self, terms):
        """held for terms already read (a French question's put into English: bilingual.py)."""
        plain = self.plain
        if not plain or not plain.numbers:
            return lambda number: 0.0
        rare = {t: plain.idf[t] for t in terms if plain.idf.get(t, 0.0) >= RARE_IDF}

        def held(number):
            i = plain.index.get(number)
            return sum(idf for t, idf in rare.items() if t in plain.docs[i]) if i is not None else 0.0

        return held

    def rare(self, text):
        """{term: IDF} of a text's rare words (RARE_IDF or more in the plain ranking, each once): held's."""
        plain = self.plain
        if not plain or not plain.numbers:
            return {}
        words = self._without_question_words(text)
        return {t: plain.idf[t] for t in plain_terms(words) if plain.idf.get(t, 0.0) >= RARE_IDF}

    @staticmethod
    def _without_question_words(text):
        # The question's own words out: the CR rarely says "I", "still" or "while", a ruling or a players' question
        # often does.
        return " ".join(
            w for w in re.findall(r"[\w'’/+-]+", (text or "").lower()) if w not in QUESTION_WORDS | {"while"}
        )

    @classmethod
    def load(cls, path):
        return cls(read_json(path / FILE, {}))

    def __bool__(self):
        return bool(self.numbers)

    def query_terms(self, text):
        """A question's searched terms with their weights: its words less the question's own, each once (a word
        said twice, "2/2 gets -2/-2", is not twice what the question is about); a word that with the one before it
        makes a pair the CR says as one (phrases) weighs 1 - the pair's share ("until end of turn" is one idea)."""
        words = [w for w in re.findall(r"[\w'’/+-]+", text.lower()) if w not in QUESTION_WORDS]
        terms = _terms(" ".join(words))
        weights = {}
        for before, term in zip([None, *terms], terms, strict=False):
            weight = 1.0 - self.phrases.get(f"{before} {term}", 0.0)
            weights[term] = max(weights.get(term, 0.0), weight)
        return Counter(weights)

    def paragraph_score(self, i, terms, *, b=None):
        """Paragraph i's score for weighted terms {term: weight}, as rank scores it (BM25); b: another length norm."""
        doc = self.docs[i]
        b = self.b if b is None else b
        norm = self.k1 * (1 - b + b * self.lengths[i] / self.average)
        return sum(
            weight * self.idf.get(term, 0.0) * doc[term] * (self.k1 + 1) / (doc[term] + norm)
            for term, weight in terms.items()
            if term in doc
        )

    def rank(self, terms, *, limit=30, boost=None):
        """[Ranked] of the paragraphs for weighted terms {term: weight}; boost: {number: factor}."""
        if FAST:
            # The same loop over arrays (scoring.finder_best: the same scores and order), 10 % of a long question.
            factors = [(self.index[n], f) for n, f in (boost or {}).items() if n in self.index]
            best = finder_best(self, terms, factors, limit, self.k1, self.b)
            return [Ranked(self.numbers[i], score) for i, score in best]
        scores = defaultdict(float)
        for term, qweight in terms.items():
            idf = self.idf.get(term)
            if idf is None:
                continue
            for i, weight in self.postings[term]:
                norm = self.k1 * (1 - self.b + self.b * self.lengths[i] / self.average)
                scores[i] += qweight * idf * weight * (self.k1 + 1) / (weight + norm)
        for number, factor in (boost or {}).items():
            i = self.index.get(number)
            if i is not None and i in scores:
                scores[i] *= factor
        best = sorted(scores.items(), key=lambda item: -item[1])[:limit]
        return [Ranked(self.numbers[i], score) for i, score in best]

    def worded_in(self, text, *, limit=3):
        """The rules whose quoted wordings a card's text uses, those of the rarest wordings first."""
        lowered = wording_text(text)
        found = [n for part, p, first in self.wordings if part in lowered and p.search(lowered) for n in first]
        return list(dict.fromkeys(found))[:limit]

    def unnamed(self, terms):
        """The keyword rules (701.x, 702.x) and the sections of a kind of card or a variant (kinds) whose name is
        not among a question's terms: their rules govern the objects that have the keyword, the cards of that kind,
        the games of that variant, and a question that names none of them is not about them (`…is that damage
        still on it when my turn comes around?` drew 702.54a Bloodthirst by its words "damage", "opponent",
        "turn"; `…pay 2 life…` 810.9b of Two-Headed Giant)."""
        if self._names is None:
            # Each name's terms read once per finder: some 330 names through the analyzer, 20-30 ms.
            self._names = [(frozenset(_terms(name)), n) for name, n in {**self.keywords, **self.kinds}.items()]
        from .verbforms import keyword_terms  # imported where used: this change to rulefinder.py is this method

        said = set(terms)
        # A name said in an irregular form (`I foretold a card`: 702.143 Foretell) is said: the stemmer keeps
        # `foretold`, the name is `foretel` (verbforms.keyword_forms, WordNet's forms of the names' words).
        forms = keyword_terms(_terms)
        said.update(t for term in terms if term in forms for t in forms[term])
        return {n for words, n in self._names if not words <= said}

    def keywords_in(self, text):
        """The keyword rules (701.x, 702.x) whose names a card's text uses."""
        lowered = f" {(text or '').lower()} "
        return [n for word, n, pattern in self._keywords if word in lowered and pattern.search(lowered)]
