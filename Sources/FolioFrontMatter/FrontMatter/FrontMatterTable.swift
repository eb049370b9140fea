import FolioModel

/// A table of front matter (or configuration) read from YAML, TOML or JSON, keys in the order
/// written, with typed reads that report a wrong value at its line and column.
///
/// Every read is lenient in the way front matter of different tools needs: a number or a date
/// reads as text, a TOML date as a date, a YAML `yes` as true, a single value as a list of one.
package struct FrontMatterTable: Sendable, Equatable {
    /// The file the table was read from, as diagnostics show it.
    package var path: String
    /// The keys and values, in the order written.
    package var entries: [FrontMatterEntry]

    /// Creates a table.
    package init(path: String, entries: [FrontMatterEntry] = []) {
        self.path = path
        self.entries = entries
    }

    /// The keys in the order written.
    package var keys: [String] { entries.map(\.key) }

    /// The entry of `key`, if the table has it (the first, should a format allow two).
    package func entry(_ key: String) -> FrontMatterEntry? { entries.first { $0.key == key } }

    /// The node of `key`; a null value counts as absent.
    package func node(_ key: String) -> FrontMatterNode? {
        guard let node = entry(key)?.node, node.value != .null else { return nil }
        return node
    }

    /// The value at a path of keys through nested tables (`["extra", "image"]`).
    package func node(atPath path: [String]) -> FrontMatterNode? {
        guard let first = path.first, let node = node(first) else { return nil }
        if path.count == 1 { return node }
        guard case .table(let table) = node.value else { return nil }
        return table.node(atPath: Array(path.dropFirst()))
    }

    /// Where the value of `key` is written, or the file when it is absent.
    package func location(ofValue key: String) -> SourceLocation {
        entry(key)?.node.location ?? SourceLocation(path: path)
    }

    /// Where `key` is written, or the file when it is absent.
    package func location(ofKey key: String) -> SourceLocation {
        entry(key)?.keyLocation ?? SourceLocation(path: path)
    }

    /// The text of `key`: a string, or a number, boolean or date as written. Blank text is
    /// absent. A list or table is an error at the value.
    package func string(_ key: String) -> Result<String?, Diagnostic> {
        guard let node = node(key) else { return .success(nil) }
        guard let text = node.value.text else { return .failure(typeError(key, expected: "a string", node: node)) }
        return .success(text.allSatisfy(\.isWhitespace) ? nil : text)
    }

    /// The text of `key` as one of `T`'s cases, by its raw value (`ChoiceValue`).
    package func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) -> Result<T?, Diagnostic>
    where T.RawValue == String {
        string(key).flatMap { ChoiceValue.read($0, as: key, at: location(ofValue: key)) }
    }

    /// The whole number of `key` (an integer, or text that is one).
    package func int(_ key: String) -> Result<Int?, Diagnostic> {
        guard let node = node(key) else { return .success(nil) }
        switch node.value {
        case .integer(let value) where value >= Int64(Int.min) && value <= Int64(Int.max): return .success(Int(value))
        case .number(let value) where value.rounded() == value && abs(value) < 1e15: return .success(Int(value))
        case .plain(let text), .string(let text):
            if let value = Int(text) { return .success(value) }
        default: break
        }
        return .failure(typeError(key, expected: "a whole number", node: node))
    }

    /// The boolean of `key`: `true`/`false` (and YAML's `yes`/`no`, `on`/`off` unquoted).
    package func bool(_ key: String) -> Result<Bool?, Diagnostic> {
        guard let node = node(key) else { return .success(nil) }
        switch node.value {
        case .bool(let value): return .success(value)
        case .plain(let text), .string(let text):
            switch text.lowercased() {
            case "true", "yes", "on": return .success(true)
            case "false", "no", "off": return .success(false)
            default: break
            }
        default: break
        }
        return .failure(typeError(key, expected: "true or false", node: node))
    }

    /// The texts of `key`: a list of single values, or one value as a list of one (Jekyll
    /// writes `tags: travel food` too: `splittingSpaces` splits such a text at its spaces).
    /// Blank items are left out; a list or table inside is an error at that item.
    package func strings(_ key: String, splittingSpaces: Bool = false) -> Result<[String]?, Diagnostic> {
        guard let node = node(key) else { return .success(nil) }
        switch node.value {
        case .list(let items):
            var texts: [String] = []
            for item in items where item.value != .null {
                guard let text = item.value.text else {
                    return .failure(
                        .error(
                            "\(key): expected a list of texts, found \(item.value.kindName) in it", at: item.location))
                }
                if !text.allSatisfy(\.isWhitespace) { texts.append(text) }
            }
            return .success(texts)
        default:
            guard let text = node.value.text else {
                return .failure(typeError(key, expected: "a list of texts", node: node))
            }
            let items = splittingSpaces ? text.split(separator: " ").map(String.init) : [text]
            return .success(items.filter { !$0.allSatisfy(\.isWhitespace) })
        }
    }

    /// The table of `key`.
    package func table(_ key: String) -> Result<FrontMatterTable?, Diagnostic> {
        guard let node = node(key) else { return .success(nil) }
        guard case .table(let table) = node.value else {
            return .failure(typeError(key, expected: "a table", node: node))
        }
        return .success(table)
    }

    private func typeError(_ key: String, expected: String, node: FrontMatterNode) -> Diagnostic {
        let found = node.value.text.map { "'\(ControlCharacters.escaped($0))'" } ?? node.value.kindName
        return .error("\(key): expected \(expected), found \(found)", at: node.location)
    }
}
