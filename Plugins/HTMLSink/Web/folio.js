// Folio's carousel: starts the modules the folio-*.js scripts define, in the order they run
// (rules, theme, core, loader, view, input), for the geometry that fits the window. Plain ES2020;
// generate-web-assets.py ships them as one file, folio.js, this one last. What the first page does
// not need (the contents overlay, touch and the pull, printing) is a second file, folio-later.js,
// asked for once the first page is painted; it calls Folio.later, which plugs it in here.
'use strict';
(() => {
  const later = document.currentScript.dataset.later; // the second file's name, from index.html
  // The faces a first page sets its text, title and byline in, asked for now rather than when the
  // page is drawn. (A <link rel=preload> cannot do it: its CORS mode matches the style sheet's font
  // requests over http but not from file://, where it is fetched twice.)
  for (const face of ['400 1em Caladea', '700 1em Caladea', 'italic 400 1em Caladea']) document.fonts.load(face);
  Folio.theme(); // the reader's light or dark pages, before anything is drawn
  // The reader's place in this issue, kept on the device (localStorage; never sent) as its address:
  // opened without one (from a shelf, a bookmark, the home screen), the issue opens there. (Where
  // storage is off, each try does nothing.)
  const place = 'folio-place ' + location.pathname.replace(/index\.html$/, ''), keep = () => { try { localStorage[place] = location.hash; } catch (e) {} };
  try { if (!location.hash && localStorage[place]) history.replaceState(null, '', localStorage[place]); } catch (e) {}
  addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', keep);
  const data = JSON.parse(document.getElementById('folio-issue').textContent);
  // Each article comes as a row [id, title, file]; its file's path is articleFiles with the row's file for '*'.
  data.articles = data.articles.map(([id, title, file]) => ({ id, title, file: data.articleFiles.replace('*', file) }));
  // With a cover (`cover: true`) article 0 is the cover and the articles are numbered from the next one.
  data.first = data.cover ? 1 : 0;
  // Each geometry's navigation map is expanded from its compact form when that geometry is first used.
  const titles = data.articles.map((a) => a.title);
  for (const geometry of data.geometries) {
    const compact = geometry.navigation;
    let map = null;
    Object.defineProperty(geometry, 'navigation', { get: () => map || (map = Folio.expand(compact, titles)) });
  }
  const g = Folio.pickGeometry(data.geometries);
  const rules = Folio.rules(data.geometries[g].navigation);
  let view = null, core = null;
  const loader = Folio.loader(data, () => core.geometry(), (a) => view && view.articleChanged(a));
  core = Folio.core(data, rules, loader, g);
  core.start();
  const details = Folio.details();
  view = Folio.view(data, rules, core, loader, details);
  const input = Folio.input(rules, core, view, details);
  input.start();
  let complete = false;
  Folio.later = () => {
    input.use(Folio.contents(data, rules, core, details), Folio.gesture(rules, core, view, input.navigate));
    Folio.print(data, rules, core, loader, view);
    complete = true;
  };
  window.folio = {
    state: core.scenarioState,
    press: (key) => { core.press(key); },
    // Whether a search's answer is still to come (folio-search.js, once it is here).
    searching: () => !!Folio.searching?.(),
    // The reader's page shows its article, and every module is running.
    loaded: () => complete && view.loaded(),
    domPageCount: view.domPageCount,
    relocate: core.relocate,
  };
  view.start();
  view.afterFirstPage(() => {
    const script = document.createElement('script');
    script.src = later;
    document.body.appendChild(script);
  });
  document.body.classList.add('ready');
})();
