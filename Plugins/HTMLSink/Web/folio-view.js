// Folio's carousel, 4 of 5: drawing the state. The page geometry that fits the window
// (`Folio.pickGeometry`), picked again on every resize; a bounded window of pages (the current page
// ±2 and ±2 around where each neighbouring article lands), each cut from its article's content
// (`loader.page`) into its text columns, laid out at the geometry and scaled to the viewport, never
// so small that the body text is under 14 px on screen (a taller page is then read by scrolling
// within it). Only the current page is exposed: it is the one region; the others are inert. Also
// the zoomed photo (with the rendition its zoomed size needs), the peek, the arrows, the page
// number and the live announcements.
'use strict';
const MIN_TEXT_PX = 14, MAX_TEXT_PX = 26;

// Whether Ctrl+P prints the whole issue (folio-print.js): at most 120 pages. The view loads every
// article of such an issue, so that all are ready to print.
Folio.printsWholeIssue = (rules) => rules.columns.reduce((sum, column) => sum + column.pages, 0) <= 120;

// The scale at which geometry `g` fits the window, with a 12 px rim.
Folio.fit = (g) => Math.min(innerWidth / (g.width + 24), innerHeight / (g.height + 24));

// The geometry for the window: body text on screen within 14–26 px, then the largest share of the
// window used (a geometry outside the range loses a share per pixel it is off by).
Folio.pickGeometry = (geometries) => {
  let best = 0, most = -Infinity;
  geometries.forEach((g, i) => {
    const s = Folio.fit(g), text = g.fontSize * s;
    const score = (g.width * g.height * s * s) / (innerWidth * innerHeight) - Math.max(0, MIN_TEXT_PX - text, text - MAX_TEXT_PX);
    if (score > most) { most = score; best = i; }
  });
  return best;
};

