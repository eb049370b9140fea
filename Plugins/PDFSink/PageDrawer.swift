import FolioPluginAPI
import Foundation
import PDFCairo

/// Draws typeset pages into a document: each block inside its structure tag (the title H1,
/// headings H2–H6 one level below their Markdown level, paragraphs, list items' text and code
/// P, a list item's marker Lbl, a photo a Figure with its caption), inside the elements of the
/// frame's containers (a list L of LI, each item's text in LBody; a quote BlockQuote), links
/// clickable, rules and photos where the page puts them.
final class PageDrawer {
    let document: CairoDocument
    let fonts: FontFaces
    let photos: PhotoFiles
    let issue: Issue
    /// The alternate text of each Figure tagged so far, in order (`IncrementalUpdate` writes it).
    private(set) var figureAlternates: [String] = []
    /// Each article's index by its id, for links to it (`PDFWriter.articleIndices`).
    private let articleIndices: [String: Int]
    /// The colours pages are drawn in: the issue's light theme (the PDF paints no paper).
    let theme: PageTheme
    /// Each article's heading anchors, by index, made when first asked for.
    private var headingAnchors: [Int: HeadingAnchors] = [:]

    init(document: CairoDocument, fonts: FontFaces, photos: PhotoFiles, issue: Issue, articleIndices: [String: Int]) {
        self.document = document
        self.fonts = fonts
        self.photos = photos
        self.issue = issue
        self.articleIndices = articleIndices
        theme = .light(issue.settings.theme)
    }

    /// The heading anchors of the article at `index`, made once per document.
    func anchors(of index: Int) -> HeadingAnchors {
        if let known = headingAnchors[index] { return known }
        let made = HeadingAnchors(issue.articles[index].blocks)
        headingAnchors[index] = made
        return made
    }

    /// A structure element begun on the page for blocks' containers: `L`, `LI`, an item's
    /// `LBody`, `BlockQuote`, `Table`, `TR`, named with the container's number on the page.
    private struct OpenTag: Equatable {
        let id: Int
        let name: String
    }

    /// The elements `block`'s containers are tagged with, outermost first: a list `L`, each item
    /// `LI` with its body in `LBody` (the marker, `Lbl`, sits in the `LI` itself), a quote
    /// `BlockQuote`, a table `Table` of rows `TR` (each cell `TH` or `TD`). The frame's
    /// containers decide the nesting; the drawer only names it.
    private static func tags(of block: TypesetPage.Block) -> [OpenTag] {
        var tags: [OpenTag] = []
        for (index, container) in block.containers.enumerated() {
            switch container.kind {
            case .list: tags.append(OpenTag(id: container.id, name: "L"))
            case .quote: tags.append(OpenTag(id: container.id, name: "BlockQuote"))
            case .table: tags.append(OpenTag(id: container.id, name: "Table"))
            case .tableRow: tags.append(OpenTag(id: container.id, name: "TR"))
            case .listItem:
                tags.append(OpenTag(id: container.id, name: "LI"))
                let isMarker = block.role == .marker && index == block.containers.count - 1
                if !isMarker { tags.append(OpenTag(id: container.id, name: "LBody")) }
            }
        }
        return tags
    }

    /// Ends the open elements `block` is not in and begins those it is in.
    private func enter(_ block: TypesetPage.Block, open: inout [OpenTag]) {
        let wanted = Self.tags(of: block)
        var shared = 0
        while shared < min(open.count, wanted.count), open[shared] == wanted[shared] { shared += 1 }
        while open.count > shared { document.endTag(open.removeLast().name) }
        for tag in wanted[shared...] {
            document.beginTag(tag.name)
            open.append(tag)
        }
    }

    func draw(_ page: TypesetPage) {
        var open: [OpenTag] = []
        defer { while let tag = open.popLast() { document.endTag(tag.name) } }
        if let art = page.art { draw(art, on: page.geometry) }
        let ink = page.inkOverPhoto ? theme.coverInk.rgb : theme.ink.rgb
        for block in page.blocks {
            enter(block, open: &open)
            for rule in block.rules {
                document.fill(
                    x: rule.x, y: rule.y, width: rule.width, height: rule.height,
                    color: (block.role == .quote ? theme.quoteRule(block.quote ?? .quote) : theme.rule).rgb)
            }
            switch block.role {
            case .rule, .quote, .table:
                continue
            case .figure:
                guard let (photo, frame) = block.photo else { continue }
                figureAlternates.append(photo.alt ?? photo.caption ?? "")
                document.tagged("Figure") {
                    if photos.drawsVectors(of: photo, in: frame, on: document) {
                        // An SVG, drawn as vectors by librsvg (SVGPhotos.swift).
                    } else if let image = photos.image(for: photo, drawnWidth: frame.width) {
                        document.draw(image, x: frame.x, y: frame.y, width: frame.width, height: frame.height)
                    } else {
                        document.fill(
                            x: frame.x, y: frame.y, width: frame.width, height: frame.height,
                            color: theme.photoPlaceholder.rgb)
                    }
                }
                if !block.lines.isEmpty { document.tagged("Caption") { draw(block.lines) } }
            default:
                document.tagged(Self.tag(of: block.role)) { draw(block.lines, color: ink, links: !page.inkOverPhoto) }
            }
        }
    }

