/// The per-issue navigation policy of docs/navigation.md; the defaults are the shared defaults.
/// It reads from scenarios and bundles (`Decodable`); its one writer is `JSONWriter`
/// (`FolioFormats`).
public struct NavigationPolicy: Sendable, Equatable, Hashable, Decodable {
    /// When left and right may move to another article.
    public enum Horizontal: String, Sendable, Equatable, Hashable, Decodable, CaseIterable {
        /// Only from an article's first page.
        case firstPage = "first-page"
        /// From any page.
        case anyPage = "any-page"
    }

    /// What pulling past the end of a column does.
    public enum EdgePull: String, Sendable, Equatable, Hashable, Decodable, CaseIterable {
        /// Nothing.
        case off
        /// Reveals the neighbouring article's title and bounces back.
        case peek
        /// Reveals it; pulling again goes there.
        case advance
    }

    /// Where the reader starts when no deep link names a position.
    public enum Start: String, Sendable, Equatable, Hashable, Decodable, CaseIterable {
        /// Article 0, page 0.
        case first
        /// The last article, page 0.
        case last
    }

    /// When left and right may move to another article.
    public var horizontal: Horizontal
    /// What pulling past the end of a column does.
    public var edgePull: EdgePull
    /// Whether the last article joins the first.
    public var wrap: Bool
    /// Whether coming back to an article lands where the reader left it.
    public var rememberPage: Bool
    /// The largest zoom scale.
    public var maxZoom: Double
    /// The factor of one zoom step.
    public var zoomStep: Double
    /// Where the reader starts.
    public var start: Start
    /// The strip's order: in a right-to-left issue the next article is to the left, so the
    /// arrows, swipes and keys that go left lead to it (`WritingDirection.step(of:)`).
    public var direction: WritingDirection

    /// Creates a policy; every field defaults to the shared default.
    public init(
        horizontal: Horizontal = .firstPage,
        edgePull: EdgePull = .peek,
        wrap: Bool = false,
        rememberPage: Bool = false,
        maxZoom: Double = 10,
        zoomStep: Double = 2,
        start: Start = .first,
        direction: WritingDirection = .leftToRight
    ) {
        self.horizontal = horizontal
        self.edgePull = edgePull
        self.wrap = wrap
        self.rememberPage = rememberPage
        self.maxZoom = maxZoom
        self.zoomStep = zoomStep
        self.start = start
        self.direction = direction
    }

    /// The policy's keys, as `issue.yaml`, scenarios and the JSON outputs spell them: the one
    /// place they are spelled (the YAML reader, the scenario reader, the decoder and the
    /// writer all take them from here).
    package enum CodingKeys: String, CodingKey, CaseIterable {
        case horizontal
        case edgePull = "edge-pull"
        case wrap
        case rememberPage = "remember-page"
        case maxZoom = "max-zoom"
        case zoomStep = "zoom-step"
        case start
        case direction

        /// Every key, in the order JSON objects list them.
        package static let sorted = allCases.sorted { $0.rawValue < $1.rawValue }
        /// Every key's name, in declaration order.
        package static let names = allCases.map(\.rawValue)
    }

    /// Decodes a policy in which every key is optional, as in docs/navigation.md scenarios.
    public init(from decoder: any Decoder) throws {
        let defaults = NavigationPolicy()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        horizontal = try container.decodeIfPresent(Horizontal.self, forKey: .horizontal) ?? defaults.horizontal
        edgePull = try container.decodeIfPresent(EdgePull.self, forKey: .edgePull) ?? defaults.edgePull
        wrap = try container.decodeIfPresent(Bool.self, forKey: .wrap) ?? defaults.wrap
        rememberPage = try container.decodeIfPresent(Bool.self, forKey: .rememberPage) ?? defaults.rememberPage
        maxZoom = try container.decodeIfPresent(Double.self, forKey: .maxZoom) ?? defaults.maxZoom
        zoomStep = try container.decodeIfPresent(Double.self, forKey: .zoomStep) ?? defaults.zoomStep
        start = try container.decodeIfPresent(Start.self, forKey: .start) ?? defaults.start
        direction = try container.decodeIfPresent(WritingDirection.self, forKey: .direction) ?? defaults.direction
    }
}
