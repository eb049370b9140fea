/// The script and style sheet that `folio serve` adds to the pages it serves, and nowhere
/// else: `folio build` output never contains them.
///
/// They are files (`/__folio/live-reload.js`, `/__folio/live-reload.css`), so the bundle's
/// policy (`script-src 'self'`, `style-src 'self'`) allows them as it is, and the events come
/// from the same origin (`default-src 'self'` covers `EventSource`).
///
/// The script listens to `/__folio/events`. A status whose generation is not the one the page
/// was served with (the script's `?build=N`) reloads the page: the address keeps its deep link,
/// so the carousel opens where the reader was; when the text under the reader moved to another
/// page, the status's `relocations` gives the new deep link. A status with problems shows them
/// in a panel over the bottom of the page, which stays readable and usable above it; the next
/// good build clears it.
enum LiveReloadAssets {
    /// The folder the server keeps its own files in, beside the bundle's.
    static let prefix = "/__folio/"
    /// The events' path.
    static let eventsPath = prefix + "events"
    /// The script's path.
    static let scriptPath = prefix + "live-reload.js"
    /// The style sheet's path.
    static let styleSheetPath = prefix + "live-reload.css"

    /// The tags added before `</head>` of a page served from bundle `generation`.
    static func tags(generation: Int) -> String {
        "<link rel=\"stylesheet\" href=\"\(styleSheetPath)\"><script src=\"\(scriptPath)?build=\(generation)\" defer></script>"
    }

    static let script = #"""
        // Folio live reload: served by `folio serve` only.
        (() => {
          'use strict';
          // An article page the carousel reads in a hidden frame follows its top page, which
          // reloads everything; a stream per frame would also use up the browser's connections.
          if (window.parent !== window) return;
          const built = Number(new URL(document.currentScript.src).searchParams.get('build'));
          const events = new EventSource('/__folio/events');
          let panel = null;

          events.addEventListener('status', (event) => {
            const status = JSON.parse(event.data);
            if (status.generation !== built) {
              if (status.generation === built + 1 && window.folio) window.folio.relocate(status.relocations);
              events.close();
              location.reload();
              return;
            }
            if (status.problems.length > 0) show(status.problems); else hide();
          });

          function show(problems) {
            hide();
            panel = document.createElement('section');
            panel.id = 'folio-build-problems';
            panel.setAttribute('role', 'alert');
            const heading = document.createElement('h2');
            const count = problems.length === 1 ? '1 problem' : problems.length + ' problems';
            heading.textContent = 'The build failed (' + count + '); the last good issue is shown. Fix the file and save.';
            panel.append(heading);
            const list = document.createElement('ol');
            for (const problem of problems) {
              const item = document.createElement('li');
              const where = document.createElement('code');
              where.className = 'where';
              where.textContent = (problem.location ? problem.location + ': ' : '') + problem.severity + ':';
              const what = document.createElement('span');
              what.textContent = ' ' + problem.message;
              item.append(where, what);
              if (problem.excerpt.length > 0) {
                const excerpt = document.createElement('pre');
                excerpt.textContent = problem.excerpt.join('\n');
                item.append(excerpt);
              }
              list.append(item);
            }
            panel.append(list);
            document.body.append(panel);
          }

          function hide() {
            if (panel) panel.remove();
            panel = null;
          }
        })();

        """#

    static let styleSheet = #"""
        /* Folio live reload: the build problems panel, served by `folio serve` only. */
        #folio-build-problems {
          position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483647;
          max-height: 45vh; overflow: auto; margin: 0; padding: 0.75rem 1rem;
          background: rgba(40, 8, 8, 0.94); color: #fff; border-top: 3px solid #e5484d;
          font: 14px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
        }
        #folio-build-problems h2 { margin: 0 0 0.5rem; font: inherit; font-weight: bold; color: #ffb4b4; }
        #folio-build-problems ol { margin: 0; padding-left: 1.5rem; }
        #folio-build-problems li { margin: 0.25rem 0; }
        #folio-build-problems .where { color: #ffd479; }
        #folio-build-problems pre { margin: 0.25rem 0 0; white-space: pre; overflow-x: auto; color: #ddd; }

        """#
}
