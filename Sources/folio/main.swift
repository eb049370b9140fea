import FolioCLI
import FolioCore
import HTMLSink
import JSONSink
import MarkdownSource
import PlistSource
import TerminalSink

/// The stock `folio` executable: the built-in plugins and their conformance drivers, then the
/// command line.
let registry = PluginRegistry(
    sources: [MarkdownSource(), PlistSource()],
    sinks: [JSONSink(), HTMLSink(), TerminalSink()]
)
let drivers = ConformanceDriverRegistry.standard
    .adding("terminal") { TerminalConformanceDriver() }
    .adding("html") { HTMLConformanceDriver() }
await FolioCLI.$conformanceDrivers.withValue(drivers) {
    await FolioCLI.main(registry: registry)
}
