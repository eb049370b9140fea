import FolioCLI
import FolioStockPlugins
import HTMLConformance

/// `folio-conformance`: the stock `folio` with every conformance driver, the html sink's too,
/// which drives a headless Chromium through chromedriver and so is not shipped in `folio`.
/// `folio-conformance conformance SCENARIOS --sink html` plays scenarios in the browser.
let drivers = StockPlugins.conformanceDrivers.adding("html") { HTMLConformanceDriver() }
await FolioCLI.$conformanceDrivers.withValue(drivers) {
    await FolioCLI.main(registry: StockPlugins.registry)
}
