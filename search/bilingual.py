"""French words put into English, from a lexicon mined from the cards printed in both languages.

There is no French CR in the data, so a French question reaches an English rule only through English words. The
cards' French printed texts and their English Oracle texts say the same things line for line: a French word and an
English word that keep appearing on the same lines are each other's translation (Dice coefficient over the lines
where the English word is the French word's best on the line, both texts stemmed as the index stems them). On the
corpus, `piétinement` is trample, `blessures` damage, `endurance` toughness, `rituel` sorcery, and `initiative` is
first strike (not initiative) - the false friends come out right because the cards, not the spelling, decide. Where
the jargon table names a French term (`pile`: the stack), its English is searched too (query.py).

The lexicon is mined when the index is built (french.json in the build folder), over the one mined from the whole
corpus's cards and shipped in search/data/french-lexicon.json (made by scripts/make_french_lexicon.py): a site
whose own cards have few French texts (the sample of `make serve`) still reads French questions; its own data
decides for the words it has.
"""

import copy
import os
import re
from collections import Counter, defaultdict
from itertools import combinations, product
from pathlib import Path

from . import frenchcompounds, frenchphrases, keywordnames
from .analysis import ELISION, english_analyzer, fold, french_analyzer
from .bilingualpairs import Name, Text, _stems, name_pairs, text_pairs  # noqa: F401 (bilingual's own names)
from .jsonfiles import read_json, write_json

