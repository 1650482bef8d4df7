"""The rules pages: Kulami's and Clustered's rules in the real site, in English and French, and their
content as data."""

from __future__ import annotations

import importlib
import re
from html.parser import HTMLParser

import pytest

from e2e.helpers import add_axe, assert_only_local, wait_ready
from game import core
from web import rules
from web.clustered import rules_page as rules_clustered
from web.kulami import rules_page as rules_kulami
from web.i18n import Translator

RULES = 'article.rules[data-rules="kulami"]'
CLUSTERED = 'article.rules[data-rules="clustered"]'
WAIT = 60_000  # the machine may be slow and shared


def open_route(page, site_url: str, route: str) -> None:
    page.set_default_timeout(WAIT)
    page.goto(f"{site_url}/index.html#{route}")
    wait_ready(page)


def open_rules_from_setup(page) -> None:
    page.locator("form#setup").wait_for()
    page.locator('a[href="#/kulami/rules"]').click()
    page.locator(RULES).wait_for()


def rules_text(page, article: str = RULES) -> str:
    return " ".join(page.locator(article).inner_text().split())


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
    assert page.locator("form#setup h1").inner_text() == "Kulami\u00a0: nouvelle partie"
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


# --- Clustered, in the browser (opened by its route: its setup screen is not linked here) -------------

CLUSTERED_DIAGRAMS = {
    "en": [
        "Five cards: one empty square, two striped triangles, three solid circles, a joker and the start card",
        "Allowed: two striped triangles laid next to one striped triangle and two striped circles",
        "Refused: three striped triangles next to one striped triangle and two striped circles",
        "Scoring example: Blue's 3 by 2 rectangle and three lines score 15 points",
    ],
    "fr": [
        "Cinq cartes : un carré vide, deux triangles hachurés, trois cercles pleins, un joker et la carte de départ",
        "Permis : deux triangles hachurés posés à côté d'un triangle hachuré et de deux cercles hachurés",
        "Interdit : trois triangles hachurés à côté d'un triangle hachuré et de deux cercles hachurés",
        "Exemple de décompte : le rectangle de 3 sur 2 et les trois lignes de Bleu rapportent 15 points",
    ],
}


def diagram_names(page) -> list[str]:
    names = page.locator(f"{CLUSTERED} svg.rules-diagram").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    return [name.replace("\u00a0", " ").replace("\u202f", " ") for name in names]


def assert_clustered_diagrams_drawn(page, language: str) -> None:
    assert diagram_names(page) == CLUSTERED_DIAGRAMS[language]
    for name in rules_clustered.FIGURES:
        figure = page.locator(f'{CLUSTERED} figure[data-figure="{name}"]')
        assert figure.locator("svg[role=img]").is_visible()
        box = figure.locator("svg").bounding_box()
        assert box is not None and box["width"] >= 150 and box["height"] >= 40
    cards = page.locator('figure[data-figure="scoring"] g.card').evaluate_all("els => els.map(e => e.dataset.card)")
    assert cards == [text for _, _, text, _ in rules_clustered.FIGURES["scoring"]["table"]]
    verdicts = page.locator("figure[data-figure] .rules-verdict").evaluate_all("els => els.map(e => e.dataset.verdict)")
    assert sorted(verdicts) == ["clash", "fits", "fits", "fits"]


def test_clustered_rules_open_at_their_route_in_english(page, site_url, recorded_requests):
    open_route(page, site_url, "/clustered/rules")
    page.locator(CLUSTERED).wait_for()
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.locator(f"{CLUSTERED} h1").inner_text() == "How to play Clustered"
    assert page.locator(f"{CLUSTERED}[data-rules-missing]").count() == 0
    text = rules_text(page, CLUSTERED)
    assert "at least two of its three features (shape, fill, number) with each card next to it" in text
    assert "If no card of your hand can go anywhere on the table, you must discard one card" in text
    assert "A player whose hand is empty is skipped. The game ends when every hand is empty." in text
    assert "The two start cards lie in the same row with six empty cells between them." in text
    assert "One card can score up to three times" in text
    assert "These discards are made face down" in text
    assert "a hand-over screen hides the hands" in text
    assert page.locator(f"{CLUSTERED} .rules-ruling").count() >= 8
    assert_clustered_diagrams_drawn(page, "en")
    back = page.locator('[data-rules-link="setup"]').first
    assert back.get_attribute("href") == "#/clustered"
    assert_only_local(recorded_requests)


