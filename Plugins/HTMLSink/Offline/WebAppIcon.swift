import FolioPluginAPI

/// The web app's icon, `icon.svg`: the first letter of the (or the shelf's) title in the
/// link colour of its light theme on its paper, as a square SVG that any size is drawn from. The
/// letter is set in the system's serif: an image cannot load the bundle's fonts.
struct WebAppIcon: Sendable, Equatable {
    /// The title the letter is taken from.
    var title: String
    /// The colours.
    var theme: PageTheme

    /// The icon's bundle path.
    static let path = "icon.svg"

    /// The document.
    var svg: String {
        let letter = title.first.map { HTMLEscaping.escape(String($0).uppercased()) } ?? ""
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">\
            <rect width="512" height="512" fill="\(theme.paper.hex)"/>\
            <text x="256" y="256" dominant-baseline="central" text-anchor="middle" font-family="Georgia, serif" \
            font-size="340" fill="\(theme.link.hex)">\(letter)</text></svg>

            """
    }
}
