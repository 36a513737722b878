"""The French lexicon's mining explains words away (search.bilingual.mine, competitive linking): an English word
another French word on the same lines accounts for better is no evidence for this one."""

from search.bilingual import mine

# The Oracle dropped "to your mana pool": `réserve` stayed on nearly every line that says "Add", beside `ajoutez`,
# which also says add where no pool is named.
POOL = ("Add {G}.", "Ajoutez {G} à votre réserve.")
ADD = ("Add {R} or {W}.", "Ajoutez {R} ou {W}.")
# A two-word French term for one English word: `bataille` takes battlefield; `champ` must not take a word beside it.
ENTERS = ("Return target creature to the battlefield.", "Renvoyez la créature ciblée sur le champ de bataille.")
RETURN = ("Return target card to your hand.", "Renvoyez la carte ciblée dans votre main.")
BATTLE = ("Exile target creature on the battlefield.", "Exilez la créature ciblée sur la bataille.")


def test_a_word_another_word_explains_is_not_its_translation():
    lexicon = mine([POOL] * 5 + [ADD] * 2)
    assert lexicon["ajout"][0][0] == "add"
    # Before: `réserve` was add (on 5 of add's 7 lines, Dice 0.83).
    assert "reserv" not in lexicon


def test_a_word_left_without_its_best_takes_no_word_beside_it():
    lexicon = mine([ENTERS] * 4 + [RETURN] * 2 + [BATTLE] * 2)
    assert lexicon["bataill"][0][0] == "battlefield"
    # Before: `champ` was battlefield too; linked to the best word left on its lines it would be "return" or "target".
    assert "champ" not in lexicon
