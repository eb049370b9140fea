/// What a sink under test lays its pages out for, which decides how often the scenarios run.
public enum ConformancePages: Sendable, Hashable {
    /// The page geometries, as the paginator makes them (the rules engine on each
    /// geometry's pages, the HTML carousel in a window that picks each geometry): the
    /// scenarios run once per geometry of `SyntheticIssue.geometries`.
    case pageGeometries
    /// A screen of the sink's own, described in words (`an 80×24 terminal`): the sink
    /// paginates for it, whatever the geometries; the scenarios run once.
    case own(String)
}
