"""The agent lab (#/lab/<game>, docs/lab.md) in Chromium: every game's starter agent plays a match
offline after one visit, losing no game by its own fault; a game of it opens in its review; an agent
that raises, one that names an illegal move, one that reaches for the page and an endless loop each
lose with their reason, code that does not run is said once and plays nothing, and the page stays
usable; a shared link brings the code back and runs nothing. The editor is
PyScript's py-editor, loaded by the lab alone, and its own run tries the code (offline too)."""

from __future__ import annotations

import json
import shutil
import threading

import pytest

from e2e.helpers import assert_only_local, record_requests, wait_ready
from e2e.test_offline import CONTROLLED, SwitchableServer
from game import core

SLOW = 120_000  # ms: a worker boots its own Pyodide and installs the wheel on a busy two-core machine
GAMES = [entry.id for entry in core.REGISTRY if entry.available]
RESULT = "#lab-results[data-result]"
# Notes whether <html> was data-busy at some point from now on (a match on a warm worker may be over fast).
WATCH_BUSY = """() => {
    window.__labBusy = false;
    new MutationObserver(() => {
        if (document.documentElement.hasAttribute("data-busy")) window.__labBusy = true;
    }).observe(document.documentElement, {attributes: true, attributeFilter: ["data-busy"]});
}"""


def run_match(page, level: str = "easy", games: int = 2, timeout: float = SLOW) -> dict:
    """Press Run and wait for the match's data-result (the page is data-busy meanwhile)."""
    page.select_option("#lab-level", level)
    page.select_option("#lab-count", str(games))
    page.evaluate(WATCH_BUSY)
    page.click('[data-cmd="lab-run"]')
    page.wait_for_function("() => { const r = document.getElementById('lab-results').getBoundingClientRect();"
                           " return r.top < innerHeight && r.bottom > 0; }", timeout=5_000)  # Run shows the progress
    page.wait_for_selector(RESULT, timeout=timeout)
    assert page.get_attribute("html", "data-busy") is None
    assert page.evaluate("window.__labBusy") is True, "data-busy while the match ran"
    return json.loads(page.get_attribute("#lab-results", "data-result"))


def editor_ready(scope, game_id: str | None = None, timeout: float = 30_000) -> None:
    """Wait for the lab's py-editor (on ``game_id``'s code): web/lab_editor.py marks it ready."""
    on = f'[data-lab-code="{game_id}"]' if game_id else ""
    scope.locator(f'#lab-code{on}[data-lab-editor="ready"]').wait_for(state="attached", timeout=timeout)


# py-editor's own handle on the code: its <script> element's ``code`` (read and written).
CODE = "() => document.querySelector('#lab-code script').code"
SET_CODE = "(code) => { document.querySelector('#lab-code script').code = code; }"


def set_code(page, code: str) -> None:
    editor_ready(page)
    page.evaluate(SET_CODE, code)


def code_of(scope) -> str:
    editor_ready(scope)
    return scope.evaluate(CODE)


def type_code(page, text: str) -> None:
    """Type into the emptied editor as a reader does (CodeMirror indents after a colon and closes
    brackets, as it does for anyone)."""
    set_code(page, "")
    page.click("#lab-code .cm-content")
    page.keyboard.type(text)


OUTPUT = "document.querySelector('#lab-code .py-editor-output').textContent"  # what the editor's run printed


def tried(page, timeout: float = SLOW) -> str:
    """What the editor's own run printed (its output, once py-editor says it is done)."""
    page.locator("#lab-code .py-editor-run-button:not(.running)").wait_for(timeout=timeout)
    page.wait_for_function(f"() => {OUTPUT}.trim()", timeout=timeout)
    return page.locator("#lab-code .py-editor-output").inner_text()


@pytest.fixture
def offline_site(site_dir, tmp_path):
    shutil.copytree(site_dir, tmp_path / "site")
    (tmp_path / "gone").mkdir()
    server = SwitchableServer(tmp_path / "site")
    threading.Thread(target=server.serve_forever, name="lab-site", daemon=True).start()
    yield server, tmp_path
    server.shutdown()
    server.server_close()


