import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Lists a folder tree with `readdir`, taking each entry's type from the directory itself:
/// several times faster than `FileManager`'s enumerator, which stats every file, on a content
/// folder of 10,000 articles. Hidden entries are left out and linked folders are not entered.
enum FolderWalk {
    /// One listed file: its path below the root and whether it is a symbolic link.
    struct Entry {
        var relativePath: String
        var isSymbolicLink: Bool
    }

    /// Every regular file and every link to a file below `root`, unsorted.
    static func files(below root: String) -> [Entry] {
        var entries: [Entry] = []
        walk(root, relative: "", into: &entries)
        return entries
    }

    private static func walk(_ path: String, relative: String, into entries: inout [Entry]) {
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard !name.hasPrefix(".") else { continue }
            let childPath = path + "/" + name
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var info = stat()
                guard lstat(childPath, &info) == 0 else { continue }
                type = Self.type(of: info.st_mode)
            }
            switch type {
            case Int32(DT_DIR):
                walk(childPath, relative: childRelative, into: &entries)
            case Int32(DT_REG):
                entries.append(Entry(relativePath: childRelative, isSymbolicLink: false))
            case Int32(DT_LNK):
                var info = stat()
                let isFolder = stat(childPath, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
                if !isFolder { entries.append(Entry(relativePath: childRelative, isSymbolicLink: true)) }
            default:
                continue
            }
        }
    }

    private static func type(of mode: mode_t) -> Int32 {
        switch mode & S_IFMT {
        case S_IFDIR: Int32(DT_DIR)
        case S_IFREG: Int32(DT_REG)
        case S_IFLNK: Int32(DT_LNK)
        default: Int32(DT_UNKNOWN)
        }
    }
}