FILE = "french.json"
# What write() mines; a release that changes the mining bumps this, so that a sync rewrites an older index's file
# (update._sync_documents, meta.json's "french") instead of leaving it to the next full rebuild. (Until 2026-12-02 a
# sync wrote french.json only when it was missing: a change to the mining never reached a built index.)
FORMAT = 12  # 12: compounds beside their parts (frenchcompounds, sfr40); 11: keyword names of names' words (sfr26)
SHIPPED = Path(__file__).parent / "data" / "french-lexicon.json"
# A question's French phrases are read as the cards' English for them before its words (frenchphrases.py).
FRENCH_PHRASES = True
# A French word the cards' texts and type lines print on fewer than MIN_LINES lines (a card's own name taken out of its
# text) is a word of their names only (listed under this key, which no stem can be). Where its translation is no word
# the CR says, a name's wording chose it (`dure` of Gobelin à la peau dure is thick, `garde` guard, `âpre` of
# Querelle âpre feud, `mal` bull): in a question it is an everyday word (le bonus dure, je garde la priorité, apres
# typed without its accent, le mal d'invocation), read as a word the lexicon does not know (translate). A name's word
# the CR says is kept: `étourdissement` stun, `équipage` crew, `couche` layer, `escouade` squad, `tête` head - no text
# of MTGJSON v3 prints these in French.
NAMES = " names only"
# The French players' keyword names (keywordnames.from_asks) made of NAMES' words only: {French name: English}.
NAMED_KEYWORDS = " keyword names of names' words"
# A pair must share this many lines, and be this close (Dice), to be a translation; a word keeps its best
# translations down to this share of the best one's score.
MIN_LINES = 2
MIN_DICE = 0.25
CLOSE_TO_BEST = 0.6
# A French word the cards print nearly always with the same English word is its translation at a lower Dice: the
# English word may be printed far more often, for other French words too (`contrecarrez` is said on 272 lines, 271 of
# them with "counter", which is also every +1/+1 counter's word: Dice 0.247).
NEARLY_ALWAYS = 0.9
PER_WORD = 3
# Dice weighs the English word's lines elsewhere as much as the French word's own, and a French verb is printed in
# several forms the English word shares out (`détruisez`, `détruire`, `détruit`: destroy): the infinitive `détruire`,
# 86 of its 105 lines with destroy, was "enough" (57 lines, of "enough damage to destroy", 71 lines in all: Dice
# 0.648 to destroy's 0.195). A best translation said on fewer than three in five of the French word's lines gives its
# first place to a word it is linked to that is on MOST of them, when that word is no word of every line (said this
# many times more often beside the French word than on all lines: "creature" is on 78 of the 105). A best spelled
# like the French word keeps its place: `bloqueur` is blocker (17 of its 35 lines, Trample's reminder), not "attack".
SOMETIMES, MOST, APART = 0.6, 0.75, 30
# A word's second and third translations are often words said beside it on the cards (`tour`: turn, and "until end
# of turn"): each counts as its score's share of the best one's, to this power.
SHARPNESS = 6
# A French word typed without its accents (`celerite`, `portee`, `cimetiere`) is stemmed otherwise than the printed
# one (célérité, portée, cimetière: the stemmer reads -ée, -ité and -ière, and folds the accents after): its e's are
# tried as é or è, the first this many of them, when the lexicon does not know the word as typed. The stemmer reads
# no other accent (tête, contrôle, façon and être stem as typed). With é only, `cimetiere` was the non-word cimetier
# and `derniere`, `premiere` were unknown (dernier, premier; the printed stems are cimeti, derni, premi).
ACCENTED_E, ACCENTS = 4, ("é", "è")
# The stemmer reads an è otherwise than an e only in -ière(s), -ièrent and a final -ès (of 185 words with è in the
# French card texts, 53 stem otherwise without it, every one of these endings): only those e's are tried as è, so an
# unknown word costs at most 35 stemmings rather than 80 (a 500-character query of such words, a quarter second).
GRAVE = re.compile(r"i(e)r(?=e)|(e)s$")
# The t of a question's inversion (`va-t-il`, `passe-t-il`, `s'engage-t-elle`) is no word: read as English it was a
# rare CR term (IDF 6 in the finder) in 17 of the tuned French questions.
EUPHONIC_T = "t"
# The cards tell the players what to do (imperative, `dégagez`, `répondez`) or say what a card does (`se dégage`); a
# question says what they do (`se dégagent`, `attaquent`) or asks in the infinitive (`perdre`, `répondre`), forms the
# cards seldom print and the French stemmer leaves apart (dégagent, perdr). A word the lexicon does not know is tried
# with these endings in the printed forms' place.
INFLECTED = (("ent", ("ez", "e")), ("re", ("ez", "e")), ("er", ("ez", "e")), ("ir", ("ez", "it")))
# (sfr38) A question says what a card does in the present (`la carte dit`, `elle prend un marqueur`, `il met`) or asks
# in the infinitive (`se résoudre`): the verbs of -re (dire, prendre, mettre, résoudre) form these otherwise than the
# cards' imperative and plural, and no card of MTGJSON v3 prints `dit`, `prend`, `rend` or `résoudre` (probed on the
# French texts). The translation is the data's, of the form the cards do print (`disent` say, of "les effets qui
# disent « détruisez »"; `prendre` take; `résout` resolve); only the endings are a hand list, French conjugation, which
# the cards cannot give: the third person -it, -t, -d and the infinitive -oudre, as the cards' -isent, -ttez, -dre,
# -out. Tried on words the lexicon does not know only, a stem of one letter kept (`d` of dit).
THIRD_GROUP = (
    ("it", ("isent", "isez")),
    ("t", ("ttez", "tez", "tent")),
    ("d", ("dre", "dez", "dent")),
    ("oudre", ("out",)),
)
THIRD_GROUP_FORMS = True
# A word the cards do not print made of a prefix and one they do (`déphasée`, `se déphasent`: phasée, phase - no card
# of MTGJSON v3 prints phasing in French; `repioche`: pioche, draw; `rejouée`: jouée) reads as the word it is made
# on, if that is at least this long (`retour` is no tour, turn).
PREFIXES, PREFIXED = ("dés", "dé", "de", "ré", "re"), 5
# A question's grammar words, which no rule is about: who asks (je, mon, ma), how it asks (que veut dire, comment ça
# marche, quel, combien) and the verbs that carry the question (va, fait, doit). The lexicon translates them by the
# words the cards print beside them: `fait` is if ("si vous le faites"), `où` flash, `quel` any, `ensuite` search,
# `plutôt` suspend (reminders), `utilise` sunburst; read as English the others (je, mon, ma) are non-words. Compared
# folded, as typed. (sfr25) The persons of pouvoir, avoir, être, voir and faire a question is asked in (`je peux`,
# `j'ai`, `je suis`, `ils ont`) no card prints: read as English they were non-words (not `puis`, also then, nor
# `dit`: measured with them, three more first places lost). Not `peut`, the cards' "can't": read as nothing, the
# tuned French questions lost first places (`peut-elle bloquer`: "can't be blocked except by").
GRAMMAR = frozenset(
    """je j tu on moi me m mon ma mes ton ta tes veut veux dire
    signifie doit dois doivent faut fait va vont ou quel quelle quels quelles lequel laquelle lesquels lesquelles
    combien comment marche marchent fonctionne fonctionnent ca alors donc encore ensuite quelque chose plutot avoir
    ete utiliser utilise utilisent jai comme quoi celui celle ceux celles
    peux ai as suis ont vois fais""".split()
)
# `Que se passe-t-il`, `comment se passe` ask what happens; the cards' `passe` is skip ("passez votre étape").
WHAT_HAPPENS = re.compile(r"\bse\s+passe(?:nt)?\b", re.IGNORECASE)
# A French word the cards do not print, of a learned ending English shares (statique, publiques, priorité): read as
# its English cognate (static, public, priority) rather than as an English non-word.
COGNATE = ((re.compile(r"iques?$"), "ic"), (re.compile(r"it[eé]s?$"), "ity"))
# With the CR's words at hand (translate's `known`), a word the lexicon does not know, or knows only as words the CR
# never says (`actions` is risky, from a card name), is read as the first
# of its English spellings the CR says: its cognate, the word as typed (`concede`, `mulligan`), then French endings
# as English writes them (véhicule, objet, additionnel, légale, contraire, alternatif, voter, votent, assigner). No
# card of MTGJSON v3 prints vehicles, voting or double-faced cards' faces in French; `objet` (object) none prints.
ENDINGS = (
    (re.compile(r"icules?$"), "icle"),
    (re.compile(r"(?<=j)ets?$"), "ect"),
    (re.compile(r"onnel(?:le)?s?$"), "onal"),
    (re.compile(r"aux$"), "al"),
    (re.compile(r"ales?$"), "al"),
    (re.compile(r"aires?$"), "ary"),
    (re.compile(r"i(?:f|ve)s?$"), "ive"),
    (re.compile(r"(?:er|ent|ez)$"), "e"),
    (re.compile(r"(?:er|ent|ez)$"), ""),
)
# Words a question says in a form no card prints, read as the form the cards do (`mourir`: meurt, die; the noun
# `résolution`: se résout, resolve), and a form the cards print beside another word (`détruit`, in Totem armor's
# "would be destroyed": armor before destroy).
PRINTED = {
    "mourir": "meurt",
    "meurent": "meurt",
    "detruit": "détruisez",
    "detruite": "détruisez",
    "resolution": "résout",
    # (sfr24) `mort` was death and dead, words no rule of dying says; `blesse` anything (of "n'importe quelle
    # cible"), `paye` unless (of "à moins que … paye").
    "mort": "meurt",
    "morte": "meurt",
    "morts": "meurt",
    "mortes": "meurt",
    "blesse": "blessures",
    "blessee": "blessures",
    "blesser": "blessures",
    "blessent": "blessures",
    "previens": "prévenez",
    "previent": "prévenez",
    "paye": "paie",
    "payes": "paie",
}
# The English stems the lexicon gives that porter2 split off one verb of the CR, read as the stem its rules say:
# `sacrifice` is sacrific, but `sacrificed` and `sacrificing` are sacrif (step 4 takes -ic off once -ed or -ing is
# gone), and the cards print `sacrifier`/`sacrifiée` beside "sacrificed": the French verb found only the rules that
# say "sacrificed" (`Est-ce que je peux sacrifier une créature que mon adversaire contrôle ?` missed 701.21a).
# Stemming every word of the CR of 2025-11-14 beside its -s, -d, -ed and -ing forms finds this verb alone
# (reference/referenced is refer/referenc, two words the CR keeps apart). The index keeps porter2's stems: read
# into the English analyzer, the alias cost a never-tuned question (measured, smix5).
STEM_ALIASES = {"sacrif": "sacrific"}


