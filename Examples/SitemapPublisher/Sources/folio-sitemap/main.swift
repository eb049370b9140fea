import FolioCLI
import FolioStockPlugins
import Foundation
import SitemapPublisher

// The stock `folio` and one more publisher: the sitemap of the site FOLIO_SITE_URL names.
var registry = StockPlugins.registry
registry.register(SitemapPublisher(site: ProcessInfo.processInfo.environment["FOLIO_SITE_URL"]))
await FolioCLI.main(registry: registry)
