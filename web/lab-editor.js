/* The agent lab's editor (web/lab.py, docs/lab.md): PyScript's py-editor (CodeMirror, with Python),
 * loaded only when the lab opens. pyscript.toml leaves the plugin out of the app's start
 * ("!py-editor", "!codemirror"), so no other screen downloads it; web/lab.py adds this module's
 * <script> on the lab's first showing. Importing py-editor's chunk (the build writes its name below:
 * it changes with each PyScript release) starts the plugin, which makes an editor of the lab's
 * <script type="py-editor"> and of any added later; CodeMirror's chunks come with it, all from
 * vendor/pyscript/, which the service worker precaches.
 *
 * One guard: py-editor writes what the code sends to stderr (a traceback, whose words are the
 * reader's) into its output as HTML, `<span style='color:red'>${text}</span>`. The lab's editor's
 * output element has its own insertAdjacentHTML, which takes that text back out and adds it as text:
 * nothing the code prints is ever parsed as HTML. */
import "../vendor/pyscript/__PY_EDITOR_CHUNK__";

const OPEN = "<span style='color:red'>";
const CLOSE = "</span>\n";

/** `output`, made to add what py-editor gives it as HTML as text instead (red, as py-editor shows it). */
function asText(output) {
  output.insertAdjacentHTML = (where, html) => {
    const wrapped = html.startsWith(OPEN) && html.endsWith(CLOSE);
    const line = document.createElement("span");
    line.className = "py-editor-error";
    line.textContent = wrapped ? `${html.slice(OPEN.length, -CLOSE.length)}\n` : html;
    output.insertAdjacentElement(where, line);
  };
}

// py-editor says "py-editor" on its <script> once it has made the editor (again after its Stop).
document.addEventListener("py-editor", (event) => {
  const box = event.target instanceof Element && event.target.closest("[data-lab-editor]");
  const output = box && box.querySelector(".py-editor-output");
  if (output) asText(output);
});
