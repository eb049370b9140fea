import Dispatch
import FolioPluginAPI

/// An issue's search index (`SearchIndex`, of the articles cleaned as the preview paginates
/// them) made on a background queue from the moment the reader opens the search line, so that it
/// is ready, or nearly, when the first character is typed; `index()` waits for it. On a long issue
/// making it takes a second or more, which the reader would otherwise wait at that first key.
final class BackgroundSearchIndex: @unchecked Sendable {
    // Unchecked: `result` is written once, on the background queue, before the group is left,
    // and read only after `group.wait()`, which orders the two.
    private var result: Result<SearchIndex, TextEngineError>?
    private let group = DispatchGroup()

    /// Starts making the index of `articles` (as loaded).
    init(_ articles: [Article]) {
        group.enter()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            result = Result { () throws(TextEngineError) in try SearchIndex(articles.map(IssueCleaner.clean)) }
            group.leave()
        }
    }

    /// The index, once made. Throws only when ICU failed.
    func index() throws(TextEngineError) -> SearchIndex {
        group.wait()
        guard let result else { preconditionFailure("the index is made before the group is left") }
        return try result.get()
    }
}
