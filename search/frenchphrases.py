"""French phrases read as one idea before the lexicon reads their words one by one (bilingual.Lexicon.translate).

The lexicon gives each French word the English word the cards print beside it most, so a word the cards print far
more often in one phrase than in another takes that phrase's sense everywhere. Counted on the corpus's French card
texts (MTGJSON v3): `partie` is exile, 412 texts saying "retirez … de la partie" (the old cards' removed from the
game) against 33 saying "perd / gagnez / perdez la partie" (loses / win the game); `gagne` is get, of "gagne +1/+1"
(gets), though 389 texts say "gagnez N points de vie" (gain life) and a question's "gagne la partie" wins it; the
cards give control with "acquiert / acquérez le contrôle" (97 texts: gains / gain control), which a player asks as
"donner", "gagner" or "prendre le contrôle" (`donner` read gift, of the cards named "Don de …"). A question's phrase
is read as the English the cards print for it, and its words are no longer read one by one. A player's verb that
no card prints in the rules' sense (`contrer` a spell, `viser`, `poser`, `tuer`, `donner du mana`) is read as the
CR's verb for it (sfr19).

What a phrase reads as was measured (sfr18, docs/search-history.md): read as the cards' whole English ("lose the
game", "gain control"), `game` and `gain` weighed like the question's own words and lifted the rules all about them
(poison's 704.5c fell below 122.1f, `prends le contrôle` put 506.4a above 506.4): four first places lost, one of them
never tuned. So the game reads as nothing (the CR says it everywhere, and the question is about what happens in it),
control as control, and only the verb of winning, losing or leaving as its English.
"""

import re

from search import frenchwords

