"""Static abilities of permanents that change what spells cost, read from the permanents' rules text.

Rules (CR of 2025-11-14): 601.2f adds cost increases and takes away cost reductions, then applies effects that
directly affect the total cost (Trinisphere's "costs three mana"); 118.7a-g say how a reduction applies.

Read: "[quality] spells [you cast | your opponents cast] cost {N} more|less to cast." (Thalia, Guardian of Thraben;
Edgewalker's "This effect reduces only the amount of colored mana you pay." after it;
Sphere of Resistance; Goblin Electromancer; the Medallions; Grand Arbiter Augustin IV...), "[quality] spells you
cast have convoke|improvise|delve" (Chief Engineer, Inspiring Statuary), and Trinisphere's minimum. A quality is
colours (white, multicolored, colorless), card types (creature, instant and sorcery, noncreature) or subtypes
(Goblin, Dragon), "X spells and Y spells" for either. A sentence with a condition the site can't see ("for each
+1/+1 counter", "that target", "the first ... each turn", "of the chosen type") is reported, not guessed.
"""

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from .errors import RuleError, shown
from .mana import COLORS, ManaCost, parse_cost, symbol_colors

NUMBERING = "2025-11-14"
RULE_TOTAL = "601.2f"

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
CARD_TYPES = {"artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker", "land", "battle", "kindred"}
# Words of a quality that a changeling spell isn't for being every creature type: card types, supertypes, the
# subtypes of other card types that cost effects name (205.3).
NOT_CREATURE_TYPES = CARD_TYPES | {
    *("legendary", "basic", "snow", "world", "historic", "permanent", "aura", "equipment", "vehicle", "arcane"),
    *("trap", "saga", "curse", "shrine", "fortification", "lesson", "adventure", "clue", "food", "treasure", "gate"),
}
COLOR_DEFINING = re.compile(
    r"^(?:this \w+|(?P<name>[^\n.]+?)) is "
    r"(?P<colors>colorless|all colors|(?:(?:white|blue|black|red|green)(?:, | and |, and )?)+)\.?$",
    re.IGNORECASE | re.MULTILINE,
)
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}

_SENTENCE = re.compile(
    r"^(?P<quality>[A-Za-z ,-]*?)\s*spells?(?P<who> you cast| your opponents cast| an opponent casts)?"
    r" costs? (?P<cost>(?:\{[^}]+\})+) (?P<way>more|less) to cast$",
    re.IGNORECASE,
)
_GRANT = re.compile(
    r"^(?P<quality>[A-Za-z ,-]*?)\s*spells you cast have "
    r"(?P<keyword>convoke|improvise|delve|affinity for (?P<what>[A-Za-z]+))$",
    re.IGNORECASE,
)
_KEYWORD_COST = re.compile(
    r"^(?P<keyword>[A-Z][a-z-]+) costs(?P<who> you pay| your opponents pay)? cost (?P<up_to>up to )?"
    r"(?P<cost>(?:\{[^}]+\})+) (?P<way>more|less)$"
)
# Chorus of the Conclave: an additional cost its controller may pay for their spells of the quality, any amount
# of mana chosen as the spell is cast (601.2b); the amount is the situation's `chosen`.
_ANY_AMOUNT = re.compile(
    r"^As an additional cost to cast (?P<quality>[A-Za-z ,-]*?) spells, you may pay any amount of mana$", re.I
)
_MINIMUM = re.compile(r"costs? less than (?P<less>\w+) mana to cast costs? (?P<most>\w+) mana to cast", re.IGNORECASE)
_REMINDER = re.compile(r"\([^()]*\)")
_COLORED_ONLY = re.compile(r"^This effect reduces only the amount of colou?red mana you pay$", re.IGNORECASE)
_MENTIONS_COST = re.compile(r"\bcosts? .*\b(more|less) to cast|\bmana to cast\b|spells you cast have", re.IGNORECASE)


@dataclass(frozen=True)
class SpellFacts:
    """What a cost effect may ask of the spell being cast."""

    colors: frozenset
    types: frozenset  # card types and subtypes, lower case
    face_down: bool = False  # cast face down (morph, disguise): Dream Chisel's "face-down creature spells"
    every_creature_type: bool = False  # changeling (702.73a): a Cleric spell, a Goblin spell...
    name: str = ""  # Brago's Favor's "Spells with the chosen name"


