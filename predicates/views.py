"""The predicates' JSON API and pages: list, detail with calculator, evaluation."""

import json

from django import forms
from django.http import Http404
from django.shortcuts import render
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET

from cards.models import Card
from cards.selectors import find_card
from dataversion.pages import shows
from predicates import card_costs
from predicates import links as predicate_links
from predicates.engine import casting, catalog, keywords, registry, spell_cost, ways_to_cast
from predicates.engine.errors import RuleError, shown
from predicates.engine.limits import MAX_BODY_BYTES, MAX_COST_TEXT, MAX_COSTS, MAX_JSON_DEPTH, MAX_NUMBER
from rulings_site.http import json_error, json_ok


def _summary(predicate):
    link = predicate_links.predicate_link(predicate)
    return {
        "name": predicate.name,
        "title": predicate.title,
        "url": link["url"],
        "evaluable": predicate.evaluate is not None,
        "fields": list(predicate.fields),
        "cases_passed": link["cases_passed"],
        "cases_failed": link["cases_failed"],
        "rules": predicate_links.resolved_rules(predicate),
    }


def _rules_applied(steps):
    """The rules the steps cite, in today's numbering with the older numbers alongside; steps get the same.

    A step may say which CR its number belongs to ("cr"); without it, the step numbering.
    """
    applied = {}
    out_steps = []
    for step in steps:
        number = step.get("rule")
        rule = None
        if number:
            key = (number, step.get("cr") or registry.STEP_NUMBERING)
            rule = applied.get(key) or predicate_links.step_rule(*key)
            applied[key] = rule
        out_steps.append(
            {
                **step,
                "rule": rule["number"] if rule else None,
                "rule_older": rule["older"] if rule else [],
                "rule_url": rule["url"] if rule else None,
                "rule_ref": rule,
            }
        )
    return list({r["number"]: r for r in applied.values()}.values()), out_steps


def evaluate(predicate, situation):
    """Run an evaluable predicate on a situation; the answer with its rules in today's numbering.

    The total cost reads cards by name (card, battlefield, spliced) through the cards app.
    """
    if predicate.name == "total_cost":
        situation = card_costs.resolve(situation)
    answer = predicate.evaluate(situation)
    rules_applied, steps = _rules_applied(answer.pop("steps"))
    return {**answer, "rules": rules_applied, "steps": steps}


def _error_rule(error):
    if not error.rule:
        return None
    return predicate_links.step_rule(error.rule, error.cr)


def _cases(predicate):
    """The case results; a case reasoned from the CR also gets its rules in today's numbering ("rules_today")."""
    today = {}
    cases = []
    for result in predicate_links.case_results(predicate.name):
        entry = result.as_dict()
        for number in entry["rules"]:
            if number not in today:
                today[number] = predicate_links.step_rule(number, predicate.numbering)
        entry["rules_cr"] = predicate.numbering
        entry["rules_today"] = [today[number] for number in entry["rules"]]
        cases.append(entry)
    return cases


# --- JSON API ---------------------------------------------------------------------------------


@shows()
@require_GET
def api_list(request):
    predicates = []
    for predicate in catalog.all_predicates():
        entry = _summary(predicate)
        entry["rulings"] = [
            {k: ruling[k] for k in ("text", "cases_passed", "cases_failed", "rulings", "cards")}
            for ruling in predicate_links.rulings_of(predicate)
        ]
        predicates.append(entry)
    return json_ok({"predicates": predicates})


class BadBody(Exception):
    """A POST body the API won't read: its message and status (400, 413 or 415) are the answer."""

    def __init__(self, message, status=400):
        super().__init__(message)
        self.message = message
        self.status = status


def _nested_deeper_than(text, limit):
    """Whether JSON text nests arrays or objects deeper than limit (brackets inside strings don't count).

    Checked before json.loads, whose recursion a body of a few thousand "[" exhausts (RecursionError).
    """
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > limit:
                return True
        elif char in "]}":
            depth -= 1
    return False


