import FolioModel
import Foundation

extension Publication {
    /// Puts the asset stage's files into `folder` and returns their catalog: the first step of
    /// every publishing sink that shows photos. Fails with a clear error, naming `sink`, when
    /// the asset stage has not run.
    public func installAssets(into folder: URL, for sink: String) throws -> AssetCatalog {
        guard let assets else {
            throw FolioError(
                step: "publish \(sink)", "the asset stage has not run; the \(sink) sink needs its photos' files")
        }
        try assets.install(into: folder)
        return assets.catalog
    }
}