@dataclass(frozen=True)
class Effect:
    source: str  # the permanent's name
    kind: str  # increase, reduction, minimum, grant, additional (Chorus of the Conclave)
    cost: ManaCost = ManaCost()
    amount: int = 0  # for a minimum
    keyword: str = ""  # for a grant
    granted_quality: str = ""  # a granted affinity's "artifacts" (Mycosynth Golem)
    text: str = ""  # the sentence
    quality: str = ""  # which spells: "Noncreature", "Instant and sorcery"; "" for every spell
    colored_only: bool = False  # "This effect reduces only the amount of colored mana you pay." (Edgewalker)
    # A fact of the game the effect depends on, given by the situation (battlefield.py reads it):
    condition: str = ""  # "chosen type", "chosen name", "exiled card type", "not your turn", "target"
    per: str = ""  # "counters", "chosen colors": the cost is paid once per each
    target: str = ""  # for "target": the name a spell must target ("it": the permanent itself); for "target
    # controlled": the type of the permanent its controller controls ("merfolk", "permanent")
    target_player: bool = False  # "that target you or a permanent you control" (Monastery Siege): the player too
    anchor: str = ""  # "• Dragons — ...": applies only when that anchor word was chosen (614.12c, Monastery Siege)
    up_to: bool = False  # "cost up to {2} less": the player may take less; the full amount is what helps
    threshold: int = 0  # "with power 4 or greater": 4
    counted: str = ""  # for "for each": what it counts ("artifact its controller controls")
    # "Flashback costs you pay cost up to {2} less" (Catalyst Stone), "Buyback costs cost {2} less" (Memory Crystal),
    # "Dash costs you pay cost {2} less" (Warbringer): only when that keyword's cost is paid, and a reduction only of
    # that cost's generic mana (Memory Crystal's and Warbringer's rulings).
    keyword_cost: str = ""


def _word_matches(word: str, spell: SpellFacts) -> bool:
    word = word.lower().strip()
    if word in ("", "each", "a", "other"):  # "other Dragon spells" (The Ur-Dragon, away from the stack)
        return True
    if word in COLOR_WORDS:
        return COLOR_WORDS[word] in spell.colors
    if word in ("colorless",):
        return not spell.colors
    if word in ("multicolored",):
        return len(spell.colors) > 1
    if word in ("monocolored",):
        return len(spell.colors) == 1
    if word in ("face-down", "face-up"):
        return spell.face_down == (word == "face-down")
    if word == "historic":  # 700.6: legendary, an artifact or a Saga (Jhoira's Familiar)
        return bool({"legendary", "artifact", "saga"} & spell.types)
    if word.startswith("non"):
        return not _word_matches(word[3:].lstrip("-"), spell)
    if word.rstrip("s") in spell.types or word in spell.types:
        return True
    return spell.every_creature_type and word.rstrip("s") not in NOT_CREATURE_TYPES


def quality_matches(quality: str, spell: SpellFacts) -> bool:
    """Whether a spell has the quality: "Instant and sorcery" is either type; "Green enchantment" both words."""
    quality = re.sub(r"\bspells?\b", "", quality, flags=re.IGNORECASE).strip(" ,")
    if not quality:
        return True
    for alternative in re.split(r"\s+(?:and|or)\s+|,\s*", quality):
        if all(_word_matches(word, spell) for word in alternative.split()):
            return True
    return False


def _sentences(text: str | None) -> Iterator[str]:
    text = re.sub(r"\([^()]*\)", "", text or "")
    for line in text.splitlines():
        for sentence in re.split(r"(?<=\.)\s+", line.strip()):
            yield sentence.strip().rstrip(".").rstrip()


def _number(word: str) -> int | None:
    word = word.lower()
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word)


