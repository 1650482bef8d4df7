"""Learn to play (web/learn.py): every game's guided first game, followed on a phone by its own
instructions, each step's target as the page marks it (``data-learn-target``), from the first step to
"You're ready"; a wrong tap explained instead of played; a step gone back over; a reload resumed
where it was; the menu, the setup screen's offer, the embed, both languages, axe."""

from __future__ import annotations

import json

import pytest

from e2e.helpers import add_axe, assert_only_local, press_play, wait_ready
from web.lesson import lesson_of

GAMES = [game_id for game_id in ("kulami", "clustered", "kluitz", "troupeaux", "guerre-des-moutons")
         if lesson_of(game_id) is not None]  # fmt: skip
IDLE = 'html[data-ready="1"]:not([data-busy])'
PHONE = {"width": 390, "height": 844}


@pytest.fixture
def phone(browser, recorded_requests):
    context = browser.new_context(viewport=PHONE, reduced_motion="reduce", has_touch=True)
    context.on("console", lambda message: print(f"[console.{message.type}] {message.text}"))
    context.on("weberror", lambda error: print(f"[pageerror] {error.error}"))
    page = context.new_page()
    yield page
    context.close()


def idle(page) -> None:
    page.wait_for_selector(IDLE, state="attached", timeout=30_000)


def open_lesson(page, site_url: str, game_id: str) -> None:
    page.goto(f"{site_url}/index.html#/{game_id}/learn")
    wait_ready(page)
    page.wait_for_selector("#learn")
    idle(page)


def step_number(page) -> int:
    return int(page.locator("#learn").get_attribute("data-learn-step"))


def moves_made(page) -> int:
    return len(json.loads(page.evaluate("window.ludotheque.record()"))["actions"])


def follow_one_step(page) -> None:
    """What the step says: Next on a step to read, else a tap on what it lights, first in order."""
    idle(page)
    following = page.locator("#learn-next:not([hidden])")
    if following.count():
        following.click()
    else:
        lit = page.locator('[data-learn-target="1"]').first
        lit.wait_for(timeout=10_000)
        lit.click()
    idle(page)


def follow_until(page, done, limit: int = 120) -> None:
    for _ in range(limit):
        if done():
            return
        follow_one_step(page)
    raise AssertionError("the lesson never got there")


COVERED = """() => {
    const coach = document.getElementById("learn").getBoundingClientRect();
    return [...document.querySelectorAll("[data-learn-target]")].some(element => {
        const lit = element.getBoundingClientRect();
        return lit.left < coach.right && lit.right > coach.left && lit.top < coach.bottom && lit.bottom > coach.top;
    });
}"""


# Whether the lit cards or tiles of a hand's row are in sight in it: all of them when they fit in the
# row together, else the first.
HAND_LIT_IN_SIGHT = """() => {
    const lit = [...document.querySelectorAll(".hand-cards [data-learn-target]")];
    if (!lit.length) return true;
    const row = lit[0].closest(".hand-cards").getBoundingClientRect(), boxes = lit.map(e => e.getBoundingClientRect());
    const inside = b => b.left >= row.left - 0.5 && b.right <= row.right + 0.5;
    const span = Math.max(...boxes.map(b => b.right)) - Math.min(...boxes.map(b => b.left));
    return span <= row.width ? boxes.every(inside) : inside(boxes[0]);
}"""


def ready(page) -> bool:
    return bool(page.locator("#learn-ready:not([hidden])").count())


def at_a_move(page) -> bool:
    return bool(page.locator('[data-learn-target="1"]').count())


