import Foundation

extension FrontMatterTable {
    /// The value of `key`, compared as Hugo compares keys when `caseInsensitive` (`baseURL`
    /// is `baseurl`); a null counts as absent.
    package func value(forKey key: String, caseInsensitive: Bool = false) -> FrontMatterValue? {
        if let exact = node(key)?.value { return exact }
        guard caseInsensitive else { return nil }
        let folded = key.lowercased()
        let entry = entries.first { $0.key.lowercased() == folded && $0.node.value != .null }
        return entry?.node.value
    }

    /// The value at a dotted path (`github.repository_nwo`, `params.author.name`), one table
    /// key per component; nil when any step is missing.
    package func value(atPath path: String, caseInsensitive: Bool = false) -> FrontMatterValue? {
        var table: FrontMatterTable? = self
        var found: FrontMatterValue?
        for component in path.split(separator: ".", omittingEmptySubsequences: false) {
            found = table?.value(forKey: String(component), caseInsensitive: caseInsensitive)
            if case .table(let nested)? = found { table = nested } else { table = nil }
        }
        return found
    }
}

extension FrontMatterValue {
    /// A single value's text with surrounding white space removed; nil when that leaves nothing.
    package var nonEmptyText: String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }

    /// The items of a list, or a single value as a list of itself (`tags: travel`).
    package var items: [FrontMatterValue] {
        switch self {
        case .list(let nodes): nodes.map(\.value).filter { $0 != .null }
        case .table, .null: []
        default: [self]
        }
    }

    /// The texts of a list (or of the one value), blank ones left out.
    package var texts: [String] { items.compactMap(\.nonEmptyText) }

    /// The table, when the value is one.
    package var table: FrontMatterTable? {
        if case .table(let table) = self { table } else { nil }
    }

    /// The keys of a table; empty for any other value.
    package var keys: [String] { table?.keys ?? [] }
}
