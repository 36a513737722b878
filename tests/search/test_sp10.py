"""Helper sp10: the first place — a French card name that is a small word and a rules word names no card
(cardnames._names); of two rules of one section, the one whose French players' question is nearer a French query
comes first (RuleFinder.ask_likeness_fr, firstplace.nearer_neighbour_first)."""

from search import firstplace, query
from search.cardnames import CardNames, name_keys
from search.searchers import shared_searchers
from search.spelling import Lexicon as Words

from .conftest import numbers_found

# As cards.json holds them (cardnames.write_card_names): Brawn's French name is `La Force`.
NAMES = [("Brawn", "La Force"), ("The Abyss", None), ("Force of Will", "Force de volonté"), ("Glory", "La Gloire")]
# "force" is a word of the texts in both languages (more than COMMON uses), "abyss" a name's.
COUNTS = {
    "en": {"force": 400, "abyss": 3, "glory": 20, "_rest": 100_000},
    "fr": {"force": 900, "gloire": 150, "_rest": 100_000},
}


def card_names():
    return CardNames(
        [[list(key), english] for english, french in NAMES for n in (english, french) if n for key in name_keys(n)]
    )


def test_a_small_word_and_a_rules_word_name_no_card():
    names, lexicon = card_names(), Words(COUNTS)
    # Every French question on a creature's power says "la force"; it named Brawn, whose page came first.
    assert names.named_in("doubler la force d'une créature", lexicon) == []
    assert names.named_in("quelle est la force d'une créature face cachée ?", lexicon) == []
    assert names.named_in("la gloire de mon commandant", lexicon) == []


def test_a_small_word_and_a_rare_word_or_a_longer_name_still_name_the_card():
    names, lexicon = card_names(), Words(COUNTS)
    assert names.named_in("does the abyss destroy my artifact creature", lexicon) == ["The Abyss"]
    assert names.named_in("force of will pitching a blue card", lexicon) == ["Force of Will"]
    assert names.named_in("force de volonté en exilant une carte bleue", lexicon) == ["Force of Will"]


def rule(number):
    return {"kind": "rule", "number": number, "id": f"rule:{number}"}


def numbers(page):
    return [r.get("number") for r in page]


LIKENESS = {"405.2": 0.3, "405.5": 0.7, "405.6": 0.45, "405.7": 0.9}


def likeness(number):
    return LIKENESS.get(number, 0.0)


def test_a_french_query_s_neighbour_must_be_nearer_and_higher_up():
    french = (firstplace.FRENCH_NEIGHBOUR_DEPTH, firstplace.FRENCH_NEIGHBOUR_LIKENESS)
    page = [rule("405.2"), rule("405.5")]
    assert numbers(firstplace.nearer_neighbour_first(page, likeness, *french)) == ["405.5", "405.2"]
    # 0.45 is near enough for an English query's asks, not for a French one's (its content words only).
    page = [rule("405.2"), rule("405.6")]
    assert numbers(firstplace.nearer_neighbour_first(page, likeness)) == ["405.6", "405.2"]
    assert firstplace.nearer_neighbour_first(page, likeness, *french) == page
    # Fourth place: within an English query's five, below a French one's three.
    page = [rule("405.2"), rule("405.1"), rule("405.3"), rule("405.7")]
    assert numbers(firstplace.nearer_neighbour_first(page, likeness))[0] == "405.7"
    assert firstplace.nearer_neighbour_first(page, likeness, *french) == page


def test_the_likeness_of_a_french_ask_reads_the_french_question_s_words(today):
    finder = shared_searchers().finder
    # 704.3's French ask: "Quand est-ce que les actions basées sur l'état sont vérifiées ? …"; 704.1's ask on
    # responding to state-based actions holds "actions", "état" too, not "vérifiées".
    near = finder.ask_likeness_fr("Quand les actions basées sur un état sont-elles vérifiées ?")
    assert near("704.3") > near("704.1") + firstplace.NEIGHBOUR_MARGIN
    assert near("704.3") >= firstplace.FRENCH_NEIGHBOUR_LIKENESS
    assert finder.ask_likeness_fr("")("704.3") == 0.0
    # A paragraph without French players' questions.
    assert near(next(n for n in finder.numbers if n and n not in finder.asks_fr)) == 0.0


def test_a_french_question_finds_first_the_neighbour_its_players_ask_about(today, monkeypatch):
    asked = {
        # 405.5's French ask on which spell of the stack resolves first; 405.2 (the stack's order) came first.
        "Quel sort de la pile se résout en premier ?": "405.5",
    }
    assert {q: numbers_found(q, 1)[0] for q in asked} == asked
    monkeypatch.setattr(query, "FRENCH_NEIGHBOUR_FIRST", False)
    assert all(numbers_found(q, 1)[0] != now for q, now in asked.items())


CITES = {"121.4": ["704"], "702.2c": ["510"], "120.6": ["704"], "903.10a": ["704"], "704.6c": ["903"]}
NEARNESS = {"121.4": 0.4, "704.5b": 0.6, "704.5g": 0.3, "121.3": 0.9, "510.1c": 0.9, "120.6": 0.2, "704.6c": 0.9}


def cites(number):
    return CITES.get(number, [])


def nearness(number):
    return NEARNESS.get(number, 0.0)


def test_a_rule_of_the_section_the_first_cites_with_a_nearer_ask_takes_the_first_place():
    # 121.4 (drawing from an empty library) says "This is a state-based action. See rule 704."
    page = [rule("121.4"), {"kind": "ruling", "id": "r"}, rule("121.3"), rule("704.5b")]
    assert numbers(firstplace.section_cited_first(page, cites, nearness)) == ["704.5b", "121.4", None, "121.3"]


def test_a_rule_of_the_cited_section_no_nearer_a_keyword_rule_first_or_too_far_down_keeps_its_place():
    kept = [
        # 704.5g's ask is no nearer the query than 121.4's.
        [rule("121.4"), rule("704.5g")],
        # The first's own section, another section, a rule the first does not cite a section of.
        [rule("121.4"), rule("121.3")],
        [rule("121.3"), rule("704.5b")],
        # A keyword rule cites the procedure it modifies (first strike: "see rule 510").
        [rule("702.2c"), rule("510.1c")],
        # Below the fifth place.
        [rule("120.6"), rule("120.1"), rule("120.2"), rule("120.3"), rule("120.4"), rule("704.5b")],
        # 704.6c sends back to 903: two statements of one thing (commander damage).
        [rule("903.10a"), rule("704.6c")],
        [{"kind": "card", "id": "c"}, rule("704.5b")],
    ]
    for page in kept:
        assert firstplace.section_cited_first(page, cites, nearness) == page, numbers(page)


def test_a_question_finds_first_the_rule_of_the_cited_section_its_players_ask_about(today, monkeypatch):
    asked = {"I had to draw with no cards left in my library. Do I lose immediately?": "704.5b"}
    assert {q: numbers_found(q, 1)[0] for q in asked} == asked
    monkeypatch.setattr(firstplace, "SECTION_CITED_FIRST", False)
    assert all(numbers_found(q, 1)[0] != now for q, now in asked.items())
