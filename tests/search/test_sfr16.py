"""French words the cards print in another sense than the CR's newer terms (sfr16): a lone `bataille` is a battle,
`prendre l'initiative` the initiative of 725; a French term is read as the term, not word by word; a question mark
the question goes on after is no wildcard."""

from search import jargon, keywordnames
from search.bilingual import Lexicon
from search.frenchquestion import french_words
from search.parsing import parse_text

TABLE = jargon.load()


def _names(text):
    return [m.name for m in TABLE.understand(text).matches]


def test_a_question_mark_the_question_goes_on_after_is_no_wildcard():
    understood = TABLE.understand("Ange de Serra s'engage quand elle attaque ? elle a la vigilance")
    assert understood.question and "?" not in understood.text
    # Was a QueryError: "The wildcard in '?' needs at least two letters before it".
    parse_text(understood.text, french=True)
    # A `?` inside a word is still a wildcard, in a query that asks nothing.
    assert not TABLE.is_question("improv?se cost")


def test_taking_or_having_the_initiative_names_725_and_a_creatures_initiative_does_not():
    for typed in (
        "comment on prend l'initiative ?",
        "si je reprends l'initiative alors que je l'ai deja",
        "deux joueurs peuvent avoir l'initiative en même temps ?",
        "le joueur qui a l'initiative quitte la partie",
    ):
        assert TABLE.understand(typed).rules[:1] == ["725.1"], typed
    assert _names("ma créature avec l'initiative bloque une créature sans initiative") == []


def test_a_lone_bataille_is_a_battle_and_the_champ_de_bataille_the_battlefield():
    assert _names("je peux attaquer une bataille ?") == ["battle"]
    assert _names("elle revient de l'exil sur le champ de bataille") == ["battlefield"]
    assert _names("elle arrive sur le champ de bataille") == ["ETB"]
    # English is read as before: the English words are the terms' `cr` only.
    assert _names("can I attack a battle on the battlefield?") == []
    assert _names("who takes the initiative?") == []


def test_a_french_term_is_read_as_the_term_not_through_the_cards_keyword():
    lexicon = Lexicon({keywordnames.KEY: {"initiative": "first strike"}, "prend": [["take", 0.5]]})
    understood = TABLE.understand("comment on prend l'initiative ?")
    assert "strike" in lexicon.translate(understood.plain)
    assert "strike" not in lexicon.translate(french_words(understood, understood.plain))


def test_stolen_and_object_are_read_as_the_rules_say():
    assert _names("j'ai volé la créature de mon adversaire") == ["steal"]
    assert "object" in Lexicon({}).translate("un nouvel objet", known={"new", "object"})
