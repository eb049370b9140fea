import CCairo
import FolioLayout
import Foundation

/// A PDF file being drawn with cairo: pages, glyphs, rectangles, photos, tags (structure,
/// links, destinations), the outline, page labels and metadata. Or, made with
/// `init(pixelWidth:pixelHeight:scale:)`, one page drawn the same way into pixels
/// (CairoDocument+Raster.swift), where tags, links and destinations draw nothing and the
/// PDF's own calls (metadata, page sizes and labels, the outline) are not made.
///
/// Lifetime: this object owns the surface (PDF or image) and the one cairo_t drawing on it.
/// `finish()` finishes the surface (the file is complete when it returns); deinit destroys the
/// cairo_t first, then the surface. Font faces and images drawn stay referenced by the surface
/// until it is finished or destroyed, whatever their wrappers do.
public final class CairoDocument {
    let surface: OpaquePointer  // not private: CairoDocument+Raster.swift reads an image surface's pixels
    let cr: OpaquePointer  // not private: CairoDocument+SVG.swift lets librsvg draw onto it
    /// How many pages have been begun.
    public private(set) var pageCount = 0
    private let path: String
    /// Whether the surface is a PDF file's (else an image surface's: `init(pixelWidth:pixelHeight:scale:)`).
    let isPDF: Bool
    /// The page being drawn, begun and not yet ended: its size.
    private var openPage: (width: Double, height: Double)?

    /// Starts a PDF file at `url`.
    public init(url: URL) throws {
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
        isPDF = true
    }

