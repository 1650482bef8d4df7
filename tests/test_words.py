"""The product's words read right in both languages: every message of the shell and of every
registered game, rendered with counts 0, 1 and 2 and with the person ("You"), a computer and
another player as its names, has real plurals (no "(s)"), speaks to the person in the second person
("You win", not "You wins"; "Vous gagnez") and elides French "de" before a vowel ("d'Ordinateur")."""

from __future__ import annotations

import re
import string

import pytest

from game import core
from game.review import hints_of
from web.i18n import LANGUAGES, STRINGS, Name, Translator

for _game in core.available_games():  # the hints' reasons are the page's words too (web/good_move.py)
    STRINGS.update(getattr(hints_of(core.load(_game)), "REASONS", {}))

NAMES = {
    "en": [Name("You", you=True), Name("Computer (easy)"), Name("Player 2")],
    "fr": [Name("Vous", you=True), Name("Ordinateur (facile)"), Name("Joueur 2")],
}
PHONE_HINT = 88  # characters of a table's hint that two lines hold on a phone held upright
NAMED = ("who", "turn")  # the parameters that name a player
WRONG = {
    "en": [r"\(s\)", r"\bYou('s| is\b| has\b| was\b| [a-z]+[^s\W]s\b)", r"(?<![\d.,])\b1 [a-z]+[^s\W]s\b"],
    "fr": [r"\([se]\)", r"\bVous (est|a|(?!ne\b|n')[a-zéèêàç]+[^zs\W])\b", r"\bde [AEIOUYÉaeiouy]",
           r"(?<![\d.,])\b[01] (?!dans\b|sous\b|plus\b|pas\b)[a-zéèê]+[^s\W]s\b"],
}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def renderings(key: str, language: str):
    """The message rendered for every count and every name it may be given."""
    wanted = fields(STRINGS[key][LANGUAGES.index(language)].replace("|", " "))
    t = Translator(language)
    others = NAMES[language][1:]
    for n in (0, 1, 2):
        for named in NAMED:  # each player a message names in turn is the person, a computer, another
            for name in NAMES[language]:
                params: dict[str, object] = {field: f"<{field}>" for field in wanted}
                params.update({field: others[k % 2] for k, field in enumerate(NAMED)}, n=n)
                params[named] = name
                yield t(key, **params)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_has_real_plurals_and_speaks_to_the_person(language):
    bad = []
    for key in sorted(STRINGS):
        if "@" in key:
            continue  # a second-person form: rendered through its plain key
        for text in renderings(key, language):
            for pattern in WRONG[language]:
                if re.search(pattern, text):
                    bad.append(f"{key}: {text!r} ({pattern})")
    assert not bad, "\n".join(sorted(set(bad)))


def test_a_plural_message_has_two_forms_and_counts_with_n():
    for key, pair in STRINGS.items():
        for text in pair:
            if "|" in text:
                assert text.count("|") == 1 and "{n}" in text, key


def test_a_count_takes_its_plural_form_in_each_language():
    en, fr = Translator("en"), Translator("fr")
    STRINGS["test.cards"] = ("{n} card|{n} cards", "{n} carte|{n} cartes")
    try:
        assert [en("test.cards", n=n) for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
        assert [fr("test.cards", n=n) for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
    finally:
        del STRINGS["test.cards"]


def test_a_message_about_the_person_is_in_the_second_person():
    STRINGS["test.wins"] = ("{who} wins", "{who} gagne")
    STRINGS["test.wins@who"] = ("You win", "Vous gagnez")
    try:
        assert Translator("en")("test.wins", who=Name("Player 2")) == "Player 2 wins"
        assert Translator("en")("test.wins", who=Name("You", you=True)) == "You win"
        assert Translator("fr")("test.wins", who=Name("Vous", you=True)) == "Vous gagnez"
    finally:
        del STRINGS["test.wins"], STRINGS["test.wins@who"]


def test_french_de_elides_before_a_vowel():
    assert format(Name("Ordinateur (facile)"), "de") == "d'Ordinateur (facile)"
    assert format(Name("Joueur 2"), "de") == "de Joueur 2"
    assert format(Name("Player 2"), "poss") == "Player 2's"


def test_french_punctuation_never_starts_a_line():
    """French puts a space before : ; ? ! and inside « »: an unbreakable one, so a line never begins
    with the mark. Every message, whatever its source text's spaces."""
    t = Translator("fr")
    bad = [f"{key}: {t(key)!r}" for key in sorted(STRINGS) if re.search(r" [:;?!»]|« ", t(key))]
    assert not bad, "\n".join(bad)
    assert t("gdm.your_colour", colour="bleu") == "votre couleur secrète\u00a0: bleu"


def test_french_writes_every_apostrophe_alike():
    """One apostrophe across the product (the straight one the rules pages and most messages use)."""
    t = Translator("fr")
    assert not [key for key in STRINGS if "\u2019" in t(key)]


def test_resume_keeps_its_number_with_its_word_on_one_line():
    from web.i18n import Translator

    for language in ("en", "fr"):
        t = Translator(language)
        assert "\u00a077)" in t("app.resume.turn", n=77) and "\u00a019)" in t("app.resume", n=19)


def test_every_table_hint_fits_the_two_lines_a_phone_shows():
    # the line under the status is cut after two lines (web/style.css, .hint): on a phone held
    # upright that is about 90 characters; a cell or a count stands in for each field
    too_long = []
    for language in LANGUAGES:
        t = Translator(language)
        for key in sorted(k for k in STRINGS if re.match(r"^[a-z_]+\.hint\.", k) and "@" not in k):
            for n in (1, 12):
                params = {field: "b3" for field in fields(STRINGS[key][LANGUAGES.index(language)].replace("|", " "))}
                text = t(key, **dict(params, n=n))
                if len(text) > PHONE_HINT:
                    too_long.append(f"{key} ({language}, {len(text)}): {text}")
    assert not too_long, "\n".join(too_long)
