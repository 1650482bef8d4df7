/* Moves that move: the table is updated in place and its pieces animate (the FLIP technique).
 *
 * web/motion.py drives it, once per redraw of the table:
 *   measure()            before: where every piece ([data-piece]) is on the screen now;
 *   morph(element, html) each part of the table morphed in place (idiomorph), so that the board and
 *                        every piece already there stay the same DOM nodes (focus and scroll stay);
 *   play()               after: each piece that moved glides from where it was (First, Last, Invert,
 *                        Play with the Web Animations API), a new one drops in (or turns over:
 *                        data-enter="turn"), one whose face changed (data-look) turns over;
 *                        returns how long that takes, in ms.
 * A piece is known by its data-piece, so a card that leaves the hand for the table (a new node
 * there) still glides from the hand; data-from names the piece a new one came from when its own
 * name changes on the way. Inside SVG the offsets are turned into the SVG's user units.
 *
 * <html data-busy="1"> stays on while a move's pieces move (played() said the next redraw shows a
 * move; a card picked up is no move) as while the computer thinks (thinking(on)), so that a test
 * waiting for the page to be idle never acts in the middle of a move. Under prefers-reduced-motion:
 * reduce nothing moves and nothing waits: play() returns 0.
 *
 * Plain JS in the page rather than Python through Pyodide's proxies: a few calls per redraw instead
 * of several per piece.
 */
"use strict";

