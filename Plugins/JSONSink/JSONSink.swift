import FolioPluginAPI
import FolioText
import Foundation

/// A publisher of an issue as a JSON bundle: `issue.json`, one file per article in `articles/`,
/// the JSON Schema, and `assets/`.
///
/// The bundle is the public format other clients read (see docs/json-bundle.md). The same
/// content always gives byte-identical bundles: keys are sorted, ids are stable, article files
/// are named by the hash of their bytes, and nothing depends on the time or the machine.
public struct JSONSink: IncrementalPublisher, ConfigurablePublisher {
    /// The geometries whose pages carry their frames (`frames` in each page map, the face
    /// files in `fonts/`): none by default.
    public var frames: [String]

    /// Creates the publisher, writing the frames of the geometries named in `frames`.
    public init(frames: [String] = []) {
        self.frames = frames
    }

    public var optionKeys: [String: String] {
        [
            "frames":
                "geometry names, comma-separated: their pages carry frames, every glyph placed, with the face files (docs/json-bundle.md)"
        ]
    }

    public func configured(_ options: [String: String]) throws -> any Publisher {
        var copy = self
        for (key, value) in options {
            guard key == "frames" else {
                throw FolioError(step: "publish json", "--option json.\(key): the json sink takes frames")
            }
            copy.frames = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
        }
        return copy
    }

    /// The geometries named in `frames`: the build keeps their lines from its pagination.
    public func framedGeometries(for issue: Issue) -> Set<String> { Set(frames) }

    public var name: String { "json" }
    public var summary: String {
        "a versioned JSON bundle (issue.json, one file per article, its JSON Schema, assets/) for other clients"
    }
    /// Article files are `articles/HASH.json`.
    public var articleFileExtension: String { "json" }

    /// The article's file: its header, blocks and page maps (`ArticleFileDocument`).
    public func articleFile(for article: Article, pages: ArticlePages, assets: AssetCatalog) throws -> Data {
        JSONWriter.data(ArticleFileDocument(article, pages: pages))
    }

    /// The article's file with the frames of the geometries named in `frames`.
    public func articleFile(
        for article: Article, pages: ArticlePages, frames: ArticleFrames, assets: AssetCatalog, issue: ArticleFileIssue
    ) throws -> Data {
        var framed: [String: [TypesetPage]] = [:]
        for name in self.frames { framed[name] = frames.pages(in: name) }
        return JSONWriter.data(ArticleFileDocument(article, pages: pages, frames: framed))
    }

    /// The face files of the frames, if any, the schema, then `issue.json`.
    public func issueFiles(for index: IssueIndex) throws -> [OutputFile] {
        let names = index.layouts.map(\.name)
        if let unknown = frames.first(where: { !names.contains($0) }) {
            throw FolioError(
                step: "publish json",
                "--option json.frames=\(unknown): the issue has no page geometry named '\(unknown)'; it has \(names.joined(separator: ", "))"
            )
        }
        var fonts: FrameFonts?
        if !frames.isEmpty {
            guard let issueFonts = index.fonts else {
                throw FolioError(step: "publish json", "frames need the issue's fonts, and the build found none")
            }
            fonts = try FrameFonts(issueFonts)
        }
        return (fonts?.files ?? []) + [
            OutputFile(path: IssueSchema.fileName, data: Data(IssueSchema.text.utf8)),
            OutputFile(path: "issue.json", data: JSONWriter.data(BundleDocument(index, fonts: fonts?.paths ?? [:]))),
        ]
    }
}
