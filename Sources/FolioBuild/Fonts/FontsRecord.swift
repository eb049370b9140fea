import FolioCache
import FolioText
import Foundation

/// What the build cache keeps about the fonts (`build/fonts` beside the manifest): the
/// fingerprint of the fonts the cached pages were measured with, and each content file's
/// characters per language (keyed by its content hash), so that a warm build finds the issue's
/// fonts without reading unchanged files again.
struct FontsRecord: FileRecord, Sendable, Equatable {
    /// One content file's characters.
    struct File: Sendable, Equatable, BinaryRecordValue {
        /// The file's content hash (`FileFingerprint.hash`) when its characters were taken.
        var hash: String
        /// Language, role, bold ("1" or "0"), italic ("1" or "0") and distinct characters, in
        /// order of first use.
        var texts: [[String]]

        /// The record of `inventory` for a file of content hash `hash`.
        init(hash: UInt64, inventory: CharacterInventory) {
            self.hash = String(hash)
            texts = inventory.languages.flatMap { language in
                inventory.requests(in: language).map { request in
                    [
                        language, request.role.rawValue, request.bold ? "1" : "0", request.italic ? "1" : "0",
                        inventory.text(of: language, request: request),
                    ]
                }
            }
        }

        /// A file's record as `write(to:)` wrote it.
        init(from reader: inout BinaryReader) throws {
            hash = try reader.string()
            texts = try reader.array { try $0.array { try $0.string() } }
        }

        /// Writes the file's record.
        func write(to writer: inout BinaryWriter) {
            writer.string(hash)
            writer.array(texts) { writer, entry in writer.array(entry) { $0.string($1) } }
        }

        /// The characters recorded (nil when the record is not one this build wrote).
        var inventory: CharacterInventory? {
            var inventory = CharacterInventory()
            for entry in texts {
                guard entry.count == 5, let role = FaceRequest.Role(rawValue: entry[1]) else { return nil }
                let request = FaceRequest(role: role, bold: entry[2] == "1", italic: entry[3] == "1")
                inventory.add(entry[4], language: entry[0], request: request)
            }
            return inventory
        }
    }

    /// The fonts' fingerprint when the pages of the manifest beside were measured.
    var fingerprint = ""
    /// Per content-relative path.
    var files: [String: File] = [:]

    /// The format and its version; a record of another is not read.
    static let magic = "folio-fonts-record-3\n"
    /// A damaged record means every file is read, and its pages measured, again.
    static let damage = CacheDamage.Kind.fontsRecord
    /// Kept at `build/fonts` in the cache (written after the manifest: a record never says
    /// pages were measured with fonts they were not).
    static let pathInCache = "build/fonts"
    /// Where Folio 0.x kept it as JSON.
    static let formerPathInCache = "build/fonts.json"

    /// An empty record.
    init() {}
}
