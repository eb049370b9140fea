import FolioFormats
import Foundation

/// The Markdown files of a site that `folio import` may take as articles: every one below the
/// chosen sections (`--section`), or below the site's content folders when none is chosen.
/// Section list pages (`_index.md`, Hugo's and Zola's) are not articles; dot folders, the
/// site's build output and its dependencies are never entered.
struct ImportCandidates {
    /// The site-relative paths found, sorted.
    var paths: [String]
    /// How many section list pages (`_index.md`) were left out.
    var sectionPages: Int

    /// Folders that hold a site's dependencies, never its articles, wherever they are.
    static let dependencyFolders: Set<String> = ["node_modules", "vendor"]
    /// Folders at a site's root that hold its build output or caches.
    static let outputFolders = dependencyFolders.union(["_site", "public", "resources", "target", "dist"])

    /// Why a section named on the command line cannot be found.
    struct UnknownSection: Error, CustomStringConvertible {
        var section: String
        var available: [String]
        var description: String {
            let list = available.isEmpty ? "it has none" : "its sections are: " + available.joined(separator: ", ")
            return "the site has no section '\(section)'; \(list)"
        }
    }

    /// The candidates of `site` below `sections` (all content folders when empty).
    static func find(in site: SiteConfig, sections: [String]) throws -> ImportCandidates {
        var folders: [String] = []
        for section in sections {
            guard let folder = folder(of: section, in: site) else {
                throw UnknownSection(section: section, available: available(in: site))
            }
            folders.append(folder)
        }
        if sections.isEmpty {
            folders = site.contentFolders.filter { isFolder($0, in: site) }
            if folders.isEmpty { folders = [""] }
        }
        var found = Set<String>()
        var sectionPages = 0
        for folder in folders {
            for path in markdownFiles(below: folder, in: site) {
                if ((path as NSString).lastPathComponent as NSString).deletingPathExtension == "_index" {
                    sectionPages += 1
                } else {
                    found.insert(path)
                }
            }
        }
        return ImportCandidates(paths: found.sorted(), sectionPages: sectionPages)
    }

    /// The site-relative folder `section` names: a folder of a content folder (`getting-started`
    /// in Hugo's `content/en`), a Jekyll collection by name with or without its underscore
    /// (`articles`, `_articles`), or a folder of the site's root.
    static func folder(of section: String, in site: SiteConfig) -> String? {
        let trimmed = section.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
        if trimmed.isEmpty { return "" }
        var tries: [String] = []
        for content in site.contentFolders where !content.isEmpty {
            tries.append(content + "/" + trimmed)
            if site.kind == .jekyll, ("_" + trimmed) == (content as NSString).lastPathComponent {
                tries.append(content)
            }
        }
        tries.append(trimmed)
        return tries.first { isFolder($0, in: site) && ImportReferenceResolver.normalized($0) == $0 }
    }

    /// The sections a user may name: the folders in the content folders (Jekyll: the
    /// collections that exist).
    static func available(in site: SiteConfig) -> [String] {
        if site.kind == .jekyll {
            return site.contentFolders.filter { isFolder($0, in: site) }
        }
        var names: [String] = []
        for content in site.contentFolders {
            let url = site.root.appendingPathComponent(content)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            names += entries.filter {
                !$0.hasPrefix(".") && isFolder(content.isEmpty ? $0 : content + "/" + $0, in: site)
            }
        }
        return Array(Set(names)).sorted()
    }

    private static func isFolder(_ path: String, in site: SiteConfig) -> Bool {
        var isFolder: ObjCBool = false
        let url = path.isEmpty ? site.root : site.root.appendingPathComponent(path)
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// The Markdown files below `folder`, site-relative, leaving out what the site excludes.
    private static func markdownFiles(below folder: String, in site: SiteConfig) -> [String] {
        let excluded = Set(site.excluded.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 })
        var files: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            let url = current.isEmpty ? site.root : site.root.appendingPathComponent(current)
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in entries where !name.hasPrefix(".") {
                let path = current.isEmpty ? name : current + "/" + name
                guard !excluded.contains(path) else { continue }
                var isFolder: ObjCBool = false
                guard
                    FileManager.default.fileExists(
                        atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
                else { continue }
                if isFolder.boolValue {
                    if !(current.isEmpty ? outputFolders : dependencyFolders).contains(name) { pending.append(path) }
                } else if ImportLayout.markdownExtensions.contains((name as NSString).pathExtension.lowercased()) {
                    files.append(path)
                }
            }
        }
        return files
    }
}
