"""links94: the "resolving" (608.2), "choices on resolution" (608.2d) and "face-down" (708) readings narrowed to
what their rules tell; turn_concepts.py and concepts.py read these (turn_concepts.py is at its size limit).

Read by hand on /tmp/corpus-m23.sqlite3's WotC rulings outside the never-tuned rows (docs/links-history.md, links94),
with the tuned rows' conventions: 608.2 for no action taken inside a resolution and a choice made as it resolves
(Electropotence, Rags // Riches, Frontier Siege, Grappling Hook); 608.2h for information read as it resolves (Sphinx
Sovereign, Dragonscale General, Nessian Game Warden, Sunblast Angel); 608.2b for a target checked again (Simic
Manipulator); 616.1 for the choice between two replacements (Magus of the Will).
"""

# The sentence a phrase stands in, from its beginning: a lookahead here reads the whole sentence before the phrase
# (an aside taken out of the ruling leaves spaces after the stop).
_SENTENCE_START = r"(?:^\s*|[.!?][\"”)]?\s+)(?=\S)"

# "as it resolves" names the rule of resolving (608.2 and its steps: the evaluation counts a link to 608.2 right for a
# label in any of them, 608.2b's target checked again, 608.2h's information read then) where the sentence says what
# is done or read then; not where it tells that nothing, or only the card's own instruction, is done then ("If you
# do, you'll simply draw a card as it resolves", "You can sacrifice Wake of Vultures to activate its own ability. The
# ability will have no effect as it resolves", "If the creature ... leaves that zone, the ability won't do anything
# as it resolves": the card's text, the cost paid, the trigger's condition, 603.4). A condition read then stays
# ("if Lesser Werewolf's power is 0 or less at the time the ability resolves, the ability won't do anything").
# links102 (each read on the corpus): nor "If you do, you'll draw a card as the spell resolves" (Gravepurge cast with
# zero targets, Devastating Summons with zero lands sacrificed: the choice made as it was cast, 601.2), "Tapped
# creatures with hexproof that player controls will be dealt damage as that ability resolves" (Rowan Kenrith, Tempest
# Caller: untargeted creatures, hexproof's 702.11), an outcome told after the phrase ("As it resolves, a player whose
# hand is empty simply draws three cards": Chandra Ablaze), or "The number of card types is not rechecked as the
# ability resolves" (Reaper of Flight Moonsilver: the activation's restriction, 602.5b).
_NOT_RESOLVING = (
    r"(?![^.]*\b(you'll (simply|just)\b[^.]*|if you do, you'll\b[^.]*|with hexproof\b[^.]*|(have|has) no effect "
    r"|won't do anything )(at the time|as) (it|the ability|the spell|that ability|that spell) resolves\b)"
)
AS_IT_RESOLVES = (
    _SENTENCE_START + _NOT_RESOLVING + r"[^.]*?(?<!\bnot )(?<!\bagain )(?<!\bnot rechecked )\b(at the time|as) (it|the "
    r"ability|the spell|that ability|that spell) resolves\b(?![^.]*\bsimply draws?\b)"
)
# "too late (for anyone) to respond" is 608.2's once a resolution has begun, not once an ability's cost is paid ("Once
# you activate the ability and sacrifice an artifact, it's too late for anyone to respond": Phyrexia's Core, 602.2).
TOO_LATE_TO_RESPOND = _SENTENCE_START + r"(?![^.]*\bonce you activate\b)[^.]*?\btoo late (for anyone )?to respond\b"
RESOLVING = AS_IT_RESOLVES + "|" + TOO_LATE_TO_RESPOND  # the "resolving" reading's first phrases (turn_concepts.py)

# A choice made as the spell or ability resolves (608.2d), not a mode or targets chosen as it is put on the stack and
# its resolution told after ("If you choose the second mode, only permanents you control when Simic Charm resolves
# will gain hexproof": 611.2c's; "If you choose zero targets, you'll just scry 1 when the spell resolves").
# links102: nor "before blockers are chosen, transform it back as its triggered ability resolves" (the tuned Elusive
# Tormentor, labelled transform): the declare blockers step named as a time, no choice of the resolution.
CHOICE_ON_RESOLUTION = (
    r"(?<!\bblockers are )(?<!\battackers are )\b(choose|chooses|chosen|decide|decides)\b(?! (the (first|second"
    r"|third|last) |zero |at least one |one or more )?(modes?|targets?)\b)[^.]*\b(as|when|until)\b[^.]*\bresolves\b"
    r"|\b(choose|chooses|decide|decides)\b[^.]*\b(on|during) resolution\b"
)
# The choice made before the resolution ("You choose the division of damage as you put the ability on the stack, not
# as it resolves": 601.2d's), or none ("If you are unable to cast a card from exile this way, or you choose not to,
# nothing happens when the delayed triggered ability resolves").
NO_CHOICE_ON_RESOLUTION = (
    r"\b(don't|do not) choose\b[^.]*\bwhen\b[^.]*\bresolves\b|(?<!\bor )\bnot as (it|the ability|that ability|the "
    r"spell|that spell) resolves\b|\bchoose not to, nothing happens\b"
    # links102: a mana ability's color chosen (Axebane Guardian: 605.3b, it resolves at once, off the stack).
    r"|\bof mana produced chosen\b"
)

# Exiled cards face up by default, and a face-down card in exile with no characteristics, are the exile zone's (406.3,
# 406.3a): "Exiled cards are face up by default; they're face down only if the effect that exiled them said so"
# (Mirror of Fate), "If any exiled cards you own are face down, they have no characteristics" (Beacon Bolt, Ral),
# "The Hedron Alignment in exile must be face up" (3 corpus rulings, besides the wordings EXILED_FACE_DOWN reads).
FACE_DOWN_IN_EXILE = (
    r"|\bexiled cards are face up by default\b|\bexiled cards (you own )?are face[- ]down\b|\bin exile must be face "
    r"up\b"
)
