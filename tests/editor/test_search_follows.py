"""An editor's saved text is what search finds, once the node's follower applies the change log (search.follow);
the save itself never touches the index."""

from editor import services
from search import follow
from search.index import rebuild_index
from search.query import search


def test_a_saved_translation_is_searchable_once_the_follower_applies_it(index_dir, machine_translation, editor_user):
    rebuild_index()
    follow.catch_up()
    word = "xylophonique"  # a word no card, rule or ruling has
    assert search(word, lang="fr")["total"] == 0
    services.translation_save(
        translation=machine_translation, user=editor_user, text=f"Texte {word} corrigé.", base_revision=1
    )
    assert search(word, lang="fr")["total"] == 0  # not inside the save
    assert [step.action for step in follow.catch_up()] == ["updated"]
    found = search(word, lang="fr")
    assert found["total"] == 1
    # The one hit is the ruling, found through its French text (an "or" here passed for any ruling).
    assert found["results"][0]["kind"] == "ruling"
    assert found["results"][0]["language"] == "fr"
