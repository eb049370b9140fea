import ArgumentParser
import FolioPluginAPI
import Foundation

/// `folio plugins`: lists the installed sources, publishers and previewers.
struct PluginsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugins",
        abstract: "List the installed plugins: sources, publishers and previewers."
    )

    func run() async throws {
        let registry = FolioCLI.registry
        let rows =
            registry.sources.map { ("source", $0.name, $0.summary) }
            + registry.publishers.map {
                ("publisher", $0.name, $0.summary + ($0.publishesByDefault ? "" : " (not run by default)"))
            }
            + registry.previewers.map { ("previewer", $0.name, $0.summary) }
        let kindWidth = rows.map(\.0.count).max() ?? 0
        let nameWidth = rows.map(\.1.count).max() ?? 0
        for (kind, name, summary) in rows {
            Console.out(
                "\(kind.padding(toLength: kindWidth, withPad: " ", startingAt: 0))  \(name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(summary)"
            )
        }
    }
}
