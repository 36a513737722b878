"""First-time search latency (sperf2): the same results, with the work a question repeated done once or skipped."""

import re
from array import array

from rulings.concepts import CONCEPTS
from search import cardconcepts
from search.literals import may_match, needed
from search.postings import VIEW_MIN, Shared

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