def mine(pairs):
    """{French stem: [[English stem, score], ...]} from aligned (English, French) texts, and under NAMES the French
    stems only names print (Name; a Text counted without the card's own name)."""
    en_analyzer, fr_analyzer = english_analyzer(), french_analyzer()
    lines = [(_stems(english, en_analyzer), _french_stems(french, fr_analyzer)) for english, french, *_ in pairs]
    printed = Counter(f for pair in pairs if not isinstance(pair, Name) for f in _french_stems(pair[-1], fr_analyzer))
    en_count, fr_count, both = Counter(), Counter(), Counter()
    for en, fr in lines:
        en_count.update(en)
        fr_count.update(fr)
        both.update((f, e) for f in fr for e in en)
    candidates = defaultdict(list)
    for (f, e), n in _links(lines, both, en_count, fr_count).items():
        if n >= MIN_LINES:
            dice = 2 * n / (fr_count[f] + en_count[e])
            if dice < MIN_DICE and n >= NEARLY_ALWAYS * fr_count[f] and dice >= MIN_DICE / 2:
                dice = MIN_DICE  # kept, at the weakest kept score
            candidates[f].append((dice, e))
    for f, found in candidates.items():
        _most_lines_first(f, found, both, en_count, fr_count, len(lines))
    lexicon = {}
    for f, found in candidates.items():
        found.sort(reverse=True)
        best = found[0][0]
        kept = [[e, round(d, 3)] for d, e in found[:PER_WORD] if d >= MIN_DICE and d >= CLOSE_TO_BEST * best]
        if kept:
            lexicon[f] = kept
    lexicon[NAMES] = sorted(f for f in lexicon if printed[f] < MIN_LINES)
    parts = (
        frenchcompounds.parts_only((pair[-1] for pair in pairs), fr_analyzer, MIN_LINES)
        if frenchcompounds.COMPOUNDS
        else []
    )
    lexicon[frenchcompounds.PARTS_ONLY] = [f for f in parts if f in lexicon]
    return lexicon


