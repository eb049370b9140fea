// Folio's carousel: starts the modules the folio-*.js scripts define, in the order index.html loads
// them (rules, core, loader, view, contents, input, print). Plain ES2020, no build step.
'use strict';
(() => {
  const data = JSON.parse(document.getElementById('folio-issue').textContent);
  const rules = Folio.rules(data.navigation);
  const core = Folio.core(data, rules);
  core.start();
  let view = null;
  const loader = Folio.loader(data.articles, (a) => view && view.articleChanged(a));
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