# Conditions a sentence may carry that the situation states (chosen, counters, your_turn, targets): each is taken
# out of the sentence, which is then read as any other, and kept on the effect.
_CONDITIONS = (
    (re.compile(r" of the chosen type(?= )", re.I), "condition", "chosen type"),
    (re.compile(r" with the chosen name(?= )", re.I), "condition", "chosen name"),
    (re.compile(r" that share a card type with the exiled card(?= )", re.I), "condition", "exiled card type"),
    (re.compile(r" except during its controller's turn$", re.I), "condition", "not your turn"),
    (re.compile(r" for each (?:\+1/\+1 counter on [^.]+|experience counter you have)$", re.I), "per", "counters"),
    (re.compile(r" for each of the chosen colors it is$", re.I), "per", "chosen colors"),
    # Damping Sphere: every player's spells, once for each other spell its caster cast this turn.
    (re.compile(r" for each other spell that player has cast this turn$", re.I), "per", "spells this turn"),
    # The spell's own characteristics (Goreclaw, Krosan Drover, Warden of Evos Isle): no field needed.
    (re.compile(r" with power (?P<n>\d+) or greater(?= )", re.I), "condition", "power"),
    (re.compile(r" with (?:converted mana cost|mana value) (?P<n>\d+) or greater(?= )", re.I), "condition", "mv"),
    (re.compile(r" with flying(?= )", re.I), "condition", "flying"),
    # "The first creature spell you cast each turn" (Conduit of Ruin, Hymn of the Wilds).
    (re.compile(r"^The first (?=creature spell you cast each turn )", re.I), "condition", "first creature spell"),
    # Kindly Cognician: the word "artifact" or "Contraption" in the spell's rules text (its ruling of 2018-01-19).
    (re.compile(r" that refer to artifacts or Contraptions in their rules text(?= )", re.I), "condition", "refers"),
    # Mistform Warchief: its own creature types, or the one it became this turn (chosen).
    (re.compile(r" that share a creature type with [^.]+?(?= costs? )", re.I), "condition", "shares creature type"),
    # Myth Unbound: "Your commander costs {1} less to cast for each time it's been cast from the command zone this
    # game": the spell is the caster's commander, counted by commander_casts (903.8).
    (re.compile(r" for each time it's been cast from the command zone this game$", re.I), "per", "commander casts"),
)
_YOUR_COMMANDER = re.compile(r"^Your commander (?=costs? )")
_FOR_EACH = re.compile(r" for each (?P<what>[^.]+)$", re.I)
_WHO = re.compile(r" (?:each turn|a player casts)(?= costs? )", re.I)
_TARGET = re.compile(r" that targets? (?P<target>it|[A-Z][^.]*?)(?= costs? )")
# Kopala's "that target a Merfolk you control", Monastery Siege's "that target you or a permanent you control":
# "you" is the permanent's controller.
_TARGET_CONTROLLED = re.compile(
    r" that targets? (?P<player>you or )?an? (?P<what>permanent|[A-Z][a-z]+|[a-z]+) you control(?= costs? )"
)
# An anchor word (614.12c, "• Dragons — "): the ability exists only when that word was chosen.
_ANCHOR = re.compile(r"^•\s*(?P<word>[A-Z][a-z]+)\s*—\s*")
_UP_TO = re.compile(r"(?<= cost) up to(?= \{)|(?<= costs) up to(?= \{)")
_PREFIX = re.compile(
    r"^(?:As long as [^,]+ is untapped, "
    r"|As long as [^,]+ is on the stack, "
    r"|(?:Eminence — )?As long as [^,]+ is in the command zone or on the battlefield, )"
)


def _conditions(sentence: str) -> tuple[str, dict[str, Any]]:
    """The sentence without its conditions, and the conditions as Effect fields."""
    found: dict[str, Any] = {}
    for pattern, field, value in _CONDITIONS:
        hit = pattern.search(sentence)
        if hit:
            found[field] = value
            if "n" in pattern.groupindex:
                found["threshold"] = int(hit["n"])
            sentence = pattern.sub("", sentence)
    counted = _FOR_EACH.search(sentence)
    if counted and "per" not in found and not sentence.lower().startswith("this spell"):
        # Any other "for each" (Hum of the Radix's artifacts, Rakdos's life lost, Locket of Yesterdays' cards,
        # Battlefield Thaumaturge's targeted creatures): the number the situation gives for it (for_each).
        found.update(per="for each", counted=counted["what"])
        sentence = sentence[: counted.start()]
    if found.get("per") == "spells this turn" or found.get("condition") == "first creature spell":
        sentence = _WHO.sub("", sentence)
    controlled = _TARGET_CONTROLLED.search(sentence)
    if controlled:
        found.update(
            condition="target controlled", target=controlled["what"].lower(), target_player=bool(controlled["player"])
        )
        sentence = sentence[: controlled.start()] + sentence[controlled.end() :]
    target = _TARGET.search(sentence)
    if target:
        found.update(condition="target", target=target["target"])
        sentence = sentence[: target.start()] + sentence[target.end() :]
    sentence, n = _UP_TO.subn("", sentence)
    if n:
        found["up_to"] = True
    return sentence, found


# A triggered or activated ability's one-turn effect ("Whenever Hardened Berserker attacks, the next spell you cast
# this turn costs {1} less to cast"; Saheeli's "+1: ..."; Will Kenrith's "Until your next turn, ... spells that
# player casts cost {2} less"): read only when the situation says it happened (`triggered`), as the effect it makes.
_TRIGGER = re.compile(r"^(?:(?:Whenever|When) [^,]+, |[+−-]?\d+: |Until your next turn, )+")
_ONE_TURN = (
    (re.compile(r"^the next spell you cast this turn costs", re.I), "Spells you cast cost"),
    (re.compile(r"^The next spell you cast this turn costs", re.I), "Spells you cast cost"),
    (re.compile(r" (?:you cast|that player casts) this turn cost", re.I), " you cast cost"),
    (re.compile(r" that player casts cost", re.I), " you cast cost"),
    (re.compile(r" to cast this turn$", re.I), " to cast"),
    (re.compile(r" as you cast it$", re.I), ""),
)


