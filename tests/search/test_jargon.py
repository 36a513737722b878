"""The jargon table (search/jargon.toml): every entry, both ways; question words; numbers in the rules' structure.

The table is read as data; these tests read it too, so an entry added to it is tested without a line here.
Whole-corpus checks (each entry's query lands on its rule in today's CR) are in test_corpus.py.
"""

import re
import tomllib

import pytest

from search import jargon
from search.analysis import english_analyzer
from search.jargon import DATA, fold, load, parse

TABLE = load()
TERMS = list(TABLE.terms)
RULE = re.compile(r"^\d{1,3}(?:\.\d+[a-z]?)?$")


def term_id(term):
    return term.name


WORDS = re.compile(r"\{[^{}\s]{1,8}\}|[^\W_]+(?:'[^\W_]+)*")


def stems(text):
    return frozenset(t.text for t in english_analyzer()(text))


def alternatives(text):
    """The alternatives of a rewritten query's OR groups, each as the tuple of its words."""
    found = set()
    for part in re.split(r"\bOR\b|(?<=\))\s+(?=\()", text):
        found.add(tuple(WORDS.findall(part)))
    return found


def test_the_table_reads_and_every_entry_names_a_rule_by_its_number():
    with open(DATA, "rb") as f:
        data = tomllib.load(f)
    assert len(data["term"]) == len(TERMS)
    assert len(TERMS) >= 40
    for term in TERMS:
        assert term.rule is None or RULE.match(term.rule), term.name
    for entry in TABLE.numbered:
        for rule in entry.rules:
            assert RULE.match(entry.fill(rule, entry.n[0], (entry.x or "a")[0])), entry.says


def test_no_phrase_means_two_terms():
    seen = {}
    for term in TERMS:
        for phrase in (*term.named_by, *term.fr):
            key = " ".join(fold(phrase).split())
            assert seen.setdefault(key, term.name) == term.name, f"{phrase!r} is in {seen[key]!r} and {term.name!r}"


def test_the_issue_s_jargon_is_in_the_table():
    named = {fold(p) for term in TERMS for p in term.says}
    for phrase in (
        "apnap",
        "sba",
        "etb",
        "ltb",
        "lki",
        "cmc",
        "mv",
        "mana value",
        "converted mana cost",
        "p/t",
        "dies",
        "legend rule",
        "the stack",
        "layers",
        "timestamp",
        "priority",
        "mulligan",
        "commander tax",
        "double-faced card",
        "mdfc",
        "dfc",
    ):
        assert phrase in named, phrase


@pytest.mark.parametrize("term", TERMS, ids=term_id)
def test_each_way_of_saying_a_term_searches_all_the_others(term):
    for typed in term.named_by:
        understood = TABLE.understand(typed)
        assert [m.term for m in understood.matches] == [term], typed
        searched = [stems(" ".join(words)) for words in alternatives(understood.text)]
        for other in (*term.says, *term.also):
            # Searched as such, or through a shorter way it contains (`face-down` finds `face-down creature`).
            assert any(found <= stems(other) for found in searched if found), f"{typed!r} does not search {other!r}"


@pytest.mark.parametrize("term", [t for t in TERMS if t.rule], ids=term_id)
def test_each_term_names_its_defining_rule(term):
    for typed in (*term.named_by, *term.fr):
        understood = TABLE.understand(f"{typed} question")
        assert understood.rules[:1] == [term.rule], typed


@pytest.mark.parametrize("term", [t for t in TERMS if t.fr], ids=term_id)
def test_french_ways_name_the_term_and_search_themselves(term):
    for typed in term.fr:
        understood = TABLE.understand(typed)
        assert [m.term for m in understood.matches] == [term]
        assert understood.text == typed


def test_jargon_inside_quotes_is_searched_as_typed():
    assert TABLE.understand('"APNAP order"').matches == []


def test_a_longer_phrase_wins_over_the_shorter_one_inside_it():
    understood = TABLE.understand("MDFC back face")
    assert [m.term.name for m in understood.matches] == ["MDFC"]