def test_after_one_visit_every_starter_plays_easy_offline_and_a_game_is_watched(context, page, offline_site):
    server, folder = offline_site
    requests = record_requests(context)
    page.goto(f"{server.url}/index.html#/")
    wait_ready(page, timeout=SLOW)
    page.wait_for_function(CONTROLLED, timeout=SLOW, polling=250)
    page.click("[data-lab-link]")
    editor_ready(page)

    context.set_offline(True)
    server.serve(folder / "gone")  # should anything still reach the server, it finds nothing
    page.reload()
    wait_ready(page, timeout=SLOW)
    editor_ready(page)  # py-editor and CodeMirror, from the service worker's cache
    set_code(page, "print('offline', 6 * 7)\n")
    page.click("#lab-code .py-editor-run-button")  # its own worker: Pyodide and the wheel from the cache too
    assert tried(page).strip() == "offline 42"
    page.click('[data-cmd="lab-reset"]')
    for game_id in GAMES:
        page.click(f'[data-lab-game="{game_id}"]')
        editor_ready(page, game_id)
        assert "def choose(view, legal, rng)" in code_of(page)
        result = run_match(page, "easy", 2)
        assert result["games"] == 2 and result["wins"] + result["losses"] + result["draws"] == 2, game_id
        assert page.locator("#lab-game-list li").count() == 2
        assert "Lost because" not in page.inner_text("#lab-results"), game_id

    # Watch the last match's first game: its review opens, the agent named as the reader's, the way
    # back to the lab; no end screen of a game the reader never played
    game_id = GAMES[-1]
    page.click('[data-lab-watch="1"]')
    page.wait_for_selector(f'.review[data-game="{game_id}"]', timeout=30_000)
    address = page.evaluate("location.hash")
    assert f"#/{game_id}/review?" in address and "moves=" in address and "lab=1" in address
    assert "Your agent" in page.locator("#review-legend").inner_text()
    assert page.locator("[data-over]").count() == 0
    assert page.get_attribute("[data-review-back]", "href") == f"#/lab/{game_id}"
    assert page.locator("[data-review-back]").inner_text() == "Back to the lab"
    assert [path for path in server.requests if not path.endswith("/sw.js")] == []
    assert_only_local(requests)


FAULTY = {
    "raises": ("def choose(view, legal, rng):\n    raise ValueError('out of ideas')\n", "ValueError: out of ideas"),
    "illegal": ("def choose(view, legal, rng):\n    return 'z99'\n", "'z99' is not a legal move"),
    "page": ("import js\n\ndef choose(view, legal, rng):\n    js.document.body.innerHTML = 'gone'\n"
             "    return legal[0]\n", "AttributeError"),
    "storage": ("import js\n\ndef choose(view, legal, rng):\n    js.localStorage.setItem('x', '1')\n"
                "    return legal[0]\n", "AttributeError"),
}


def test_faulty_agents_and_an_endless_loop_lose_and_the_page_stays_usable(page, site_url):
    page.goto(f"{site_url}/index.html#/lab/kulami")
    wait_ready(page)
    for name, (code, reason) in FAULTY.items():
        set_code(page, code)
        result = run_match(page, "random", 2)
        assert result == {"wins": 0, "losses": 2, "draws": 0, "games": 2}, name
        reasons = page.locator("[data-lab-reason]").all_inner_texts()
        said_again = "Lost for the same reason as game 1."  # a second forfeit alike points back to the first
        assert len(reasons) == 2 and reason in reasons[0] and reasons[1] in (said_again, reasons[1]), (name, reasons)
        assert reason in reasons[1] or reasons[1] == said_again, (name, reasons)
    assert page.locator("#lab-code .cm-content").count() == 1  # the page is whole: its code never reached the DOM
    assert page.evaluate("localStorage.getItem('x')") is None

    # A traceback is shown for an exception, and what the code printed (as text)
    set_code(page, "print('<b>looking</b>', 1 + 1)\n" + FAULTY["raises"][0])
    run_match(page, "random", 2)
    page.locator("details summary").first.click()
    assert "Traceback" in page.locator(".lab-traceback").first.inner_text()
    assert page.locator('[data-lab-output="1"]').text_content().strip() == "<b>looking</b> 2"
    assert page.locator("#lab-results b").count() == 0

    # An endless loop: each game is stopped, the worker ended and started again; the page answers meanwhile
    set_code(page, "def choose(view, legal, rng):\n    while True:\n        pass\n")
    page.select_option("#lab-level", "random")
    page.select_option("#lab-count", "2")
    page.click('[data-cmd="lab-run"]')
    page.wait_for_selector("html[data-busy]", state="attached")
    assert page.evaluate("1 + 1") == 2  # the page is not frozen
    page.wait_for_selector(RESULT, timeout=SLOW)
    assert json.loads(page.get_attribute("#lab-results", "data-result"))["losses"] == 2
    looped = page.locator("[data-lab-reason]").all_inner_texts()
    assert "endless loop" in looped[0] and all("endless loop" in t or "same reason as game 1" in t for t in looped)

    # Code that does not run at all (a syntax error) is said once, and no game is played
    set_code(page, "def choose(view, legal, rng)\n    return legal[0]\n")
    assert run_match(page, "random", 2)["games"] == 0
    assert "SyntaxError" in page.locator("[data-lab-broken]").inner_text()
    assert page.locator("#lab-game-list").count() == 0 and page.locator("[data-lab-reason]").count() == 0

    # An endless loop at the code's top level is stopped, said once (no move was to blame), and the
    # match ends there; then good code runs again
    set_code(page, "while True:\n    pass\n")
    assert run_match(page, "random", 2)["games"] == 0
    assert "top level (the code outside choose)" in page.locator("[data-lab-broken]").inner_text()
    assert page.locator("[data-lab-reason]").count() == 0
    page.click('[data-cmd="lab-reset"]')
    result = run_match(page, "random", 2)  # its seed is the clock's: the starter draws 1 game in 100 with random
    assert result["games"] == 2 and result["wins"] >= 1, result
    assert "Lost because" not in page.inner_text("#lab-results"), "the starter's code forfeits nothing"


