"""Prints what the load visits, as JSON, from the database the nodes serve (run with the nodes' environment):
rule numbers, card pages, CR versions for diffs and changes, translations for the editors to save."""

import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "rulings_site.settings")

import django

django.setup()

from django.urls import reverse  # noqa: E402

from cards.models import Card  # noqa: E402
from rules.models import CRVersion, RuleParagraph  # noqa: E402
from translations.models import Translation  # noqa: E402

current = CRVersion.current()
versions = [str(v.effective_date) for v in CRVersion.objects.order_by("effective_date")]
cards = list(Card.objects.order_by("pk")[:200])
print(
    json.dumps(
        {
            "rules": [
                reverse("rules:rule", args=[n])
                for n in RuleParagraph.objects.filter(version=current).values_list("number", flat=True)[:300]
            ],
            "api_rules": [
                reverse("api:rule", args=[n])
                for n in RuleParagraph.objects.filter(version=current).values_list("number", flat=True)[:300]
            ],
            "cards": [card.get_absolute_url() for card in cards],
            "api_cards": [reverse("api:card", args=[card.slug]) for card in cards],
            "diffs": [reverse("rules:diff", args=[a, b]) for a, b in zip(versions, versions[1:], strict=False)],
            "changes": [reverse("api:changes", args=[a, b]) for a, b in zip(versions, versions[1:], strict=False)],
            "translations": [
                reverse("editor:translation", args=[pk])
                for pk in Translation.objects.exclude(text="").filter(ruling__isnull=False).values_list("pk", flat=True)
            ],
            "login": reverse("login"),
            "search": reverse("search:search"),
            "api_search": reverse("api:search"),
        }
    )
)
