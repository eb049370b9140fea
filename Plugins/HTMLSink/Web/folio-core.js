// Folio's carousel, 2 of 5: the one way in. `press(keys)` runs keys through the rules, then tells
// the view what changed and dispatches the events a host can listen to; `useGeometry` swaps the
// page geometry keeping the reader's place. Nothing else changes the state. The address follows
// the reader, naming a place in the content (#/ARTICLE-ID/@ELEMENT.OFFSET) once the article is
// loaded, else the page (#/ARTICLE-ID/PAGE, from 1), so an outside script can read the position
// from location.hash as well as from the events.
'use strict';
Folio.core = (data, rules, loader, g) => {
  const articles = data.articles;
  const articleIndex = new Map(articles.map((a, i) => [a.id, i]));
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const listeners = [];
  let state = rules.initial([0, 0]);
  let urlTimer = 0, snapTimer = 0, pending = null; // pending: a linked place whose article is not loaded yet
  // The reader's place: where the page they last turned to starts, {a, p, g} (page p of geometry g)
  // or {a, at} (a place). A geometry switch goes to the page that holds it and leaves it as it is,
  // so turning a phone and back brings the same page.
  let anchor = { a: 0, p: 0, g };
  const anchorPlace = () => anchor.at || (loader.has(anchor.a) ? loader.place(anchor.a, anchor.p, anchor.g) : null);

  const same = (a, b) => a[0] === b[0] && a[1] === b[1];
  const emit = (name, detail) => window.dispatchEvent(new CustomEvent('folio:' + name, { detail }));

  // Presses `keys` (a key or a list) in order; one view update and one set of events for all.
  function press(keys, options = {}) {
    const before = state;
    let revealed = null;
    const pans = [];
    for (const key of [].concat(keys)) {
      const next = rules.press(state, key);
      if (next.pan) pans.push(next.pan);
      const { pan, ...rest } = next;
      revealed = rest.peek; // the rules clear a peek on every key, so one set now was revealed now
      state = rest;
    }
    const change = { before, revealed, pans, keys: [].concat(keys), moved: !same(before.at, state.at), fromHistory: !!options.fromHistory };
    if (change.moved) anchor = { a: state.at[0], p: state.at[1], g };
    for (const listener of listeners) listener(state, change);
    announceEvents(before, change);
    return state;
  }

  function announceEvents(before, change) {
    if (before.overlay !== state.overlay) emit(state.overlay ? 'overlayopened' : 'overlayclosed', {});
    if (before.peek && before.peek !== state.peek) emit('peekhidden', {});
    if (before.zoom !== state.zoom) emit('zoomchanged', { zoom: state.zoom });
    if (change.moved) {
      emit('pagechanged', { from: before.at.slice(), to: state.at.slice() });
      if (!change.fromHistory) rememberInAddress(state.at);
      clearTimeout(snapTimer);
      const at = state.at.slice();
      snapTimer = setTimeout(() => emit('snapped', { at }), reducedMotion.matches ? 0 : 320);
    }
    if (change.revealed) emit('peekshown', { peek: change.revealed });
  }

  // The address of page `at` of the geometry on screen: the reader's place when it is on that page.
  function hashFor(at) {
    let place = loader.has(at[0]) ? anchorPlace() : null;
    if (place && (anchor.a !== at[0] || loader.pageAt(at[0], place, g) !== at[1])) place = loader.place(at[0], at[1], g);
    return '#/' + encodeURIComponent(articles[at[0]].id) + '/' + (place ? '@' + place.join('.') : at[1] + 1);
  }

  // A deep link's page: `PAGE` of the geometry on screen, or the page that holds `@ELEMENT.OFFSET`
  // or the heading `#ANCHOR` (page 0 until the article is loaded; `arrived` goes on from there).
  function positionFromHash(hash) {
    const m = /^#\/([^/#]+)(?:\/(?:(\d+)|@(\d+)\.(\d+))|#(.+))$/.exec(hash);
    const a = m ? articleIndex.get(decodeURIComponent(m[1])) : undefined;
    pending = null;
    if (a === undefined) return null;
    if (m[5] !== undefined) return headingPosition(a, decodeURIComponent(m[5]));
    if (m[3] !== undefined) {
      const at = [Number(m[3]), Number(m[4])];
      if (loader.has(a)) return [a, loader.pageAt(a, at, g)];
      pending = { a, at };
      return [a, 0];
    }
    const page = Number(m[2]) - 1;
    return page >= 0 && page < rules.columns[a].pages ? [a, page] : null;
  }

  // The page of article `a` where the heading whose id is `heading` lands in the geometry on screen
  // (the article's first page when it has none), or page 0 with the heading pending until it loads.
  function headingPosition(a, heading) {
    if (!loader.has(a)) { pending = { a, heading }; return [a, 0]; }
    const at = loader.headingPlace(a, heading);
    return [a, at ? loader.pageAt(a, at, g) : 0];
  }

  // A link to a heading of article `a` was followed.
  function goToHeading(a, heading) {
    goTo(headingPosition(a, heading));
  }

  // An article's data arrived: a linked place in it is opened now.
  function arrived(a) {
    if (!pending || pending.a !== a) return;
    const linked = pending.at || loader.headingPlace(a, pending.heading);
    pending = null;
    if (!linked) return;
    const to = [a, loader.pageAt(a, linked, g)];
    if (!same(state.at, [a, 0])) return;
    goTo(to, { fromHistory: true });
    anchor = { a, at: linked }; // the linked place itself, not its page's start
  }

  // Switches to geometry `next`: the page that holds the first words of the page on screen (and of
  // each remembered page) in the new geometry, same article, zoom reset.
  function useGeometry(next) {
    const before = state, old = g, place = anchor.a === state.at[0] ? anchorPlace() : null;
    const pageIn = (a, p) => loader.has(a) ? loader.pageAt(a, loader.place(a, p, old), next)
      : Math.min(p, data.geometries[next].navigation.articles[a].pages - 1);
    const at = [state.at[0], place ? loader.pageAt(state.at[0], place, next) : pageIn(state.at[0], state.at[1])], remembered = {};
    for (const a in state.remembered) remembered[a] = pageIn(Number(a), state.remembered[a]);
    if (!place) anchor = { a: at[0], p: at[1], g: next };
    g = next;
    document.documentElement.dataset.geometry = data.geometries[g].name;
    rules.use(data.geometries[g].navigation);
    state = { ...rules.initial(at), remembered, overlay: before.overlay, highlight: before.highlight };
    for (const listener of listeners) listener(state, { before, revealed: null, pans: [], keys: [], moved: true, geometry: true });
    announceEvents(before, { moved: !same(before.at, at), fromHistory: false });
    emit('geometrychanged', { geometry: data.geometries[g].name, at: at.slice() });
  }

  // One history entry per rest: Chrome ignores a page that rewrites its history too often, and
  // back should not step through every page flicked past.
  function rememberInAddress(at) {
    clearTimeout(urlTimer);
    urlTimer = setTimeout(() => { if (location.hash !== hashFor(at)) history.pushState(null, '', hashFor(at)); }, 250);
  }

  // After a rebuild under `folio serve`: the server says where moved text went, by geometry,
  // article id and page ({geometry: {id: {page: newPage}}}); the address becomes the page of
  // the geometry on screen, for the reload; an address whose page did not move stays as it is.
  function relocate(moves) {
    const id = articles[state.at[0]].id, page = ((moves[data.geometries[g].name] || {})[id] || {})[state.at[1]];
    if (page !== undefined) history.replaceState(null, '', '#/' + encodeURIComponent(id) + '/' + (page + 1));
  }

  // Goes to `to` by pressing the keys the rules need to get there.
  function goTo(to, options) {
    if (!same(to, state.at) || state.overlay || state.zoom > 1) press(rules.keysTo(state, to), options);
  }

  function start() {
    document.documentElement.dataset.geometry = data.geometries[g].name;
    const at = positionFromHash(location.hash) || (rules.policy.start === 'last' ? [rules.count - 1, 0] : [0, 0]);
    state = rules.initial(at);
    anchor = pending && pending.at ? { a: at[0], at: pending.at } : { a: at[0], p: at[1], g };
    if (!pending) history.replaceState(null, '', hashFor(at));
    addEventListener('popstate', () => {
      clearTimeout(urlTimer);
      const to = positionFromHash(location.hash);
      if (to) goTo(to, { fromHistory: true });
    });
  }

  return {
    press, goTo, goToHeading, start, positionFromHash, relocate, arrived, useGeometry,
    state: () => state,
    geometry: () => g,
    articleIndex,
    subscribe: (listener) => listeners.push(listener),
    scenarioState: () => ({
      at: state.at.slice(), zoom: state.zoom, overlay: state.overlay,
      highlight: state.highlight, peek: state.peek, moves: rules.moves(state),
      search: state.search ?? null, found: state.found || [], hit: state.hit ?? null,
    }),
  };
};
