#!/usr/bin/env python3
"""Embeds the carousel's web files into the HTMLSink target as base64 strings, so that the
`folio` binary writes them without looking for the source tree. (The fonts are the issue's,
subset per issue: see HTMLFonts.swift; Folio's own faces are embedded in FolioText.)

Run it after editing anything in Plugins/HTMLSink/Web/:
    python3 Plugins/HTMLSink/generate-web-assets.py
`--check` only says whether the embedded copy is current (HTMLSinkTests runs it).

The shipped copies of the scripts and style sheet leave out what a browser never reads: blank
lines, each line's leading indentation, whole-line `//` comments in scripts and `/* */` comments
in the style sheet. The scripts hold no multi-line strings or template literals, so no line's
meaning depends on its indentation.

The carousel's scripts ship as two files. CAROUSEL, what the first page needs, in the order they
run, is `folio.js`, the one script `index.html` asks for; LATER, what the first page does not need
(the contents overlay, touch and the pull, printing), is `folio-later.js`, which folio.js asks for
once the first page is painted, so that it costs the first page nothing; it asks in turn for
folio-later.css, the rules of what it shows (the contents overlay, the pull), moved out of folio.css
for the same reason. Each is a classic script
sharing the page's global scope, so one after the other in one file they run as they would one
file at a time. Each file's first script's `'use strict';` opens the file and covers it all; the
others' are left out. The scripts of the bundle's other pages (FRAME_SCRIPTS) ship on their own.
Web/ stays the source: every script there is in exactly one of the three lists.
"""
import base64
import pathlib
import re
import sys

here = pathlib.Path(__file__).resolve().parent
target = here / "WebAssets+Generated.swift"


def shipped(path):
    """The bytes of a file as the bundle ships it."""
    data = path.read_bytes()
    if path.suffix not in (".js", ".css"):
        return data
    text = data.decode("utf-8")
    if path.suffix == ".css":
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    lines = (line.strip() for line in text.split("\n"))
    kept = [line for line in lines if line and not (path.suffix == ".js" and line.startswith("//"))]
    return ("\n".join(kept) + "\n").encode("utf-8")


# What the first page needs, in the order it runs, shipped together as `folio.js` (Web/folio.js, which
# starts the modules the others define, comes last).
CAROUSEL = ["folio-rules.js", "folio-theme.js", "folio-core.js", "folio-loader.js", "folio-controls.js", "folio-view.js", "folio-input.js", "folio.js"]
CAROUSEL_FILE = "folio.js"
# What it does not need, shipped together as `folio-later.js` (Web/folio-later.js, which plugs the
# modules the others define into the running carousel, comes last).
LATER = ["folio-search.js", "folio-contents.js", "folio-pull.js", "folio-gesture.js", "folio-print.js", "folio-later.js"]
LATER_FILE = "folio-later.js"
# The one script of an article's page and of contents.html, each shipped as it is.
FRAME_SCRIPTS = ["folio-article.js", "folio-contents-page.js"]
# Reading offline, each shipped as it is: the page's part (folio-later.js and the shelf page ask
# for it), which names the manifest and registers the service worker, and the worker, which
# reads the build's list of files (written by the sink, OfflineFiles.swift).
OFFLINE_SCRIPT, WORKER_SCRIPT = "folio-offline.js", "folio-worker.js"
OFFLINE_SCRIPTS = [OFFLINE_SCRIPT, WORKER_SCRIPT]
OFFLINE_FILES, MANIFEST = "offline-files.json", "manifest.webmanifest"
STRICT = "'use strict';\n"

scripts = sorted(p.name for p in (here / "Web").glob("*.js"))
if sorted(CAROUSEL + LATER + FRAME_SCRIPTS + OFFLINE_SCRIPTS) != scripts:
    sys.exit(f"generate-web-assets.py: Web/ holds {scripts}; CAROUSEL, LATER, FRAME_SCRIPTS and OFFLINE_SCRIPTS name "
             f"{sorted(CAROUSEL + LATER + FRAME_SCRIPTS + OFFLINE_SCRIPTS)}")


