import ArgumentParser
import FolioCore
import Foundation

/// `folio plugins`: lists the installed sources and sinks.
struct PluginsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plugins",
        abstract: "List the installed source and sink plugins."
    )

    func run() async throws {
        let registry = FolioCLI.registry
        let width = (registry.sources.map(\.name) + registry.sinks.map(\.name)).map(\.count).max() ?? 0
        for source in registry.sources {
            Console.out(
                "source  \(source.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(source.summary)")
        }
        for sink in registry.sinks {
            let mode = sink.publishes ? "" : " (not run by default)"
            Console.out(
                "sink    \(sink.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(sink.summary)\(mode)")
        }
    }
}
