// Folio's carousel, after the first page, with touch: the Reeder pull. Past the end of a column the neighbour's title and
// an arrow come into view with the finger; past the threshold the arrow turns. What a release does is
// the rules' business: the pull draws what the pure `rules.press` says the key would do.
'use strict';
Folio.pull = (rules, core) => {
  const THRESHOLD = 70; // screen px the page has moved past its edge (after the rubber band)
  const live = document.getElementById('live');
  const box = document.createElement('div');
  box.id = 'pull';
  box.hidden = true;
  box.setAttribute('aria-hidden', 'true'); // the live region speaks
  box.innerHTML = '<span class="arrow">↑</span><span class="text"><span class="hint"></span><strong class="title"></strong></span>';
  document.body.appendChild(box);
  const [arrow, hint, title] = ['.arrow', '.hint', '.title'].map((s) => box.querySelector(s));
  const same = (a, b) => a[0] === b[0] && a[1] === b[1];
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  let shown = null, hideTimer = 0; // shown: {dir, peek, goes, title} while a pull is under way

  // What pulling toward `dir` would reveal here, by the rules: null when it reveals nothing.
  function preview(dir) {
    const s = core.state(), once = rules.press(s, dir);
    if (!once.peek || !same(once.at, s.at)) return null;
    const to = rules.links(s.at).reveals[dir];
    const goes = !same(rules.press(once, dir).at, s.at); // `advance`: the second pull goes there
    return { dir, peek: once.peek, goes, title: rules.columns[to[0]].title };
  }

  // Starts or continues a pull toward `dir` by `distance` screen px; false if `dir` reveals nothing.
  function update(dir, distance) {
    if (!shown || shown.dir !== dir) { hide(false); shown = preview(dir); }
    if (!shown) return false;
    const next = shown.peek === 'next', progress = Math.min(1, distance / THRESHOLD);
    const armed = distance >= THRESHOLD, wasArmed = box.classList.contains('armed');
    clearTimeout(hideTimer);
    document.body.classList.add('pulling');
    box.className = shown.peek + (armed ? ' armed' : '');
    box.hidden = false;
    arrow.textContent = next ? '↑' : '↓';
    title.textContent = shown.title;
    hint.textContent = (armed ? (shown.goes ? 'Release to open the ' : 'Release to see the ') : 'Pull for the ') + shown.peek + ' article';
    box.style.opacity = String(Math.min(1, progress * 1.5));
    box.style.transform = `translate(-50%, ${(next ? 1 : -1) * (1 - progress) * 80}px)`;
    if (armed && !wasArmed) live.textContent = `${hint.textContent}: ${shown.title}`;
    return true;
  }

  // Ends the pull: whether it passed the threshold (the box slides away).
  function release() {
    const armed = !!shown && box.classList.contains('armed');
    hide(true);
    return armed;
  }

  // Hides the box; `animate`: it slides back out of view first.
  function hide(animate) {
    const was = shown;
    shown = null;
    clearTimeout(hideTimer);
    document.body.classList.remove('pulling');
    const gone = () => { box.hidden = true; box.className = ''; };
    if (!animate || !was || reducedMotion.matches) return gone();
    box.classList.add('settle');
    box.style.opacity = '0';
    box.style.transform = `translate(-50%, ${was.peek === 'next' ? 80 : -80}px)`;
    hideTimer = setTimeout(gone, 300);
  }

  return { update, release, hide: () => hide(true), active: () => !!shown };
};