def test_a_shared_link_restores_the_code_without_running_it(context, page, site_url):
    page.goto(f"{site_url}/index.html#/lab/troupeaux")
    wait_ready(page)
    code = "# mine: always the first move ✓\ndef choose(view, legal, rng):\n    return legal[0]\n"
    set_code(page, code)
    page.click('[data-cmd="lab-share"]')
    link = page.input_value("#lab-share-link")
    assert "#/lab/troupeaux?code=" in link

    other = context.new_page()
    requests = record_requests(other)
    other.goto(link)
    wait_ready(other)
    assert code_of(other) == code
    other.wait_for_timeout(1500)
    assert other.locator(RESULT).count() == 0
    assert not [url for url in requests if "lab-worker" in url], "nothing runs until Run"
    # and it runs when asked
    assert run_match(other, "random", 2)["games"] == 2


def test_the_code_is_kept_per_game(page, site_url):
    page.goto(f"{site_url}/index.html#/lab/kulami")
    wait_ready(page)
    set_code(page, "def choose(view, legal, rng):\n    return legal[-1]  # kept\n")
    run_match(page, "random", 2)
    page.goto(f"{site_url}/index.html#/lab/clustered")
    editor_ready(page, "clustered")
    assert "# kept" not in code_of(page)
    type_code(page, "def choose(view, legal, rng):\nreturn legal[0]  # never run, kept on reload\n")
    page.reload()
    wait_ready(page)
    assert code_of(page) == "def choose(view, legal, rng):\n    return legal[0]  # never run, kept on reload\n    "
    page.click('[data-lab-game="kluitz"]')  # leaving the game keeps its code too
    editor_ready(page, "kluitz")
    set_code(page, "# kluitz, kept on leaving\n")
    page.click("a.brand")
    page.wait_for_selector("[data-lab-link]")
    page.click("[data-lab-link]")
    page.click('[data-lab-game="kluitz"]')
    editor_ready(page, "kluitz")
    assert code_of(page) == "# kluitz, kept on leaving\n"
    page.reload()
    wait_ready(page)
    page.goto(f"{site_url}/index.html#/lab/kulami")
    editor_ready(page, "kulami")
    assert "# kept" in code_of(page)


def test_the_lab_passes_axe_before_and_after_a_match(page, site_url):
    from e2e.test_accessibility import axe_violations

    page.goto(f"{site_url}/index.html#/lab/guerre-des-moutons")
    wait_ready(page)
    editor_ready(page)
    assert axe_violations(page) == []
    for select in ("#lab-level", "#lab-count"):
        box = page.locator(select).bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, f"{select} is a finger's size: {box}"
    set_code(page, FAULTY["raises"][0])
    run_match(page, "random", 2)
    page.click('[data-cmd="lab-share"]')
    page.locator("details summary").first.click()
    assert axe_violations(page) == []
    page.click('[data-lab-game="kulami"]')
    editor_ready(page, "kulami")
    page.click('[data-lang="fr"], [data-language="fr"]')
    page.wait_for_selector('html[lang="fr"]')
    editor_ready(page, "kulami")
    assert page.get_attribute("#lab-code .py-editor-run-button", "aria-label") == "Essayer le code ici (Maj+Entrée)"
    assert page.get_attribute("#lab-code .cm-content", "aria-label") == "Votre joueur pour Kulami"
    assert axe_violations(page) == []


