// Folio's carousel: where the controls go. ☰ and ◐, the arrows and the page number never cover a
// page's text or its corners: each goes in the largest room that holds it, the window's rim beside
// the page or the page's own margin between its corners, at the size that room allows (44 px at
// most, 48 for the arrows; at least 24, WCAG 2.5.8's target size). The page number drops the
// article's title where its room is short, and steps aside where there is none.
'use strict';
Folio.placeControls = (page, margin) => {
  const width = innerWidth, height = innerHeight, clear = 3, gap = 6;
  const room = { top: page.top, bottom: height - page.bottom, left: page.left, right: width - page.right };
  const fit = (depth, most) => Math.min(most, Math.floor(depth - 2 * clear));
  const best = (options) => options.reduce((a, b) => (b.size > a.size ? b : a));
  const put = (el, x, y, size) => {
    Object.assign(el.style, {
      left: `${Math.round(x)}px`, top: `${Math.round(y)}px`, right: 'auto', bottom: 'auto',
      width: `${size}px`, height: `${size}px`, lineHeight: `${size}px`, fontSize: `${Math.round(size * 0.5)}px`,
    });
  };
  const centreX = (page.left + page.right) / 2, centreY = (page.top + page.bottom) / 2;

  // ☰ and ◐: above the page, left of it, or in its top margin after its corner.
  const corner = best([
    { size: fit(room.top, 44), at: (s, i) => [8 + i * (s + gap), (room.top - s) / 2] },
    { size: fit(room.left, 44), at: (s, i) => [(room.left - s) / 2, 8 + i * (s + gap)] },
    { size: fit(margin, 44), at: (s, i) => [page.left + margin + i * (s + gap), page.top + (margin - s) / 2] },
  ]);
  ['open-contents', 'theme'].forEach((id, i) => {
    const [x, y] = corner.at(corner.size, i);
    put(document.getElementById(id), x, y, corner.size);
  });

  // The arrows: above and below the page or in its top and bottom margins, at its centre line,
  // else at the top and foot of the room beside it (a landscape phone); beside it or in its side
  // margins, half-way down.
  const arrow = (dir) => document.querySelector(`#arrows [data-dir=${dir}]`);
  const beside = (s) => page.right + (room.right - s) / 2;
  const up = best([
    { size: fit(room.top, 48), at: (s) => [centreX - s / 2, (room.top - s) / 2] },
    { size: fit(margin, 48), at: (s) => [centreX - s / 2, page.top + (margin - s) / 2] },
    { size: fit(room.right, 48), at: (s) => [beside(s), page.top] },
  ]);
  put(arrow('up'), ...up.at(up.size), up.size);
  const down = best([
    { size: fit(room.bottom, 48), at: (s) => [centreX - s / 2, page.bottom + (room.bottom - s) / 2] },
    { size: fit(margin, 48), at: (s) => [centreX - s / 2, page.bottom - margin + (margin - s) / 2] },
    { size: fit(room.right, 48), at: (s) => [beside(s), page.bottom - s] },
  ]);
  put(arrow('down'), ...down.at(down.size), down.size);
  const left = best([
    { size: fit(room.left, 48), x: (s) => (room.left - s) / 2 },
    { size: fit(margin, 48), x: (s) => page.left + (margin - s) / 2 },
  ]);
  put(arrow('left'), left.x(left.size), centreY - left.size / 2, left.size);
  const right = best([
    { size: fit(room.right, 48), x: (s) => page.right + (room.right - s) / 2 },
    { size: fit(margin, 48), x: (s) => page.right - margin + (margin - s) / 2 },
  ]);
  put(arrow('right'), right.x(right.size), centreY - right.size / 2, right.size);

  // The page number: below the page or in its bottom margin after its corner, up to the down
  // arrow; else its number alone; else beside the page, at its foot; else nowhere.
  const status = document.getElementById('status');
  status.classList.remove('compact', 'no-room');
  Object.assign(status.style, { left: '', top: '', bottom: '', maxWidth: '' });
  const places = (h) => [
    { depth: room.bottom, x: 12, y: page.bottom + (room.bottom - h) / 2 },
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
      maxWidth: `${Math.max(0, Math.floor(Math.min(down.at(down.size)[0], page.right - margin) - gap - place.x))}px`,
    });
    return;
  }
  const w = status.offsetWidth, h = status.offsetHeight;
  if (room.left >= w + 2 * clear) {
    Object.assign(status.style, { left: `${Math.round((room.left - w) / 2)}px`, top: `${Math.round(page.bottom - h)}px`, bottom: 'auto' });
  } else {
    status.classList.add('no-room');
  }
};
