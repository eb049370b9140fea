import Foundation

/// Reads an XML property list (Apple's `PropertyList-1.0` format) into a `PlistValue` tree.
///
/// libxml2 parses the text (see `LibXMLDocument` for the safety options); this type reads the
/// element tree it gives back. Every structural problem (an unknown element, a key without a
/// value, text where a value belongs, an entity reference) is an error at the element's line
/// and column, and all of them are reported. Entity references are refused rather than
/// expanded, so no entity's content ever reaches the value tree.
struct XMLPlistReader {
    /// How deep arrays and dictionaries may nest (libxml2 stops at 256 elements anyway).
    static let maximumDepth = 100

    private var problems: [PlistProblem] = []

    /// Parses and reads `data`.
    static func read(_ data: Data) -> PlistReadResult {
        let parsed = LibXMLDocument.parse([UInt8](data))
        guard let root = parsed.root, !parsed.problems.contains(where: { $0.severity == .error }) else {
            var problems = parsed.problems
            if !problems.contains(where: { $0.severity == .error }) {
                problems.append(.error("malformed XML: the file has no root element", at: nil))
            }
            return PlistReadResult(value: nil, problems: problems)
        }
        var reader = XMLPlistReader()
        reader.problems = parsed.problems
        let value = reader.plist(root)
        let failed = reader.problems.contains { $0.severity == .error }
        return PlistReadResult(value: failed ? nil : value, problems: reader.problems)
    }

    private mutating func plist(_ root: XMLElementNode) -> PlistValue? {
        guard root.name == "plist" else {
            // Apple's reader also takes a bare value as the root element; so does Folio.
            return value(root, depth: 0)
        }
        let children = elements(in: root)
        guard let first = children.first else {
            problems.append(.error("the <plist> element is empty: it must hold one value", at: root.location))
            return nil
        }
        for extra in children.dropFirst() {
            problems.append(.error("<plist> holds more than one value: unexpected <\(extra.name)>", at: extra.location))
        }
        return value(first, depth: 0)
    }

    private mutating func value(_ node: XMLElementNode, depth: Int) -> PlistValue? {
        let location = node.location
        switch node.name {
        case "dict":
            guard checkDepth(depth, of: node) else { return nil }
            return dictionary(node, depth: depth)
        case "array":
            guard checkDepth(depth, of: node) else { return nil }
            let items = elements(in: node).compactMap { value($0, depth: depth + 1) }
            return PlistValue(.array(items), at: location)
        case "string":
            return text(of: node).map { PlistValue(.string($0), at: location) }
        case "integer":
            guard let text = trimmedText(of: node) else { return nil }
            guard let number = Self.integer(text) else {
                problems.append(
                    .error("<integer> holds '\(text)', which is not a whole number that fits in 64 bits", at: location))
                return nil
            }
            return PlistValue(.integer(number), at: location)
        case "real":
            guard let text = trimmedText(of: node) else { return nil }
            guard let number = Double(text) else {
                problems.append(.error("<real> holds '\(text)', which is not a number", at: location))
                return nil
            }
            return PlistValue(.real(number), at: location)
        case "true", "false":
            guard let text = trimmedText(of: node) else { return nil }
            if !text.isEmpty {
                problems.append(.error("<\(node.name)/> must be empty", at: location))
            }
            return PlistValue(.bool(node.name == "true"), at: location)
        case "date":
            guard let text = trimmedText(of: node) else { return nil }
            guard let date = ISO8601DateFormatter().date(from: text) else {
                problems.append(
                    .error(
                        "<date> holds '\(text)', which is not an ISO 8601 date like 2026-11-21T09:30:00Z", at: location)
                )
                return nil
            }
            return PlistValue(.date(date), at: location)
        case "data":
            guard let text = text(of: node) else { return nil }
            guard let data = Data(base64Encoded: String(text.filter { !$0.isWhitespace })) else {
                problems.append(.error("<data> does not hold valid Base64", at: location))
                return nil
            }
            return PlistValue(.data(data), at: location)
        case "key":
            problems.append(
                .error("<key> outside a <dict>: a key belongs in a dictionary, followed by its value", at: location))
            return nil
        default:
            problems.append(
                .error(
                    "unknown element <\(node.name)> in a property list; expected dict, array, string, integer, real, true, false, date or data",
                    at: location))
            return nil
        }
    }

