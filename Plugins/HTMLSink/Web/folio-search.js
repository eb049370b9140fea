// Folio's carousel, after the first page: search. The build writes the words as an index in
// pieces (IssueSearchIndex in Swift): search/index.js, the manifest, and search/N.js, the shards, each a
// range of stems. The first query loads the manifest, then each query the shards of its words, as
// scripts (a page opened from a folder may add a script but not read a file). A word is compared as the
// articles' words were: cut as ICU cuts them (Intl.Segmenter), its key (compatibility composition, lower
// case, the accents of the manifest's letters taken off: SearchKey in Swift), stemmed by the manifest's
// rules for each article's language (SearchStemmer). The pages found go to the rules as a key
// `{search, found}`, one page per article that has every word, best first (SearchIndex.search in
// Swift): the first block that has them all, else the first place of the first word; articles with
// all in one block first. Once the contents close, the words are marked on every page drawn.
'use strict';
{
  const arrived = new Map(), waiting = new Map();
  // A search file arrived: its script calls this with its name and its JSON.
  Folio.searchData = (name, json) => {
    arrived.set(name, json);
    for (const done of waiting.get(name) || []) done(json);
    waiting.delete(name);
  };
  // The file `name` (index or a shard's number), asked for once.
  Folio.searchFile = (name) => new Promise((resolve, reject) => {
    if (arrived.has(name)) return resolve(arrived.get(name));
    const first = !waiting.has(name);
    waiting.set(name, (waiting.get(name) || []).concat(resolve));
    if (!first) return;
    const script = document.createElement('script');
    script.src = 'search/' + name + '.js';
    script.onerror = () => { waiting.delete(name); script.remove(); reject(new Error('search/' + name + '.js did not load')); };
    document.body.append(script);
  });
}

