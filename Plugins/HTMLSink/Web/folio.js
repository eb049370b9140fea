// Folio's carousel: starts the modules the folio-*.js scripts define, in the order they run
// (rules, core, loader, view, contents, input, print), for the geometry that fits the window.
// Plain ES2020; generate-web-assets.py ships them as one file, folio.js, this one last.
'use strict';
(() => {
  // The faces a first page sets its text, title and byline in, asked for now rather than when the
  // page is drawn. (A <link rel=preload> cannot do it: its CORS mode matches the style sheet's font
  // requests over http but not from file://, where it is fetched twice.)
  for (const face of ['400 1em Caladea', '700 1em Caladea', 'italic 400 1em Caladea']) document.fonts.load(face);
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
  const contents = Folio.contents(data, rules, core, details);
  Folio.input(rules, core, view, contents, details).start();
  Folio.print(data, rules, core, loader, view);
  window.folio = {
    state: core.scenarioState,
    press: (key) => { core.press(key); },
    loaded: view.loaded,
    domPageCount: view.domPageCount,
    relocate: core.relocate,
  };
  view.start();
  document.body.classList.add('ready');
})();
