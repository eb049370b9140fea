// Folio's carousel, after the first page: the contents overlay, drawn from the state (open, highlight).
// The cover's card first (where the issue has one), then numbered cards with thumbnail, title, author,
// summary and page count, and a filter for long issues. A card, Enter or an arrow only turns into keys
// for `press`. It arrives after the first page (folio-later.js): contents opened before then show now.
'use strict';
Folio.contents = (data, rules, core, details) => {
  const $ = (id) => document.getElementById(id);
  const dialog = $('contents'), list = dialog.querySelector('ol'), filter = $('filter'), matches = $('matches');
  let cards = null, shown = -1;
  let returnTo = null; // the control that had the focus when the contents opened (null: none had it)

  // The authors, summaries and thumbnails are in contents.html (`details`), asked for when the contents
  // first open: the cards show titles and page counts at once and gain the rest when it arrives.

  function build() {
    const items = data.articles.map((a, i) => {
      const li = document.createElement('li');
      const card = document.createElement('button');
      card.type = 'button';
      card.className = i < data.first ? 'card cover' : 'card';
      card.dataset.article = i;
      const text = (tag, cls, value) => { const el = document.createElement(tag); el.className = cls; el.textContent = value; card.appendChild(el); };
      text('span', 'number', i < data.first ? 'Cover' : i + 1 - data.first + '.');
      text('span', 'name', a.title);
      text('span', 'count', '');
      li.appendChild(card);
      return li;
    });
    list.replaceChildren(...items);
    list.dir = rules.policy.direction; // the cards run the way the strip does (ltr or rtl), as the arrows step them
    cards = items.map((li) => li.firstChild);
    list.addEventListener('click', (e) => {
      const card = e.target.closest('.card');
      if (card) core.goTo([Number(card.dataset.article), 0]);
    });
    filter.addEventListener('input', applyFilter);
    details.whenReady(fill);
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
    if (filter.value) applyFilter();
  }

  const visible = (i) => !cards[i].parentNode.hidden;

  // Each card's page count, in the geometry on screen.
  function counted() {
    cards.forEach((card, i) => { const n = rules.columns[i].pages; card.lastChild.textContent = n === 1 ? '1 page' : n + ' pages'; });
  }

  function applyFilter() {
    const words = filter.value.toLowerCase().split(/\s+/).filter(Boolean);
    let count = 0;
    data.articles.forEach((a, i) => {
      const text = cards[i].textContent.toLowerCase();
      const hit = words.every((w) => text.includes(w));
      cards[i].parentNode.hidden = !hit;
      if (hit) count++;
    });
    matches.textContent = words.length ? (count === 1 ? '1 article matches' : `${count} articles match`) : '';
    const s = core.state();
    if (s.overlay && !visible(s.highlight)) {
      const first = cards.findIndex((c, i) => visible(i));
      if (first >= 0) core.press(highlightKeys(s, first));
    }
  }

  // The keys that move the highlight from where it is to article `to`.
  function highlightKeys(s, to) {
    const dir = to > s.highlight ? 'down' : 'up'; // the next and previous article in either direction
    return Array.from({ length: Math.abs(to - s.highlight) }, () => dir);
  }

  // An arrow in the overlay: the highlight steps, by the rules, to the next article the filter shows.
  function step(dir) {
    const keys = [];
    let s = core.state();
    for (;;) {
      const next = rules.press(s, dir);
      if (next.highlight === s.highlight) break;
      keys.push(dir);
      s = next;
      if (visible(s.highlight)) { core.press(keys); return; }
    }
  }

  const behind = () => document.querySelectorAll('#stage, #arrows, #status, #open-contents, #theme');

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
      if (wasOpen) giveBackFocus(change.keys.includes('enter'));
      return;
    }
    if (!cards) build();
    if (dialog.hidden) {
      returnTo = focusedControl();
      counted(); // the geometry on screen may have changed since
    }
    dialog.hidden = false;
    document.body.classList.add('contents-open');
    behind().forEach((el) => { el.inert = true; });
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
    const stops = [$('close-contents'), filter, ...(cards || []).filter((c, i) => visible(i))];
    const at = stops.indexOf(document.activeElement);
    const next = e.shiftKey ? (at <= 0 ? stops.length - 1 : -1) : (at === stops.length - 1 ? 0 : -1);
    if (next < 0) return;
    e.preventDefault();
    stops[next].focus({ preventScroll: false });
  });

  return { step, filter, dialog, enterFromFilter: () => { const s = core.state(); if (visible(s.highlight)) core.press('enter'); } };
};