def read_situation(request):
    """The JSON object a POST sends, read within the limits; BadBody says why not."""
    if request.content_type != "application/json":
        raise BadBody("Send the situation as JSON with Content-Type: application/json.", status=415)
    try:
        announced = int(request.headers.get("content-length") or 0)
    except ValueError:
        announced = 0
    # Refused on the announced length, before the body is read.
    if announced > MAX_BODY_BYTES:
        raise BadBody(f"The body has {announced:,} bytes; a situation is at most {MAX_BODY_BYTES:,}.", status=413)
    body = request.body
    if len(body) > MAX_BODY_BYTES:
        raise BadBody(f"The body has {len(body):,} bytes; a situation is at most {MAX_BODY_BYTES:,}.", status=413)
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadBody(f"The body isn't UTF-8 text: byte {exc.start + 1} can't be read.") from None
    if _nested_deeper_than(text, MAX_JSON_DEPTH):
        raise BadBody(f"The body is nested more than {MAX_JSON_DEPTH} levels deep; a situation is a flat object.")
    try:
        situation = json.loads(text or "null")
    except ValueError as exc:
        raise BadBody(f"The body isn't valid JSON: {shown(str(exc), limit=200)}.") from None
    if not isinstance(situation, dict):
        raise BadBody('The situation must be a JSON object, e.g. {"mana_cost": "{X}{R}{R}{R}", "x": 3}.')
    return situation


# A JSON API for bots, which send no CSRF token: evaluating a situation reads
# and changes no data, so there is nothing for a forged request to abuse.
@csrf_exempt
def api_predicate(request, name):
    predicate = catalog.get(name)
    if predicate is None:
        names = ", ".join(p.name for p in catalog.all_predicates())
        return json_error(f"No predicate named {shown(name)}; the predicates are: {names}.", status=404)
    if request.method == "GET":
        entry = _summary(predicate)
        entry["doc"] = predicate.doc
        entry["cases"] = _cases(predicate)
        entry["rulings"] = predicate_links.rulings_of(predicate)
        return json_ok(entry)
    if request.method != "POST":
        return json_error("Use GET to read a predicate or POST a JSON situation to evaluate it.", status=405)
    if predicate.evaluate is None:
        evaluable = ", ".join(p.name for p in catalog.all_predicates() if p.evaluate)
        return json_error(f"{name} can't evaluate a situation; these can: {evaluable}.", status=400)
    try:
        situation = read_situation(request)
    except BadBody as bad:
        return json_error(bad.message, status=bad.status)
    try:
        answer = evaluate(predicate, situation)
    except RuleError as error:
        return json_error(error.message, status=400, field=error.field, rule=_error_rule(error))
    return json_ok({"predicate": predicate.name, **answer})


# --- pages ------------------------------------------------------------------------------------


class CostListField(forms.CharField):
    """Several costs in one box, separated by commas: "{1}, {2}{U}"."""

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", MAX_COSTS * (MAX_COST_TEXT + 2))
        super().__init__(**kwargs)

    def to_python(self, value):
        value = super().to_python(value)
        return [part.strip() for part in value.split(",") if part.strip()]


class CountField(forms.IntegerField):
    """A whole number from 0 to the engine's largest (a 4,301-digit one is "Enter a whole number.")."""

    def __init__(self, **kwargs):
        super().__init__(required=False, min_value=0, max_value=MAX_NUMBER, **kwargs)


class WordListField(forms.CharField):
    """Several words in one box, separated by commas: "buyback, escalate"."""

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", 1000)
        super().__init__(**kwargs)

    def to_python(self, value):
        value = super().to_python(value)
        return [part.strip() for part in value.split(",") if part.strip()]


class CardListField(forms.CharField):
    """Card names, one a line (names have commas: "Thalia, Guardian of Thraben")."""

    widget = forms.Textarea(attrs={"rows": 3})

    def __init__(self, **kwargs):
        kwargs.setdefault("max_length", MAX_COSTS * 200)
        super().__init__(**kwargs)

    def to_python(self, value):
        value = super().to_python(value)
        return [line.strip() for line in value.splitlines() if line.strip()]


