"""sfr35: a French question's sibling subrule below the top five whose French players' questions are clearly nearer
the question than its siblings' in the top five enters at the fifth place (frenchsiblings.ordered, ssib1's
firstplace.sibling_lifted read over the French asks)."""

import pytest

from search import frenchphrases, frenchsiblings, hybrid

from .conftest import numbers_found


def _page(*numbers):
    return [{"kind": "rule", "id": n, "number": n} for n in numbers]


PAGE = ("509.1c", "509.1a", "509.1b", "509.2", "509.1", "509.1d", "509.1h")
LIKE = {"509.1c": 0.14, "509.1a": 0.1, "509.1b": 0.12, "509.1d": 0.32, "509.1h": 0.2}
SHARE = {"509.1c": 0.5, "509.1a": 0.5, "509.1b": 0.5, "509.1d": 1.0}


class Finder:
    """A finder whose French asks give LIKE and SHARE."""

    def __init__(self, like, share):
        self.like, self.share = like, share

    def ask_likeness_fr(self, text, skip=frozenset()):
        return lambda number: self.like.get(number, 0.0)

    def asked_share_fr(self, text, skip=frozenset()):
        return lambda number: self.share.get(number, 0.0)


@pytest.mark.parametrize(
    ("like", "share", "lifted"),
    [
        # Nearer than each sibling above by SIBLING_NEARER, its asks holding as much: fifth, the first place kept.
        (LIKE, SHARE, True),
        # Not nearer enough, or asks holding less: unchanged.
        ({**LIKE, "509.1d": 0.16}, SHARE, False),
        (LIKE, {**SHARE, "509.1d": 0.4}, False),
    ],
)
def test_a_french_questions_nearer_sibling_enters_fifth(like, share, lifted, monkeypatch):
    # sfr37's section neighbour lift apart (509.1h, nearer than 509.2, would enter fifth): test_sfr37.py.
    monkeypatch.setattr(frenchsiblings, "SECTION_NEIGHBOUR_LIFTED", False)
    page = frenchsiblings.ordered(_page(*PAGE), Finder(like, share), "le coût pour bloquer", set())
    numbers = [item["number"] for item in page]
    assert numbers == (["509.1c", "509.1a", "509.1b", "509.2", "509.1d", "509.1", "509.1h"] if lifted else list(PAGE))


def test_the_french_asks_lift_the_rule_asked_into_the_top_five(today, monkeypatch):
    # mixed7's question: 723.1e sixth behind 723.1d, its French asks the nearest.
    asked = (
        "Quand un effet termine le tour, les capacités « au début de l'étape de fin » se déclenchent-elles quand même ?"
    )
    found = numbers_found(asked)
    monkeypatch.setattr(frenchsiblings, "sibling_lifted", lambda page, likeness, share: page)
    # 723.1e is the finder's first rule here: smix22's FINDER_FIRST_KEPT keeps it in the top five too, so the lift
    # alone is measured without it.
    monkeypatch.setattr(hybrid, "FINDER_FIRST_KEPT", 0)
    assert "723.1e" in found and "723.1e" not in numbers_found(asked)


@pytest.mark.parametrize(
    ("typed", "english"),
    [
        ("surenchère, je paye le coût en plus pour chaque mode ?", "escalate"),
        ("détrônement ça marche si je suis à égalité ?", "dethrone"),
        ("une carte voilée c'est une 2/2 ?", "cloak"),
        ("entraînement, elle gagne un marqueur ?", "training"),
        ("fourrager c'est exiler trois cartes ?", "forage"),
        ("ma créature vorace avec X=5", "ravenous"),
        ("un planeswalker complété arrive avec combien de marqueurs ?", "planeswalker compleated"),
    ],
)
def test_keywords_no_french_card_of_the_corpus_names_are_read_as_the_english_keyword(typed, english):
    assert english in frenchphrases.read(typed)[1]


def test_their_words_in_other_senses_stay_the_lexicons():
    assert frenchphrases.read("Liliana du voile, le planeswalker a complété sa loyauté ?")[1] == []
