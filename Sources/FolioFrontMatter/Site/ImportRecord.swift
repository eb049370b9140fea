import Foundation

/// What `folio import` wrote into an issue folder, kept in `.folio-import.json` (a hidden file,
/// which the build never reads as content): the site it came from, the `issue.yaml` it wrote,
/// and the size and modification time of every file it wrote. Importing again compares the
/// folder with it, so nothing the editor changed is overwritten; the build reads `site` to
/// find the site's configuration (`SiteConfig.siteRoot(forIssue:)`).
package struct ImportRecord: Codable, Equatable, Sendable {
    /// The record's file name in the issue folder.
    package static let fileName = ".folio-import.json"

    /// A written file as the import left it.
    package struct Written: Codable, Equatable, Sendable {
        package var size: Int
        package var modified: Double

        /// Creates a file's state.
        package init(size: Int, modified: Double) {
            self.size = size
            self.modified = modified
        }
    }

    /// The site's root, as an absolute path.
    package var site: String
    /// The generator the site was read as (`SiteKind`'s raw value).
    package var kind: String
    /// The text of the `issue.yaml` written.
    package var settings: String
    /// Every file written, by issue-relative path.
    package var files: [String: Written]

    /// Creates a record.
    package init(site: String, kind: String, settings: String, files: [String: Written]) {
        self.site = site
        self.kind = kind
        self.settings = settings
        self.files = files
    }

    /// The record in `folder`, nil when it has none; an unreadable one throws.
    package static func read(in folder: URL) throws -> ImportRecord? {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try JSONDecoder().decode(ImportRecord.self, from: Data(contentsOf: url))
    }

    /// How the file at `url` is now; nil when there is none.
    package static func state(of url: URL) -> Written? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return Written(size: size.intValue, modified: modified.timeIntervalSince1970)
    }

    /// Whether the file at issue-relative `path` in `folder` is as the import left it.
    package func isUnchanged(_ path: String, in folder: URL) -> Bool {
        guard let written = files[path], let now = Self.state(of: folder.appendingPathComponent(path)) else {
            return false
        }
        return written == now
    }
}