class CreatureColorsField(WordListField):
    """Each untapped creature's colours, comma-separated: "G, WU, colorless"."""

    def to_python(self, value):
        words = super().to_python(value)
        return ["" if word.lower() in ("colorless", "colourless", "-") else word for word in words]


class ModeListField(WordListField):
    """The modes chosen, numbered from 1, comma-separated: "1, 3" (spree, tiered)."""

    def to_python(self, value):
        words = super().to_python(value)
        if not all(word.isascii() and word.isdigit() and len(word) <= 3 for word in words):
            raise forms.ValidationError("Enter the modes' numbers, comma-separated, e.g. 1, 3.")
        return [int(word) for word in words]


class PermanentValuesField(CardListField):
    """One a line, a battlefield card's name = its value: "Cloud Key = creature"; a name twice, one per copy."""

    def __init__(self, *, counts=False, **kwargs):
        self.counts = counts
        super().__init__(**kwargs)

    def to_python(self, value):
        values = {}
        for line in super().to_python(value):
            name, equals, given = line.rpartition("=")
            if not equals or not name.strip() or not given.strip():
                raise forms.ValidationError(f"Write each line as a card's name = its value, not {line[:40]!r}.")
            given = given.strip()
            digits = given.isascii() and given.isdigit() and len(given) <= 7
            if self.counts and not digits:
                raise forms.ValidationError(f"{name.strip()[:40]!r}: the counters are a whole number.")
            # Chorus of the Conclave's amount is a number, as the API takes it; no type, name or colour is digits.
            given = int(given) if digits else given
            values.setdefault(" ".join(name.split()), []).append(given)
        return {name: items[0] if len(items) == 1 else items for name, items in values.items()}


CAST_CHOICES = [
    ("", "its mana cost"),
    (spell_cost.WITHOUT_PAYING, spell_cost.WITHOUT_PAYING),
    (casting.PRINTED, "its own alternative cost (Force of Will, Daze, a Trap...)"),
    (ways_to_cast.DREAM_HALLS_CAST, "Dream Halls: discard a card sharing a colour (Dream Halls on the battlefield)"),
    (ways_to_cast.GRANTED, "the alternative cost a battlefield card gives (Rooftop Storm, Fist of Suns, Jodah)"),
    *[(name, name) for name in keywords.ALTERNATIVE],
]


CARD_HELP = "any name: Gatekeeper of Malakir, a split card's half (Fire), Turn // Burn to fuse both halves"


