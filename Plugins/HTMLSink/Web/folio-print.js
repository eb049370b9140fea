// Folio's carousel, 7 of 7: printing. Ctrl+P prints the reader's article, one paginated page per
// sheet at the page geometry (issue.css sets @page to it), then a sheet that says what was printed:
// an issue of many articles is printed an article at a time.
'use strict';
Folio.print = (data, rules, core, loader, view) => {
  const box = document.getElementById('print');

  function fill() {
    const a = core.state().at[0], column = rules.columns[a];
    const sheets = [];
    if (loader.pages(a)) {
      for (let p = 0; p < column.pages; p++) {
        const el = view.makePage(a, p);
        el.style.transform = '';
        el.querySelectorAll('img').forEach((img) => { img.sizes = Math.ceil(data.geometry.width) + 'px'; });
        sheets.push(el);
      }
    }
    const note = document.createElement('section');
    note.className = 'print-note';
    const what = loader.pages(a)
      ? `This printout holds “${column.title}”, pages 1 to ${column.pages} of article ${a + 1} of ${rules.count}`
      : `The pages of “${column.title}” had not loaded, so none are printed`;
    note.textContent = `${what}, from ${data.title}. ` +
      (rules.count > 1 ? 'The issue prints one article at a time: open another article and print again to print it.' : '');
    sheets.push(note);
    box.replaceChildren(...sheets);
  }

  addEventListener('beforeprint', fill);
  addEventListener('afterprint', () => box.replaceChildren());
  return { fill };
};
