/// The page geometries an issue is paginated for, each with a name (`phone`, `desktop`…):
/// one content, one page map per geometry. The first is the primary geometry, the one a
/// sink that shows a single page map uses.
public struct PageGeometrySet: Sendable, Equatable, Hashable, Decodable {
    /// One named geometry.
    public struct Entry: Sendable, Equatable, Hashable, Decodable {
        /// The name: lowercase letters, digits and hyphens (`phone-landscape`).
        public var name: String
        /// The page geometry.
        public var geometry: PageGeometry

        /// Creates an entry.
        public init(name: String, geometry: PageGeometry) {
            self.name = name
            self.geometry = geometry
        }
    }

    /// The geometries, primary first; never empty, names unique.
    public private(set) var entries: [Entry]

    /// A set of `entries`; an empty list gives the standard set.
    public init(_ entries: [Entry]) {
        self.entries = entries.isEmpty ? Self.standard.entries : entries
    }

    /// A set of one geometry, named `page` (what `page:` in `issue.yaml` gives).
    public static func single(_ geometry: PageGeometry) -> PageGeometrySet {
        PageGeometrySet([Entry(name: singleName, geometry: geometry)])
    }

    /// The name of the one geometry a `page:` mapping gives.
    public static let singleName = "page"

    /// The primary geometry.
    public var primary: PageGeometry { entries[0].geometry }

    /// The geometry named `name`, if the set has one.
    public subscript(name: String) -> PageGeometry? {
        entries.first { $0.name == name }?.geometry
    }

    /// The names, in order.
    public var names: [String] { entries.map(\.name) }

    /// The set an issue gets when its `issue.yaml` names none: phone portrait and landscape,
    /// tablet, laptop and desktop. Chosen so that a page scaled to fit any common window from
    /// 360×640 to 2560×1440 shows body text at 14 to 26 CSS px and fills most of the window
    /// (the HTML carousel picks the geometry that fills the window best within that range).
    /// The phone geometry is `PageGeometry.portrait`, the single geometry of earlier issues.
    public static let standard = PageGeometrySet([
        Entry(name: "phone", geometry: .portrait),
        Entry(
            name: "phone-landscape",
            geometry: PageGeometry(width: 760, height: 360, margin: 20, fontSize: 17, lineHeight: 1.45, columns: 2)),
        Entry(
            name: "tablet", geometry: PageGeometry(width: 640, height: 840, margin: 40, fontSize: 18, lineHeight: 1.5)),
        Entry(
            name: "laptop",
            geometry: PageGeometry(width: 1120, height: 700, margin: 40, fontSize: 16, lineHeight: 1.5, columns: 2)),
        Entry(
            name: "desktop",
            geometry: PageGeometry(width: 1760, height: 990, margin: 72, fontSize: 17, lineHeight: 1.55, columns: 2)),
    ])
}
