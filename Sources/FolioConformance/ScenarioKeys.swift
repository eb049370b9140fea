import FolioNavigation

/// Checks the key names of scenario objects, so that a misspelt key is an error rather than
/// a silently unchecked expectation or an ignored policy.
enum ScenarioKeys {
    /// Any key name.
    struct AnyKey: CodingKey {
        let stringValue: String
        let intValue: Int? = nil
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }

    /// Throws when the object being decoded has a key outside `known`.
    static func refuseUnknown(in decoder: any Decoder, known: [String], what: String) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        if let unknown = container.allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: container.codingPath,
                    debugDescription: "unknown \(what) key '\(unknown)' (known: \(known.joined(separator: ", ")))"))
        }
    }

    /// The key names of a `policy` object.
    static let policy = NavigationPolicy.CodingKeys.names
}