def test_the_lab_embedded_in_a_blog_post_costs_nothing_until_asked_and_runs(context, site_url):
    from e2e.helpers import blog_post, press_play
    from web import lab_match

    code = "def choose(view, legal, rng):\n    return legal[0]  # from the post\n"
    src = f"{site_url}/embed.html?lab=kluitz#code={lab_match.encode_code(code)}"
    with blog_post(src) as post:
        page = context.new_page()
        requests = record_requests(page)
        page.goto(post)
        frame = page.frame_locator("#game")
        frame.locator("#preview-title").wait_for()
        assert frame.locator("#preview-title").inner_text() == "Agent lab: The Kluitz"
        page.wait_for_timeout(1000)
        assert not [url for url in requests if "pyodide" in url or "lab-worker" in url], "nothing until asked"
        press_play(frame)
        editor_ready(frame, "kluitz", timeout=SLOW)
        assert frame.locator("#lab-code script").evaluate("script => script.code") == code
        assert not [url for url in requests if "lab-worker" in url], "no worker until Run"
        frame.locator("#lab-level").select_option("random")
        frame.locator("#lab-count").select_option("2")
        frame.locator('[data-cmd="lab-run"]').click()
        frame.locator(RESULT).wait_for(state="attached", timeout=SLOW)
        result = json.loads(frame.locator("#lab-results").get_attribute("data-result"))
        assert result["games"] == 2
        frame.locator('[data-cmd="lab-share"]').click()
        assert f"{site_url}/#/lab/kluitz?code=" in frame.locator("#lab-share-link").input_value()
        assert_only_local(requests)


def test_the_editor_is_pyscripts_py_editor_and_its_own_run_tries_the_code(page, site_url):
    page.goto(f"{site_url}/index.html#/lab/kulami")
    wait_ready(page)
    editor_ready(page, "kulami")
    assert page.locator('#lab-code script[type="py-editor-active"][env="lab"]').count() == 1
    assert page.evaluate("document.activeElement === document.body"), "opening the lab takes no focus"

    # Typed, then Shift+Enter: the code runs in py-editor's worker; what it prints is shown as text
    type_code(page, "print('<b>tried</b>', 6 * 7)")
    assert code_of(page) == "print('<b>tried</b>', 6 * 7)"
    page.keyboard.press("Shift+Enter")
    assert tried(page).strip() == "<b>tried</b> 42"
    assert page.locator("#lab-code .py-editor-output b").count() == 0

    # The guide's lines under the starter: choose is tried on the game's first position, with the engine
    page.click('[data-cmd="lab-reset"]')
    snippet = page.locator(".lab-guide pre code").nth(1).inner_text()
    set_code(page, code_of(page) + "\n" + snippet)
    page.click("#lab-code .py-editor-run-button")
    page.wait_for_function(f"() => /^[a-h][1-8]$/m.test({OUTPUT})", timeout=SLOW)

    # An exception's traceback, its words the reader's, is shown as text too
    set_code(page, "raise ValueError('<img src=x>')\n")
    page.click("#lab-code .py-editor-run-button")
    page.wait_for_function(f"() => {OUTPUT}.includes('ValueError')", timeout=SLOW)
    assert "ValueError: <img src=x>" in page.locator("#lab-code .py-editor-output").inner_text()
    assert page.locator("#lab-code .py-editor-output img").count() == 0


@pytest.mark.parametrize("size", [(390, 844), (1366, 768)])
def test_the_editors_run_button_sits_under_the_code_never_over_it(browser, site_url, size):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    page.goto(f"{site_url}/index.html#/lab/kulami")
    wait_ready(page)
    editor_ready(page, "kulami")
    code = page.locator("#lab-code .cm-editor").bounding_box()
    run = page.locator("#lab-code .py-editor-run-button").bounding_box()
    context.close()
    assert run["y"] >= code["y"] + code["height"] - 0.5, f"the run button covers the code: {run} over {code}"
    assert run["width"] >= 44 and run["height"] >= 44


def test_only_the_lab_loads_the_editor(context, page, site_url):
    requests = record_requests(context)
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    page.goto(f"{site_url}/index.html#/kulami")
    wait_ready(page)
    page.wait_for_timeout(1000)
    editor = [url for url in requests if "codemirror" in url or "editor" in url]
    assert editor == [], "the menu and a game's setup load no part of the editor"
    page.click("a.brand")
    page.click("[data-lab-link]")
    editor_ready(page)
    assert [url for url in requests if "codemirror" in url], "the lab loads CodeMirror"


