"""Every evaluation set, each split into a part the search was tuned on and a part it never was.

- `project`: questions.toml, written by the project before its ranking was tuned on it: tuned, in full.
- `heldout`: heldout.toml, written after that tuning and never tuned on.
- `judge`: judge-dev.tsv, 160 questions written by a certified judge against the CR of 2025-11-14
  (a copy of shared/eval/judge-questions-dev.tsv). Split by id: odd ids are tuned on, even ids never are.
- `fresh`: fresh.toml, 91 questions written blind on 2026-12-02 in the hidden test's seven groups (the judge's six
  and misspelled questions), committed before the search was run on them and never tuned on.
- `french`: french.toml, 60 French rules questions as French judges and players ask them (the French game words
  of the cards: pile, blessures, rituel, engager…), written blind on 2026-12-02 and committed before the search was
  run on them; tuned on (the first French set large enough to tune on: the other sets have 13-23 tuned ones).
- `french2`: french2.toml, 60 more French rules questions (keyword queries with the French keyword names, jargon,
  French card names, a few without accents or with a typo), written blind on 2026-12-03 and committed before the
  search was run on them; measured once blind (61.7 % hit@5, P@1 26.7 %; FTS5 20.0 / 6.7 %), then tuned on.
- `french3`: french3.toml, 60 more French questions (French keyword names no other set asks about, French card
  names, short ones, some without accents), written blind on 2026-12-03 and committed before the search was run on
  them; measured once blind (53.3 % hit@5, P@1 25.0 %, MRR 0.36; FTS5 13.3 / 0.0 %), then tuned on.
- `french4`: french4.toml, 60 more French questions (keyword names as the French cards print them: fouille,
  survivance, précipitation…; keyword actions; French card names; short ones, some without accents), written blind
  on 2026-12-03 and committed before the search was run on them; measured once blind (60.0 % hit@5, P@1 31.7 %,
  MRR 0.44; FTS5 13.3 / 3.3 %), then tuned on.
- `french5`: french5.toml, 30 more French questions (French keyword names no other set asks about: Union,
  Duplication, Imprégnation, Cachette, Renforcement…; phasing, coin flips, libraries, dependency, loops), written
  blind on 2026-12-03 and committed before the search was run on them; measured once blind (66.7 % hit@5, P@1
  43.3 %, MRR 0.51; FTS5 16.7 / 3.3 %, 0.07), then tuned on.
- `french6`: french6.toml, 20 more French questions typed entirely without accents, as on a phone (cimetiere,
  derniere, premiere, bloquee, facon, controle, etre), on subjects no other French set asks about, written blind on
  2026-12-03 and committed before the search was run on them; measured once blind (40.0 % hit@5, P@1 10.0 %, MRR
  0.27; FTS5 10.0 / 0.0 %, 0.04), then tuned on.
- `french7`: french7.toml, 40 more French questions in everyday French (keyword names as French cards print them,
  cards by their French or English name, some without accents), written blind on 2026-12-04 and committed before
  the search was run on them; measured once blind (72.5 % hit@5, P@1 52.5 %, MRR 0.61; FTS5
  5.0 / 0.0 %, 0.02), then tuned on.
- `french8`: french8.toml, 40 more French questions as French players type them (keyword names the other French sets
  ask little about — conspiration, carence, furtivité, tribut, cryptage, provocation… — and newer ones no v3 card
  prints in French — entraînement, escouade, improvisation; cards by their French names; land types, opening-hand
  actions, X, loyalty costs, layers, voting, costs to attack, steps), written blind on 2026-12-04 and committed
  before the search was run on them; measured once blind (75.0 % hit@5, P@1 57.5 %, MRR 0.66; FTS5 25.0 / 7.5 %,
  0.16), then tuned on.
- `french9`: french9.toml, 40 more French questions in everyday sentences about a situation rather than a keyword's
  name (blessures, engager, dégager, pile, cimetière, exil, bibliothèque, jeton, marqueur; everyday words that are
  also words of French card names: dure, garde, reste; cards by their French names; some without accents), written
  blind on 2026-12-04 and committed before the search was run on them; measured once blind (77.5 % hit@5, P@1
  57.5 %, MRR 0.66; FTS5 7.5 / 2.5 %, 0.04), then tuned on.
- `french10`: french10.toml, 40 more French questions in everyday sentences (blessures, engager, dégager, pile,
  cimetière, exil, bibliothèque, jeton, marqueur; `bataille` alone for a battle card, `l'initiative` for the
  initiative of 725 beside the keyword Initiative, `reste`, `mort`, `donner`; cards by their French names; some
  without accents), written blind on 2026-12-05 and committed before the search was run on them; measured once blind
  (67.5 % hit@5, P@1 47.5 %, MRR 0.56; FTS5 20.0 / 0.0 %, 0.07), then tuned on.
- `cards`: cards.toml, 60 rules questions naming a card of MTGJSON v3 (staples, commons, legends by short name,
  split cards, planeswalkers, Auras, lower case, possessives), only rules expected (not the card's page or
  rulings), written blind on 2026-12-02 and committed before the search was run on them; tuned on.
- `cards2`: cards2.toml, 60 more card questions (other cards, names as players write them, misspelt once in a
  while), written blind on 2026-12-03 and committed before the search was run on them (blind: 36.7 % hit@5, P@1
  28.3 %; FTS5 33.3 / 13.3 %); tuned on.
- `cards3`: cards3.toml, 60 more card questions (other cards; the rule the card's keyword or words invoke), written
  blind on 2026-12-03 and committed before the search was run on them (blind: 56.7 % hit@5, P@1 31.7 %; FTS5
  50.0 / 16.7 %); tuned on.
- `cards4`: cards4.toml, 60 more card questions (other cards; the card's type, keyword or words → its rule), written
  blind on 2026-12-03 and committed before the search was run on them (blind: 40.0 % hit@5, P@1 35.0 %; FTS5
  36.7 / 16.7 %); tuned on.
- `cards5`: cards5.toml, 60 more card questions (other cards; the card's keyword, kind or words → its rule: wither,
  persist, suspend, typecycling, world, kindred, flip, X and snow mana, APNAP order…), written blind on 2026-12-03
  and committed before the search was run on them (blind: 63.3 % hit@5, P@1 40.0 %, MRR 0.49; FTS5 56.7 / 26.7 %,
  0.38); tuned on.
- `cards6`: cards6.toml, 40 more card questions (other cards; the rule across the CR's subjects: layers, copy
  exceptions, protection, cost reductions, flash given by an effect, abilities working from a graveyard or library,
  blocking several attackers, requirements and restrictions, replaced draws, the legend rule, the monarch, ending the
  turn), written blind on 2026-12-03 and committed before the search was run on them (blind: 40.0 % hit@5, P@1
  25.0 %, MRR 0.32; FTS5 27.5 / 5.0 %, 0.15); tuned on.
- `cards7`: cards7.toml, 40 more card questions (other cards; what the card does in an interaction the question
  does not name: layers and dependency, new objects, copies, last known information, targets turned illegal, split
  cards' mana value, replaced events, triggers doubled or looking back, stolen creatures, loops), written blind on
  2026-12-04 and committed before the search was run on them (blind: 40.0 % hit@5, P@1 32.5 %, MRR 0.36; FTS5
  10.0 / 2.5 %, 0.07); tuned on.
- `cards8`: cards8.toml, 40 more card questions (old and new cards named as players type them; mana abilities,
  extra turns, copies of spells, face-down spells, exchanges, "until" exile, devotion, restarting the game), written
  blind on 2026-12-04 and committed before the search was run on them (blind: 65.0 % hit@5, P@1 47.5 %, MRR 0.56;
  FTS5 37.5 / 17.5 %, 0.28); tuned on.
- `cards9`: cards9.toml, 40 more card questions (cards no other set names, typed loosely; costs, timing, combat,
  layers, replacement, zones, triggers, state-based actions, keywords), written blind on 2026-12-04 and committed
  before the search was run on them (blind: 77.5 % hit@5, P@1 62.5 %, MRR 0.71; FTS5 65.0 / 20.0 %, 0.38); tuned on.
- `cards10`: cards10.toml, 40 more card questions (cards no other set names, typed as players type them; about half
  ask a rule the card's text points to by no keyword: copies, leaving in response, a change of control, targets
  turned illegal, mana value on the stack, dying with counters, state-based actions, the timing of an ability),
  written blind on 2026-12-04 and committed before the search was run on them (blind: 62.5 % hit@5, P@1 37.5 %,
  MRR 0.50; FTS5 32.5 / 17.5 %, 0.24); tuned on.
- `cards11`: cards11.toml, 40 more card questions (cards no other set names, typed as players type them; most ask a
  rule neither the card's text nor the question's words name: characteristics in other zones, mana value with X on
  the stack, copies, control changes, a target gone, leaving with an ability on the stack, state-based actions,
  timing), written blind on 2026-12-05 and committed before the search was run on them (blind: 42.5 % hit@5, P@1
  17.5 %, MRR 0.27; FTS5 20.0 / 7.5 %, 0.14); tuned on.
- `everyday`: everyday.toml, 60 everyday situations in plain words as players and judges ask them at a table
  (bounced, stole, blink, the turn starts…) across the CR, written blind on 2026-12-02 and committed before the
  search was run on them; tuned on (the judge's tuned everyday questions are 25).
- `everyday2`: everyday2.toml, 60 more everyday situations in players' words (scooped, chump, sac, bounce, peek…),
  written blind on 2026-12-03 and committed before the search was run on them (blind: hit@5 41.7 %, P@1 18.3 %;
  FTS5 38.3 / 15.0 %); tuned on.
- `everyday3`: everyday3.toml, 60 more everyday situations in players' words (swing, hit the table, sword, general,
  knock me out…), Commander and the start of a game among them, written blind on 2026-12-03 and committed before
  the search was run on them (blind: hit@5 25.0 %, P@1 13.3 %; FTS5 23.3 / 13.3 %); tuned on.
- `everyday4`: everyday4.toml, 60 more everyday situations in players' words asking who, how many, can I, what
  happens (and old words: in play, comes into play), written blind on 2026-12-03 and committed before the search was
  run on them (blind: hit@5 43.3 %, P@1 21.7 %, MRR 0.34; FTS5 31.7 / 16.7 %, 0.24); tuned on.
- `everyday5`: everyday5.toml, 60 more everyday situations in players' words across the whole CR (killed in
  response, stole it back, a little P, the little spell half, monarch, day and night), written blind on 2026-12-03
  and committed before the search was run on them (blind: hit@5 36.7 %, P@1 13.3 %, MRR 0.23; FTS5 43.3 / 13.3 %,
  0.26); tuned on.
- `everyday6`: everyday6.toml, 60 more everyday situations in players' words across the whole CR (blinked his guy,
  counters that cancel, scoop, floating mana, legend rule, commander tax, Two-Headed Giant), written blind on
  2026-12-04 and committed before the search was run on them (blind: hit@5 76.7 %, P@1 46.7 %, MRR 0.60; FTS5
  30.0 / 16.7 %, 0.22); tuned on.
- `everyday7`: everyday7.toml, 60 more everyday situations in players' words on subjects the other everyday sets ask
  little about (drawing one at a time, land drops, naming cards, battles, mana abilities, prevention shields, coins
  and dice, flip, meld, Class, Case, prototype, Omen cards, controlling a player, the initiative, shortcuts, range of
  influence), written blind on 2026-12-04 and committed before the search was run on them (blind: hit@5 85.0 %,
  P@1 61.7 %, MRR 0.72; FTS5 53.3 / 18.3 %, 0.33); tuned on.
- `everyday8`: everyday8.toml, 60 more everyday situations as a player at a table asks them (my opponent…, can I…,
  what happens if…; bolted, blink, swing at his walker, tramply, on the play) across the whole CR (mulligans, land
  drops, zones, tokens and counters, fizzling, triggers, blocking and damage, mana symbols, Commander, loops,
  Adventures, Sagas, Rooms, speed, plot), written blind on 2026-12-04 and committed before the search was run on
  them (blind: hit@5 85.0 %, P@1 55.0 %, MRR 0.69; FTS5 41.7 / 10.0 %, 0.23); tuned on.
- `everyday9`: everyday9.toml, 60 more everyday situations in the words players use (steal, kill, bounce, my turn
  starts, blink, flicker, fight, tap out, go to face, chump, mill, dies, discard my hand, swing) across the whole CR
  (turn structure, combat, casting, the stack and priority, zones, tokens, counters, control, copies, damage and
  life), written blind on 2026-12-05 and committed before the search was run on them (blind: hit@5 75.0 %, P@1
  51.7 %, MRR 0.62; FTS5 30.0 / 5.0 %, 0.16); tuned on.
- `short`: short.toml, 60 questions in three of the hidden test's groups: 25 short keyword queries (`layer 7b`,
  `trample deathtouch`), 20 misspelled ones (keywords, CR words, card names) and 15 about mechanics printed
  2019-2025, written blind on 2026-12-03 and committed before the search was run on them (blind: hit@5 86.7 %,
  P@1 63.3 %; FTS5 70.0 / 41.7 %); tuned on.
- `short2`: short2.toml, 60 short queries (1-4 words: a keyword, a CR concept, a zone, a step, a card type,
  jargon, mechanics printed 2019-2025, a few French words, some misspelt, plural or hyphenated), written blind on
  2026-12-04 and committed before the search was run on them (blind: hit@5 96.7 %, P@1 88.3 %, MRR 0.92; FTS5
  61.7 / 31.7 %, 0.43); tuned on.
- `mixed`: mixed.toml, 60 questions in the hidden test's seven groups (8-9 each), written blind on 2026-12-03 and
  committed before the search was run on them (blind: hit@5 76.7 %, P@1 38.3 %; FTS5 40.0 / 18.3 %); tuned on.
- `mixed2`: mixed2.toml, 70 more questions in the hidden test's seven groups (ten each), written blind on 2026-12-03
  and committed before the search was run on them (blind: hit@5 80.0 %, P@1 50.0 %, MRR 0.62; FTS5 51.4 / 21.4 %,
  0.34); tuned on.
- `mixed3`: mixed3.toml, 42 more questions in the hidden test's seven groups (six each: shortcuts and loops, gift,
  endure, read ahead, stolen creatures, French "déphasée"…), written blind on 2026-12-03 and committed before the
  search was run on them (blind: hit@5 69.0 %, P@1 33.3 %, MRR 0.48; FTS5 45.2 / 16.7 %, 0.27); tuned on.
- `mixed4`: mixed4.toml, 60 more questions in the hidden test's seven groups (eight or nine each: old keywords,
  lords and "locked in" effects, mayhem, speed, the bending actions, tiered, cards of MTGJSON v3 no other set names),
  written blind on 2026-12-04 and committed before the search was run on them (blind: hit@5 81.7 %, P@1 56.7 %,
  MRR 0.67; FTS5 41.7 / 13.3 %, 0.26; card 25.0 / 12.5 %, misspelled 75.0 / 37.5 %); tuned on.
- `mixed5`: mixed5.toml, 70 more questions in the hidden test's seven groups (ten each: old keywords no other set asks
  about, judge jargon, mechanics the CR added from 2023 on — For Mirrodin!, Cases, cloak, battles, Rooms, station,
  warp, expend, crimes —, cards of MTGJSON v3 no other set names), written blind on 2026-12-04 and committed before
  the search was run on them (blind: hit@5 87.1 %, P@1 67.1 %, MRR 0.76; FTS5 54.3 / 30.0 %, 0.40; card 60.0 /
  50.0 %, french 70.0 / 70.0 %, the two weakest); tuned on.
- `mixed6`: mixed6.toml, 70 more questions in the hidden test's seven groups (ten each: old keywords no other set asks
  about, judge jargon, mechanics of the sets of 2023-2025 — offspring, gift, impending, saddle, max speed, exhaust,
  harmonize, discover, craft, void —, French questions, cards of MTGJSON v3 no other set names, misspelled questions
  in English and French), written blind on 2026-12-05 and committed before the search was run on them (blind, main
  78be0a1, m19-full: hit@5 87.1 %, P@1 68.6 %, MRR 0.76; FTS5 47.1 / 21.4 %, 0.34; card 60.0 / 40.0 %, everyday
  80.0 / 60.0 %, french 80.0 / 40.0 %, jargon 90.0 / 60.0 %, keyword 100 / 100 %, misspelled 100 / 90.0 %,
  new-mechanic 100 / 90.0 %); tuned on.
- `typos`: the judge's and the held-out questions again, each with one or two typing slips made by a seeded
  generator (a letter dropped, doubled, swapped with the next, or struck on a neighbouring key), in the same part
  as the question it comes from. Judges type fast at a table; no set of the project has their slips. It is
  left out of the "all" figures, which stay those of the questions as written.

The measures are the issue's: P@1 (the first result is an expected rule), hit@5 (an expected rule in the top five),
MRR@10 (1 / the rank of the first expected rule in the top ten). A French translation of an expected rule counts,
as does a subrule of one. The card questions' expected ruling is measured apart (`ruling@5`).
"""