Folio.search = (data, rules, core) => {
  // The search's rules (Navigator+Search.swift), which folio-rules.js asks first: the reader's words
  // and the pages found for them, the first highlighted, only while the overlay is open; while pages
  // are found the arrows step through them (a list read from the top, whichever way the strip runs)
  // and Enter goes to the highlighted one.
  rules.found((s, key, dir, go) => {
    // `/` opens the contents at the field (from the page, the field) but not while zoomed.
    if (key === '/') return s.overlay ? { ...s, search: s.search || '' } : s.zoom > 1 ? null : { ...s, peek: null, overlay: true, highlight: s.at[0], search: '' };
    if (key === 'o' && s.overlay && s.search != null) return s; // in the field `o` is a letter
    if (typeof key === 'object') { // (a string's `search` is String.prototype.search)
      if (!s.overlay) return s;
      const ok = key.found.filter(([a, p]) => a >= 0 && a < rules.count && p >= 0 && p < rules.columns[a].pages);
      return { ...s, search: key.search, found: ok, hit: ok.length ? 0 : null };
    }
    if (!s.overlay || s.hit == null) return null;
    if (dir) return { ...s, hit: Math.max(0, Math.min(s.hit + (dir === 'down' || dir === 'right' ? 1 : -1), s.found.length - 1)) };
    return key === 'enter' ? go(s, s.found[s.hit]) : null;
  });
  let manifest = null, digitOf = null, languageOf = null, latest = 0, busy = 0, stems = null, marked = [], stale = false;
  const cut = new Map(); // a segmenter per language

  function key(word) {
    const s = word.normalize('NFKC').toLowerCase();
    if (/^[\x00-\x7f]*$/.test(s)) return s;
    let out = '', base = null;
    for (const c of s.normalize('NFD')) {
      const mark = /\p{Mn}/u.test(c);
      if (mark && base != null && manifest.accents.some(([lo, hi]) => base >= lo && base <= hi)) continue;
      if (!mark) base = c.codePointAt(0);
      out += c;
    }
    return out.normalize('NFC');
  }

  function stem(k, language) {
    const rules = manifest.stemmers[language.split('-')[0]];
    if (!rules || [...k].length <= rules.shortest) return k;
    for (const [suffix, replacement, unless] of rules.rules) {
      if (k.endsWith(suffix) && !unless.some((u) => k.endsWith(u))) return k.slice(0, k.length - suffix.length) + replacement;
    }
    return k;
  }

  function words(text, language) {
    if (!cut.has(language)) cut.set(language, new Intl.Segmenter(language, { granularity: 'word' }));
    return [...cut.get(language).segment(text)].filter((s) => s.isWordLike);
  }

  // The shard that holds `s`: the last whose first stem is at or before it.
  function shardOf(s) {
    let low = 0, high = manifest.shards.length - 1, found = 0;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (manifest.shards[middle] <= s) { found = middle; low = middle + 1; } else high = middle - 1;
    }
    return String(found);
  }

  // A stem's postings as written (IssueSearchIndex.encoded in Swift): digits of the manifest's
  // `digits`, five bits each, lowest first, a digit of the second half saying that more follow.
  function numbers(text) {
    const out = new Int32Array(text.length);
    let n = 0;
    for (let i = 0, value = 0, shift = 0; i < text.length; i++) {
      const d = digitOf[text.charCodeAt(i)];
      if (d >= 32) { value |= (d - 32) << shift; shift += 5; } else { out[n++] = value | (d << shift); value = 0; shift = 0; }
    }
    return out.subarray(0, n);
  }

  async function ready() {
    if (manifest) return;
    const m = await Folio.searchFile('index');
    digitOf = new Int8Array(128);
    [...m.digits].forEach((c, i) => { digitOf[c.charCodeAt(0)] = i; });
    languageOf = new Uint8Array(m.articleLanguages.reduce((sum, [, n]) => sum + n, 0)); // each article's, by number
    let at = 0;
    for (const [language, n] of m.articleLanguages) { languageOf.fill(language, at, at + n); at += n; }
    manifest = m;
  }

  // The page of each article that has every word of `keys`, in geometry `g`, best first (as
  // SearchIndex.search ranks): the first block (the title first) that has them all, at the first word's
  // place there; else the first word's first place; articles whose words share a block first, then the
  // strip's order. Per article the first word has at most `most` places (the manifest's placesPerStem),
  // kept in reading order; bit p of `common` (a byte: eight places at most) says every other word is in
  // the block of place p. A word's stem is taken once per language (`same`: by the language's number),
  // not once per place.
  async function found(keys, g) {
    const wanted = keys.map((k) => [...new Set(manifest.languages.map((l) => stem(k, l)))]);
    const shards = await Promise.all([...new Set(wanted.flat().map(shardOf))].map(async (n) => [n, await Folio.searchFile(n)]));
    const byShard = new Map(shards), stride = 2 + manifest.geometries.length, count = languageOf.length, most = manifest.placesPerStem;
    const blocks = new Int32Array(count * most), pages = new Int32Array(count * most), places = new Uint8Array(count);
    const all = new Uint8Array(count), common = new Uint8Array(count);
    keys.forEach((k, word) => {
      const has = new Uint8Array(count), bits = new Uint8Array(count);
      for (const s of wanted[word]) {
        const text = byShard.get(shardOf(s))[s], list = text ? numbers(text) : [];
        const same = manifest.languages.map((l) => stem(k, l) === s);
        for (let i = 0, a = 0; i < list.length; i += stride) {
          a += list[i];
          if (!same[languageOf[a]]) continue;
          const block = list[i + 1] - 1; // written plus one, the title's -1 as 0
          has[a] = 1;
          if (word > 0) {
            for (let p = 0; p < places[a]; p++) if (blocks[a * most + p] === block) bits[a] |= 1 << p;
          } else if (places[a] < most) {
            let p = places[a]++; // in block order
            for (; p > 0 && blocks[a * most + p - 1] > block; p--) {
              blocks[a * most + p] = blocks[a * most + p - 1];
              pages[a * most + p] = pages[a * most + p - 1];
            }
            blocks[a * most + p] = block;
            pages[a * most + p] = list[i + 2 + g];
          }
        }
      }
      for (let a = 0; a < count; a++) {
        if (word === 0) { all[a] = has[a]; common[a] = (1 << places[a]) - 1; } else { all[a] &= has[a]; common[a] &= bits[a]; }
      }
    });
    const together = [], apart = [];
    for (let a = 0; keys.length && a < count; a++) {
      if (!all[a]) continue;
      if (!common[a]) { apart.push([a, pages[a * most]]); continue; }
      let p = 0;
      while (!(common[a] & (1 << p))) p++;
      together.push([a, pages[a * most + p]]);
    }
    return together.concat(apart);
  }

  // The reader's words: the pages found, in the geometry on screen, go to the rules; a later query's
  // answer replaces an earlier one's, never the other way round.
  async function query(text) {
    const mine = ++latest;
    if (!text.trim()) { stems = null; stale = true; core.press({ search: text, found: [] }); return; }
    busy++;
    try {
      await ready();
      const g = Math.max(0, manifest.geometries.indexOf(data.geometries[core.geometry()].name));
      const language = data.language || 'en', keys = words(text, language).map((w) => key(w.segment));
      const pages = await found(keys, g);
      if (mine !== latest) return;
      stems = new Set(keys.flatMap((k) => manifest.languages.map((l) => stem(k, l))).concat(keys.map((k) => stem(k, language))));
      stale = true;
      core.press({ search: text, found: pages });
    } catch (e) {
      if (mine === latest) core.press({ search: text, found: [] });
    } finally {
      busy--;
    }
  }

  // The words of the last search marked on a page (`el`, the page's section): each word whose stem is
  // one of the query's, in the page's language.
  function mark(el) {
    if (!stems || !stems.size) return;
    const language = el.lang || data.language || 'en';
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const nodes = [];
    for (let n; (n = walk.nextNode()); ) if (!n.parentElement.closest('mark, script, style')) nodes.push(n);
    for (const node of nodes) {
      const hits = words(node.data, language).filter((w) => stems.has(stem(key(w.segment), language)));
      for (const w of hits.reverse()) {
        const part = node.splitText(w.index);
        part.splitText(w.segment.length);
        const m = document.createElement('mark');
        m.className = 'folio-found';
        part.replaceWith(m);
        m.append(part);
        marked.push(m);
      }
    }
  }

  // The marks of an earlier search taken out again (the text as it was).
  function unmark() {
    for (const m of marked) if (m.isConnected) { const parent = m.parentNode; m.replaceWith(...m.childNodes); parent.normalize(); }
    marked = [];
  }

  // Every page drawn from now on, and each there is, marked (the view makes pages as the reader goes).
  const strip = document.getElementById('strip'), marking = new MutationObserver((changes) => {
    for (const c of changes) for (const el of c.addedNodes) if (el.classList && el.classList.contains('page') && !el.classList.contains('pending')) mark(el);
  });
  function markAll() {
    unmark();
    if (!stems) return;
    strip.querySelectorAll('.page:not(.pending)').forEach(mark);
    marking.observe(strip, { childList: true });
  }
  // The pages are marked as the contents close (the overlay hides them until then), not as each answer
  // comes (`stale`: an answer came since they were marked): a reader who types sees the pages found
  // that much sooner.
  core.subscribe((s) => {
    if (s.overlay || !stale) return;
    stale = false;
    markAll();
  });

  // The reader is at the field: the manifest is asked for and the words' cutter made now, before the
  // first word is typed (nothing of the index loads before someone means to search).
  function prepare() {
    words('', data.language || 'en');
    ready().catch(() => {});
  }

  // Whether a query's answer is still to come.
  return { query, prepare, busy: () => busy > 0 };
};
