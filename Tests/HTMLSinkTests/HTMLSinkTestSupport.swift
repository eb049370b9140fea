import FolioPluginAPI
import Foundation

@testable import HTMLSink

/// A small publication with text and a photo page, and helpers to write and read bundles.
enum HTMLSinkTestSupport {
    /// The folder this test process makes its folders in, removed when the process exits (the
    /// suite made some 1,700 folders a run under /tmp and left them there).
    private static let root: URL = {
        let url = processRoot()
        atexit { try? FileManager.default.removeItem(at: HTMLSinkTestSupport.processRoot()) }
        return url
    }()

    private static func processRoot() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("html-sink-tests-\(getpid())")
    }

    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder() throws -> URL {
        let url = root.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A two-article publication; `title` is the first article's title.
    static func publication(title: String = "The Slow Harbour", issueTitle: String = "Test Issue", in folder: URL)
        throws -> Publication
    {
        let photo = Photo(path: "photos/boat.jpg", width: 1200, height: 800, caption: "A boat", alt: "A boat")
        let first = Article(
            id: "slow-harbour", title: title, author: "A. Writer",
            blocks: [.paragraph([.text("Water.")])], sourcePath: "a.md")
        let second = Article(
            id: "boats", title: "Boats", kind: .gallery, blocks: [.photo(photo)], sourcePath: "b.plist")
        let columns: [[Page]] = [
            [
                Page(
                    blocks: [.paragraph([.text("Water <b>and</b> stone.")])], start: .init(block: 0, offset: 0),
                    fill: 0.3, showsTitle: true),
                Page(blocks: [.paragraph([.emphasis([.text("More.")])])], start: .init(block: 1, offset: 0), fill: 0.2),
            ],
            [
                Page(
                    blocks: [.photo(photo)], start: .init(block: 0, offset: 0), fill: 1, showsTitle: true,
                    placements: [BlockPlacement(source: 0, offset: 0, top: 0, height: 300, imageHeight: 260)])
            ],
        ]
        let issue = Issue(title: issueTitle, articles: [first, second])
        return Publication(
            issue: issue, layout: IssueLayout(geometry: .portrait, columns: columns),
            folder: try ContentFolder(path: folder.path),
            assets: PreparedAssets(catalog: AssetCatalog(), cache: folder))
    }

    /// Publishes with the sink into a new folder and returns it.
    static func publish(_ publication: Publication) throws -> URL {
        let out = try temporaryFolder()
        try HTMLSink().publish(publication, to: out)
        return out
    }

    /// Every file below `folder`, as relative path and bytes, sorted.
    static func contents(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let base = folder.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            ?? .init()
        {
            var isFolder: ObjCBool = false
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
                files[String(path.dropFirst(base.count))] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// The carousel's data an article's page carries (`<script type="application/json" id="folio-pages">`).
    static func articleArgument(_ page: String) throws -> [String: Any] {
        let opening = "<script type=\"application/json\" id=\"folio-pages\">"
        guard let start = page.range(of: opening),
            let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex)
        else {
            throw CocoaError(.coderReadCorrupt)
        }
        let json = page[start.upperBound..<end.lowerBound]
        guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] else {
            throw CocoaError(.coderReadCorrupt)
        }
        return object
    }

    /// The package's root folder (for the source web files and fonts).
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }
}
