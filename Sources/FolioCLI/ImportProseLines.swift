/// The lines of a Markdown body that hold prose, as `folio import` scans them for references
/// and template syntax: fenced code blocks are left out, and inline code spans are blanked
/// with spaces, so a `{{ site.title }}` shown as code in documentation is neither copied nor
/// reported, and columns stay those of the file.
struct ImportProseLines: Sequence {
    /// One line: its 1-based number in the body and its text with code blanked.
    struct Line {
        var number: Int
        var text: String
    }

    private let lines: [Line]

    /// The prose lines of `body`.
    init(_ body: String) {
        var result: [Line] = []
        var fence: (character: Character, length: Int)?
        var number = 0
        for raw in body.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw[...]
            let (indent, rest) = Self.indentation(line)
            if let open = fence {
                let run = rest.prefix { $0 == open.character }.count
                if indent <= 3, run >= open.length, rest.dropFirst(run).allSatisfy(\.isWhitespace) { fence = nil }
                continue
            }
            if indent <= 3, let marker = rest.first, marker == "`" || marker == "~" {
                let run = rest.prefix { $0 == marker }.count
                if run >= 3, marker == "~" || !rest.dropFirst(run).contains("`") {
                    fence = (marker, run)
                    continue
                }
            }
            result.append(Line(number: number, text: Self.blankingCodeSpans(String(line))))
        }
        lines = result
    }

    func makeIterator() -> IndexingIterator<[Line]> { lines.makeIterator() }

    private static func indentation(_ line: Substring) -> (Int, Substring) {
        var width = 0
        var index = line.startIndex
        while index < line.endIndex, line[index] == " " || line[index] == "\t" {
            width += line[index] == "\t" ? 4 : 1
            index = line.index(after: index)
        }
        return (width, line[index...])
    }

    /// `line` with every code span's text (between backtick runs of equal length) replaced
    /// by spaces, one per character; an unmatched run is left as it is.
    static func blankingCodeSpans(_ line: String) -> String {
        guard line.contains("`") else { return line }
        var characters = Array(line)
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            var run = 0
            while index + run < characters.count, characters[index + run] == "`" { run += 1 }
            let start = index + run
            var search = start
            var closing: Int?
            while search < characters.count {
                if characters[search] == "`" {
                    var length = 0
                    while search + length < characters.count, characters[search + length] == "`" { length += 1 }
                    if length == run {
                        closing = search
                        break
                    }
                    search += length
                } else {
                    search += 1
                }
            }
            guard let closing else {
                index = start
                continue
            }
            for blank in start..<closing { characters[blank] = " " }
            index = closing + run
        }
        return String(characters)
    }
}
