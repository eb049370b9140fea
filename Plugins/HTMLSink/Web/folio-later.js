// Folio's carousel, after the first page: folio.js asks for this file (the contents overlay, touch and
// the pull, printing: the modules before this one, shipped together by generate-web-assets.py as
// folio-later.js) once the first page is painted; this asks for their style sheet, folio-later.css,
// and plugs them into the running carousel once it is there (or has failed), so that the overlay is
// never seen without its rules. It asks for folio-offline.js too, which makes the issue read offline.
'use strict';
{
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = 'folio-later.css';
  sheet.onload = sheet.onerror = () => Folio.later();
  document.head.append(sheet);
  // Reading offline (folio-offline.js): nothing of it is needed before this.
  const offline = document.createElement('script');
  offline.src = 'folio-offline.js';
  document.body.append(offline);
}
