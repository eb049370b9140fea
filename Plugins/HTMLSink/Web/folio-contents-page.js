// The one script of contents.html. Opened on its own, the page is the contents as plain HTML
// and this does nothing; loaded in the carousel's hidden frame, it hands the carousel the list (the
// authors, summaries and thumbnails its overlay shows), which works from file:// where fetch does not.
'use strict';
if (window.parent !== window) {
  const list = document.querySelector('#static > ol');
  window.parent.postMessage({ folioContents: list ? list.innerHTML : null }, '*');
}