class CalculatorForm(forms.Form):
    """The inputs of the API, as a GET form that works without JavaScript."""

    card = forms.CharField(
        required=False,
        max_length=Card._meta.get_field("slug").max_length,
        label="Card (slug)",
        help_text="Fill the mana cost from a card, e.g. saheelis-directive.",
    )
    mana_cost = forms.CharField(
        required=False, max_length=MAX_COST_TEXT, label="Mana cost", help_text="e.g. {X}{R}{R}{R}"
    )
    x = CountField(label="X")
    alternative_cost = forms.CharField(
        required=False, max_length=MAX_COST_TEXT, label="Alternative cost", help_text="one only"
    )
    additional_costs = CostListField(required=False, label="Additional costs", help_text="comma-separated")
    increases = CostListField(required=False, label="Cost increases", help_text="comma-separated, e.g. {1} for Thalia")
    reductions = CostListField(required=False, label="Cost reductions", help_text="comma-separated")
    minimum_total = CountField(label="Minimum total", help_text="Trinisphere: 3")
    hybrid_paid_as = CostListField(
        required=False,
        label="Hybrid symbols paid as",
        help_text="the half announced for each hybrid symbol, in order (601.2b), e.g. {2} for {2/U}",
    )
    cast = forms.ChoiceField(required=False, choices=CAST_CHOICES, label="Cast for", help_text="one way only (118.9a)")
    kicked = CountField(label="Times kicked")
    additional = WordListField(
        required=False,
        label="Additional costs paid",
        help_text='keywords, comma-separated, e.g. buyback, escalate; "additional cost" for the card\'s own (pay {3})',
    )
    modes = ModeListField(
        required=False,
        label="Modes chosen (spree, tiered)",
        help_text="numbered from 1 in printed order, comma-separated: each adds its cost (702.172a, 702.183a)",
    )
    spliced = CardListField(required=False, label="Cards spliced onto it", help_text="one a line")
    battlefield = CardListField(
        required=False,
        label="Permanents that change costs",
        help_text='one a line, e.g. Thalia, Guardian of Thraben; "opponent\'s Grand Arbiter Augustin IV"',
    )
    chosen = PermanentValuesField(
        required=False,
        label="What was chosen for a permanent",
        help_text="one a line, name = choice: Cloud Key = creature; Urza's Incubator = Elf; Brago's Favor = "
        "Lightning Bolt; Seal of the Guildpact = RG; Semblance Anvil = the exiled card's types; Monastery Siege = "
        "Dragons",
    )
    counters = PermanentValuesField(
        counts=True,
        required=False,
        label="Counters a permanent's effect counts",
        help_text="one a line, name = number: Animar, Soul of Elements = 2 (+1/+1 counters); Mizzix of the "
        "Izmagnus = 3 (your experience counters)",
    )
    for_each = PermanentValuesField(
        counts=True,
        required=False,
        label='What another "for each" of a permanent counts',
        help_text="one a line, name = number: Rakdos, Lord of Riots = 5 (life your opponents lost this turn); "
        "Battlefield Thaumaturge = 2 (creatures the spell targets); Hum of the Radix = 3 (your artifacts)",
    )
    your_turn = forms.NullBooleanField(label="It is the caster's turn (Defense Grid)", help_text="unknown: yes")
    spells_cast_this_turn = CountField(label="Other spells its caster cast this turn (Damping Sphere)")
    first_creature_spell_this_turn = forms.NullBooleanField(
        label="The first creature spell its caster casts this turn (Conduit of Ruin, Hymn of the Wilds)"
    )
    targets = CardListField(
        required=False,
        label="What the spell targets",
        help_text='names, one a line: Icefall Regent, Spellwild Ouphe; "opponent\'s Silvergill Adept" (Kopala); '
        "opponent or you (a player: Monastery Siege)",
    )
    phyrexian_life = CountField(label="Phyrexian symbols paid with 2 life", help_text="announced, 601.2b")
    commander_casts = CountField(label="Commander: times cast before", help_text="commander tax, 903.8")
    zone = forms.ChoiceField(
        required=False,
        choices=[("", "where the way of casting casts from (else a hand)"), *[(z, z) for z in casting.ZONES]],
        label="Cast from",
        help_text="flashback, escape, harmonize, mayhem: a graveyard; foretell, madness: exile; warp: a hand",
    )
    prototyped = forms.BooleanField(required=False, label="Cast prototyped", help_text="718.3b")
    flashback_granted = forms.BooleanField(
        required=False, label="Flashback given by another card (Snapcaster Mage: its mana cost)", help_text="702.34a"
    )
    tapped_creature_power = CountField(label="Harmonize: power of the creature tapped")
    foretold_this_turn = forms.NullBooleanField(label="Foretold this turn (foretell)")
    discarded = forms.NullBooleanField(label="Discarded (madness; this turn for mayhem)")
    opponent_lost_life = forms.NullBooleanField(label="An opponent lost life this turn (spectacle)")
    another_spell_cast = forms.NullBooleanField(label="Another spell was cast this turn (surge)")
    combat_damage_dealt = forms.NullBooleanField(
        label="Combat damage dealt to a player this turn (prowl: by one of its types; freerunning: by an Assassin "
        "or a commander)"
    )
    sacrificed_mana_value = CountField(label="Emerge: sacrificed creature's mana value")
    sacrificed_mana_cost = forms.CharField(
        required=False, max_length=MAX_COST_TEXT, label="Offering: sacrificed permanent's mana cost"
    )
    opponents = CountField(label="Opponents (undaunted)", help_text="default 1")
    affinity_count = CountField(label="Affinity: how many you control", help_text="default: untapped artifacts")
    untapped_creatures = CreatureColorsField(
        required=False, label="Untapped creatures (convoke)", help_text="each one's colours: G, WU, colorless"
    )
    graveyard_cards = CountField(
        label="Other cards in your graveyard (delve; escape's cards to exile)",
        help_text="as the costs are paid: the card cast is on the stack by then",
    )
    tapped_creatures = CountField(label="Tapped creatures you control (web-slinging returns one)")
    own_cost_count = CountField(
        label="What its own cost text counts",
        help_text='"This spell costs {1} less to cast for each creature on the battlefield": how many',
    )
    own_cost_condition = forms.NullBooleanField(label='Its own cost text\'s condition is met ("costs {1} less ... if")')
    assist = CountField(label="Generic mana another player pays (assist)")
    untapped_artifacts = CountField(label="Untapped artifacts")
    tap = CountField(label="Artifacts to tap", help_text="empty: as many as can pay")
    tapped_for_mana = CountField(label="Artifacts tapped for mana")
    sacrificed_for_mana = CountField(label="Artifacts sacrificed for mana")


