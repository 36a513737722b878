"""The predicates' JSON API and pages: list, detail with calculator, evaluation."""

import json

from django import forms
from django.http import Http404
from django.shortcuts import render
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET

from cards.models import Card
from predicates import links as predicate_links
from predicates.engine import catalog, registry
from predicates.engine.errors import RuleError
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
    """Run an evaluable predicate on a situation; the answer with its rules in today's numbering."""
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


# A JSON API for bots, which send no CSRF token: evaluating a situation reads
# and changes no data, so there is nothing for a forged request to abuse.
@csrf_exempt
def api_predicate(request, name):
    predicate = catalog.get(name)
    if predicate is None:
        names = ", ".join(p.name for p in catalog.all_predicates())
        return json_error(f"No predicate named {name!r}; the predicates are: {names}.", status=404)
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
    if request.content_type != "application/json":
        return json_error("Send the situation as JSON with Content-Type: application/json.", status=415)
    try:
        situation = json.loads(request.body or b"null")
    except (ValueError, UnicodeDecodeError) as exc:
        return json_error(f"The body isn't valid JSON: {exc}.", status=400)
    if not isinstance(situation, dict):
        return json_error(
            'The situation must be a JSON object, e.g. {"mana_cost": "{X}{R}{R}{R}", "x": 3}.', status=400
        )
    try:
        answer = evaluate(predicate, situation)
    except RuleError as error:
        return json_error(error.message, status=400, field=error.field, rule=_error_rule(error))
    return json_ok({"predicate": predicate.name, **answer})


# --- pages ------------------------------------------------------------------------------------


class CostListField(forms.CharField):
    """Several costs in one box, separated by commas: "{1}, {2}{U}"."""

    def to_python(self, value):
        value = super().to_python(value)
        return [part.strip() for part in value.split(",") if part.strip()]


class CalculatorForm(forms.Form):
    """The inputs of the API, as a GET form that works without JavaScript."""

    card = forms.CharField(
        required=False, label="Card (slug)", help_text="Fill the mana cost from a card, e.g. saheelis-directive."
    )
    mana_cost = forms.CharField(required=False, label="Mana cost", help_text="e.g. {X}{R}{R}{R}")
    x = forms.IntegerField(required=False, min_value=0, label="X")
    alternative_cost = forms.CharField(required=False, label="Alternative cost", help_text="one only")
    additional_costs = CostListField(required=False, label="Additional costs", help_text="comma-separated")
    increases = CostListField(required=False, label="Cost increases", help_text="comma-separated, e.g. {1} for Thalia")
    reductions = CostListField(required=False, label="Cost reductions", help_text="comma-separated")
    minimum_total = forms.IntegerField(required=False, min_value=0, label="Minimum total", help_text="Trinisphere: 3")
    untapped_artifacts = forms.IntegerField(required=False, min_value=0, label="Untapped artifacts")
    tap = forms.IntegerField(
        required=False, min_value=0, label="Artifacts to tap", help_text="empty: as many as can pay"
    )
    tapped_for_mana = forms.IntegerField(required=False, min_value=0, label="Artifacts tapped for mana")
    sacrificed_for_mana = forms.IntegerField(required=False, min_value=0, label="Artifacts sacrificed for mana")


def _situation(predicate, data):
    return {name: data[name] for name in predicate.fields if data.get(name) not in (None, "", [])}


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
        context["form"] = form
        if submitted:
            if form.is_valid():
                data = dict(form.cleaned_data)
                card = None
                if data.get("card"):
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
            if not form.is_valid():
                status = 400
    return render(request, "predicates/detail.html", context, status=status)
