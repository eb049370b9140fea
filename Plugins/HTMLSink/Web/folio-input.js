// Folio's carousel, 5 of 5: input. Each handler only turns an event into keys for `press` (or, on a
// page taller than the screen, into a scroll within it); touch is folio-gesture.js's. Controls keep
// their own keys: Enter and Space activate the focused link or button (Enter on a highlighted cover
// line is the rules'), a text field keeps its arrows, and Tab moves the focus wherever the rules give
// it nothing to do (on the cover it is the rules' `tab`, through the cover lines).
// The contents overlay and touch come after the first page (folio-later.js), through `use`.
'use strict';
Folio.input = (rules, core, view, details) => {
  const $ = (id) => document.getElementById(id);
  const stage = $('stage');
  const KEYS = {
    ArrowRight: 'right', ArrowLeft: 'left', ArrowDown: 'down', ArrowUp: 'up',
    l: 'right', h: 'left', j: 'down', k: 'up', ' ': 'down', PageDown: 'down', PageUp: 'up',
    '+': '+', '=': '+', '-': '-', '0': '0', o: 'o', Enter: 'enter', Escape: 'escape', Tab: 'tab', '/': '/',
  };
  for (let d = 1; d <= 9; d++) KEYS[d] = String(d);
  const state = () => core.state();
  let contents = null, gesture = null; // folio-contents.js's and folio-gesture.js's, once they are here

  // An arrow: in the contents it steps the highlight (of the found pages while there are any, once
  // the overlay's module is here); on a tall page it first shows the rest.
  function navigate(dir) {
    view.wake();
    if (state().overlay && dir !== 'escape' && ['up', 'down', 'left', 'right'].includes(dir)) {
      return contents ? contents.step(dir) : core.press(dir);
    }
    if ((dir === 'down' || dir === 'up') && view.scrollWithin(dir)) return;
    core.press(dir);
  }

  function onKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    const t = e.target instanceof Element ? e.target : document.body;
    let key = KEYS[e.key];
    if (!key) return;
    if (t.matches('input, textarea, select, [contenteditable]')) {
      if (key === 'escape') { e.preventDefault(); core.press('escape'); }
      else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') { e.preventDefault(); navigate(key); }
      else if (e.key === 'Enter' && contents) { e.preventDefault(); contents.enterFromFilter(); }
      return;
    }
    if (key === 'tab') {
      // Tab where the rules move no highlight (off the cover), past the cover's lines, or on a control
      // outside the page (which keeps its keys): the browser's focus order.
      if (e.shiftKey) key = 'shift-tab';
      const next = rules.press(state(), key).highlight;
      if (next === state().highlight || (t.closest('a[href], button, summary') && !t.closest('.page.current'))) return;
      if (next != null) e.preventDefault();
      view.wake();
      return core.press(key);
    }
    if ((e.key === 'Enter' || e.key === ' ') && t.closest('a[href], button, summary') && !(key === 'enter' && rules.coverLine(state()) >= 0)) return;
    if (e.key === ' ' && e.shiftKey) key = 'up';
    e.preventDefault();
    navigate(key);
  }

  // ---- Touch: folio-gesture.js (drags, the pull, flicks, pinch, double tap, pan) ----
  // It comes after the first page; a touch under way before it is here is kept (from its first finger
  // down) and played to it when it arrives, so no swipe is lost.

  let early = [];
  const toGesture = (kind) => (e) => {
    if (gesture) return gesture[kind](e);
    if (kind === 'start' && e.touches.length === 1) early = [];
    if (kind === 'start' || early.length) early.push([kind, e]);
  };
  const gestureMove = toGesture('move'), gestureEnd = toGesture('end'), gestureStart = toGesture('start');
  let touchedAt = 0;
  const fromTouch = () => Date.now() - touchedAt < 800;
  function onTouchStart(e) {
    touchedAt = Date.now();
    if (e.target.closest('button, #contents, .retry')) return;
    view.wake();
    gestureStart(e);
  }

  // ---- Wheel and trackpad: one page per notch or flick, never one from inertia ----
  // A gesture: events one way without a 200 ms pause. Its first 50 px move a page; then one more per
  // viewport of sustained scrolling (events at least half the peak, not three weaker in a row, which
  // is inertia). A stronger event after a decay starts a new gesture; a reveal ends one.

  const LINE = 40, NOTCH = 50, QUIET_MS = 200;
  const wheel = { last: 0, sign: 0, axis: 'y', peak: 0, previous: 0, weaker: 0, sum: 0, moved: false, done: false };
  let zoomSum = 0, zoomTimer = 0;

  function onWheel(e) {
    if (e.target.closest('#contents')) return;
    const unit = e.deltaMode === 1 ? LINE : e.deltaMode === 2 ? innerHeight : 1;
    if (e.ctrlKey) return onZoomWheel(e, e.deltaY * unit);
    e.preventDefault();
    view.wake();
    const dx = e.deltaX * unit, dy = e.deltaY * unit;
    if (state().zoom > 1) {
      const p = view.pan();
      return view.panTo({ x: p.x - dx / view.scale(), y: p.y - dy / view.scale() });
    }
    const axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y', delta = axis === 'x' ? dx : dy, size = Math.abs(delta);
    if (!size) return;
    const w = wheel, decaying = w.weaker >= 3;
    if (e.timeStamp - w.last > QUIET_MS || Math.sign(delta) !== w.sign || axis !== w.axis || (decaying && size > w.previous * 1.5)) {
      Object.assign(wheel, { sign: Math.sign(delta), axis, peak: 0, previous: 0, weaker: 0, sum: 0, moved: false, done: false });
    }
    w.weaker = size < w.previous ? w.weaker + 1 : 0;
    w.last = e.timeStamp;
    w.previous = size;
    w.peak = Math.max(w.peak, size);
    if (w.done || (w.moved && (w.weaker >= 3 || size < w.peak / 2))) return;
    w.sum += size;
    if (w.sum < (w.moved ? (axis === 'x' ? innerWidth : innerHeight) : NOTCH)) return;
    w.sum = 0;
    w.moved = true;
    navigate(axis === 'x' ? (delta > 0 ? 'right' : 'left') : (delta > 0 ? 'down' : 'up'));
    w.done = !!state().peek;
  }

  // ctrl+wheel (and a trackpad's pinch) zooms a photo, 100 units a step; elsewhere it is the browser's zoom.
  function onZoomWheel(e, delta) {
    if (!(rules.zoomable(state().at) && !state().overlay) && state().zoom === 1) return;
    e.preventDefault();
    clearTimeout(zoomTimer);
    zoomTimer = setTimeout(() => { zoomSum = 0; }, QUIET_MS);
    zoomSum += delta;
    const keys = [];
    for (; zoomSum <= -100; zoomSum += 100) keys.push('+');
    for (; zoomSum >= 100; zoomSum -= 100) keys.push('-');
    if (keys.length) core.press(keys);
  }

  // ---- Clicks ----

  // A link to an article of the issue turns the carousel to it; one whose article is not known yet
  // (the details are still on their way) waits for them, and is followed as a link if none is.
  function onClick(e) {
    const link = e.target.closest('a[data-article], a[data-internal]');
    if (!link) return;
    e.preventDefault();
    if (link.dataset.article) {
      const a = core.articleIndex.get(link.dataset.article);
      if (a !== undefined && link.dataset.heading) return core.goToHeading(a, link.dataset.heading);
      return a === undefined ? undefined : core.goTo([a, 0]);
    }
    details.articleNamed(link.dataset.internal, (a) => { if (a !== null) core.goTo([a, 0]); else location.href = link.href; });
  }

  function onDoubleClick(e) {
    if (fromTouch() || e.target.closest('a, button, #contents')) return;
    core.press(state().zoom > 1 ? '0' : 'o');
  }

  function start() {
    document.addEventListener('keydown', onKey);
    stage.addEventListener('touchstart', onTouchStart, { passive: false });
    stage.addEventListener('touchmove', gestureMove, { passive: false });
    stage.addEventListener('touchend', gestureEnd);
    stage.addEventListener('touchcancel', gestureEnd);
    stage.addEventListener('wheel', onWheel, { passive: false });
    stage.addEventListener('click', onClick);
    stage.addEventListener('dblclick', onDoubleClick);
    stage.addEventListener('mousemove', view.wake);
    $('backdrop').addEventListener('click', () => { if (!fromTouch()) core.press('0'); });
    document.querySelectorAll('#arrows button').forEach((b) => b.addEventListener('click', () => navigate(b.dataset.dir)));
    $('open-contents').addEventListener('click', () => core.press('o'));
    $('close-contents').addEventListener('click', () => core.press('escape'));
  }

  // The contents overlay and touch, once folio-later.js has made them.
  function use(overlay, touch) {
    contents = overlay;
    gesture = touch;
    for (const [kind, e] of early.splice(0)) gesture[kind](e);
  }

  return { start, use, navigate };
};
