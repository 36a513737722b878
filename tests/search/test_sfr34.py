"""sfr34: a French question's card names of two words or more are no rules words (`Cœur d'argent wolfir` was read
heart, silver, wolf; `Ravageur de la lande` land); a one-word name (`Régénération`, `Brawl`) stays, a rules word
too."""

from search import frenchquestion
from search.cardnames import CardNames, name_keys

NAMES = (
    ("Wolfir Silverheart", "Cœur d'argent wolfir"),
    ("Loxodon Warhammer", "Marteau de guerre loxodon"),
    ("Ravager of the Fells", "Ravageur de la lande"),
    ("Regeneration", "Régénération"),
    ("Brawl", "Brawl"),
)


def _names(monkeypatch):
    rows = [[list(key), english] for english, french in NAMES for n in (english, french) for key in name_keys(n)]
    names = CardNames(rows)
    monkeypatch.setattr(frenchquestion, "words_unnamed", lambda searchers, text: names.unnamed(text))


def test_a_long_french_name_is_left_out_the_rest_as_typed(monkeypatch):
    _names(monkeypatch)
    out = frenchquestion.long_names_out(None, "mon adversaire me vole le Cœur d'argent wolfir, mon autre créature ?")
    assert out.split() == ["mon", "adversaire", "me", "vole", "le", ",", "mon", "autre", "créature", "?"]
    out = frenchquestion.long_names_out(None, "je copie le Ravageur de la lande avec mon Marteau de guerre loxodon")
    assert out.split() == ["je", "copie", "le", "avec", "mon"]


def test_a_one_word_name_stays(monkeypatch):
    _names(monkeypatch)
    for text in ("Régénération : est-ce un effet de remplacement ?", "une partie de Brawl à deux joueurs"):
        assert frenchquestion.long_names_out(None, text) == text


def test_off_it_reads_as_before(monkeypatch):
    _names(monkeypatch)
    monkeypatch.setattr(frenchquestion, "LONG_NAMES_OUT", False)
    text = "le Cœur d'argent wolfir"
    assert frenchquestion.long_names_out(None, text) == text


def test_arreter_and_cesser_d_etre_are_stops_being():
    from search.frenchphrases import read

    assert read("il arrête d'être une créature ?")[1] == ["stops being"]
    assert read("elle cesse d'etre un artefact")[1] == ["stops being"]
    assert read("elle arrête d'attaquer ?")[1] == ["stops being attacking"]
    assert read("le bloqueur arrête de bloquer")[1] == ["stops being blocking"]
    # no `être`, no verb after it: the words stay the lexicon's
    assert read("un effet s'arrête quand ?")[1] == []
    assert read("Arrêt du temps pendant le combat")[1] == []


def test_exemplaire_is_the_crs_instance():
    from search.frenchphrases import read

    assert read("chaque exemplaire se déclenche séparément ?")[1] == ["instance"]
    assert read("deux exemplaires de la même capacité")[1] == ["instance"]
