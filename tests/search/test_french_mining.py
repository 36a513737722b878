"""The French lexicon's mining: a French word the cards nearly always print with one English word translates it,
even where that English word is printed far more often for other French words."""

from search.bilingual import mine

# The corpus's shape (2026-12-02): `contrecarrez` on 272 lines, 271 of them with "counter", but "counter" is also
# every +1/+1 counter's word (the French `marqueur`): Dice 0.247, under the 0.25 a translation needed.
COUNTERSPELLS = [("Counter that spell.", "Contrecarrez ce sort.")] * 3
COUNTERS = [("Put a +1/+1 counter on each creature you control.", "Mettez un marqueur +1/+1 sur chaque créature.")] * 20
COPIES = [("Copy that spell.", "Copiez ce sort.")] * 20
TOKENS = [("Create a 1/1 creature token.", "Créez un jeton de créature 1/1.")] * 300


def translations(lexicon, french):
    return [english for english, _ in lexicon.get(french, [])]


def test_a_french_word_nearly_always_printed_with_an_english_one_translates_it():
    lexicon = mine(COUNTERSPELLS + COUNTERS + COPIES)
    assert "counter" in translations(lexicon, "contrecarr")


def test_an_english_word_printed_everywhere_is_no_translation():
    # `cre` (créez) is always printed beside "creature" too, but "creature" is on far more lines (Dice under half of
    # the threshold): "create" translates it, "creature" does not.
    lexicon = mine(TOKENS + [("Each creature gets +1/+1.", "Chaque créature gagne +1/+1.")] * 3000)
    assert "creatur" not in translations(lexicon, "cre")
