// Folio's carousel, 1 of 5: NAVIGATION.md's rules applied to the navigation map the rules engine
// exported (neighbours and reveals per page) for the geometry on screen; `use(nav)` swaps in another
// geometry's map. The map decides where every arrow leads; this file only adds what the map leaves
// to a runtime: the overlay's highlight, the zoom lock and scale, remember-page and the second pull
// of `advance`, and the cover's keys (Navigator+Cover.swift: a highlight through the cover lines the
// view reads off the cover's page, `cover(lines)`). Pure: a state and a key in, a state out.
'use strict';
document.documentElement.classList.add('folio-js');
window.Folio = {};

// The navigation map as the bundle carries it (CompactNavigationMap in Swift): distinct link patterns,
// relative to their page, distinct columns as runs of patterns, and each article's column. This only
// undoes that encoding, into the map the rules engine exported: {policy, articles: [{title, pages,
// zoomable, links}]}, each column's page links made the first time they are read.
Folio.expand = (nav, titles) => {
  const target = (t, at) => (t ? [at[0] + t[0], t[0] === 0 ? at[1] + t[1] : t[1]] : null);
  const pageCounts = nav.columns.map((c) => c.runs.reduce((sum, n, i) => (i % 2 ? sum : sum + n), 0));
  function linksOf(a, column) {
    const links = [];
    for (let i = 0; i < column.runs.length; i += 2) {
      const { neighbours: n, reveals: r } = nav.links[column.runs[i + 1]];
      for (let k = 0; k < column.runs[i]; k++) {
        const at = [a, links.length];
        links.push({
          at,
          neighbours: { down: target(n.down, at), left: target(n.left, at), right: target(n.right, at), up: target(n.up, at) },
          reveals: { down: target(r.down, at), up: target(r.up, at) },
        });
      }
    }
    return links;
  }
  // One small object per article (a class, so 10,000 of them share one getter).
  class Column {
    constructor(a, c) { this.a = a; this.c = c; this.title = titles[a]; this.pages = pageCounts[c]; this.zoomable = nav.columns[c].zoomable; this.made = null; }
    get links() { return this.made || (this.made = linksOf(this.a, nav.columns[this.c])); }
    toJSON() { return { title: this.title, pages: this.pages, zoomable: this.zoomable, links: this.links }; }
  }
  return { policy: nav.policy, articles: nav.strip.map((c, a) => new Column(a, c)) };
};

