"""First-time search latency (sperf2): the same results, with the work a question repeated done once or skipped."""

import re
from array import array
from pathlib import Path

import numpy as np
import pytest
from whoosh import fields, index
from whoosh.analysis import StandardAnalyzer

from rulings.concepts import CONCEPTS
from search import cardconcepts, parsing, postfile
from search.counting import DocSets
from search.literals import may_match, needed
from search.postings import VIEW_MIN, Shared
from search.scoring import term_arrays

CARD_TEXTS = [
    "Morph {2}{U} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time.)",
    "You control target player during that player's next turn.",
    "When this creature dies, create a 1/1 token. The token is named Spark.",
    "Flying. Whenever a spell is cast, copy it.",
    "Fuse (You may cast one or both halves of this \u017fplit card from your hand.)",  # ſ: IGNORECASE's s
    "If you would draw a card while your library has no cards in it, you win the game instead.",
    "Players can't gain life. Damage can't be prevented. Infinite LOOP of mandatory actions",
    "Equipped creature gets +2/+2. Equip {2}",
    "",
]


def _plain_concept_rules(text, concepts):
    """cardconcepts.concept_rules without the literal test: every pattern searched."""
    found = []
    for concept, pattern, _, unless in cardconcepts._PHRASES:
        if concept.name in concepts and pattern.search(text) and not (unless and unless.search(text)):
            found.append(concepts[concept.name][0])
    return list(dict.fromkeys(found))


def test_needed_reads_the_words_a_pattern_cannot_match_without():
    assert needed(r"\bsplit cards?\b|\bfused? split\b", re.IGNORECASE) == {"split card", " split"}
    assert needed(r"\bcop(y|ies|ied|ying)\b") == {"cop"}
    assert needed(r"Two-Headed Giant", re.IGNORECASE) == {"two-headed giant"}
    assert needed(r"\b(nobody|no one) wins\b|(ab)+c") == {" wins", "ab"}  # re's parser reads no(body| one)
    # No literal text every match holds: always searched.
    assert needed(r"\d+|x") is None
    assert needed(r"(a|)b?") is None


def test_may_match_never_skips_a_text_the_pattern_matches():
    for concept in CONCEPTS:
        pattern, needs = re.compile(concept.phrases, re.IGNORECASE), needed(concept.phrases, re.IGNORECASE)
        assert needs, concept.name  # every concept's phrases have literal words: the test spares their search
        for text in CARD_TEXTS:
            if pattern.search(text):
                assert may_match(needs, text, text.lower()), (concept.name, text)
    # The four characters IGNORECASE matches to an ASCII letter and lower() does not: always searched.
    assert may_match(frozenset(["split"]), "\u017fplit", "\u017fplit")
    assert not may_match(frozenset(["split"]), "fused halves", "fused halves")


def test_a_cards_concepts_are_those_every_pattern_finds():
    concepts = {concept.name: (f"9{i:02d}.1", []) for i, concept in enumerate(CONCEPTS)}
    found = 0
    for text in CARD_TEXTS:
        assert cardconcepts.concept_rules(text, concepts) == _plain_concept_rules(text, concepts)
        found += len(cardconcepts.concept_rules(text, concepts))
    assert found >= 5
    assert all(needs for _, _, needs, _ in cardconcepts._PHRASES)  # read once, at import


def test_a_terms_numbers_are_the_shared_objects_picked_in_one_indexing():
    shared = Shared(2 * VIEW_MIN + 600)  # the array of the numbers is made with the searcher's DocSets
    assert shared.objects.dtype == object and len(shared.objects) == len(shared.numbers)
    many = memoryview(array("i", range(0, 2 * VIEW_MIN, 2)))
    for view, base in ((many, 0), (many, 600), (memoryview(array("i", [3, 5, 8])), 10)):
        got = list(shared.of_view(view, base))
        assert got == [d + base for d in view.tolist()]
        assert all(d is shared.numbers[d] for d in got)  # one int object per document, whatever the path


