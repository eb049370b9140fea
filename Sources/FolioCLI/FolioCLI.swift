import ArgumentParser
import FolioPluginAPI

/// Runs the `folio` command line with a set of plugins.
///
/// The stock executable calls this with the built-in sources, publishers and previewer; a
/// third party that writes its own plugins ships an executable that registers them too and
/// calls this.
public enum FolioCLI {
    /// The plugins the running command uses.
    @TaskLocal public static var registry = PluginRegistry()

    /// Parses the process's arguments and runs the matching command with `registry`.
    public static func main(registry: PluginRegistry) async {
        await $registry.withValue(registry) {
            await FolioCommand.main()
        }
    }
}