Folio.rules = (nav) => {
  let policy, columns, count;
  const use = (n) => { policy = n.policy; columns = n.articles; count = columns.length; };
  use(nav);
  const ARROWS = ['up', 'down', 'left', 'right'];
  // Where an arrow (a screen direction) leads along the strip or the column: +1 the next article or
  // page, -1 the previous; in a right-to-left strip (`direction: rtl`) the next article is to the left.
  // WritingDirection.step(of:) in Swift; the map's links already follow it, the overlay's highlight
  // and the strip's layout (folio-view.js) take it from here.
  const step = (dir) => (dir === 'down' || dir === 'right' ? 1 : -1) * (policy.direction === 'rtl' && (dir === 'left' || dir === 'right') ? -1 : 1);
  const links = (at) => columns[at[0]].links[at[1]];
  const zoomable = (at) => columns[at[0]].zoomable.includes(at[1]);
  const clampZoom = (z) => Math.max(1, Math.min(z, policy['max-zoom']));
  let lines = []; // the articles the cover's lines open, as its page on screen shows them
  const onCover = (s) => lines.length > 0 && s.at[0] === 0 && !s.overlay && !(s.zoom > 1);
  const coverLine = (s) => (onCover(s) && s.highlight != null ? lines.indexOf(s.highlight) : -1);

  // What an arrow does in the resting state: move (where to), reveal (which peek) or nothing.
  function arrow(dir, s) {
    const to = links(s.at).neighbours[dir];
    if (dir === 'left' || dir === 'right') {
      if (!to) return {};
      return { move: [to[0], policy['remember-page'] ? (s.remembered[to[0]] || 0) : to[1]] };
    }
    if (to) return { move: to };
    const reveal = links(s.at).reveals[dir];
    if (!reveal) return {};
    const peek = dir === 'down' ? 'next' : 'previous';
    return policy['edge-pull'] === 'advance' && s.peek === peek ? { move: reveal } : { reveal: peek };
  }

  function moves(s) {
    return s.overlay || s.zoom > 1 ? [] : ARROWS.filter((d) => arrow(d, s).move);
  }

  // The overlay closed where the reader is: no highlight, the search field out of use.
  const closed = (s) => ({ ...s, overlay: false, highlight: null, search: null, found: [], hit: null });

  function go(s, to) {
    const remembered = { ...s.remembered };
    if (policy['remember-page'] && to[0] !== s.at[0]) { remembered[s.at[0]] = s.at[1]; delete remembered[to[0]]; }
    return { ...closed(s), at: to.slice(), zoom: 1, peek: null, remembered };
  }

  // The search's part of the rules (folio-search.js, after the first page: `found`): `/`, what the
  // reader typed (a key `{search, found}`), the found pages' arrows and Enter, `o` as a letter in the
  // search field. Null where it has none.
  let found = () => null;

  // The cover's keys (`s` with its peek hidden): Tab highlights the next line (the first when none is;
  // past the last, none), Shift-Tab the previous one (the last when none is); once a line is
  // highlighted down and up move it too. down and up with none highlighted, and down on the last line,
  // are the column's (null: the pull, so a swipe, the wheel or Space leaves the cover at once).
  // Enter and a digit open a line's article; any other key (undefined) clears the highlight and does
  // what it does on any page.
  function onCoverPress(s, key) {
    const i = coverLine(s), n = lines.length, to = (j) => ({ ...s, highlight: j >= 0 && j < n ? lines[j] : null });
    if (key === 'tab') return to(i + 1);
    if (key === 'shift-tab') return to(i < 0 ? n - 1 : i - 1);
    if (key === 'down') return i >= 0 && i + 1 < n ? to(i + 1) : null;
    if (key === 'up') return i < 0 ? null : to(i - 1);
    if (key === 'enter') return i < 0 ? s : go(s, [lines[i], 0]);
    if (/^[1-9]$/.test(key)) return key <= n ? go(s, [lines[key - 1], 0]) : s;
  }

  // The state after `key`; `pan` names the arrow that pans a zoomed photo (the view's business).
  function press(s, key) {
    const dir = ARROWS.includes(key) ? key : null;
    const searched = found(s, key, dir, go);
    if (searched) return searched;
    if (s.overlay) {
      const h = s.highlight;
      if (dir) return { ...s, highlight: Math.max(0, Math.min(h + step(dir), count - 1)) };
      if (key === 'enter') return go(s, [h, 0]);
      if (key === 'escape' || key === 'o') return closed(s);
      return s;
    }
    if (s.zoom > 1) {
      if (key === '+') return { ...s, zoom: clampZoom(s.zoom * policy['zoom-step']) };
      if (key === '-') return { ...s, zoom: clampZoom(s.zoom / policy['zoom-step']) };
      if (key === '0' || key === 'escape') return { ...s, zoom: 1 };
      return dir ? { ...s, pan: dir } : s;
    }
    const rest = { ...s, peek: null };
    if (onCover(s)) {
      const cover = onCoverPress(rest, key);
      if (cover) return cover;
      if (cover === undefined) rest.highlight = null;
    }
    if (key === '+') return zoomable(s.at) ? { ...rest, zoom: clampZoom(policy['zoom-step']) } : rest;
    if (key === 'o') return { ...rest, overlay: true, highlight: s.at[0] };
    if (!dir) return rest;
    const out = arrow(dir, s);
    return out.move ? go(s, out.move) : out.reveal ? { ...rest, peek: out.reveal } : rest;
  }

  // The keys that take a reader from `s` to `to` by the rules: through the contents (which lands
  // on an article's page 0), then down its column. Deep links, history and links use it.
  function keysTo(s, to) {
    // Found pages hold the arrows: the contents are closed first.
    const keys = s.zoom > 1 ? ['0'] : s.hit != null ? ['escape'] : [];
    const open = s.overlay && s.hit == null;
    if (!open) keys.push('o');
    const from = open ? s.highlight : s.at[0];
    for (let a = from; a !== to[0]; a += to[0] > from ? 1 : -1) keys.push(to[0] > from ? 'down' : 'up');
    keys.push('enter');
    for (let p = 0; p < to[1]; p++) keys.push('down');
    return keys;
  }

  // A state before any search has no search, found or hit (null, [], null).
  const initial = (at) => ({ at: at.slice(), zoom: 1, overlay: false, highlight: null, peek: null, remembered: {} });
  return {
    press, moves, keysTo, initial, found: (f) => { found = f; }, zoomable, links, use, step, coverLine,
    cover: (list) => { lines = list; },
    get columns() { return columns; }, get count() { return count; }, get policy() { return policy; },
  };
};
