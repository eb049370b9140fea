import FolioCLI
import FolioStockPlugins

/// The stock `folio` executable: the stock plugins and their conformance drivers (the html
/// sink's is played by `folio-conformance`), then the command line.
let drivers = StockPlugins.conformanceDrivers.playedElsewhere("html", by: "folio-conformance")
await FolioCLI.$conformanceDrivers.withValue(drivers) {
    await FolioCLI.main(registry: StockPlugins.registry)
}
