import Foundation

/// A record the build keeps in its cache as JSON beside the manifest (`build/NAME.json`), for
/// the next build: the fonts' (`FontsRecord`) and the links' (`LinksRecord`). One place reads
/// and writes them all: a record that is missing, unreadable or of another format is not read,
/// and a record is written after the manifest, atomically, a failure leaving the old one (which
/// at worst makes the next build do again what the record would have spared it).
protocol JSONCacheRecord: Codable {
    /// A new, empty record, whose `format` is the one this build writes.
    init()
    /// The record's format; a record of another is not read.
    var format: String { get }
    /// The record's file in the cache folder (`build/fonts.json`).
    static var pathInCache: String { get }
}

extension JSONCacheRecord {
    /// Where the record lives in the cache folder `cache`.
    static func url(in cache: URL) -> URL { cache.appendingPathComponent(pathInCache) }

    /// The record in `cache`, or nil (none, unreadable or of another format).
    static func stored(in cache: URL?) -> Self? {
        guard let cache, let data = try? Data(contentsOf: url(in: cache)),
            let record = try? JSONDecoder().decode(Self.self, from: data), record.format == Self().format
        else { return nil }
        return record
    }

    /// Writes the record into `cache`, with its keys sorted.
    func write(to cache: URL) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { return }
        var staged = StagedWrites(step: PipelineStep.saveCache.name)
        do {
            try staged.write(data, to: Self.url(in: cache))
            try staged.commit()
        } catch {
            staged.discard()
        }
    }
}
