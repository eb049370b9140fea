import FolioCore
import Foundation

/// Publishes an issue as a JSON bundle: `issue.json`, its JSON Schema, and `assets/`.
///
/// The bundle is the public format other clients read (see docs/json-bundle.md). The same
/// content always gives byte-identical bundles: keys are sorted, ids are stable, and nothing
/// depends on the time or the machine.
public struct JSONSink: Sink {
    /// Creates the sink.
    public init() {}

    public var name: String { "json" }
    public var summary: String { "a versioned JSON bundle (issue.json, its JSON Schema, assets/) for other clients" }
    public var publishes: Bool { true }

    public func publish(_ publication: Publication, to folder: URL) throws {
        let catalog = try publication.installAssets(into: folder, for: name)
        let document = try BundleDocument(publication, assets: catalog)
        try Self.encode(document).write(to: folder.appendingPathComponent("issue.json"))
        try Data(IssueSchema.text.utf8).write(to: folder.appendingPathComponent(IssueSchema.fileName))
    }

    /// The bytes of `issue.json` for a document: sorted keys, two-space indentation, a final newline.
    public static func encode(_ document: BundleDocument) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var data = try encoder.encode(document)
        data.append(0x0A)
        return data
    }
}
