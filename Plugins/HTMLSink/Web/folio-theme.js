// Folio's carousel: light or dark pages. The pages follow the system's preference
// (prefers-color-scheme) until the reader presses the ◐ button, which turns them the other way and
// remembers the choice on this device (localStorage; nothing is sent anywhere). fonts.css holds both
// themes' colours (PageTheme.standard and PageTheme.dark); this only sets data-theme on the root.
'use strict';
Folio.theme = () => {
  const root = document.documentElement, key = 'folio-theme';
  const button = document.getElementById('theme');
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  let choice = null;
  try { choice = localStorage.getItem(key); } catch (e) { /* storage off: the system decides */ }
  const isDark = () => (choice === 'dark' || choice === 'light' ? choice === 'dark' : system.matches);
  const show = () => {
    if (choice === 'dark' || choice === 'light') root.dataset.theme = choice; else delete root.dataset.theme;
    button.setAttribute('aria-pressed', String(isDark()));
  };
  button.addEventListener('click', () => {
    choice = isDark() ? 'light' : 'dark';
    try { localStorage.setItem(key, choice); } catch (e) { /* kept for this visit only */ }
    show();
  });
  system.addEventListener('change', show);
  show();
};
