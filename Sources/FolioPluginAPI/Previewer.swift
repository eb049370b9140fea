/// A plugin that shows an issue to a person instead of writing files: `folio preview` runs
/// the registered one.
///
/// It receives the loaded issue, not yet paginated (a preview lays pages out for its own
/// screen, and again when the screen changes size), and what to do (`PreviewRequest`), and
/// returns how it ended (`PreviewStatus`); the command line turns that into output and an
/// exit status. A previewer never ends the process or changes its environment.
public protocol Previewer: Sendable {
    /// A short lowercase name (`terminal`).
    var name: String { get }
    /// One line on how it shows an issue.
    var summary: String { get }
    /// Shows the issue as the request says and returns how it ended.
    func preview(_ request: PreviewRequest) async throws -> PreviewStatus
}