@pytest.mark.parametrize(
    "query, rules",
    [
        ("layer 7", ["613.1g", "613.4"]),
        ("layer seven", ["613.1g", "613.4"]),
        ("layer 4", ["613.1d"]),
        ("sublayer 7c", ["613.4c"]),
        ("layer 7c", ["613.4c"]),
        ("layer 1b", ["613.2b"]),
        ("step 2", ["601.2b"]),
        ("step 3 of resolving a spell", ["608.2c"]),
        ("step 2 of multiple replacement effects", ["616.1b"]),
    ],
)
def test_numbers_in_words_name_rules_by_the_rules_structure(query, rules):
    assert TABLE.understand(query).rules[: len(rules)] == rules


def test_numbers_outside_the_structure_name_no_rule_by_number():
    for query in ("layer 9", "sublayer 7z", "step 12"):
        assert [m for m in TABLE.understand(query).matches if m.numbered] == [], query


def test_a_number_in_words_is_searched_as_the_cr_writes_it():
    assert TABLE.understand("sublayer 7c").text == '"layer 7c"'
    # The CR never writes "step 2": the words only name the rule.
    assert TABLE.understand("step 2").text == ""


@pytest.mark.parametrize(
    "question, kept",
    [
        ("who receives priority", "receives (priority)"),
        ("when are state-based actions checked?", "checked"),
        ("how does trample work with deathtouch", "trample with deathtouch"),
        ("what is ward?", "ward"),
        ("qu'est-ce que la priorité", "la priorité"),
    ],
)
def test_question_words_are_dropped_from_questions(question, kept):
    understood = TABLE.understand(question)
    assert understood.question
    assert kept in understood.text
    for word in ("who", "when", "how", "does", "what", "work", "qu'est-ce"):
        assert not re.search(rf"(?<![\w']){word}(?![\w'])", understood.text, re.IGNORECASE), (question, word)


def test_a_question_of_question_words_only_keeps_them():
    assert TABLE.understand("what is").text == "what is"


def test_question_words_stay_in_a_query_that_is_no_question():
    assert "can" in TABLE.understand("improvise can pay").text


def test_entries_that_cannot_be_used_are_refused():
    with pytest.raises(ValueError, match="needs `says`"):
        parse({"term": [{"rule": "101.4"}]})
    with pytest.raises(ValueError, match="unknown keys"):
        parse({"term": [{"says": ["APNAP"], "rules": "101.4"}]})
    with pytest.raises(ValueError, match="needs `says` and `rules`"):
        parse({"numbered": [{"says": ["layer {n}"]}]})


def test_color_words_mean_their_mana_symbols():
    symbols = TABLE.symbols
    assert symbols["white"] == ["{W}"]
    assert symbols["blue"] == ["{U}"]
    assert symbols["black"] == ["{B}"]
    assert symbols["red"] == ["{R}"]
    assert symbols["green"] == ["{G}"]
    assert symbols["colorless"] == ["{C}"]
    assert "{W/U}" in symbols["multicolored"]


def test_the_module_reads_the_table_once():
    assert jargon.load() is TABLE


def test_an_abbreviation_in_a_question_ranks_the_rule_of_the_words_it_stands_for(built):
    # "LKI" is no word of the CR: the rule finder reads the term's CR words ("last known information"), so the
    # other words of the question (creature, power) do not take the first places.
    from search.index import rebuild_index
    from search.query import search
    from tests.builders import make_rule

    new = built["new"]
    lki = (
        "If an effect requires information about an object that has left the zone it was expected to be in, "
        "the effect uses the object's last known information."
    )
    make_rule(new, "608.2h", lki, position=10)
    for i, text in enumerate(
        (
            "A creature's power is the amount of damage it deals in combat.",
            "To sacrifice a permanent, its controller moves it to its owner's graveyard.",
            "Each creature has power and toughness.",
            "A creature card's power is printed on it.",
        )
    ):
        make_rule(new, f"302.{4 + i}", text, position=11 + i)
    rebuild_index()
    results = search("LKI sacrificed creature power")["results"]
    assert "608.2h" in [r.get("number") for r in results[:5]], [r["title"] for r in results]