def _french_stems(text, analyzer):
    """A French text's stems and its compounds' (frenchcompounds: both, the parts kept)."""
    return _stems(text, analyzer) | frenchcompounds.stems(text, analyzer)


def _most_lines_first(f, found, both, en_count, fr_count, total):
    """Puts first, in place, the English word on most of the French word's lines where the best by Dice is on few
    (SOMETIMES, MOST, APART above); its score is the share of the lines it is on."""
    best = max(found)[1]
    if both[f, best] >= SOMETIMES * fr_count[f] or _shared_start(f, best):
        return
    shares = [
        (both[f, e] / fr_count[f], dice, e)
        for dice, e in found
        if both[f, e] >= MOST * fr_count[f] and both[f, e] / fr_count[f] >= APART * en_count[e] / total
    ]
    if shares:
        share, dice, e = max(shares)
        found[found.index((dice, e))] = (max(share, dice), e)


def _links(lines, both, en_count, fr_count):
    """{(French stem, English stem): lines where the English word is the French word's best translation on the line}.

    Counted as shared lines, a word said beside the translation on the cards is one too: `gagne` shares its lines
    with "until end of turn" (gets +1/+1 until end of turn), `tour` with "until" and "end", `passe` with Echo's
    reminder. On each line a French word is linked only to the English word it shares most lines with (Dice), so
    "until" goes to `jusqu'`, "end" to `fin`; a second translation is kept where the first is not on the line
    (`pile`: coin, and stack)."""
    # ... and to the English words it is nearly always printed with, which the Dice score puts below others
    # (`contrecarrez` beside "counter", which every +1/+1 counter says too: "spell" is its best on every line).
    always = defaultdict(set)
    for (f, e), n in both.items():
        if n >= NEARLY_ALWAYS * fr_count[f] and MIN_DICE / 2 <= 2 * n / (fr_count[f] + en_count[e]) < MIN_DICE:
            always[f].add(e)
    links = Counter()
    for en, fr in lines:
        if not en:
            continue
        for f in fr:
            # Ties broken by the spelling both words share (`convoc` is convoke, not "help" beside it in Convoke's
            # reminder), then by the word, not by the set's order (which changes with each process's hash seed).
            best = max(en, key=lambda e: (both[f, e] / (fr_count[f] + en_count[e]), _shared_start(f, e), e))
            links.update((f, e) for e in {best} | (always.get(f, set()) & en))
    return links


