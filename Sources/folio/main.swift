import FolioCLI
import FolioCore
import MarkdownSource
import JSONSink
import PlistSource
import TerminalSink

/// The stock `folio` executable: the built-in plugins, then the command line.
let registry = PluginRegistry(
    sources: [MarkdownSource(), PlistSource()],
    sinks: [JSONSink(), TerminalSink()]
)
await FolioCLI.$conformanceDrivers.withValue(.standard.adding("terminal") { TerminalConformanceDriver() }) {
    await FolioCLI.main(registry: registry)
}
