// Folio's carousel, after the first page (folio-input.js plays it a touch that came sooner): touch. The page follows a finger on the axis it starts along, with a
// rubber band where the rules leave it closed (the pull where it reveals an article); a release moves by
// velocity or past half a page. Pinch and double tap zoom toward the fingers; a zoomed photo pans with
// momentum. Every outcome is a key for `press`: the rules decide.
'use strict';
Folio.gesture = (rules, core, view, navigate) => {
  const SLOP = 10, DOUBLE_TAP_MS = 300;
  const FLICK_SPEED = 0.3, FLICK_DISTANCE = 30; // px/ms over the last 100 ms, and at least 30 px
  const RESISTANCE = 0.55; // UIScrollView's rubber band
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const pull = Folio.pull(rules, core);
  const state = () => core.state();
  const AXES = { x: ['right', 'left'], y: ['down', 'up'] }; // the key of a drag toward -x/-y, +x/+y
  let g = null, coast = 0, lastTap = { at: -1e9, x: 0, y: 0 };

  const rubber = (d, size) => Math.sign(d) * (1 - 1 / (Math.abs(d) * RESISTANCE / size + 1)) * size;
  const distance = (t) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);
  const midpoint = (t) => ({ x: (t[0].clientX + t[1].clientX) / 2, y: (t[0].clientY + t[1].clientY) / 2 });
  const onPhoto = () => rules.zoomable(state().at) && !state().overlay && !!photoFrame();

  // The photo's unzoomed centre on screen and the page scale: photo point u is at centre + (pan + zoom·u)·scale.
  function photoFrame() {
    const page = view.currentPage(), img = page && page.querySelector('img');
    if (!img) return null;
    const box = page.getBoundingClientRect(), s = view.scale();
    return { x: box.left + (img.offsetLeft + img.offsetWidth / 2) * s, y: box.top + (img.offsetTop + img.offsetHeight / 2) * s, s };
  }
  const toPhoto = (f, p) => ({ x: (p.x - f.x) / f.s, y: (p.y - f.y) / f.s }); // screen → unscaled px from the centre

  function start(e) {
    cancelAnimationFrame(coast);
    const t = e.touches;
    if (t.length >= 2) {
      if (g && g.kind === 'drag') { pull.hide(); view.setDrag({ x: 0, y: 0 }, true); }
      g = onPhoto() ? pinchStart(t) : { kind: 'browser' }; // elsewhere a pinch is the browser's zoom
      if (g.kind === 'pinch') e.preventDefault();
      return;
    }
    const p = { x: t[0].clientX, y: t[0].clientY };
    g = { kind: 'drag', start: p, at: p, axis: null, travel: 0, samples: [{ t: e.timeStamp, ...p }],
      zoomed: state().zoom > 1, pan: view.pan(), target: e.target };
  }

  function move(e) {
    if (!g) return;
    const t = e.touches;
    if (g.kind === 'pinch' && t.length >= 2) { e.preventDefault(); return pinchMove(t); }
    if (g.kind !== 'drag' || t.length > 1) return;
    const p = { x: t[0].clientX, y: t[0].clientY }, dx = p.x - g.start.x, dy = p.y - g.start.y;
    g.at = p;
    g.samples.push({ t: e.timeStamp, ...p });
    while (g.samples.length > 2 && e.timeStamp - g.samples[0].t > 100) g.samples.shift();
    g.travel = Math.max(g.travel, Math.hypot(dx, dy));
    if (g.zoomed) { e.preventDefault(); return view.panTo({ x: g.pan.x + dx / view.scale(), y: g.pan.y + dy / view.scale() }); }
    if (state().overlay) return;
    if (!g.axis && g.travel > SLOP) g.axis = Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
    if (!g.axis) return;
    e.preventDefault();
    const d = g.axis === 'x' ? dx : dy, offset = follow(d);
    view.setDrag(g.axis === 'x' ? { x: offset, y: 0 } : { x: 0, y: offset });
  }

  // Where the page goes under a finger `d` px along the drag's axis.
  function follow(d) {
    const dir = AXES[g.axis][d < 0 ? 0 : 1], size = g.axis === 'x' ? innerWidth : innerHeight;
    if (rules.moves(state()).includes(dir)) { pull.hide(); return d; }
    const band = rubber(d, size);
    if (!pull.update(dir, Math.abs(band))) pull.hide();
    return band;
  }

  function end(e) {
    if (!g || e.touches.length > 0) {
      if (g && g.kind === 'pinch' && e.touches.length < 2) { pinchEnd(g); g = { kind: 'browser' }; }
      return;
    }
    const done = g;
    g = null;
    if (done.kind === 'pinch') return pinchEnd(done);
    if (done.kind !== 'drag') return;
    done.samples.push({ t: e.timeStamp, ...done.at });
    const v = velocity(done.samples);
    if (done.travel < SLOP) {
      if (tap(done.target, done.start, e.timeStamp)) e.preventDefault(); // no click lands on what a double tap opened
      return;
    }
    if (done.zoomed) return coastPan(v);
    if (!done.axis || state().overlay) { pull.hide(); return view.setDrag({ x: 0, y: 0 }, true); }
    const d = done.axis === 'x' ? done.at.x - done.start.x : done.at.y - done.start.y;
    const speed = done.axis === 'x' ? v.x : v.y, dir = AXES[done.axis][d < 0 ? 0 : 1];
    const pulled = pull.active(), armed = pull.release();
    view.setDrag({ x: 0, y: 0 }, true); // a move animates from where the finger left the page
    if (pulled) return armed && releasePull(dir);
    const page = view.currentPage(), span = page ? page.getBoundingClientRect()[done.axis === 'x' ? 'width' : 'height'] : innerHeight;
    const flick = Math.abs(speed) >= FLICK_SPEED && Math.abs(d) >= FLICK_DISTANCE && Math.sign(speed) === Math.sign(d);
    if (flick || Math.abs(d) >= span / 2) navigate(dir);
  }

  // Past the threshold: the key; if the rules then open the way on (`advance`), the second pull.
  function releasePull(dir) {
    navigate(dir);
    if (state().peek && rules.moves(state()).includes(dir)) navigate(dir);
  }

  // px/ms over the samples of the last 100 ms.
  function velocity(samples) {
    const last = samples[samples.length - 1], first = samples.find((s) => last.t - s.t <= 100) || last;
    const dt = last.t - first.t;
    return dt > 0 ? { x: (last.x - first.x) / dt, y: (last.y - first.y) / dt } : { x: 0, y: 0 };
  }

  // ---- Taps: two zoom a photo in at the point, out again, or open the contents ----

  function tap(target, p, now) {
    if (target.closest('a[href], button')) { lastTap.at = -1e9; return false; }
    const double = now - lastTap.at < DOUBLE_TAP_MS && Math.hypot(p.x - lastTap.x, p.y - lastTap.y) < 40;
    lastTap = { at: double ? -1e9 : now, x: p.x, y: p.y };
    if (!double) return false;
    if (state().zoom > 1) core.press('0');
    else if (!(onPhoto() && target.closest('.page.current img'))) core.press('o');
    else {
      const u = toPhoto(photoFrame(), p);
      core.press('+');
      const z = state().zoom;
      view.panTo({ x: u.x * (1 - z), y: u.y * (1 - z) }); // the tapped point stays under the finger
    }
    return true;
  }

  // ---- Pinch: the photo point between the fingers stays there ----

  function pinchStart(t) {
    const f = photoFrame(), z = state().zoom, pan = view.pan(), m = toPhoto(f, midpoint(t));
    return { kind: 'pinch', gap: distance(t), zoom: z, u: { x: (m.x - pan.x) / z, y: (m.y - pan.y) / z }, mid: midpoint(t) };
  }

  function pinchMove(t) {
    const max = rules.policy['max-zoom'];
    g.mid = midpoint(t);
    g.live = Math.max(1, Math.min(max, (g.zoom * distance(t)) / g.gap));
    // The rules' zoom follows: a key whenever its next step is nearer (in ratio).
    const nearer = (key) => {
      const z = state().zoom, next = rules.press(state(), key).zoom;
      return next !== z && Math.abs(Math.log(g.live / next)) < Math.abs(Math.log(g.live / z));
    };
    for (let guard = 0; guard < 8 && nearer('+'); guard++) core.press('+');
    for (let guard = 0; guard < 8 && nearer('-'); guard++) core.press('-');
    view.zoomLive(g.live, panFor(g, g.live));
  }

  function panFor(pinch, z) {
    const m = toPhoto(photoFrame(), pinch.mid);
    return { x: m.x - z * pinch.u.x, y: m.y - z * pinch.u.y };
  }

  // On lifting, the photo settles at the rules' zoom, the same point under the fingers.
  function pinchEnd(pinch) {
    if (pinch.live) view.zoomLive(null, panFor(pinch, state().zoom));
  }

  // ---- Momentum: a zoomed photo coasts after a pan, stopped by its edges ----

  function coastPan(v) {
    if (reducedMotion.matches || Math.hypot(v.x, v.y) < 0.05) return;
    let last = performance.now();
    const frame = (now) => {
      const dt = Math.max(0, Math.min(32, now - last)), from = view.pan(), s = view.scale();
      const to = { x: from.x + (v.x * dt) / s, y: from.y + (v.y * dt) / s }, decay = Math.pow(0.92, dt / 16);
      last = now;
      view.panTo(to);
      const at = view.pan(); // short of `to`: an edge
      v = { x: at.x === to.x ? v.x * decay : 0, y: at.y === to.y ? v.y * decay : 0 };
      if (Math.hypot(v.x, v.y) > 0.02 && state().zoom > 1) coast = requestAnimationFrame(frame);
    };
    coast = requestAnimationFrame(frame);
  }

  return { start, move, end };
};