def joined(names):
    """Scripts as one file: the first keeps its `'use strict';`, which covers all."""
    parts = [shipped(here / "Web" / name).decode("utf-8") for name in names]
    rest = [part.replace(STRICT, "", 1) if part.startswith(STRICT) else part for part in parts[1:]]
    if not parts[0].startswith(STRICT) or any(STRICT in part for part in rest):
        sys.exit("generate-web-assets.py: every carousel script opens with 'use strict'; and has it once")
    return "".join([parts[0]] + rest).encode("utf-8")


shipped_files = {CAROUSEL_FILE: joined(CAROUSEL), LATER_FILE: joined(LATER)}
# The style sheet of what comes after the first page, which folio-later.js asks for by this name.
LATER_STYLE = "folio-later.css"
if f"'{LATER_STYLE}'" not in (here / "Web" / "folio-later.js").read_text():
    sys.exit(f"generate-web-assets.py: Web/folio-later.js must ask for {LATER_STYLE}")
shipped_files.update({name: shipped(here / "Web" / name) for name in FRAME_SCRIPTS + ["folio.css", LATER_STYLE]})
# The names the offline scripts use for each other, the manifest and the list, said once here.
for script, name in [(LATER[-1], OFFLINE_SCRIPT), (OFFLINE_SCRIPT, WORKER_SCRIPT), (OFFLINE_SCRIPT, MANIFEST),
                     (WORKER_SCRIPT, OFFLINE_FILES)]:
    if f"'{name}'" not in (here / "Web" / script).read_text():
        sys.exit(f"generate-web-assets.py: Web/{script} must ask for {name}")
shipped_files.update({name: shipped(here / "Web" / name) for name in OFFLINE_SCRIPTS})

lines = [
    "// Generated by generate-web-assets.py from Web/; do not edit.",
    "",
    "extension WebAssets {",
    "    /// Every embedded file: bundle path and base64 bytes, in bundle-path order.",
    "    static let encoded: [(path: String, base64: String)] = [",
]
for name, data in sorted(shipped_files.items()):
    lines.append(f'        ("{name}", "{base64.b64encode(data).decode("ascii")}"),')
lines += [
    "    ]",
    "",
    "    /// The bundle path of the carousel's script for its first page, which `index.html` loads.",
    f'    static let carouselScript = "{CAROUSEL_FILE}"',
    "    /// The sources in `Web/` that `carouselScript` joins, in the order they run.",
    "    static let carouselSources = [" + ", ".join(f'"{name}"' for name in CAROUSEL) + "]",
    "    /// The bundle path of the carousel's script for what its first page does not need, which",
    "    /// `carouselScript` loads once the first page is painted (`index.html` names it).",
    f'    static let laterScript = "{LATER_FILE}"',
    "    /// The sources in `Web/` that `laterScript` joins, in the order they run.",
    "    static let laterSources = [" + ", ".join(f'"{name}"' for name in LATER) + "]",
    "    /// The bundle path of the script that makes a page read offline (it registers `workerScript`).",
    f'    static let offlineScript = "{OFFLINE_SCRIPT}"',
    "    /// The bundle path of the service worker, which reads `offlineFiles`.",
    f'    static let workerScript = "{WORKER_SCRIPT}"',
    "    /// The bundle path of the build's list of files that the service worker keeps.",
    f'    static let offlineFiles = "{OFFLINE_FILES}"',
    "    /// The bundle path of the web app manifest, which `offlineScript` names.",
    f'    static let manifest = "{MANIFEST}"',
    "}",
    "",
]
generated = "\n".join(lines)

if "--check" in sys.argv[1:]:
    current = target.read_text() if target.exists() else ""
    if current != generated:
        sys.exit("WebAssets+Generated.swift is stale: run Plugins/HTMLSink/generate-web-assets.py")
    print(f"{len(shipped_files)} embedded files are current")
else:
    target.write_text(generated)
    print(f"embedded {len(shipped_files)} files")
