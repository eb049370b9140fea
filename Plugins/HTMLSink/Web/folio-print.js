// Folio's carousel, after the first page: printing. Ctrl+P prints one paginated page per sheet at the page
// geometry on screen (issue.css gives each geometry its @page): the whole issue when it has at most 120
// pages (Folio.printsWholeIssue; the loader fetches every article of such an issue, so all are ready),
// otherwise the reader's article, then a sheet that says what was printed.
'use strict';
Folio.print = (data, rules, core, loader, view) => {
  const box = document.getElementById('print');
  const whole = Folio.printsWholeIssue(rules);

  function sheetsOf(a) {
    return Array.from({ length: rules.columns[a].pages }, (_, p) => {
      const el = view.makePage(a, p);
      el.style.transform = '';
      el.querySelectorAll('img').forEach((img) => { img.sizes = Math.ceil(data.geometries[core.geometry()].width) + 'px'; });
      return el;
    });
  }

  function fill() {
    const all = rules.columns.map((_, a) => a);
    if (whole && all.every(loader.has)) return box.replaceChildren(...all.flatMap(sheetsOf));
    const a = core.state().at[0], column = rules.columns[a];
    const sheets = loader.has(a) ? sheetsOf(a) : [];
    const note = document.createElement('section');
    note.className = 'print-note';
    const what = loader.has(a)
      ? `This printout holds “${column.title}”, pages 1 to ${column.pages} of ${a < data.first ? 'the cover' : `article ${a + 1 - data.first} of ${rules.count - data.first}`}`
      : `The pages of “${column.title}” had not loaded, so none are printed`;
    note.textContent = `${what}, from ${data.title}. ` + (whole
      ? 'Some of the issue\'s articles could not be loaded, so the issue could not be printed whole.'
      : 'The issue is too long to print whole, so it prints one article at a time: open another article and print again to print it.');
    sheets.push(note);
    box.replaceChildren(...sheets);
  }

  addEventListener('beforeprint', fill);
  addEventListener('afterprint', () => box.replaceChildren());
  return { fill };
};
