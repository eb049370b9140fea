// Folio's carousel, after the first page: the contents overlay, drawn from the state (open, highlight,
// search, found, hit). The cover's card first (where the issue has one), then numbered cards with
// thumbnail, title, author, summary and page count; its field searches the text
// (folio-search.js), listing above the cards the page of each article that has the words.
// A card, a found page, Enter or an arrow only turns into keys for `press`; `/` opens the contents at
// the field. It arrives after the first page (folio-later.js): contents opened before then show now.
'use strict';
Folio.contents = (data, rules, core, details) => {
  const $ = (id) => document.getElementById(id);
  const dialog = $('contents'), list = dialog.querySelector('.cards'), filter = $('filter'), matches = $('matches');
  const search = Folio.search(data, rules, core);
  Folio.searching = search.busy;
  // The pages found: a list above the cards, shown while the search has found any.
  const foundBox = document.createElement('section'), foundList = document.createElement('ol');
  foundBox.className = 'found';
  foundBox.hidden = true;
  foundBox.setAttribute('aria-label', 'Pages with your words');
  foundList.setAttribute('aria-label', 'Pages found');
  foundBox.append(foundList);
  list.before(foundBox);
  let cards = null, shown = -1, foundShown = null;
  let returnTo = null; // the control that had the focus when the contents opened (null: none had it)

  // The authors, summaries and thumbnails are in contents.html (`details`), asked for when the contents
  // first open: the cards show titles and page counts at once and gain the rest when it arrives.

  // The cards go in groups of `perGroup` (a whole number of rows at one to six columns), each drawn
  // only near the screen (content-visibility: auto in folio-later.css): with every card drawn, each
  // letter typed in the field of a 10,000-article issue cost the browser a walk of 70,000 elements.
  const perGroup = 60;
  function build() {
    const items = data.articles.map((a, i) => {
      const item = document.createElement('div');
      item.setAttribute('role', 'listitem');
      const card = document.createElement('button');
      card.type = 'button';
      card.className = i < data.first ? 'card cover' : 'card';
      card.dataset.article = i;
      const text = (tag, cls, value) => { const el = document.createElement(tag); el.className = cls; el.textContent = value; card.appendChild(el); };
      text('span', 'number', i < data.first ? 'Cover' : i + 1 - data.first + '.');
      text('span', 'name', a.title);
      text('span', 'count', '');
      item.appendChild(card);
      return item;
    });
    const groups = [];
    for (let i = 0; i < items.length; i += perGroup) {
      const group = document.createElement('div');
      group.className = 'group';
      group.append(...items.slice(i, i + perGroup));
      groups.push(group);
    }
    list.replaceChildren(...groups);
    list.dir = rules.policy.direction; // the cards run the way the strip does (ltr or rtl), as the arrows step them
    cards = items.map((item) => item.firstChild);
    list.addEventListener('click', (e) => {
      const card = e.target.closest('.card');
      if (card) core.goTo([Number(card.dataset.article), 0]);
    });
    filter.addEventListener('input', find);
    filter.addEventListener('focus', () => search.prepare());
    foundList.addEventListener('click', (e) => {
      const item = e.target.closest('.hit');
      if (item) pickFound(Number(item.dataset.hit));
    });
    details.whenReady(fill);
  }

  // The field's words searched (and, once the contents close, marked on the pages).
  function find() {
    search.query(filter.value);
  }

  // Found page `i` picked: the highlight goes to it, then Enter, by the rules.
  function pickFound(i) {
    const s = core.state();
    if (s.hit == null) return;
    core.press(Array.from({ length: Math.abs(i - s.hit) }, () => (i > s.hit ? 'down' : 'up')).concat('enter'));
  }

  // The list of pages found: each article's title and the page, in the geometry on screen; the first
  // screenfuls, and more as the reader scrolls to the end of those listed or the highlight nears it (a
  // common word finds thousands, and every item listed is drawn).
  const firstListed = 50;
  let listedCount = firstListed;
  const more = new IntersectionObserver((seen) => {
    if (!seen.some((e) => e.isIntersecting)) return;
    listedCount += 100;
    drawFound(core.state());
  }, { root: dialog, rootMargin: '600px 0px' });
  function foundItem([a, p], i) {
    const li = document.createElement('li'), button = document.createElement('button');
    button.type = 'button';
    button.className = 'hit';
    button.dataset.hit = i;
    const name = document.createElement('span'), where = document.createElement('span');
    name.className = 'name';
    name.textContent = data.articles[a].title;
    where.className = 'page-number';
    where.textContent = `page ${p + 1} of ${rules.columns[a].pages}`;
    button.append(name, where);
    li.append(button);
    return li;
  }
  function drawFound(state) {
    const s = { ...state, found: state.found || [] };
    foundBox.hidden = !s.found.length;
    const said = !s.search || !s.search.trim() ? '' : s.found.length === 1 ? '1 article has your words' : s.found.length ? `${s.found.length} articles have your words` : search.busy() ? '' : 'No page has your words';
    if (matches.textContent !== said) matches.textContent = said;
    const fresh = foundShown !== s.found;
    if (fresh) listedCount = firstListed;
    const count = Math.min(s.found.length, Math.max(listedCount, (s.hit || 0) + firstListed));
    if (fresh || foundList.children.length > count) {
      foundShown = s.found;
      foundList.replaceChildren(...s.found.slice(0, count).map(foundItem));
    } else if (foundList.children.length < count) {
      const from = foundList.children.length;
      foundList.append(...s.found.slice(from, count).map((f, i) => foundItem(f, from + i)));
    }
    more.disconnect();
    if (count < s.found.length) more.observe(foundList.lastChild);
    foundList.querySelectorAll('[aria-current]').forEach((b) => b.removeAttribute('aria-current'));
    const current = s.hit != null && foundList.children[s.hit];
    if (!current) return;
    current.firstChild.setAttribute('aria-current', 'true');
    // A new list starts under the field the reader is typing in: only a step of the highlight scrolls.
    if (!fresh) current.scrollIntoView({ block: 'nearest' });
  }

  // Each card gains its article's thumbnail, author and summary from the plain contents' entry.
  function fill(entries) {
    cards.forEach((card, i) => {
      const entry = entries[i];
      if (!entry) return;
      const thumb = entry.querySelector('img'), author = entry.querySelector('.author'), summary = entry.querySelector('p');
      const count = card.lastChild;
      if (thumb) {
        const img = document.createElement('img');
        img.src = thumb.getAttribute('src'); img.alt = ''; img.loading = 'lazy';
        card.prepend(img);
      }
      for (const [el, cls] of [[author, 'author'], [summary, 'summary']]) {
        if (!el) continue;
        const span = document.createElement('span');
        span.className = cls;
        span.textContent = el.textContent.replace(/^by /, '');
        card.insertBefore(span, count);
      }
    });
  }

  // Each card's page count, in the geometry on screen.
  function counted() {
    cards.forEach((card, i) => { const n = rules.columns[i].pages; card.lastChild.textContent = n === 1 ? '1 page' : n + ' pages'; });
  }

  // An arrow in the overlay: the found pages' highlight while there are any, else the cards', by the rules.
  const step = (dir) => core.press(dir);

  // (By id, each: a selector list would walk every element, the cards of a long issue among them.)
  const behind = () => ['stage', 'arrows', 'status', 'open-contents', 'theme'].map($).filter(Boolean);

  // The contents closed. Without a pick (Escape, `o`, the Close button) the focus goes back to the
  // control that had it when they opened, as a dialog's does: the ☰ button a reader pressed, a link of
  // the page. A pick takes the reader to a new place, and contents opened by a key or a tap had no
  // control focused: then no control keeps the focus, so the next keys are the carousel's, by the
  // rules (a focused ☰ button would take Enter as a click and open the contents again, against R11).
  function giveBackFocus(picked) {
    const to = picked ? null : returnTo;
    returnTo = null;
    if (to && to.isConnected && to.checkVisibility()) return to.focus({ preventScroll: true });
    if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
  }

  // The control that has the focus as the contents open, if any (the page itself is none).
  const focusedControl = () => {
    const el = document.activeElement;
    return el && el !== document.body && !dialog.contains(el) ? el : null;
  };

  function draw(s, change) {
    if (!s.overlay) {
      const wasOpen = !dialog.hidden;
      dialog.hidden = true;
      document.body.classList.remove('contents-open');
      behind().forEach((el) => { el.inert = false; });
      shown = -1;
      // The rules forget the words as the contents close (`search` is null): so does the field.
      if (filter.value) { filter.value = ''; drawFound(s); }
      if (wasOpen) giveBackFocus(change.keys.includes('enter'));
      return;
    }
    if (!cards) build();
    if (dialog.hidden) {
      returnTo = focusedControl();
      counted(); // the geometry on screen may have changed since
      document.body.classList.add('contents-open');
      behind().forEach((el) => { el.inert = true; });
    }
    drawFound(s);
    dialog.hidden = false;
    if (s.search != null && document.activeElement !== filter) filter.focus({ preventScroll: true });
    if (s.search != null) search.prepare();
    if (shown === s.highlight) return;
    if (cards[shown]) cards[shown].removeAttribute('aria-current');
    const card = cards[s.highlight];
    card.setAttribute('aria-current', 'true');
    if (document.activeElement !== filter) card.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'nearest' });
    shown = s.highlight;
  }
  core.subscribe(draw);
  if (core.state().overlay) draw(core.state(), { keys: [] });

  // Tab cycles inside the open dialog (aria-modal): past the last control comes the first.
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab') return;
    const stops = [$('close-contents'), filter, ...foundList.querySelectorAll('.hit'), ...(cards || [])];
    const at = stops.indexOf(document.activeElement);
    const next = e.shiftKey ? (at <= 0 ? stops.length - 1 : -1) : (at === stops.length - 1 ? 0 : -1);
    if (next < 0) return;
    e.preventDefault();
    stops[next].focus({ preventScroll: false });
  });

  return { step, filter, dialog, enterFromFilter: () => core.press('enter') };
};
