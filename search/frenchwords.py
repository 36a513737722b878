"""French players' everyday words that no French card prints, read as the English the CR says for them (sfr48).

The lexicon (search/data/french-lexicon.json) knows a French word only from the cards' French texts beside their
English; a word of the general language the cards never print is left unread (its French stem, which no English
rule says), or read through a card name it happens to resemble. Counted on the corpus's 10,870 French card texts
(MTGJSON v3), none prints these, while the CR says each idea in these words:
- `tout de suite` and `immédiatement` (0 texts each; the lexicon read `immédiat` as conscript, of one card's name):
  immediately, the CR's word 58 times (104.1 "the game ends immediately", 702.145c "This happens immediately").
- `déjà` typed without its accents (`deja`: 0 texts; 14 print `déjà`, which the lexicon reads as already):
  already. The lexicon's accent restoring (bilingual._accented) restores e's only, not the à.
- `enlever` (0 texts; the cards print "retirez" a counter, "perd" an ability): remove, the CR's verb of abilities
  and counters removed (113.10b; 107.14, 704.5q: counters removed).
- `parler de` (1 text, in flavour): refer to, the CR's verb of a card's words about an object (159 times: 109.2,
  201.5, 607.2a).
Read through frenchphrases.PHRASES (after its own phrases), so each is one idea taken before the lexicon reads the
question word by word.
"""

import re

PHRASES = (
    (re.compile(r"\btout\s+de\s+suite\b|\bimm[ée]diatement\b", re.IGNORECASE), "immediately"),
    (re.compile(r"\bd[ée]j[àa]\b", re.IGNORECASE), "already"),
    (re.compile(r"\benl[eèé]v(?:er|e|es|ent|ez|ons|é|ée|és|ées|ait|aient|era|eront)\b", re.IGNORECASE), "remove"),
    (re.compile(r"\bparl(?:er|e|es|ent|ez|ons|ait|aient|ant)\s+(?:de\b|des\b|du\b|d['’])", re.IGNORECASE), "refer"),
)
