"""Wizards of the Coast's rulings on the cost keywords printed after MTGJSON v3 (which ends in 2018-10), as Gatherer
and Scryfall print them on the cards' pages, dated. The corpus holds none of them: each constant names the page it
was read on (2026-12-02, in the stored copies the search tool serves), the card and the ruling's date.

Apostrophes are straight, as in cost_ruling_texts.py (Scryfall prints Uro's with curly ones; predicates.links
ignores the difference). Only these were found: the stored copies hold no Gatherer or Scryfall page listing the
rulings of the cards of foretell, spectacle, disturb, mutate, casualty, bargain and the other later keywords
(docs/predicates.md lists what was searched).
"""

# Scryfall, Uro, Titan of Nature's Wrath (Theros Beyond Death #229), 2020-01-24: the page of the German printing,
# https://scryfall.com/card/thb/229/de/uro-titan-des-zorns-der-natur, lists the English rulings.
ESCAPE_TOTAL_CONVERTED = (
    "To determine the total cost of a spell, start with the mana cost or alternative cost you're paying (such as an "
    "escape cost), add any cost increases, then apply any cost reductions. The converted mana cost of the spell "
    "remains unchanged, no matter what the total cost to cast it was and no matter whether an alternative cost was "
    "paid."
)

# Scryfall, Underworld Breach (Theros Beyond Death #324), 2020-01-24:
# https://scryfall.com/card/thb/324/underworld-breach
# Gatherer, The Master of Keys, 2024-09-20 (printed 9/20/2024):
# http://gatherer.wizards.com/Pages/Card/Details.aspx?name=The+Master+of+Keys
ESCAPE_TOTAL_MANA_VALUE = (
    "To determine the total cost of a spell, start with the mana cost or alternative cost you're paying (such as an "
    "escape cost), add any cost increases, then apply any cost reductions. The mana value of the spell remains "
    "unchanged, no matter what the total cost to cast it was and no matter whether an alternative cost was paid."
)

# Gatherer, The Master of Keys, 2024-09-20:
# http://gatherer.wizards.com/Pages/Card/Details.aspx?name=The+Master+of+Keys
ESCAPE_ONE_ALTERNATIVE = (
    "If you cast a spell with its escape permission, you can't choose to apply any other alternative costs or to "
    "cast it without paying its mana cost. If it has any additional costs, you must pay those."
)

# (card, ruling date) -> the page the ruling was read on.
SOURCES = {
    (
        "Uro, Titan of Nature's Wrath",
        "2020-01-24",
    ): "https://scryfall.com/card/thb/229/de/uro-titan-des-zorns-der-natur",
    ("Underworld Breach", "2020-01-24"): "https://scryfall.com/card/thb/324/underworld-breach",
    ("The Master of Keys", "2024-09-20"): "http://gatherer.wizards.com/Pages/Card/Details.aspx?name=The+Master+of+Keys",
}
