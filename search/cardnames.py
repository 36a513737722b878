"""Which cards a query names, so a question about a card is ranked as one and a rules question as one.

The names (English and French, and the part of a legendary name before its comma: `Kalitas`) are written at
index time into cards.json beside words.json, as the words the `card` field indexes. A one-word name that is
also a common word of the texts (`Flash`, `Clone`, `Ward`) does not count as naming the card, nor does such a word
after one small word (`La Force`).
"""

import json
import os
import re
import uuid
from functools import lru_cache

from whoosh.support.levenshtein import damerau_levenshtein

from . import cardinitials, cardnameparts, cardslips, jargon
from .analysis import STOP_WORDS, english_stem, name_analyzer, shared
from .questionverbs import TEXT_WORD, verbs_of
from .spelling import sound

# A one-word name used more often than this in the texts is a rules word first (flash 368, clone 139).
COMMON = 100
# A card's head word (HEAD: `Jitte`, `Delver`, `Kaalia`) is read as its name when it is at least this long.
HEAD_LENGTH = 4
# A name's first word, or the word after an opening possessive (`Umezawa's Jitte` is the Jitte).
HEAD = re.compile(r"^(?:[\w-]+['’]s\s+)?([A-Za-z]+)(?![\w'’-])")
# A word's possessive ending, as the name analyzer keeps it (the curly apostrophe read as a straight one), or the
# ending that makes a verb of a card's name (`Act of Treason'd my creature`, `got Swords to Plowshares'd`).
POSSESSIVE = re.compile(r"'(?:s|d|ed)?$")
# A plural a name's last word may be typed in (`Hollow Ones`, `Wakes`, `Sphinxes`): the word less its `s`, or its
# `es` after the letters English adds it to (`cachées`, French, is no plural of Cache). A one-word name is never
# read in the plural: `flickers`, `explores` are verbs first.
PLURAL_ES = ("x", "z", "ch", "sh", "ss")
# A word split in two (`gear hulk`) is read as a name's word only when each part is this long (`in sight`).
SPLIT_PART = 3
# A name of two words or more typed with its last word slipped into another word (`ashnods alter`: the spelling
# corrector leaves a word it knows alone) is the name, when its other words are typed as the name has them and one
# of them is a proper name (a distinctive word of four letters or more: not `the back` for The Rack, `double
# strike` for Double Stroke, `goblin lord` for Goblin Lore). The slip: a word this long or longer, one edit away,
# or two that sound the same.
SLIPPED_LAST = True
SLIPPED_LENGTH = 4
# A name of two words or more typed with one word slipped into another word the texts know (`serra angle`, `rest in
# piece`, `wrath of gad`: the spelling corrector leaves a word it knows alone, and `gad` is too short for it) is the
# name, when the typed word is a slip of the name's (one edit, or two that sound alike), the texts print it at most
# a MISTYPED_RARER-th as often as the name's word (a slip is of the commoner word: `goblin lord` is no Goblin Lore,
# lord 226 / lore 150; `double strike` no Double Stroke), and the words typed say no rules term (jargon). Found
# through a blanked-word index (one look-up per word that may have slipped), not a scan of the names.
MISTYPED_NAMES = True
MISTYPED_RARER = 4
MISTYPED_LENGTH = 3
# The longest name read with a slipped word (a bound on the look-ups: names of five words or more are rarely asked).
MISTYPED_LONGEST = 4
# A name of two words or more typed as one word (`darkconfidant`), a word the texts do not know, of at least this
# many letters, is the name; a name's word split in two beside its small words (`swords to plow shares`) is too.
JOINED_NAMES = True
JOINED_LENGTH = 8
# A French card's one-word name (a key of its French name, not of its English one) inside a sentence is a word, not
# the card, when typed in lower case and the French players' words say it (rules/plainwords/fr: `présage` is
# foretell's and the Omen's word first, Portent's French name second), or whatever its case when a token or a
# counter is said of it (`un jeton Nourriture` is a Food token, not Nourish, French Nourriture). A name typed on
# purpose still names: capitalized in lower-case French, after `carte`, longer than a word, or the whole text.
FRENCH_WORD_NAMES = True
# A word typed with capitals as a name's initials is the card when only one name has them (cardinitials: `TKS`).
CARD_INITIALS = True
TOKEN_WORDS = frozenset("jeton jetons marqueur marqueurs".split())
CARD_WORDS = frozenset("carte cartes".split())


