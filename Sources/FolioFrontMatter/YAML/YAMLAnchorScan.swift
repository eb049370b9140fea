/// Finds the first YAML anchor (`&name`) or alias (`*name`) in a text, before any parser sees
/// it, so that front matter and `issue.yaml` cannot hold an alias bomb ("billion laughs": 384
/// bytes whose aliases expand to billions of nodes). Folio's settings and front matter have no
/// use for either, so both are refused, at their line and column.
///
/// It scans as YAML's tokenizer decides where a node may start: at the start of a line, after
/// `- `, `? `, `: `, a tag or, in flow collections, `[`, `{` and `,`. Text in quotes, block
/// scalars (`|`, `>`), comments and the continuation lines of a plain scalar are skipped, so
/// `title: Tom & Jerry`, `summary: "*really*"` and a `|` block listing `* items` are not
/// mistaken for anchors or aliases. The scan is linear in the text.
enum YAMLAnchorScan {
    /// Where an anchor or alias starts (1-based line and column, in Unicode scalars), and
    /// which indicator it is.
    struct Found: Equatable {
        var line: Int
        var column: Int
        var isAlias: Bool
    }

    /// The first anchor or alias in `text`, or nil.
    static func first(in text: String) -> Found? {
        var scanner = Scanner()
        var lineNumber = 0
        for line in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if let column = scanner.scan(Array(line)) {
                return Found(
                    line: lineNumber, column: column + 1,
                    isAlias: line[line.index(line.startIndex, offsetBy: column)] == "*")
            }
        }
        return nil
    }

    /// The state carried from line to line.
    private struct Scanner {
        /// Inside a quoted scalar that goes on to the next line: its quote.
        var openQuote: Unicode.Scalar?
        /// Inside a block scalar: the indentation of the line that opened it.
        var blockScalarIndent: Int?
        /// After a plain scalar in block context: the indentation of its line; more indented
        /// lines continue it.
        var plainIndent: Int?
        /// How deep in `[` and `{` the scan is.
        var flowDepth = 0

        /// The column (0-based) of the first anchor or alias on `line`, or nil.
        mutating func scan(_ line: [Unicode.Scalar]) -> Int? {
            let indent = line.prefix { $0 == " " }.count
            let isBlank = line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
            var index = indent
            if let quote = openQuote {
                guard let end = Self.quoteEnd(line, from: 0, quote: quote) else { return nil }
                openQuote = nil
                index = end
                return rest(line, from: index)
            }
            if let parent = blockScalarIndent {
                if isBlank || indent > parent { return nil }
                blockScalarIndent = nil
            }
            if let parent = plainIndent {
                if isBlank { return nil }
                plainIndent = nil
                if flowDepth == 0 && indent > parent && line[indent] != "#" { return nil }
            }
            return node(line, from: index, indent: indent)
        }

        /// Scans from a place where a node may start.
        private mutating func node(_ line: [Unicode.Scalar], from start: Int, indent: Int) -> Int? {
            var index = start
            while index < line.count {
                let scalar = line[index]
                let next: Unicode.Scalar? = index + 1 < line.count ? line[index + 1] : nil
                let nextIsBlank = next == nil || next == " " || next == "\t" || next == "\r"
                switch scalar {
                case " ", "\t", "\r":
                    index += 1
                case "&", "*":
                    return index
                case "#":
                    return nil
                case "-" where nextIsBlank, "?" where nextIsBlank, ":" where nextIsBlank:
                    index += 1
                case "[", "{":
                    flowDepth += 1
                    index += 1
                case "]", "}":
                    flowDepth = max(0, flowDepth - 1)
                    return rest(line, from: index + 1, indent: indent)
                case "," where flowDepth > 0:
                    index += 1
                case "!":
                    while index < line.count, line[index] != " " { index += 1 }
                case "\"", "'":
                    guard let end = Self.quoteEnd(line, from: index + 1, quote: scalar) else {
                        openQuote = scalar
                        return nil
                    }
                    return rest(line, from: end, indent: indent)
                case "|" where flowDepth == 0, ">" where flowDepth == 0:
                    blockScalarIndent = indent
                    return nil
                default:
                    return plain(line, from: index, indent: indent)
                }
            }
            return nil
        }

        /// After a complete node: a `:` or `,` may lead to the next node.
        private mutating func rest(_ line: [Unicode.Scalar], from start: Int, indent: Int = 0) -> Int? {
            var index = start
            while index < line.count {
                switch line[index] {
                case ":", ",": return node(line, from: index + 1, indent: indent)
                case "]", "}": flowDepth = max(0, flowDepth - 1)
                case "#" where index == 0 || line[index - 1] == " ": return nil
                default: break
                }
                index += 1
            }
            return nil
        }

        /// A plain scalar: it ends at `: `, ` #` or, in flow collections, at `,` `[` `]` `{` `}`.
        private mutating func plain(_ line: [Unicode.Scalar], from start: Int, indent: Int) -> Int? {
            var index = start
            while index < line.count {
                let scalar = line[index]
                let next: Unicode.Scalar? = index + 1 < line.count ? line[index + 1] : nil
                if scalar == ":"
                    && (next == nil || next == " " || next == "\t" || next == "\r"
                        || (flowDepth > 0 && ",[]{}".unicodeScalars.contains(next!)))
                {
                    return node(line, from: index + 1, indent: indent)
                }
                if scalar == "#" && index > start && line[index - 1] == " " { return nil }
                if flowDepth > 0 && ",[]{}".unicodeScalars.contains(scalar) {
                    return node(line, from: index, indent: indent)
                }
                index += 1
            }
            if flowDepth == 0 { plainIndent = indent }
            return nil
        }

        /// The index after the closing quote, or nil when the quote goes on past the line.
        private static func quoteEnd(_ line: [Unicode.Scalar], from start: Int, quote: Unicode.Scalar) -> Int? {
            var index = start
            while index < line.count {
                if quote == "\"" && line[index] == "\\" {
                    index += 2
                    continue
                }
                if line[index] == quote {
                    if quote == "'" && index + 1 < line.count && line[index + 1] == "'" {
                        index += 2
                        continue
                    }
                    return index + 1
                }
                index += 1
            }
            return nil
        }
    }
}
