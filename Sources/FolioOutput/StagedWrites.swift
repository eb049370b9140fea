import FolioModel
import Foundation

#if canImport(Glibc)
import Glibc
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { Glibc.open(path, flags, mode) }
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(descriptor, bytes, count)
}
#elseif canImport(Darwin)
import Darwin
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { Darwin.open(path, flags, mode) }
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(descriptor, bytes, count)
}
#endif

/// Files written under temporary names beside their final names (`TemporaryName`), then made
/// durable together with one `syncfs` and renamed into place: a final name only ever holds
/// complete bytes, even after a kill or a power cut, and a build pays for one flush per batch
/// instead of one `fsync` per file.
package struct StagedWrites {
    /// One file waiting to be renamed into place.
    package struct Pending {
        /// The temporary name the bytes are written under.
        var temporary: URL
        /// The final name.
        package var target: URL
        /// Whether nothing was at `target` when the file was staged.
        package var isNew: Bool
    }

    /// The step named in errors (`publish json`, a `PipelineStep`).
    let step: String
    /// Whether `commit` flushes the files to disk before renaming them. The cache does not: its
    /// files are verified against their recorded hashes before reuse, so a file a power cut
    /// left empty is made again.
    let durable: Bool
    /// Whether the files go into a staging folder that no reader sees until it is complete and
    /// flushed (`AtomicFolder`): each is then written under its final name at once, with no
    /// temporary name to rename, and `commit` only forgets them.
    package let unseen: Bool
    /// The files staged and not yet renamed into place, in the order staged.
    package private(set) var pending: [Pending] = []
    /// The folders made so far, so that each is made once however many files go into it.
    private var madeFolders: Set<String> = []

    /// Files to be written for the step named `step`, flushed to disk before they are renamed
    /// when `durable`, into a staging folder no reader sees when `unseen`.
    package init(step: String, durable: Bool = true, unseen: Bool = false) {
        self.step = step
        self.durable = durable
        self.unseen = unseen
    }

    /// Writes `data` under a temporary name beside `target`, making its folders.
    package mutating func write(_ data: Data, to target: URL) throws(FolioError) {
        let temporary = try create(for: target)
        let descriptor = try openNew(temporary)
        let written = data.withUnsafeBytes { Self.writeAll(descriptor, $0) }
        try finish(descriptor, temporary: temporary, target: target, ok: written)
    }

    /// Copies the file at `source` under a temporary name beside `target`: a reflink where the
    /// file system can share blocks, the bytes otherwise; never a hard link, so that an edit of
    /// the copy cannot reach the source.
    package mutating func copy(_ source: URL, to target: URL) throws(FolioError) {
        let input = systemOpen(source.path, O_RDONLY | O_CLOEXEC, 0)
        guard input >= 0 else { throw failure("cannot read", source) }
        defer { close(input) }
        let temporary = try create(for: target)
        let descriptor = try openNew(temporary)
        var ok = FileSystemCalls.clone(input, into: descriptor)
        if !ok {
            ok = true
            var buffer = [UInt8](repeating: 0, count: 1 << 20)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count == 0 { break }
                guard count > 0,
                    buffer.withUnsafeBytes({ Self.writeAll(descriptor, UnsafeRawBufferPointer(rebasing: $0[..<count])) }
                    )
                else { ok = false; break }
            }
        }
        try finish(descriptor, temporary: temporary, target: target, ok: ok)
    }

    /// Flushes every staged file to disk and renames each into place, in the order staged.
    /// On a failure the files not yet renamed are removed and the error says which target.
    package mutating func commit() throws(FolioError) {
        guard let first = pending.first else { return }
        if unseen {
            pending = []
            return
        }
        if durable { FileSystemCalls.flush(fileSystemOf: first.target.deletingLastPathComponent()) }
        var folders: Set<URL> = []
        for (index, file) in pending.enumerated() {
            guard rename(file.temporary.path, file.target.path) == 0 else {
                let error = failure("cannot move into place", file.target)
                for rest in pending[index...] { unlink(rest.temporary.path) }
                pending = []
                throw error
            }
            folders.insert(file.target.deletingLastPathComponent())
        }
        if durable { for folder in folders { FileSystemCalls.flush(folder: folder) } }
        pending = []
    }

    /// Removes every staged file that was not renamed into place.
    package mutating func discard() {
        for file in pending { unlink(file.temporary.path) }
        pending = []
    }

    private mutating func create(for target: URL) throws(FolioError) -> URL {
        let folder = target.deletingLastPathComponent()
        if !madeFolders.contains(folder.path) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw FolioError(step: step, "cannot create the folder '\(folder.path)': \(SystemError.words(error))")
            }
            madeFolders.insert(folder.path)
        }
        return unseen ? target : TemporaryName.file(for: target)
    }

    private func openNew(_ temporary: URL) throws(FolioError) -> Int32 {
        let descriptor = systemOpen(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure("cannot write", temporary) }
        return descriptor
    }

    private mutating func finish(_ descriptor: Int32, temporary: URL, target: URL, ok: Bool) throws(FolioError) {
        let savedError = errno
        let closed = close(descriptor) == 0
        guard ok, closed else {
            errno = ok ? errno : savedError
            let error = failure("cannot write", target)
            unlink(temporary.path)
            throw error
        }
        pending.append(
            Pending(temporary: temporary, target: target, isNew: unseen || access(target.path, F_OK) != 0))
    }

    private func failure(_ what: String, _ url: URL) -> FolioError {
        FolioError(step: step, "\(what) '\(url.path)': \(String(cString: strerror(errno)))")
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
