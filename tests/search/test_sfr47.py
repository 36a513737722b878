"""sfr47: a French word the lexicon read as an English word of another meaning, in the multiplayer and dice rules a
French question names no card about: a die is rolled (`lancer un dé`, the noun `un lancer`), never cast (the French
cards' "Lancez le dé planaire", "chaque lancer vierge"); `équipe` and `coéquipier` are the variants' team and
teammate (805-811), never equip (frenchphrases.PHRASES). Fails on main aa8e2803: none of these phrases is read, the
lexicon reads `lancer` cast, `équipe` equip and `coéquipier` no word (checked in a detached worktree of it)."""

import pytest

from search import frenchphrases
from tests.search.conftest import french_terms


def _read(typed):
    """[(words, English)] of the phrases PHRASES reads in a text, each span to the first pattern that reads it."""
    _, found = frenchphrases.read(typed)
    return found


@pytest.mark.parametrize(
    ("typed", "english"),
    [
        ("une carte me dit de lancer un dé", ["roll die"]),
        ("je relance les dés", ["roll die"]),
        ("ignorer un lancer de dé", ["roll die"]),
        ("se déclenchent pour ce lancer ?", ["roll"]),
        ("mon coéquipier peut lancer un sort", ["teammate"]),
        ("la priorité c'est par équipe ?", ["team"]),
        ("en variante equipes alternees", ["team"]),
        ("l'autre équipe attaque", ["team"]),
    ],
)
def test_a_die_is_rolled_and_a_team_is_a_team(typed, english):
    assert [e for e in _read(typed) if e in ("roll die", "roll", "team", "teammate")] == english


@pytest.mark.parametrize(
    "typed",
    [
        "je peux lancer des sorts pendant son tour ?",  # casting: `des` is no die (its accent is asked)
        "je peux le lancer ?",  # `le` is the spell's pronoun
        "un lancer de sorts",  # (the noun followed by what is cast)
        "j'équipe ma créature pour {2}",  # the verb equip
        "la créature équipée gagne +1/+1",
    ],
)
def test_casting_and_equipping_stay_as_they_were(typed):
    assert not {"roll die", "roll", "team", "teammate"} & set(_read(typed))


# french5-23 and french27-23's kind of question: on main the lexicon read each `lancer` as cast (three times), so
# the casting rules (601) came before the dice's (706).
def test_a_die_roll_question_reads_roll_not_cast(today):
    terms = french_terms("une carte me dit d'ignorer un lancer de dé, mes capacités se déclenchent pour ce lancer ?")
    assert terms["roll"] >= 2 and "cast" not in terms


# french27-18 and french27-24's kind: the variants' team and teammate (805.5, 811.4), not equip (702.6).
def test_a_team_question_reads_team_not_equip(today):
    terms = french_terms(
        "en Troll à deux têtes, mon coéquipier peut-il lancer un sort quand mon équipe a la priorité ?"
    )
    assert {"team", "teammat"} <= terms.keys() and "equip" not in terms
