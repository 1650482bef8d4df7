"""embed.html framed by a page of another site, in a browser that refuses that frame any storage.

127.0.0.1 and localhost are two sites (a port only makes another origin of the same site), and this
headless Chromium, like Chrome's incognito windows, blocks third-party storage: in the frame,
localStorage throws and IndexedDB refuses to open. The page must start and play without them.
"""

from __future__ import annotations

from urllib.parse import urlsplit

from e2e.helpers import blog_post, over_message, play_to_the_end, press_play

PARENT_HOST = "localhost"  # the app is served on 127.0.0.1: another site

# Run in the frame: what the browser allows it.
STORAGE_REFUSED = """async () => {
  let localStorageRefused = false;
  try { window.localStorage.length; } catch { localStorageRefused = true; }
  const indexedDBRefused = await new Promise(done => {
    const request = indexedDB.open("ludotheque-probe");
    request.onsuccess = () => { request.result.close(); done(false); };
    request.onerror = event => { event.preventDefault(); done(true); };
  });
  return {localStorageRefused, indexedDBRefused};
}"""


def test_embed_plays_a_whole_game_in_a_frame_of_another_site_that_gets_no_storage(context, page, site_url,
                                                                                  recorded_requests):
    page_errors = []
    context.on("weberror", lambda error: page_errors.append(str(error.error)))
    src = f"{site_url}/embed.html?game=kulami&seats=human,ai-easy&seed=4&first=red"
    with blog_post(src, host=PARENT_HOST) as post:
        parent = post.rsplit("/", 1)[0]
        page.goto(post)
        app = page.frame_locator("#game")
        press_play(app)  # the preview first: Python boots on Play
        frame = next(f for f in page.frames if f.url.startswith(site_url))
        assert frame.evaluate(STORAGE_REFUSED) == {"localStorageRefused": True, "indexedDBRefused": True}, \
            "this browser must refuse a frame of another site its storage, or this test proves nothing"
        play_to_the_end(app, seed=4)
        shown = app.locator(".end-actions > *").evaluate_all("es => es.filter(e => e.checkVisibility()).map(e => e.textContent)")
        assert shown == ["Rematch", "Review the game", "See the board"], "the end leads to no other screen of the site"
        message = over_message(page)
        assert message["record"]["game"] == "kulami"
        assert len(message["record"]["actions"]) >= 20
    assert page_errors == [], "the frame must start without errors"
    elsewhere = [url for url in recorded_requests
                 if urlsplit(url).scheme not in ("data", "blob") and not url.startswith((site_url + "/", parent + "/"))]
    assert elsewhere == [], "nothing is fetched from outside the site (and the embedding page)"
