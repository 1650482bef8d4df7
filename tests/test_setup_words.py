"""The words of the setup forms (web/controls.py): a list's items start with a capital, as every
other choice of the forms does."""

from __future__ import annotations

import re

import pytest

from web.i18n import Translator
from web.kluitz.setup import form as kluitz_form
from web.troupeaux.setup import form as troupeaux_form


@pytest.mark.parametrize("form", [kluitz_form, troupeaux_form], ids=["kluitz", "troupeaux"])
@pytest.mark.parametrize("language, names", [("en", {"easy": "Easy", "medium": "Medium", "hard": "Hard"}),
                                             ("fr", {"easy": "Facile", "medium": "Moyen", "hard": "Difficile"})])
def test_the_computers_levels_are_listed_with_a_capital(form, language, names):
    markup = str(form(Translator(language)))
    listed = re.findall(r'<option value="ai-([a-z]+)"[^>]*>([^<]+)</option>', markup)
    assert len(listed) >= 2 and all(text == names[level] for level, text in listed), listed
