import FolioCLI
import FolioCore
import MarkdownSource
import PlistSource

/// The stock `folio` executable: the built-in plugins, then the command line.
let registry = PluginRegistry(
    sources: [MarkdownSource(), PlistSource()],
    sinks: []
)
await FolioCLI.main(registry: registry)