def tokens(text):
    """A name's words as the `card` field analyzes them, apostrophes dropped (`saheelis` is Saheeli's), its small
    words kept: without them "Force of Will" would be read as a card named "Force"."""
    return tuple(w.replace("'", "") for w in _words(text))


def _words(text):
    return [t.text for t in shared(name_analyzer)(text or "", removestops=False)]


def name_keys(name):
    """The token tuples a card name is known by: the whole name, and the part before a comma; each also
    without its possessives (`saheeli directive`, as a typo suggestion writes it) and without its small words
    (`whir invention`, as a spelling suggestion writes it: the longest key that matches wins, so "force of
    will" is still Force of Will where "force" alone is only a word). A two-faced card is known by each face
    of two words or more too: players say `Delver of Secrets`, not the stored `Delver of Secrets // Insectile
    Aberration`; a split card's one-word halves (`Start`, `Turn`) are rules words first and name nothing."""
    keys = []
    for part in _parts(name):
        for words in (_words(part), [t.text for t in shared(name_analyzer)(part)]):
            keys.append(tuple(w.replace("'", "") for w in words))
            keys.append(tuple(w.removesuffix("'s").replace("'", "") for w in words))
    return [k for k in dict.fromkeys(keys) if k]


def _parts(name):
    faces = [name, *(face for face in name.split(" // ") if " " in face)] if " // " in name else [name]
    return list(dict.fromkeys(p for face in faces for p in (face, face.split(",", 1)[0])))


def write_card_names(path, names):
    """cards.json: [[tokens…], English name] for every (English, French or None) name pair."""
    rows = [[list(key), english] for english, french in names for n in (english, french) if n for key in name_keys(n)]
    tmp = path / f".cards-{uuid.uuid4().hex}"
    tmp.write_text(json.dumps(rows, ensure_ascii=False))
    os.replace(tmp, path / "cards.json")


