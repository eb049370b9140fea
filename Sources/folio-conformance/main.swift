import FolioCLI
import FolioPluginAPI
import HTMLConformance
import HTMLSink
import JSONSink
import MarkdownSource
import PlistSource
import TerminalSink

/// `folio-conformance`: the stock `folio` with every conformance driver, the html sink's too,
/// which drives a headless Chromium through chromedriver and so is not shipped in `folio`.
/// `folio-conformance conformance SCENARIOS --sink html` plays scenarios in the browser.
let registry = PluginRegistry(
    sources: [MarkdownSource(), PlistSource()],
    publishers: [JSONSink(), HTMLSink()],
    previewers: [TerminalSink()]
)
let drivers = ConformanceDriverRegistry.standard
    .adding("terminal") { TerminalConformanceDriver() }
    .adding("html") { HTMLConformanceDriver() }
await FolioCLI.$conformanceDrivers.withValue(drivers) {
    await FolioCLI.main(registry: registry)
}
