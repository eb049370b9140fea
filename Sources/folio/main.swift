import FolioCLI
import FolioCore
import HTMLSink
import MarkdownSource
import JSONSink
import PlistSource

/// The stock `folio` executable: the built-in plugins, then the command line.
let registry = PluginRegistry(
    sources: [MarkdownSource(), PlistSource()],
    sinks: [JSONSink(), HTMLSink()]
)
await FolioCLI.$conformanceDrivers.withValue(.standard.adding("html") { HTMLConformanceDriver() }) {
    await FolioCLI.main(registry: registry)
}
