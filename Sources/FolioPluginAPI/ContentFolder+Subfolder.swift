extension ContentFolder {
    /// Every regular file in the subfolder at `relativeFolder` (a path relative to this folder,
    /// without a trailing slash) and below it, walked as `files()` walks the whole folder
    /// (hidden files, build outputs and linked folders left out), sorted by path; each file's
    /// path is relative to this folder. None when the subfolder is not there. A source finds a
    /// page bundle's own photos with it.
    public func files(inSubfolder relativeFolder: String) -> [ContentFile] {
        FolderWalk.files(below: root.appendingPathComponent(relativeFolder).path)
            .map { file(atRelativePath: relativeFolder + "/" + $0.relativePath) }
            .sorted()
    }
}
