"""A search asked again is answered from what the index answered the first time, until the index changes
(search.query.Found, kept per process in the searchers' cache)."""

import pytest

from editor import services
from search import query
from search.index import search_lock, shared_searchers, update_index
from search.query import search
from translations.models import Translation

pytestmark = pytest.mark.search


def kept():
    with search_lock:
        return shared_searchers().cache.get("found", {})


def test_the_same_request_is_answered_from_what_was_kept(built):
    first = search("improvise colored", lang="en")
    assert first["total"] >= 1
    assert len(kept()) == 1
    second = search("improvise colored", lang="en")
    assert second == first
    assert len(kept()) == 1  # nothing new was asked of the index
    search("improvise colored", lang="fr")  # another filter is another question
    assert len(kept()) == 2


def test_changing_an_answer_changes_nothing_kept(built):
    first = search("improvise")
    expected = [dict(r) for r in first["results"]]
    first["results"][0]["title"] = "changed by a caller"
    first["results"].clear()
    first["facets"].clear()
    again = search("improvise")
    assert again["results"] == expected
    assert again["facets"]


def test_a_kept_answer_never_outlives_an_index_change(built, django_user_model):
    word = "xylophonique"
    assert search(word, lang="fr")["total"] == 0
    translation = Translation.objects.get(ruling=built["rulings"]["colored"], language="fr")
    editor = django_user_model.objects.create_superuser("kept-editor", password="a long enough password 42")
    services.translation_save(
        translation=translation, user=editor, text=f"Improvisation {word}.", base_revision=translation.revision
    )
    update_index(Translation.objects.get(pk=translation.pk))
    assert search(word, lang="fr")["total"] == 1


def test_what_is_kept_is_bounded(built, monkeypatch):
    monkeypatch.setattr(query, "FOUND_KEPT", 3)
    for word in ("improvise", "artifact", "protection", "contraption", "equipment"):
        search(word)
        assert len(kept()) <= 3
