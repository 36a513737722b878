"""Verbatim excerpts of the seed pages (../shared/seeds), so the checks are tested on real messy input.

000: a French page whose mana symbols were images and got stripped, with the official French of CR 702.125 (2017).
001: the English rulings of Saheeli's Directive, symbols intact.
003: a German page of Whir of Invention rulings whose English lost its symbols.
"""

# 000, a French ruling with the symbols stripped, and its English from 001 (symbols intact).
FR_STRIPPED_IMPROVISE = (
    "L'improvisation ne peut pas payer les symboles de mana , , , , ou dans le coût total d'un sort."
)
EN_IMPROVISE_SYMBOLS = "Improvise can't pay for {W}, {U}, {B}, {R}, {G}, or {C} mana symbols in a spell's total cost."

# 003, the same ruling as scraped from the German page: the English lost its symbols too.
EN_STRIPPED_IMPROVISE = "Improvise can't pay for , , , , , or mana symbols in a spell's total cost."

# 000, the official French of CR 702.125a (CR of 2017: improvise was 702.125, it is 702.126 since 2021).
FR_702_125A = (
    "L'improvisation est une capacité statique qui fonctionne pendant que le sort qui l'a est sur la pile. "
    "« Improvisation » signifie « Pour chaque mana générique dans le coût total de ce sort, vous pouvez engager "
    "un artefact dégagé que vous contrôlez plutôt que de payer ce mana. »"
)
EN_702_126A = (
    'Improvise is a static ability that functions while the spell with improvise is on the stack. "Improvise" means '
    '"For each generic mana in this spell\'s total cost, you may tap an untapped artifact you control rather than pay that mana."'
)

# 003 (English, stripped) / 000 (French, stripped): the Whir of Invention ruling about X.
EN_WHIR_X = (
    "When using improvise to cast a spell with {X} in its mana cost, first choose the value for X. That choice, plus any cost "
    "increases or decreases, will determine the spell's total cost. Then you can tap artifacts you control to help pay that cost. "
    "For example, if you cast Whir of Invention (a spell with improvise and mana cost {X}{U}{U}{U}) and choose X to be 3, the total "
    "cost is {3}{U}{U}{U}. If you tap two artifacts, you'll have to pay {1}{U}{U}{U}."
)
FR_WHIR_X_STRIPPED = (
    "Quand vous utilisez l'improvisation pour lancer un sort avec dans son coût de mana, choisissez d'abord la valeur de X. Ce choix, "
    "ainsi que les augmentations ou diminutions de coût, détermineront le coût total du sort. Vous pouvez ensuite engager des artefacts "
    "que vous contrôlez pour aider à payer ce coût. Par exemple, si vous lancez le Ronronnement de l'inventivité (un sort avec "
    "l'improvisation et un coût de mana de ) et que vous choisissez X comme étant 3, le coût total sera . Si vous engagez deux "
    "artefacts, vous devrez payer ."
)
FR_WHIR_NAME = "Ronronnement de l'inventivité"