def _shared_start(french, english):
    """How many letters two stems start with alike, from three on (`convoc`, convok: 4); fewer count as none."""
    n = len(os.path.commonprefix([french, english]))
    return n if n >= 3 else 0


def write(path):
    shipped, pairs = read_json(SHIPPED, {}), text_pairs()
    titles = keywordnames.keyword_titles()
    mined = mine(pairs)
    # The cards' names first, then the French players' words' for the keywords no French card text prints: a name
    # of words the cards print (`terre`, `niveau`, `plan`) is no keyword's, the cards' lexicon reads it.
    fr_analyzer = french_analyzer()
    # The site's own cards decide for the words they have: a word they print is no name's word, whatever the shipped
    # lexicon's cards say.
    only_named = {f for f in shipped.get(NAMES, []) if f not in mined} | set(mined[NAMES])
    asked, of_names = keywordnames.asked(
        titles, lambda name: _stems(name, fr_analyzer), shipped.keys() | mined.keys(), only_named
    )
    names = {**shipped.get(keywordnames.KEY, {}), **asked, **keywordnames.mine(pairs, titles)}
    write_json(
        path / FILE,
        {**shipped, **mined, keywordnames.KEY: names, NAMES: sorted(only_named), NAMED_KEYWORDS: of_names},
    )


def _cognate(word):
    """The English cognate of a French word by its ending, or None."""
    for ending, english in COGNATE:
        if ending.search(word):
            return ending.sub(english, word)
    return None


