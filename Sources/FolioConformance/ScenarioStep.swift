/// One step of a scenario: keys pressed in order, then the fields expected.
package struct ScenarioStep: Sendable, Hashable, Decodable {
    /// The keys, space-separated, as in docs/navigation.md (`"down right"`, `"+ +"`).
    package var keys: String
    /// The fields expected after the last key.
    package var expect: Expectation

    /// Creates a step.
    package init(keys: String, expect: Expectation) {
        self.keys = keys
        self.expect = expect
    }

    package enum CodingKeys: String, CodingKey {
        case keys, expect
    }

    /// Decodes a step, refusing unknown keys.
    package init(from decoder: any Decoder) throws {
        try ScenarioKeys.refuseUnknown(in: decoder, known: ["keys", "expect"], what: "step")
        let container = try decoder.container(keyedBy: CodingKeys.self)
        keys = try container.decode(String.self, forKey: .keys)
        expect = try container.decode(Expectation.self, forKey: .expect)
    }
}
