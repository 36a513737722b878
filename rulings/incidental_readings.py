"""links99: the "mana abilities" (605), "replacement effects" (614), "end step" (513) and "marked damage" (120.6)
readings narrowed where the ruling names the rule in passing and rests on another; turn_concepts.py and concepts.py
read these (turn_concepts.py is at its size limit). links103 added "combat damage" (510) and "last known information"
(608.2h), and two more "replacement effects" wordings, read the same way.

Read by hand on /tmp/corpus-m23.sqlite3's WotC rulings outside the never-tuned rows (docs/links-history.md, links99),
with the tuned rows' conventions: 605 where the ruling tells whether an ability is a mana ability or what one does
(Deathrite Shaman, Lotus Cobra, Pristine Talisman), also "No abilities ... can be activated, including mana abilities"
(Linvala, labelled 605.1); not "Mana abilities must be activated before costs are paid" (Stormscale Anarch: 601.2,
602.2) nor "If a basic land gains a mana ability ..., the mana produced this way can be used" (Imperiosaur: none).
614 where a replacement effect is what the ruling tells of; not "If the replacement effect is applied, the effect will
continue until your next turn even if this card leaves the battlefield" (Island Sanctuary: 611.2). 513.2 for a delayed
trigger "until the following turn's End step" (Rakdos Guildmage).
"""

from rulings.phrases import WHEN
from rulings.resolution_readings import _SENTENCE_START  # one sentence-start lookahead for the readings

# A sentence naming a mana ability where the ruling rests on another rule:
_MANA_ABILITY_IN_PASSING = (
    # The casting steps (601.2f-h): the cost is locked in, then mana abilities, then the payment: "Mana abilities must
    # be activated before costs are paid" (Stormscale Anarch, tuned 601.2), "checked as you cast Stoic Rebuttal, before
    # your last chance to activate mana abilities" (Khalni Hydra), "you get a chance to activate mana abilities before
    # you pay" (Fieldmist Borderpost), convoke's and improvise's "activating that ability while casting a spell with
    # convoke will result in the creature being tapped" (Conclave Tribunal, Chief Engineer, Saheeli's Directive).
    r"\bmana abilities must be activated before\b|\blast chance to activate mana abilities\b"
    r"|\bchance to activate mana abilities before\b|\bwhile casting a spell with (convoke|improvise)\b"
    # A mana ability granted, kept or left by an effect, and what its mana can pay (Imperiosaur, tuned none; Rishkar's
    # "has Rishkar's mana ability", Joraga Treespeaker's "grants the mana ability", Ruinous Path's "retain any mana
    # abilities it had as a result of those subtypes" (305.6), Imprisoned in the Moon's "lose all abilities except the
    # noted mana ability" (the card's own text).
    r"|\b(land|creature) gains (a|another) mana ability\b|\bhas \w+'s mana ability\b|\bgrants the mana ability\b"
    r"|\bretain any mana abilities\b|\babilities except the noted mana ability\b"
    # The mana a land "could produce" counts replacement effects on its mana abilities (106.7: Exotic Orchard, Benthic
    # Explorers' "take into account any applicable replacement effects that would apply to that land's mana abilities").
    r"|\bapplicable replacement effects that would apply to\b"
)

MANA_ABILITIES = (
    _SENTENCE_START + r"(?![^.]*(" + _MANA_ABILITY_IN_PASSING + r"))[^.]*?"
    # The mana-ability words as they stood before links99 (moved from turn_concepts.py unchanged).
    r"\bmana abilit(y|ies)\b(?! of (the|each) basic land type)(?! associated with\b)"
)

# Words anywhere in a ruling saying it rests on another rule than 614 though "replacement effect" is named (added to
# the reading's `unless` in concepts.py):
REPLACEMENT_IN_PASSING = (
    # Their order (616.1) when several apply, with prevention effects too: "If multiple prevention and/or replacement
    # effects are trying to apply to the same damage, the player who would be dealt damage chooses the order" (Soul-Scar
    # Mage, Consulate Surveillance, Deflecting Palm); "chooses which replacement effect to apply" (Land Equilibrium).
    r"\b(multiple|two or more|more than one) prevention (and/or|and|or) replacement effects\b"
    r"|\bchooses which replacement effect to apply\b"
    # What mana a land could produce (106.7): "Exotic Orchard takes into account any applicable replacement effects",
    # "Any replacement effects are considered by Reflecting Pool when determining the types of mana".
    r"|\btakes into account any applicable replacement effects\b"
    r"|\breplacement effects are considered\b[^.]*\bwhen determining\b"
    # An exchange of life totals is a gain and a loss: "Replacement effects may modify these gains and losses, and
    # triggered abilities may trigger on them" (Mirror Universe, Magus of the Mirror, Axis of Mortality, Soul Conduit:
    # the exchange's rule, the replacement effects named as what may follow).
    r"|\breplacement effects may modify these gains and losses\b"
    # A replacement effect supposed as the cause of an outcome the card's ability reads: "If a replacement effect
    # causes the top card of your library to go to a zone other than your graveyard, Aberrant Researcher will still
    # transform" (the card's condition), "If a replacement effect ... causes the evolve ability to put more than one
    # +1/+1 counter on Renegade Krasis, its last ability triggers only once" (the trigger's).
    r"|\bif a replacement effect\b[^.]*\bcauses\b"
    # The effect lasting after its source left (611.2: Island Sanctuary, tuned; Isareth's "If Isareth leaves the
    # battlefield, the replacement effect continues to apply").
    r"|\bthe effect will continue\b[^.]*\beven if\b[^.]*\bleaves the battlefield\b"
    r"|\bleaves the battlefield, the replacement effect continues to apply\b"
    # links103: a card's own effect read on resolution, "If the ability has an additional or replacement effect that
    # depends on the land having a certain basic land type, the ability will check that land's type as the ability
    # resolves" (Retreat to Hagra: 608.2h); an errata that removed one ("Errata streamlined the trigger and got rid of
    # the replacement effect", Bogardan Phoenix: the card's Oracle text, no rule).
    r"|\badditional or replacement effect that depends on\b|\bgot rid of the replacement effect\b"
)