def test_clustered_rules_switch_to_french(page, site_url, recorded_requests):
    open_route(page, site_url, "/clustered/rules")
    page.locator(CLUSTERED).wait_for()
    page.locator('[data-cmd="language"][data-language="fr"]').click()
    page.locator(f"{CLUSTERED} h1", has_text="Comment jouer à Clustered").wait_for()
    assert page.locator("html").get_attribute("lang") == "fr"
    assert page.evaluate("location.hash") == "#/clustered/rules"
    text = rules_text(page, CLUSTERED)
    assert "au moins deux de ses trois caractéristiques (forme, remplissage, nombre) en commun avec chacune" in text
    assert "Un joueur qui n'a plus de cartes en main passe son tour." in text
    assert "Une même carte peut donc marquer jusqu'à trois fois" in text
    assert "Ces défausses se font face cachée" in text
    assert_clustered_diagrams_drawn(page, "fr")
    assert page.locator('[data-rules-link="setup"]').first.inner_text() == "Retour à la mise en place"
    assert_only_local(recorded_requests)


def test_clustered_rules_read_at_360_px(page, site_url, recorded_requests):
    page.set_viewport_size({"width": 360, "height": 740})
    open_route(page, site_url, "/clustered/rules")
    page.locator(CLUSTERED).wait_for()
    levels = page.locator(f"{CLUSTERED} :is(h1, h2, h3, h4, h5, h6)").evaluate_all("els => els.map(e => +e.tagName[1])")
    assert levels[0] == 1 and levels.count(1) == 1
    assert all(b <= a + 1 for a, b in zip(levels, levels[1:])), levels
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    for box in (d.bounding_box() for d in page.locator(f"{CLUSTERED} .rules-diagram").all()):
        assert box is not None and 150 <= box["width"] <= 340
    # the scoring table's cards stay big enough to read on a phone
    card = page.locator('figure[data-figure="scoring"] g.card').first.bounding_box()
    assert card is not None and card["width"] >= 40
    assert_only_local(recorded_requests)


def axe_violations(page) -> list[str]:
    add_axe(page)
    result = page.evaluate(
        "async () => (await axe.run(document)).violations"
        ".map(v => [v.impact, v.id, v.nodes.length, v.nodes.slice(0, 3).map(n => n.target.join(' '))])"
    )
    return [f"{impact} {rule} x{count}: {targets}" for impact, rule, count, targets in result if impact in ("serious", "critical")]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_clustered_rules_have_no_serious_accessibility_violation(page, site_url, language):
    open_route(page, site_url, "/clustered/rules")
    page.locator(CLUSTERED).wait_for()
    if language == "fr":
        page.locator('[data-cmd="language"][data-language="fr"]').click()
        page.locator(f"{CLUSTERED} h1", has_text="Comment jouer").wait_for()
    problems = axe_violations(page)
    assert not problems, "\n".join(problems)


