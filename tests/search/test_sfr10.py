"""French players' words (rules/plainwords/fr/, sfr10): the loader reads them (and refuses a malformed file, naming
it and the entry), the rule finder reads them as terms of their own (frenchasks.PREFIX) that a French question's own
words match and no English question reads, and the shipped files name paragraphs of the CR they say."""

from collections import Counter
from pathlib import Path

import pytest

from rules import plainwords
from rules.models import CRVersion
from rules.parser import parse_cr_file
from search import finder_query, firstplace, frenchasks, rulefinder
from search.bilingual import Lexicon
from search.jargon import content_words

from . import standins
from .conftest import NEW

TODAY = Path(__file__).resolve().parents[2] / "fixtures" / "cr-today" / "MagicCompRules 20251114.txt"
ASKS = '"702.125a" = ["Mon commandant peut-il emmener un copain ?", "deux généraux copains"]\n'


def asks_folder(root, french, english=""):
    """A plainwords folder of the test's own: an English file (if given) and a French one in its fr/ folder."""
    (root / "fr").mkdir(parents=True)
    header = f'cr = "{NEW.isoformat()}"\n[asks]\n'
    (root / "fr" / "700-799.toml").write_text(header + french, encoding="utf-8")
    if english:
        (root / "700-799.toml").write_text(header + english, encoding="utf-8")
    return root


def test_the_french_files_are_read_from_their_folder_apart_from_the_english(tmp_path):
    root = asks_folder(tmp_path, ASKS, english='"702.125a" = ["Can my commander bring a friend?"]\n')
    french = plainwords.load(root, plainwords.FRENCH)
    assert french == {NEW: {"702.125a": ("Mon commandant peut-il emmener un copain ?", "deux généraux copains")}}
    assert plainwords.load(root) == {NEW: {"702.125a": ("Can my commander bring a friend?",)}}


def test_a_missing_french_folder_gives_no_words(tmp_path):
    assert plainwords.load(tmp_path, plainwords.FRENCH) == {}


@pytest.mark.parametrize(
    ("entry", "words"),
    [('"702.125a" = []\n', "702.125a needs a list"), ('"partenaire" = ["x"]\n', "'partenaire' is not a rule number")],
)
def test_a_malformed_french_file_is_refused_naming_the_file_and_entry(tmp_path, entry, words):
    root = asks_folder(tmp_path, entry)
    with pytest.raises(plainwords.PlainWordsError) as refused:
        plainwords.load(root, plainwords.FRENCH)
    assert str(refused.value).startswith("700-799.toml: ") and words in str(refused.value)


def test_the_shipped_french_files_name_paragraphs_of_the_cr_they_say():
    parsed = parse_cr_file(TODAY)
    shipped = plainwords.load(language=plainwords.FRENCH)
    assert set(shipped) <= {parsed.effective_date}
    assert sorted(set(shipped.get(parsed.effective_date, {})) - {p.number for p in parsed.paragraphs}) == []


def test_french_words_are_read_alike_with_or_without_accents():
    assert frenchasks.terms("cimetière bloquée") == frenchasks.terms("cimetiere bloquee")
    assert all(t.startswith(frenchasks.PREFIX) for t in frenchasks.terms("Est-ce que je peux bloquer ?"))
    assert frenchasks.terms("Est-ce que je peux le jouer ?") == ["fr:jou"]


def french_question(finder, text, question=True):
    """finder_query's terms for a French question (or query) that names no card or term."""
    understanding = standins.understanding(text, question=question, words=len(content_words(text)))
    request = standins.request(text, understanding=understanding)
    searchers = standins.searchers(finder=finder, french=Lexicon({}))
    plan_ = standins.plan(searchers=searchers, french=True)
    terms, _, _ = finder_query.finder_query(request, plan_, searchers, lambda name: "", named=[])
    return terms


@pytest.fixture
def french_world(world, tmp_path, monkeypatch):
    """The world's CR with French asks for 702.125a (Partner, whose text says "deck construction") and no English."""
    monkeypatch.setattr(plainwords, "DIRECTORY", asks_folder(tmp_path / "plainwords", ASKS))
    return rulefinder.RuleFinder(rulefinder.build(CRVersion.objects.get(effective_date=NEW)))


@pytest.mark.parametrize("weight", [0.0, finder_query.FRENCH_ASKED])
def test_a_french_question_finds_the_paragraph_its_own_words_are_asked_in(french_world, monkeypatch, weight):
    monkeypatch.setattr(finder_query, "FRENCH_ASKED", weight)
    terms = french_question(french_world, "Est-ce que mon commandant peut emmener un copain ?")
    found = [r.number for r in french_world.rank(terms, limit=3) if r.score > 0]
    assert (found[:1] == ["702.125a"]) is (weight > 0)


def test_an_english_question_reads_no_french_words_and_scores_as_without_them(french_world, tmp_path, monkeypatch):
    question = Counter(french_world.query_terms("deck construction partner"))
    assert not any(t.startswith(frenchasks.PREFIX) for t in question)
    monkeypatch.setattr(plainwords, "DIRECTORY", tmp_path / "none")
    without = rulefinder.RuleFinder(rulefinder.build(CRVersion.objects.get(effective_date=NEW)))
    assert french_world.rank(question) == without.rank(question)


def test_a_french_question_near_word_for_word_one_of_a_rules_french_asks_puts_it_first(french_world, monkeypatch):
    # The world's five paragraphs make no word as rare as today's CR does.
    monkeypatch.setattr(rulefinder, "RARE_IDF", 0.1)
    page = [{"kind": "rule", "number": "702.126a"}, {"kind": "rule", "number": "702.125a"}]
    share = french_world.asked_share_fr("Mon commandant peut-il emmener son copain ?")
    assert share("702.125a") == 1.0 and share("702.126a") == 0.0
    assert [r["number"] for r in firstplace.asked_first(page, share)] == ["702.125a", "702.126a"]


def test_a_french_query_that_is_no_question_reads_no_french_asks(french_world):
    # `improvisation` alone asks for the keyword's rule and its French translation, not for the asks' paragraphs.
    query = french_question(french_world, "construction", question=False)
    assert query and not any(t.startswith(frenchasks.PREFIX) for t in query)
    assert any(t.startswith(frenchasks.PREFIX) for t in french_question(french_world, "copain", question=True))
