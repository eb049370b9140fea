// Folio's carousel: starts the modules the folio-*.js scripts define, in the order index.html loads
// them (rules, core, loader, view, contents, input, print), for the geometry that fits the window.
// Plain ES2020, no build step.
'use strict';
(() => {
  const data = JSON.parse(document.getElementById('folio-issue').textContent);
  const g = Folio.pickGeometry(data.geometries);
  const rules = Folio.rules(data.geometries[g].navigation);
  let view = null, core = null;
  const loader = Folio.loader(data, () => core.geometry(), (a) => view && view.articleChanged(a));
  core = Folio.core(data, rules, loader, g);
  core.start();
  view = Folio.view(data, rules, core, loader);
  const contents = Folio.contents(data, rules, core);
  Folio.input(rules, core, view, contents).start();
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
