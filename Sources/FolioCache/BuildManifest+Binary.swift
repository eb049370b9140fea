import FolioPluginAPI
import FolioSearch
import Foundation

extension BuildManifest: SealedCacheRecord {
    /// The format and its version; a manifest of another version is not read.
    package static let magic = "folio-build-manifest-8\n"
    /// A damaged manifest means every content file is read again.
    package static let damage = CacheDamage.Kind.manifest

    /// Writes the manifest's binary form.
    package func write(to writer: inout BinaryWriter) {
        writer.string(identity)
        writer.dictionary(files) { writer, record in record.write(to: &writer) }
        writer.dictionary(usedFiles) { writer, fingerprint in fingerprint.write(to: &writer) }
        writer.dictionary(articleFiles) { writer, sink in writer.dictionary(sink) { $0.string($1) } }
        writer.dictionary(outputFolders) { $0.string($1) }
        writer.dictionary(outputFiles) { writer, sink in
            writer.dictionary(sink) { writer, fingerprint in fingerprint.write(to: &writer) }
        }
    }

    /// The manifest as `write(to:)` wrote it.
    package init(from reader: inout BinaryReader) throws {
        self.init(identity: try reader.string())
        files = try reader.dictionary { try FileRecord(from: &$0) }
        usedFiles = try reader.dictionary { try FileFingerprint(from: &$0) }
        articleFiles = try reader.dictionary { try $0.dictionary { try $0.string() } }
        outputFolders = try reader.dictionary { try $0.string() }
        outputFiles = try reader.dictionary { try $0.dictionary { try FileFingerprint(from: &$0) } }
    }
}

extension BuildManifest.FileRecord {
    func write(to writer: inout BinaryWriter) {
        fingerprint.write(to: &writer)
        writer.string(source)
        writer.array(diagnostics) { writer, diagnostic in
            writer.string(diagnostic.severity.rawValue)
            writer.string(diagnostic.message)
            writer.optional(diagnostic.location) { writer, location in
                writer.string(location.path)
                writer.optional(location.line) { $0.int($1) }
                writer.optional(location.column) { $0.int($1) }
            }
        }
        writer.optional(ignoredBecause) { $0.string($1) }
        writer.array(usedFiles.sorted { $0.key < $1.key }) { writer, pair in
            writer.string(pair.key)
            writer.unsigned(pair.value)
        }
        writer.array(articles) { $1.write(to: &$0) }
    }

    init(from reader: inout BinaryReader) throws {
        fingerprint = try FileFingerprint(from: &reader)
        source = try reader.string()
        diagnostics = try reader.array { reader in
            guard let severity = Diagnostic.Severity(rawValue: try reader.string()) else {
                throw BinaryReader.Malformed()
            }
            let message = try reader.string()
            let location = try reader.optional { reader in
                SourceLocation(
                    path: try reader.string(), line: try reader.optional { try $0.int() },
                    column: try reader.optional { try $0.int() })
            }
            return Diagnostic(severity, message, at: location)
        }
        ignoredBecause = try reader.optional { try $0.string() }
        usedFiles = Dictionary(try reader.array { (try $0.string(), try $0.unsigned()) }, uniquingKeysWith: { $1 })
        articles = try reader.array { try ArticleDigest(from: &$0) }
    }
}

extension ArticleDigest {
    func write(to writer: inout BinaryWriter) {
        header.write(to: &writer)
        writer.array(photos) { $1.write(to: &$0) }
        writer.array(geometries) { writer, pages in
            writer.int(pages.pageCount)
            writer.array(pages.zoomablePages) { $0.int($1) }
        }
        writer.int(Int(elements.rawValue))
        writer.int(words.geometryCount)
        writer.array(words.stems) { $0.string($1) }
        writer.array(words.blocks) { $0.int(Int($1)) }
        writer.array(words.pages) { $0.int(Int($1)) }
    }

    init(from reader: inout BinaryReader) throws {
        let header = try ArticleHeader(from: &reader)
        let photos = try reader.array { try Photo(from: &$0) }
        let geometries = try reader.array { reader in
            let pageCount = try reader.int()
            let zoomablePages = try reader.array { try $0.int() }
            guard pageCount >= 0, zoomablePages.allSatisfy({ (0..<pageCount).contains($0) }) else {
                throw BinaryReader.Malformed()
            }
            return Pages(pageCount: pageCount, zoomablePages: zoomablePages)
        }
        let elements = try reader.int()
        guard (0...Int(UInt8.max)).contains(elements) else { throw BinaryReader.Malformed() }
        let geometryCount = try reader.int()
        let stems = try reader.array { try $0.string() }
        let blocks = try reader.array { reader in
            let block = try reader.int()
            guard (-1...Int(Int32.max)).contains(block) else { throw BinaryReader.Malformed() }
            return Int32(block)
        }
        let pages = try reader.array { reader in
            let page = try reader.int()
            guard (0...Int(UInt16.max)).contains(page) else { throw BinaryReader.Malformed() }
            return UInt16(page)
        }
        // A digest of one geometry's pages keeps no words (ArticleDigest(_:pages:)).
        guard geometryCount == geometries.count || stems.isEmpty,
            let words = ArticleWords(stems: stems, blocks: blocks, pages: pages, geometryCount: geometryCount)
        else { throw BinaryReader.Malformed() }
        self.init(
            header: header, photos: photos, geometries: geometries, elements: BlockElements(rawValue: UInt8(elements)),
            words: words)
    }
}

extension ArticleHeader {
    /// Writes the header's fields in declaration order, as every manifest of this version has.
    func write(to writer: inout BinaryWriter) {
        writer.string(id)
        writer.string(title)
        writer.optional(author) { $0.string($1) }
        writer.optional(date) { $0.string($1) }
        writer.optional(summary) { $0.string($1) }
        writer.string(kind.rawValue)
        writer.optional(cover) { $1.write(to: &$0) }
        writer.optional(order) { $0.int($1) }
        writer.string(sourcePath)
        writer.optional(language) { $0.string($1) }
        writer.string(direction.rawValue)
    }

    init(from reader: inout BinaryReader) throws {
        let id = try reader.string()
        let title = try reader.string()
        let author = try reader.optional { try $0.string() }
        let date = try reader.optional { try $0.string() }
        let summary = try reader.optional { try $0.string() }
        guard let kind = ArticleKind(rawValue: try reader.string()) else { throw BinaryReader.Malformed() }
        let cover = try reader.optional { try Photo(from: &$0) }
        let order = try reader.optional { try $0.int() }
        let sourcePath = try reader.string()
        let language = try reader.optional { try $0.string() }
        guard let direction = WritingDirection(rawValue: try reader.string()) else { throw BinaryReader.Malformed() }
        self.init(
            id: id, title: title, author: author, date: date, summary: summary, kind: kind, cover: cover, order: order,
            sourcePath: sourcePath, language: language, direction: direction)
    }
}

extension Photo {
    func write(to writer: inout BinaryWriter) {
        writer.string(path)
        writer.int(width)
        writer.int(height)
        writer.optional(caption) { $0.string($1) }
        writer.optional(alt) { $0.string($1) }
        writer.optional(link) { $0.string($1) }
    }

    init(from reader: inout BinaryReader) throws {
        self.init(
            path: try reader.string(), width: try reader.int(), height: try reader.int(),
            caption: try reader.optional { try $0.string() }, alt: try reader.optional { try $0.string() },
            link: try reader.optional { try $0.string() })
    }
}
