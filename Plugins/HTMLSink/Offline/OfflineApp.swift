import FolioPluginAPI
import Foundation

/// What makes a published issue or shelf an installable web app that reads offline, beside the
/// files the sink writes for it: the manifest (`WebAppManifest`), its icon (`WebAppIcon`) and
/// the service worker's list of files (`OfflineFiles`). The worker and the script that registers
/// it (`folio-worker.js`, `folio-offline.js`) are web assets, the same for every issue.
enum OfflineApp {
    /// The files that make the issue of `index`, whose own files are `files`, read offline.
    static func files(for index: IssueIndex, besides files: [OutputFile]) throws -> [OutputFile] {
        let theme = PageTheme.light(index.theme)
        let name = index.number.map { "\(index.title), No. \($0)" } ?? index.title
        let manifest = WebAppManifest(
            name: name, shortName: index.title, description: index.subtitle, language: index.language,
            direction: index.direction, theme: theme)
        let app = try appFiles(manifest, icon: WebAppIcon(title: index.title, theme: theme))
        let list = OfflineFiles(issue: index, files: files + app)
        return app + [OutputFile(path: WebAssets.offlineFiles, data: try list.data())]
    }

    /// The files that make `shelf`, whose own files are `files`, read offline, and the scripts
    /// its page asks for.
    static func files(for shelf: ShelfSite, besides files: [OutputFile]) throws -> [OutputFile] {
        let theme = PageTheme.light(ThemeSettings())
        let icon = WebAppIcon(title: shelf.title, theme: theme)
        let manifest = WebAppManifest(
            name: shelf.title, shortName: shelf.title, description: nil, language: shelf.language,
            direction: nil, theme: theme)
        let scripts = WebAssets.files().filter { [WebAssets.offlineScript, WebAssets.workerScript].contains($0.path) }
        let app = try appFiles(manifest, icon: icon) + scripts.map { OutputFile(path: $0.path, data: $0.data) }
        let list = OfflineFiles(shelf: shelf, files: files + app)
        return app + [OutputFile(path: WebAssets.offlineFiles, data: try list.data())]
    }

    private static func appFiles(_ manifest: WebAppManifest, icon: WebAppIcon) throws -> [OutputFile] {
        [
            OutputFile(path: WebAppManifest.path, data: try manifest.data()),
            OutputFile(path: WebAppIcon.path, data: Data(icon.svg.utf8)),
        ]
    }
}
