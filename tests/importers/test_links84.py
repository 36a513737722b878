"""Ruling links, links84: a keyword the card lacks, named beside what its own rule does (issue 22, 702 recall).

keyword_matching links a keyword the card lacks only when the ruling names it as a rule; "a creature with lifelink"
was another object's ability and no link. When the same sentence tells what that keyword's rule makes happen (gaining
life for lifelink, 702.15b and 702.15e; assigning damage for trample, 702.19b; poison counters for infect, 702.90b),
the ruling rests on it (rulings/keyword_effects.py). The rulings and card texts are real ones (the tuned rows Lord of
the Pit, Celestial Mantle, Insult // Injury; the corpus's Ajani's Pridemate, Dwindle, Fog Bank, Platinum Emperion,
Rain of Gore; the guards Gisela, Barrage of Expendables, Solemnity, Stonehewer Giant, Vampire Warlord, Karlov), each
link added read on the corpus (docs/links-history.md)."""

import pytest

from rulings import keyword_effects, keyword_matching

KNOWN = {
    "lifelink": ("702.15", None, "ability"),
    "trample": ("702.19", None, "ability"),
    "infect": ("702.90", None, "ability"),
    "wither": ("702.80", None, "ability"),
    "deathtouch": ("702.2", None, "ability"),
    "shroud": ("702.18", None, "ability"),
    "protection": ("702.16", None, "ability"),
    "flying": ("702.9", None, "ability"),
    "first strike": ("702.7", None, "ability"),
    "vigilance": ("702.20", None, "ability"),
    "defender": ("702.3", None, "ability"),
    "enchant": ("702.5", None, "ability"),
}


def named(ruling, card_text):
    return sorted(k for k, _ in keyword_matching.keywords_named(ruling, card_text, KNOWN, list(KNOWN.items())))


LORD_OF_THE_PIT = (
    "Flying, trample\nAt the beginning of your upkeep, sacrifice a creature other than Lord of the Pit. If you can't, "
    "Lord of the Pit deals 7 damage to you."
)
CELESTIAL_MANTLE = (
    "Enchant creature\nEnchanted creature gets +3/+3.\nWhenever enchanted creature deals combat damage to a player, "
    "double its controller's life total."
)
INSULT = (
    "Damage can't be prevented this turn. If a source you control would deal damage this turn, it deals double that "
    "damage instead."
)
AJANIS_PRIDEMATE = "Whenever you gain life, you may put a +1/+1 counter on Ajani's Pridemate."
DWINDLE = (
    "Enchant creature\nEnchanted creature gets -6/-0.\nWhen enchanted creature blocks, destroy it. (The attacking "
    "creature remains blocked.)"
)
FOG_BANK = "Defender, flying\nPrevent all combat damage that would be dealt to and dealt by Fog Bank."
PLATINUM_EMPERION = "Your life total can't change."
RAIN_OF_GORE = (
    "If a spell or ability would cause its controller to gain life, that player loses that much life instead."
)

TOLD_WITH_ITS_EFFECT = [
    (
        LORD_OF_THE_PIT,
        "If Lord of the Pit has gained lifelink, being dealt 7 damage by it doesn't cause your life total to change, "
        "even though you gain and lose life. If your life total is less than 7, you won't lose the game.",
        ["lifelink"],
    ),
    (
        CELESTIAL_MANTLE,
        "If a creature dealing combat damage at the same time as the enchanted creature has lifelink, the life gained "
        "due to lifelink happens before Celestial Mantle's triggered ability resolves.",
        ["lifelink"],
    ),
    (
        INSULT,
        "If a creature with trample you control would deal combat damage to a blocking creature this turn, you must "
        "assign its unmodified damage. For example, a 3/3 creature with trample blocked by a 2/2 creature can only "
        "have 1 damage assigned to the defending player.",
        ["trample"],
    ),
    (
        AJANIS_PRIDEMATE,
        "Each creature with lifelink dealing combat damage causes a separate life-gaining event. For example, if two "
        "creatures you control with lifelink deal combat damage at the same time, Ajani's Pridemate's ability will "
        "trigger twice.",
        ["lifelink"],
    ),
    (
        DWINDLE,
        "Once the enchanted creature is destroyed, the attacking creature won't assign or deal combat damage unless "
        "it has trample or is being blocked by another creature.",
        ["trample"],
    ),
    (
        FOG_BANK,
        "Fog Bank's prevention effect isn't considered while assigning combat damage from a creature with trample.",
        ["trample"],
    ),
    (
        PLATINUM_EMPERION,
        "The ability doesn't prevent damage. Rather, it changes the results of that damage. For example, if a "
        "creature with lifelink deals damage to you, you won't lose any life, but its controller will still gain "
        "that much life. Notably, if a creature with infect deals damage to you, you'll get that many poison "
        "counters.",
        ["infect", "lifelink"],
    ),
    (
        RAIN_OF_GORE,
        "This does not apply to life gain caused by combat damage from a creature with lifelink.",
        ["lifelink"],
    ),
]


