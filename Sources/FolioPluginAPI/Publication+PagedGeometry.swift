import FolioModel

extension PageGeometrySet {
    /// The geometry a paged document (the PDF, the EPUB) is drawn in when none is named: `a4`
    /// when the set has it, else the set's first.
    public var pagedDocumentDefault: String {
        names.contains("a4") ? "a4" : names[0]
    }
}

extension Publication {
    /// Fails as `step` does when the publication has no pages of geometry `name`, naming the ones it
    /// has and `docs` (the sink's page), for a sink that draws one geometry.
    public func requirePages(named name: String, step: String, docs: String) throws {
        guard pages[name] == nil else { return }
        throw FolioError(
            step: step,
            "the issue has no page geometry named '\(name)'; it has \(pages.rows.map(\.name).joined(separator: ", ")) (issue.yaml pages:, \(docs))"
        )
    }
}
