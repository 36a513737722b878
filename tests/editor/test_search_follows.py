"""An editor's saved text is what search finds, once the save commits."""

from editor import services
from search.index import rebuild_index
from search.query import search


def test_a_saved_translation_is_searchable_after_commit(
    index_dir, machine_translation, editor_user, django_capture_on_commit_callbacks
):
    rebuild_index()
    word = "xylophonique"  # a word no card, rule or ruling has
    assert search(word, lang="fr")["total"] == 0
    with django_capture_on_commit_callbacks(execute=True):
        services.translation_save(
            translation=machine_translation, user=editor_user, text=f"Texte {word} corrigé.", base_revision=1
        )
    found = search(word, lang="fr")
    assert found["total"] == 1
    assert found["results"][0]["kind"] == "ruling" or found["results"][0]["language"] == "fr"
