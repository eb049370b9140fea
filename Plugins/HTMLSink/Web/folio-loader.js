// Folio's carousel, 3 of 7: article data. Each article is its own page, articles/HASH.html (the
// article as plain HTML, for readers without script), which carries the carousel's pages as a JSON
// block; the carousel opens it in a hidden frame and the page's script posts the block back, which
// works from file:// (where fetch does not) and under the bundle's policy. The reader's article
// comes first, then its neighbours; three load at once and the rest wait in a queue replaced on
// every move. A file that is missing or damaged (it loads but posts no article) is a failure the
// view shows with a retry; it is never asked for again on its own.
'use strict';
Folio.loader = (articles, changed) => {
  const MAX_LOADS = 3, KEEP = 48;
  const loaded = new Map();   // article → its pages, least recently wanted first
  const loading = new Map();  // article → its <iframe>
  const failed = new Map();   // article → why
  let queue = [], wanted = [];

  addEventListener('message', (e) => {
    for (const [a, frame] of loading) {
      if (frame.contentWindow !== e.source) continue;
      let article = null;
      try { article = JSON.parse(e.data.folioPages); } catch (error) { article = null; }
      if (article && article.id === articles[a].id && Array.isArray(article.pages) && article.pages.length === articles[a].pageCount) {
        loaded.delete(a);
        loaded.set(a, article.pages);
        failed.delete(a);
        forget();
        finish(a);
        changed(a);
      }
      return;
    }
  });

  function finish(a) {
    const frame = loading.get(a);
    if (frame) frame.remove();
    loading.delete(a);
    pump();
  }

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
      const frame = document.createElement('iframe');
      frame.hidden = true;
      frame.tabIndex = -1;
      frame.title = articles[a].title;
      frame.setAttribute('aria-hidden', 'true');
      // The page's script posts before its load event; a frame that loaded without posting failed.
      frame.onload = () => setTimeout(() => {
        if (loading.get(a) !== frame) return;
        failed.set(a, 'the file ' + articles[a].file + ' is missing or damaged');
        finish(a);
        changed(a);
      }, 50);
      frame.src = articles[a].file; // before it is attached, so no about:blank load comes first
      loading.set(a, frame);
      document.body.appendChild(frame);
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
