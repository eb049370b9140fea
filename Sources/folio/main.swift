import FolioCLI
import FolioCore
import MarkdownSource
import JSONSink
import PlistSource

/// The stock `folio` executable: the built-in plugins, then the command line.
let registry = PluginRegistry(
    sources: [MarkdownSource(), PlistSource()],
    sinks: [JSONSink()]
)
await FolioCLI.main(registry: registry)