_ARTICLE = r"(?:la|une|cette|sa|ma|ta|leur|notre|votre|chaque)"
# `ne` / `n'` and up to two words (pronouns, the verb) before a negation's second word: "n'en a plus", "ne l'est plus";
# not past another negation's (`ne peut pas avoir plus de trois marqueurs`: more than).
_NE = r"\bn(?:e\s+|['’]\s*)(?:(?!(?:pas|jamais|rien|point)\b)[\w'’-]+\s+){0,2}?"
# The verb voler (to steal, to fly) in its forms of a present, an infinitive, an imperfect or a future.
_VOL = r"vol(?:e|es|ent|er|ez|ons|ait|aient|era|eront)\b"
# `arrêter` and `cesser` (stop) in the forms a question says them.
_STOP = r"(?:arr[êe]t|cess)(?:e|es|ent|er|é|ée|ait|era)"
# The first pattern that matches a span wins: the exile phrase takes its `partie` before a lone `partie` is the game.
PHRASES = (
    # The French CR's sous-partie (728, Shahrazad's subgame), read before `partie`: "sous" was under, and `partie`
    # without its article exile.
    (re.compile(r"\bsous[\s-]+parties?\b", re.IGNORECASE), "subgame"),
    # A "match nul" / "partie nulle" is the game's draw (104.4: "the game is a draw"), read before `partie` is the
    # game; only `draw`, the game being read as nothing (below).
    (re.compile(r"\b(?:match|partie|jeu)\s+nul(?:le)?s?\b", re.IGNORECASE), "draw"),
    # "retirez … de la partie", "retirée(s) de la partie": removed from the game, today's exile (the jargon's RFG).
    (re.compile(r"\bretir\w*(?:\s+[\w'’/+-]+){0,6}?\s+de\s+la\s+partie\b", re.IGNORECASE), "exile"),
    (re.compile(rf"\bperd\w*\s+{_ARTICLE}\s+partie\b", re.IGNORECASE), "lose"),
    (re.compile(rf"\b(?:gagn|remport)\w*\s+{_ARTICLE}\s+partie\b", re.IGNORECASE), "win"),
    (re.compile(rf"\bquitt\w*\s+{_ARTICLE}\s+partie\b", re.IGNORECASE), "leave"),
    # Any other `partie` with its article: the game ("pendant la partie", "à la fin de la partie"), read as nothing.
    # (sfr46) `hors de la partie` is outside the game (400.11), read before `la partie` is the game: no French card
    # prints `hors` in that sense (three texts print it, all of the names' Hors-la-loi, outlaw); they print "en dehors
    # de la partie", which the lexicon reads as `dehors` outside (1.0). Only `outside`: the game reads as nothing.
    (re.compile(r"\bhors\s+(?:de\s+la\s+|du\s+)?(?:partie|jeu)\b", re.IGNORECASE), "outside"),
    (re.compile(rf"\b(?:{_ARTICLE}|de)\s+parties?\b", re.IGNORECASE), ""),
    (
        re.compile(r"\b(?:donn|gagn|pren|pris|prise|acqu)\w*\s+(?:le\s+|du\s+)?contr[oô]le\b", re.IGNORECASE),
        "control",
    ),
    (re.compile(r"\bgagn\w*\s+(?:[\w+-]+\s+){0,2}?points?\s+de\s+vie\b", re.IGNORECASE), "gain life"),
    # `gagné` ending its clause is a player who won ("il a gagné ?"); the lexicon reads the stem as get, of "gagne
    # +1/+1". `reste` is the rest only as "le reste" (the cards' "le reste des cartes"); a verb `reste(nt)` is remain,
    # the CR's word ("il ne reste qu'un joueur", "le mana reste dans ma réserve", the cards' "restent engagés").
    (re.compile(r"\bgagn\w*(?=\s*(?:[?!.;]|$))", re.IGNORECASE), "win"),
    (re.compile(r"\ble\s+reste\b", re.IGNORECASE), "rest"),
    (re.compile(r"\brest(?:e|es|ent|er|ez|ons|era|eront|ait|aient|é|ée|és|ées)\b", re.IGNORECASE), "remain"),
    # The players' verbs for the CR's, which the lexicon reads through another word the cards print: `contrer` a
    # spell is countering it (the CR's French "contrecarrer"; the lexicon's `contr` is protection's "contre"), `viser`
    # is targeting (aim), `poser` a land or a permanent is playing it (a stem no card prints; "poser un marqueur" puts
    # a counter), and the English `cast` typed in French is cast (the lexicon read sight).
    (re.compile(r"\bcontr(?:er|ez|ent|ons|é|ée|és|ées|era|erait|erai)\b", re.IGNORECASE), "counter"),
    (re.compile(r"\bvis(?:er|e|es|ent|ez|ons|é|ée|és|ées|ant)\b", re.IGNORECASE), "target"),
    (re.compile(r"\bpos\w*\s+(?:un|une|des|deux|trois|\d+)\s+marqueurs?\b", re.IGNORECASE), "put counter"),
    (re.compile(r"\bpos(?:er|e|es|ent|ez|ons|é|ée|és|ées)\b", re.IGNORECASE), "play"),
    (re.compile(r"\bcast(?:er|é|ée|és|ées|ez|s)?\b", re.IGNORECASE), "cast"),
    # ... more of them, each a word no French card prints or prints in another sense: `tuer` is the jargon's kill,
    # destroy (the lexicon knew no `tu`); `répondre` respond; `dégâts` damage (the cards say blessures); `meuler` mill;
    # `remonter` / `récupérer` a card is returning it (the lexicon read level up and salvage); `réduit` reduce (help);
    # `surcoût` an additional cost.
    (re.compile(r"\btu(?:er|e|es|ent|ez|ons|é|ée|és|ées|era|erait)\b", re.IGNORECASE), "destroy"),
    (re.compile(r"\br[ée]pond\w*", re.IGNORECASE), "respond"),
    (re.compile(r"\bd[ée]g[âa]ts?\b", re.IGNORECASE), "damage"),
    (re.compile(r"\bmeul\w*", re.IGNORECASE), "mill"),
    # (the verb only: `Récupération` is the keyword scavenge, read by its French name)
    (re.compile(r"\b(?:remont|r[ée]cup[èée]r)(?:e|es|ent|er|ez|ons|é|ée|és|ées|ait|era)\b", re.IGNORECASE), "return"),
    (re.compile(r"\br[ée]dui\w*", re.IGNORECASE), "reduce"),
    (re.compile(r"\bsurco[ûu]ts?\b", re.IGNORECASE), "additional cost"),
    # ... and players' nouns and adjectives: `la pioche` (with its article: `je pioche` is draw) is the library,
    # `vide` empty (read void), `non bloquée` unblocked (`non` read nonland), `invoquer` a creature casting it, and
    # the anglicism `détaper` untap.
    (re.compile(r"\b(?:la|ma|ta|sa|votre|leur|sa)\s+pioche\b", re.IGNORECASE), "library"),
    (re.compile(r"\bvides?\b", re.IGNORECASE), "empty"),
    (re.compile(r"\bnon[\s-]+bloqu\w*", re.IGNORECASE), "unblocked"),
    (re.compile(r"\binvoqu(?:er|e|es|ent|ez|ons|é|ée|és|ées)\b", re.IGNORECASE), "cast"),
    (re.compile(r"\bd[ée]tap\w*", re.IGNORECASE), "untap"),
    # (sfr46) ... and players' verbs the French cards print otherwise, each read as the English of the verb the cards
    # print for it (counted on the corpus's 10,870 French card texts): `montrer` a card (one text; the cards say
    # révéler, 465 of its 467 texts with reveal), `bouger` an Aura (none; déplacer, 20 of 22 with move), the
    # anglicism `taper` (none; engager, 890 of 912 with tap; `détaper` above), `redémarrer` the game (none; Karn
    # libéré's "recommencez", the CR's restart, 726).
    (re.compile(r"\bmontr(?:er|e|es|ent|ez|ons|é|ée|és|ées|ait)\b", re.IGNORECASE), "reveal"),
    (re.compile(r"\bboug(?:er|e|es|ent|ez|eons|é|ée|és|ées|eait|era)\b", re.IGNORECASE), "move"),
    (re.compile(r"\btap(?:er|e|es|ent|ez|é|ée|és|ées)\b", re.IGNORECASE), "tap"),
    (re.compile(r"\bred[ée]marr\w*", re.IGNORECASE), "restart"),
    # ... and the words of a tournament's ending no card prints (the lexicon keeps them unread, or reads `mettre` put
    # and `nul` nothing): the CR's 104.4i says "In a tournament, all players in the game may agree to an intentional
    # draw", and a player asks it as "se mettre d'accord" / "d'un commun accord" for a "match nul" (the draw
    # itself is read first, before `partie`'s). Each is read as the CR's word: agree, intentional, tournament.
    (re.compile(r"\b(?:(?:se|nous|vous)\s+)?mett\w*\s+d['’]\s*accord\b", re.IGNORECASE), "agree"),
    (re.compile(r"\b(?:d['’]\s*un\s+commun\s+accord|d['’]\s*accord|s['’]\s*accord\w*)", re.IGNORECASE), "agree"),
    (re.compile(r"\bintentionnel\w*", re.IGNORECASE), "intentional"),
    (re.compile(r"\btournois?\b", re.IGNORECASE), "tournament"),
    # A permanent that "gives" or "produces" mana is tapped for it: the cards print "{T} : Ajoutez …" (add), players
    # say it as the English "tap for mana"; `donner` alone is give (Proliferate's "donnez"), never the lexicon's gift
    # (the stem `don` of the cards named "Don de …"), whose keyword no French question names so.
    (re.compile(r"\b(?:donn|produi|fourni)\w*\s+(?:du|de|le|son|sa|un|\d+)\s+mana\b", re.IGNORECASE), "tap for mana"),
    (re.compile(r"\bdonn\w*\b", re.IGNORECASE), "give"),
    # The games of a match: "entre deux parties" is the CR's "between games" (100.4's sideboard, 103's mulligans),
    # read before a lone `parties` (the lexicon's divided, of "répartis en parties").
    (re.compile(r"\bentre\s+(?:deux|les|nos|mes|chaque)\s+parties\b", re.IGNORECASE), "between games"),
    # Sealed deck ("en scellé"), a limited format: the CR says limited play (100.2b, 100.4b); no card prints it.
    (re.compile(r"\bscell[ée]e?s?\b", re.IGNORECASE), "limited"),
    # The rules' own nouns and verbs, which French players say as the French CR does and the cards print seldom or
    # in another sense (sfr24): the lexicon read `remplacement` as change (Mind Bend's "changez le texte … en
    # remplaçant"), `applique` as scry, `règle` as legend (of "règle des légendes"), `texte` as replace, `nom` as
    # same ("du même nom"), `valeur` as valor, `basées sur un état` as basic, `annonce` as fate, `saga` as sage,
    # `chapitre`, `aventure`, `adverse`, `multijoueur`, `reçoit`, `gratuitement` and `incitée` (goad) as nothing.
    (
        re.compile(
            r"\b(?:actions?|effets?|v[ée]rifications?)\s+(?:bas[ée]e?s?\s+sur\s+(?:l['’]\s*|un\s+|les\s+)?|d['’]\s*)"
            r"[ée]tats?\b",
            re.IGNORECASE,
        ),
        "state-based actions",
    ),
    (re.compile(r"\br[èe]gles?\s+(?:des\s+|de\s+la\s+)?l[ée]gend\w*", re.IGNORECASE), "legend rule"),
    (re.compile(r"\br[èe]gles?\b", re.IGNORECASE), "rule"),
    (re.compile(r"\bremplac\w*|\bremplaç\w*", re.IGNORECASE), "replacement"),
    (re.compile(r"\bappliqu\w*", re.IGNORECASE), "apply"),
    (re.compile(r"\btextes?\b", re.IGNORECASE), "text"),
    (re.compile(r"\bnoms?\b", re.IGNORECASE), "name"),
    (re.compile(r"\bvaleurs?\b", re.IGNORECASE), "value"),
    (re.compile(r"\bannon[cç]\w*", re.IGNORECASE), "announce"),
    (re.compile(r"\bsagas?\b", re.IGNORECASE), "saga"),
    (re.compile(r"\bchapitres?\b", re.IGNORECASE), "chapter"),
    # "s'aventurer dans le donjon" is venturing into it (701.49); an aventure is an Adventure card's (715).
    (re.compile(r"(?:\bs['’]\s*)?\baventur(?:er|e|es|ent|ez|ons|é)\s+dans\b", re.IGNORECASE), "venture into"),
    (re.compile(r"\baventures?\b", re.IGNORECASE), "adventure"),
    (re.compile(r"\badverses?\b", re.IGNORECASE), "opponent"),
    (re.compile(r"\bmulti[\s-]?joueurs?\b|\ben\s+multi\b", re.IGNORECASE), "multiplayer"),
    (re.compile(r"\bre[çc]oi\w*|\brecev\w*", re.IGNORECASE), "receive"),
    (re.compile(r"\bgratuit\w*", re.IGNORECASE), "without paying"),
    (re.compile(r"\bincit\w*", re.IGNORECASE), "goad"),
    # (sfr25) More of the French CR's nouns no card prints in the rules' sense: the lexicon read `contrôleur` as
    # during (the cards' "pendant le tour de son contrôleur"), control a seventh as sure; `non actif` as nonland
    # (`non`); `en bas de` as basic; `blocage` and `déclencheur`, `nettoyage`, `horodatage`, `raccourci` and
    # `recto verso` not at all (the cleanup step, a timestamp, a shortcut, a double-faced card).
    # "n'a pas de cible", "pas de coût de mana": no target, no mana cost (a `pas` alone is read in IN_CONTEXT).
    (re.compile(r"\bpas\s+d(?:e\b|['’])", re.IGNORECASE), "no"),
    (re.compile(r"\bcontr[ôo]leurs?\b", re.IGNORECASE), "controller"),
    (re.compile(r"\bnon[\s-]+actifs?\b", re.IGNORECASE), "nonactive"),
    (re.compile(r"\ben\s+bas\s+d(?:e|u|es)\b", re.IGNORECASE), "bottom"),
    (re.compile(r"\bblocages?\b", re.IGNORECASE), "block"),
    (re.compile(r"\bd[ée]clencheurs?\b", re.IGNORECASE), "trigger"),
    (re.compile(r"\bnettoyage\b", re.IGNORECASE), "cleanup"),
    (re.compile(r"\bhorodatages?\b", re.IGNORECASE), "timestamp"),
    (re.compile(r"\braccourcis?\b", re.IGNORECASE), "shortcut"),
    (re.compile(r"\brecto[\s-]+verso\b", re.IGNORECASE), "double-faced"),
    (re.compile(r"\bau\s+lieu\b", re.IGNORECASE), "instead"),
    (re.compile(r"\bpile\s+ou\s+face\b", re.IGNORECASE), "flip coin"),
    # (sfr47) A die is rolled ("lancer"), never cast: the French cards print "Lancez le dé planaire" (three texts,
    # all "Roll the planar die") and the noun "chaque lancer vierge du dé planaire est un lancer chaos" (each blank
    # roll ... a CHAOS roll); the lexicon read every `lancer` as cast (1,011 of its 1,115 texts), so a die's roll
    # asked the casting rules (706's dice lost to 601). `dé` with its accent only: "lancer de sorts" is casting.
    (
        re.compile(
            r"\b(?:re)?lan[cç]\w*\s+(?:(?:un|le|les|deux|trois|\d+|du|de|des|mon|son|ton|ce|ces)\s+)?dés?\b", re.I
        ),
        "roll die",
    ),
    (
        re.compile(
            r"\b(?:un|ce|cet|chaque|du|au|le\s+m[êe]me|premier|nouveau)\s+(?:re)?lancers?\b(?!\s+(?:d['’]\s*|de\s+|des\s+)?(?:un|une|le|"
            r"la|les|des|ce|cette|ces|mon|ma|mes|son|sa|ses|sort|sorts|carte|cartes)\b)",
            re.IGNORECASE,
        ),
        "roll",
    ),
    # (sfr47) The multiplayer variants' teams (805-811: "team", "teammate"): no French card of MTGJSON v3 prints
    # `équipe` or `coéquipier`, so the lexicon read équipe as equip (259 of the 274 texts printing équip- say
    # equip: équipement, équipée) and coéquipier as no word. The noun after its determiner or plural is the
    # general language's team; "j'équipe ma créature" stays equip.
    (re.compile(r"\bco[ée]quipi\w*", re.IGNORECASE), "teammate"),
    (
        re.compile(
            r"\b(?:(?:mon|ma|ton|ta|son|sa|notre|votre|leur|une|par|en|chaque|m[êe]me|autre|d['’])\s*[ée]quipe|"
            r"[ée]quipes)\b",
            re.IGNORECASE,
        ),
        "team",
    ),
    # `quand même` is "anyway" ("se déclenchent quand même ?"), not when and same; the ways of passing: priority,
    # the stack (`passe par la pile`: uses the stack); `empêcher` damage is preventing it; `d'abord` first.
    (re.compile(r"\bquand\s+m[êe]me\b", re.IGNORECASE), ""),
    (re.compile(r"\bpass\w*\s+par\s+la\s+pile\b", re.IGNORECASE), "use the stack"),
    (re.compile(r"\bpass\w*\s+(?:la|sa|ma|ta|leur|son|mon)\s+priorit[ée]\b", re.IGNORECASE), "pass priority"),
    (
        re.compile(r"\b(?:tout\s+le\s+monde|tous\s+les\s+joueurs|les\s+deux\s+joueurs)\s+pass\w*", re.IGNORECASE),
        "all players pass",
    ),
    (
        re.compile(
            r"\bemp[êe]ch\w*(?:\s+[\w'’]+){0,2}?\s+(?:les\s+|des\s+|quelles\s+)?(?:blessures|d[ée]g[âa]ts)\b",
            re.IGNORECASE,
        ),
        "prevent damage",
    ),
    (re.compile(r"\bd['’]\s*abord\b", re.IGNORECASE), "first"),
    (re.compile(r"\btrouv(?:er|e|es|ent|ez|é|ée|és|ées)\b", re.IGNORECASE), "find"),
    # Coming back and entering: the lexicon read `revient` as leave, the verb `entre` as divide (of "répartis
    # entre").
    (re.compile(r"\b(?:revien\w*|reviennent|revenir|revenu\w*)", re.IGNORECASE), "return"),
    (re.compile(r"\bentr(?:e|ent|er|ez|é|ée|és|ées|era)\s+(?:sur|en|dans|sous)\b", re.IGNORECASE), "enter"),
    # (sfr26) ... and the preposition `entre` ("la différence entre jouer et lancer", "entre deux bloqueurs") is no
    # dividing: the cards' "répartis entre" gave it, and répartir says it itself. The French CR's "marqueurs
    # radiation" are the rad counters (727), read as no word before.
    (
        re.compile(
            r"\bentre\s+(?=(?:les?|la|l['’]|une?|des|deux|trois|\d+|[mts]es|[mts]a|[mts]on|nos|vos|leurs?|ce|cet"
            r"|cette|ces|chaque|eux|elles|nous|vous|jouer|lancer|activer)\b)",
            re.IGNORECASE,
        ),
        "",
    ),
    (re.compile(r"\bradiations?\b", re.IGNORECASE), "rad"),
    # "une par une", "un par un": the CR's one at a time (121.2's draws, 508.1's attackers), read as nothing before.
    (re.compile(r"\bune?\s+(?:par|à)\s+une?\b", re.IGNORECASE), "one at a time"),
    # `jouer` a land is the CR's play (305.1, 701.18a): the lexicon reads jouer cast, of the old cards' "jouez ce
    # sort"; a land is never cast.
    (
        re.compile(
            r"\bjou(?:er|e|es|ent|ez|ons|é|ée|és|ées)\s+(?:un|une|le|la|les|mon|ma|mes|son|sa|ses|des|deux|\d+)\s+"
            r"(?:autres?\s+)?(?:terrains?|terres?)\b",
            re.IGNORECASE,
        ),
        "play land",
    ),
    # (sfr27) ... and `jouer` a card is the CR's play a card (701.18b: a land played or a spell cast), not cast alone.
    (
        re.compile(
            r"\bjou(?:er|e|es|ent|ez|ons|é|ée|és|ées)\s+(?:un|une|la|les|ma|mes|sa|ses|des|cette|\d+)\s+cartes?\b",
            re.IGNORECASE,
        ),
        "play card",
    ),
    # Keyword names whose words the lexicon reads one by one: the French cards' "échange d'aura" is aura swap
    # (702.65; read exchange + aura); `découvrir N` discover (701.57, no card of MTGJSON v3 prints it), said with its
    # number or as a keyword (never the everyday "je découvre le jeu"); `parade` is ward (702.21): the cards print it
    # in card names only, and the lexicon's keyword reading of such a name (sfr26) left "parade et cibler" unread.
    (re.compile(r"\b[ée]change\s+d(?:['’]|\s)\s*auras?\b", re.IGNORECASE), "aura swap"),
    (
        re.compile(
            r"\bd[ée]couvr(?:ir|e|es|ent|ez|ons)\s+(?=\d|x\b)|\b(?:capacit[ée]|mot[\s-]+cl[ée]|action)\s+"
            r"(?:de\s+)?d[ée]couv\w*",
            re.IGNORECASE,
        ),
        "discover",
    ),
    (re.compile(r"\bparades?\b", re.IGNORECASE), "ward"),
    # (sfr28) The frames of the newest cards by their French names, said as a kind of card: a Case is an "Affaire"
    # (719), "résolue" once solved (the French cards' "Résolue —"), never the everyday "une autre affaire"; an
    # Omen is a "présage" cast "en tant que présage" (720.3: cast as an Omen) or a "carte présage" — the players'
    # `le présage` alone stays foretell's name (keywordnames.said_once).
    (
        re.compile(r"\bcartes?\s+affaires?\b", re.IGNORECASE),
        "case",
    ),
    (
        re.compile(r"\b(?:en\s+tant\s+que|comme)\s+(?:un\s+)?pr[ée]sages?\b|\bcartes?\s+pr[ée]sages?\b", re.IGNORECASE),
        "omen",
    ),
    # (sfr31) A battle's « marqueurs défense » (310.4: defense counters): the lexicon read `défense` as hexproof, of
    # the keyword défense talismanique.
    (re.compile(r"\bmarqueurs?\s+(?:de\s+)?d[ée]fense\b", re.IGNORECASE), "defense counter"),
    # (sfr31) The French CR's verbs of two keywords no MTGJSON v3 card prints conjugated: a permanent that phases out
    # "se déphase" and is then « déphasé » (702.26b: phased out; the keyword's name, déphasage, stays phasing), a
    # creature spell that mutates "mute" (702.140: la créature mutée) — the lexicon read `déphasée` as phase alone
    # and `mute`, `mutée` as the creature type Mutant (which `mutant` stays).
    (re.compile(r"\bd[ée]phas(?:[ée]e?s?|es|ent|er|ez|ons)\b", re.IGNORECASE), "phased out"),
    (re.compile(r"\bmut(?:er|e|es|ent|ez|ons|[ée]e?s?)\b", re.IGNORECASE), "mutate"),
    # (sfr31) The CR names a state with "is said to" ("is said to have 'convoked' that spell", 702.51c; 115.6,
    # 613.8a, 709.5c, 717.1, 725.1), which the French CR writes "on dit d'une créature … qu'elle a « convoqué »" and
    # a player asks "on dit qu'elle a convoqué ?", "elle est dite …": read as said, which the lexicon read as nothing.
    (
        re.compile(
            r"\bon\s+(?:l['’]\s*|les\s+|lui\s+)?dit\s+(?=qu|d['’\s]|que\b)|\bdit[\s-]+on\b|\b(?:est|sont|soit)\s+dite?s?\s+"
            r"(?=qu|d['’\s]|avoir\b|[êe]tre\b|«|\")",
            re.IGNORECASE,
        ),
        "said",
    ),
    # (sfr34) `arrêter` / `cesser d'être` (a creature that stops being one, an attacker that stops attacking) is
    # the CR's "stops being" (120.6, 301.5c, 506.4, 702.151b…); the lexicon read `arrête` as indefinitely (of Arrêt
    # du temps' reminder), `cesse` as nothing.
    (re.compile(rf"\b{_STOP}\s+d['’]\s*[êe]tre\b", re.IGNORECASE), "stops being"),
    (re.compile(rf"\b{_STOP}\s+d['’]\s*attaquer\b", re.IGNORECASE), "stops being attacking"),
    (re.compile(rf"\b{_STOP}\s+de\s+bloquer\b", re.IGNORECASE), "stops being blocking"),
    # (sfr34) `exemplaire` (two copies of one ability on a creature), which no card prints, is the CR's instance
    # (113.2c, "multiple instances" of a keyword: 702.x); the lexicon read it as no word.
    (re.compile(r"\bexemplaires?\b", re.IGNORECASE), "instance"),
    # (sfr33) French negation's `ne … plus` is the CR's "no longer" ("n'est plus une créature", "n'est plus là");
    # before `de` / `aucun` it is no ("n'a plus de marqueurs": no counters), before `que` only ("il ne reste plus
    # qu'un joueur"). The lexicon read `plus` as more (of "+1/+1", "une carte de plus").
    (
        re.compile(rf"{_NE}plus\s+(?:que\b|qu['’]\s*)", re.IGNORECASE),
        "only",
    ),
    (re.compile(rf"{_NE}plus\s+(?:d(?:e\b|['’]\s*)|aucune?\b)", re.IGNORECASE), "no"),
    (re.compile(rf"{_NE}plus\b", re.IGNORECASE), "no longer"),
    # (sfr33) `voler` a permanent is the players' steal (the jargon's slang, gain control): a `vole` with its object
    # ("vole la créature", "me vole", "je vole") — never the flying creature that `vole` ("un dragon qui vole",
    # "elle vole ou pas ?"), nor the monarch or the initiative taken. Read as control, as "prendre le contrôle".
    (
        re.compile(
            rf"\b(?:(?:me|te|lui|nous|vous|leur|je|tu|on)\s+{_VOL}|{_VOL}(?=\s+(?:la|le|les|ma|mon|mes|ta|ton|tes|sa|son"
            r"|ses|une?|des|leurs?|notre|votre|nos|vos)\b))(?!\s+(?:le\s+|l['’]\s*)(?:monarque|initiative))",
            re.IGNORECASE,
        ),
        "control",
    ),
    # (sfr33) `moins` is less ("coûte {1} de moins", "moins cher"); the lexicon read unless, of the cards' "à moins
    # que", which stays unless; "au moins" is at least. `cher` (dear, of a cost) is the cost, which no card prints.
    (re.compile(r"\bau\s+moins\b", re.IGNORECASE), "at least"),
    (re.compile(r"\b[àa]\s+moins\s+(?:que\b|qu['’]\s*|de\b|d['’]\s*)", re.IGNORECASE), "unless"),
    (re.compile(r"\bmoins\s+ch[eè]re?s?\b", re.IGNORECASE), "cost less"),
    (re.compile(r"\bplus\s+ch[eè]re?s?\b", re.IGNORECASE), "cost more"),
    (re.compile(r"\bmoins\b", re.IGNORECASE), "less"),
    (re.compile(r"\bch[eè]re?s?\b", re.IGNORECASE), "cost"),
    # (sfr33) `interdire` (an effect "m'interdit de lancer" a spell), which no card prints, is the CR's prohibit
    # (101.2, 601.3, 702.62c); the lexicon read it as no word.
    (re.compile(r"\binterdi(?:re|t|ts|te|tes|sent|saient|sait|ra)\b", re.IGNORECASE), "prohibit"),
    # (sfr33) Three verbs the lexicon knows only from one phrase of the cards: `utilisée` is sunburst (its reminder's
    # "chaque couleur de mana utilisée pour payer": spent to pay; `utiliser`, `utilisé` are grammar words,
    # bilingual.GRAMMAR, and so are its other forms), `mis` dies (the old cards' "mis dans un cimetière depuis le
    # champ de bataille", which the jargon reads whole), `termine` off (an effect that wears off, "se termine"). A
    # question puts a card somewhere, ends a turn or a step (723).
    (re.compile(r"\butilis[ée]e?s?\s+pour\s+payer\b", re.IGNORECASE), "spent to pay"),
    (re.compile(r"\butilis(?:er|e|es|ent|ez|ons|é|ée|és|ées|ant|era|erai)\b", re.IGNORECASE), ""),
    (re.compile(r"\bmis(?:e|es)?\b", re.IGNORECASE), "put"),
    (re.compile(r"\btermin(?:er|e|es|ent|ez|ons|é|ée|és|ées|ait|era)\b", re.IGNORECASE), "end"),
    # (sfr35) Keywords whose French names no French card of the corpus prints at a line's head (keywordnames mines
    # none) and the lexicon reads as another word: escalate's `surenchère` (bidder), dethrone's `détrônement`
    # (throne), cloak's `voiler` / `voilé` (no word), training's `entraînement`, forage's `fourrager`, ravenous'
    # `vorace`, compleated's `complété` beside a planeswalker. Their French cards' names, written from the French
    # printings (no source of the corpus has them): read as the English keyword.
    (re.compile(r"\bsurench[eè]res?\b", re.IGNORECASE), "escalate"),
    (re.compile(r"\bd[ée]tr[ôo]nements?\b", re.IGNORECASE), "dethrone"),
    (re.compile(r"\bvoil(?:er|ez|é|ée|és|ées|ant)\b", re.IGNORECASE), "cloak"),
    (re.compile(r"\bentra[îi]nements?\b", re.IGNORECASE), "training"),
    (re.compile(r"\bfourrag(?:er|ez|e|é|ent)\b", re.IGNORECASE), "forage"),
    (re.compile(r"\bvoraces?\b", re.IGNORECASE), "ravenous"),
    (
        re.compile(r"\bplaneswalkers?\s+compl[ée]t[ée]e?s?\b|\bcompl[ée]t[ée]e?s?\s+\(compleated\)", re.IGNORECASE),
        "planeswalker compleated",
    ),
    # (sfr41) ... and any other `pile` is the stack ("sur la pile", "la pile est vide"): of the 50 French card texts
    # that print it, 29 say "pile ou face" (read above) and 21 "la pile", and the lexicon gave it the commoner sense,
    # coin (stack a seventh as sure), in every question about the stack.
    (re.compile(r"\bpiles?\b", re.IGNORECASE), "stack"),
) + frenchwords.PHRASES  # (sfr48) the players' everyday words no card prints: immediately, already, remove, refer