def test_the_rules_pages_contents_bring_each_section_to_the_top(page, site_url):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{site_url}/index.html#/guerre-des-moutons/rules")
    wait_ready(page)
    entries = page.locator('.rules .sheet-contents [data-cmd="rules-section"]')
    assert entries.count() == 1 + len(CONTENT["guerre-des-moutons"].PAGES["en"]["sections"])
    middle = entries.nth(entries.count() // 2)  # far down the page, with more below it
    section = middle.get_attribute("data-section")
    middle.click()
    page.wait_for_function(f"""() => {{ const b = document.querySelector('.rules-section[data-section="{section}"]')
        .getBoundingClientRect(); return b.top >= -1 && b.top < 80; }}""")


# --- the content, without a browser ------------------------------------------------------------


class Outline(HTMLParser):
    """Headings in order, and whether anything was rendered as a tag we did not write."""

    ALLOWED = {
        "article", "section", "div", "a", "h1", "h2", "h3", "p", "ul", "li", "strong", "code", "figure",
        "figcaption", "svg", "defs", "pattern", "line", "rect", "circle", "text", "g", "path", "polygon",
        "polyline", "nav", "ol", "button",  # the table of contents
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


# every game's rules page (web.<package>.rules_page), by game id
CONTENT = {entry.id: importlib.import_module(f"{entry.ui}.rules_page") for entry in core.REGISTRY if entry.available}


@pytest.mark.parametrize("game_id", list(CONTENT))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_language_renders_a_whole_page_with_ordered_headings(game_id, language):
    markup = rules.rules_screen(game_id, Translator(language))
    outline = Outline()
    outline.feed(markup)
    assert not outline.unexpected
    assert outline.headings[0] == 1 and outline.headings.count(1) == 1
    assert outline.headings.count(2) == 1 + len(CONTENT[game_id].PAGES[language]["sections"])
    assert all(b <= a + 1 for a, b in zip(outline.headings, outline.headings[1:]))
    assert f'href="#/{game_id}"' in markup and 'href="#/"' in markup
    assert markup.count('role="img"') == len(CONTENT[game_id].FIGURES)
    assert "aria-label=" in markup


@pytest.mark.parametrize("game_id", list(CONTENT))
def test_english_and_french_pages_have_the_same_shape(game_id):
    def shape(page):
        return [(sid, [kind for kind, _ in blocks]) for sid, _, blocks in page["sections"]]

    module = CONTENT[game_id]
    en, fr = module.PAGES["en"], module.PAGES["fr"]
    assert shape(en) == shape(fr)
    assert len(en["brief"]) == len(fr["brief"])
    assert en["figures"].keys() == fr["figures"].keys() == module.FIGURES.keys()
    for name in module.FIGURES:
        assert len(en["figures"][name]["key"]) == len(fr["figures"][name]["key"])


def test_every_clustered_figure_is_shown_once_on_its_page():
    for language in ("en", "fr"):
        page = rules_clustered.PAGES[language]
        shown = [value for _, _, blocks in page["sections"] for kind, value in blocks if kind == "figure"]
        assert sorted(shown) == sorted(rules_clustered.FIGURES)


def test_the_clustered_page_covers_every_option_and_the_apps_rulings():
    page = rules_clustered.PAGES["en"]
    subheadings = {value for _, _, blocks in page["sections"] for kind, value in blocks if kind == "h3"}
    assert {"Quick play", "Speed bonus", "Size bonus", "Extra joker", "Solo"} <= subheadings
    rulings = " ".join(str(value) for _, _, blocks in page["sections"] for kind, value in blocks if kind == "ruling")
    for point in ("six empty cells", "empty is skipped", "face down", "shown to everyone", "not given in a solo",
                  "best solo score", "never stands for"):
        assert point in rulings, point


def test_a_game_module_can_draw_its_own_figures(monkeypatch):
    calls = []

    def draw(name, figure, t):
        calls.append((name, figure, t.language))
        return "0 0 10 10", rules.h("rect", {"width": 10, "height": 10})

    monkeypatch.setattr(rules_clustered, "draw_figure", draw)
    markup = rules.rules_screen("clustered", Translator("fr"))
    assert [name for name, _, _ in calls] == ["cards", "fits", "refused", "scoring"]
    assert all(language == "fr" for *_, language in calls)
    assert markup.count('<svg class="rules-diagram" viewBox="0 0 10 10" role="img"') == 4
    assert 'aria-describedby="rules-figure-scoring"' in markup


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


def test_a_game_without_rules_text_gets_a_coming_soon_page(monkeypatch):
    # every registered game has its rules now: a game on the menu without any
    monkeypatch.setattr(core, "REGISTRY", core.REGISTRY + (core.Entry("coming", "Coming Soon", 2, 2),))
    markup = rules.rules_screen("coming", Translator("fr"))
    assert 'data-rules-missing="1"' in markup
    assert "Les règles de Coming Soon arrivent bientôt." in markup
    assert 'href="#/coming"' in markup and 'href="#/"' in markup


@pytest.mark.parametrize("game_id", list(CONTENT))
def test_rules_text_is_escaped_never_markup(monkeypatch, game_id):
    module = CONTENT[game_id]
    figures = {name: dict(words, label="<b>label</b>") for name, words in module.EN["figures"].items()}
    page = dict(module.EN, title="<img src=x onerror=alert(1)>", figures=figures)
    monkeypatch.setitem(module.PAGES, "en", page)
    markup = rules.rules_screen(game_id, Translator("en"))
    assert "<img" not in markup and "&lt;img src=x" in markup
    assert "<b>" not in markup and 'aria-label="&lt;b&gt;label&lt;/b&gt;"' in markup
