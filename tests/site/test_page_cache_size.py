"""Big answers are kept in the page cache too, up to PAGE_CACHE_MAX_BYTES. The changes between two distant CR
versions are the big ones (1.3 MB of JSON from the sample's 2022 excerpt to today's whole CR, 107 ms of CPU to
build); under 512 KB only, they were built again for every visitor."""

import pytest
from django.urls import reverse

from rules.models import RuleParagraph
from tests.builders import make_cr_version

pytestmark = pytest.mark.django_db


@pytest.fixture
def big_changes():
    """A version whose changes from the one before it make about 800 KB of JSON."""
    old = make_cr_version("2031-01-01")
    new = make_cr_version("2031-06-01")
    text = "Whenever a player casts a spell, that player improvises a long sentence about the rules. " * 10
    RuleParagraph.objects.bulk_create(
        RuleParagraph(version=new, number=f"999.{i}", kind="rule", position=i, text=f"{text} ({i})")
        for i in range(1, 800)
    )
    return reverse("api:changes", args=[str(old.effective_date), str(new.effective_date)])


def test_an_answer_over_512_kb_is_kept(client, settings, big_changes):
    settings.PAGE_CACHE = True
    first = client.get(big_changes)
    assert first.status_code == 200
    assert 512 * 1024 < len(first.content) < settings.PAGE_CACHE_MAX_BYTES
    assert first["X-Page-Cache"] == "miss"
    second = client.get(big_changes)
    assert second["X-Page-Cache"] == "hit"
    assert second.content == first.content


def test_an_answer_over_the_setting_is_built_each_time(client, settings, big_changes):
    settings.PAGE_CACHE = True
    settings.PAGE_CACHE_MAX_BYTES = 256 * 1024
    assert client.get(big_changes)["X-Page-Cache"] == "miss"
    assert client.get(big_changes)["X-Page-Cache"] == "miss"