# A word the cards print in one sense and players say in two, told apart by the question's other words: (pattern,
# English, the words that keep the cards' sense). The French cards print `réserve` only as the mana pool ("ajoutez
# {G} à votre réserve", read add); French players also call the sideboard their réserve ("15 cartes dans ma
# réserve", "une carte de ma réserve"), and a question that says no `mana` is asking about that (100.4, 400.11a).
# (sfr25) The cards print `pas` in "ne peut pas" (can't), and the lexicon reads it so; a question negates other verbs
# too ("n'est pas bloquée", "ne se dégage pas", "elle a un contrôleur ou pas ?"), where can't is a restriction no
# one asked about. Without a form of pouvoir in the question, `pas` is read as nothing.
NEGATION = re.compile(r"\bn(?:e\b|['’])", re.IGNORECASE)
IN_CONTEXT = (
    (re.compile(r"\br[ée]serves?\b", re.IGNORECASE), "sideboard", re.compile(r"\bmana\b", re.IGNORECASE)),
    (re.compile(r"\bpas\b", re.IGNORECASE), "", re.compile(r"\b(?:peu[tvx]|pouv|pourr|puis)\w*", re.IGNORECASE)),
    # (sfr41) ... and `peut` / `peuvent`, which the cards print mostly negated ("ne peut pas bloquer"): the lexicon
    # reads them as can't, also in a question that negates nothing ("elle peut attaquer ?"), where the English
    # question's can is a stop word. Without a negation (`ne`, `n'`) in the question they are read as nothing.
    (re.compile(r"\bpeu(?:t|vent)\b", re.IGNORECASE), "", NEGATION),
)


