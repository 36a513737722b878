"""A long question naming no card tells a situation: the index's order, led by its many common words, is believed
less than the rule finder's on its page 1 (hybrid.INDEX_WEIGHT_LONG, severy26)."""

from types import SimpleNamespace

from search import disagreed, hybrid

from . import standins

TODAY = "2025-11-14"


def rule(number):
    return {
        "kind": "rule",
        "number": number,
        "snippet": "It says something.",
        "id": hybrid.rule_doc_id_of(TODAY, number),
    }


def page_of(monkeypatch, words, index, finder):
    """Page 1's rule numbers when the index found `index` and the finder ranked `finder` (a finder's rule the index
    did not find is read from a stand-in searcher)."""
    searcher = SimpleNamespace(document_number=lambda id: id, stored_fields=lambda docnum: {"number": docnum})
    monkeypatch.setattr(hybrid, "hit", lambda fields, *args, **kwargs: rule(fields["number"].rsplit(":", 1)[1]))
    plan = standins.plan(searcher=searcher, current_version=TODAY, french=False)
    ranked = standins.ranked(*finder)
    page = hybrid.fuse([rule(n) for n in index], ranked, plan, words, per_page=10, named=[], question=True)
    return [r["number"] for r in page]


# A player's situation (`I drew a sorcery that says Legendary on its type line…`): 15 words searched.
LONG = {"en": "ani cast creatur drew just land legendari line now out right say sorceri still type".split()}
SHORT = {"en": ["legendari", "sorceri"]}
INDEX = ["205.1b", "205.1", "205.1a", "205", "305.7", "307.5", "307.3", "205.2a", "305.8", "307.5a"]
FINDER = ["205.4e", "205.4b", "205.2a", "305.7", "205.4d", "205.4", "121.4", "305.9", "300.2a", "110.4"]


def test_a_long_question_is_a_long_one_and_a_short_one_is_not():
    assert hybrid.long_question(LONG)
    assert not hybrid.long_question(SHORT)
    assert not hybrid.long_question({})


def test_the_finders_first_rule_of_a_long_question_is_in_its_top_three(monkeypatch):
    # Before: the index's first two were kept in the top four (KEPT) and the rules both lists hold came first, so
    # the finder's first, 205.4e (a legendary sorcery's casting restriction), was fifth (sixth on the real page).
    page = page_of(monkeypatch, LONG, INDEX, FINDER)
    assert "205.4e" in page[:3]
    assert "205.1b" not in page[:4]


def test_a_short_question_keeps_the_index_s_first_in_its_top_four(monkeypatch):
    # The two lists share none of their first three rules: since severy40 such a short question naming no keyword is
    # fused as a long one too (disagreed.py), its first place kept as the usual weights give it (305.7, both lists'),
    # the index's first two not kept.
    top = page_of(monkeypatch, SHORT, INDEX, FINDER)[:4]
    assert top[0] == "305.7" and "205.4e" in top and not {"205.1b", "205.1"} & set(top)
    # The disagreement off, the short question's weights are the usual ones.
    monkeypatch.setattr(disagreed, "AS_LONG", False)
    top = page_of(monkeypatch, SHORT, INDEX, FINDER)[:4]
    assert "205.1b" in top and "205.1" in top