@pytest.mark.parametrize("game_id", GAMES)
def test_following_the_lessons_own_instructions_leads_to_youre_ready(phone, site_url, recorded_requests, game_id):
    open_lesson(phone, site_url, game_id)
    steps = len(lesson_of(game_id)["steps"])
    seen = set()
    for _ in range(steps * 8):
        if ready(phone):
            break
        seen.add(step_number(phone))
        said = phone.locator("#learn-say").inner_text()
        assert said and phone.locator("#learn-say").get_attribute("aria-live") == "polite"
        assert not phone.evaluate(COVERED), f"step {step_number(phone) + 1}: the sentences cover the lit move"
        assert phone.evaluate(HAND_LIT_IN_SIGHT), f"step {step_number(phone) + 1}: a lit card out of sight in the hand"
        peek = phone.locator('#end [data-cmd="end-peek"]').evaluate_all("es => es.filter(e => e.checkVisibility()).length")
        assert peek == 0, f"step {step_number(phone) + 1}: \"See the board\" would hide the lit button"
        follow_one_step(phone)
    assert ready(phone), "the last step offers You're ready"
    assert seen == set(range(steps)), "every step was shown, in order"
    button = phone.get_by_role("button", name="You're ready")
    assert button.is_visible()
    assert not phone.locator("[data-over]").is_visible(), "no second end (Rematch, Review…) over the board the tip speaks of"
    assert not phone.locator("#status").is_visible(), "no \"Your turn\" over a lesson that is over"
    button.click()
    phone.wait_for_function("location.hash.includes('/play?') && location.hash.includes('seats=human%2Cai-easy')")
    idle(phone)
    assert not phone.locator("#learn").count(), "a normal game, against the easy computer"
    assert not phone.locator("#hint-box").count(), "no how-to over the first game: the lesson taught it"
    phone.goto(f"{site_url}/index.html#/")
    phone.wait_for_selector(f'[data-learned="{game_id}"]')
    assert_only_local(recorded_requests)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_wrong_tap_is_explained_and_plays_nothing(phone, site_url, game_id):
    open_lesson(phone, site_url, game_id)
    follow_until(phone, lambda: at_a_move(phone))
    before, step = moves_made(phone), step_number(phone)
    board_top = phone.locator("#board").bounding_box()["y"]
    other = phone.locator(
        "#board [data-action]:not([data-learn-target]), main [data-pick]:not([data-learn-target]):not([aria-pressed='true'])"
    )
    if other.count():
        other.first.click()
    else:  # nothing else is offered: a tap on the board away from the lit move
        phone.locator("#board").click(position={"x": 2, "y": 2})
    idle(phone)
    assert phone.locator("#learn-wrong").inner_text(), "the tap is explained"
    assert phone.locator("#learn-wrong").is_visible()
    assert abs(phone.locator("#board").bounding_box()["y"] - board_top) <= 2, "the board stays under the finger"
    assert moves_made(phone) == before and step_number(phone) == step, "and nothing was played"
    assert phone.locator('[data-learn-target="1"]').count(), "the move to make is still lit"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_step_can_be_gone_back_over_and_the_lesson_resumes_after_a_reload(phone, site_url, game_id):
    open_lesson(phone, site_url, game_id)
    follow_until(phone, lambda: step_number(phone) >= 3)
    step, made = step_number(phone), moves_made(phone)
    phone.locator("#learn-back").click()
    idle(phone)
    assert step_number(phone) == step - 1
    assert moves_made(phone) <= made
    back_at, moves_back = step_number(phone), moves_made(phone)
    phone.reload()
    wait_ready(phone)
    phone.wait_for_selector("#learn")
    idle(phone)
    assert step_number(phone) == back_at, "the lesson resumes at the step it was left on"
    assert moves_made(phone) == moves_back
    follow_until(phone, lambda: step_number(phone) > back_at)
    assert moves_made(phone) > moves_back, "and goes on from there"


def test_the_menu_and_the_setup_screen_offer_the_lesson_once_not_forced(page, site_url):
    page.goto(f"{site_url}/index.html#/")
    wait_ready(page)
    for game_id in GAMES:
        assert page.locator(f'a[data-learn="{game_id}"]').get_attribute("href") == f"#/{game_id}/learn"
    page.goto(f"{site_url}/index.html#/kulami")
    page.wait_for_selector('[data-learn-offer="kulami"]')
    assert page.locator("#setup").count(), "the setup form is there too: the lesson is offered, not forced"
    page.locator('[data-cmd="learn-no"]').click()
    assert not page.locator("[data-learn-offer]").count()
    assert page.locator('.learn-line a[data-learn="kulami"]').count(), "a link stays"
    page.goto(f"{site_url}/index.html#/")
    page.goto(f"{site_url}/index.html#/kulami")
    page.wait_for_selector("#setup")
    idle(page)
    assert not page.locator("[data-learn-offer]").count(), "offered once"
    page.locator('.learn-line a[data-learn="kulami"]').click()
    page.wait_for_selector("#learn")


def test_a_lesson_in_french_ends_on_vous_etes_pret_again_after_a_reload(phone, site_url):
    phone.goto(f"{site_url}/index.html#/")
    wait_ready(phone)
    phone.locator('[data-cmd="language"][data-language="fr"]').click()
    open_lesson(phone, site_url, GAMES[0])
    assert phone.locator("#learn-title").inner_text().startswith("Apprendre à jouer")
    follow_until(phone, lambda: ready(phone))
    assert phone.get_by_role("button", name="Vous êtes prêt").is_visible()
    phone.reload()  # the lesson's end again, not its first step
    wait_ready(phone)
    phone.get_by_role("button", name="Vous êtes prêt").wait_for()
    phone.goto(f"{site_url}/index.html#/")  # from the menu, a lesson learned starts again
    phone.locator(f'[data-learn="{GAMES[0]}"]').click()
    phone.wait_for_selector('#learn[data-learn-step="0"]')