import csv
import html
import random
import re
import tomllib
from dataclasses import dataclass, field, replace
from pathlib import Path

from rulings.models import Ruling

from ..answers import first_children
from . import GROUPS, QUESTIONS, Question, load_questions, parse

HERE = Path(__file__).parent
HELDOUT = HERE / "heldout.toml"
JUDGE = HERE / "judge-dev.tsv"
FRESH = HERE / "fresh.toml"
FRENCH = HERE / "french.toml"
FRENCH2 = HERE / "french2.toml"
FRENCH3 = HERE / "french3.toml"
FRENCH4 = HERE / "french4.toml"
FRENCH5 = HERE / "french5.toml"
FRENCH6 = HERE / "french6.toml"
FRENCH7 = HERE / "french7.toml"
FRENCH8 = HERE / "french8.toml"
FRENCH9 = HERE / "french9.toml"
FRENCH10 = HERE / "french10.toml"
CARDS = HERE / "cards.toml"
CARDS2 = HERE / "cards2.toml"
CARDS3 = HERE / "cards3.toml"
CARDS4 = HERE / "cards4.toml"
CARDS5 = HERE / "cards5.toml"
CARDS6 = HERE / "cards6.toml"
CARDS7 = HERE / "cards7.toml"
CARDS8 = HERE / "cards8.toml"
CARDS9 = HERE / "cards9.toml"
CARDS10 = HERE / "cards10.toml"
CARDS11 = HERE / "cards11.toml"
EVERYDAY = HERE / "everyday.toml"
EVERYDAY2 = HERE / "everyday2.toml"
EVERYDAY3 = HERE / "everyday3.toml"
EVERYDAY4 = HERE / "everyday4.toml"
EVERYDAY5 = HERE / "everyday5.toml"
EVERYDAY6 = HERE / "everyday6.toml"
EVERYDAY7 = HERE / "everyday7.toml"
EVERYDAY8 = HERE / "everyday8.toml"
EVERYDAY9 = HERE / "everyday9.toml"
SHORT = HERE / "short.toml"
SHORT2 = HERE / "short2.toml"
MIXED = HERE / "mixed.toml"
MIXED2 = HERE / "mixed2.toml"
MIXED3 = HERE / "mixed3.toml"
MIXED4 = HERE / "mixed4.toml"
MIXED5 = HERE / "mixed5.toml"
MIXED6 = HERE / "mixed6.toml"
# The hidden test's groups: the judge's six and misspelled questions (questions.toml has four of its own).
FRESH_GROUPS = ("everyday", "keyword", "jargon", "new-mechanic", "french", "card", "misspelled")
TUNED, NEVER_TUNED = "tuned", "never tuned"


