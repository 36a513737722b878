"""scard41: a set's code typed in capitals (`HOU` Hour of Devastation, `ORI` Magic Origins) is read as the set, not
as the initials of the one card that has them (cardinitials.set_codes: the codes of the sets imported); chat's
`BTW` is no card either."""

import pytest

from cards.models import CardSet
from search import cardinitials, cardnameparts, frenchquestion, jargon
from search.cardnames import CardNames, name_keys

from . import standins

NAMES = ("Henchfiend of Ukor", "Oran-Rief Invoker", "Board the Weatherlight", "Thought-Knot Seer", "Hour of Need")


def _known():
    return CardNames([[list(key), card] for card in NAMES for key in name_keys(card)])


@pytest.mark.django_db
@pytest.mark.parametrize(
    "text, cards",
    [
        # Before: Henchfiend of Ukor, Oran-Rief Invoker, Board the Weatherlight.
        ("What changed in HOU for cycling?", []),
        ("Is ORI legal in modern", []),
        ("BTW can I do that", []),
        # A card's initials no set has still name it.
        ("Can TKS exile a land?", ["Thought-Knot Seer"]),
    ],
)
def test_a_set_code_is_no_card(text, cards):
    CardSet.objects.create(code="HOU", name="Hour of Devastation")
    CardSet.objects.create(code="ORI", name="Magic Origins")
    assert _known().named_in(text) == cards


@pytest.mark.django_db
def test_without_the_set_codes_the_code_was_a_card(monkeypatch):
    CardSet.objects.create(code="HOU", name="Hour of Devastation")
    monkeypatch.setattr(cardinitials, "SET_CODES", False)
    assert _known().named_in("What changed in HOU for cycling?") == ["Henchfiend of Ukor"]


def test_no_database_no_codes():
    assert cardinitials.set_codes() == frozenset()


# A card named said again by its name's first words (cardnameparts): `Maître-chasseur` opens three cards' French
# names, and names the one the question names by its other face.
FRENCH = [
    ("Huntmaster of the Fells // Ravager of the Fells", "Maître-chasseur de la lande // Ravageur de la lande"),
    ("Lys Alana Huntmaster", "Maître-chasseur de Lys Alana"),
    ("Otepec Huntmaster", "Maître-chasseur otepec"),
    ("Loxodon Warhammer", "Marteau de guerre loxodon"),
    ("Clone", "Clone"),
]
BILINGUAL = CardNames([[list(key), pair[0]] for pair in FRENCH for name in pair for key in name_keys(name)])
HUNTMASTER = FRENCH[0][0]


@pytest.mark.parametrize(
    "text, spans",
    [
        # Before: the Ravageur alone; `maitre chasseur` were the lexicon's (master, hunter).
        ("je copie le Ravageur de la lande (la face du Maître-chasseur) avec mon Clone", [4, 2, 1]),
        ("le Marteau de guerre loxodon sur un Clone : le Marteau de guerre reste ?", [4, 1, 3]),
        # No card named beside it: three cards' names begin so, none is read.
        ("Maître-chasseur peut attaquer ?", []),
        # A name's opening of one long word is no part (`le Marteau`: a hammer).
        ("le Marteau de guerre loxodon sur un Clone : le Marteau reste ?", [4, 1]),
    ],
)
def test_a_card_said_again_by_its_first_words(text, spans):
    assert [size for _, size in BILINGUAL.spans(text)] == spans


def test_without_said_again_the_part_was_no_name(monkeypatch):
    monkeypatch.setattr(cardnameparts, "SAID_AGAIN", False)
    text = "je copie le Ravageur de la lande (la face du Maître-chasseur)"
    assert BILINGUAL.spans(text) == [(HUNTMASTER, 4)]
    monkeypatch.setattr(cardnameparts, "SAID_AGAIN", True)
    assert BILINGUAL.spans(text) == [(HUNTMASTER, 4), (HUNTMASTER, 2)]
    assert BILINGUAL.unnamed(text) == "je copie le la face du"


def test_a_name_opened_by_a_question_word_is_read_in_the_words_typed(monkeypatch):
    """`marche` of `comment marche` opens `Marche des machines`: the plain words (question words dropped) began
    `des machines`, no name, and the lexicon read machines; the names are now read in the words typed."""
    known = CardNames([[list(key), "March of the Machines"] for key in name_keys("Marche des machines")])
    searchers = standins.searchers(card_names=known, lexicon=None, finder=standins.finder(query_terms=lambda w: [w]))
    typed = "Marche des machines transforme mon équipement en créature, il reste attaché ?"
    understanding = jargon.load().understand(typed)
    assert understanding.plain.startswith("des machines")
    assert "machines" not in frenchquestion.names_out(searchers, understanding, typed, understanding.plain).split()
    monkeypatch.setattr(frenchquestion, "NAMES_BEFORE_QUESTION_WORDS", False)
    assert "machines" in frenchquestion.names_out(searchers, understanding, typed, understanding.plain).split()
