import FolioCore

/// The carousel's `index.html`: a Content-Security-Policy that allows only the bundle's own
/// files, the empty frame the script fills, and the issue data as an inert JSON block.
struct IndexPage {
    /// The policy: the bundle's own files only, no inline script or style, nothing remote.
    static let contentSecurityPolicy =
        "default-src 'self'; img-src 'self'; font-src 'self'; style-src 'self'; script-src 'self'; "
        + "object-src 'none'; base-uri 'none'; form-action 'none'"

    /// The title, for the document title.
    var title: String
    /// The issue data, already safe inside a `<script type="application/json">` element.
    var payloadJSON: String

    /// The document.
    var html: String {
        let title = HTMLEscaping.escape(self.title)
        let arrows = [("up", "Previous page", "↑"), ("down", "Next page", "↓"),
                      ("left", "Previous article", "←"), ("right", "Next article", "→")]
            .map { "<button type=\"button\" data-dir=\"\($0.0)\" aria-label=\"\($0.1)\" hidden>\($0.2)</button>" }
            .joined()
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
            <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
            <title>\(title)</title>
            <link rel="stylesheet" href="folio.css">
            <link rel="stylesheet" href="issue.css">
            </head>
            <body>
            <main id="stage" aria-label="\(title)" aria-roledescription="carousel"><div id="backdrop"></div><div id="strip"></div></main>
            <div id="peek" aria-hidden="true" hidden></div>
            <nav id="arrows" aria-label="Pages">\(arrows)</nav>
            <div id="contents" role="dialog" aria-modal="true" aria-label="Contents" hidden><h2>\(title)</h2><button type="button" id="close-contents" aria-label="Close contents">×</button><ol></ol></div>
            <p id="live" class="visually-hidden" aria-live="polite"></p>
            <script type="application/json" id="folio-issue">\(payloadJSON)</script>
            <script src="folio.js"></script>
            </body>
            </html>

            """
    }
}