class Lexicon:
    def __init__(self, data):
        self.names = keywordnames.conjugated(data.get(keywordnames.KEY, {}))
        self.named_keywords = data.get(NAMED_KEYWORDS, {})
        self.data = {
            stem: found
            for stem, found in data.items()
            if stem not in (keywordnames.KEY, NAMES, NAMED_KEYWORDS, frenchcompounds.PARTS_ONLY)
        }
        self.only_named = frozenset(data.get(NAMES, ()))
        self.compounds = {stem: found for stem, found in self.data.items() if "-" in stem}
        self.parts_only = frozenset(data.get(frenchcompounds.PARTS_ONLY, ()))
        self.keyword_titles = None  # the CR's keyword titles (Searchers.french): names said once are read
        self._reader = (None, self)
        self.analyzer = french_analyzer()
        self.english = english_analyzer()
        self._printed = {typed: t.text for typed, form in PRINTED.items() for t in self.analyzer(form)}

    @classmethod
    def load(cls, path):
        return cls(read_json(path / FILE, {}))

    def translate(self, text, *, skip=frozenset(), known=None):
        """{English stem: weight} for a French text: each French word's translations, weighted by how sure the
        lexicon is; a word it does not know is kept as English reads it (`mulligan`, `planeswalker`). known: the
        CR's words (the finder's), for reading English spellings of words the lexicon cannot put into them
        (ENDINGS), and for leaving the names' words it never says unread (NAMES)."""
        reader = self._reading(known)
        if reader is not self:
            return reader.translate(text, skip=skip, known=known)
        terms = Counter()
        # A phrase the cards print for another idea than its words' (`perd la partie`: lose the game, not exile) is
        # the cards' English for it, each word as sure as a best translation (frenchphrases.py).
        if FRENCH_PHRASES:
            text, phrased = frenchphrases.read(text or "")
            for english in phrased:
                terms.update(t.text for t in self.english(english) if not t.stopped)
        # A keyword's French name is the English keyword's words, each as sure as a best translation once for each
        # word of the name (`contact mortel`, both words deathtouch in the lexicon, weighed it twice).
        keywords, said = keywordnames.named(text, self.names, self.data, self.keyword_titles)
        for french, english in keywords:
            weight = sum(not t.stopped for t in self.analyzer(french))
            for t in self.english(f"{english} {keywordnames.also_named(english)}"):
                if not t.stopped:
                    terms[t.text] += weight
        text = WHAT_HAPPENS.sub(" ", text or "")
        compounds, covered = frenchcompounds.said(text, self.analyzer, self.compounds)
        for found in compounds:  # beside their words' readings (frenchcompounds)
            for english, score in found:
                terms[STEM_ALIASES.get(english, english)] += (score / found[0][1]) ** SHARPNESS
        for token in self.analyzer(text, keeporiginal=True, chars=True):
            typed = fold(ELISION.sub("", token.original.lower()))
            if token.stopped or token.text in skip or token.text == EUPHONIC_T or typed in GRAMMAR or typed in said:
                continue
            stem = self._printed.get(typed, token.text)
            apart = frenchcompounds.PARTS_APART and stem in self.parts_only and token.startchar not in covered
            found = (None if apart else self.data.get(stem)) or self._accented(token.original)
            if not found or found[0][1] <= MIN_DICE:
                # Unknown, or known only by the words it is nearly always printed with (`dégagent` is printed only
                # in "don't untap during": during, at the weakest kept score): its printed form's surer translation.
                printed = self._inflected(token.original)
                if printed and (not found or printed[0][1] > found[0][1]):
                    found = printed
            found = found or self._prefixed(token.original)
            if found:
                best = found[0][1]
                for english, score in found:
                    terms[STEM_ALIASES.get(english, english)] += (score / best) ** SHARPNESS
                if known is not None and not any(english in known for english, _ in found):
                    terms.update(self._in_cr(typed, known))
            elif re.fullmatch(r"[a-z]+", token.text):
                terms.update(
                    self._in_cr(typed, known)
                    or [t.text for t in self.english(_cognate(typed) or token.text) if not t.stopped]
                )
        return terms

    def _reading(self, known):
        """This lexicon without the names' words (NAMES) whose translation is no word of the CR's (known): made once
        for a CR's words, the same dict each time (the finder's)."""
        if known is None or not self.only_named:
            return self
        read_for, reader = self._reader
        if read_for is not known:
            unread = {stem for stem in self.only_named if stem in self.data and self.data[stem][0][0] not in known}
            reader = copy.copy(self)
            reader.data = {stem: found for stem, found in self.data.items() if stem not in unread}
            # A players' keyword name of such words only is that keyword (keywordnames.asked).
            found = {f: e for f, e in self.named_keywords.items() if _stems(f, self.analyzer) <= unread}
            reader.names = {**keywordnames.conjugated(found), **self.names}
            reader.only_named = frozenset()
            self._reader = (known, reader)
        return reader

    def _in_cr(self, typed, known):
        """The English stems of the first English spelling of a French word (ENDINGS) whose every stem the CR says,
        or []."""
        if known is None or not typed.isalpha():
            return []
        spellings = [_cognate(typed), typed, *(ending.sub(english, typed) for ending, english in ENDINGS)]
        for spelled in dict.fromkeys(s for s in spellings if s):
            stems = [t.text for t in self.english(spelled) if not t.stopped]
            if stems and all(stem in known for stem in stems):
                return stems
        return []

    def in_english(self, text, known):
        """{English stem: weight} for the French words of an English question (`equipement`, `blessures`): each word
        no rule says in English (its English stem not in known, the rules' terms) that the lexicon translates.
        Read as English they were non-words (blessur), the question one word short."""
        terms = Counter()
        for word in dict.fromkeys(re.findall(r"[^\W\d_]{4,}", (text or "").lower())):
            stems = [t.text for t in self.english(word) if not t.stopped]
            if stems and not any(stem in known for stem in stems) and fold(word) not in GRAMMAR and self.knows(word):
                terms.update(self.translate(word))
        return terms

    def knows(self, word):
        """Whether the lexicon translates a French word, as typed or typed without its accents."""
        stems = [t.text for t in self.analyzer(word or "") if not t.stopped]
        return (
            any(stem in self.data for stem in stems)
            or self._accented(word) is not None
            or self._inflected(word) is not None
            or self._prefixed(word) is not None
        )

    def _accented(self, word):
        """The lexicon's translations of a French word typed without accents: the word with some of its e's as é or è
        (fewest first) whose stem the lexicon knows, or None. Two stems found with as few accents are told apart as
        the mining tells two translations apart (_links): by the spelling they share with the word, then by the
        stem."""
        word = ELISION.sub("", word.lower().replace("\u2019", "'"))  # l'ephemere, d’evolution
        if not (word.isascii() and word.isalpha()) or "e" not in word:
            return None
        places = [i for i, c in enumerate(word) if c == "e"][:ACCENTED_E]
        grave = {m.start(m.lastindex) for m in GRAVE.finditer(word)}
        for n in range(1, len(places) + 1):
            stems = set()
            for chosen in combinations(places, n):
                for accents in product(*(ACCENTS if i in grave else ACCENTS[:1] for i in chosen)):
                    spelled = dict(zip(chosen, accents, strict=True))
                    stems.add(self._known_stem("".join(spelled.get(i, c) for i, c in enumerate(word))))
            stems.discard(None)
            if stems:
                return self.data[max(stems, key=lambda stem: (_shared_start(stem, word), stem))]
        return None

    def _inflected(self, word):
        """The lexicon's translations of a French verb in a form the cards seldom print: the word with its ending as
        the cards print it (`dégagent` as dégagez, `perdre` as perdez) whose stem the lexicon knows, or None."""
        word = ELISION.sub("", word.lower().replace("\u2019", "'"))
        # (endings, the shortest stem kept): the third group's stem may be one letter (`d` of dit).
        tables = ((INFLECTED, 3),) + (((THIRD_GROUP, 1),) if THIRD_GROUP_FORMS and word.isalpha() else ())
        for table, shortest in tables:
            for ending, printed in table:
                if word.endswith(ending) and len(word) >= len(ending) + shortest:
                    for other in printed:
                        found = self._one_known_stem(word[: -len(ending)] + other)
                        if found:
                            return found
        return None

    def _prefixed(self, word):
        """The lexicon's translations of a French word made of a prefix and a word it knows (as typed, without its
        accents, or in a form the cards print), or None."""
        word = ELISION.sub("", word.lower().replace("\u2019", "'"))
        for prefix in PREFIXES:
            rest = word[len(prefix) :]
            if word.startswith(prefix) and len(rest) >= PREFIXED and rest.isalpha():
                found = self._one_known_stem(rest) or self._accented(rest) or self._inflected(rest)
                if found:
                    return found
        return None

    def _one_known_stem(self, spelled):
        """The lexicon's translations of a word respelled, when it stems to one stem the lexicon knows, or None."""
        stem = self._known_stem(spelled)
        return self.data[stem] if stem else None

    def _known_stem(self, spelled):
        """The stem of a word respelled, when it stems to one stem the lexicon knows, or None."""
        stems = [t.text for t in self.analyzer(spelled) if not t.stopped]
        return stems[0] if len(stems) == 1 and stems[0] in self.data else None