class CardNames:
    def __init__(self, rows=()):
        self.by_key = {}
        for tokens, english in rows:
            self.by_key.setdefault(tuple(tokens), english)
        self.longest = max((len(k) for k in self.by_key), default=0)
        self._heads = None
        self._split = None
        self._fronts = None
        self._blanks = None
        self._first_sizes = None
        self._initials = None
        self._keys_of = None

    @classmethod
    def load(cls, path):
        try:
            return cls(json.loads(path.read_text()))
        except (OSError, ValueError, TypeError):
            return cls()

    @property
    def heads(self):
        """{head word: English name} for the head words only one card's name has (HEAD: players name `Umezawa's
        Jitte` the Jitte, `Kaalia of the Vast` Kaalia; `Dragonlord Ojutai`'s is Dragonlord, which four cards
        share), not already a name key, and kept by the card's French name: a word its translators left as it is
        a proper name (`Jitte d'Umezawa`, `Kaalia de l'immensité`), a word they translated an English one (`Little
        Girl`, `Grab the Reins`, `Hard Hat Area`, and `Delver of Secrets`, Sondeur de secrets)."""
        if self._heads is None:
            found = {}
            for english in dict.fromkeys(self.by_key.values()):
                faces = {face.split(",", 1)[0] for face in english.split(" // ")}
                for word in {m.group(1).lower() for face in faces for m in [HEAD.match(face)] if m}:
                    found.setdefault(word, set()).add(english)
            unique = {
                word: next(iter(names))
                for word, names in found.items()
                if len(names) == 1 and len(word) >= HEAD_LENGTH and (word,) not in self.by_key
            }
            keys = {}
            wanted = set(unique.values())
            for key, english in self.by_key.items():
                if english in wanted:
                    keys.setdefault(english, []).append(key)
            self._heads = {word: english for word, english in unique.items() if _kept_in_french(word, english, keys)}
        return self._heads

    def named_in(self, text, lexicon=None, rules_word=None, found=None):
        """The English names of the cards a text names, longest names first, not overlapping. found: the text's
        found_in, when already read (named_in, whole and unnamed of one question read the text once)."""
        return list(dict.fromkeys(english for english, _ in self.spans(text, lexicon, rules_word, found)))

    def found_in(self, text, lexicon=None, rules_word=None):
        """[(English name, first word's index, how many words)] for the cards a text names (_spans_at)."""
        return self._spans_at(_words(text), lexicon, rules_word, verbs_of(text), _lower_only(text), _initials(text))

    def spans(self, text, lexicon=None, rules_word=None, found=None):
        """[(English name, how many of the text's words it is)] for the cards a text names. A name's last word may
        carry a possessive the name does not (`Tarmogoyf's power`, `Thalia's tax`). rules_word: whether the CR says
        a word (the rule finder's vocabulary); given, a card's head word the CR never says names the card
        (heads)."""
        found = self.found_in(text, lexicon, rules_word) if found is None else found
        return [(english, size) for english, _, size in found]

    def unnamed(self, text, lexicon=None, rules_word=None, found=None):
        """The text's words (as names are read: lowered, folded) less those of the cards' names it says (spans): a
        French question less its cards' French names, which the lexicon would put into rules words (`Colère de
        Dieu`: wrath, god)."""
        raw = _words(text)
        spans = self.found_in(text, lexicon, rules_word) if found is None else found
        inside = {i + k for _, i, size in spans for k in range(size)}
        return " ".join(word for i, word in enumerate(raw) if i not in inside)

    def _spans_at(self, raw, lexicon, rules_word, verbs=frozenset(), lower=frozenset(), initials=frozenset()):
        """spans with where each starts: [(English name, first word's index, how many words)]. verbs: the words a
        question says as a verb (verbs_of), which name no card of one word; lower: the words typed only in lower
        case (_lower_only); initials: the words typed as a name's initials may be (cardinitials: `TKS`)."""
        words = tuple(w.replace("'", "") for w in raw)
        found, i = [], 0
        while i < len(words):
            # A name of two words or more read whole or with its last word slipped starts with the typed first word:
            # the other lengths are read only as a split or mistyped name (most of the tries, never a name).
            sizes = self.first_sizes.get(words[i], ())
            for size in range(min(self.longest + 1, len(words) - i), 0, -1):
                if size >= 2 and size not in sizes and not (size > 2 and "".join(words[i : i + size]) in self.split):
                    key, english = words[i : i + size], None
                else:
                    key, english = self._key_at(words, raw, i, size, rules_word)
                if english is None and SLIPPED_LAST and size >= 2 and size in sizes:
                    key, english = self._slipped_at(words[i : i + size], lexicon)
                if english is None and MISTYPED_NAMES and 2 <= size <= MISTYPED_LONGEST:
                    key, english = self._mistyped_at(words[i : i + size], lexicon)
                if english is None and size == 1 and words[i] in initials:
                    english = self._initials_of(words[i], rules_word)
                if size == 1 and words[i] in verbs:
                    continue
                if english is not None and _names(key, lexicon) and _english_names(english, lexicon):
                    if self._longer_inside(words, i, size) or _in_french_term(words, i, size):
                        continue
                    if FRENCH_WORD_NAMES and 0 < len(words) - size and _french_word(key, english, words, i, lower):
                        continue
                    found.append((english, i, size))
                    i += size
                    break
            else:
                i += 1
        # A card named said again by its name's first words (cardnameparts: `… du Maître-chasseur`).
        return sorted([*found, *cardnameparts.said_again(words, found, self.keys_of)], key=lambda f: f[1])

    def keys_of(self, english):
        """The name keys of a card (its English name), built once for every card."""
        if self._keys_of is None:
            keys_of = {}
            for key, name in self.by_key.items():
                keys_of.setdefault(name, []).append(key)
            self._keys_of = keys_of
        return self._keys_of.get(english, ())

    def _key_at(self, words, raw, i, size, rules_word):
        """(the name key words[i : i + size] are read as, its English name or None). The last word may carry a
        possessive the name does not (POSSESSIVE) or be the name's last word made plural (`two Hollow Ones`, `Mirari's
        Wakes`: _singulars); a name of two words or more may be typed with one of its words split in two (`torrential
        gear hulk` is Torrential Gearhulk: the name's words joined); one word may be a card's head word (heads)."""
        typed = words[i : i + size]
        last = raw[i + size - 1]
        singulars = _singulars(last)
        for ending in dict.fromkeys([typed[-1], POSSESSIVE.sub("", last).replace("'", ""), *singulars]):
            key = (*typed[:-1], ending)
            english = self.by_key.get(key)
            if english is None and size == 1 and rules_word is not None:
                english = self.heads.get(ending)
                english = english if english is not None and not rules_word(ending) else None
            # A one-word name is read less an `s` only when it is a proper name, a legend's short name or a head
            # word (`thalias tax`, Thalia's apostrophe dropped); `flickers` is no Flicker.
            if english is not None and size == 1 and ending in singulars and ending not in self.heads:
                english = english if english.split(",", 1)[0].lower() == ending and "," in english else None
            if english is not None:
                return key, english
        if size > 2 and all(len(w) >= SPLIT_PART for w in typed):
            english = self.split.get("".join(typed))
            if english is not None:
                return typed, english
        if JOINED_NAMES and size > 2:
            english = self.split.get("".join(typed))
            if english is not None and _one_word_split(typed, self.by_key, english):
                return typed, english
        if JOINED_NAMES and size == 1 and len(typed[0]) >= JOINED_LENGTH and rules_word is not None:
            english = self.split.get(typed[0])
            if english is not None and not rules_word(typed[0]):
                return typed, english
        return typed, None

    def _slipped_at(self, typed, lexicon):
        """(the name key typed is read as, its English name) when typed is a name whose last word slipped into
        another (SLIPPED_LAST), else (typed, None)."""
        last = typed[-1]
        if len(last) < SLIPPED_LENGTH or not any(
            len(w) >= SLIPPED_LENGTH and _distinctive(w, lexicon) for w in typed[:-1]
        ):
            return typed, None
        if self._fronts is None:
            fronts = {}
            for key, english in self.by_key.items():
                if len(key) >= 2:
                    fronts.setdefault(key[:-1], []).append((key, english))
            self._fronts = fronts
        for key, english in self._fronts.get(typed[:-1], ()):
            distance = damerau_levenshtein(last, key[-1])
            if distance == 1 or (distance == 2 and sound(last) == sound(key[-1])):
                return key, english
        return typed, None

    def _mistyped_at(self, typed, lexicon):
        """(the name key typed is read as, its English name) when typed is a name with one word slipped into
        another the texts know (MISTYPED_NAMES), else (typed, None)."""
        if lexicon is None:
            return typed, None
        blanks, firsts, seconds, name_words = self.blanks
        if typed[0] not in firsts and typed[1] not in seconds:
            return typed, None
        # A word no name of MISTYPED_LONGEST words has is the slipped one (two such words are no name); when every
        # word is some name's, any may be.
        strangers = [j for j, w in enumerate(typed) if w not in name_words]
        if len(strangers) > 1:
            return typed, None
        for j in strangers or range(len(typed)):
            word = typed[j]
            # A small word (`and`, `have`, `its`: the lexicon does not count them) is no slipped word, nor an ending
            # (`faded` is Fade Away's word inflected); the name's first two words hold one word typed right.
            if (
                len(word) < MISTYPED_LENGTH
                or word in STOP_WORDS
                or (typed[0] if j else typed[1]) not in (firsts if j else seconds)
            ):
                continue
            candidates = blanks.get((*typed[:j], None, *typed[j + 1 :]))
            if not candidates:
                continue
            typed_count = cardslips.count(word, lexicon) * MISTYPED_RARER
            for key, english in candidates:
                if (
                    abs(len(word) - len(key[j])) <= 2
                    and typed_count <= cardslips.count(key[j], lexicon)
                    and cardslips.slip(word, key[j], MISTYPED_LENGTH)
                    and english_stem(word) != english_stem(key[j])
                    and not cardslips.rules_phrase(typed, j)
                ):
                    return key, english
        return typed, None

    @property
    def blanks(self):
        """({a name key of MISTYPED_LONGEST words or fewer with one word blanked (None): [(key, English name)]},
        {their first words}, {their second words}, {their words}), built once: the names a window of typed words may
        be with one word slipped, in as many look-ups as it has words."""
        if self._blanks is None:
            blanks, firsts, seconds, name_words = {}, set(), set(), set()
            for key, english in self.by_key.items():
                if not 2 <= len(key) <= MISTYPED_LONGEST:
                    continue
                firsts.add(key[0])
                seconds.add(key[1])
                name_words.update(key)
                for j in range(len(key)):
                    blanks.setdefault((*key[:j], None, *key[j + 1 :]), []).append((key, english))
            self._blanks = blanks, frozenset(firsts), frozenset(seconds), frozenset(name_words)
        return self._blanks

    def _initials_of(self, word, rules_word):
        """The English name a word typed as initials is (cardinitials), unless it is a rules abbreviation (jargon:
        `SBA`, `EOT`) or a word the CR says."""
        if self._initials is None:
            self._initials = cardinitials.initials(self.by_key.values(), cardinitials.set_codes())
        english = self._initials.get(word)
        if english is None or (rules_word is not None and rules_word(word)):
            return None
        return None if jargon.load().term_pattern.fullmatch(jargon.fold(word)) else english

    @property
    def first_sizes(self):
        """{a name key's first word: the lengths of the keys of two words or more it starts}, built once."""
        if self._first_sizes is None:
            sizes = {}
            for key in self.by_key:
                if len(key) >= 2:
                    sizes.setdefault(key[0], set()).add(len(key))
            self._first_sizes = sizes
        return self._first_sizes

    @property
    def split(self):
        """{a name's words joined: English name} for the names of two words or more whose words are each a single
        word of the texts a player may split (`gearhulk`): the joined key found in a text's words, split once."""
        if self._split is None:
            self._split = {"".join(k): e for k, e in self.by_key.items() if len(k) >= 2}
        return self._split

    def _longer_inside(self, words, i, size):
        """Whether a name starting inside words[i : i + size], after its first word, runs past it: `la Colère de
        Dieu` is Wrath of God (Colère de Dieu), not Anger (La Colère) then two words."""
        return any(
            words[j : j + n] in self.by_key
            for j in range(i + 1, i + size)
            for n in range(i + size - j + 1, min(self.longest, len(words) - j) + 1)
        )

    def whole(self, text, lexicon=None, rules_word=None, found=None):
        """The English name when the text is a card's name and nothing else, else None."""
        spans = self.spans(text, lexicon, rules_word, found)
        return spans[0][0] if len(spans) == 1 and spans[0][1] == len(tokens(text)) else None


