import FolioPluginAPI

extension TerminalSession {
    /// The reader's place across reloads (`folio preview --watch`): the article, by id, and
    /// the page they last moved to. An update that shows another article (the problems of a
    /// broken file) leaves that place alone, so the next good update returns to it.
    struct Reloads {
        let colorMode: ColorMode
        /// How photos are drawn, once the terminal has been asked (`ImageProtocolDetector`).
        var images: ImageChannel = .blocks
        /// The ids of the articles shown now, in order.
        var articleIDs: [String]
        /// Where the reader last moved to.
        var place: (id: String, page: Int)?
        /// The task that hands the updates to the session.
        var task: Task<Void, Never>?

        init(colorMode: ColorMode, articleIDs: [String]) {
            self.colorMode = colorMode
            self.articleIDs = articleIDs
            place = articleIDs.first.map { ($0, 0) }
        }

        /// Notes that the reader is at `position`.
        mutating func remember(_ position: Position) {
            guard articleIDs.indices.contains(position.article) else { return }
            place = (articleIDs[position.article], position.page)
        }

        /// A controller for `update` at the reader's place, or at the top of the article the
        /// update shows; a page that no longer exists becomes the article's first. At the
        /// reader's place it resumes what `old` showed: the contents, a search and its marks.
        mutating func controller(
            for update: PreviewUpdate, columns: Int, rows: Int, after old: PreviewController? = nil
        ) throws -> PreviewController {
            articleIDs = update.issue.articles.map(\.id)
            let wanted = update.show.map { ($0, 0) } ?? place
            let article = wanted.flatMap { wanted in articleIDs.firstIndex(of: wanted.0) }
            let start = article.map { Position($0, wanted?.1 ?? 0) }
            let colorMode = self.colorMode
            let images = self.images
            let make = { (start: Position?) in
                try PreviewController(
                    issue: update.issue, photos: .reading(update.folder), colorMode: colorMode, images: images,
                    columns: columns, rows: rows, start: start)
            }
            var controller = try make(start)
            if let start, controller.state.at != start, start.page > 0 {
                controller = try make(Position(start.article, 0))
            }
            controller.showIndicators()
            if update.show == nil, let old { try controller.resume(after: old) }
            return controller
        }
    }
}
