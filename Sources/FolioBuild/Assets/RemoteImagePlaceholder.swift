import Foundation

/// The picture that stands in for a remote image that could not be fetched: a framed box with
/// the image's alt text and where it was to come from, as an SVG. It goes through the asset
/// stage like any SVG, so the carousel, the JSON bundle, the PDF and the terminal all show it
/// (as PNG renditions, or the terminal's pixels); the photo keeps its alt text for readers
/// who cannot see it.
package enum RemoteImagePlaceholder {
    /// The placeholder's size in CSS pixels (16:9).
    package static let size = (width: 1600, height: 900)
    /// The most characters of alt text a line holds, and the most lines drawn.
    static let lineLength = 38
    static let maximumLines = 6

    /// The placeholder for the image at `url` with `alt` text.
    package static func svg(alt: String?, url: String) -> Data {
        let words = clean(alt ?? "").split(separator: " ").map(String.init)
        var lines = wrap(words.isEmpty ? ["Image"] : words)
        if lines.count > maximumLines {
            lines = Array(lines.prefix(maximumLines))
            lines[maximumLines - 1] += " …"
        }
        let host = URL(string: url)?.host ?? url
        let lineHeight = 76.0
        let top = Double(size.height) / 2 - Double(lines.count - 1) * lineHeight / 2 - 30
        var text = ""
        for (index, line) in lines.enumerated() {
            text += #"<text x="800" y="\#(top + Double(index) * lineHeight)">\#(escape(line))</text>"#
        }
        let note = escape(clean("Image not available: \(host)"))
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(size.width)" height="\(size.height)" \
            viewBox="0 0 \(size.width) \(size.height)">\
            <rect width="1600" height="900" fill="#EEE9DF"/>\
            <rect x="24" y="24" width="1552" height="852" fill="none" stroke="#8C8273" stroke-width="8" \
            stroke-dasharray="28 16"/>\
            <g font-family="sans-serif" font-size="60" fill="#3B362E" text-anchor="middle">\(text)</g>\
            <text x="800" y="\(Double(size.height) - 90)" font-family="sans-serif" font-size="36" fill="#6B6358" \
            text-anchor="middle">\(note)</text>\
            </svg>
            """
        return Data(svg.utf8)
    }

    /// `text` on one line: controls and runs of white space made one space, at most 400 characters.
    static func clean(_ text: String) -> String {
        let spaced = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
        return String(spaced.split(whereSeparator: \.isWhitespace).joined(separator: " ").prefix(400))
    }

    /// Words into lines of at most `lineLength` characters (a longer word is a line of its own).
    static func wrap(_ words: [String]) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= lineLength {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map { $0.count > lineLength + 10 ? String($0.prefix(lineLength + 9)) + "…" : $0 }
    }

    /// `text` escaped for XML character data.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
