"""A page's queries do not grow with what it lists (issue 24, point 4: no anonymous request over 0.5 s of CPU).

The glossary read each entry's emphasis in a query of its own (`.only("term", "text")`, then the template asked
for `emphasis`): 725 queries and 0.4-0.5 s of CPU on the corpus's 2025 glossary.
"""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from rules.models import CRVersion, GlossaryEntry

pytestmark = pytest.mark.django_db


def queries(client, path):
    with CaptureQueriesContext(connection) as captured:
        assert client.get(path).status_code == 200
    return len(captured)


def test_the_glossary_costs_the_same_queries_whatever_its_length(client):
    newest = CRVersion.objects.order_by("-effective_date").first()
    before = queries(client, "/rules/glossary")
    start = GlossaryEntry.objects.filter(version=newest).count()
    GlossaryEntry.objects.bulk_create(
        GlossaryEntry(version=newest, term=f"Zzz term {i}", text=f"Text {i}.", emphasis=["Zzz"], position=start + i)
        for i in range(20)
    )
    assert queries(client, "/rules/glossary") <= before
