import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension ContentFile {
    /// The file's bytes (at most `limit` of them), read so that no symbolic link can lead the
    /// read outside the content folder, even one swapped in while the build runs: the file is
    /// opened first, and the opened file itself, as the kernel names it, must be inside the
    /// folder, or the read is refused. Every read of content goes through here (Markdown,
    /// property lists, asset catalogs, photos).
    ///
    /// (Checking the path before opening it, as `ContentFolder.contains` does, cannot be
    /// enough: a link swapped in between the check and the open escapes it.)
    public func contents(upTo limit: Int? = nil) throws(ContentReadError) -> Data {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard (opened.st_mode & S_IFMT) == S_IFREG else { throw .notAFile }
        guard isInsideFolder(descriptor, opened) else { throw .linksOut }
        let wanted = min(Int(opened.st_size), limit ?? Int.max)
        // One byte more than the file's size, so that reading the end of a file that did not
        // grow needs no larger buffer.
        var data = Data(count: max(wanted, 0) + 1)
        var filled = 0
        while limit.map({ filled < $0 }) ?? true {
            if filled == data.count { data.count += max(4096, data.count) }
            let count = data.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
            if count == 0 { break }
            filled += count
        }
        data.count = min(filled, limit ?? filled)
        return data
    }

    /// The content folder's real path, from this file's URL and relative path.
    private var folderPath: String {
        let path = url.path
        let suffix = "/" + relativePath
        return path.hasSuffix(suffix) ? String(path.dropLast(suffix.count)) : url.deletingLastPathComponent().path
    }

    /// Whether the opened file is inside the content folder. The kernel names the file an open
    /// descriptor refers to (`/proc/self/fd/N`), whatever links were followed to reach it; where
    /// that is not available, the opened file must be the file (same device and inode, not
    /// following a final link) at its path's real location inside the folder.
    private func isInsideFolder(_ descriptor: Int32, _ opened: stat) -> Bool {
        guard let root = Self.realPath(folderPath) else { return false }
        let prefix = root == "/" ? "/" : root + "/"
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/fd/\(descriptor)", &buffer, buffer.count - 1)
        if length > 0 {
            return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self).hasPrefix(
                prefix)
        }
        guard let real = Self.realPath(url.path), real.hasPrefix(prefix) else { return false }
        var there = stat()
        return lstat(real, &there) == 0 && there.st_dev == opened.st_dev && there.st_ino == opened.st_ino
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Why a content file could not be read.
public enum ContentReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The system refused (the reason in its words).
    case unreadable(String)
    /// The path leads, through a symbolic link, to a file outside the content folder.
    case linksOut
    /// The path is not a regular file (a folder, a FIFO, a device).
    case notAFile

    public var description: String {
        switch self {
        case .unreadable(let reason): "cannot read the file: \(reason)"
        case .linksOut:
            "the file is a symbolic link that leads outside the content folder; Folio reads only files inside it"
        case .notAFile: "the path is not a regular file"
        }
    }
}
