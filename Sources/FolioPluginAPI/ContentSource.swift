import FolioModel

/// A source plugin: it claims some of the content folder's files and turns each into articles.
///
/// Sources are plain values. The pipeline asks every registered source, in registration order,
/// whether it claims a file; the first that does loads it. Loading never throws: everything
/// wrong with a file is reported as diagnostics in the output, so that one run reports every
/// problem at once.
public protocol ContentSource: Sendable {
    /// A short lowercase name (`markdown`), shown by `folio plugins` and in diagnostics.
    var name: String { get }
    /// One line on what the source reads.
    var summary: String { get }
    /// Whether this source reads `file`; usually decided by its extension.
    func claims(_ file: ContentFile) -> Bool
    /// Reads one claimed file into articles; `folder` resolves paths the file names.
    func load(_ file: ContentFile, in folder: ContentFolder) -> SourceOutput
    /// Reads one claimed file with the settings (smart punctuation) and the run's
    /// options (drafts); the pipeline calls this one. By default neither is needed and
    /// `load(_:in:)` is used.
    func load(_ file: ContentFile, in folder: ContentFolder, options: SourceOptions) -> SourceOutput
}

extension ContentSource {
    /// Reads the file without looking at the settings or options.
    public func load(_ file: ContentFile, in folder: ContentFolder, options: SourceOptions) -> SourceOutput {
        load(file, in: folder)
    }
}

/// What a source made of one file.
public struct SourceOutput: Sendable, Equatable {
    /// The articles the file holds (a Markdown file holds one, a parks list one per park).
    public var articles: [Article]
    /// Problems found, located where possible. Any error fails the build.
    public var diagnostics: [Diagnostic]
    /// Set when the source claimed the file but found it is not content (an app's Info.plist):
    /// the reason, counted in the summary rather than reported as an error.
    public var ignoredBecause: String?
    /// Other files the source read for these articles (photos, asset catalog metadata), as
    /// content-relative paths, so that they are not reported as unused.
    public var usedFiles: Set<String>

    /// Creates a source output.
    public init(
        articles: [Article] = [],
        diagnostics: [Diagnostic] = [],
        ignoredBecause: String? = nil,
        usedFiles: Set<String> = []
    ) {
        self.articles = articles
        self.diagnostics = diagnostics
        self.ignoredBecause = ignoredBecause
        self.usedFiles = usedFiles
    }
}

extension Diagnostic {
    /// The words that open an unread-keys note, written and recognised here alone.
    private static let unreadKeysOpening = "front matter keys Folio does not read: "

    /// A note that a file's front matter holds keys Folio does not read (`layout`,
    /// `permalink`). The build gathers these notes into one line for the whole issue rather
    /// than a warning per file (`unreadKeysSummary`).
    package static func unreadKeys(_ keys: [String], at location: SourceLocation) -> Diagnostic {
        Diagnostic(.note, unreadKeysOpening + keys.joined(separator: ", "), at: location)
    }

    /// The keys of an unread-keys note; nil for any other diagnostic.
    package var unreadKeys: [String]? {
        guard severity == .note, message.hasPrefix(Self.unreadKeysOpening) else { return nil }
        return message.dropFirst(Self.unreadKeysOpening.count).split(separator: ", ").map(String.init)
    }

    /// The one line that stands for every unread-keys note of an issue:
    /// `12 files use front matter keys Folio does not read: layout (12), permalink (9)`, the
    /// keys by how many files use them; nil when there are none.
    package static func unreadKeysSummary(_ notes: [Diagnostic]) -> Diagnostic? {
        var counts: [String: Int] = [:]
        var files = 0
        for keys in notes.compactMap(\.unreadKeys) {
            files += 1
            for key in Set(keys) { counts[key, default: 0] += 1 }
        }
        guard files > 0 else { return nil }
        let keys = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        let shown = keys.prefix(12).map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
        let rest = keys.count > 12 ? " and \(keys.count - 12) more" : ""
        let noun = files == 1 ? "1 file uses" : "\(files) files use"
        return Diagnostic(.note, "\(noun) front matter keys Folio does not read: \(shown)\(rest)")
    }
}
