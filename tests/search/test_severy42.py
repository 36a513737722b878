"""severy42: a question's word read as the broader CR word its glossary entry defines it by (broaderwords.py):
`opponent` ("Someone a player is playing against") weighs halfway to "player"."""

import math
import re
from collections import Counter

import pytest

from search import broaderwords, finder_query

ROWS = [
    ("Opponent", "Someone a player is playing against. See rule 102.2."),
    ("Player", "One of the people in the game. See rule 102."),
    ("Artifact", "A card type. An artifact is a permanent. See rule 301."),
    ("Card Type", "A characteristic that appears on the type line. See rule 205.2."),
    ("Card", "The standard component of Magic. See rule 108."),
    ("Ante", "1. A zone used only when playing for keeps. 2. To put a card into the ante zone. See rule 407."),
    ("Teammate", "In a multiplayer game between teams, a player's teammates are the other players on their team."),
    ("Rare", "Someone a player is playing against. See rule 1."),
]


class Finder:
    """A rule finder's words: lower-cased, a final s dropped; {term: document count} as its postings."""

    def __init__(self, counts, n=3000):
        self.postings = {t: [(i, 1.0) for i in range(c)] for t, c in counts.items()}
        self.idf = {t: math.log(1 + (n - c + 0.5) / (c + 0.5)) for t, c in counts.items()}

    def query_terms(self, text):
        return Counter(dict.fromkeys((w.rstrip("s") for w in re.findall(r"[a-z]+", text.lower())), 1.0))


FINDER = Finder(
    {
        "opponent": 200,
        "player": 1450,
        "artifact": 127,
        "card": 1478,
        "type": 377,
        "teammate": 39,
        "rare": 700,
        "ante": 10,
        "zone": 425,
    }
)


def test_a_short_definitions_commoner_genus_is_the_broader_word():
    assert broaderwords.pairs_of(FINDER, ROWS) == {"opponent": "player"}


def test_not_broader_not_short_not_a_two_word_genus():
    pairs = broaderwords.pairs_of(FINDER, ROWS)
    assert "rare" not in pairs  # "player" is not three times as common as "rare"
    assert "teammate" not in pairs  # a long definition
    assert "artifact" not in pairs  # "A card type.": the genus is a headword of two words
    assert "ante" not in pairs  # two senses


def test_the_word_weighs_halfway_to_its_broader_word(monkeypatch):
    monkeypatch.setattr(broaderwords, "pairs", lambda finder, current: broaderwords.pairs_of(finder, ROWS))
    found = broaderwords.broader(FINDER, "2025-11-14", Counter({"opponent": 1.0, "concede": 1.0}))
    telling = (FINDER.idf["opponent"] + FINDER.idf["player"]) / 2
    assert found == {"opponent": pytest.approx(telling / FINDER.idf["opponent"])}
    assert found["opponent"] < 1.0
    assert broaderwords.broader(FINDER, "2025-11-14", Counter({"concede": 1.0})) == {}


def test_on_in_the_finders_query():
    assert finder_query.BROADER_WORDS and broaderwords.ON


@pytest.mark.search
@pytest.mark.django_db
def test_todays_glossary_reads_opponent_as_player(today_searchers):
    finder = today_searchers.finder
    current = today_searchers.meta["current_version"]
    pairs = broaderwords.pairs(finder, current)
    assert pairs["oppon"] == "player"
    # "A card type. An artifact is a permanent.": a genus of two words, no broader one word
    assert not {"artifact", "land", "planeswalk", "creatur"} & set(pairs)
    terms = finder.query_terms("What happens to my opponent's stuff when they concede?")
    assert set(broaderwords.broader(finder, current, terms)) == {"oppon"}
