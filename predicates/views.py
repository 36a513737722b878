"""The predicates' JSON API and pages: list, detail with calculator, evaluation."""

import json

from django.http import Http404
from django.shortcuts import render
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET

from cards.models import Card
from cards.selectors import find_card
from dataversion.pages import shows
from predicates import card_costs
from predicates import links as predicate_links
from predicates.calculator_form import CARD_HELP, CalculatorForm
from predicates.engine import catalog, registry
from predicates.engine.errors import RuleError, shown
from predicates.engine.limits import MAX_BODY_BYTES, MAX_JSON_DEPTH
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