@dataclass(frozen=True)
class Case:
    """A question of a set, with where it stands (tuned or never tuned) and what answers it."""

    set: str
    part: str
    id: str
    question: Question
    ruling: tuple = ()  # (card, date, first words) of the ruling that answers it, if any
    language: str = "en"

    @property
    def group(self):
        return self.question.group


def judge_part(case_id):
    """Odd ids are tuned on, even ids never: the same split on every run and machine."""
    return TUNED if int("".join(c for c in case_id if c.isdigit())) % 2 else NEVER_TUNED


def read_judge(path=JUDGE):
    cases = []
    with open(path, encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE):
            # "a result whose number is one of them or a subrule of one counts"
            rules = tuple(f"{n.strip()}*" for n in row["expected_rules"].split(",") if n.strip())
            ruling = tuple(row["expected_ruling"].split("|", 2)) if row.get("expected_ruling") else ()
            cases.append(
                Case(
                    set="judge",
                    part=judge_part(row["id"]),
                    id=row["id"],
                    question=Question(q=row["question"], group=row["group"], rules=rules),
                    ruling=ruling,
                    language=row["language"],
                )
            )
    return cases


def read_toml(name, path, part):
    return [
        Case(set=name, part=part, id=f"{name}-{i + 1}", question=q, language="fr" if q.group == "french" else "en")
        for i, q in enumerate(load_questions(path))
    ]