(() => {
  const DURATION = 250; // ms: a move animates in 250-400 ms (the least: tests wait through every move)
  const EASING = "cubic-bezier(0.2, 0.7, 0.3, 1)";
  const MAX_ENTERING = 12; // more new pieces at once (a jump in a replay): they just appear
  const NAME = "ludotheque-motion"; // the id of our animations (others, a CSS spinner, are left alone)
  const html = document.documentElement;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");

  let before = null; // piece -> {node, rect, look}: where each piece was before this redraw
  let fresh = []; // parts drawn from empty (a table just painted): nothing in them moves
  let thinking = false;
  let played = false; // a move was played since the last redraw: the page is busy while it moves
  let moving = false;
  let timer = 0;
  const started = new WeakMap(); // node -> {keyframes, rect, at}: its running animation, since when

  const pieces = () => document.querySelectorAll("[data-piece]");
  const inSvg = (node) => node instanceof SVGElement && node.ownerSVGElement !== null;
  // A box on the page, not in the window: the update may scroll the page (the browser keeps what
  // is in view where it was), and a piece must not seem to move for that.
  const box = (node) => {
    const r = node.getBoundingClientRect();
    return DOMRect.fromRect({ x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height });
  };
  const near = (a, b) => // within a pixel: a jiggle nobody would see is no move
    Math.abs(a.left - b.left) < 1 && Math.abs(a.top - b.top) < 1 &&
    Math.abs(a.width - b.width) < 1 && Math.abs(a.height - b.height) < 1;

  /* What a piece is drawn in (a board, a hand): when that moves as a whole (a line of text above it
   * grew), its pieces go with it and do not glide. */
  const frameOf = (node) => node.parentElement && node.parentElement.closest("[id]:not([data-piece])");

  function frames(nodes) {
    const found = new Map();
    for (const node of nodes) {
      const frame = frameOf(node);
      if (frame && !found.has(frame)) found.set(frame, box(frame));
    }
    return found;
  }

  function measure() {
    before = null;
    fresh = [];
    if (reduce.matches) return;
    before = new Map();
    const nodes = [...pieces()];
    const boxes = frames(nodes);
    for (const node of nodes) {
      const frame = frameOf(node);
      before.set(node.dataset.piece, {
        node, frame, rect: box(node), look: node.dataset.look || "", framed: boxes.get(frame),
      });
    }
  }

  /* A piece in a part that was empty before this update: it is drawn there, not moved there. */
  const isNew = (node) => fresh.some((part) => part.contains(node));

  /* Where a piece was, as if the frame it stays in had not moved. */
  function was(old, node, boxes) {
    const frame = frameOf(node);
    const now = boxes.get(frame);
    if (!old.framed || !now || frame !== old.frame) return old.rect;
    return DOMRect.fromRect({
      x: old.rect.left + now.left - old.framed.left, y: old.rect.top + now.top - old.framed.top,
      width: old.rect.width, height: old.rect.height,
    });
  }

  function morph(element, markup) {
    if (!element.firstChild || !window.Idiomorph) {
      if (!element.firstChild) fresh.push(element);
      element.innerHTML = markup;
      return;
    }
    window.Idiomorph.morph(element, markup, { morphStyle: "innerHTML" });
  }

  /* Screen pixels to the piece's own units: 1 outside SVG; inside, the scale of its user space. */
  function units(node) {
    if (!inSvg(node)) return [1, 1];
    const m = node.getScreenCTM();
    const x = m ? Math.hypot(m.a, m.b) : 1;
    const y = m ? Math.hypot(m.c, m.d) : 1;
    return [x || 1, y || 1];
  }

  /* One keyframe: ``transform`` before the piece's own (a picked card is lifted by the style sheet). */
  function frame(node, origin, transform, extra) {
    const own = getComputedStyle(node).transform;
    const base = own && own !== "none" ? own : "";
    const style = { transformOrigin: origin, transform: `${transform === "none" ? "" : transform} ${base}`.trim() || "none", ...extra };
    if (inSvg(node)) style.transformBox = "fill-box";
    return style;
  }

  /* From where it was to where it is: translate and scale, in the piece's units. A piece whose
   * shape changed on the way (a tile shown with both its faces in the hand) keeps its own shape. */
  function glide(node, from, to) {
    const [ux, uy] = units(node);
    let sx = to.width > 0 ? from.width / to.width : 1;
    let sy = to.height > 0 ? from.height / to.height : 1;
    if (Math.abs(sx / sy - 1) > 0.15) sx = sy = Math.min(sx, sy);
    const dx = (from.left + from.width / 2 - sx * to.width / 2 - to.left) / ux;
    const dy = (from.top + from.height / 2 - sy * to.height / 2 - to.top) / uy;
    return [
      frame(node, "0 0", `translate(${dx}px, ${dy}px) scale(${sx}, ${sy})`),
      frame(node, "0 0", "none"),
    ];
  }

  /* A new piece drops into its place; in a hand (a row that scrolls, and would cut a piece dropping
   * from above it), it grows into its place instead. */
  function enter(node, rect) {
    if (node.closest("#hand")) {
      return [frame(node, "50% 50%", "scale(0.8)", { opacity: 0 }), frame(node, "50% 50%", "none", { opacity: 1 })];
    }
    const [, uy] = units(node);
    const lift = (Math.min(rect.height, 40) * 0.6 + 6) / uy;
    return [
      frame(node, "50% 50%", `translate(0px, ${-lift}px) scale(1.25)`, { opacity: 0 }),
      frame(node, "50% 50%", "none", { opacity: 1 }),
    ];
  }

  /* A piece whose face changed turns over. */
  function turn(node) {
    return [frame(node, "50% 50%", "scaleX(0)"), frame(node, "50% 50%", "none")];
  }

  /* Run a piece's motion, from its start or (``since``: when it started) where it stands by the clock. */
  function start(node, keyframes, rect, since) {
    const now = performance.now();
    const at = since === undefined ? now : since;
    const animation = node.animate(keyframes, { duration: DURATION, easing: EASING, id: NAME });
    animation.id = NAME;
    if (now > at) animation.currentTime = Math.min(now - at, DURATION);
    started.set(node, { keyframes, rect, at });
    return Math.max(DURATION - (now - at), 0);
  }

  function play() {
    const earlier = before;
    before = null;
    const nodes = earlier ? [...pieces()] : [];
    if (nodes.every(isNew)) {
      // Nothing was measured (reduced motion), or every piece is new in a part drawn from empty (a
      // table opened): nothing moves, and nothing is measured (no layout forced before the next frame).
      fresh = [];
      played = false;
      return 0;
    }
    // A piece still moving from the last redraw: stopped, to measure where it now rests.
    const running = new Set();
    for (const node of nodes) {
      for (const animation of node.getAnimations()) {
        if (animation.id === NAME) {
          running.add(node);
          animation.cancel();
        }
      }
    }
    const rects = nodes.map(box);
    const boxes = frames(nodes);
    const names = new Set(nodes.map((node) => node.dataset.piece));
    const origin = (node) => {
      const own = earlier.get(node.dataset.piece);
      if (own) return own;
      const from = node.dataset.from;
      return from && !names.has(from) ? earlier.get(from) : undefined;
    };
    const entering = nodes.filter((node) => !origin(node)).length;
    let longest = 0;
    nodes.forEach((node, i) => {
      if (isNew(node)) return;
      const rect = rects[i];
      const old = origin(node);
      const last = started.get(node);
      if (running.has(node) && last && old && old.node === node && near(last.rect, rect)) {
        // the same piece, bound for the same place: its motion goes on where it was
        longest = Math.max(longest, start(node, last.keyframes, rect, last.at));
        return;
      }
      let keyframes = null;
      if (!old) {
        if (entering <= MAX_ENTERING && (rect.width > 0 || rect.height > 0)) {
          keyframes = node.dataset.enter === "turn" ? turn(node) : enter(node, rect);
        }
      } else if (!near(was(old, node, boxes), rect)) {
        keyframes = glide(node, was(old, node, boxes), rect);
      } else if (old.look !== (node.dataset.look || "")) {
        keyframes = turn(node);
      }
      if (keyframes) longest = Math.max(longest, start(node, keyframes, rect));
    });
    fresh = [];
    if (longest > 0 && (played || moving)) move(longest);
    played = false;
    return longest;
  }

  /* Busy while the pieces move; then idle again unless the computer thinks. */
  function move(ms) {
    if (!html.hasAttribute("data-busy")) thinking = false; // the shell cleared it (the table was left)
    moving = true;
    html.setAttribute("data-busy", "1");
    clearTimeout(timer);
    timer = setTimeout(() => {
      moving = false;
      if (!thinking) html.removeAttribute("data-busy");
    }, ms);
  }

  function think(on) {
    thinking = Boolean(on);
    if (thinking) html.setAttribute("data-busy", "1");
    else if (!moving) html.removeAttribute("data-busy");
  }

  window.ludothequeMotion = { measure, morph, play, thinking: think, played: () => { played = true; } };
})();
