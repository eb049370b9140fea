// Folio's carousel: where the controls go. ☰ and ◐, the arrows and the page number never cover a
// page's text or its corners, nor a neighbouring page: each goes in the largest room that holds it,
// the strip's gap around the page (as deep as the gap between pages, or the window's rim where that
// is less) or the page's own margin between its corners, at the size that room allows (44 px at
// most, 48 for the arrows; at least 24, WCAG 2.5.8's target size). The page number drops the
// article's title where its room is short, and steps aside where there is none.
// layout() calls it on every frame of a drag, with the page's resting box: it places the controls
// only when something they depend on changed (the box, the window, the body's state classes).
'use strict';
Folio.placeControls = (() => {
  let placed = '';
  return (page, margin, between) => {
    const width = innerWidth, height = innerHeight, clear = 3, gap = 6;
    const key = [page.left, page.top, page.right, page.bottom, margin, between, width, height].map(Math.round).join()
      + document.body.className;
    if (key === placed) return;
    placed = key;
    const room = {
      top: Math.min(page.top, between), bottom: Math.min(height - page.bottom, between),
      left: Math.min(page.left, between), right: Math.min(width - page.right, between),
    };
    const fit = (depth, most) => Math.min(most, Math.floor(depth - 2 * clear));
    const best = (options) => options.reduce((a, b) => (b.size > a.size ? b : a));
    const put = (el, [x, y], size) => {
      Object.assign(el.style, {
        left: `${Math.round(x)}px`, top: `${Math.round(y)}px`, right: 'auto', bottom: 'auto',
        width: `${size}px`, height: `${size}px`, lineHeight: `${size}px`, fontSize: `${Math.round(size * 0.5)}px`,
      });
    };
    // The middle of each room, for a control of size s.
    const above = (s) => page.top - room.top + (room.top - s) / 2;
    const below = (s) => page.bottom + (room.bottom - s) / 2;
    const leftOf = (s) => page.left - room.left + (room.left - s) / 2;
    const rightOf = (s) => page.right + (room.right - s) / 2;
    const centreX = (page.left + page.right) / 2, centreY = (page.top + page.bottom) / 2;
    const start = Math.max(8, page.left);

    // ☰ and ◐: above the page from its left edge, left of it from the top, or in its top margin
    // after its corner.
    const corner = best([
      { size: fit(room.top, 44), at: (s, i) => [start + i * (s + gap), above(s)] },
      { size: fit(room.left, 44), at: (s, i) => [leftOf(s), 8 + i * (s + gap)] },
      { size: fit(margin, 44), at: (s, i) => [page.left + margin + i * (s + gap), page.top + (margin - s) / 2] },
    ]);
    ['open-contents', 'theme'].forEach((id, i) => put(document.getElementById(id), corner.at(corner.size, i), corner.size));

    // ↑ and ↓: above and below the page or in its top and bottom margins, at its centre line, else
    // at the top and foot of the room right of it.
    const arrow = (dir) => document.querySelector(`#arrows [data-dir=${dir}]`);
    const up = best([
      { size: fit(room.top, 48), at: (s) => [centreX - s / 2, above(s)] },
      { size: fit(margin, 48), at: (s) => [centreX - s / 2, page.top + (margin - s) / 2] },
      { size: fit(room.right, 48), at: (s) => [rightOf(s), page.top] },
    ]);
    put(arrow('up'), up.at(up.size), up.size);
    const down = best([
      { size: fit(room.bottom, 48), at: (s) => [centreX - s / 2, below(s)] },
      { size: fit(margin, 48), at: (s) => [centreX - s / 2, page.bottom - margin + (margin - s) / 2] },
      { size: fit(room.right, 48), at: (s) => [rightOf(s), page.bottom - s] },
    ]);
    put(arrow('down'), down.at(down.size), down.size);

    // ← and →: beside the page or in its side margins, half-way down; where neither is deep enough
    // (a phone upright), at the right end of the room above the page, side by side at one size.
    const aboveRight = (s, i) => [page.right - (2 - i) * s - (1 - i) * gap, above(s)];
    const left = best([
      { size: fit(room.left, 48), at: (s) => [leftOf(s), centreY - s / 2] },
      { size: fit(margin, 48), at: (s) => [page.left + (margin - s) / 2, centreY - s / 2] },
      { size: fit(room.top, 48), at: (s) => aboveRight(s, 0) },
    ]);
    const right = best([
      { size: fit(room.right, 48), at: (s) => [rightOf(s), centreY - s / 2] },
      { size: fit(margin, 48), at: (s) => [page.right - margin + (margin - s) / 2, centreY - s / 2] },
      { size: fit(room.top, 48), at: (s) => aboveRight(s, 1) },
    ]);
    const side = Math.min(left.size, right.size);
    put(arrow('left'), left.at(side), side);
    put(arrow('right'), right.at(side), side);

    // The page number: below the page or in its bottom margin after its corner, up to ↓; else its
    // number alone; else beside the page, at its foot; else nowhere.
    const status = document.getElementById('status');
    status.classList.remove('compact', 'no-room');
    Object.assign(status.style, { left: '', top: '', bottom: '', maxWidth: '' });
    const upTo = Math.min(down.at(down.size)[0], page.right - margin) - gap;
    const places = (h) => [
      { depth: room.bottom, x: start, y: below(h) },
      { depth: margin, x: page.left + margin, y: page.bottom - margin + (margin - h) / 2 },
    ].filter((p) => p.depth >= h + 2 * clear);
    for (const compact of [false, true]) {
      status.classList.toggle('compact', compact);
      const h = status.offsetHeight;
      if (h === 0) return; // hidden (zoomed, the contents open)
      const place = places(h)[0];
      if (!place) continue;
      Object.assign(status.style, {
        left: `${Math.round(place.x)}px`, top: `${Math.round(place.y)}px`, bottom: 'auto',
        maxWidth: `${Math.max(0, Math.floor(upTo - place.x))}px`,
      });
      return;
    }
    const w = status.offsetWidth, h = status.offsetHeight;
    if (room.left >= w + 2 * clear) {
      Object.assign(status.style, { left: `${Math.round(leftOf(w))}px`, top: `${Math.round(page.bottom - h)}px`, bottom: 'auto' });
    } else {
      status.classList.add('no-room');
    }
  };
})();