def one_turn(sentence: str) -> str | None:
    """The effect a triggered or activated ability's sentence makes, read as a static one; None if it isn't one."""
    trigger = _TRIGGER.match(sentence)
    if not trigger and " this turn" not in sentence:
        return None
    sentence = sentence[trigger.end() :] if trigger else sentence
    sentence = sentence[:1].upper() + sentence[1:]
    for pattern, replacement in _ONE_TURN:
        sentence = pattern.sub(replacement, sentence)
    return sentence


def effects_of(
    name: str, text: str | None, *, controller: str, triggered: bool = False
) -> tuple[list[Effect], list[str]]:
    """The cost effects of a permanent named name with these rules; controller is "you" or "opponent"; triggered:
    its one-turn effects happened this turn and apply (battlefield's `triggered`)."""
    effects, unread = [], []
    for sentence in _sentences(text):
        if triggered and (effect := one_turn(sentence)) is not None and _MENTIONS_COST.search(sentence):
            sentence = effect
        sentence = _PREFIX.sub("", sentence)
        anchor = _ANCHOR.match(sentence)
        sentence = _PREFIX.sub("", sentence[anchor.end() :]) if anchor else sentence
        said = sentence  # as printed, conditions included
        commander = _YOUR_COMMANDER.match(sentence)
        if commander:
            sentence = "Spells you cast " + sentence[commander.end() :]
        sentence, conditions = _conditions(sentence)
        if commander:
            conditions["condition"] = "commander"
        if anchor:
            conditions["anchor"] = anchor["word"]
        minimum = _MINIMUM.search(sentence)
        if minimum and _number(minimum.group("less")) and _number(minimum.group("most")):
            effects.append(Effect(name, "minimum", amount=_number(minimum.group("most")) or 0, text=sentence))
            continue
        if _COLORED_ONLY.match(sentence) and effects and effects[-1].kind == "reduction":
            effects[-1] = replace(effects[-1], colored_only=True, text=f"{effects[-1].text}. {sentence}")
            continue
        keyword_cost = _KEYWORD_COST.match(sentence)
        if keyword_cost:
            who = (keyword_cost["who"] or "").strip()
            if (who == "you pay" and controller != "you") or (who == "your opponents pay" and controller == "you"):
                continue
            kind = "increase" if keyword_cost["way"] == "more" else "reduction"
            cost, up_to = parse_cost(keyword_cost["cost"]), bool(keyword_cost["up_to"])
            keyword = keyword_cost["keyword"].lower()
            effects.append(Effect(name, kind, cost=cost, text=said, keyword_cost=keyword, up_to=up_to))
            continue
        grant = _GRANT.match(sentence)
        if grant:
            if controller == "you":
                keyword = "affinity" if grant["what"] else grant["keyword"].lower()
                effects.append(
                    Effect(
                        name,
                        "grant",
                        keyword=keyword,
                        text=sentence,
                        quality=grant["quality"],
                        granted_quality=grant["what"] or "",
                    )
                )
            continue
        any_amount = _ANY_AMOUNT.match(sentence)
        if any_amount:
            if controller == "you":
                effects.append(Effect(name, "additional", text=said, quality=any_amount["quality"], per="any amount"))
            continue
        found = _SENTENCE.match(sentence)
        if found:
            who = (found.group("who") or "").strip().lower()
            if (who == "you cast" and controller != "you") or (who and who != "you cast" and controller == "you"):
                continue
            kind = "increase" if found.group("way").lower() == "more" else "reduction"
            effects.append(
                Effect(name, kind, cost=parse_cost(found["cost"]), text=said, quality=found["quality"], **conditions)
            )
        elif _MENTIONS_COST.search(sentence):
            unread.append(sentence)
    return effects, unread


# An alternative cost a permanent gives its controller's spells (118.9): Rooftop Storm, Fist of Suns, Jodah; cast
# with it in ways_to_cast.py. Kentaro's {X} is the spell's own mana value (`own_value`); As Foretold's {0} is for a
# spell of mana value at most its counters (`counted`), once each turn (`once`). Any other ending isn't matched.
_MANA_VALUE = r"(?:converted mana cost|mana value)"
_GIVES_ALTERNATIVE = re.compile(
    r"(?P<once>Once each turn, )?You may pay (?P<cost>(?:\{[^}]+\})+) rather than pay the mana cost for "
    r"(?:a )?(?P<quality>[^.,]*?)\s*spells? (?:that )?you cast"
    rf"(?:(?P<own_value>, where X is that spell's {_MANA_VALUE})"
    rf"| with {_MANA_VALUE} X or less, where X is the number of (?P<counted>[\w+/-]+ counters) on [^.]+)?\.",
    re.IGNORECASE,
)