    /// A bleeding cover's or an opener's photo over its area (a Figure, first in reading order
    /// as it is under everything or above it) and its scrims.
    private func draw(_ art: PageArt, on geometry: PageGeometry) {
        let frame = art.frame
        figureAlternates.append(art.photo.alt ?? art.photo.caption ?? "")
        document.tagged("Figure") {
            // Clipped to its area, a hair short of the page's foot (CairoDocument.fullPageInset).
            let area = art.area
            document.clipped(
                x: area.x, y: area.y, width: area.width,
                height: min(area.height, geometry.height - CairoDocument.fullPageInset - area.y)
            ) {
                if photos.drawsVectors(of: art.photo, in: frame, on: document) {
                    // An SVG, drawn as vectors by librsvg (SVGPhotos.swift).
                } else if let image = photos.image(for: art.photo, drawnWidth: frame.width) {
                    document.draw(image, x: frame.x, y: frame.y, width: frame.width, height: frame.height)
                } else {
                    document.fill(
                        x: frame.x, y: frame.y, width: frame.width, height: frame.height,
                        color: theme.photoPlaceholder.rgb)
                }
            }
        }
        for scrim in art.scrims {
            document.veil(
                x: scrim.rect.x, width: scrim.rect.width, top: scrim.rect.y - scrim.fadeAbove, solidTop: scrim.rect.y,
                solidBottom: scrim.rect.y + scrim.rect.height,
                bottom: scrim.rect.y + scrim.rect.height + scrim.fadeBelow,
                opacity: scrim.opacity)
        }
    }

    /// Draws lines, each run in its face, links as links (in the link colour when `links`),
    /// marked runs on the theme's highlight and struck-through runs with their strikeout.
    func draw(_ lines: [TypesetLine], color: UInt32? = nil, links: Bool = true) {
        let color = color ?? theme.ink.rgb
        let linkColor = links ? theme.link.rgb : color
        for line in lines {
            for run in line.runs {
                guard let face = fonts.face(for: run.font) else { continue }
                if run.styles.contains(.marked) {
                    document.fill(
                        x: run.left, y: line.top, width: run.right - run.left, height: line.height,
                        color: theme.mark.rgb)
                }
                guard let link = run.link else {
                    draw(run, face: face, color: color)
                    continue
                }
                if let id = ArticleLink.articleID(in: link), let index = articleIndices[id] {
                    // A heading's destination exists when the heading does (PDFWriter marks it).
                    let anchor = ArticleLink.anchor(in: link).flatMap { anchors(of: index).entry(named: $0) }
                    let name = anchor.map { ArticleLink.destination(of: id, anchor: $0.anchor) } ?? id
                    document.link(destination: name) { draw(run, face: face, color: linkColor) }
                } else if link.contains(":") {
                    document.link(uri: link) { draw(run, face: face, color: linkColor) }
                } else {
                    draw(run, face: face, color: linkColor)
                }
            }
        }
    }

    /// Draws one run's glyphs with the text they draw, and its strikeout in the same colour.
    private func draw(_ run: TypesetLine.Run, face: CairoFontFace, color: UInt32) {
        document.draw(
            run.glyphs, text: run.drawnText, rightToLeft: run.isRightToLeft, face: face, size: run.size,
            color: color)
        if let strikeout = run.strikeout {
            document.fill(
                x: run.left, y: strikeout.y - strikeout.thickness / 2, width: run.right - run.left,
                height: strikeout.thickness, color: color)
        }
    }

    static func tag(of role: TypesetPage.Role) -> String {
        switch role {
        case .title: return "H1"
        case .heading(let level): return "H\(min(max(level + 1, 2), 6))"
        case .marker: return "Lbl"
        case .tableCell(let header): return header ? "TH" : "TD"
        default: return "P"
        }
    }
}
