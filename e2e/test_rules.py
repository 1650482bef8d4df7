"""The rules pages: Kulami's rules in the real site, in English and French, and their content as data."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from e2e.helpers import assert_only_local, wait_ready
from web import rules, rules_kulami
from web.i18n import Translator

RULES = 'article.rules[data-rules="kulami"]'
WAIT = 60_000  # the machine may be slow and shared


def open_route(page, site_url: str, route: str) -> None:
    page.set_default_timeout(WAIT)
    page.goto(f"{site_url}/index.html#{route}")
    wait_ready(page)


def open_rules_from_setup(page) -> None:
    page.locator("form#setup").wait_for()
    page.locator('a[href="#/kulami/rules"]').click()
    page.locator(RULES).wait_for()


def rules_text(page) -> str:
    return " ".join(page.locator(RULES).inner_text().split())


# --- in the browser ---------------------------------------------------------------------------------


def test_the_rules_open_from_the_setup_screen_in_english(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami")
    open_rules_from_setup(page)
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.locator(f"{RULES} h1").inner_text() == "How to play Kulami"
    text = rules_text(page)
    assert "in the row or the column of the marble your opponent has just placed" in text
    assert "the last two plates played are forbidden" in text
    assert "strict majority" in text
    assert "There is no passing" in text
    diagram = page.get_by_role("img", name=re.compile("where Red may play after Black's marble on d1"))
    assert diagram.count() == 1 and diagram.is_visible()
    assert page.locator(".rules-diagram [data-playable]").evaluate_all("els => els.map(e => e.dataset.playable)") == [
        "a1", "d3", "d4",
    ]  # fmt: skip
    assert_only_local(recorded_requests)


def test_the_back_to_setup_and_menu_links_work(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami")
    open_rules_from_setup(page)
    back = page.locator('[data-rules-link="setup"]').first
    assert back.inner_text() == "Back to the game setup"
    back.click()
    page.locator("form#setup").wait_for()
    assert page.evaluate("location.hash") == "#/kulami"
    open_rules_from_setup(page)
    page.locator('[data-rules-link="menu"]').last.click()
    page.locator('a[data-game="kulami"]').wait_for()
    assert page.evaluate("location.hash") == "#/"
    assert_only_local(recorded_requests)


def test_the_rules_are_in_french_once_french_is_chosen(page, site_url, recorded_requests):
    open_route(page, site_url, "/")
    page.locator('[data-cmd="language"][data-language="fr"]').click()
    page.locator('a[data-game="kulami"]').click()
    open_rules_from_setup(page)
    assert page.locator("html").get_attribute("lang") == "fr"
    assert page.locator(f"{RULES} h1").inner_text() == "Comment jouer à Kulami"
    text = rules_text(page)
    assert "sur la ligne ou la colonne de la bille que l'adversaire vient de poser" in text
    assert "les deux dernières plaques jouées sont interdites" in text
    assert "majorité stricte" in text
    assert "On ne passe jamais son tour" in text
    assert page.get_by_role("img", name=re.compile("où Rouge peut jouer après la bille noire en d1")).count() == 1
    back = page.locator('[data-rules-link="setup"]').first
    assert back.inner_text() == "Retour à la mise en place"
    back.click()
    page.locator("form#setup").wait_for()
    assert page.locator("form#setup h1").inner_text() == "Une nouvelle partie de Kulami"
    assert_only_local(recorded_requests)


def test_switching_language_on_the_rules_page_redraws_it(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami/rules")
    page.locator(RULES).wait_for()
    assert "strict majority" in rules_text(page)
    page.locator('[data-cmd="language"][data-language="fr"]').click()
    page.locator(f"{RULES} h1", has_text="Comment jouer à Kulami").wait_for()
    assert "majorité stricte" in rules_text(page)
    assert page.locator("html").get_attribute("lang") == "fr"
    assert_only_local(recorded_requests)


def test_the_rules_page_reads_at_360_px_with_headings_in_order(page, site_url, recorded_requests):
    page.set_viewport_size({"width": 360, "height": 740})
    open_route(page, site_url, "/kulami/rules")
    page.locator(RULES).wait_for()
    levels = page.locator(f"{RULES} :is(h1, h2, h3, h4, h5, h6)").evaluate_all("els => els.map(e => +e.tagName[1])")
    assert levels[0] == 1 and levels.count(1) == 1
    assert all(b <= a + 1 for a, b in zip(levels, levels[1:])), levels
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    box = page.locator(".rules-diagram").bounding_box()
    assert box is not None and 150 <= box["width"] <= 340
    assert_only_local(recorded_requests)


# --- the content, without a browser ------------------------------------------------------------


class Outline(HTMLParser):
    """Headings in order, and whether anything was rendered as a tag we did not write."""

    ALLOWED = {
        "article", "section", "div", "a", "h1", "h2", "h3", "p", "ul", "li", "strong", "code", "figure",
        "figcaption", "svg", "defs", "pattern", "line", "rect", "circle", "text",
    }  # fmt: skip

    def __init__(self) -> None:
        super().__init__()
        self.headings: list[int] = []
        self.unexpected: set[str] = set()

    def handle_starttag(self, tag: str, attrs) -> None:
        if tag in ("h1", "h2", "h3"):
            self.headings.append(int(tag[1]))
        if tag not in self.ALLOWED:
            self.unexpected.add(tag)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_language_renders_a_whole_page_with_ordered_headings(language):
    markup = rules.rules_screen("kulami", Translator(language))
    outline = Outline()
    outline.feed(markup)
    assert not outline.unexpected
    assert outline.headings[0] == 1 and outline.headings.count(1) == 1
    assert outline.headings.count(2) == 1 + len(rules_kulami.PAGES[language]["sections"])
    assert all(b <= a + 1 for a, b in zip(outline.headings, outline.headings[1:]))
    assert 'href="#/kulami"' in markup and 'href="#/"' in markup
    assert 'role="img"' in markup and "aria-label=" in markup


def test_english_and_french_pages_have_the_same_shape():
    def shape(page):
        return [(sid, [kind for kind, _ in blocks]) for sid, _, blocks in page["sections"]]

    en, fr = rules_kulami.PAGES["en"], rules_kulami.PAGES["fr"]
    assert shape(en) == shape(fr)
    assert len(en["brief"]) == len(fr["brief"])
    assert en["figures"].keys() == fr["figures"].keys() == rules_kulami.FIGURES.keys()


def test_the_turn_diagram_shows_exactly_the_holes_the_rules_allow():
    drawing = rules_kulami.FIGURES["turn"]
    plate_of = {hole: i for i, plate in enumerate(drawing["plates"]) for hole in plate}
    assert len(plate_of) == drawing["columns"] * drawing["rows"]
    played: list[str] = []

    def allowed(hole: str) -> bool:
        if hole in played:
            return False
        if not played:
            return True
        last = played[-1]
        on_line = hole[0] == last[0] or hole[1:] == last[1:]
        forbidden = {plate_of[m] for m in played[-2:]}
        return on_line and plate_of[hole] not in forbidden

    for hole, _colour in drawing["marbles"]:
        assert allowed(hole), f"{hole} could not have been played"
        played.append(hole)
    colours = [colour for _, colour in drawing["marbles"]]
    assert colours == ["red", "black"] * (len(colours) // 2)
    assert sorted(h for h in plate_of if allowed(h)) == sorted(drawing["playable"])


def test_a_game_without_rules_text_gets_a_coming_soon_page():
    markup = rules.rules_screen("clustered", Translator("fr"))
    assert 'data-rules-missing="1"' in markup
    assert "Les règles de Clustered arrivent bientôt." in markup
    assert 'href="#/clustered"' in markup and 'href="#/"' in markup


def test_rules_text_is_escaped_never_markup(monkeypatch):
    page = dict(rules_kulami.EN, title="<img src=x onerror=alert(1)>")
    monkeypatch.setitem(rules_kulami.PAGES, "en", page)
    markup = rules.rules_screen("kulami", Translator("en"))
    assert "<img" not in markup and "&lt;img src=x" in markup
