import EPUBSink
import FolioConformance
import FolioPluginAPI
import HTMLSink
import JSONSink
import MarkdownSource
import PDFSink
import PlistSource
import TerminalSink

/// The plugins the stock `folio` ships, decided here once: `folio`, `folio-conformance` and a
/// third party's own `folio` (which adds its plugins to `registry`) all start from them.
public enum StockPlugins {
    /// The Markdown and property-list sources, the JSON, HTML, PDF and EPUB publishers (the PDF
    /// and EPUB only when named), the terminal previewer, and the PDF sink's drawing of pages
    /// into pixels (the shelf's covers and the EPUB's cover image).
    public static var registry: PluginRegistry {
        PluginRegistry(
            sources: [MarkdownSource(), PlistSource()],
            publishers: [JSONSink(), HTMLSink(), PDFSink(), EPUBSink(rasterizer: CairoRasterizer())],
            previewers: [TerminalSink()],
            rasterizer: CairoRasterizer()
        )
    }

    /// The conformance drivers every stock executable has: the rules engine's own (`core`) and
    /// the terminal previewer's. The html sink's drives a browser and is added by
    /// `folio-conformance` alone.
    package static var conformanceDrivers: ConformanceDriverRegistry {
        ConformanceDriverRegistry.standard.adding("terminal") { TerminalConformanceDriver() }
    }
}
