/// One step of a scenario: words typed into the search field (`type`), if any, then keys pressed
/// in order, then the fields expected.
package struct ScenarioStep: Sendable, Hashable, Decodable {
    /// The keys, space-separated, as in docs/navigation.md (`"down right"`, `"+ +"`); may be
    /// empty in a step that types.
    package var keys: String
    /// What the reader types into the contents overlay's search field before the keys: the
    /// field's whole text from then on (`ConformanceDriver.type(_:)`).
    package var type: String?
    /// The fields expected after the last key.
    package var expect: Expectation

    /// Creates a step.
    package init(keys: String, type: String? = nil, expect: Expectation) {
        self.keys = keys
        self.type = type
        self.expect = expect
    }

    package enum CodingKeys: String, CodingKey {
        case keys, type, expect
    }

    /// Decodes a step, refusing unknown keys.
    package init(from decoder: any Decoder) throws {
        try ScenarioKeys.refuseUnknown(in: decoder, known: ["keys", "type", "expect"], what: "step")
        let container = try decoder.container(keyedBy: CodingKeys.self)
        type = try container.decodeIfPresent(String.self, forKey: .type)
        keys =
            try type == nil
            ? container.decode(String.self, forKey: .keys) : container.decodeIfPresent(String.self, forKey: .keys) ?? ""
        expect = try container.decode(Expectation.self, forKey: .expect)
    }
}
