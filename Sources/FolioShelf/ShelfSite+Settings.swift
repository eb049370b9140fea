import FolioFormats
import FolioPluginAPI

extension ShelfSite {
    /// The shelf of `issues` (newest first) with `settings` from `shelf.yaml`;
    /// `folderName` is the title when the settings name none.
    package init(settings: ShelfSettings, folderName: String, issues: [ShelfIssue]) {
        self.init(
            title: settings.title ?? folderName, baseURL: settings.baseURL, author: settings.author, issues: issues)
    }
}
