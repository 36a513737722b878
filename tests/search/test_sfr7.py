"""The French lexicon's mining: a French word's best translation by Dice that is on few of its lines gives way to
the English word on most of them (search.bilingual.mine, SOMETIMES/MOST/APART)."""

from search.bilingual import mine

# Lines that say neither word: the English words of the test are rare on the cards, as destroy is (778 of 41,066).
FILLER = [("Draw a card.", "Piochez une carte.")] * 1000
DESTROY = [("Destroy target creature.", "Détruisez la créature ciblée.")] * 20
# Trample's old reminder says `détruire` beside "enough", a word it nearly alone prints: by Dice, "enough" wins.
ENOUGH = [
    (
        "If it would deal enough damage to destroy it, gain 2 life.",
        "S'il devait infliger assez de blessures pour la détruire, gagnez 2 points de vie.",
    )
] * 3
INFINITIVE = [
    ("You may destroy target land.", "Vous pouvez détruire le terrain ciblé."),
    ("Each player must destroy an artifact.", "Chaque joueur doit détruire un artefact."),
    ("Choose to destroy an enchantment.", "Choisissez de détruire un enchantement."),
    ("Then destroy a Wall.", "Puis détruire un Mur."),
]


def test_the_word_on_most_lines_comes_before_a_rare_word_beside_it():
    lexicon = mine(FILLER + DESTROY + ENOUGH + INFINITIVE)
    # Before: [["enough", 0.6…]], destroy not even kept (Dice 0.41, under 0.6 of the best's).
    assert lexicon["detruir"][0][0] == "destroy"


def test_a_best_spelled_like_the_french_word_keeps_its_place():
    # `bloqueur` is blocker on 2 of its 5 lines, "attack" on 4: blocker stays first.
    blocker = [
        ("Each blocker deals damage.", "Chaque bloqueur inflige des blessures."),
        ("The blocker deals damage to the attacking creature.", "Le bloqueur inflige des blessures à l'attaquant."),
    ]
    attack = [("It attacks.", "Elle attaque le bloqueur.")] * 3
    others = [("Whenever it attacks, draw a card.", "Quand elle attaque, piochez une carte.")] * 20
    lexicon = mine(FILLER + blocker + attack + others)
    assert lexicon["bloqueur"][0][0] == "blocker"
