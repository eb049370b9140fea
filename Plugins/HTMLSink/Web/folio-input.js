// Folio's carousel, 6 of 7: input. Each handler only turns an event into keys for `press` (or, on a
// page taller than the screen, into a scroll within it). Controls keep their own keys: Enter and
// Space activate the focused link or button, a text field keeps its arrows.
'use strict';
Folio.input = (rules, core, view, contents) => {
  const $ = (id) => document.getElementById(id);
  const stage = $('stage');
  const KEYS = {
    ArrowRight: 'right', ArrowLeft: 'left', ArrowDown: 'down', ArrowUp: 'up',
    l: 'right', h: 'left', j: 'down', k: 'up', ' ': 'down', PageDown: 'down', PageUp: 'up',
    '+': '+', '=': '+', '-': '-', '0': '0', o: 'o', Enter: 'enter', Escape: 'escape',
  };
  const state = () => core.state();
  const fromTouch = () => Date.now() - touch.at < 800;

  // An arrow: in the contents it steps the highlight; on a tall page it first shows the rest.
  function navigate(dir) {
    view.wake();
    if (state().overlay && dir !== 'escape' && ['up', 'down', 'left', 'right'].includes(dir)) return contents.step(dir);
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
      else if (e.key === 'Enter') { e.preventDefault(); contents.enterFromFilter(); }
      return;
    }
    if ((e.key === 'Enter' || e.key === ' ') && t.closest('a[href], button, summary')) return;
    if (e.key === ' ' && e.shiftKey) key = 'up';
    e.preventDefault();
    navigate(key);
  }

  // ---- Touch: axis-locked swipes, taps on links, double taps, pinch on photos ----

  const touch = { start: null, axis: null, travel: 0, pinch: 0, panStart: null, lastTap: 0, at: 0 };
  const distance = (t) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);
  const onPhoto = () => rules.zoomable(state().at) && !state().overlay;

  function onTouchStart(e) {
    touch.at = Date.now();
    if (e.target.closest('button, #contents, .retry')) return;
    view.wake();
    const t = e.touches;
    touch.start = { x: t[0].clientX, y: t[0].clientY };
    touch.axis = null;
    touch.travel = 0;
    touch.panStart = view.pan();
    touch.pinch = t.length >= 2 && onPhoto() ? distance(t) : 0;
    if (touch.pinch) e.preventDefault();
  }

  function onTouchMove(e) {
    if (!touch.start) return;
    const t = e.touches;
    if (touch.pinch && t.length >= 2) {
      e.preventDefault();
      // A pinch out by the square root of the zoom step is a `+`, a pinch in as far a `-`.
      const ratio = distance(t) / touch.pinch, threshold = Math.sqrt(rules.policy['zoom-step']);
      if (ratio >= threshold || ratio <= 1 / threshold) { core.press(ratio > 1 ? '+' : '-'); touch.pinch = distance(t); }
      return;
    }
    if (touch.pinch || t.length > 1) return;
    const dx = t[0].clientX - touch.start.x, dy = t[0].clientY - touch.start.y;
    touch.travel = Math.max(touch.travel, Math.hypot(dx, dy));
    if (state().zoom > 1) return view.panTo({ x: touch.panStart.x + dx / view.scale(), y: touch.panStart.y + dy / view.scale() });
    if (!touch.axis && touch.travel > 10) touch.axis = Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
    if (!state().overlay) view.setDrag(touch.axis === 'x' ? { x: dx, y: 0 } : touch.axis === 'y' ? { x: 0, y: dy } : { x: 0, y: 0 });
  }

  function onTouchEnd(e) {
    if (!touch.start || e.touches.length > 0) return;
    const end = e.changedTouches[0];
    const dx = end ? end.clientX - touch.start.x : 0, dy = end ? end.clientY - touch.start.y : 0;
    const pinched = touch.pinch > 0, axis = touch.axis;
    touch.start = null;
    view.setDrag({ x: 0, y: 0 });
    if (pinched) return;
    if (touch.travel < 10) return onTap(e.target);
    if (!axis || state().zoom > 1 || state().overlay) return view.layout(true);
    const moved = axis === 'x' ? dx : dy;
    if (Math.abs(moved) < 40) return view.layout(true);
    navigate(axis === 'x' ? (moved < 0 ? 'right' : 'left') : (moved < 0 ? 'down' : 'up'));
  }

  // A tap on a link follows it (the browser's click); two taps elsewhere reset a zoom or open the contents.
  function onTap(target) {
    if (target.closest('a[href]')) { touch.lastTap = 0; return; }
    const now = Date.now(), double = now - touch.lastTap < 300;
    touch.lastTap = double ? 0 : now;
    if (double) core.press(state().zoom > 1 ? '0' : 'o');
  }

  // ---- Wheel: one move per gesture; ctrl+wheel zooms a photo (elsewhere it is the browser's zoom) ----

  let wheelBusy = false, wheelTimer = 0, wheelSum = { x: 0, y: 0 }, zoomSum = 0;
  function onWheel(e) {
    if (e.target.closest('#contents')) return;
    if (e.ctrlKey) {
      if (!onPhoto() && state().zoom === 1) return;
      e.preventDefault();
      zoomSum += e.deltaY;
      const keys = [];
      for (; zoomSum <= -100; zoomSum += 100) keys.push('+');
      for (; zoomSum >= 100; zoomSum -= 100) keys.push('-');
      if (keys.length) core.press(keys);
      return;
    }
    e.preventDefault();
    view.wake();
    clearTimeout(wheelTimer);
    wheelTimer = setTimeout(() => { wheelBusy = false; wheelSum = { x: 0, y: 0 }; zoomSum = 0; }, 200);
    if (state().zoom > 1) {
      const p = view.pan();
      return view.panTo({ x: p.x - e.deltaX / view.scale(), y: p.y - e.deltaY / view.scale() });
    }
    if (wheelBusy) return;
    wheelSum.x += e.deltaX; wheelSum.y += e.deltaY;
    const ax = Math.abs(wheelSum.x), ay = Math.abs(wheelSum.y);
    if (Math.max(ax, ay) < 30) return;
    wheelBusy = true;
    navigate(ax > ay ? (wheelSum.x > 0 ? 'right' : 'left') : (wheelSum.y > 0 ? 'down' : 'up'));
  }

  // ---- Clicks ----

  function onClick(e) {
    const link = e.target.closest('a[data-article]');
    if (!link) return;
    e.preventDefault();
    core.goTo([core.articleIndex.get(link.dataset.article), 0]);
  }

  function onDoubleClick(e) {
    if (fromTouch() || e.target.closest('a, button, #contents')) return;
    core.press(state().zoom > 1 ? '0' : 'o');
  }

  function start() {
    document.addEventListener('keydown', onKey);
    stage.addEventListener('touchstart', onTouchStart, { passive: false });
    stage.addEventListener('touchmove', onTouchMove, { passive: false });
    stage.addEventListener('touchend', onTouchEnd);
    stage.addEventListener('touchcancel', onTouchEnd);
    stage.addEventListener('wheel', onWheel, { passive: false });
    stage.addEventListener('click', onClick);
    stage.addEventListener('dblclick', onDoubleClick);
    stage.addEventListener('mousemove', view.wake);
    $('backdrop').addEventListener('click', () => { if (!fromTouch()) core.press('0'); });
    document.querySelectorAll('#arrows button').forEach((b) => b.addEventListener('click', () => navigate(b.dataset.dir)));
    $('open-contents').addEventListener('click', () => core.press('o'));
    $('close-contents').addEventListener('click', () => core.press('escape'));
  }

  return { start };
};