def read_custom(path):
    """A set given on the command line, counted as never tuned: questions.toml's groups or the hidden test's."""
    with open(path, "rb") as f:
        groups = {entry.get("group") for entry in tomllib.load(f).get("question", [])}
    if groups <= set(GROUPS):
        return read_toml("custom", path, NEVER_TUNED)
    return read_grouped("custom", path, NEVER_TUNED)


def read_fresh(path=FRESH):
    """fresh.toml's cases: questions.toml's format, with the hidden test's groups."""
    return read_grouped("fresh", path, NEVER_TUNED)


def read_grouped(name, path, part):
    """The cases of a set in questions.toml's format whose groups are the hidden test's (FRESH_GROUPS)."""
    with open(path, "rb") as f:
        entries = tomllib.load(f).get("question", [])
    cases = []
    for i, entry in enumerate(entries):
        group = entry.get("group")
        if group not in FRESH_GROUPS:
            raise ValueError(f"{path.name} question {i + 1}: group {group!r} is not among {', '.join(FRESH_GROUPS)}")
        # parse() checks the keys and rule numbers; it knows only questions.toml's groups, hence the stand-in.
        (question,) = parse({"question": [{**entry, "group": "everyday"}]})
        cases.append(
            Case(
                set=name,
                part=part,
                id=f"{name}-{i + 1}",
                question=replace(question, group=group),
                language="fr" if group == "french" else "en",
            )
        )
    return cases


