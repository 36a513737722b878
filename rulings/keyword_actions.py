"""The everyday keyword actions' own rules (701: exchange, regenerate, counter, attach, sacrifice) in WotC's recurring
words for what the rule itself settles: an exchange that doesn't happen, a creature that can still regenerate, a
countered spell that never reaches the battlefield, an Equipment that must be able to equip, a sacrifice that
regeneration can't save. The keyword named alone links nothing (citations.EVERYDAY_ACTIONS: such words are named far
more often than rested on; action_concepts.py holds sacrifice's, discard's and fight's first readings).

Each wording was counted on the corpus's WotC rulings outside the never-tuned rows and read there (links89). Each
finds its rule by its title; a ruling dated before the rule had one (Exchange 2009; Attach, Counter, Regenerate and
Sacrifice 2007) links, as every titled concept does, to the glossary entry of its date's CR ("Glossary: Sacrifice" for
Lord of Tresserhorn's 2004 ruling), today's rule through its lineage."""

from rulings.phrases import Concept

KEYWORD_ACTION_CONCEPTS = [
    Concept(
        "an exchange that doesn't happen",
        # 701.12a: "if the entire exchange can't be completed, no part of the exchange occurs" (WotC: "If one of the
        # target permanents is an illegal target when Switcheroo resolves, the exchange won't happen", "If an effect
        # would cause you to exchange life totals with another player, the exchange won't happen", 701.12c's): 19
        # corpus rulings, beside 608.2b's illegal target where there is one (the tuned Shifting Borders: both).
        r"\bexchange (doesn't|does not|won't|will not) (occur|happen|take place)\b|\bno part of the exchange\b",
        title=r"Exchange",
    ),
    Concept(
        "regeneration of a creature dealt lethal damage",
        # 701.19a: regeneration replaces destruction, "remove all damage marked on [permanent]". On a card that
        # doesn't say "regenerate" (the keyword's reading, keyword_matching.py, reads a card that does): "If a
        # creature is dealt lethal damage, it can still regenerate. If it does, the damage marked on it will be
        # removed" (Leyline of Punishment, Combust, Unstable Footing), "The creature can still regenerate"
        # (Annihilating Fire), "can be regenerated" (Excruciator), "Regenerating artifacts can regenerate from this"
        # (Shatter): 6 corpus rulings. Not "It can regenerate itself" (Boneknitter: a target, 115's), nor "can't be
        # regenerated" (the card's own effect).
        r"\bcan (still )?regenerate\b(?! itself)|\bcan (still )?be regenerated\b",
        title=r"Regenerate",
        card_unless=r"\bregenerat",
    ),
    Concept(
        "a countered spell",
        # 701.6a: "It doesn't resolve and none of its effects occur. A countered spell is put into its owner's
        # graveyard": "Permanent spells that were countered earlier in the turn never entered the battlefield" (Faith's
        # Reward, Thrilling Encore), "The spell is countered and put into its owner's graveyard" (Counterbore,
        # Entangling Vines, Calculated Dismissal): 5 corpus rulings. Not "it's still exiled rather than being put into
        # its owner's graveyard" (Otaria: flashback's replacement, 702.34).
        r"\bcountered\b[^.]*\bnever entered the battlefield\b"
        r"|\b(is|it's|will be|are) countered and (is |are )?put into (its|their|your) "
        r"(owner's |owners' )?graveyards?\b",
        title=r"Counter",
    ),
    Concept(
        "an attachment that can't be made",
        # 701.3b: "If an effect tries to attach an Aura, Equipment, or Fortification to an object or player it can't be
        # attached to, [it] doesn't move": "the creature must be able to be legally equipped by the Equipment"
        # (Stonehewer Giant), "If the targeted Equipment can't be attached to Ogre Geargrabber for some reason, you'll
        # still gain control of it": 2 corpus rulings. Not "can't be attached to" alone (an Aura or Equipment that is a
        # creature, protection: 301.5c, 303.4d, 702.16's), nor an Aura "legally enchanted" as it is put onto the
        # battlefield (the tuned Reins of the Vinesteed: 303.4f's choice of what it enchants, no attach action).
        r"\bmust be able to be legally (equipped|fortified)\b"
        r"|\bcan't be attached to\b[^.]*\bfor some reason\b",
        title=r"Attach",
    ),
    Concept(
        "a sacrifice is not destruction",
        # 701.21a: "Sacrificing a permanent doesn't destroy it, so regeneration or other effects that replace
        # destruction can't affect this action": "Neither regeneration nor indestructible can save a creature from
        # being sacrificed" (Ashling, the Extinguisher), "it causes them to be sacrificed. Regeneration, totem armor,
        # and indestructible can't save permanents" (All Is Dust), "Because this is a sacrifice, neither regeneration
        # nor indestructible will save the creature" (Mercy Killing), "will be sacrificed ... Regeneration won't save
        # it" (Lord of Tresserhorn, 2004: no Sacrifice rule yet): 4 corpus rulings. Not "Regeneration can't save it"
        # after a creature's 0 toughness (Puncture Bolt: 704.5f's).
        r"\bsave\b[^.]*\bfrom being sacrificed\b"
        r"|\bsacrificed?\b[^.]*\.\s*regeneration won't save\b"
        r"|\bsacrificed?\b[^.]*\.\s*regeneration, totem armor, and indestructib\w* can't save\b"
        r"|\bbecause (this|it) is a sacrifice\b",
        title=r"Sacrifice",
    ),
]
