import FolioModel
import FolioNavigation
import Foundation

/// A navigation scenario of docs/navigation.md: an issue's shape and policy, a start, and steps
/// of keys with the state expected after each.
package struct Scenario: Sendable, Hashable, Decodable {
    /// What the scenario shows, reported with its result.
    package var name: String
    /// The rule it illustrates (`R1`, `R7 advance`, ...), if given.
    package var rule: String?
    /// Each article's page count.
    package var shape: [Int]
    /// Zoomable pages per article index (`{"1": [0]}`).
    package var zoomable: [Int: [Int]]?
    /// Whether article 0 is the issue's cover (`"cover": true`; its shape entry must be 1).
    package var cover: Bool
    /// The policy; keys left out take the shared defaults.
    package var policy: NavigationPolicy?
    /// A deep link to start at; nil starts where the policy says.
    package var start: Position?
    /// Fields expected before any key.
    package var initial: Expectation?
    /// The steps, in order.
    package var steps: [ScenarioStep]

    /// Creates a scenario.
    package init(
        name: String, rule: String? = nil, shape: [Int], zoomable: [Int: [Int]]? = nil, cover: Bool = false,
        policy: NavigationPolicy? = nil, start: Position? = nil, initial: Expectation? = nil,
        steps: [ScenarioStep]
    ) {
        self.name = name
        self.rule = rule
        self.shape = shape
        self.zoomable = zoomable
        self.cover = cover
        self.policy = policy
        self.start = start
        self.initial = initial
        self.steps = steps
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case name, rule, shape, zoomable, cover, policy, start, initial, steps
    }

    /// Decodes a scenario, refusing unknown keys here and in its policy.
    package init(from decoder: any Decoder) throws {
        try ScenarioKeys.refuseUnknown(in: decoder, known: CodingKeys.allCases.map(\.rawValue), what: "scenario")
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        rule = try container.decodeIfPresent(String.self, forKey: .rule)
        shape = try container.decode([Int].self, forKey: .shape)
        zoomable = try container.decodeIfPresent([Int: [Int]].self, forKey: .zoomable)
        cover = try container.decodeIfPresent(Bool.self, forKey: .cover) ?? false
        if container.contains(.policy), try !container.decodeNil(forKey: .policy) {
            try ScenarioKeys.refuseUnknown(
                in: container.superDecoder(forKey: .policy), known: ScenarioKeys.policy, what: "policy")
        }
        policy = try container.decodeIfPresent(NavigationPolicy.self, forKey: .policy)
        start = try container.decodeIfPresent(Position.self, forKey: .start)
        initial = try container.decodeIfPresent(Expectation.self, forKey: .initial)
        steps = try container.decodeIfPresent([ScenarioStep].self, forKey: .steps) ?? []
    }

    /// The articles the synthetic cover's lines open: the articles after it, as many as a
    /// cover has lines by default (`SyntheticIssue` writes them).
    var coverLines: [Int] {
        Array(1..<max(1, min(shape.count, 1 + CoverSettings.defaultLineCount)))
    }

    /// Reads a scenario file.
    package static func load(from url: URL) throws -> Scenario {
        try JSONDecoder().decode(Scenario.self, from: Data(contentsOf: url))
    }

    /// The synthetic issue and start the scenario describes, to be shown at `geometry` (one of
    /// `SyntheticIssue.geometries`; nil for the sink's own pages).
    ///
    /// - Throws: `ScenarioError` when the shape is not navigable, the start is not one of
    ///   its pages, the policy's zoom numbers are out of range or a cover has other than one page.
    package func setup(geometry: PageGeometrySet.Entry? = nil) throws(ScenarioError) -> ScenarioSetup {
        if cover, shape.first != 1 {
            throw .coverPages(shape.first ?? 0)
        }
        let issueShape: IssueShape
        do {
            issueShape = try IssueShape(
                pageCounts: shape, zoomablePages: zoomable ?? [:], coverLines: cover ? coverLines : [])
        } catch {
            throw .shape(error)
        }
        if let start, !issueShape.contains(start) {
            throw .startOutside(start)
        }
        let policy = policy ?? NavigationPolicy()
        if policy.maxZoom < 1 || policy.zoomStep <= 1 {
            throw .zoomPolicy(maxZoom: policy.maxZoom, zoomStep: policy.zoomStep)
        }
        return ScenarioSetup(shape: issueShape, policy: policy, start: start, geometry: geometry, cover: cover)
    }
}
