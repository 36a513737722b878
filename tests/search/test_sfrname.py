"""sfrname: a French question's card names read whole, and a French rules phrase is no card's name (issue 20)."""

from search.cardnames import CardNames, name_keys


def _names(*cards):
    """CardNames of (typed name, English name) pairs, as cards.json writes them."""
    return CardNames([(list(key), english) for name, english in cards for key in name_keys(name)])


def test_a_name_in_a_longer_name_after_a_small_word_is_the_longer_one():
    # Anger's French name is La Colère; `la Colère de Dieu` is Wrath of God, not Anger then "de Dieu".
    names = _names(("La Colère", "Anger"), ("Colère", "Anger"), ("Colère de Dieu", "Wrath of God"))
    assert names.named_in("Que fait la Colère de Dieu aux créatures ?") == ["Wrath of God"]
    assert names.named_in("Je joue la Colère, elle fait quoi ?") == ["Anger"]


def test_a_french_rules_phrase_is_no_cards_name():
    # Valor is Valeur in French; `valeur de mana` is mana value (jargon.toml's French way of saying it).
    names = _names(("Valeur", "Valor"), ("La Valeur", "Valor"), ("Force de volonté", "Force of Will"))
    assert names.named_in("Force de volonté, quelle est sa valeur de mana ?") == ["Force of Will"]
    assert names.named_in("la valeur de mana de ma créature transformée") == []
    assert names.named_in("Valeur donne-t-elle l'initiative ?") == ["Valor"]
