import FolioPluginAPI
import Foundation

/// Reads photo galleries from property lists (`*.plist`), XML or binary: one gallery article
/// per park.
///
/// A parks list is either a root array of parks, each `{name, photos: [{imageName, caption}]}`
/// (the State Parks course assignment's `StateParks.plist`), or a root dictionary with a
/// `title` and such a `parks` array. Any other property list (an app's Info.plist) is ignored
/// with a reason. Image names are looked up beside the property list, then in Xcode asset
/// catalogs anywhere in the content folder, so a course project folder builds as it is.
public struct PlistSource: ContentSource {
    /// The largest property list read; parks lists are a few kilobytes.
    static let maximumFileSize = 32 << 20

    /// Creates the source.
    public init() {}

    /// `plist`.
    public var name: String { "plist" }

    /// One line on what the source reads.
    public var summary: String {
        "photo galleries (parks) from XML and binary property lists (*.plist), read with libxml2"
    }

    /// Claims every `*.plist` file, whatever the letter case of the extension.
    public func claims(_ file: ContentFile) -> Bool {
        file.pathExtension == "plist"
    }

    /// Reads one property list: its parks become gallery articles, or the file is ignored with
    /// a reason when it is not a parks list. Every problem is a located diagnostic.
    public func load(_ file: ContentFile, in folder: ContentFolder) -> SourceOutput {
        let data: Data
        switch contents(of: file, in: folder) {
        case .success(let bytes): data = bytes
        case .failure(let diagnostic): return SourceOutput(diagnostics: [diagnostic])
        }
        let read = PlistReader.read(data)
        var diagnostics = read.problems.map { $0.diagnostic(in: file) }
        guard let root = read.value else {
            return SourceOutput(diagnostics: diagnostics)
        }
        switch ParksDecoder.decode(root) {
        case .notAParksList(let reason):
            return SourceOutput(diagnostics: diagnostics, ignoredBecause: reason)
        case .parksList(let list, let problems):
            diagnostics += problems.map { $0.diagnostic(in: file) }
            let resolver = ImageNameResolver(folder: folder, plist: file)
            let built = ParkGalleryBuilder(file: file, resolver: resolver).articles(for: list.parks)
            diagnostics += built.problems.map { $0.diagnostic(in: file) }
            return SourceOutput(articles: built.articles, diagnostics: diagnostics, usedFiles: built.usedFiles)
        }
    }

    /// The file's bytes, refusing a file that links out of the content folder or is too large.
    private func contents(of file: ContentFile, in folder: ContentFolder) -> Result<Data, Diagnostic> {
        guard folder.contains(file) else {
            return .failure(
                .error(
                    "the property list is a symbolic link that leads outside the content folder; Folio reads only files inside it",
                    at: file.location()))
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: file.url.path)[.size] as? Int) ?? 0
        guard size <= Self.maximumFileSize else {
            return .failure(
                .error(
                    "the property list is \(size) bytes, more than the \(Self.maximumFileSize) Folio reads",
                    at: file.location()))
        }
        do {
            return .success(try file.contents())
        } catch {
            return .failure(.error(error.description, at: file.location()))
        }
    }
}