def all_cases():
    written = read_toml("project", QUESTIONS, TUNED) + read_toml("heldout", HELDOUT, NEVER_TUNED) + read_judge()
    slipped = [with_typos(c) for c in written if c.set != "project"]
    # A question with no word long enough to slip on (`mana burn`) is asked as written: not a second time.
    # fresh has misspelled questions of its own and no slipped copies.
    # french has no slipped copies: the typos set stays the judge's and the held-out questions'.
    french = read_toml("french", FRENCH, TUNED) + read_toml("french2", FRENCH2, TUNED)
    french += read_toml("french3", FRENCH3, TUNED) + read_toml("french4", FRENCH4, TUNED)
    french += read_toml("french5", FRENCH5, TUNED) + read_toml("french6", FRENCH6, TUNED)
    french += read_toml("french7", FRENCH7, TUNED) + read_toml("french8", FRENCH8, TUNED)
    french += read_toml("french9", FRENCH9, TUNED) + read_toml("french10", FRENCH10, TUNED)
    cards = read_toml("cards", CARDS, TUNED) + read_toml("cards2", CARDS2, TUNED) + read_toml("cards3", CARDS3, TUNED)
    cards += (
        read_toml("cards4", CARDS4, TUNED) + read_toml("cards5", CARDS5, TUNED) + read_toml("cards6", CARDS6, TUNED)
    )
    cards += read_toml("cards7", CARDS7, TUNED) + read_toml("cards8", CARDS8, TUNED)
    cards += read_toml("cards9", CARDS9, TUNED) + read_toml("cards10", CARDS10, TUNED)
    cards += read_toml("cards11", CARDS11, TUNED)
    everyday = read_toml("everyday", EVERYDAY, TUNED) + read_toml("everyday2", EVERYDAY2, TUNED)
    everyday += read_toml("everyday3", EVERYDAY3, TUNED) + read_toml("everyday4", EVERYDAY4, TUNED)
    everyday += read_toml("everyday5", EVERYDAY5, TUNED) + read_toml("everyday6", EVERYDAY6, TUNED)
    everyday += read_toml("everyday7", EVERYDAY7, TUNED) + read_toml("everyday8", EVERYDAY8, TUNED)
    everyday += read_toml("everyday9", EVERYDAY9, TUNED)
    short = read_grouped("short", SHORT, TUNED) + read_grouped("mixed", MIXED, TUNED)
    short += read_grouped("mixed2", MIXED2, TUNED) + read_grouped("mixed3", MIXED3, TUNED)
    short += read_grouped("short2", SHORT2, TUNED) + read_grouped("mixed4", MIXED4, TUNED)
    short += read_grouped("mixed5", MIXED5, TUNED) + read_grouped("mixed6", MIXED6, TUNED)
    cases = written + [c for c in slipped if c is not None] + french + cards + everyday + short + read_fresh()
    return never_tuned_kept_apart(cases)