    /// Starts one page drawn into `pixelWidth` × `pixelHeight` pixels (opaque RGB), `scale`
    /// pixels to a point, painted `paper` (0xRRGGBB) first; `rasterImage()` gives its pixels.
    public init(pixelWidth: Int, pixelHeight: Int, scale: Double, paper: UInt32) throws {
        path = "page.jpg"
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 8192, pixelHeight <= 8192,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(pixelWidth), Int32(pixelHeight))
        else { throw Self.error("cannot draw a page of \(pixelWidth) × \(pixelHeight) pixels") }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw Self.error("cannot draw a page of \(pixelWidth) × \(pixelHeight) pixels: \(message)")
        }
        self.surface = surface
        cr = cairo_create(surface)
        isPDF = false
        cairo_scale(cr, scale, scale)
        fill(x: 0, y: 0, width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale, color: paper)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: Document

    /// The document's title, author, subject, creator and date (`date` in ISO 8601: `2026-11-21`).
    public func setMetadata(title: String, author: String?, subject: String?, date: String?) {
        guard isPDF else { return }
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

    /// Starts a new page of `width` × `height` points labelled `label` (page labels), ending
    /// the page before when it is still open (an error of cairo's then waits for `finish`).
    public func beginPage(width: Double, height: Double, label: String) {
        if openPage != nil { cairo_show_page(cr) }
        if isPDF {
            cairo_pdf_surface_set_size(surface, width, height)
            cairo_pdf_surface_set_page_label(surface, label)
        }
        openPage = (width, height)
        pageCount += 1
    }

    /// Ends the page: cairo writes it now (its drawing is recorded until then, and replayed
    /// into the file here), so what it refuses on this page is thrown here, not at `finish`.
    public func endPage() throws(CairoError) {
        guard openPage != nil else { return }
        openPage = nil
        cairo_show_page(cr)
        if let failure { throw CairoError(message: failure) }
    }

    /// What cairo refused, in its words (`invalid tag name, attributes, or nesting`), once it
    /// has; nil while all is well. cairo stops drawing at its first error.
    public var failure: String? {
        for status in [cairo_status(cr), cairo_surface_status(surface)] where status != CAIRO_STATUS_SUCCESS {
            return String(cString: cairo_status_to_string(status))
        }
        return nil
    }

    /// Adds an outline entry (a bookmark) at the top level pointing at destination `name`.
    public func addOutline(_ title: String, destination name: String) {
        guard isPDF else { return }
        _ = cairo_pdf_surface_add_outline(
            surface, Int32(CAIRO_PDF_OUTLINE_ROOT), title, "dest='\(Self.quoted(name))'", CAIRO_PDF_OUTLINE_FLAG_OPEN)
    }

    /// Finishes the file: the last page, the fonts' subsets, the outline, the structure tree.
    public func finish() throws {
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
    public func tagged(_ name: String, _ attributes: String = "", _ body: () -> Void) {
        cairo_tag_begin(cr, name, attributes)
        body()
        cairo_tag_end(cr, name)
    }

    /// Begins structure element `name` (ended by `endTag(_:)`, tags nested as begun).
    public func beginTag(_ name: String) {
        cairo_tag_begin(cr, name, "")
    }

    /// Ends structure element `name`, the last begun and not ended.
    public func endTag(_ name: String) {
        cairo_tag_end(cr, name)
    }

    /// Marks destination `name` at the current page's (`x`, `y`).
    public func destination(_ name: String, x: Double, y: Double) {
        cairo_tag_begin(cr, CAIRO_TAG_DEST, "name='\(Self.quoted(name))' x=\(x) y=\(y)")
        cairo_tag_end(cr, CAIRO_TAG_DEST)
    }

    /// Draws `body` as a link to `uri` (external) or to destination `name`.
    public func link(uri: String? = nil, destination name: String? = nil, _ body: () -> Void) {
        if let uri {
            tagged(CAIRO_TAG_LINK, "uri='\(Self.quoted(Self.asciiURI(uri)))'", body)
        } else if let name {
            tagged(CAIRO_TAG_LINK, "dest='\(Self.quoted(name))'", body)
        } else {
            body()
        }
    }

    // MARK: Drawing

    /// Fills the rectangle with `color` (0xRRGGBB).
    public func fill(x: Double, y: Double, width: Double, height: Double, color: UInt32) {
        setColor(color)
        cairo_rectangle(cr, x, y, width, height)
        cairo_fill(cr)
    }

    /// Draws `body` clipped to the rectangle.
    /// Lifetime: the clip is pushed with the drawing state (cairo_save) and gone when `body` returns.
    public func clipped(x: Double, y: Double, width: Double, height: Double, _ body: () -> Void) {
        cairo_save(cr)
        cairo_rectangle(cr, x, y, width, height)
        cairo_clip(cr)
        body()
        cairo_restore(cr)
    }

    /// How much of a page's height a drawing that would cover the whole page leaves out at its
    /// foot (`clipped`): cairo 1.16 drops what was recorded before an opaque drawing that covers
    /// the whole page, the structure tag begun for it included, and then fails the page
    /// ("invalid tag name, attributes, or nesting"). A hundredth of a point is no pixel at any zoom.
    public static let fullPageInset = 0.01

    /// Veils the rectangle from `top` to `bottom` (full width from `x`) in black: at `opacity`
    /// from `solidTop` to `solidBottom`, fading to nothing towards `top` and `bottom`.
    /// Lifetime: the gradient pattern is made, set as the source and destroyed here.
    public func veil(
        x: Double, width: Double, top: Double, solidTop: Double, solidBottom: Double, bottom: Double, opacity: Double
    ) {
        guard bottom > top, let pattern = cairo_pattern_create_linear(0, top, 0, bottom) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let span = bottom - top
        cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, solidTop > top ? 0 : opacity)
        cairo_pattern_add_color_stop_rgba(pattern, (solidTop - top) / span, 0, 0, 0, opacity)
        cairo_pattern_add_color_stop_rgba(pattern, (solidBottom - top) / span, 0, 0, 0, opacity)
        cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 0, 0, bottom > solidBottom ? 0 : opacity)
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, x, top, width, span)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Draws `image` into the rectangle, scaled to it.
    public func draw(_ image: CairoImage, x: Double, y: Double, width: Double, height: Double) {
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, width / Double(image.width), height / Double(image.height))
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Draws glyphs in `face` at `size`, with `text`, the characters they draw (so the PDF's
    /// text can be copied, searched and read aloud), in `color`. Each glyph's `textOffset` is
    /// the UTF-8 offset in `text` of the cluster it draws; glyphs are in drawing order, which
    /// for a right-to-left run is the text's order reversed.
    public func draw(
        _ glyphs: [TypesetLine.Glyph], text: String, rightToLeft: Bool, face: CairoFontFace, size: Double, color: UInt32
    ) {
        guard !glyphs.isEmpty else { return }
        // cairo 1.16 draws colour glyphs (emoji) as images, by a paint with the context's clip.
        // Its recording of a page drops everything recorded so far when such a paint, with no
        // clip, is the page's first drawing: the structure tags and destinations begun before
        // it are lost, and the tags' ends then fail the whole file ("invalid tag name,
        // attributes, or nesting"). A clip to the page keeps the recording; it hides nothing.
        let clipped = face.hasColourGlyphs ? openPage : nil
        if let page = clipped {
            cairo_save(cr)
            cairo_rectangle(cr, 0, 0, page.width, page.height)
            cairo_clip(cr)
        }
        defer { if clipped != nil { cairo_restore(cr) } }
        setColor(color)
        cairo_set_font_face(cr, face.face)
        cairo_set_font_size(cr, size)
        let placed = glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.x, y: $0.y) }
        let utf8 = Array(text.utf8)
        guard let clusters = Self.clusters(of: glyphs, rightToLeft: rightToLeft, byteCount: utf8.count) else {
            cairo_show_glyphs(cr, placed, Int32(placed.count))
            return
        }
        let flags: cairo_text_cluster_flags_t = rightToLeft ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : .init(0)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cairo_show_text_glyphs(
                    cr, chars.baseAddress, Int32(chars.count), placed, Int32(placed.count), clusters,
                    Int32(clusters.count), flags)
            }
        }
    }

    /// cairo's clusters for glyphs (characters to glyphs, in text order; for a right-to-left
    /// run, cairo's backward flag takes the glyphs from the end), or nil when the shaper's
    /// clusters do not map the text in order (the glyphs are then drawn without it): cairo's
    /// drawing state would stay in error after clusters it refuses.
    static func clusters(of glyphs: [TypesetLine.Glyph], rightToLeft: Bool, byteCount: Int) -> [cairo_text_cluster_t]? {
        let starts = Array(Set(glyphs.map(\.textOffset))).sorted()
        guard starts.first == 0, let last = starts.last, last < byteCount else { return nil }
        var next: [Int: Int] = [:]
        for (index, start) in starts.enumerated() {
            next[start] = index + 1 < starts.count ? starts[index + 1] : byteCount
        }
        var clusters: [cairo_text_cluster_t] = []
        var previous = -1
        for glyph in rightToLeft ? glyphs.reversed() : glyphs {
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

    /// `uri` in the 7-bit ASCII a PDF's link actions hold: cairo 1.16 writes a link's address
    /// into a literal string as it is, so a lone parenthesis would end the string early (a
    /// damaged file) and a backslash would escape what follows. Every byte outside printable
    /// ASCII, and each of `(`, `)` and `\`, is percent-encoded; `%` is kept, so an address
    /// already encoded stays as it was.
    static func asciiURI(_ uri: String) -> String {
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        var encoded = String.UnicodeScalarView()
        for byte in uri.utf8 {
            if byte > 0x20, byte < 0x7F, !"()\\".utf8.contains(byte) {
                encoded.append(Unicode.Scalar(byte))
            } else {
                encoded += ["%", hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(encoded)
    }

    /// A value inside a cairo attribute's single quotes.
    static func quoted(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }

    private static func error(_ message: String) -> CairoError {
        CairoError(message: message)
    }
}

/// What went wrong writing a PDF with cairo.
public struct CairoError: Error, CustomStringConvertible {
    /// The message.
    public var message: String
    /// The message.
    public var description: String { message }
}
