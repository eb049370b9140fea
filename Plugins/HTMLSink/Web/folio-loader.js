// Folio's carousel, 3 of 5: article data. Each article is its own page, articles/HASH.html (the
// article as plain HTML, for readers without script), which carries a page map per geometry as a
// JSON block; the carousel opens it in a hidden frame and the page's script posts the article and
// the maps back, which works from file:// (where fetch does not) and under the bundle's policy.
// The strip's first article (the page a reader opens on) comes in index.html itself, in a template.
// A page is cut from the article's content with Range at its map's region starts. The reader's article
// comes first, then its neighbours; three load at once and the rest wait in a queue replaced on
// every move. A file that is missing or damaged (it loads but posts no article) is a failure the
// view shows with a retry; it is never asked for again on its own.
'use strict';
// A bundle page loaded out of sight, for its script to post its data back: hidden from view, focus and
// assistive technology. Its address is set before it is attached, so no about:blank load comes first.
Folio.hiddenFrame = (src, title) => {
  const frame = document.createElement('iframe');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.src = src;
  document.body.appendChild(frame);
  return frame;
};

Folio.loader = (data, geometry, changed) => {
  const MAX_LOADS = 3, KEEP = 48, articles = data.articles;
  const inert = document.implementation.createHTMLDocument(''); // parses content without loading its photos
  const loaded = new Map();   // article → {maps, root, header, blocks, lang, dir}, least recently wanted first
  const loading = new Map();  // article → its <iframe>
  const failed = new Map();   // article → why
  let queue = [], wanted = [];

  // Takes article `a` from its page's parts (its page maps' JSON, its <article>'s content, language
  // and direction): whether they are the article's, with a map of every geometry.
  function accept(a, pagesJSON, html, lang, dir) {
    let article = null;
    try { article = JSON.parse(pagesJSON); } catch (error) { article = null; }
    const fits = (map, g) => map && map.name === g.name && map.pages.length === g.navigation.articles[a].pages;
    if (!article || article.id !== articles[a].id || typeof html !== 'string' || !Array.isArray(article.maps) ||
        !data.geometries.every((g, i) => fits(article.maps[i], g))) return false;
    const root = inert.createElement('article');
    root.innerHTML = html;
    const blocks = [...root.children], header = blocks[0] && blocks[0].matches('header.title') ? blocks.shift() : null;
    loaded.delete(a);
    loaded.set(a, { maps: article.maps, root, header, blocks, lang: lang || '', dir: dir || '' });
    failed.delete(a);
    return true;
  }

  // The opening article (the strip's first) comes with index.html, in a template: no frame for it.
  const opening = document.getElementById('folio-opening'), openingPages = document.getElementById('folio-opening-pages');
  const openingArticle = opening && opening.content.firstElementChild;
  // Its neighbours' frames wait until its page is drawn, as after any reader's article.
  let held = false;
  if (openingArticle && openingPages && articles.length &&
      accept(0, openingPages.textContent, openingArticle.innerHTML, openingArticle.lang, openingArticle.dir)) {
    held = true;
    afterPaint();
  }

  addEventListener('message', (e) => {
    for (const [a, frame] of loading) {
      if (frame.contentWindow !== e.source) continue;
      if (accept(a, e.data.folioPages, e.data.folioArticle, e.data.folioLang, e.data.folioDir)) {
        forget();
        finish(a);
        changed(a);
      }
      return;
    }
  });

  // The next frames start once the page that was waiting is drawn (making a frame costs the page's
  // thread tens of ms): after the next animation frame, or after 100 ms where there is none (a
  // hidden tab).
  function finish(a) {
    const frame = loading.get(a);
    if (frame) frame.remove();
    loading.delete(a);
    afterPaint();
  }

  function afterPaint() {
    let pumped = false;
    const next = () => { if (!pumped) { pumped = true; held = false; pump(); } };
    requestAnimationFrame(() => setTimeout(next));
    setTimeout(next, 100);
  }

  // Asks for `order` (most wanted first), dropping what is no longer wanted from the queue.
  function request(order) {
    wanted = order;
    for (const a of order) if (loaded.has(a)) { const pages = loaded.get(a); loaded.delete(a); loaded.set(a, pages); }
    queue = order.filter((a) => !loaded.has(a) && !loading.has(a) && !failed.has(a));
    pump();
  }

  // While the reader's article loads, nothing else starts: the frames share the page's one thread.
  function pump() {
    if (held) return;
    while (loading.size < (loading.has(wanted[0]) ? 1 : MAX_LOADS) && queue.length) {
      const a = queue.shift();
      const frame = Folio.hiddenFrame(articles[a].file, articles[a].title);
      // The page's script posts before its load event; a frame that loaded without posting failed.
      frame.onload = () => setTimeout(() => {
        if (loading.get(a) !== frame) return;
        failed.set(a, 'the file ' + articles[a].file + ' is missing or damaged');
        finish(a);
        changed(a);
      }, 50);
      loading.set(a, frame);
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

  // ---- Cutting pages ----

  const index = (node) => Array.prototype.indexOf.call(node.parentNode.childNodes, node);

  // Where [_, element, offset] falls in the content (a region's start; a region's end is its slice(2)): a DOM boundary, moved
  // out of every element it is at the very start of (an element cut before its first word is
  // not continued).
  function boundary(art, r) {
    const el = art.blocks[r[1]];
    if (!el) return [art.root, art.root.childNodes.length];
    let node = el, off = r[2];
    if (off > 0) {
      const at = textAt(el, off);
      if (!at) return [art.root, index(el) + 1];
      [node, off] = at;
    }
    while (off === 0 && node !== art.root) { off = index(node); node = node.parentNode; }
    return [node, off];
  }

  // Where UTF-16 offset `off` of `el`'s textContent falls: [text node, offset in it] (a place at the
  // end of a text node is the start of the next), or null past the text.
  function textAt(el, off) {
    const walk = inert.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n, sum = 0; (n = walk.nextNode()); sum += n.length) if (sum + n.length > off) return [n, off - sum];
    return null;
  }

  // A line break where the paginator wrapped a line, at UTF-16 offset `off` of `el`'s text: a
  // <br class="folio-break">, after a <span class="folio-hyphen"> (drawn as a hyphen by folio.css)
  // where it hyphenated the word. Neither holds text, so every offset of the maps stays true.
  // Returns the nodes put in.
  function putBreak(el, off, hyphen) {
    const at = off > 0 && textAt(el, off), doc = el.ownerDocument, marks = [doc.createElement('br')];
    if (!at) return [];
    marks[0].className = 'folio-break';
    if (hyphen) { marks.unshift(doc.createElement('span')); marks[0].className = 'folio-hyphen'; }
    (at[1] > 0 ? at[0].splitText(at[1]) : at[0]).before(...marks);
    return marks;
  }

  // `el`'s text from UTF-16 offset `from` to `to` in <span>s of class `name` and `style`, one per text
  // node it covers: the page map's `spans` (an opening paragraph's drop cap and small capitals; their
  // rules are in issue.css). They hold the text itself, so every offset of the maps stays true.
  function wrap(el, from, to, name, style) {
    const spans = [];
    for (let off = from, at; el && off < to && (at = textAt(el, off)); ) {
      const [node, start] = at, end = Math.min(node.length, start + to - off);
      const part = start > 0 ? node.splitText(start) : node, span = el.ownerDocument.createElement('span');
      if (end - start < part.length) part.splitText(end - start);
      span.className = name;
      if (style) span.style.cssText = style;
      part.before(span);
      span.append(part);
      spans.push(span);
      off += end - start;
    }
    return spans;
  }

  // The content between two boundaries. Every element the cut starts inside is continued: it gets
  // the class (no list marker, no first-line indent) and a cut <ol> starts at its next number.
  function cut(art, from, to) {
    const range = inert.createRange();
    range.setStart(...from);
    range.setEnd(...to);
    // A cut inside one element clones only what is below it: its elements are put back around it.
    let inner = range.cloneContents();
    for (let n = range.commonAncestorContainer; n !== art.root; n = n.parentNode) {
      if (n.nodeType === 1) { const shell = n.cloneNode(false); shell.append(inner); inner = shell; }
    }
    const part = inert.createDocumentFragment(), path = [];
    part.append(inner);
    for (let node = from[0], before = from[1]; node !== art.root; before = index(node), node = node.parentNode) {
      if (node.nodeType === 1) path.unshift([node, before]);
    }
    let clone = part.firstChild;
    for (const [el, before] of path) {
      if (!clone) break;
      const next = clone.firstChild;
      clone.classList.add('continued');
      if (el.tagName === 'OL') clone.start = el.start + [...el.childNodes].slice(0, before).filter((c) => c.tagName === 'LI').length;
      // A top-level table goes on under its header row again, as the paginator repeats it.
      if (el.tagName === 'TABLE' && el.parentNode === art.root && el.tHead && !clone.querySelector(':scope > thead')) {
        clone.prepend(el.tHead.cloneNode(true));
      }
      clone = next;
    }
    // Every element the cut ends inside goes on in the next column.
    let depth = 0;
    for (let n = to[0]; n !== art.root; n = n.parentNode) if (n.nodeType === 1) depth++;
    for (clone = part.lastChild; depth-- > 0 && clone && clone.nodeType === 1; clone = clone.lastChild) clone.classList.add('continues');
    return part;
  }

  // A table's columns at the paginator's widths (CSS pixels of the geometry), as a <colgroup>: the
  // browser then breaks no cell's line but where the paginator did. No widths: the paginator set
  // the table as cards (folio.css), its cells one under the other.
  function setColumns(table, widths) {
    if (!widths) return;
    if (!widths.length) { table.classList.add('cards'); return; }
    const group = table.ownerDocument.createElement('colgroup');
    for (const width of widths) {
      const col = table.ownerDocument.createElement('col');
      col.style.width = width + 'px';
      group.append(col);
    }
    table.prepend(group);
  }

  // Justified text (the issue's `justify`): the lines of a paragraph or list item that end in one
  // of the paginator's breaks or go on in the next column are justified (`folio-justify`:
  // text-align-last); the line that ends it goes in a block of its own (`folio-last-line`), set as
  // a last line. One with hard line breaks (<br>) is left as it is.
  function justify(part) {
    for (const el of part.querySelectorAll('p, li')) {
      const brs = [...el.querySelectorAll('br')].filter((br) => br.parentElement.closest('p, li') === el);
      const last = brs[brs.length - 1], goesOn = el.classList.contains('continues');
      if (brs.some((br) => br.className !== 'folio-break') || !(last || goesOn)) continue;
      el.classList.add('folio-justify');
      if (goesOn) continue;
      // The last line runs to the element's end, or to a block inside it (a list item's nested list).
      const range = el.ownerDocument.createRange(), line = el.ownerDocument.createElement('span');
      range.setStartAfter(last);
      range.setEnd(el, el.childNodes.length);
      const stop = [...el.children].find((c) => BLOCKS.test(c.tagName) && range.intersectsNode(c));
      if (stop) range.setEndBefore(stop);
      line.className = 'folio-last-line';
      line.append(range.extractContents());
      range.insertNode(line);
    }
  }
  const BLOCKS = /^(P|UL|OL|BLOCKQUOTE|PRE|FIGURE|HR|H[1-6])$/;

  // Page `p` of article `a` in geometry `g` (the one on screen by default): its title header, if
  // it shows it, each column's content (to the next region's start, or the end it names), each
  // column's footnotes, the blocks set across the columns at its top, the photos' drawn heights, the article's lang and dir, and on a cover
  // whose photo bleeds or an opener's first page its art (the map's, with a copy of the photo's <img>)
  // and how far down its columns' text starts (top).
  // The page's line breaks and drop cap are put in the content while its columns are cut from it, then taken out.
  function page(a, p, g = geometry()) {
    const art = loaded.get(a), pages = art.maps[g].pages, regions = pages[p].regions, breaks = pages[p].breaks || [];
    const header = pages[p].title && art.header ? art.header.cloneNode(true) : null;
    const marks = [];
    for (let i = 0; i + 2 < breaks.length; i += 3) {
      const e = breaks[i], el = e >= 0 ? art.blocks[e] : header && header.querySelector(e === -1 ? 'h1' : e === -2 ? '.byline' : '.dek');
      if (el) { const put = putBreak(el, breaks[i + 1], breaks[i + 2] === 1); if (e >= 0) marks.push(...put); }
    }
    for (const s of pages[p].spans || []) marks.push(...wrap(art.blocks[s[0]], s[1], s[2], s[3], s[4]));
    // A bleeding cover's moved words: their first element is marked while the columns are cut.
    const cover = pages[p].art, moved = cover && cover.shift && art.blocks[cover.shift[0]];
    if (moved) moved.dataset.folioShift = cover.shift[1];
    const next = pages[p + 1] ? boundary(art, pages[p + 1].regions[0]) : [art.root, art.root.childNodes.length];
    const columns = regions.map((r, i) => [r[0], cut(art, boundary(art, r),
      r.length > 3 ? boundary(art, r.slice(2)) : regions[i + 1] ? boundary(art, regions[i + 1]) : next)]);
    // Each column's footnotes (the part of the notes the paginator set at its foot), and the blocks set across the columns.
    const parts = (list = []) => list.map((n) => [n[0], cut(art, boundary(art, n), boundary(art, n.slice(2)))]);
    const notes = parts(pages[p].notes), across = parts(pages[p].across);
    for (const m of marks) { const parent = m.parentNode; m.replaceWith(...m.childNodes); parent.normalize(); }
    if (moved) delete moved.dataset.folioShift;
    const tables = pages[p].tables || [];
    let t = 0;
    for (const [, part] of columns) for (const table of part.querySelectorAll('table')) setColumns(table, tables[t++]);
    if (data.justify) for (const [, part] of columns.concat(across)) justify(part);
    const img = cover && art.blocks[cover.photo]?.querySelector('img');
    return { header, photos: pages[p].photos, columns, notes, across, lang: art.lang, dir: art.dir, top: pages[p].top, art: img && { ...cover, img: img.cloneNode(true) } };
  }

  // A place in the content, [element, offset]: where page `p` of article `a` in geometry `g` starts.
  const place = (a, p, g) => loaded.get(a).maps[g].pages[p].regions[0].slice(1, 3);

  // The page of geometry `g` that holds `at` (a place): the last one starting at or before it.
  function pageAt(a, at, g) {
    const pages = loaded.get(a).maps[g].pages;
    let found = 0;
    pages.forEach((pg, i) => { const r = pg.regions[0]; if (r[1] < at[0] || (r[1] === at[0] && r[2] <= at[1])) found = i; });
    return found;
  }

  // The place of the heading whose id is `heading` in article `a`, [element, offset] (a heading inside
  // a quote or list: its text's offset in that element), or null when no heading has that id.
  function headingPlace(a, heading) {
    const art = loaded.get(a), el = art && [...art.root.querySelectorAll('[id]')].find((e) => e.id === heading);
    if (!el) return null;
    let top = el;
    while (top.parentNode !== art.root) top = top.parentNode;
    const range = inert.createRange();
    range.setStart(top, 0);
    range.setEnd(el, 0);
    const element = art.blocks.indexOf(top);
    return element < 0 ? null : [element, range.toString().length];
  }

  return { request, retry, page, place, pageAt, headingPlace, has: (a) => loaded.has(a), failure: (a) => failed.get(a) };
};

// What index.html leaves out to stay light: each article's author, summary, thumbnail and source file,
// in contents.html (the contents as a plain page). It is loaded once, in a hidden frame whose
// script posts the list back, the first time something needs it (the contents overlay opening, a
// page with a link to another file); `whenReady` calls back with the list's entries, one per article.
Folio.details = () => {
  let entries = null, frame = null, bySource = null;
  const waiting = [];
  function whenReady(callback) {
    if (entries) return callback(entries);
    waiting.push(callback);
    if (frame) return;
    addEventListener('message', function received(e) {
      if (e.source !== frame.contentWindow || typeof e.data.folioContents !== 'string') return;
      removeEventListener('message', received);
      frame.remove();
      entries = new DOMParser().parseFromString('<ol>' + e.data.folioContents + '</ol>', 'text/html').querySelectorAll('ol > li');
      for (const callback of waiting.splice(0)) callback(entries);
    });
    frame = Folio.hiddenFrame('contents.html', 'Contents');
  }
  // The article whose source file is named `name` (`other-article.md`), as its index in the strip, if any;
  // the first such article when two files share a name, from a table made once.
  function articleNamed(name, callback) {
    whenReady((list) => {
      if (!bySource) {
        bySource = new Map();
        list.forEach((li, i) => {
          const file = (li.dataset.source || '').split('/').pop();
          if (!bySource.has(file)) bySource.set(file, i);
        });
      }
      callback(bySource.has(name) ? bySource.get(name) : null);
    });
  }
  return { whenReady, articleNamed };
};