# "at the beginning of each opponent's end step" (Because I Have Willed It, My Forces Are Innumerable, Bow to My
# Command), "each player's end step" (Charging Cinderhorn), "the opposing team's end step" (Luminarch Ascension): a
# card's trigger timed by another player's step, as WHEN's "beginning of each" and "your" already leave out.
END_STEP_OF_ANOTHER = r"(?<!opponent's )(?<!opponents' )(?<!each player's )(?<!team's )"

# A sentence naming marked damage where the ruling rests on another rule:
_MARKED_DAMAGE_IN_PASSING = (
    # Lethal damage destroys a creature (704.5g): "if ... damage marked on it is equal to or greater than its
    # toughness, the creature will be put into its owner's graveyard" (Death's Approach, Secret Plans, Thraben
    # Doomsayer, Ghoulflesh), "toughness to become less than or equal to the amount of damage marked on it" (Tyrant's
    # Familiar), "an untapped creature with 1 less than lethal damage marked on it" (Stabbing Pain).
    r"\bdamage marked on (it|that creature|them) (is )?(equal to or greater than|greater than or equal to)\b"
    r"|\bless than or equal to the amount of damage marked on\b|\bless than lethal damage marked on\b"
    # What a token copy does not copy (707.2: Mishra's Self-Replicator, Polyraptor).
    r"|\bwon't copy counters or damage marked on\b"
    # Trample's assignment (702.19: Savage Alliance's "a 4/4 creature with 2 damage marked on it may assign").
    r"|\bdamage marked on it may assign\b"
)

# The marked-damage words as they stood before links99 (moved from concepts.py unchanged), each its own top-level
# alternative behind the lookahead, so that phrases.concept_hints still finds the words each requires (a rule page's
# first sift).
MARKED_DAMAGE = "|".join(
    _SENTENCE_START + r"(?![^.]*(" + _MARKED_DAMAGE_IN_PASSING + r"))[^.]*?" + words
    for words in (r"\bdamage (remains|stays) marked\b", r"\bmarked damage\b", r"\bdamage marked on\b")
)

# links103: the "combat damage" (510) and "last known information" (608.2h) readings read by hand on the corpus
# outside the never-tuned rows (docs/links-history.md, links103).

# A sentence naming the combat damage step where the ruling rests on another rule: the sacrifice-in-time template "If
# you wait until the combat damage step, but that creature is dealt lethal damage, it'll be destroyed before you get a
# chance to sacrifice it" (Launch Party, tuned twice 506.4 and 704.5, not 510: Fling, Brindle Boar, Bloodthrone
# Vampire, Collateral Damage, Triskelion); one regeneration shield against lethal and deathtouch damage "during the same
# combat damage step" (701.15 and 704.5: Trollhide, Cudgel Troll, Vampire Warlord); a trigger looking back on a
# creature that died "in the same combat damage step" (603.10: Vengeful Pharaoh's "can't die and trigger from your
# graveyard", Lone Revenant's "takes lethal damage in the same combat damage step that").
_COMBAT_DAMAGE_IN_PASSING = (
    r"\bif you wait until the combat damage step\b"
    r"|\bduring the same combat damage step, a single regeneration shield\b"
    r"|\bcan't die and trigger\b|\bin the same combat damage step that\b"
)

# The combat-damage words as they stood before links103 (moved from turn_concepts.py),
# each its own top-level alternative behind the lookahead so that phrases.concept_hints still finds each one's words.
COMBAT_DAMAGE = "|".join(
    _SENTENCE_START + r"(?![^.]*(" + _COMBAT_DAMAGE_IN_PASSING + r"))[^.]*?" + words
    # WHEN's times before the step's name only, as before (a top-level alternative after it had none).
    for words in (WHEN + r"\bcombat damage step\b", r"\bcombat damage is dealt (simultaneously|at the same time)\b")
)

# Words anywhere in a ruling saying it rests on another rule though a creature's last existence is named: a new object
# with "no relation to its last existence in its previous zone" (400.7: Skullbriar, which links 400.7 as well); a
# leaves-the-battlefield trigger looking back (603.10): "To determine if Pelt Collector's first ability triggers when a
# creature dies, use its power as it last existed", "as long as an opponent controlled it when it last existed on the
# battlefield" (Prince of Thralls' trigger condition).
LAST_KNOWN_IN_PASSING = (
    r"\bno relation to its last existence\b|\bto determine if [^.]*\btriggers\b[^.]*\bas it last existed\b"
    r"|\bcontrolled it when it last existed\b"
)
