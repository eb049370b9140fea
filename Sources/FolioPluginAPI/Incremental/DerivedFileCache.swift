import FolioHashing
import Foundation
import Synchronization

/// Bytes a sink derives from other bytes by a slow function whose result depends on those bytes
/// alone (a font subset compressed as WOFF2: Brotli at its best setting, most of a small
/// rebuild), kept between builds in the build cache (`build/derived/`), so that a rebuild whose
/// input is unchanged does not derive them again. A file is named by the hash of its kind and
/// input, and holds the XXH64 of its bytes before them: a torn or damaged file is derived anew,
/// never served. What a build did not ask for is removed when it has published
/// (`removeUnused`), so the folder holds the last build's files. A publisher finds the build's
/// cache in `IssueIndex.derivedFiles`.
public final class DerivedFileCache: Sendable {
    /// The folder the files are kept in.
    public let folder: URL
    private let used = Mutex<Set<String>>([])

    /// The cache kept in `folder` (made when the first file is kept).
    package init(folder: URL) {
        self.folder = folder
    }

    /// The cache of the build cache `cache`.
    package convenience init(buildCache cache: URL) {
        self.init(folder: cache.appendingPathComponent("build/derived"))
    }

    /// What `make` derives from `input`: the kept bytes when `kind` (the function and its
    /// version) derived them from the same input before, else `make(input)`, then kept. A file
    /// that cannot be kept only costs the next build the same work.
    public func bytes(_ kind: String, of input: Data, making make: (Data) throws -> Data) rethrows -> Data {
        var key = Data(kind.utf8)
        key.append(0)
        key.append(input)
        let name = XXHash64.wideHex(key)
        used.withLock { _ = $0.insert(name) }
        let url = folder.appendingPathComponent(name)
        if let kept = try? Data(contentsOf: url), kept.count >= 8 {
            let payload = Data(kept.dropFirst(8))
            if Self.checksum(of: payload) == Data(kept.prefix(8)) { return payload }
        }
        let made = try make(input)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? (Self.checksum(of: made) + made).write(to: url, options: .atomic)
        return made
    }

    /// Removes the kept files no call of `bytes` asked for since this cache was made; a build
    /// that asked for none (one with only other publishers) leaves them.
    package func removeUnused() {
        let used = used.withLock { $0 }
        guard !used.isEmpty, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
            return
        }
        for name in names where !used.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private static func checksum(of bytes: Data) -> Data {
        withUnsafeBytes(of: XXHash64.hash(bytes).littleEndian) { Data($0) }
    }
}