def gives_alternative(text: str | None) -> re.Match[str] | None:
    return _GIVES_ALTERNATIVE.search(text or "")


def applies(effect: Effect, spell: SpellFacts) -> bool:
    return effect.kind == "minimum" or quality_matches(effect.quality, spell)


def permanent_effects(permanent: dict[str, Any], spell: SpellFacts) -> tuple[str, list[Effect]]:
    """The effects of one permanent given as {"name", "oracle_text", "controller"} that apply to the spell.

    A permanent whose only cost sentences are about opponents' spells is an opponent's unless said otherwise.
    """
    name, text = permanent["name"], permanent.get("oracle_text", "")
    controller = controller_of(permanent)
    triggered = bool(permanent.get("triggered"))
    effects, unread = effects_of(name, text, controller=controller, triggered=triggered)
    other = "opponent" if controller == "you" else "you"
    if not effects and effects_of(name, text, controller=other, triggered=triggered)[0]:
        # Kopala of the caster's own: its effect is on its controller's opponents' spells, not on this one.
        return controller, []
    if not effects:
        why = f" ({shown(unread[0], limit=120)}: a condition this site can't see)" if unread else ""
        if unread and not triggered and any(one_turn(u) for u in unread):
            why += '; if that ability\'s effect happened this turn and applies to this spell, give triggered: ["name"]'
        raise RuleError(
            f"battlefield: {shown(name, limit=80)} has no static ability this site reads as changing what a spell "
            f"costs{why}.",
            field="battlefield",
            rule=RULE_TOTAL,
            cr=NUMBERING,
        )
    return controller, [e for e in effects if applies(e, spell)]


def controller_of(permanent: dict[str, Any]) -> str:
    """ "you" or "opponent": as given, else an opponent's when its only cost sentences are about opponents' spells."""
    controller = permanent.get("controller")
    if controller is not None:
        return controller
    name, text = permanent["name"], permanent.get("oracle_text", "")
    triggered = bool(permanent.get("triggered"))
    mine, _ = effects_of(name, text, controller="you", triggered=triggered)
    theirs, _ = effects_of(name, text, controller="opponent", triggered=triggered)
    only_theirs = not any(e.kind in ("increase", "reduction", "grant") for e in mine) and any(
        e.kind in ("increase", "reduction") for e in theirs
    )
    return "opponent" if only_theirs else "you"


def spell_facts(
    mana_cost: ManaCost,
    type_line: str | None,
    colors: Iterable[str] | None = None,
    *,
    face_down: bool = False,
    text: str = "",
    name: str = "",
) -> SpellFacts:
    """The colours (from the mana cost unless given, 202.2), the types and subtypes of a spell, face down or not.

    The spell's own text may define them (604.3, characteristic-defining abilities that work in every zone):
    devoid (702.114a) and "Ghostfire is colorless." make it colourless, changeling (702.73a) every creature type.
    """
    if colors is None:
        colors = {c for body in mana_cost.symbols for c in symbol_colors(body)}
    text = _REMINDER.sub("", text or "")
    defined = text_colors(text, name)
    if defined is not None:
        colors = defined
    words = re.split(r"[\s—-]+", (type_line or "").lower())
    every = bool(re.search(r"(?:^|\n|, )Changeling\b", text))
    return SpellFacts(
        frozenset(c for c in colors if c in COLORS), frozenset(w for w in words if w), face_down, every, name or ""
    )


def text_colors(text: str, name: str) -> set[str] | None:
    """The colours the spell's text defines (devoid, "Ghostfire is colorless."), or None when it defines none."""
    if re.search(r"(?:^|\n)Devoid\b", text):
        return set()
    for found in COLOR_DEFINING.finditer(text):
        if found["name"] and found["name"].lower() != (name or "").lower():
            continue
        words = found["colors"].lower()
        if words == "colorless":
            return set()
        if words == "all colors":
            return set(COLORS)
        return {COLOR_WORDS[w] for w in re.findall(r"white|blue|black|red|green", words)}
    return None


__all__ = ["CARD_TYPES", "Effect", "SpellFacts", "effects_of", "permanent_effects", "spell_facts"]
