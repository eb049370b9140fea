import FolioPluginAPI

/// The content hashes of the other files sources read (photos, asset catalogs), each taken
/// once per build, trusting the last build's hash while a file's stat facts are unchanged.
package struct UsedFileHashes: Sendable {
    /// The content folder the paths are in.
    let folder: ContentFolder
    /// The last build's fingerprints.
    let previous: [String: FileFingerprint]
    /// This build's fingerprints, for the next build.
    package private(set) var fingerprints: [String: FileFingerprint] = [:]
    private var missing: Set<String> = []

    /// The hashes of files in `folder`, trusting `previous` while their stat facts hold.
    package init(folder: ContentFolder, previous: [String: FileFingerprint]) {
        self.folder = folder
        self.previous = previous
    }

    /// The content hash of the file at content path `path`, or `nil` when it cannot be read.
    package mutating func hash(of path: String) -> UInt64? {
        if let known = fingerprints[path] { return known.hash }
        if missing.contains(path) { return nil }
        guard let fingerprint = FileFingerprint.of(folder.file(atRelativePath: path).url, previous: previous[path])
        else {
            missing.insert(path)
            return nil
        }
        fingerprints[path] = fingerprint
        return fingerprint.hash
    }
}