def test_the_embed_teaches_the_game_a_blog_post_names(page, site_url):
    page.goto(f"{site_url}/embed.html?game=kulami&learn=1")
    assert page.locator("#preview-title").inner_text() == "Learn to play Kulami"
    assert page.locator("#preview-play").inner_text() == "Learn to play", "the button says what it opens"
    press_play(page)
    page.wait_for_selector("#learn")
    idle(page)
    follow_until(page, lambda: at_a_move(page))
    follow_one_step(page)
    assert step_number(page) >= 2


def test_the_opponents_turn_is_a_real_turn_on_the_table(phone, site_url):
    open_lesson(phone, site_url, "kulami")
    follow_until(phone, lambda: at_a_move(phone))
    phone.locator('[data-learn-target="1"]').click()
    idle(phone)
    assert moves_made(phone) == 2, "the person's move, then the opponent's"
    assert phone.locator("#announce").inner_text().startswith("Black played ")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_lesson_passes_axe_with_its_best_practices(phone, site_url, game_id):
    open_lesson(phone, site_url, game_id)
    follow_until(phone, lambda: at_a_move(phone))
    add_axe(phone)
    found = phone.evaluate(
        "async () => (await axe.run(document, {runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}))"
        ".violations.map(v => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', ')}`)"
    )
    assert not found, "\n".join(found)
    small = phone.evaluate(
        "[...document.querySelectorAll('#learn button')].filter(b => b.offsetParent)"
        ".map(b => b.getBoundingClientRect()).filter(r => r.width < 44 || r.height < 44).length"
    )
    assert small == 0, "the coach's buttons are 44 px each way at least"


def test_a_lesson_can_be_followed_with_the_keyboard_alone(phone, site_url):
    open_lesson(phone, site_url, "kulami")
    for _ in range(30):  # Tab to Next
        phone.keyboard.press("Tab")
        if phone.evaluate("document.activeElement.id") == "learn-next":
            break
    phone.keyboard.press("Enter")
    idle(phone)
    assert step_number(phone) == 1
    for _ in range(40):  # Tab on to the lit hole: the board's one cell in the tab order
        if phone.evaluate("document.activeElement.getAttribute('data-learn-target')") == "1":
            break
        phone.keyboard.press("Tab")
    assert phone.evaluate("document.activeElement.getAttribute('data-hole')") == "c3"
    phone.keyboard.press("Enter")
    idle(phone)
    assert step_number(phone) == 2 and moves_made(phone) == 2


def test_skip_opens_a_normal_game_against_the_easy_computer(phone, site_url):
    open_lesson(phone, site_url, "clustered")
    assert not phone.locator("#undo").is_visible(), "a lesson goes back with its own Back, not a greyed Undo"
    phone.locator("#more summary").click()
    assert not phone.locator('#more [data-cmd="new"]').is_visible(), "Skip is the lesson's way to a game"
    phone.locator("#more summary").click()
    phone.locator("#learn-skip").click()
    phone.wait_for_function("location.hash.startsWith('#/clustered/play?') && location.hash.includes('ai-easy')")
    idle(phone)
    assert not phone.locator("#learn").count()
    phone.goto(f"{site_url}/index.html#/")
    phone.wait_for_selector('a[data-learn="clustered"]')
    assert phone.locator('a[data-learn="clustered"]').inner_text() == "Learn to play", "the lesson is not over"


CONTROLLED = """async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(navigator.serviceWorker.controller) && registration.active.state === "activated";
}"""


def test_a_lesson_goes_on_offline_after_a_reload(phone, site_url):
    open_lesson(phone, site_url, "troupeaux")
    follow_until(phone, lambda: step_number(phone) >= 2)
    phone.wait_for_function(CONTROLLED, timeout=90_000)
    phone.context.set_offline(True)
    try:
        phone.reload()
        wait_ready(phone, timeout=90_000)
        phone.wait_for_selector("#learn")
        idle(phone)
        assert step_number(phone) == 2
        follow_until(phone, lambda: step_number(phone) >= 3)
    finally:
        phone.context.set_offline(False)


def test_the_phones_back_with_the_rules_open_in_a_lesson_closes_them_and_the_lesson_goes_on(phone, site_url):
    open_lesson(phone, site_url, "kulami")
    follow_until(phone, lambda: step_number(phone) >= 2)
    step = step_number(phone)
    phone.locator('[data-cmd="rules-open"]').click()
    assert phone.locator("#rules-sheet").is_visible()
    phone.go_back()  # Android's back button: the sheet closes, as a page would
    phone.locator("#rules-sheet").wait_for(state="detached")
    assert phone.locator("#learn").is_visible() and step_number(phone) == step, "still in the lesson, at its step"