def _one_word_split(typed, by_key, english):
    """Whether typed words are a card's name key with exactly one of its words split in two parts of SPLIT_PART
    letters or more (`swords to plow shares`), its small words typed as they are."""
    return any(
        min(len(typed[j]), len(typed[j + 1])) >= SPLIT_PART
        and by_key.get((*typed[:j], typed[j] + typed[j + 1], *typed[j + 2 :])) == english
        for j in range(len(typed) - 1)
    )


def _initials(text):
    return cardinitials.typed_initials(text) if CARD_INITIALS else frozenset()


def _lower_only(text):
    """The words (folded as names are) a text types in lower case and never capitalized."""
    lower, capital = set(), set()
    for typed in TEXT_WORD.findall((text or "").replace("’", "'")):
        (lower if typed[:1].islower() else capital).update(_words(typed))
    return frozenset(lower - capital)


def _french_word(key, english, words, i, lower):
    """Whether a name key read at words[i] is a French name's word in a sentence, not the card (FRENCH_WORD_NAMES)."""
    word = key[-1]
    if len(key) != 1 or word in _english_keys(english):
        return False
    before = words[max(0, i - 2) : i]
    if before[-1:] and (before[-1] in TOKEN_WORDS or (before[-1] in ("de", "d") and before[0] in TOKEN_WORDS)):
        return True
    if words[i + 1 : i + 2] and words[i + 1] in TOKEN_WORDS:
        return True
    return word in lower and not (before[-1:] and before[-1] in CARD_WORDS) and word in _players_words()