    private mutating func dictionary(_ node: XMLElementNode, depth: Int) -> PlistValue {
        var entries: [PlistEntry] = []
        var seen: Set<String> = []
        var pendingKey: (name: String, location: PlistLocation)?
        for child in elements(in: node) {
            if let key = pendingKey {
                pendingKey = nil
                if child.name == "key" {
                    problems.append(
                        .error("key '\(key.name)' has no value: another <key> follows it", at: key.location))
                } else {
                    if seen.contains(key.name) {
                        problems.append(.error("duplicate key '\(key.name)' in a dictionary", at: key.location))
                    }
                    seen.insert(key.name)
                    if let value = value(child, depth: depth + 1) {
                        entries.append(PlistEntry(key: key.name, keyLocation: key.location, value: value))
                    }
                    continue
                }
            }
            guard child.name == "key" else {
                problems.append(.error("expected <key> in a <dict>, found <\(child.name)>", at: child.location))
                continue
            }
            guard let name = text(of: child) else { continue }
            pendingKey = (name, child.location)
        }
        if let key = pendingKey {
            problems.append(.error("key '\(key.name)' has no value: the <dict> ends after it", at: key.location))
        }
        return PlistValue(.dictionary(entries), at: node.location)
    }

    private mutating func checkDepth(_ depth: Int, of node: XMLElementNode) -> Bool {
        guard depth < Self.maximumDepth else {
            problems.append(
                .error(
                    "arrays and dictionaries are nested more than \(Self.maximumDepth) levels deep", at: node.location))
            return false
        }
        return true
    }

    /// The child elements of a container; text and entity references there are errors.
    private mutating func elements(in node: XMLElementNode) -> [XMLElementNode] {
        var result: [XMLElementNode] = []
        for child in node.children {
            switch child {
            case .element(let element):
                result.append(element)
            case .text(let content):
                let trimmed = content.trimmingCharacters(in: .whitespacesAndNewlines)
                if !trimmed.isEmpty {
                    problems.append(
                        .error(
                            "unexpected text '\(trimmed.prefix(40))' in <\(node.name)>: only elements belong here",
                            at: node.location))
                }
            case .entityReference(let name):
                problems.append(entityReference(name, in: node))
            }
        }
        return result
    }

    /// The text of a scalar element; `nil` (with an error) if it holds elements or entities.
    private mutating func text(of node: XMLElementNode) -> String? {
        var text = ""
        var valid = true
        for child in node.children {
            switch child {
            case .text(let content):
                text += content
            case .entityReference(let name):
                problems.append(entityReference(name, in: node))
                valid = false
            case .element(let element):
                problems.append(
                    .error("<\(node.name)> holds text only, not a <\(element.name)> element", at: element.location))
                valid = false
            }
        }
        return valid ? text : nil
    }

    private mutating func trimmedText(of node: XMLElementNode) -> String? {
        text(of: node)?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func entityReference(_ name: String, in node: XMLElementNode) -> PlistProblem {
        .error(
            "entity reference '&\(name);' in <\(node.name)>: Folio does not expand XML entities; write the text itself",
            at: node.location)
    }

    /// A decimal (or `0x` hexadecimal) integer with an optional sign, as Apple's reader takes.
    static func integer(_ text: String) -> Int? {
        var digits = Substring(text)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit),
            let magnitude = UInt64(digits, radix: radix)
        else { return nil }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return magnitude == UInt64(Int64.max) + 1 ? Int.min : -Int(magnitude)
        }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }
}