def _only_the_card(query, shown):
    return [name for name in shown if query.get(name, "").strip()] == ["card"]


def _situation(predicate, data):
    return {name: data[name] for name in predicate.fields if data.get(name) not in (None, "", [])}


@shows()
@require_GET
def predicate_list(request):
    predicates = []
    for predicate in catalog.all_predicates():
        entry = _summary(predicate)
        entry["rulings"] = predicate_links.rulings_of(predicate)
        predicates.append(entry)
    return render(request, "predicates/list.html", {"predicates": predicates})


@require_GET
def predicate_detail(request, name):
    predicate = catalog.get(name)
    if predicate is None:
        raise Http404(f"No predicate named {name}")
    context = {
        "predicate": _summary(predicate),
        "doc": predicate.doc,
        "cases": _cases(predicate),
        "rulings": predicate_links.rulings_of(predicate),
    }
    status = 200
    if predicate.evaluate is not None:
        shown = [name for name in CalculatorForm.base_fields if name in predicate.fields or name == "card"]
        # Other query parameters (a tracking tag, a version) don't make a submission.
        submitted = any(name in request.GET for name in shown)
        form = CalculatorForm(request.GET if submitted else None)
        # Only the fields this predicate reads are shown.
        for field_name in list(form.fields):
            if field_name not in shown:
                del form.fields[field_name]
        if predicate.name == "total_cost":
            form.fields["card"].label, form.fields["card"].help_text = "Card", CARD_HELP
        context["form"] = form
        if submitted:
            if form.is_valid():
                data = dict(form.cleaned_data)
                card = None
                if data.get("card") and predicate.name == "total_cost":
                    # Any name the card API accepts; the engine reads the card itself.
                    card = find_card(data["card"])
                elif data.get("card"):
                    card = Card.objects.filter(slug=data["card"].strip()).first()
                    if card is None:
                        form.add_error("card", f"No card with the slug {data['card']!r}.")
                    elif not data.get("mana_cost"):
                        data["mana_cost"] = card.mana_cost
                context["card"] = card
                if form.is_valid():
                    try:
                        context["answer"] = evaluate(predicate, _situation(predicate, data))
                    except RuleError as error:
                        field_name = (error.field or "").split("[")[0]
                        form.add_error(field_name if field_name in form.fields else None, error.message)
                        context["error_rule"] = _error_rule(error)
                        # A card page's link (the card alone) to a card whose cost needs a choice first (a spree
                        # spell's modes, a split card's half): the form says what to choose; nothing was sent wrong.
                        context["choose_first"] = card is not None and _only_the_card(request.GET, shown)
            if not form.is_valid() and not context.get("choose_first"):
                status = 400
    return render(request, "predicates/detail.html", context, status=status)
