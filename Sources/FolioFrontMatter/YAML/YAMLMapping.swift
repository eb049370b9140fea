import FolioModel
import Yams

/// A YAML mapping read with its source positions, so that every wrong value can be reported
/// at its own line and column. Used for `issue.yaml` and for Markdown front matter.
package struct YAMLMapping {
    /// The file the YAML came from, as shown in diagnostics.
    package let path: String
    /// Added to every line so that front matter reports lines of the whole file.
    package let lineOffset: Int
    let entries: [(key: String, node: YAMLNode, line: Int?, column: Int?)]

    /// The most YAML one file may hold: settings and front matter are a few hundred bytes, and
    /// this bound keeps what parsing one block can cost to a few megabytes and milliseconds.
    package static let maximumSize = 256 * 1024

    /// Parses `text`; a syntax error or a root that is not a mapping is an error diagnostic.
    /// YAML larger than `maximumSize` and any anchor or alias (`YAMLAnchorScan`) are refused.
    package static func parse(_ text: String, path: String, lineOffset: Int = 0) -> Result<YAMLMapping, Diagnostic> {
        if let simple = SimpleYAML.entries(text) {
            return .success(YAMLMapping(path: path, lineOffset: lineOffset, entries: simple))
        }
        return parseWithYams(text, path: path, lineOffset: lineOffset)
    }

    /// Parses `text` with Yams, whatever its shape, once it is known to be bounded.
    static func parseWithYams(_ text: String, path: String, lineOffset: Int = 0) -> Result<YAMLMapping, Diagnostic> {
        let size = text.utf8.count
        guard size <= maximumSize else {
            return .failure(
                .error(
                    "the YAML is \(size) bytes, more than the \(maximumSize) Folio reads; settings and front matter belong in a few lines",
                    at: SourceLocation(path: path, line: lineOffset + 1, column: 1)))
        }
        if text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "*") }),
            let found = YAMLAnchorScan.first(in: text)
        {
            let what = found.isAlias ? "an alias (*)" : "an anchor (&)"
            return .failure(
                .error(
                    "YAML anchors (&) and aliases (*) are not allowed here, and this is \(what): write each value out in full",
                    at: SourceLocation(path: path, line: found.line + lineOffset, column: found.column),
                    excerpt: Self.line(found.line, of: text)))
        }
        let yamsNode: Node?
        do {
            // The encoding is given: Yams's `.default` reads the process environment on
            // every call, which costs more than parsing a front matter block.
            yamsNode = try Yams.compose(yaml: text, .default, .default, .utf8)
        } catch let error as YamlError {
            return .failure(Self.diagnostic(for: error, path: path, lineOffset: lineOffset))
        } catch {
            return .failure(.error("cannot read YAML: \(error)", at: SourceLocation(path: path)))
        }
        guard let yamsNode else {
            return .success(YAMLMapping(path: path, lineOffset: lineOffset, entries: []))
        }
        let node = YAMLNode(yamsNode)
        guard case .mapping(let entries, _, _) = node else {
            return .failure(
                .error(
                    "expected a mapping of keys to values at the top level",
                    at: Self.location(of: node, path: path, lineOffset: lineOffset)))
        }
        return .success(YAMLMapping(path: path, lineOffset: lineOffset, entries: entries))
    }

    private init(path: String, lineOffset: Int, entries: [YAMLEntry]) {
        self.path = path
        self.lineOffset = lineOffset
        self.entries = entries.map { ($0.key, $0.value, $0.line.map { $0 + lineOffset }, $0.column) }
    }

    /// The keys in document order.
    package var keys: [String] { entries.map(\.key) }

    /// Where `key` is written, or the file when it is absent.
    package func location(ofKey key: String) -> SourceLocation {
        guard let entry = entries.first(where: { $0.key == key }) else { return SourceLocation(path: path) }
        return SourceLocation(path: path, line: entry.line, column: entry.column)
    }

    /// Where the value of `key` is written, or the file when it is absent.
    package func location(ofValue key: String) -> SourceLocation {
        guard let entry = entries.first(where: { $0.key == key }) else { return SourceLocation(path: path) }
        return Self.location(of: entry.node, path: path, lineOffset: lineOffset)
    }

    /// One diagnostic per key that is not in `known`, as warnings.
    package func unknownKeys(known: Set<String>, in what: String) -> [Diagnostic] {
        entries.filter { !known.contains($0.key) }.map {
            .warning(
                "unknown \(what) key '\($0.key)' (known keys: \(known.sorted().joined(separator: ", ")))",
                at: SourceLocation(path: path, line: $0.line, column: $0.column))
        }
    }

    /// The string value of `key`; numbers and dates written bare are taken as their text.
    package func string(_ key: String) -> Result<String?, Diagnostic> {
        guard let node = node(key) else { return .success(nil) }
        guard case .scalar(let text, let isPlain, _, _) = node else {
            return .failure(typeError(key, expected: "a string", node: node))
        }
        if text == "~" || (isPlain && text == "null") { return .success(nil) }
        return .success(text)
    }

    /// The value of `key` as one of `T`'s cases, by its raw value (`ChoiceValue`), named `what`
    /// in the error (`cover.layout`; default: the key).
    package func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type, as what: String? = nil)
        -> Result<T?, Diagnostic>
    where T.RawValue == String {
        string(key).flatMap { ChoiceValue.read($0, as: what ?? key, at: location(ofValue: key)) }
    }

    /// The integer value of `key`.
    package func int(_ key: String) -> Result<Int?, Diagnostic> {
        guard let node = node(key) else { return .success(nil) }
        guard let value = node.scalarText.flatMap({ Int($0) }) else {
            return .failure(typeError(key, expected: "a whole number", node: node))
        }
        return .success(value)
    }

    /// The number value of `key`.
    package func double(_ key: String) -> Result<Double?, Diagnostic> {
        guard let node = node(key) else { return .success(nil) }
        guard let value = node.scalarText.flatMap({ Double($0) }), value.isFinite else {
            return .failure(typeError(key, expected: "a number", node: node))
        }
        return .success(value)
    }

    /// The boolean value of `key` (`true`/`false`, `yes`/`no`).
    package func bool(_ key: String) -> Result<Bool?, Diagnostic> {
        guard let node = node(key) else { return .success(nil) }
        switch node.scalarText?.lowercased() {
        case "true", "yes", "on": return .success(true)
        case "false", "no", "off": return .success(false)
        default: return .failure(typeError(key, expected: "true or false", node: node))
        }
    }

    /// The value of `key` as a list of strings.
    package func strings(_ key: String) -> Result<[String]?, Diagnostic> {
        guard let node = node(key) else { return .success(nil) }
        guard case .sequence(let sequence, _, _) = node else {
            return .failure(typeError(key, expected: "a list", node: node))
        }
        var values: [String] = []
        for item in sequence {
            guard let text = item.scalarText else {
                return .failure(
                    .error(
                        "\(key): expected a list of strings, found \(Self.kind(of: item))",
                        at: Self.location(of: item, path: path, lineOffset: lineOffset)))
            }
            values.append(text)
        }
        return .success(values)
    }

    /// The value of `key` as a list of strings, each with where it is written.
    package func locatedStrings(_ key: String) -> Result<[(text: String, location: SourceLocation)]?, Diagnostic> {
        strings(key).map { values in
            guard let values, case .sequence(let sequence, _, _)? = node(key) else { return values.map { _ in [] } }
            return zip(values, sequence).map { ($0, Self.location(of: $1, path: path, lineOffset: lineOffset)) }
        }
    }

    /// The value of `key` as a nested mapping.
    package func mapping(_ key: String) -> Result<YAMLMapping?, Diagnostic> {
        guard let node = node(key) else { return .success(nil) }
        guard case .mapping(let entries, _, _) = node else {
            return .failure(typeError(key, expected: "a mapping", node: node))
        }
        return .success(YAMLMapping(path: path, lineOffset: lineOffset, entries: entries))
    }

    private func node(_ key: String) -> YAMLNode? {
        entries.first(where: { $0.key == key })?.node
    }

    private func typeError(_ key: String, expected: String, node: YAMLNode) -> Diagnostic {
        .error(
            "\(key): expected \(expected), found \(Self.kind(of: node))",
            at: Self.location(of: node, path: path, lineOffset: lineOffset))
    }

    private static func kind(of node: YAMLNode) -> String {
        switch node {
        case .scalar(let text, _, _, _): "'\(text)'"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }

    private static func location(of node: YAMLNode, path: String, lineOffset: Int) -> SourceLocation {
        SourceLocation(path: path, line: node.mark.map { $0.line + lineOffset }, column: node.mark?.column)
    }

    private static func diagnostic(for error: YamlError, path: String, lineOffset: Int) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, let yaml),
            .parser(let context, let problem, let mark, let yaml),
            .composer(let context, let problem, let mark, let yaml):
            // `while scanning a quoted scalar` at line 2, column 8: where the unfinished part began.
            let started =
                context.map {
                    " \($0.text) that starts at line \($0.mark.line + lineOffset), column \($0.mark.column)"
                } ?? ""
            return .error(
                "invalid YAML: \(problem)\(started)",
                at: SourceLocation(path: path, line: mark.line + lineOffset, column: mark.column),
                excerpt: line(mark.line, of: yaml))
        case .reader(let problem, let offset, let value, let yaml):
            let (line, column) = offset.map { position(ofCharacter: $0, in: yaml) } ?? (1, 1)
            let control = Unicode.Scalar(UInt32(bitPattern: value)).flatMap {
                ControlCharacters.contains($0) ? $0 : nil
            }
            return .error(
                "invalid YAML: \(problem)" + (control.map { " (\(ControlCharacters.escape($0)))" } ?? ""),
                at: SourceLocation(path: path, line: line + lineOffset, column: column),
                excerpt: Self.line(line, of: yaml))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return .error(
                "duplicate keys: \(duplicates.joined(separator: ", "))",
                at: SourceLocation(path: path, line: context.mark.line + lineOffset, column: context.mark.column))
        default:
            return .error("invalid YAML: \(error)", at: SourceLocation(path: path, line: lineOffset + 1))
        }
    }

    /// The 1-based line and column (in Unicode scalars, as Yams counts them) of the character
    /// `offset` characters into `text`.
    static func position(ofCharacter offset: Int, in text: String) -> (line: Int, column: Int) {
        let end = text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
        return TextPosition.lineAndColumn(of: end, in: text)
    }

    /// Line `number` (1-based) of `text`, without its line ending.
    static func line(_ number: Int, of text: String) -> String? {
        guard number >= 1 else { return nil }
        let lines = text.unicodeScalars.split(separator: "\n", maxSplits: number, omittingEmptySubsequences: false)
        guard number <= lines.count else { return nil }
        var line = String(String.UnicodeScalarView(lines[number - 1]))
        if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
        return line
    }
}
