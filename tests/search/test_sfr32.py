"""sfr32: a French card's one-word name typed as an everyday word in a sentence names no card: `que fait présage ?`
(foretell's and the Omen's word; the card Portent is Présage in French), `un jeton Nourriture` (a Food token, not
Nourish, French Nourriture). A name typed on purpose still names its card: capitalized, after `carte`, alone."""

from search import cardnames
from search.cardnames import CardNames, name_keys

NAMES = (("Portent", "Présage"), ("Nourish", "Nourriture"), ("Tarmogoyf", "Tarmogoyf"))


def _named(text):
    rows = [[list(key), english] for english, french in NAMES for n in (english, french) for key in name_keys(n)]
    return CardNames(rows).named_in(text)


def test_a_lower_case_everyday_french_word_names_no_card():
    assert _named("que fait présage ?") == []
    assert _named("comment marche le présage quand je le lance ?") == []


def test_a_token_or_counter_word_beside_it_names_no_card_whatever_its_case():
    assert _named("je crée un jeton Nourriture, je peux le sacrifier ?") == []
    assert _named("un jeton de nourriture est-il un artefact ?") == []


def test_a_name_typed_on_purpose_still_names_its_card():
    assert _named("la carte Présage pioche combien ?") == ["Portent"]
    assert _named("la carte présage pioche combien ?") == ["Portent"]
    assert _named("que fait Présage si je le lance ?") == ["Portent"]
    assert _named("Nourriture : je gagne 6 points de vie ?") == ["Nourish"]
    assert _named("présage") == ["Portent"]
    # an English name, or one French keeps as it is, is not read so
    assert _named("what does portent do?") == ["Portent"]
    assert _named("un jeton tarmogoyf ?") == ["Tarmogoyf"]


def test_off_it_reads_as_before(monkeypatch):
    monkeypatch.setattr(cardnames, "FRENCH_WORD_NAMES", False)
    assert _named("que fait présage ?") == ["Portent"]
    assert _named("je crée un jeton Nourriture") == ["Nourish"]