@lru_cache(maxsize=4096)
def _english_keys(english):
    return frozenset(w for key in name_keys(english) for w in key)


@lru_cache(maxsize=1)
def _players_words():
    """The French players' words (rules/plainwords/fr), folded as names are."""
    from .keywordnames import _said_in

    return frozenset(w for word in _said_in() for w in _words(word))


@lru_cache(maxsize=1)
def _french_terms():
    """The French ways of saying a rules term (jargon.toml's `fr`) of two words or more, as name tokens."""
    terms = {tokens(p) for term in jargon.load().terms for p in term.fr}
    return frozenset(t for t in terms if len(t) > 1)


def _singulars(word):
    """The singular a plural word may be of (PLURAL_ES): `wakes` wake, `sphinxes` sphinx, `class` none."""
    if len(word) > 4 and word.endswith("es") and word[:-2].endswith(PLURAL_ES):
        return [word[:-2]]
    return [word[:-1]] if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "'s")) else []


def _in_french_term(words, i, size):
    """Whether a French rules phrase starts among a name's words words[i : i + size] and runs past them: `(la)
    valeur de mana` is mana value, not Valor (French Valeur, La Valeur) then "de mana"."""
    return any(words[j : j + len(t)] == t for j in range(i, i + size) for t in _french_terms() if j + len(t) > i + size)


