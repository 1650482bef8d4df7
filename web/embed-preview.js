/* embed.html only (tools/embed_page.py): the game's preview, and the app booted in place on Play.
 *
 * Until the reader presses Play, the page downloads nothing but itself, the stylesheet and this
 * script: the preview (the game's menu picture, its title and blurb) is in the page, drawn at build
 * time. Play (or `autoplay=1` in the query, at once) adds the tags index.html boots the app with,
 * from the page's `boot-tags` list: the preloads, the app's `<script type="py">`, the scripts the table
 * uses, then PyScript.
 * The app then starts in place, in embed mode, and paints over the preview.
 * The query is never written into the page as markup (textContent only).
 *
 * Before booting, the frame claims its place among the page's frames with the same query (the first
 * number whose Web Lock is free, held while the frame lives): the app keeps the game it shows under
 * that place (web/app.py embed_place), so two embeds of a game on one page keep two games.
 */
(() => {
  "use strict";

  const LANGUAGE_KEY = "ludotheque.language"; // the app's saved choice (web/page.py)
  const byId = (id) => document.getElementById(id);
  const words = JSON.parse(byId("preview-words").textContent);
  const bootTags = JSON.parse(byId("boot-tags").textContent);
  const params = new URLSearchParams(location.search);

  /** The saved choice, else the browser's language when we speak it, else English (web/i18n.py). */
  function pickLanguage() {
    let saved = null;
    try {
      saved = localStorage.getItem(LANGUAGE_KEY); // refused in another site's frame: then none
    } catch {
      saved = null;
    }
    if (saved && Object.hasOwn(words, saved)) return saved;
    const primary = (navigator.language || "").split("-")[0].toLowerCase();
    return Object.hasOwn(words, primary) ? primary : "en";
  }

  const language = pickLanguage();
  const said = words[language];
  const gameIds = Object.keys(said.games); // the menu's order
  const lab = params.has("lab"); // embed.html?lab=<game>: the agent lab on that game (web/lab.py)
  const learn = !lab && params.get("learn") === "1"; // the guided first game (web/learn.py)
  const asked = lab ? params.get("lab") : params.get("game");
  const known = asked === null || Object.hasOwn(said.games, asked);
  const gameId = known && asked !== null ? asked : gameIds[0]; // as the app does (web/router.py)
  const game = said.games[gameId];

  function showPreview() {
    document.documentElement.lang = language;
    byId("preview-title").textContent = lab
      ? `${said.lab}: ${game.title}`
      : learn ? said.learn_title.replace("{game}", game.title) : game.title;
    byId("preview-blurb").textContent = lab ? said.lab_intro : game.blurb;
    const template = document.querySelector(
      `template[data-preview="${CSS.escape(gameId)}"][data-lang~="${language}"]`,
    );
    if (template) byId("preview-picture").replaceChildren(template.content.cloneNode(true));
    if (!known) notify(said.unknown.replace("{game}", game.title));
    play.textContent = lab ? said.lab_open : learn ? said.learn_open : said.play;
  }

  function notify(text) {
    const notice = byId("preview-notice");
    notice.querySelector(".notice-text").textContent = text;
    notice.hidden = false;
  }

  /** An element for one of index.html's tags (attributes from the build, never from the query). */
  function element({ tag, attrs, text }) {
    const made = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) made.setAttribute(name, value === true ? "" : value);
    if (text) made.textContent = text; // the app's <script type="py">: Python for PyScript, not run by the browser
    if (tag === "script") made.async = false; // added scripts run in the order they are added
    return made;
  }

  const loaded = (made) => new Promise((resolve, reject) => {
    made.addEventListener("load", resolve, { once: true });
    made.addEventListener("error", () => reject(new Error(`could not load ${made.src}`)), { once: true });
  });

  /** The first free place among this page's frames of the same query (0 if locks are not allowed). */
  async function claimPlace() {
    const base = `ludotheque-embed|${document.referrer}|${location.search}|`;
    try {
      for (let place = 0; place < 64; place++) {
        const got = await new Promise((done, fail) => {
          navigator.locks
            .request(base + place, { ifAvailable: true }, (lock) => {
              done(lock !== null);
              return lock === null ? undefined : new Promise(() => {}); // held until the frame goes
            })
            .catch(fail);
        });
        if (got) return place;
      }
    } catch {
      return 0; // no locks here (another site's frame without storage, an old browser)
    }
    return 0;
  }

  let started = false;

  /** Boot the app: preloads and styles first (Pyodide starts downloading), the app's Python, the
   * classic scripts (web/embed-guard.js must run before PyScript), then PyScript itself. */
  async function boot() {
    if (started) return;
    started = true;
    play.disabled = true;
    play.textContent = said.loading;
    document.documentElement.setAttribute("data-booting", "1");
    window.ludothequeEmbedSlot = await claimPlace();
    const made = bootTags.map((tag) => [tag, element(tag)]);
    const isCore = ({ tag, attrs }) => tag === "script" && attrs.type === "module";
    const isPython = ({ tag, attrs }) => tag === "script" && attrs.type === "py";
    try {
      for (const [tag, el] of made) if (tag.tag === "link") document.head.append(el);
      for (const [tag, el] of made) if (isPython(tag)) document.head.append(el);
      const classic = made.filter(([tag]) => tag.tag === "script" && !isCore(tag) && !isPython(tag));
      const waits = classic.map(([, el]) => loaded(el));
      for (const [, el] of classic) document.head.append(el);
      await Promise.all(waits);
      for (const [tag, el] of made) if (isCore(tag)) document.head.append(el);
    } catch (error) {
      console.error(error);
      notify(said.failed);
    }
  }

  const play = byId("preview-play");
  showPreview();
  play.addEventListener("click", boot);
  if (params.get("autoplay") === "1") boot();
})();
