"""links96: the "copies" reading (707, Copying Objects) narrowed to the sentences that rest on copying; concepts.py
reads COPIES as the concept's phrase.

Read by hand on /tmp/corpus-m23.sqlite3's WotC rulings outside the never-tuned rows (docs/links-history.md, links96),
with the tuned rows' conventions: 707 where the ruling tells what a copy is, has or does (copiable values, a copy of a
copy, a copy of a spell and its choices, a copy not cast: Zndrsplt's Judgment, Kindred Charge, Hive Mind, Blistercoil
Weird); not where a copy is named in passing and the ruling rests on another rule: Mizzix's Mastery's "The cards
remain exiled no matter what happens to the copies" (`none`), Kharasha Foothills' token copies put onto the
battlefield attacking (508.4), Elite Arcanist's "no longer be able to copy the exiled card" (400.7, 607.2a), Dream
Leash's "If you cast Copy Enchantment and copy Dream Leash" (303.4f), Altered Ego's "X can be 0 ... it will just be a
copy" (107.3).

Not narrowed: a copy of an Aura, an Equipment or a legendary permanent and the state-based action that follows (Mirage
Mirror's tuned 704.5m, 704.5n; Mirror of the Forebears): measured, it took a right never-tuned link (links96).
"""

from rulings.resolution_readings import _SENTENCE_START  # one sentence-start lookahead for the readings

# A sentence naming a copy where the ruling rests on another rule (each wording read on the corpus, links96):
_IN_PASSING = (
    # A token's name is its subtypes "unless the token is a copy": the token's name (111.4), the copy an exception
    # told in passing (Bile Blight, Homing Lightning, Izzet Staticaster, Echoing Courage, Evil Twin, Declaration in
    # Stone, Isle of Vesuva).
    r"\bname\b[^.]*\bunless (the|a|that) token (is a copy|copies)\b|\bunless (a|the) token is a copy\b[^.]*\bname\b"
    # Why the card's ability has no chosen player: "you gained control of another player's Stalking Leonin or because
    # a creature already on the battlefield became a copy of" it (Emissary of Grudges: the card's own choice).
    r"|\bbecause a creature already on the battlefield became a copy of\b"
    # Panharmonicon and Naban's "doesn't copy the triggered ability; it just causes it to trigger twice" (603.2d).
    # Not Splinter Twin's "it doesn't copy the ability granted to the enchanted creature" (707.2, a guard).
    r"|\bdoesn't copy the triggered ability\b"
    # A spell cast as any other: "It can be countered, copied, and so on" (Broken Concentration's madness), "If you
    # pay the overload cost, Mizzix's Mastery won't be exiled or copied" (702.96: the card's own text).
    r"|\bcan be countered, copied\b|\bwon't be exiled or copied\b"
    # What the card's exile does, whatever becomes of its copies (Mizzix's Mastery, tuned `none`).
    r"|\bno matter what happens to the copies\b"
    # Tokens put onto the battlefield attacking (508.4: Kharasha Foothills' "the token copies can't be put onto the
    # battlefield attacking a planeswalker", tuned).
    r"|\b(put onto|enters?) the battlefield attacking\b"
    # A token that left the battlefield can't return (111.8: Flickering Spirit's "If a token copy ... uses its
    # activated ability, the token will not return to the battlefield").
    r"|\btoken\b[^.]*\b(will not|won't|can't) return to the battlefield\b"
    # The linked ability's exiled card, gone with its source (400.7, 607.2a: Elite Arcanist, tuned).
    r"|\bno longer be able to copy\b"
    # Copy Enchantment named as the way an Aura enters without being cast (303.4f: Dream Leash, tuned).
    r"|\bcast Copy (Enchantment|Artifact) and copy\b"
    # Altered Ego's X of 0: "it will just be a copy of the chosen creature" with no counters (107.3, tuned).
    r"|\bwill just be a copy of\b"
)

# The copy words as they stood before links96 (moved here from concepts.py unchanged): not "a second copy", "another
# copy", "two / multiple / more copies" (copies of a card, counted), nor "a copy of the card in ...".
_COPY_WORD = r"(?<!second )(?<!another )(?<!two )(?<!multiple )(?<!more )\bcop(y|ies|ied|ying)\b(?! of (a|the) card in)"

# The copy words in a sentence that names no copy in passing (the lookahead reads the whole sentence).
COPIES = _SENTENCE_START + r"(?![^.]*(" + _IN_PASSING + r"))[^.]*?" + _COPY_WORD
