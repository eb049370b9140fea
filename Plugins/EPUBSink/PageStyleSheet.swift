import FolioPluginAPI

/// `styles/page.css`: every page is a box of its geometry's size on the theme's paper, and
/// everything on it is placed absolutely at the frames' coordinates: the words (`.w`, one line
/// each, never wrapped or spaced again), photos, painted boxes. The block elements only hold
/// the structure; links in the theme's link colour (on a photo, in the words' colour).
enum PageStyleSheet {
    static func text(theme: PageTheme) -> String {
        """
        /* Written by the epub sink from the page theme; do not edit. */
        html, body { margin: 0; padding: 0; }
        body { background: \(theme.paper.hex); }
        .page { position: relative; overflow: hidden; background: \(theme.paper.hex); }
        .page h1, .page h2, .page h3, .page h4, .page h5, .page h6, .page p, .page pre, .page figure,
        .page figcaption, .page ul, .page ol, .page li, .page blockquote, .page div {
          margin: 0; padding: 0; border: 0; font-size: inherit; font-weight: normal; font-style: normal;
        }
        .page ul, .page ol { list-style: none; }
        .w { position: absolute; white-space: pre; margin: 0; padding: 0; font-weight: normal;
          font-style: normal; font-kerning: normal; letter-spacing: 0; word-spacing: 0; }
        .sc { text-transform: uppercase; }
        .photo, .paint, .art { position: absolute; display: block; }
        .art { overflow: hidden; }
        .page a { color: \(theme.link.hex); text-decoration: none; }
        .page.over a { color: inherit; }

        """
    }
}
