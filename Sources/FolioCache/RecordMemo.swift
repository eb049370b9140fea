import Synchronization

/// The cache records this process last read or wrote, each with its file's checksum (the XXH64
/// that seals it, `SealedBytes`): a file read again whose seal holds and whose checksum is the
/// same holds the same record, which is then not decoded again. `folio serve` reads the same
/// manifest and records on every save; a record another process rewrote has another checksum.
enum RecordMemo {
    private struct Entry: Sendable {
        var checksum: UInt64
        var record: any Sendable
    }

    private static let entries = Mutex<[String: Entry]>([:])

    /// The record of type `type` kept for the file at `path` when it was sealed with `checksum`.
    static func record<Record: Sendable>(at path: String, checksum: UInt64, as type: Record.Type) -> Record? {
        entries.withLock { entries in
            guard let entry = entries[path], entry.checksum == checksum else { return nil }
            return entry.record as? Record
        }
    }

    /// Keeps `record`, just read from or written to the file at `path` sealed with `checksum`.
    static func keep(_ record: some Sendable, at path: String, checksum: UInt64) {
        entries.withLock { $0[path] = Entry(checksum: checksum, record: record) }
    }
}
