"""Games are never lost: autosave and resume, replay, export and import, share links, embedding."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest

from e2e.helpers import assert_only_local, blog_post, more, over_message, play_to_the_end, press_play, record, wait_idle, wait_ready

HOT_SEAT = "/kulami/play?seats=human,human&seed=3&first=red"


def open_route(page, site_url: str, route: str) -> None:
    page.goto(f"{site_url}/index.html#{route}")
    wait_ready(page)


def play(page, *holes: str) -> None:
    for hole in holes:
        page.locator(f'[data-action="{hole}"]').click()
        wait_idle(page)


def test_a_game_in_progress_survives_a_reload_and_resumes_at_the_same_move(page, site_url, recorded_requests):
    open_route(page, site_url, HOT_SEAT)
    play(page, "d4", "d7", "a7")
    page.reload()
    wait_ready(page)
    assert record(page)["actions"] == ["d4", "d7", "a7"]
    assert page.locator('[data-hole="a7"] .last-ring').count() == 1
    page.goto(f"{site_url}/index.html#/kulami")  # the setup screen offers to resume
    page.reload()
    wait_ready(page)
    assert "3" in page.locator(".resume").inner_text()
    page.locator('.resume [data-resume="kulami"]').click()
    page.wait_for_selector("#board [data-hole]", state="attached")
    assert record(page)["actions"] == ["d4", "d7", "a7"]
    assert_only_local(recorded_requests)


def test_a_game_started_from_its_setup_screen_survives_a_reload(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami")
    page.locator('[data-cmd="start"]').click()  # its address names no deal: the deal is the table's
    page.wait_for_function("window.ludotheque.record() !== null")
    wait_idle(page)
    for _ in range(2):
        page.locator("#board [data-action]").first.click()
        wait_idle(page)
    before = record(page)
    assert len(before["actions"]) >= 2
    page.reload()
    wait_ready(page)
    wait_idle(page)
    assert record(page) == before, "the same game, at the same move"
    page.goto(f"{site_url}/index.html#/games")
    wait_ready(page)
    assert page.locator("[data-kept-list='in-progress'] [data-kept-game]").count() == 1, "kept once, not once a load"
    assert_only_local(recorded_requests)


def test_going_back_from_a_games_review_shows_that_game_ended(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami/play?seats=human,ai-easy&first=red")
    play_to_the_end(page, seed=7)
    finished = record(page)
    page.locator("[data-over] [data-review]").click()
    page.wait_for_url("**#/kulami/review")
    page.go_back()
    wait_ready(page)
    page.wait_for_selector("[data-over]")
    assert record(page) == finished, "the game just reviewed, not a new deal"
    assert_only_local(recorded_requests)


@pytest.mark.parametrize("key", ["ludotheque.game.f00d", "ludotheque.save.kulami"])  # kept now, kept before
def test_a_corrupt_autosave_is_set_aside_and_the_menu_still_works(page, site_url, recorded_requests, key):
    open_route(page, site_url, "/")
    page.evaluate(f"localStorage.setItem('{key}', '{{\"record\": {{\"game\": \"kulami\"')")
    page.reload()
    wait_ready(page)
    notice = page.locator("#notice")
    assert notice.is_visible() and "could not be read back" in notice.inner_text()
    keys = page.evaluate("Object.keys(localStorage)")
    assert key not in keys
    kept = [k for k in keys if k.startswith(f"ludotheque.corrupt.{key.rsplit('.', 1)[1]}.")]
    assert len(kept) == 1
    assert page.evaluate(f"localStorage.getItem('{kept[0]}')").startswith('{"record"')
    page.evaluate("location.hash = '#/games'")  # where the notice says it went: to save to a file, or delete
    broken = page.locator("[data-kept-list='broken'] [data-broken-game]")
    broken.first.wait_for()
    assert broken.count() == 1 and page.locator('[data-cmd="save-broken"]').count() == 1
    with page.expect_download() as saved:
        page.locator('[data-cmd="save-broken"]').click()
    assert Path(saved.value.path()).read_text().startswith('{"record"'), "the text as it was kept"
    page.locator('[data-cmd="forget-broken"]').click()
    page.wait_for_function("!document.querySelector('[data-broken-game]')")
    assert not [k for k in page.evaluate("Object.keys(localStorage)") if k.startswith("ludotheque.corrupt.")]
    page.evaluate("location.hash = '#/'")
    page.locator('a[data-game="kulami"]').click()
    page.locator('[data-cmd="start"]').click()
    page.wait_for_selector("#board [data-hole]", state="attached")
    assert_only_local(recorded_requests)


def test_a_tampered_autosave_names_the_illegal_move(page, site_url, recorded_requests):
    open_route(page, site_url, HOT_SEAT)
    play(page, "b2", "b5")
    key = page.evaluate("Object.keys(localStorage).find(k => k.startsWith('ludotheque.game.'))")
    saved = json.loads(page.evaluate(f"localStorage.getItem('{key}')"))
    saved["record"]["actions"] = ["b2", "b1"]  # b1 is on b2's plate
    page.evaluate("([k, s]) => localStorage.setItem(k, s)", [key, json.dumps(saved)])
    page.goto("about:blank")  # as after a crash: the next visit finds the tampered save
    open_route(page, site_url, "/")
    assert "move 2 (b1)" in page.locator("#notice").inner_text()


def test_replay_steps_back_and_forward_without_changing_the_game(page, site_url, recorded_requests):
    open_route(page, site_url, HOT_SEAT)
    play(page, "c3", "c6", "h6")
    page.locator('[data-cmd="replay"][data-step="back"]').click()
    assert page.locator("#replay-position").inner_text() == "Move 2\nof 3", "on two lines, broken after the move"
    assert page.locator('[data-hole="h6"] .marble').count() == 0
    assert page.locator("[data-action]").count() == 0, "a replayed position offers no move"
    page.locator('[data-cmd="replay"][data-step="first"]').click()
    assert page.locator("#board .marble").count() == 0
    page.locator('[data-cmd="replay"][data-step="forward"]').click()
    assert page.locator('[data-hole="c3"] .marble').count() == 1
    assert page.locator('[data-hole="c6"] .marble').count() == 0
    page.locator('[data-cmd="replay"][data-step="last"]').click()
    assert page.locator('[data-hole="h6"] .marble').count() == 1
    assert page.locator("[data-action]").count() > 0
    assert record(page)["actions"] == ["c3", "c6", "h6"]


def test_export_then_import_gives_the_same_record(page, site_url, recorded_requests):
    open_route(page, site_url, HOT_SEAT)
    play(page, "e4", "e8")
    with page.expect_download() as download:
        more(page, "export")
    path = download.value.path()
    exported = json.loads(Path(path).read_text())
    assert exported.pop("setup") == {"first": "red"}, "the file keeps the settings as they were chosen"
    assert exported == record(page)
    open_route(page, site_url, "/kulami/play?seats=human,ai-easy&seed=99")
    page.locator("input[data-import]").first.set_input_files(path)
    page.wait_for_function("JSON.parse(window.ludotheque.record()).actions.length === 2")
    assert record(page) == exported
    kept = "() => Object.keys(localStorage).filter(k => k.startsWith('ludotheque.game.')).length"
    open_route(page, site_url, "/kulami/play?seats=human,ai-easy&seed=98")
    wait_idle(page)
    page.locator("#board [data-action]").first.click()
    wait_idle(page)
    before = page.evaluate(kept)
    page.locator("input[data-import]").first.set_input_files(path)  # the same file again
    page.wait_for_function("JSON.parse(window.ludotheque.record()).actions.length === 2")
    assert record(page) == exported
    assert page.evaluate(kept) == before, "the game kept from the first import goes on: no second copy"
    open_route(page, site_url, "/games")  # Your games opens a file too
    page.locator("input[data-import]").first.set_input_files(path)
    page.wait_for_selector("#board [data-hole]", state="attached")
    assert record(page) == exported
    assert_only_local(recorded_requests)


def test_importing_a_tampered_file_is_refused_naming_the_move(page, site_url, recorded_requests):
    open_route(page, site_url, HOT_SEAT)
    play(page, "e4")
    before = record(page)
    tampered = dict(before, actions=["e4", "h8"])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "tampered.json"
        path.write_text(json.dumps(tampered))
        page.locator("input[data-import]").first.set_input_files(str(path))
        page.wait_for_selector("#notice:not([hidden])")
    assert "move 2 (h8)" in page.locator("#notice").inner_text()
    assert record(page) == before


def test_a_file_nested_ten_thousand_deep_is_refused_and_the_game_plays_on(page, site_url, recorded_requests):
    """Its parse would overflow the browser's stack and take Python down with it: the computer would
    never answer again. It is refused as any unreadable file is."""
    open_route(page, site_url, "/kulami/play?seats=human,ai-easy&seed=8&first=red")
    play(page, page.locator("[data-action]").first.get_attribute("data-action"))
    before = record(page)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "deep.json"
        path.write_text("[" * 10_000 + "]" * 10_000)
        page.locator("input[data-import]").first.set_input_files(str(path))
        page.wait_for_selector("#notice:not([hidden])")
    assert "not a Ludothèque game record" in page.locator("#notice").inner_text()
    assert record(page) == before
    play(page, page.locator("[data-action]").first.get_attribute("data-action"))
    assert len(record(page)["actions"]) == len(before["actions"]) + 2, "the computer answers the next move"


def test_a_share_link_opens_the_same_game_at_the_same_move(page, site_url, recorded_requests):
    open_route(page, site_url, "/kulami/play?seats=human,human&seed=5&layout=random-irregular&zones=1")
    first = page.locator("[data-action]").first.get_attribute("data-action")
    play(page, first)
    second = page.locator("[data-action]").first.get_attribute("data-action")
    play(page, second)
    more(page, "share")
    link = page.locator("#share-link").input_value()
    original = record(page)
    page.goto("about:blank")
    context_page = page.context.new_page()
    context_page.goto(link)
    wait_ready(context_page)
    assert record(context_page) == original
    assert_only_local(recorded_requests)


def test_a_bad_share_link_shows_an_error_and_changes_nothing(page, site_url, recorded_requests):
    open_route(page, site_url, HOT_SEAT)
    play(page, "f2")
    before = record(page)
    page.evaluate("location.hash = '#/kulami/play?seats=human,human&seed=3&first=red&moves=f2,f1'")
    page.wait_for_selector("#notice:not([hidden])")
    assert "move 2 (f1)" in page.locator("#notice").inner_text()
    assert record(page) == before
    assert page.locator('[data-hole="f2"] .marble').count() == 1




def test_embed_plays_in_an_iframe_of_another_site_and_tells_the_parent_the_end(page, site_url, recorded_requests):
    with blog_post(f"{site_url}/embed.html?game=kulami&seats=human,ai-easy&seed=4&first=red") as post:
        page.goto(post)  # another origin: a second port
        frame = page.frame_locator("#game")
        press_play(frame)  # the preview first: Python boots on Play
        assert frame.locator("header.top").count() == 0, "an embedded game shows no site chrome"
        play_to_the_end(frame, seed=4)
        message = over_message(page)
        assert message["record"]["game"] == "kulami"
        assert len(message["record"]["actions"]) >= 20
    assert_only_local(recorded_requests)
