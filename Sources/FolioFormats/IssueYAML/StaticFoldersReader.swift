import FolioFrontMatter
import FolioModel
import FolioPluginAPI
import Foundation

/// Reads `static:` of `issue.yaml`: the folders, inside the content folder, that make the
/// issue's site root with it (`static: [static, .]`, or one folder as `static: static`), where
/// a path that starts with `/` is looked for (`ContentFolder.staticFolders`).
enum StaticFoldersReader {
    /// The folders `static:` names, each checked: a path that leaves the content folder (`/x`,
    /// `~/x`, `..`) is an error at its line and column; one that names no folder is a warning.
    static func read(in yaml: YAMLMapping, file: ContentFile, diagnostics: inout [Diagnostic]) -> [String] {
        let entries: [(text: String, location: SourceLocation)]
        switch yaml.locatedStrings("static") {
        case .success(let list): entries = list ?? []
        case .failure(let listError):
            guard case .success(let single?) = yaml.string("static") else {
                diagnostics.append(listError)
                return []
            }
            entries = [(single, yaml.location(ofValue: "static"))]
        }
        let base = file.url.deletingLastPathComponent()
        var folders: [String] = []
        for (text, location) in entries {
            let parts = text.split(separator: "/", omittingEmptySubsequences: true)
            guard !text.hasPrefix("/"), !text.hasPrefix("~"), !parts.contains("..") else {
                diagnostics.append(
                    .error(
                        "static: '\(text)' leaves the content folder; name a folder inside it (static, assets, .)",
                        at: location))
                continue
            }
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(
                atPath: base.appendingPathComponent(text).path, isDirectory: &isDirectory)
            if !exists || !isDirectory.boolValue {
                diagnostics.append(.warning("static: no folder '\(text)' in the content folder", at: location))
            }
            folders.append(text)
        }
        return folders
    }
}
