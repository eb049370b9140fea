import FolioCache
import FolioHashing
import FolioText
import Foundation

/// What the build cache keeps about the fonts (`build/fonts` beside the manifest): the
/// fingerprint of the fonts the cached pages were measured with, each content file's
/// characters per language (keyed by its content hash), so that a warm build finds the issue's
/// fonts without reading unchanged files again, and the characters (every file's
/// merged), so that a rebuild whose files' characters did not change does not merge them again.
struct FontsRecord: FileRecord, Sendable, Equatable {
    /// One content file's characters.
    struct File: Sendable, Equatable, BinaryRecordValue {
        /// The file's content hash (`FileFingerprint.hash`) when its characters were taken.
        var hash: String
        /// Language, role, bold ("1" or "0"), italic ("1" or "0") and distinct characters, in
        /// order of first use.
        var texts: [[String]]
        /// The XXH64 of `texts`: equal digests, equal characters in the same order.
        var digest: String

        /// The record of `inventory` for a file of content hash `hash`.
        init(hash: UInt64, inventory: CharacterInventory) {
            self.init(hash: String(hash), inventory: inventory)
        }

        /// The record of `inventory` under `hash`.
        init(hash: String, inventory: CharacterInventory) {
            self.hash = hash
            texts = inventory.languages.flatMap { language in
                inventory.requests(in: language).map { request in
                    [
                        language, request.role.rawValue, request.bold ? "1" : "0", request.italic ? "1" : "0",
                        inventory.text(of: language, request: request),
                    ]
                }
            }
            digest = XXHash64.hex(
                XXHash64.hash(Data(texts.map { $0.joined(separator: "\u{0}") }.joined(separator: "\u{1}").utf8)))
        }

        /// A file's record as `write(to:)` wrote it.
        init(from reader: inout BinaryReader) throws {
            hash = try reader.string()
            texts = try reader.array { try $0.array { try $0.string() } }
            digest = try reader.string()
        }

        /// Writes the file's record.
        func write(to writer: inout BinaryWriter) {
            writer.string(hash)
            writer.array(texts) { writer, entry in writer.array(entry) { $0.string($1) } }
            writer.string(digest)
        }

        /// Whether every entry is one `inventory` reads (then it is not nil).
        var isWellFormed: Bool {
            texts.allSatisfy { $0.count == 5 && FaceRequest.Role(rawValue: $0[1]) != nil }
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
    /// The characters: its own (title, cover) and every file's, merged in the issue's
    /// order; its `hash` is the key of what was merged (`BuildState.findFonts`).
    var merged: File?

    /// The format and its version; a record of another is not read.
    static let magic = "folio-fonts-record-4\n"
    /// A damaged record means every file is read, and its pages measured, again.
    static let damage = CacheDamage.Kind.fontsRecord
    /// Kept at `build/fonts` in the cache (written after the manifest: a record never says
    /// pages were measured with fonts they were not).
    static let pathInCache = "build/fonts"
    /// Where Folio 0.x kept it as JSON.
    static let formerPathInCache = "build/fonts.json"

    /// An empty record.
    init() {}

    /// The record as `write(to:)` wrote it: `FileRecord`'s form, then the merged characters.
    init(from reader: inout BinaryReader) throws {
        self.init()
        try readFingerprintAndFiles(from: &reader)
        merged = try reader.int() == 1 ? try File(from: &reader) : nil
    }

    /// Writes the record: `FileRecord`'s form, then the merged characters.
    func write(to writer: inout BinaryWriter) {
        writeFingerprintAndFiles(to: &writer)
        writer.int(merged == nil ? 0 : 1)
        merged?.write(to: &writer)
    }
}