def asked(case):
    return " ".join(case.question.q.lower().split())


def never_tuned_kept_apart(cases):
    """The cases without a tuned question that a never-tuned set asks too: two writers wrote the same short query
    (`deathtouch trample`) eight times, and tuning on the tuned copy tuned on the never-tuned one."""
    never = {asked(c) for c in cases if c.part == NEVER_TUNED}
    return [c for c in cases if c.part == NEVER_TUNED or asked(c) not in never]


DERIVED = {"typos"}
# Keys next to each other on a QWERTY keyboard (the French questions too: AZERTY's few differences are ignored).
_NEAR = dict(
    zip(
        "qwertyuiopasdfghjklzxcvbnm",
        (
            "wa qes wrd etf ryg tuh yij uok ipl ol qsz wdax esfc rdgv tfhb ygjn uhkm ijl okp asx zsdc xdfv cfgb vghn "
            "bhjm njk"
        ).split(),
        strict=True,
    )
)


def with_typos(case):
    """The case asked with one or two slips of the keys, the same for every run (seeded by the case's id); None
    when no word is long enough to slip on."""
    rng = random.Random(f"typos:{case.id}")
    words = re.findall(r"\S+", case.question.q)
    cores = [re.fullmatch(r"(\w+)(\W*)", w) for w in words]
    slippable = [i for i, m in enumerate(cores) if m and len(m[1]) >= 5 and m[1].isalpha()]
    if not slippable:
        return None
    for i in rng.sample(slippable, min(len(slippable), 1 + (len(slippable) >= 6))):
        words[i] = _slip(cores[i][1], rng) + cores[i][2]
    question = replace(case.question, q=" ".join(words))
    return replace(case, set="typos", id=f"typos-{case.id}", question=question)


