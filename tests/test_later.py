"""The parts a first game never needs (the review, the agent lab, the lessons) are made on first use
(web/later.py): the app starts without importing them, and a route that needs one makes it then."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from web.later import Later

ROOT = Path(__file__).resolve().parent.parent
LATER_MODULES = ("web.review_screen", "web.review_runner", "web.lab", "web.learn")

START_AT = """
import sys
sys.path.insert(0, {root!r})
from tests.fake_browser import FakePage, install
fake = FakePage()
install(fake)
fake.window.location.hash = {address!r}
from web.app import App
App(fake.document, fake.window).start()
assert fake.document.documentElement.getAttribute("data-ready") == "1"
print(" ".join(name for name in {modules!r} if name in sys.modules))
"""


def imported_after_start(address: str) -> set[str]:
    """Which of LATER_MODULES a fresh Python has imported once the app is up at ``address``."""
    code = START_AT.format(root=str(ROOT), address=address, modules=LATER_MODULES)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


def test_a_game_at_the_table_starts_without_the_review_the_lab_or_the_lessons():
    assert imported_after_start("#/kulami/play?seats=human,ai-easy&seed=1") == set()


def test_a_lesson_route_makes_the_lessons_when_it_opens():
    assert "web.learn" in imported_after_start("#/kulami/learn")


def test_an_idle_call_before_the_part_is_made_does_nothing_and_makes_nothing():
    made = []
    part = Later(lambda: made.append(1) or object(), idle=("leave",))
    assert part.leave() is None
    assert not part.made and made == []


def test_any_other_use_makes_the_part_once_and_hands_it_on():
    made = []

    class Lab:
        def leave(self):
            return "left"

        def show(self, game_id):
            return f"shown {game_id}"

    part = Later(lambda: made.append(1) or Lab(), idle=("leave",))
    assert part.show("kulami") == "shown kulami"
    assert part.leave() == "left"
    assert made == [1] and part.made


def test_an_idle_method_read_before_the_part_is_made_is_the_parts_once_it_is():
    class Lessons:
        def on_click(self, event):
            return f"tap {event}"

    part = Later(Lessons, idle=("on_click",))
    listener = part.on_click  # as a page listener is taken at start-up
    assert listener("early") is None and not part.made
    part.part()
    assert listener("late") == "tap late"
