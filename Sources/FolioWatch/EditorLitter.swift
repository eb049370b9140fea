/// File names that editors and tools write beside the files they save, which never change
/// an issue: a change to one alone starts no rebuild.
///
/// Vim's swap files (`.name.swp`, `.swo`, `.swx`, …) and its write test `4913`, backups
/// ending in `~`, Emacs's lock and autosave files (`.#name`, `#name#`), and the files a
/// desktop leaves (`.DS_Store`).
package enum EditorLitter {
    /// Whether a file called `name` (the last path component) is editor litter.
    package static func isLitter(_ name: String) -> Bool {
        if name.isEmpty || name == "4913" || name == ".DS_Store" { return true }
        if name.hasSuffix("~") || name.hasPrefix(".#") { return true }
        if name.count > 1, name.hasPrefix("#"), name.hasSuffix("#") { return true }
        // Vim names its swap files .NAME.swp, then .swo, .swn, ... down to .saa.
        if name.hasPrefix("."), let dot = name.lastIndex(of: "."), dot != name.startIndex {
            let ext = name[name.index(after: dot)...]
            if ext.count == 3, ext.first == "s", ext.allSatisfy({ $0.isASCII && $0.isLowercase }) { return true }
        }
        return false
    }
}