# (sfr28) ... and two words read in the rules' sense only together: `résolue` beside an `affaire` is a Case's solved
# (719.3; the French cards' "Résolue —") and the affaire that Case, else the lexicon's resolve and the everyday word.
ONLY_WITH = (
    (
        re.compile(r"\br[ée]solue?s?\b", re.IGNORECASE),
        "solved",
        re.compile(r"\baffaires?\b", re.IGNORECASE),
        "case",
    ),
)


# (sfr29) A French keyword name printed for two keywords, told apart by what the question says of it: (pattern, the
# readings, each (English, the words that say it)). `renfort` is reinforce on the older cards (702.77: discard the
# card from the hand) and backup on today's (702.165: when the creature enters, another creature gains its abilities).
# A question that says one reading's words and not the other's reads that keyword; one saying neither, or both, reads
# both names, and its other words decide.
TWO_KEYWORDS = (
    # (sfr31) `fusionner` is the French CR's verb of three things: a mutating spell merges with a creature (702.140c:
    # "merges", a merged permanent), a meld pair melds (701.42, the players' "fusion (meld)"), a split card is cast
    # fused (702.102: a fused split spell). The lexicon read `fusionné` as molten (of the cards named Fusion …).
    (
        re.compile(r"\bfusionn\w*", re.IGNORECASE),
        (
            ("merged", re.compile(r"\bmut(?:ation|ante?s?|er|e|es|ent|[ée]e?s?)\b|\bmutate", re.IGNORECASE)),
            ("melded", re.compile(r"\bmeld|\bpaires?\b", re.IGNORECASE)),
            ("fused split", re.compile(r"\bscind[ée]e?s?\b|\bmoiti[ée]s?\b|\bsplit\b", re.IGNORECASE)),
        ),
    ),
    (
        re.compile(r"\brenforts?\b", re.IGNORECASE),
        (
            (
                "reinforce",
                re.compile(r"\bd[ée]fauss\w*|\b(?:de|depuis)\s+(?:ma|sa|ta|la|votre|leur)\s+main\b", re.IGNORECASE),
            ),
            (
                "backup",
                re.compile(
                    r"\barriv\w*|\bentr(?:e|ent|é|ée)\s+(?:sur|en)\b|\bautre\s+cr[ée]ature|\bgagn\w*\s+(?:\w+\s+){0,2}?"
                    r"capacit[ée]s\b",
                    re.IGNORECASE,
                ),
            ),
        ),
    ),
)


