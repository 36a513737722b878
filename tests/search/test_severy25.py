"""Helper severy25 (its everyday18 set is checked in test_set_shapes.py): rulings as a bridge for a question that names
no card and no rules word (search/rulingbridge.py, measured and left off): a ruling holding most of the question's rare
words lends the rules it rests on, or its rare CR words; one holding fewer lends nothing, nor does a question with too
few rare words."""

import pytest

from search import rulingbridge


class Finder:
    """The finder's two parts the bridge reads: the question's rare words and the rulings' rules."""

    def __init__(self, rare, rests):
        self._rare, self.rests = rare, rests

    def rare(self, words):
        return {t: idf for t, idf in self._rare.items() if t in words.split()}


@pytest.fixture
def postings(monkeypatch):
    table = {
        "power": ["r1", "r2"],
        "damag": ["r1", "r2", "r3"],
        "0": ["r1"],
        "addit": ["r1"],
        "equip": ["r3"],
    }
    monkeypatch.setattr(rulingbridge, "_postings", lambda finder: table)
    monkeypatch.setattr(rulingbridge, "RULINGS_ON", True)
    return table


RARE = {"power": 3.0, "damag": 2.5, "0": 3.0, "addit": 3.5, "equip": 4.0, "tap": 4.0}
RESTS = {"r1": ["614.7a", "614"], "r2": ["510.1a"], "r3": ["301.5"]}


def test_a_ruling_holding_most_rare_words_lends_its_rules(postings):
    finder = Finder(RARE, RESTS)
    # r1 holds all four words; r2 two of them (5.5 of 12: under HELD); a section number (614) is not lent
    assert rulingbridge.lent_rules(finder, "0 power addit damag") == ["614.7a"]


def test_too_few_rare_words_lend_nothing(postings):
    assert rulingbridge.lent_rules(Finder(RARE, RESTS), "power damag") == []


def test_no_ruling_holding_enough_lends_nothing(postings):
    # equip + power + addit: r1 holds 6.5 of 10.5 (0.62), r3 4 of 10.5
    assert rulingbridge.lent_rules(Finder(RARE, RESTS), "equip power addit") == ["614.7a"]
    # tap (no ruling) + equip + power: r3 holds 4 of 11, r1 and r2 3 of 11
    assert rulingbridge.lent_rules(Finder(RARE, RESTS), "tap equip power") == []


def test_left_off_the_search_is_main_s():
    assert not (rulingbridge.ON or rulingbridge.RULINGS_ON or rulingbridge.EXAMPLES or rulingbridge.EXPAND)


class WordsFinder(Finder):
    """... and the finder's terms and IDF for the words a ruling lends."""

    idf = {"enter": 3.0, "battlefield": 1.0, "sorceri": 4.0, "power": 3.0}

    def query_terms(self, text):
        return dict.fromkeys(text.lower().split(), 1.0)


def test_a_ruling_holding_most_rare_words_lends_its_rare_cr_words(monkeypatch):
    postings = {"sorceri": ["r1", "r2"], "librari": ["r1"], "top": ["r1", "r3"], "power": ["r3"]}
    texts = {"r1": "sorceri librari top enter battlefield", "r2": "sorceri", "r3": "top power"}
    monkeypatch.setattr(rulingbridge, "_rulings", lambda finder: (postings, texts))
    monkeypatch.setattr(rulingbridge, "EXPAND", True)
    monkeypatch.setattr(rulingbridge, "RULING_IDF", False)
    finder = WordsFinder({"sorceri": 4.0, "librari": 3.0, "top": 3.0, "power": 3.0}, {})
    # r1 holds all three; "battlefield" is no rare CR word, "sorceri" the question says
    assert rulingbridge.lent_words(finder, "sorceri librari top", {"sorceri": 1.0}) == {"enter": 0.3}
    assert rulingbridge.lent_words(finder, "sorceri librari", {}) == {}
