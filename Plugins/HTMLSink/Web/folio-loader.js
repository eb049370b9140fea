// Folio's carousel, 3 of 7: article data. Each article's pages are in articles/HASH.js, a classic
// script calling folioArticle({...}): a <script src> works from file:// (fetch does not) and under
// script-src 'self'. The reader's article comes first, then its neighbours; three load at once and
// the rest wait in a queue replaced on every move. A file that is missing or does not register its
// article is a failure the view shows with a retry; it is never asked for again on its own.
'use strict';
Folio.loader = (articles, articleIndex, changed) => {
  const MAX_LOADS = 3, KEEP = 48;
  const loaded = new Map();   // article → its pages, least recently wanted first
  const loading = new Map();  // article → its <script>
  const failed = new Map();   // article → why
  let queue = [], wanted = [];

  window.folioArticle = (article) => {
    const a = articleIndex.get(article && article.id);
    if (a === undefined || !Array.isArray(article.pages) || article.pages.length !== articles[a].pageCount) return;
    loaded.delete(a);
    loaded.set(a, article.pages);
    failed.delete(a);
    forget();
    changed(a);
  };

  // Asks for `order` (most wanted first), dropping what is no longer wanted from the queue.
  function request(order) {
    wanted = order;
    for (const a of order) if (loaded.has(a)) { const pages = loaded.get(a); loaded.delete(a); loaded.set(a, pages); }
    queue = order.filter((a) => !loaded.has(a) && !loading.has(a) && !failed.has(a));
    pump();
  }

  function pump() {
    while (loading.size < MAX_LOADS && queue.length) {
      const a = queue.shift();
      const script = document.createElement('script');
      script.src = articles[a].script;
      const done = (why) => {
        script.remove();
        loading.delete(a);
        if (!loaded.has(a)) { failed.set(a, why); changed(a); }
        pump();
      };
      script.onload = () => done('the file ' + articles[a].script + ' is damaged');
      script.onerror = () => done('the file ' + articles[a].script + ' is missing');
      loading.set(a, script);
      document.head.appendChild(script);
    }
  }

  function forget() {
    for (const a of loaded.keys()) {
      if (loaded.size <= KEEP + wanted.length) break;
      if (!wanted.includes(a)) loaded.delete(a);
    }
  }

  // The reader asked to try a failed article again.
  function retry(a) {
    failed.delete(a);
    changed(a);
    request([a, ...wanted.filter((w) => w !== a)]);
  }

  return { request, retry, pages: (a) => loaded.get(a), failure: (a) => failed.get(a) };
};
