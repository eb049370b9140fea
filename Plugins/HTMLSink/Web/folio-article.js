// The one script of an article's own page (articles/HASH.html). Opened on its own, the page is the
// article as plain HTML and this does nothing; loaded in the carousel's hidden frame, it hands the
// carousel the article (its content, once, with its language and direction) and its page maps (the
// inert JSON block), which works from file:// where fetch does not.
'use strict';
if (window.parent !== window) {
  const block = document.getElementById('folio-pages'), article = document.querySelector('article');
  window.parent.postMessage({
    folioPages: block ? block.textContent : null, folioArticle: article ? article.innerHTML : null,
    folioLang: article ? article.lang : '', folioDir: article ? article.dir : '',
  }, '*');
}
