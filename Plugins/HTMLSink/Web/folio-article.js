// The one script of an article's own page (articles/HASH.html). Loaded in the carousel's hidden
// frame, it hands the carousel the article (its content, once, with its language and direction) and
// its page maps (the inert JSON block), which works from file:// where fetch does not. Opened on its
// own (a shared link), it opens the carousel at the article in its place (index.html#/ID/1, the
// history keeping one entry); readers without script, reader modes and crawlers read the page as it is.
'use strict';
if (window.parent === window) {
  const block = document.getElementById('folio-pages');
  const id = block ? JSON.parse(block.textContent).id : null;
  if (id !== null) location.replace('index.html#/' + encodeURIComponent(id) + '/1');
} else {
  const block = document.getElementById('folio-pages'), article = document.querySelector('article');
  window.parent.postMessage({
    folioPages: block ? block.textContent : null, folioArticle: article ? article.innerHTML : null,
    folioLang: article ? article.lang : '', folioDir: article ? article.dir : '',
  }, '*');
}
