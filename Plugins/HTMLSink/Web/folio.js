// Folio's carousel runtime: applies NAVIGATION.md with the rules engine's exported map
// (neighbours and reveals per page), renders a bounded window of pages and maps keys,
// touch, wheel and clicks onto the ten navigation keys. index.html holds only the issue's
// data (navigation map, geometry, article summaries); each article's pages come from its own
// script, articles/HASH.js, loaded when the article nears the reader. Plain ES2020.
'use strict';
(() => {
  const data = JSON.parse(document.getElementById('folio-issue').textContent);
  const nav = data.navigation;
  const policy = nav.policy;
  const columns = nav.articles;
  const count = columns.length;
  const geo = data.geometry;
  const articles = data.articles;
  const articleIndex = new Map(articles.map((a, i) => [a.id, i]));
  const GAP = 48;
  const DIRS = ['down', 'left', 'right', 'up'];
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const $ = (id) => document.getElementById(id);
  const stage = $('stage'), strip = $('strip'), live = $('live'), peekBox = $('peek');
  const contents = $('contents'), backdrop = $('backdrop');

  // ---- The rules (a port of Navigator, driven by the map) ----

  const step = (dir) => (dir === 'down' || dir === 'right' ? 1 : -1);
  const links = (at) => columns[at[0]].links[at[1]];
  const isZoomable = (at) => columns[at[0]].zoomable.includes(at[1]);
  const clampZoom = (z) => Math.max(1, Math.min(z, policy['max-zoom']));
  const same = (a, b) => a[0] === b[0] && a[1] === b[1];

  function outcome(dir, s) {
    if (s.overlay) {
      const h = s.highlight ?? s.at[0];
      return { highlight: Math.max(0, Math.min(h + step(dir), count - 1)) };
    }
    if (s.zoom > 1) return { pan: true };
    const to = links(s.at).neighbours[dir];
    if (dir === 'left' || dir === 'right') {
      if (!to) return {};
      const page = policy['remember-page'] ? (s.remembered[to[0]] || 0) : to[1];
      return { move: [to[0], page] };
    }
    if (to) return { move: to };
    const reveal = links(s.at).reveals[dir];
    if (!reveal) return {};
    const peek = dir === 'down' ? 'next' : 'previous';
    if (policy['edge-pull'] === 'advance' && s.peek === peek) return { move: reveal };
    return { reveal: peek };
  }

  function moves(s) {
    return DIRS.filter((d) => outcome(d, s).move);
  }

  function go(s, to) {
    if (policy['remember-page'] && to[0] !== s.at[0]) {
      s.remembered[s.at[0]] = s.at[1];
      delete s.remembered[to[0]];
    }
    s.at = to; s.zoom = 1; s.peek = null; s.overlay = false; s.highlight = null;
  }

  function pressInto(s, key) {
    const dir = ['up', 'down', 'left', 'right'].includes(key) ? key : null;
    if (s.overlay) {
      if (dir) s.highlight = outcome(dir, s).highlight;
      else if (key === 'enter') go(s, [s.highlight ?? s.at[0], 0]);
      else if (key === 'escape' || key === 'o') { s.overlay = false; s.highlight = null; }
      return null;
    }
    if (s.zoom > 1) {
      if (key === '+') s.zoom = clampZoom(s.zoom * policy['zoom-step']);
      else if (key === '-') s.zoom = clampZoom(s.zoom / policy['zoom-step']);
      else if (key === '0' || key === 'escape') s.zoom = 1;
      else if (dir) panBy(dir);
      return null;
    }
    const before = { ...s };
    s.peek = null;
    if (key === '+') { if (isZoomable(s.at)) s.zoom = clampZoom(policy['zoom-step']); }
    else if (key === 'o') { s.overlay = true; s.highlight = s.at[0]; }
    else if (dir) {
      const out = outcome(dir, before);
      if (out.move) go(s, out.move);
      else if (out.reveal) { s.peek = out.reveal; return out.reveal; }
    }
    return null;
  }

  // ---- State, events and the public API ----

  const state = { at: [0, 0], zoom: 1, overlay: false, highlight: null, peek: null, remembered: {} };
  let pan = { x: 0, y: 0 };

  function emit(name, detail) {
    window.dispatchEvent(new CustomEvent('folio:' + name, { detail }));
  }

  function press(key, fromHistory) {
    const old = { ...state, at: state.at.slice() };
    const revealed = pressInto(state, key);
    if (old.overlay !== state.overlay) emit(state.overlay ? 'overlayopened' : 'overlayclosed', {});
    if (old.peek && old.peek !== state.peek) emit('peekhidden', {});
    if (old.zoom !== state.zoom) { if (state.zoom === 1) pan = { x: 0, y: 0 }; emit('zoomchanged', { zoom: state.zoom }); }
    if (!same(old.at, state.at)) {
      emit('pagechanged', { from: old.at, to: state.at.slice() });
      if (!fromHistory) remember(state.at);
      announce();
      scheduleSnap();
    }
    if (revealed) emit('peekshown', { peek: revealed });
    render(revealed);
  }

  function jump(to) {
    clearTimeout(urlTimer);
    if (same(to, state.at)) return;
    const old = state.at;
    go(state, to);
    emit('pagechanged', { from: old, to: to.slice() });
    announce();
    scheduleSnap();
    render(null);
  }

  let snapTimer = 0;
  function scheduleSnap() {
    clearTimeout(snapTimer);
    const at = state.at.slice();
    snapTimer = setTimeout(() => emit('snapped', { at }), reducedMotion.matches ? 0 : 320);
  }

  window.folio = {
    state: () => ({
      at: state.at.slice(), zoom: state.zoom, overlay: state.overlay,
      highlight: state.overlay ? state.highlight : null, peek: state.peek, moves: moves(state),
    }),
    press: (key) => press(key, false),
    domPageCount: () => strip.querySelectorAll('.page').length,
    loaded: () => { const el = live_pages.get(state.at.join('/')); return !!el && !el.classList.contains('pending'); },
  };

  // ---- Deep links: #/ARTICLE-ID/PAGE, the page counted from 1 ----

  function hashFor(at) {
    return '#/' + encodeURIComponent(articles[at[0]].id) + '/' + (at[1] + 1);
  }

  function positionFromHash() {
    const m = /^#\/([^/]+)\/(\d+)$/.exec(location.hash);
    if (!m) return null;
    const id = decodeURIComponent(m[1]);
    const article = articleIndex.get(id);
    const page = Number(m[2]) - 1;
    return article !== undefined && page >= 0 && page < columns[article].pages ? [article, page] : null;
  }

  // The address follows the reader once they rest on a page: Chrome ignores navigations
  // from a page that rewrites its history too often, and back should not step through
  // every page flicked past.
  let urlTimer = 0;
  function remember(at) {
    clearTimeout(urlTimer);
    urlTimer = setTimeout(() => { if (location.hash !== hashFor(at)) history.pushState(null, '', hashFor(at)); }, 250);
  }

  function startPosition() {
    return positionFromHash() || (policy.start === 'last' ? [count - 1, 0] : [0, 0]);
  }

  // ---- Article data: one classic script per article, loaded on demand ----
  // A <script src> works from file:// (fetch does not) and under script-src 'self'. The
  // current article comes first, then its neighbours; a few load at once and the rest wait,
  // dropped from the queue when the reader has moved on. Loaded articles beyond the wanted
  // ones are forgotten, oldest first, past KEEP.

  const MAX_LOADS = 3, KEEP = 48;
  const loaded = new Map();    // article → its pages, least recently wanted first
  const loading = new Map();   // article → its <script> element
  let queue = [], wantedArticles = [];

  window.folioArticle = (article) => {
    const a = articleIndex.get(article && article.id);
    if (a === undefined || !Array.isArray(article.pages)) return;
    loaded.delete(a);
    loaded.set(a, article.pages);
    forget();
    fill(a);
  };

  function request(order) {
    wantedArticles = order;
    for (const a of order) if (loaded.has(a)) { const pages = loaded.get(a); loaded.delete(a); loaded.set(a, pages); }
    queue = order.filter((a) => !loaded.has(a) && !loading.has(a));
    pump();
  }

  function pump() {
    while (loading.size < MAX_LOADS && queue.length) {
      const a = queue.shift();
      const script = document.createElement('script');
      script.src = articles[a].script;
      script.onload = script.onerror = () => { script.remove(); loading.delete(a); pump(); };
      loading.set(a, script);
      document.head.appendChild(script);
    }
  }

  function forget() {
    for (const a of loaded.keys()) {
      if (loaded.size <= KEEP + wantedArticles.length) break;
      if (!wantedArticles.includes(a)) loaded.delete(a);
    }
  }

  // The articles the window shows, most wanted first: the reader's, then where the arrows
  // and edge pulls lead, then the strip's next and previous.
  function articleOrder() {
    const l = links(state.at);
    const order = [state.at[0]];
    for (const to of [l.neighbours.right, l.neighbours.left, l.neighbours.down, l.reveals.down, l.neighbours.up, l.reveals.up]) {
      if (to) order.push(to[0]);
    }
    order.push(state.at[0] + 1, state.at[0] - 1);
    return [...new Set(order)].filter((a) => a >= 0 && a < count);
  }

  // ---- Rendering a bounded window of pages ----

  const live_pages = new Map();
  const pool = [];
  let scale = 1;
  let drag = { x: 0, y: 0 };

  function wanted() {
    const keys = new Set();
    const addAround = (a, p) => {
      for (let q = Math.max(0, p - 2); q <= Math.min(columns[a].pages - 1, p + 2); q++) keys.add(a + '/' + q);
    };
    addAround(state.at[0], state.at[1]);
    const l = links(state.at);
    const near = new Set([state.at[0] - 1, state.at[0] + 1]);
    for (const d of DIRS) {
      if (l.neighbours[d]) near.add(l.neighbours[d][0]);
      if (l.reveals[d]) near.add(l.reveals[d][0]);
    }
    near.delete(state.at[0]);
    for (const a of near) if (a >= 0 && a < count) addAround(a, policy['remember-page'] ? (state.remembered[a] || 0) : 0);
    return keys;
  }

  // One page of the window; until its article's data arrives, an empty page of its size.
  function makePage(a, p) {
    const page = loaded.has(a) ? loaded.get(a)[p] : null;
    const el = page ? pageFromData(page) : document.createElement('section');
    if (!page) { el.className = 'page pending'; el.setAttribute('aria-busy', 'true'); }
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', `${articles[a].title}, page ${p + 1} of ${columns[a].pages}`);
    el.style.transform = `translate(${a * (geo.width + GAP)}px, ${p * (geo.height + GAP)}px)`;
    return el;
  }

  function pageFromData(page) {
    const tpl = pool.pop() || document.createElement('template');
    tpl.innerHTML = page.html;
    const el = tpl.content.firstElementChild;
    const figures = el.querySelectorAll(':scope > figure');
    figures.forEach((fig, i) => {
      const img = fig.querySelector('img');
      if (!img) return;
      img.loading = 'eager';
      img.sizes = Math.ceil((geo.width - 2 * geo.margin) * scale) + 'px';
      if (page.images[i] != null) { img.style.height = page.images[i] + 'px'; img.style.width = 'auto'; }
    });
    el.querySelectorAll('img').forEach((img) => { img.loading = 'eager'; img.draggable = false; });
    markContinuedItems(el, page.continuedItems);
    tpl.content.removeChild(el);
    pool.push(tpl);
    return el;
  }

  // An article's pages arrived: its placeholders in the window become its pages.
  function fill(a) {
    for (const [key, old] of live_pages) {
      const [pa, p] = key.split('/').map(Number);
      if (pa !== a || !old.classList.contains('pending')) continue;
      const el = makePage(a, p);
      el.classList.toggle('current', old.classList.contains('current'));
      old.replaceWith(el);
      live_pages.set(key, el);
    }
    if (a === state.at[0]) { applyZoom(); markFirstPage(); }
  }

  // For benchmarks: the first time the reader's page shows its content.
  let firstPageMarked = false;
  function markFirstPage() {
    if (firstPageMarked || !window.folio.loaded()) return;
    firstPageMarked = true;
    performance.mark('folio-first-page');
  }

  // An item the previous page began goes on here without its marker, level by level.
  function markContinuedItems(el, levels) {
    let list = el.querySelector(':scope > ul, :scope > ol');
    for (let level = 0; list && level < levels; level++) {
      const item = list.querySelector(':scope > li');
      if (!item) break;
      item.classList.add('continued');
      list = item.querySelector(':scope > ul, :scope > ol');
    }
  }

  function syncWindow() {
    request(articleOrder());
    const keys = wanted();
    for (const [key, el] of live_pages) {
      if (!keys.has(key)) { el.remove(); live_pages.delete(key); }
    }
    for (const key of keys) {
      if (live_pages.has(key)) continue;
      const [a, p] = key.split('/').map(Number);
      const el = makePage(a, p);
      live_pages.set(key, el);
      strip.appendChild(el);
    }
    const current = state.at.join('/');
    for (const [key, el] of live_pages) el.classList.toggle('current', key === current);
    markFirstPage();
  }

  function layoutStrip(animate) {
    const w = innerWidth, h = innerHeight;
    scale = Math.min(w / (geo.width + 24), h / (geo.height + 24));
    const x = state.at[0] * (geo.width + GAP), y = state.at[1] * (geo.height + GAP);
    strip.classList.toggle('still', !animate);
    strip.style.transform = `translate(${w / 2 + drag.x}px, ${h / 2 + drag.y}px) scale(${scale}) ` +
      `translate(${-geo.width / 2 - x}px, ${-geo.height / 2 - y}px)`;
  }

  function currentPhoto() {
    const el = live_pages.get(state.at.join('/'));
    return el ? el.querySelector('img') : null;
  }

  function clampPan(img) {
    const z = state.zoom;
    const mx = ((z - 1) * img.offsetWidth) / 2, my = ((z - 1) * img.offsetHeight) / 2;
    pan.x = Math.max(-mx, Math.min(mx, pan.x));
    pan.y = Math.max(-my, Math.min(my, pan.y));
  }

  function panBy(dir) {
    const img = currentPhoto();
    if (!img) return;
    const d = img.offsetWidth * 0.2;
    if (dir === 'left') pan.x += d; else if (dir === 'right') pan.x -= d;
    else if (dir === 'up') pan.y += d; else pan.y -= d;
  }

  function applyZoom() {
    document.body.classList.toggle('zoomed', state.zoom > 1);
    strip.querySelectorAll('img.zoom').forEach((img) => { img.classList.remove('zoom'); img.style.transform = ''; });
    const img = currentPhoto();
    if (!img || state.zoom <= 1) return;
    clampPan(img);
    img.classList.add('zoom');
    img.style.transform = `translate(${pan.x}px, ${pan.y}px) scale(${state.zoom})`;
  }

  function renderPeek(revealed) {
    const title = state.peek ? columns[links(state.at).reveals[state.peek === 'next' ? 'down' : 'up'][0]].title : '';
    peekBox.hidden = !state.peek;
    peekBox.className = state.peek || '';
    peekBox.textContent = state.peek ? (state.peek === 'next' ? 'Next: ' : 'Previous: ') + title : '';
    if (revealed && !reducedMotion.matches) {
      void peekBox.offsetWidth;
      peekBox.classList.add('bounce');
    }
  }

  function render(revealed) {
    syncWindow();
    layoutStrip(true);
    applyZoom();
    renderPeek(revealed);
    renderContents();
    renderArrows();
  }

  function announce() {
    live.textContent = `${articles[state.at[0]].title}, page ${state.at[1] + 1} of ${columns[state.at[0]].pages}`;
  }

  // ---- The contents overlay ----

  let cards = null;
  function buildContents() {
    const list = contents.querySelector('ol');
    cards = articles.map((a, i) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'card';
      if (a.thumb) {
        const img = document.createElement('img');
        img.src = a.thumb; img.alt = ''; img.loading = 'lazy';
        b.appendChild(img);
      }
      const t = document.createElement('span');
      t.textContent = a.title;
      b.appendChild(t);
      b.addEventListener('click', () => { state.highlight = i; press('enter'); });
      li.appendChild(b);
      list.appendChild(li);
      return b;
    });
  }

  let shownHighlight = -1;
  function renderContents() {
    contents.hidden = !state.overlay;
    if (!state.overlay) { shownHighlight = -1; return; }
    if (!cards) buildContents();
    if (shownHighlight === state.highlight) return;
    if (cards[shownHighlight]) cards[shownHighlight].removeAttribute('aria-current');
    const card = cards[state.highlight];
    card.setAttribute('aria-current', 'true');
    card.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'nearest' });
    shownHighlight = state.highlight;
  }

  // ---- Indicators ----

  let idleTimer = 0;
  function wake() {
    document.body.classList.add('active');
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => document.body.classList.remove('active'), 1500);
  }

  function renderArrows() {
    const open = moves(state);
    document.querySelectorAll('#arrows button').forEach((b) => { b.hidden = !open.includes(b.dataset.dir); });
  }

  // ---- Input ----

  const KEYS = {
    ArrowRight: 'right', ArrowLeft: 'left', ArrowDown: 'down', ArrowUp: 'up',
    l: 'right', h: 'left', j: 'down', k: 'up', ' ': 'down', PageDown: 'down', PageUp: 'up',
    '+': '+', '=': '+', '-': '-', '0': '0', o: 'o', Enter: 'enter', Escape: 'escape',
  };

  function onKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const key = KEYS[e.key];
    if (!key) return;
    e.preventDefault();
    wake();
    press(key === 'down' && e.key === ' ' && e.shiftKey ? 'up' : key);
  }

  const touch = { points: null, axis: null, dist: 0, zoom: 1, panStart: null, lastTap: 0, travel: 0 };
  const distance = (t) => Math.hypot(t[0].clientX - t[1].clientX, t[0].clientY - t[1].clientY);

  function onTouchStart(e) {
    if (e.target.closest('button')) return;
    e.preventDefault();
    wake();
    const t = e.touches;
    touch.points = [{ x: t[0].clientX, y: t[0].clientY }];
    touch.axis = null;
    touch.travel = 0;
    touch.panStart = { ...pan };
    if (t.length >= 2 && isZoomable(state.at) && !state.overlay) {
      touch.dist = distance(t);
      touch.zoom = state.zoom;
    } else touch.dist = 0;
  }

  function onTouchMove(e) {
    if (!touch.points) return;
    e.preventDefault();
    const t = e.touches;
    if (touch.dist && t.length >= 2) return setZoom(touch.zoom * (distance(t) / touch.dist));
    if (touch.dist) return;
    const dx = t[0].clientX - touch.points[0].x, dy = t[0].clientY - touch.points[0].y;
    touch.travel = Math.max(touch.travel, Math.hypot(dx, dy));
    if (state.zoom > 1) {
      pan = { x: touch.panStart.x + dx / scale, y: touch.panStart.y + dy / scale };
      return applyZoom();
    }
    if (!touch.axis && Math.hypot(dx, dy) > 10) touch.axis = Math.abs(dx) >= Math.abs(dy) ? 'x' : 'y';
    drag = touch.axis === 'x' ? { x: dx, y: 0 } : touch.axis === 'y' ? { x: 0, y: dy } : { x: 0, y: 0 };
    if (!state.overlay) layoutStrip(false);
  }

  function onTouchEnd(e) {
    if (!touch.points || e.touches.length > 0) return;
    const moved = touch.axis === 'x' ? drag.x : touch.axis === 'y' ? drag.y : 0;
    const pinched = touch.dist > 0;
    drag = { x: 0, y: 0 };
    touch.points = null;
    if (pinched) {
      if (state.zoom < 1.05) setZoom(1);
      return;
    }
    if (touch.travel < 10) return onTap();
    if (!touch.axis) return;
    if (state.zoom > 1 || state.overlay || Math.abs(moved) < 40) return layoutStrip(true);
    if (touch.axis === 'x') press(moved < 0 ? 'right' : 'left');
    else press(moved < 0 ? 'down' : 'up');
    layoutStrip(true);
  }

  function onTap() {
    const now = Date.now();
    const double = now - touch.lastTap < 300;
    touch.lastTap = double ? 0 : now;
    if (!double) return;
    if (state.zoom > 1) setZoom(1);
    else if (!state.overlay) press('o');
  }

  function setZoom(z) {
    const next = clampZoom(z);
    if (next === state.zoom || state.overlay || !isZoomable(state.at)) return;
    const old = state.zoom;
    state.zoom = next;
    if (old === 1) { state.peek = null; }
    if (next === 1) pan = { x: 0, y: 0 };
    emit('zoomchanged', { zoom: next });
    render(null);
  }

  let wheelBusy = false, wheelTimer = 0, wheelSum = { x: 0, y: 0 };
  function onWheel(e) {
    if (e.target.closest('#contents')) return;
    e.preventDefault();
    wake();
    if (e.ctrlKey) return setZoom(state.zoom * Math.exp(-e.deltaY / 100));
    clearTimeout(wheelTimer);
    wheelTimer = setTimeout(() => { wheelBusy = false; wheelSum = { x: 0, y: 0 }; }, 200);
    if (state.zoom > 1) {
      pan.x -= e.deltaX / scale; pan.y -= e.deltaY / scale;
      return applyZoom();
    }
    if (wheelBusy) return;
    wheelSum.x += e.deltaX; wheelSum.y += e.deltaY;
    const ax = Math.abs(wheelSum.x), ay = Math.abs(wheelSum.y);
    if (Math.max(ax, ay) < 30) return;
    wheelBusy = true;
    if (ax > ay) press(wheelSum.x > 0 ? 'right' : 'left');
    else press(wheelSum.y > 0 ? 'down' : 'up');
  }

  function onDoubleClick(e) {
    if (e.target.closest('button, #contents')) return;
    if (state.zoom > 1) setZoom(1);
    else press('o');
  }

  // ---- Start ----

  function start() {
    go(state, startPosition());
    history.replaceState(null, '', hashFor(state.at));
    document.addEventListener('keydown', onKey);
    stage.addEventListener('touchstart', onTouchStart, { passive: false });
    stage.addEventListener('touchmove', onTouchMove, { passive: false });
    stage.addEventListener('touchend', onTouchEnd);
    stage.addEventListener('touchcancel', onTouchEnd);
    stage.addEventListener('wheel', onWheel, { passive: false });
    stage.addEventListener('dblclick', onDoubleClick);
    stage.addEventListener('mousemove', wake);
    backdrop.addEventListener('click', () => setZoom(1));
    document.querySelectorAll('#arrows button').forEach((b) => b.addEventListener('click', () => { wake(); press(b.dataset.dir); }));
    $('close-contents').addEventListener('click', () => press('escape'));
    addEventListener('popstate', () => { const to = positionFromHash(); if (to) jump(to); });
    addEventListener('resize', () => { syncWindow(); layoutStrip(false); applyZoom(); });
    announce();
    layoutStrip(false);
    render(null);
    wake();
    document.body.classList.add('ready');
  }

  start();
})();
