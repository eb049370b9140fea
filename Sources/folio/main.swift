import FolioCLI
import FolioPluginAPI
import HTMLSink
import JSONSink
import MarkdownSource
import PlistSource
import TerminalSink

/// The stock `folio` executable: the built-in plugins and their conformance drivers, then the
/// command line.
let registry = PluginRegistry(
    sources: [MarkdownSource(), PlistSource()],
    publishers: [JSONSink(), HTMLSink()],
    previewers: [TerminalSink()]
)
let drivers = ConformanceDriverRegistry.standard
    .adding("terminal") { TerminalConformanceDriver() }
    .playedElsewhere("html", by: "folio-conformance")
await FolioCLI.$conformanceDrivers.withValue(drivers) {
    await FolioCLI.main(registry: registry)
}