def _slip(word, rng):
    at = rng.randrange(1, len(word) - 1)
    kind = rng.choice(("drop", "double", "swap", "near"))
    if kind == "double":
        return word[:at] + word[at] + word[at:]
    if kind == "swap" and word[at] != word[at + 1]:
        return word[:at] + word[at + 1] + word[at] + word[at + 2 :]
    if kind == "near" and word[at].lower() in _NEAR:
        return word[:at] + rng.choice(_NEAR[word[at].lower()]) + word[at + 1 :]
    return word[:at] + word[at + 1 :]


# --- measures ----------------------------------------------------------------------------------------------------


@dataclass
class Outcome:
    """Where a question's first expected rule came (None: not in the top ten), and its expected ruling."""

    case: Case
    rank: int | None
    ruling_rank: int | None = None
    titles: list = field(default_factory=list)
    answer: str | None = None  # the answer box's rule, if one was shown
    answer_right: bool = False
    error: str = ""


def first_rank(case, results):
    """The 1-based rank of the first acceptable result in the top ten (an expected rule, or for the project's
    card questions the card's page or ruling), or None."""
    for rank, result in enumerate(results[:10], 1):
        if case.question.accepts(result):
            return rank
    return None


def ruling_matches(case, result):
    card, day, words = case.ruling
    if result.get("kind") != "ruling" or (result.get("date") or "")[:10] != day:
        return False
    names = {c.lower() for c in result.get("cards", [])}
    if card.lower() not in names:
        return False
    shown = result.get("text") or result.get("snippet") or ""
    return _start(words) in _start(shown) or _start(words) in _start(_ruling_text(result) or "")


