import ArgumentParser
import FolioBuildInfo

/// `folio`: the root command.
struct FolioCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "folio",
        abstract: "Build magazine issues from a content folder.",
        discussion: """
            Articles come from Markdown files and photo galleries from property lists; Folio \
            paginates them into a strip of articles, each a column of pages, and publishes the \
            issue with its sinks.
            """,
        version: BuildInfo.version,
        subcommands: [
            BuildCommand.self, PaginateCommand.self, ConformanceCommand.self, PreviewCommand.self, ServeCommand.self,
            PluginsCommand.self, NewCommand.self, ImportCommand.self, SearchCommand.self,
        ],
        defaultSubcommand: nil
    )
}
