import CCairo
import FolioPluginAPI
import Foundation

/// A PDF file being drawn with cairo: pages, glyphs, rectangles, photos, tags (structure,
/// links, destinations), the outline, page labels and metadata.
///
/// Lifetime: this object owns the PDF surface and the one cairo_t drawing on it. `finish()`
/// finishes the surface (the file is complete when it returns); deinit destroys the cairo_t
/// first, then the surface. Font faces and images drawn stay referenced by the surface until
/// it is finished, whatever their wrappers do.
final class CairoDocument {
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private(set) var pageCount = 0
    private let path: String

    /// Starts a PDF file at `url`.
    init(url: URL) throws {
        path = url.path
        guard let surface = cairo_pdf_surface_create(path, 100, 100) else { throw Self.error("cannot create \(path)") }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw Self.error("cannot create \(url.lastPathComponent): \(message)")
        }
        cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_5)
        self.surface = surface
        cr = cairo_create(surface)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: Document

    /// The document's title, author, subject, creator and date (`date` in ISO 8601: `2026-11-21`).
    func setMetadata(title: String, author: String?, subject: String?, date: String?) {
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        if let author, !author.isEmpty { cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_AUTHOR, author) }
        if let subject, !subject.isEmpty {
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_SUBJECT, subject)
        }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Folio")
        if let date {
            let stamp = date.count == 10 ? date + "T00:00:00" : date
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, stamp)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, stamp)
        }
    }

    /// Starts a new page of `width` × `height` points labelled `label` (page labels).
    func beginPage(width: Double, height: Double, label: String) {
        if pageCount > 0 { cairo_show_page(cr) }
        cairo_pdf_surface_set_size(surface, width, height)
        cairo_pdf_surface_set_page_label(surface, label)
        pageCount += 1
    }

    /// Adds an outline entry (a bookmark) at the top level pointing at destination `name`.
    func addOutline(_ title: String, destination name: String) {
        _ = cairo_pdf_surface_add_outline(
            surface, Int32(CAIRO_PDF_OUTLINE_ROOT), title, "dest='\(Self.quoted(name))'", CAIRO_PDF_OUTLINE_FLAG_OPEN)
    }

    /// Finishes the file: the last page, the fonts' subsets, the outline, the structure tree.
    func finish() throws {
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS,
            cairo_status(cr) == CAIRO_STATUS_SUCCESS || cairo_status(cr) == CAIRO_STATUS_SURFACE_FINISHED
        else {
            throw Self.error(
                "cairo could not write \(URL(fileURLWithPath: path).lastPathComponent): \(String(cString: cairo_status_to_string(status)))"
            )
        }
    }

    // MARK: Tags

    /// Draws `body` inside the structure element or link `name` (`P`, `H1`, `Figure`, `Link`).
    func tagged(_ name: String, _ attributes: String = "", _ body: () -> Void) {
        cairo_tag_begin(cr, name, attributes)
        body()
        cairo_tag_end(cr, name)
    }

    /// Marks destination `name` at the current page's (`x`, `y`).
    func destination(_ name: String, x: Double, y: Double) {
        cairo_tag_begin(cr, CAIRO_TAG_DEST, "name='\(Self.quoted(name))' x=\(x) y=\(y)")
        cairo_tag_end(cr, CAIRO_TAG_DEST)
    }

    /// Draws `body` as a link to `uri` (external) or to destination `name`.
    func link(uri: String? = nil, destination name: String? = nil, _ body: () -> Void) {
        if let uri {
            tagged(CAIRO_TAG_LINK, "uri='\(Self.quoted(uri))'", body)
        } else if let name {
            tagged(CAIRO_TAG_LINK, "dest='\(Self.quoted(name))'", body)
        } else {
            body()
        }
    }

    // MARK: Drawing

    /// Fills `rect` with `color` (0xRRGGBB).
    func fill(_ rect: TypesetPage.Rect, color: UInt32) {
        setColor(color)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_fill(cr)
    }

    /// Draws `image` into `frame`, scaled to it.
    func draw(_ image: CairoImage, in frame: TypesetPage.Rect) {
        cairo_save(cr)
        cairo_translate(cr, frame.x, frame.y)
        cairo_scale(cr, frame.width / Double(image.width), frame.height / Double(image.height))
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Draws a run's glyphs in `face`, with the text they draw (so the PDF's text can be
    /// copied, searched and read aloud), in `color`.
    func draw(_ run: TypesetLine.Run, face: CairoFontFace, color: UInt32) {
        guard !run.glyphs.isEmpty else { return }
        setColor(color)
        cairo_set_font_face(cr, face.face)
        cairo_set_font_size(cr, run.size)
        let glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.x, y: $0.y) }
        let utf8 = Array(run.text.utf8)
        if let clusters = Self.clusters(of: run, byteCount: utf8.count) {
            let flags: cairo_text_cluster_flags_t = run.isRightToLeft ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : .init(0)
            utf8.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { chars in
                    cairo_show_text_glyphs(
                        cr, chars.baseAddress, Int32(chars.count), glyphs, Int32(glyphs.count), clusters,
                        Int32(clusters.count), flags)
                }
            }
        } else {
            cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
        }
    }

    /// cairo's clusters for a run (characters to glyphs, in text order; for a right-to-left
    /// run, cairo's backward flag takes the glyphs from the end), or nil when the shaper's
    /// clusters do not map the text in order (the glyphs are then drawn without it).
    static func clusters(of run: TypesetLine.Run, byteCount: Int) -> [cairo_text_cluster_t]? {
        let starts = Array(Set(run.glyphs.map(\.textOffset))).sorted()
        guard starts.first == 0, let last = starts.last, last < byteCount else { return nil }
        var next: [Int: Int] = [:]
        for (index, start) in starts.enumerated() {
            next[start] = index + 1 < starts.count ? starts[index + 1] : byteCount
        }
        var clusters: [cairo_text_cluster_t] = []
        var previous = -1
        for glyph in run.isRightToLeft ? run.glyphs.reversed() : run.glyphs {
            if glyph.textOffset == previous {
                clusters[clusters.count - 1].num_glyphs += 1
                continue
            }
            guard glyph.textOffset > previous, let end = next[glyph.textOffset] else { return nil }
            previous = glyph.textOffset
            clusters.append(cairo_text_cluster_t(num_bytes: Int32(end - glyph.textOffset), num_glyphs: 1))
        }
        return clusters
    }

    private func setColor(_ color: UInt32) {
        cairo_set_source_rgb(
            cr, Double((color >> 16) & 0xFF) / 255, Double((color >> 8) & 0xFF) / 255, Double(color & 0xFF) / 255)
    }

    /// A value inside a cairo attribute's single quotes.
    static func quoted(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }

    private static func error(_ message: String) -> FolioError {
        FolioError(step: "publish pdf", message)
    }
}
