// Folio's carousel, 2 of 7: the one way in. `press(keys)` runs keys through the rules, then tells
// the view what changed and dispatches the events a host can listen to. Nothing else changes the
// state. The address (#/ARTICLE-ID/PAGE, page from 1) follows the reader, so an outside script
// can read the position from location.hash as well as from the events.
'use strict';
Folio.core = (data, rules) => {
  const articles = data.articles;
  const articleIndex = new Map(articles.map((a, i) => [a.id, i]));
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  const listeners = [];
  let state = rules.initial([0, 0]);
  let urlTimer = 0, snapTimer = 0;

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
    const change = { before, revealed, pans, moved: !same(before.at, state.at), fromHistory: !!options.fromHistory };
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

  const hashFor = (at) => '#/' + encodeURIComponent(articles[at[0]].id) + '/' + (at[1] + 1);

  function positionFromHash(hash) {
    const m = /^#\/([^/]+)\/(\d+)$/.exec(hash);
    const article = m ? articleIndex.get(decodeURIComponent(m[1])) : undefined;
    const page = m ? Number(m[2]) - 1 : -1;
    return article !== undefined && page >= 0 && page < rules.columns[article].pages ? [article, page] : null;
  }

  // One history entry per rest: Chrome ignores a page that rewrites its history too often, and
  // back should not step through every page flicked past.
  function rememberInAddress(at) {
    clearTimeout(urlTimer);
    urlTimer = setTimeout(() => { if (location.hash !== hashFor(at)) history.pushState(null, '', hashFor(at)); }, 250);
  }

  // After a rebuild under `folio serve`: the server says where moved text went, by article id
  // and page ({id: {page: newPage}}); the address becomes the new page's, for the reload.
  function relocate(moves) {
    const page = (moves[articles[state.at[0]].id] || {})[state.at[1]];
    if (page !== undefined) history.replaceState(null, '', hashFor([state.at[0], page]));
  }

  // Goes to `to` by pressing the keys the rules need to get there.
  function goTo(to, options) {
    if (!same(to, state.at) || state.overlay || state.zoom > 1) press(rules.keysTo(state, to), options);
  }

  function start() {
    const at = positionFromHash(location.hash) || (rules.policy.start === 'last' ? [rules.count - 1, 0] : [0, 0]);
    state = rules.initial(at);
    history.replaceState(null, '', hashFor(at));
    addEventListener('popstate', () => {
      clearTimeout(urlTimer);
      const to = positionFromHash(location.hash);
      if (to) goTo(to, { fromHistory: true });
    });
  }

  return {
    press, goTo, start, positionFromHash, relocate,
    state: () => state,
    articleIndex,
    subscribe: (listener) => listeners.push(listener),
    scenarioState: () => ({
      at: state.at.slice(), zoom: state.zoom, overlay: state.overlay,
      highlight: state.overlay ? state.highlight : null, peek: state.peek, moves: rules.moves(state),
    }),
  };
};
