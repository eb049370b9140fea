import FolioBuild
import FolioModel
import FolioOutput
import FolioPluginAPI
import Foundation

extension ShelfStep {
    /// The name of the shelf's last step (`ShelfStep.check`).
    package static let checkName = "check"

    /// Removes the output folders, drawn covers and records of issues that left the shelf
    /// since the last build.
    package static let removeLeftovers = ShelfStep("remove leftovers") { context throws(FolioError) in
        let slugs = Set(context.shelf.issues.map(\.slug))
        for slug in context.record.issues.keys.sorted() where !slugs.contains(slug) {
            for target in context.targets {
                for path in [slug, ShelfIssue.drawnCoverPath(of: slug)] {
                    let item = target.folder.appendingPathComponent(path)
                    guard FileManager.default.fileExists(atPath: item.path) else { continue }
                    do {
                        try FileManager.default.removeItem(at: item)
                    } catch {
                        throw FolioError(step: "remove leftovers", "\(error)")
                    }
                }
            }
            context.record.issues[slug] = nil
        }
    }

    /// Saves the shelf record into the cache, for the next build.
    package static let saveRecord = ShelfStep("save record") { context throws(FolioError) in
        do {
            try context.record.save(to: context.cache)
        } catch {
            throw (error as? FolioError) ?? FolioError(step: "save record", "\(error)")
        }
    }

    /// Writes the shelf's documents of `target`'s publisher into its folder, when it publishes
    /// shelves (`ShelfPublisher`); nil when it does not.
    package static func publishShelf(_ target: PublishTarget) -> ShelfStep? {
        guard let publisher = target.publisher as? any ShelfPublisher else { return nil }
        let name = "publish shelf \(target.publisher.name)"
        return ShelfStep(name) { context throws(FolioError) in
            do {
                for file in try publisher.shelfFiles(for: context.site) {
                    try OutputFolder.update(file, in: target.folder)
                }
            } catch {
                throw (error as? FolioError) ?? FolioError(step: name, "\(error)")
            }
        }
    }

    /// The shelf's gate, last: a shelf with an issue that failed fails here, every other
    /// issue and the shelf's documents written; the error says which.
    package static let check = ShelfStep(checkName) { context throws(FolioError) in
        guard !context.failed.isEmpty else { return }
        let count = context.failed.count
        throw FolioError(
            step: checkName,
            "shelf build failed: \(count) issue\(count == 1 ? "" : "s") did not build (\(context.failed.joined(separator: ", "))); each keeps its previous output, the other issues and the shelf's documents are written"
        )
    }
}
