import Foundation

/// Finds the paths a Markdown body points at, as `folio import` needs them to copy the files
/// an article uses: image and link destinations (`![alt](x.png)`, `[a](b.md)`), reference
/// definitions (`[x]: /assets/x.png`) and the `src`, `href`, `poster`, `data-src` and `path`
/// attributes of HTML and of shortcodes (`{{< figure src="x.png" >}}`, Zola's
/// `{{ resize_image(path="x.png") }}`). Code is not scanned
/// (`ImportProseLines`). What a path names, and whether it is a file, is decided later
/// (`ImportReferenceResolver`); this only finds them and where they are written.
enum ImportReferenceScan {
    /// A path as written, with its 1-based line in the body and character column.
    struct Reference: Equatable {
        var path: String
        var line: Int
        var column: Int
    }

    /// Every reference in `body`, in reading order.
    static func references(in body: String) -> [Reference] {
        var found: [Reference] = []
        for line in ImportProseLines(body) {
            found += references(inLine: line.text, number: line.number)
        }
        return found
    }

    private static var inline: Regex<(Substring, Substring?, Substring?)> {
        #/!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*(?:<([^>\n]*)>|([^\s)]+))/#
    }
    private static var definition: Regex<(Substring, Substring?, Substring?)> {
        #/^ {0,3}\[[^\]]+\]:\s*(?:<([^>\n]*)>|(\S+))/#
    }
    private static var attribute: Regex<(Substring, Substring?, Substring?)> {
        #/\b(?:src|href|poster|data-src|path)\s*=\s*(?:"([^"]*)"|'([^']*)')/#
    }

    private static func references(inLine text: String, number: Int) -> [Reference] {
        var found: [(String, String.Index)] = []
        for match in text.matches(of: inline) {
            if let path = match.output.1 ?? match.output.2 { found.append((String(path), path.startIndex)) }
        }
        if let match = text.firstMatch(of: definition), let path = match.output.1 ?? match.output.2 {
            found.append((String(path), path.startIndex))
        }
        for match in text.matches(of: attribute) {
            if let path = match.output.1 ?? match.output.2 { found.append((String(path), path.startIndex)) }
        }
        return found.sorted { $0.1 < $1.1 }.compactMap { path, start in
            let trimmed = path.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return nil }
            return Reference(path: trimmed, line: number, column: text.distance(from: text.startIndex, to: start) + 1)
        }
    }
}