def _english_names(english, lexicon):
    """Whether a card's English name names it in any language: a one-word name that is a word of the texts names a
    rule first, in its French name's words too (`lien de vie` is lifelink, whose card Lifelink - French Lien de vie -
    and its ruling filled the top five of the French lifelink questions; "lifelink" names no card)."""
    words = tokens(english)
    return len(words) != 1 or _distinctive(words[0], lexicon)


def _names(key, lexicon):
    """Whether a name's words typed name the card: one word when it is distinctive, and so a word after one small
    word (`La Force`, Brawn's French name, is "la force" of every French question on a creature's power; `The
    Abyss` is still named): the small word says nothing of the card. Longer names are phrases of their own (`Will
    of the Naga`, `Into the Void`)."""
    if len(key) > 2 or (len(key) == 2 and [t.text for t in shared(name_analyzer)(" ".join(key))] != [key[-1]]):
        return True
    return _distinctive(key[-1], lexicon)


def _distinctive(word, lexicon):
    """Whether a one-word name is a name rather than a word of the texts (`Tarmogoyf`, not `X` or `Flash`; in
    French `vide`, empty, is no name though the card Void is Vide)."""
    if len(word) < 3 or not word.isalpha():
        return False
    if lexicon is None:
        return True
    french_common = COMMON * lexicon.total("fr") / lexicon.total("en")
    return lexicon.count("en", word) <= COMMON and lexicon.count("fr", word) <= french_common


def _kept_in_french(word, english, keys):
    """Whether a card's French name (its name keys, keys[english], that its English name has not) holds a word."""
    own = set(name_keys(english))
    return any(word in key for key in keys.get(english, ()) if key not in own)