@pytest.fixture
def one_segment(tmp_path):
    """A real Whoosh index of one segment, with its posting file: a common word (more than VIEW_MIN documents, each
    word's weight 1 to 3) and a rare one."""
    schema = fields.Schema(id=fields.ID(stored=True, unique=True), en=fields.TEXT(analyzer=StandardAnalyzer()))
    ix = index.create_in(str(tmp_path), schema)
    writer = ix.writer()
    for n in range(3 * VIEW_MIN):
        writer.add_document(id=str(n), en="creature " * (1 + n % 3) + ("rare" if n % 50 == 0 else "common"))
    writer.commit()
    return ix


def test_a_terms_arrays_are_the_posting_file_s_own_widened_after_the_documents_ranked_are_picked(one_segment):
    with one_segment.searcher() as searcher:
        before = postfile.use(True)
        try:
            docsets = DocSets(searcher)
            ids, tf = term_arrays(docsets.leaves, "en", "creature")
            # The weights a view over the file: a common word's 20,000 weights are not widened to be dropped.
            assert (ids.dtype, tf.dtype) == (np.int64, np.float32)  # numbers widened to index with (intp)
            assert not tf.flags.owndata
            assert sorted(set(tf.tolist())) == [1.0, 2.0, 3.0]
            docs = docsets.term("en", "creature")  # read through Shared.of_view: one numpy indexing
            assert docs == frozenset(range(3 * VIEW_MIN))
            assert all(d is docsets.shared.numbers[d] for d in docs)
            ranked = docsets.rank(set(range(0, 3 * VIEW_MIN, 7)), [("en", "creature", 1.0), ("en", "rare", 2.0)], 4)
        finally:
            postfile.use(before)
        before = postfile.use(False)
        try:
            loop = DocSets(searcher).rank(
                set(range(0, 3 * VIEW_MIN, 7)), [("en", "creature", 1.0), ("en", "rare", 2.0)], 4
            )
        finally:
            postfile.use(before)
    assert ranked == loop  # the Python loop over Whoosh's blocks: the same documents, the same float64 scores
    assert {d for d, _ in ranked} >= {0, 350}  # the rare word's


def test_a_plain_chunk_is_read_as_the_parser_reads_it():
    excerpt = Path(__file__).resolve().parents[2] / "fixtures" / "cr" / "MagicCompRules 20220429 excerpt.txt"
    text = excerpt.read_text(encoding="utf-8", errors="replace")
    chunks = sorted(set(re.findall(r"[A-Za-z]+", text)) | {c for c in text.split() if not re.search(r'[()"*?]', c)})
    chunks += ["the", "The", "a", "AND", "OR", "NOT", "ILLEGAL", "Pacifism", "improvisation", "zzzzzz", "s", "X"]
    # What issue 24's battery sends and players write: fuzzy and boost syntax this parser has no plugin for.
    chunks += ["tapflqpe~2", "x^2", "a:b", "+1/+1", "-abc", "'quoted'", "l'adversaire", "œuvre", "[a", "b]", "—"]
    assert len(chunks) > 800
    for chunk in chunks:
        assert parsing.PLAIN_CHUNK.fullmatch(chunk)
        for french in (False, True):
            for relaxed in (False, True):
                ours = parsing._word_query(chunk, french, relaxed)
                theirs = parsing._parsers[french, relaxed].parse(chunk).normalize()
                assert ours == theirs and repr(ours) == repr(theirs), (chunk, french, relaxed)
    # The parser's syntax is the parser's to read: a quote, a group, a wildcard.
    assert not any(parsing.PLAIN_CHUNK.fullmatch(chunk) for chunk in ['"a b"', "(a OR b)", "(a", "improv*", "c?t"])


def test_a_question_s_words_are_read_without_the_parser(monkeypatch):
    parser = parsing._parsers[False, False]
    calls = []
    parse = parser.parse

    def counted(text, *args, **kwargs):
        calls.append(text)
        return parse(text, *args, **kwargs)

    monkeypatch.setattr(parser, "parse", counted)
    monkeypatch.setattr(parsing, "_chunks", {})
    q = parsing.parse_text("Sperfless creature (blocks OR blocking) attacks")
    assert calls == ["(blocks OR blocking)"]  # the group only: the words are read by _word_query
    assert q == parse("Sperfless creature (blocks OR blocking) attacks").normalize()