def test_an_endless_loop_in_the_editors_own_run_is_stopped_by_its_button_in_the_readers_words(page, site_url):
    asked = []
    page.on("dialog", lambda dialog: asked.append(dialog.message) or dialog.accept())  # before its worker ends
    page.goto(f"{site_url}/index.html#/lab/kulami")
    wait_ready(page)
    set_code(page, "while True:\n    pass\n")
    page.click("#lab-code .py-editor-run-button")
    page.wait_for_selector("#lab-code .py-editor-run-button.running")
    assert page.evaluate("1 + 1") == 2  # the page is not frozen
    page.wait_for_selector('#lab-code .py-editor-run-button[aria-label="Stop the code"]')  # ■, named so
    page.click("#lab-code .py-editor-run-button")
    page.wait_for_function("() => document.querySelector('#lab-code script').code !== undefined"
                           " && !document.querySelector('#lab-code .py-editor-run-button.running')")
    assert asked == ["Stop the code that runs here?"], "py-editor's question, in the page's words"
    assert code_of(page) == "while True:\n    pass\n"  # a new editor, the same code, named and guarded as the first
    assert page.get_attribute("#lab-code .py-editor-run-button", "aria-label") == "Try the code here (Shift+Enter)"
    page.wait_for_function(f"() => {OUTPUT}.includes('Stopped before the code')")
    assert page.evaluate("typeof window.confirm === 'function' && window.confirm.toString().includes('[native code]')")
    set_code(page, "raise ValueError('<b>after</b>')\n")
    page.click("#lab-code .py-editor-run-button")
    page.wait_for_function(f"() => {OUTPUT}.includes('ValueError')", timeout=SLOW)
    assert page.locator("#lab-code .py-editor-output b").count() == 0


def test_the_editor_tries_code_in_a_frame_of_another_site_that_gets_no_storage(context, site_url):
    """py-editor's worker opens IndexedDB before Pyodide; refused there, web/lab-editor-interpreter.mjs
    keeps it in memory (as embed.html's page does), and the run goes on."""
    from e2e.helpers import blog_post, press_play
    from e2e.test_embed_cross_site import PARENT_HOST

    with blog_post(f"{site_url}/embed.html?lab=kulami", host=PARENT_HOST) as post:
        page = context.new_page()
        page.goto(post)
        frame = page.frame_locator("#game")
        press_play(frame)
        editor_ready(frame, "kulami", timeout=SLOW)
        frame.locator("#lab-code script").evaluate("(script) => { script.code = 'print(6 * 7)'; }")
        frame.locator("#lab-code .py-editor-run-button").click()
        frame.locator("#lab-code .py-editor-output", has_text="42").wait_for(timeout=SLOW)


def test_on_a_phone_the_starter_code_wraps_inside_the_editor(browser, site_url):
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    page = context.new_page()
    page.goto(f"{site_url}/index.html#/lab/kulami")
    wait_ready(page)
    editor_ready(page)
    widths = page.evaluate("""() => { const host = document.querySelector('#lab-code .py-editor-input > div');
        const scroller = host.shadowRoot.querySelector('.cm-scroller');
        return [scroller.scrollWidth, scroller.clientWidth]; }""")
    context.close()
    assert widths[0] <= widths[1], f"the code runs past the editor's right edge: {widths}"


def test_starter_code_offers_the_readers_code_back_and_the_lab_reopens_on_the_last_game(page, site_url):
    page.goto(f"{site_url}/index.html#/lab/clustered")
    wait_ready(page)
    mine = "# mine\ndef choose(view, legal, rng):\n    return legal[-1]\n"
    set_code(page, mine)
    page.click('[data-cmd="lab-reset"]')
    assert code_of(page) != mine and page.locator("#lab-replaced").is_visible()
    page.click('[data-cmd="lab-restore"]')  # a phone has no Ctrl+Z
    assert code_of(page) == mine and page.locator("#lab-replaced").is_hidden()
    page.evaluate("location.hash = '#/'")
    page.wait_for_selector(".game-card")
    page.evaluate("location.hash = '#/lab'")  # the menu's link to the lab
    page.wait_for_selector('[data-cmd="lab-run"]')
    assert code_of(page) == mine, "the lab opens on the game worked on last, its code kept"
