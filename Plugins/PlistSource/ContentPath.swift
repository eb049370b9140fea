/// Splits content-relative paths (`/`-separated) without `NSString`.
///
/// swift-corelibs-foundation's `NSString.deletingLastPathComponent` traps on a one-character
/// string (`"x"`), and image names come from the file, so these helpers do it by hand.
enum ContentPath {
    /// Everything before the last `/`, or `""` when there is none (`a/b/c.jpg` → `a/b`).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// Everything after the last `/` (`a/b/c.jpg` → `c.jpg`).
    static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
