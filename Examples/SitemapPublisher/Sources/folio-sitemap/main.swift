import FolioCLI
import FolioPluginAPI
import Foundation
import HTMLSink
import JSONSink
import MarkdownSource
import PlistSource
import SitemapPublisher
import TerminalSink

// The stock `folio` and one more publisher: the sitemap of the site FOLIO_SITE_URL names.
let registry = PluginRegistry(
    sources: [MarkdownSource(), PlistSource()],
    publishers: [
        JSONSink(), HTMLSink(), SitemapPublisher(site: ProcessInfo.processInfo.environment["FOLIO_SITE_URL"]),
    ],
    previewers: [TerminalSink()]
)
await FolioCLI.main(registry: registry)
