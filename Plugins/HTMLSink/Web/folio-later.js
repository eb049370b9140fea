// Folio's carousel, after the first page: folio.js asks for this file (the contents overlay, touch and
// the pull, printing: the modules before this one, shipped together by generate-web-assets.py as
// folio-later.js) once the first page is painted; this plugs them into the running carousel.
'use strict';
Folio.later();