def _walk(text, blank):
    """(the text with its phrases blanked by blank(match), [the English of each phrase found], [the span of each
    phrase in the text as it stood when matched]): TWO_KEYWORDS, ONLY_WITH, PHRASES, IN_CONTEXT in that order, each
    blanked before the next pattern looks, so read and spans cannot disagree on which phrase took a word."""
    found, spans_ = [], []

    def take(pattern):
        nonlocal text
        spans_.extend(m.span() for m in pattern.finditer(text))
        text = pattern.sub(blank, text)

    for pattern, readings in TWO_KEYWORDS:
        if pattern.search(text):
            said = [english for english, cue in readings if cue.search(text)]
            english = " ".join(said if len(said) == 1 else [english for english, _ in readings])
            found.extend(english for _ in pattern.findall(text))
            take(pattern)
    for pattern, english, beside, beside_english in ONLY_WITH:
        if beside.search(text) and pattern.search(text):
            found.extend([english, beside_english])
            take(pattern)
            take(beside)
    for pattern, english in PHRASES:
        if pattern.search(text):
            found.extend(english for _ in pattern.findall(text))
            take(pattern)
    for pattern, english, unless in IN_CONTEXT:
        if pattern.search(text) and not unless.search(text):
            found.extend(english for _ in pattern.findall(text))
            take(pattern)
    return text, found, spans_


def read(text):
    """(the text with its phrases blanked, [the English of each phrase found])."""
    text, found, _ = _walk(text, lambda m: " ")
    return text, found


# (sfr30) A word the grammar makes a rules word, whatever card it names in French: a keyword with its number
# (`absorption 2`, `affliction 3`: 702.1's "keyword N"; Absorb and Afflict are cards too), a counter's kind after
# `marqueur(s) de` (`d'étourdissement`: stun, 122.1; Stun is a card) and a token's after `jeton(s)` (111.10).
RULES_WORD = re.compile(
    r"\b(?:marqueurs?\s+d(?:e\s+|['’]\s*)|jetons?\s+)([\w-]+)|\b([^\W\d_][\w-]*)(?=\s+(?:\d+|x)\b)", re.IGNORECASE
)


def spans(text):
    """[(start, end)] of the phrases read reads in a text (_walk, blanking each phrase with as many spaces so that
    the spans stay the text's), and of the words the grammar makes rules words (RULES_WORD)."""
    found = [m.span(1) if m.group(1) else m.span(2) for m in RULES_WORD.finditer(text)]
    return found + _walk(text, lambda m: " " * len(m.group()))[2]