Folio.view = (data, rules, core, loader, details) => {
  const articles = data.articles, GAP = 48;
  const geo = () => data.geometries[core.geometry()];
  const $ = (id) => document.getElementById(id);
  const stage = $('stage'), strip = $('strip'), live = $('live'), peekBox = $('peek'), status = $('status');
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const pages = new Map();  // "article/page" → element
  let scale = 1, within = 0, drag = { x: 0, y: 0 }, pan = { x: 0, y: 0 };
  let liveZoom = null; // a pinch's zoom while the fingers are down (the rules' zoom when they lift)

  const key = (at) => at[0] + '/' + at[1];
  const state = () => core.state();

  // ---- The window of pages ----

  function wantedPages(s) {
    const keys = new Set();
    const around = (a, p) => { for (let q = Math.max(0, p - 2); q <= Math.min(rules.columns[a].pages - 1, p + 2); q++) keys.add(a + '/' + q); };
    around(s.at[0], s.at[1]);
    for (const a of neighbourArticles(s)) around(a, rules.policy['remember-page'] ? (s.remembered[a] || 0) : 0);
    return keys;
  }

  function neighbourArticles(s) {
    const l = rules.links(s.at), near = [];
    for (const to of [l.neighbours.right, l.neighbours.left, l.neighbours.down, l.reveals.down, l.neighbours.up, l.reveals.up]) if (to) near.push(to[0]);
    near.push(s.at[0] + 1, s.at[0] - 1);
    return [...new Set(near)].filter((a) => a >= 0 && a < rules.count && a !== s.at[0]);
  }

  function makePage(a, p) {
    const failure = loader.failure(a), el = document.createElement('section');
    el.className = 'page';
    if (loader.has(a)) {
      const page = loader.page(a, p), cols = Array.from({ length: geo().columns }, () => document.createElement('div'));
      if (page.lang) el.lang = page.lang; // the article's language and direction, from its <article>
      if (page.dir) el.dir = page.dir;
      for (const [c, part] of page.columns) cols[c].append(part);
      // Every column's text starts this far down: below an opener's photo, or at its foot.
      if (page.top) for (const col of cols) col.style.paddingTop = page.top + 'px';
      // Footnotes at the foot of their column (issue.css).
      for (const [c, part] of page.notes) { const foot = document.createElement('div'); foot.className = 'foot'; foot.append(part); cols[c].append(foot); }
      if (page.header) cols[0].prepend(page.header);
      cols.forEach((col) => { col.className = 'col'; });
      // Blocks set across the columns (a pull quote on a wide page): at the top, read first (issue.css).
      if (page.across.length) { const top = document.createElement('div'); top.className = 'across'; top.append(...page.across.map((n) => n[1])); el.append(top); }
      el.append(...cols);
      el.querySelectorAll('.across > figure img, .col > figure img').forEach((img, i) => {
        if (page.photos[i] != null) { img.style.height = page.photos[i] + 'px'; img.style.width = 'auto'; }
      });
      if (page.art) drawArt(el, page.art);
      el.querySelectorAll('img').forEach((img) => { img.loading = 'eager'; img.draggable = false; });
      el.querySelectorAll('a[href]').forEach(markLink);
      if (a < data.first) rules.cover(coverLines(el));
    } else {
      el.classList.add('pending');
      if (failure) showFailure(el, a, failure); else el.setAttribute('aria-busy', 'true');
    }
    el.classList.toggle('last', p === rules.columns[a].pages - 1);
    el.classList.toggle('cover', a < data.first);
    el.dataset.at = a + '/' + p;
    el.style.transform = `translate(${stripX(a)}px, ${p * (geo().height + GAP)}px)`;
    return el;
  }

  // A cover whose photo bleeds, or an opener (PageArt in Swift): the photo where the paginator put it,
  // clipped to its area (the page, or an under opener's band), the scrims over it (each a box and its
  // background, from the page map), the words the paginator moved to the foot moved as far, words over
  // the photo in the cover's ink (folio.css). The photo comes first, as in the PDF's reading order.
  function drawArt(el, art) {
    const px = (v) => v + 'px', box = (node, [x, y, w, h]) => Object.assign(node.style, { left: px(x), top: px(y), width: px(w), height: px(h) });
    el.classList.add('bleed', art.design);
    box(art.img, art.frame);
    const [x, y, w, h] = art.frame, [ax, ay, aw, ah] = art.area;
    art.img.style.clipPath = `inset(${ay - y}px ${x + w - ax - aw}px ${y + h - ay - ah}px ${ax - x}px)`;
    art.img.className = 'art';
    el.prepend(art.img, ...art.scrims.map((s) => {
      const scrim = document.createElement('div');
      scrim.className = 'scrim';
      box(scrim, s).background = s[4];
      return scrim;
    }));
    const moved = el.querySelector('[data-folio-shift]');
    if (moved) moved.style.paddingTop = px(moved.dataset.folioShift);
  }

  function showFailure(el, a, why) {
    el.classList.add('failed');
    const message = document.createElement('p');
    message.textContent = `“${articles[a].title}” could not be loaded: ${why}.`;
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'retry';
    retry.dataset.retry = a;
    retry.textContent = 'Try again';
    el.append(message, retry);
  }

  // Links leave the issue in a new tab; a link to an article of the issue (`#/ID`, the cover's lines;
  // `#/ID#ANCHOR`, a heading of it, which the build made of links between articles;
  // `index.html#/ID` in an article's own page) or to another file of the content (`other-article.md`,
  // `../articles/x.md#part`) stays in the carousel, the latter when that file is an article of the
  // issue, which the issue's details (contents.html, asked for on the first such link) tell by source file.
  function markLink(link) {
    const href = link.getAttribute('href'), to = /^(?:index\.html)?#\/([^/#]+)(?:#(.+))?/.exec(href);
    if (to) {
      link.dataset.article = decodeURIComponent(to[1]);
      if (to[2]) link.dataset.heading = decodeURIComponent(to[2]);
      return;
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) { link.target = '_blank'; link.rel = 'noopener noreferrer'; return; }
    if (/^\/|^#/.test(href)) return;
    link.dataset.internal = decodeURIComponent(href.split(/[?#]/)[0]).split('/').pop();
    details.articleNamed(link.dataset.internal, (a) => { if (a !== null) link.dataset.article = articles[a].id; });
  }

  // The cover's lines as the rules need them: the articles they open, each item of its list by its
  // first link to an article (CoverLines in Swift), as the cover's page of this geometry shows them.
  function coverLines(el) {
    const list = el.querySelector('ul, ol');
    const ids = list ? [...list.children].map((li) => li.querySelector('a[data-article]')).filter(Boolean) : [];
    return ids.map((link) => core.articleIndex.get(link.dataset.article)).filter((i) => i !== undefined);
  }

  // The highlighted cover line has the focus (so Enter, a screen reader and the focus ring agree); a
  // highlight cleared by another key than Tab takes the focus off the line.
  function showCoverLine(s, change) {
    const el = pages.get(key(s.at)), line = rules.coverLine(s);
    const links = el && line >= 0 ? el.querySelectorAll(`a[data-article="${CSS.escape(articles[s.highlight].id)}"]`) : [];
    if (links.length) links[0].focus({ preventScroll: true });
    else if (change.before.highlight != null && s.highlight == null && !change.keys.some((k) => /tab/.test(k))) {
      const focused = document.activeElement;
      if (focused && focused.closest('.page.cover')) focused.blur();
    }
  }

  // The current page is the one region; the others are out of reach of focus and assistive technology.
  function expose(el, current, a, p) {
    el.classList.toggle('current', current);
    el.inert = !current;
    if (current) {
      el.removeAttribute('aria-hidden');
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', `${articles[a].title}, page ${p + 1} of ${rules.columns[a].pages}`);
    } else {
      el.setAttribute('aria-hidden', 'true');
      el.removeAttribute('role');
      el.removeAttribute('aria-label');
    }
  }

  function syncWindow() {
    const s = state();
    const rest = Folio.printsWholeIssue(rules) ? rules.columns.map((_, a) => a) : []; // ready to print whole
    loader.request([...new Set([s.at[0], ...neighbourArticles(s), ...rest])]);
    const keys = wantedPages(s);
    for (const [k, el] of pages) if (!keys.has(k)) { el.remove(); pages.delete(k); }
    for (const k of keys) {
      if (pages.has(k)) continue;
      const [a, p] = k.split('/').map(Number);
      const el = makePage(a, p);
      pages.set(k, el);
      strip.appendChild(el);
    }
    for (const [k, el] of pages) { const [a, p] = k.split('/').map(Number); expose(el, k === key(s.at), a, p); }
  }

  // An article's data arrived or failed: its placeholders in the window are replaced.
  function articleChanged(a) {
    for (const [k, old] of pages) {
      const [pa, p] = k.split('/').map(Number);
      if (pa !== a) continue;
      const el = makePage(a, p);
      old.replaceWith(el);
      pages.set(k, el);
      expose(el, k === key(state().at), a, p);
    }
    if (a === state().at[0]) { updateSizes(); applyZoom(); markFirstPage(); }
    core.arrived(a);
  }

  // The first page drawn with its article (or with the message that it failed): marked, and what
  // waits for it (folio.js asks for what the first page does not need) runs once it is painted.
  let firstPageMarked = false, afterFirst = []; // afterFirst: null once the first page is painted
  function markFirstPage() {
    const a = state().at[0];
    if (firstPageMarked || !(loader.has(a) || loader.failure(a))) return;
    firstPageMarked = true;
    if (loader.has(a)) performance.mark('folio-first-page');
    requestAnimationFrame(() => setTimeout(() => { const waiting = afterFirst; afterFirst = null; waiting.forEach((f) => f()); }));
  }
  const afterFirstPage = (f) => { if (afterFirst) afterFirst.push(f); else f(); };

  // ---- Layout ----

  const overflow = () => Math.max(0, (geo().height + 24) * scale - innerHeight);

  // Where article `a` sits along the strip: the next article on the side `right` leads to (left in
  // a right-to-left issue), so a swipe or an arrow shows the article that slides in from there.
  const stripX = (a) => a * rules.step('right') * (geo().width + GAP);

  function layout(animate) {
    const w = innerWidth, h = innerHeight, s = state(), g = geo();
    scale = Math.max(Folio.fit(g), MIN_TEXT_PX / g.fontSize);
    within = Math.max(0, Math.min(within, overflow()));
    const x = stripX(s.at[0]), y = s.at[1] * (g.height + GAP);
    const top = overflow() > 0 ? 12 - within : h / 2 - (g.height * scale) / 2;
    strip.classList.toggle('still', !animate || reducedMotion.matches);
    const left = w / 2 - (g.width * scale) / 2, shift = peekRoom(top);
    strip.style.transform = `translate(${left + drag.x}px, ${top + drag.y + shift}px) scale(${scale}) translate(${-x}px, ${-y}px)`;
    document.body.classList.toggle('tall', overflow() > 0);
    // The controls go where the page at rest leaves room (folio-controls.js).
    Folio.placeControls({ left, top: top + shift, right: left + g.width * scale, bottom: top + shift + g.height * scale },
      g.margin * scale, GAP * scale);
  }

  // A peek never covers the page (its title, at 1280×800): where the margin is too small, the page makes room.
  function peekRoom(top) {
    const s = state();
    if (!s.peek || peekBox.hidden) return 0;
    const need = peekBox.offsetHeight + 24;
    return s.peek === 'previous' ? Math.max(0, need - top) : -Math.max(0, need - (innerHeight - top - geo().height * scale));
  }

  // On a page taller than the viewport, an arrow first shows the rest of the page.
  function scrollWithin(dir) {
    const max = overflow();
    if (max <= 0 || state().overlay || state().zoom > 1) return false;
    const next = dir === 'down' ? Math.min(max, within + innerHeight * 0.8) : dir === 'up' ? Math.max(0, within - innerHeight * 0.8) : within;
    if (next === within) return false;
    within = next;
    layout(true);
    return true;
  }

  // Keeps a focused element of the current page on screen (focus must never scroll the stage).
  function reveal(el) {
    stage.scrollTop = stage.scrollLeft = 0;
    const box = el.getBoundingClientRect();
    if (overflow() <= 0 || (box.top >= 0 && box.bottom <= innerHeight)) return;
    within = Math.max(0, Math.min(overflow(), within + box.top - innerHeight / 3));
    layout(true);
  }

  // The strip follows a finger by `d` px; `settle`: it animates there (a release).
  function setDrag(d, settle) { drag = d; layout(!!settle); }

  // ---- Zoom ----

  function currentPage() { return pages.get(key(state().at)); }
  function currentPhoto() { const el = currentPage(); return el ? el.querySelector('img') : null; }

  function panBy(dir) {
    const img = currentPhoto();
    if (!img) return;
    const d = img.offsetWidth * 0.2;
    if (dir === 'left') pan.x += d; else if (dir === 'right') pan.x -= d; else if (dir === 'up') pan.y += d; else pan.y -= d;
  }

  function panTo(p) { pan = p; applyZoom(); }

  // Draws the photo at a pinch's zoom `z` (null: the rules' zoom again, animated) and pan `p`.
  function zoomLive(z, p) { liveZoom = z; pan = p; applyZoom(); }

  function applyZoom() {
    const z = liveZoom || state().zoom;
    document.body.classList.toggle('zoomed', z > 1);
    const img = currentPhoto();
    strip.querySelectorAll('img.zoom').forEach((other) => {
      if (other === img && z > 1) return; // taken off and put back, its transition would start again from 1×
      other.classList.remove('zoom', 'live');
      other.style.transform = '';
    });
    if (!img || z <= 1) return;
    const mx = ((z - 1) * img.offsetWidth) / 2, my = ((z - 1) * img.offsetHeight) / 2;
    pan = { x: Math.max(-mx, Math.min(mx, pan.x)), y: Math.max(-my, Math.min(my, pan.y)) };
    img.classList.add('zoom');
    img.classList.toggle('live', !!liveZoom);
    img.style.transform = `translate(${pan.x}px, ${pan.y}px) scale(${z})`;
  }

  // Each photo asks for the rendition of the size it is drawn at: scaled, and zoomed when it is.
  function updateSizes() {
    const current = currentPhoto(), z = state().zoom;
    for (const el of pages.values()) {
      el.querySelectorAll('img[srcset]').forEach((img) => {
        const width = img.offsetWidth || geo().width - 2 * geo().margin;
        img.sizes = Math.ceil(width * scale * (img === current ? z : 1)) + 'px';
      });
    }
  }

  // ---- Indicators and announcements ----

  function renderPeek(revealed) {
    const s = state();
    peekBox.hidden = !s.peek;
    if (!s.peek) return;
    const to = rules.links(s.at).reveals[s.peek === 'next' ? 'down' : 'up'];
    peekBox.className = s.peek;
    peekBox.textContent = (s.peek === 'next' ? 'Next: ' : 'Previous: ') + rules.columns[to[0]].title;
    if (revealed && !reducedMotion.matches) { void peekBox.offsetWidth; peekBox.classList.add('bounce'); }
  }

  function renderIndicators() {
    const s = state(), open = rules.moves(s), pagesOf = rules.columns[s.at[0]].pages;
    document.querySelectorAll('#arrows button').forEach((b) => { b.hidden = !open.includes(b.dataset.dir); });
    document.body.classList.toggle('zoomable', rules.zoomable(s.at));
    status.querySelector('.where').textContent = `${s.at[1] + 1} / ${pagesOf}`;
    status.querySelector('.title').textContent = rules.columns[s.at[0]].title;
    status.querySelector('.bar').style.width = ((s.at[1] + 1) / pagesOf) * 100 + '%';
  }

  function announce(s, change) {
    const b = change.before;
    const a = s.at[0], where = `${rules.columns[a].title}, page ${s.at[1] + 1} of ${rules.columns[a].pages}`;
    let text = null;
    if (change.moved) text = a === b.at[0] ? where : a < data.first ? `Cover: ${where}` : `Article ${a + 1 - data.first} of ${rules.count - data.first}: ${where}`;
    else if (change.revealed) text = `${change.revealed === 'next' ? 'Next' : 'Previous'} article: ${peekBox.textContent.replace(/^\w+: /, '')}`;
    else if (s.zoom !== b.zoom) text = s.zoom > 1 ? `Photo zoomed to ${s.zoom}×` : 'Zoom back to 1×';
    if (text) live.textContent = text;
  }

  // The controls show on any move and fade 1.5 s after the last, but never from under the pointer:
  // a reader who has brought it to an arrow and pauses there still clicks the arrow, not the page.
  let idleTimer = 0;
  function wake() {
    document.body.classList.add('active');
    clearTimeout(idleTimer);
    idleTimer = setTimeout(rest, 1500);
  }
  function rest() {
    if (document.querySelector('button:hover')) idleTimer = setTimeout(rest, 1500);
    else document.body.classList.remove('active');
  }

  // ---- Drawing a change ----

  core.subscribe((s, change) => {
    const b = change.before;
    if (s.zoom !== b.zoom && s.zoom === 1) pan = { x: 0, y: 0 };
    for (const dir of change.pans) panBy(dir);
    if (change.moved) within = s.at[0] === b.at[0] && s.at[1] < b.at[1] && !change.geometry ? Infinity : 0;
    if (change.geometry) { pan = { x: 0, y: 0 }; for (const el of pages.values()) el.remove(); pages.clear(); }
    syncWindow();
    renderPeek(change.revealed);
    layout(true);
    updateSizes();
    applyZoom();
    renderIndicators();
    announce(s, change);
    showCoverLine(s, change);
    markFirstPage(); // a reader who moved before the first article arrived may be on a loaded one
  });

  strip.addEventListener('click', (e) => {
    const retry = e.target.closest('[data-retry]');
    if (retry) loader.retry(Number(retry.dataset.retry));
  });
  stage.addEventListener('scroll', () => { stage.scrollTop = stage.scrollLeft = 0; });
  stage.addEventListener('focusin', (e) => reveal(e.target));
  // A resize or rotation picks the geometry again; a new one keeps the reader's place (core.useGeometry).
  addEventListener('resize', () => {
    const next = Folio.pickGeometry(data.geometries);
    if (next !== core.geometry()) return core.useGeometry(next);
    syncWindow(); layout(false); updateSizes(); applyZoom();
  });

  // In a right-to-left strip the left arrow leads to the next article: the two arrows trade labels.
  function labelArrows() {
    if (rules.step('left') < 0) return;
    const [left, right] = ['left', 'right'].map((d) => document.querySelector(`#arrows [data-dir=${d}]`));
    const label = left.getAttribute('aria-label');
    left.setAttribute('aria-label', right.getAttribute('aria-label'));
    right.setAttribute('aria-label', label);
  }

  function start() {
    labelArrows();
    syncWindow();
    layout(false);
    // The opening article comes with index.html: its first page may be drawn already.
    if (loader.has(state().at[0])) { updateSizes(); markFirstPage(); }
    renderIndicators();
    const s = state();
    live.textContent = `${rules.columns[s.at[0]].title}, page ${s.at[1] + 1} of ${rules.columns[s.at[0]].pages}`;
    wake();
  }

  return {
    start, articleChanged, makePage, scrollWithin, setDrag, panTo, zoomLive, wake, layout, afterFirstPage,
    scale: () => scale, pan: () => ({ ...pan }), currentPage,
    loaded: () => loader.has(state().at[0]) && !!currentPage() && !currentPage().classList.contains('pending'),
    domPageCount: () => strip.querySelectorAll('.page').length,
  };
};
