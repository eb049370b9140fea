import FolioNavigation

extension Publication {
    /// Every geometry of the issue's set with its navigation map, primary first, for the
    /// sinks' indexes.
    package func indexLayouts() throws(NavigationMapError) -> [IssueIndex.Layout] {
        try IssueIndex.Layout.all(
            pages.rows.map { ($0.name, $0.layout.geometry) }, digests: digests, policy: issue.settings.navigation)
    }
}