@pytest.mark.parametrize(("card_text", "ruling", "keywords"), TOLD_WITH_ITS_EFFECT)
def test_a_keyword_the_card_lacks_told_with_its_effect_is_linked(card_text, ruling, keywords):
    # Each failed on main (no link: the card lacks the keyword, and "with lifelink" names no rule).
    assert named(ruling, card_text) == keywords


GISELA = (
    "Flying, first strike\nIf a source would deal damage to an opponent or a permanent an opponent controls, that "
    "source deals double that damage to that player or permanent instead."
)
BARRAGE_OF_EXPENDABLES = "{R}, Sacrifice a creature: Barrage of Expendables deals 1 damage to any target."
SOLEMNITY = "Players can't get counters.\nCounters can't be put on artifacts, creatures, enchantments, or lands."
STONEHEWER_GIANT = (
    "Vigilance\n{1}{W}, {T}: Search your library for an Equipment card and put it onto the battlefield. Attach it to "
    "a creature you control. Then shuffle your library."
)
VAMPIRE_WARLORD = "Sacrifice another creature: Regenerate Vampire Warlord."

NOT_ITS_RULE = [
    # A doubling applied to divided damage; trample's assignment only its example.
    (
        GISELA,
        "If damage dealt by a source you control is being divided or assigned among multiple permanents an opponent "
        "controls, divide the original amount and double the results. For example, if you attack with a 5/5 "
        "creature with trample and your opponent blocks with a 2/2 creature, you can assign 2 damage to the blocker "
        "and 3 damage to the defending player.",
        [],
    ),
    # Listed with another keyword: the source of the damage decides.
    (
        BARRAGE_OF_EXPENDABLES,
        "Barrage of Expendables deals the damage, not the sacrificed creature. Notably, that creature having "
        "deathtouch or lifelink provides no additional benefit.",
        [],
    ),
    # The keyword as an example of a class ("such as lifelink"): wither's rule decides.
    (
        SOLEMNITY,
        "Damage from a source with wither has no effect on creatures. No -1/-1 counters are put on them, and no "
        "damage is marked on them. The damage is still dealt for purposes of effects that care about damage, such "
        "as lifelink.",
        [],
    ),
    # A keyword without its effect's words beside it: "a creature that has shroud".
    (
        STONEHEWER_GIANT,
        "This ability doesn't target a creature. You may attach the Equipment to a creature that has shroud, for "
        "example.",
        [],
    ),
    # Deathtouch among what destroys a creature: regeneration's rule (deathtouch is not read so, measured).
    (
        VAMPIRE_WARLORD,
        "This works only if the creature is dealt lethal damage, dealt damage from a source with deathtouch, or "
        'affected by a spell or ability that says to "destroy" it.',
        [],
    ),
]


@pytest.mark.parametrize(("card_text", "ruling", "keywords"), NOT_ITS_RULE)
def test_a_keyword_the_card_lacks_named_without_its_rule_is_not_linked(card_text, ruling, keywords):
    assert named(ruling, card_text) == keywords


def test_the_card_s_own_keyword_is_read_as_before():
    # Lord of the Pit's own trample, named in passing beside damage assigned, is keyword_matching's as it was:
    # keyword_effects reads only a keyword the card lacks.
    ruling = "Lord of the Pit's trample lets it assign excess damage to the player."
    assert named(ruling, LORD_OF_THE_PIT) == ["trample"]
    assert keyword_effects.told_with_its_effect("trample", ruling)


def test_only_keywords_with_their_rule_s_words_are_read():
    assert not keyword_effects.told_with_its_effect("flying", "A creature with flying gains life.")
    assert not keyword_effects.told_with_its_effect(
        "deathtouch", "dealt damage from a source with deathtouch is destroyed"
    )