def _ruling_text(result):
    """The whole text of a ruling result (its id is `ruling:` and the ruling's uid): a snippet shows the passages
    holding the query's words, and one that starts inside the ruling (`number of cards in your hand only while…`,
    Ensnaring Bridge's ruling that begins `Ensnaring Bridge's effect checks the number…`) hid a ruling in the top
    five from the measure."""
    uid = (result.get("id") or "").removeprefix("ruling:")
    if uid == (result.get("id") or ""):
        return None
    return Ruling.objects.filter(uid=uid).values_list("text", flat=True).first()


def _start(text):
    # A snippet is HTML: its marks out, its entities read ("Tarmogoyf&#x27;s" is "Tarmogoyf's").
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", text)).lower().split()[:4])


def measure(case, response):
    """The Outcome of one question from a /api/search answer."""
    results = response.get("results", [])[:10]
    ruling_rank = None
    if case.ruling:
        ruling_rank = next((i for i, r in enumerate(results, 1) if ruling_matches(case, r)), None)
    answer = response.get("answer")
    return Outcome(
        case=case,
        rank=first_rank(case, results),
        ruling_rank=ruling_rank,
        titles=[f"{r.get('number') or r.get('kind')}: {r.get('title', '')[:40]}" for r in results[:5]],
        answer=answer.get("rule") if answer else None,
        answer_right=bool(answer) and answers_it(case, answer.get("rule") or ""),
    )


def answers_it(case, rule):
    """Whether the answer box's rule answers a question: an expected rule; a rule the box shows with its first
    subrule (`506 Combat Phase` with 506.1) when that subrule was expected; or the keyword rule right above an
    expected subrule (`702.21 Ward` for 702.21a or 702.21b)."""
    if case.question.accepts_rule(rule) or any(case.question.accepts_rule(c) for c in first_children(rule)):
        return True
    return "." in rule and any(
        spec.rstrip("*").startswith(rule) and spec.rstrip("*")[len(rule) :].isalpha() for spec in case.question.rules
    )


@dataclass(frozen=True)
class Figures:
    questions: int
    p1: float
    hit5: float
    mrr10: float


def figures(outcomes):
    n = len(outcomes)
    if not n:
        return Figures(0, 0.0, 0.0, 0.0)
    return Figures(
        questions=n,
        p1=sum(o.rank == 1 for o in outcomes) / n,
        hit5=sum(o.rank is not None and o.rank <= 5 for o in outcomes) / n,
        mrr10=sum(1 / o.rank for o in outcomes if o.rank) / n,
    )


def table(outcomes):
    """{(set, part, group): Figures}, with group "all" for the whole part, and ("all", part, "all")."""
    keys = {}
    for o in outcomes:
        c = o.case
        whole = () if c.set in DERIVED else (("all", c.part, "all"),)
        for key in ((c.set, c.part, "all"), (c.set, c.part, c.group), *whole):
            keys.setdefault(key, []).append(o)
    return {key: figures(chosen) for key, chosen in keys.items()}
