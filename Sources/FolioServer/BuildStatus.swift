/// What the open pages are told after every build: which bundle is being served and what
/// stopped the latest build, if anything.
package struct BuildStatus: Sendable, Equatable, Codable {
    /// One problem of a failed build, as the overlay shows it.
    package struct Problem: Sendable, Equatable, Codable {
        /// `path:line:column`, or nil for a problem with the issue as a whole.
        package var location: String?
        /// `error`, `warning` or `note`.
        package var severity: String
        /// The message.
        package var message: String
        /// The line the location points into and a caret under the column, when known.
        package var excerpt: [String]

        /// A problem.
        package init(location: String?, severity: String, message: String, excerpt: [String] = []) {
            self.location = location
            self.severity = severity
            self.message = message
            self.excerpt = excerpt
        }
    }

    /// The number of the bundle being served: 1 for the first good build, one more for each
    /// good rebuild. A page built from an older bundle reloads.
    package var generation: Int
    /// What made the latest build fail; empty when it succeeded. The bundle of `generation`
    /// is still served underneath.
    package var problems: [Problem]
    /// Where a reader of the previous bundle's pages should find themselves in this one, for
    /// pages whose text moved: by page geometry (the carousel reads the one it shows), then
    /// article id, the old page (counted from 0, as a string key) and the new one in that
    /// geometry. The page forms the address itself, with the carousel's deep links.
    package var relocations: [String: [String: [String: Int]]]

    /// A status.
    package init(generation: Int, problems: [Problem] = [], relocations: [String: [String: [String: Int]]] = [:]) {
        self.generation = generation
        self.problems = problems
        self.relocations = relocations
    }
}
