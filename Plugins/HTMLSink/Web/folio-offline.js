// Folio offline, the page's part: an issue's carousel (folio-later.js asks for this once the first
// page is painted) or a shelf page served over http(s) becomes an installable web app that reads
// offline. It names the web app manifest, registers folio-worker.js (the service worker, which
// keeps the build's list of files: see there) and tells it the page geometry on screen
// (<html data-geometry>, set by the carousel; none on a shelf) now and whenever it changes, so that
// the photos of that geometry are kept too. <html data-folio-offline> says how it went: `saving`,
// `saved`, or `incomplete` when a file could not be fetched. From file:// (no service worker there)
// or where the browser has none, it does nothing.
'use strict';
(() => {
  if (!/^https?:$/.test(location.protocol) || !('serviceWorker' in navigator)) return;
  const root = document.documentElement, manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = 'manifest.webmanifest';
  document.head.append(manifest);
  root.dataset.folioOffline = 'saving';
  let asked = 0; // the number of the latest ask: only its report says how it went
  navigator.serviceWorker.addEventListener('message', (event) => {
    const report = event.data && event.data.folioSaved;
    if (report && report.ask === asked) root.dataset.folioOffline = report.missing ? 'incomplete' : 'saved';
  });
  // The browser looks for a new worker now (a new build changes its list: it then installs, takes
  // this page, and is told the geometry in turn), not only on its own schedule; offline it cannot.
  navigator.serviceWorker.register('folio-worker.js').then((registration) => {
    registration.update().catch(() => {});
    return navigator.serviceWorker.ready;
  }).then((registration) => {
    const tell = () => {
      root.dataset.folioOffline = 'saving';
      registration.active.postMessage({ folioSave: root.dataset.geometry || null, ask: ++asked });
    };
    tell();
    new MutationObserver(tell).observe(root, { attributes: true, attributeFilter: ['data-geometry'] });
    navigator.serviceWorker.addEventListener('controllerchange', tell);
  }, () => { root.dataset.folioOffline = 'incomplete'; });
})();
