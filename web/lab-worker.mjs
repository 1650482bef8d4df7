/* The agent lab's worker (web/lab.py starts it; docs/lab.md): the reader's code runs here, in a
 * Python of its own, never in the page — it cannot reach the page's document or storage.
 *
 * The build copies it beside pyodide.mjs (vendor/pyodide/lab-worker.mjs). On its first message it
 * starts Pyodide from this folder, installs micropip from Pyodide's lock file (the wheel the build
 * serves beside it) and, with micropip, the engine wheel the site's pyscript.toml names: nothing
 * comes from anywhere but the site, and the service worker keeps all of it for offline use.
 *
 * Messages in (JSON text): {kind: "game", game, code, level, seed, index, limit} plays game number
 * `index` of a match (game.arena's seats turned, the reader's agent against a level) and answers
 * {kind: "result", result: {...}}; while the reader's `choose` thinks it says {kind: "thinking"}
 * and, once it returns, {kind: "thought"}: the page stops the worker (terminate) when a move runs far
 * past the limit, an endless loop. Out also: {kind: "ready", seconds}, {kind: "failed", reason}. */
import { loadPyodide } from "./pyodide.mjs";

const GLUE = `
import contextlib, io, json, time, traceback
from game import arena

OUTPUT_KEPT = 4000  # characters of what the reader's code prints, per game


def run_game(game, code, level, seed, index, limit, notify):
    """What the code prints goes with the game's result (the page shows it under the game)."""
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
        result = json.loads(play_game(game, code, level, seed, index, limit, notify))
    text = printed.getvalue()
    result["output"] = text if len(text) <= OUTPUT_KEPT else text[:OUTPUT_KEPT] + "\\n…"
    return json.dumps(result)


def play_game(game, code, level, seed, index, limit, notify):
    notify("loading")  # the code's top level runs: an endless loop there is stopped too, and ends the match
    try:
        choose = arena.load_choose(code, "agent.py")
    except BaseException as error:
        notify("thought")
        return json.dumps({"index": index, "broken": f"{type(error).__name__}: {error}",
                           "details": traceback.format_exc(limit=-3)})
    notify("thought")

    def timed(view, legal, rng):
        notify("thinking")
        try:
            return choose(view, legal, rng)
        finally:
            notify("thought")

    task = (game, ["agent.py", level], seed, index, {}, 2, limit)
    started = time.perf_counter()
    r = arena.play_one(task, made={0: lambda s: arena.FileAgent(timed, s, "agent.py")})
    me = r.seats[0]
    return json.dumps({
        "index": index, "seed": r.game_seed, "seat": me, "lineup": list(r.lineup), "scores": r.scores,
        "winners": r.winners, "moves": r.moves, "actions": r.actions, "error": r.error,
        "forfeit": r.forfeit, "reason": r.reason, "why": r.why, "details": r.details, "points": r.points(0),
        "seconds": time.perf_counter() - started,
    })
`;

let python = null;

async function start() {
  const began = performance.now();
  const here = new URL("./", import.meta.url).href;
  const pyodide = await loadPyodide({ indexURL: here });
  await pyodide.loadPackage("micropip", { messageCallback: () => {} });
  const config = await (await fetch(new URL("../../pyscript.toml", here))).text();
  const wheel = config.match(/"\.\/(py\/[^"]+\.whl)"/);
  if (!wheel) throw new Error("no engine wheel in pyscript.toml");
  const micropip = pyodide.pyimport("micropip");
  await micropip.install(new URL(`../../${wheel[1]}`, here).href);
  pyodide.runPython(GLUE);
  self.postMessage(JSON.stringify({ kind: "ready", seconds: (performance.now() - began) / 1000 }));
  return pyodide.globals.get("run_game");
}

let starting = null;

self.onmessage = async ({ data }) => {
  const task = JSON.parse(data);
  try {
    starting = starting || start();
    python = await starting;
    const notify = (what) => self.postMessage(JSON.stringify({ kind: what }));
    const text = python(task.game, task.code, task.level, task.seed, task.index, task.limit, notify);
    self.postMessage(JSON.stringify({ kind: "result", result: JSON.parse(text) }));
  } catch (error) {
    self.postMessage(JSON.stringify({ kind: "failed", reason: String(error && error.message ? error.message : error) }));
  }
};
