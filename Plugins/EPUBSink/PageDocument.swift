import FolioPluginAPI

/// One page of the book: an XHTML content document of the geometry's size (its viewport), the
/// page's language and direction on its root, and everything the frames put on the page at the
/// frames' coordinates: a bleeding photo and its scrims, the rules, marks and strikeouts
/// (painted, hidden from assistive technology), then the blocks in reading order, each as the
/// element its role is (the title `h1`, headings `h2`–`h6` one level below their Markdown
/// level, `p`, `pre`, `figure` with its `img` and `figcaption`), inside the elements of its
/// containers (`ul`/`ol` and `li`, `blockquote`, a table's `role="table"`, `"row"`, `"cell"`),
/// their lines as `LineMarkup` writes them.
struct PageDocument {
    let page: TypesetPage
    /// The document's title (the article's title and the page's number).
    let title: String
    let theme: PageTheme
    let fonts: EPUBFonts
    let photos: EPUBPhotos
    /// The address of a run's link in the book (nil: not a link there).
    let linkTarget: (String) -> String?

    /// The page's XHTML.
    var xhtml: String {
        let geometry = page.geometry
        var out = XHTMLOpening.text(
            language: page.language, direction: page.direction, title: title,
            extra: [
                "<meta name=\"viewport\" content=\"\(Self.viewport(of: geometry))\"/>",
                "<link rel=\"stylesheet\" type=\"text/css\" href=\"../styles/page.css\"/>",
                "<link rel=\"stylesheet\" type=\"text/css\" href=\"../styles/fonts.css\"/>",
            ])
        let ink = page.inkOverPhoto ? theme.coverInk : theme.ink
        let pageClass = page.inkOverPhoto ? "page over" : "page"
        out += "<div class=\"\(pageClass)\" style=\"width:\(XMLText.pixels(geometry.width));"
        out += "height:\(XMLText.pixels(geometry.height));color:\(ink.hex)\">\n"
        if let art = page.art { out += artMarkup(art) }
        out += paintMarkup()
        out += blocksMarkup()
        out += "</div>\n</body>\n</html>\n"
        return out
    }

    /// The viewport of a page of `geometry`: its size in whole CSS pixels.
    static func viewport(of geometry: PageGeometry) -> String {
        "width=\(Int(geometry.width.rounded())), height=\(Int(geometry.height.rounded()))"
    }

    /// A bleeding cover's or an opener's photo, clipped to its area: a figure, first in
    /// reading order, with its alternate text; then its scrims.
    private func artMarkup(_ art: PageArt) -> String {
        let area = art.area
        let frame = TypesetPage.Rect(
            x: art.frame.x - area.x, y: art.frame.y - area.y, width: art.frame.width, height: art.frame.height)
        var out = "<figure class=\"art\" style=\"\(Self.box(area))\">"
        out += photoMarkup(art.photo, frame: frame)
        out += "</figure>\n"
        for scrim in art.scrims {
            let top = scrim.rect.y - scrim.fadeAbove
            let height = scrim.rect.height + scrim.fadeAbove + scrim.fadeBelow
            guard height > 0 else { continue }
            let colour = "rgba(0,0,0,\(XMLText.number(scrim.opacity, places: 3)))"
            let clear = "rgba(0,0,0,0)"
            let stops = [
                "\(scrim.fadeAbove > 0 ? clear : colour) 0px", "\(colour) \(XMLText.pixels(scrim.fadeAbove))",
                "\(colour) \(XMLText.pixels(scrim.fadeAbove + scrim.rect.height))",
                "\(scrim.fadeBelow > 0 ? clear : colour) \(XMLText.pixels(height))",
            ]
            let rect = TypesetPage.Rect(x: scrim.rect.x, y: top, width: scrim.rect.width, height: height)
            out += "<div class=\"paint\" aria-hidden=\"true\" style=\"\(Self.box(rect));"
            out += "background:linear-gradient(to bottom,\(stops.joined(separator: ",")))\"></div>\n"
        }
        return out
    }

    /// The rules, quote bars, marks and strikeouts, under the text: painted boxes.
    private func paintMarkup() -> String {
        var out = ""
        let ink = page.inkOverPhoto ? theme.coverInk : theme.ink
        for block in page.blocks {
            let ruleColour = block.role == .quote ? theme.quoteRule(block.quote ?? .quote) : theme.rule
            for rule in block.rules { out += Self.paint(rule, colour: ruleColour) }
            for line in block.lines {
                for run in line.runs {
                    let width = run.right - run.left
                    if run.styles.contains(.marked) {
                        out += Self.paint(
                            .init(x: run.left, y: line.top, width: width, height: line.height), colour: theme.mark)
                    }
                    if let strikeout = run.strikeout {
                        let rect = TypesetPage.Rect(
                            x: run.left, y: strikeout.y - strikeout.thickness / 2, width: width,
                            height: strikeout.thickness)
                        out += Self.paint(rect, colour: run.link != nil && !page.inkOverPhoto ? theme.link : ink)
                    }
                }
            }
        }
        return out
    }

    private static func paint(_ rect: TypesetPage.Rect, colour: PageTheme.Colour) -> String {
        "<div class=\"paint\" aria-hidden=\"true\" style=\"\(box(rect));background:\(colour.hex)\"></div>\n"
    }

    /// `left`, `top`, `width` and `height` of an absolutely placed box.
    static func box(_ rect: TypesetPage.Rect) -> String {
        "left:\(XMLText.pixels(rect.x));top:\(XMLText.pixels(rect.y));"
            + "width:\(XMLText.pixels(rect.width));height:\(XMLText.pixels(rect.height))"
    }

    /// A photo's image in `frame`, or the theme's placeholder when its file cannot be read.
    private func photoMarkup(_ photo: Photo, frame: TypesetPage.Rect) -> String {
        let alt = XMLText.escaped(photo.alt ?? photo.caption ?? "")
        guard let image = photos.image(for: photo, drawnWidth: frame.width) else {
            return "<div class=\"paint\" role=\"img\" aria-label=\"\(alt)\" style=\"\(Self.box(frame));"
                + "background:\(theme.photoPlaceholder.hex)\"></div>"
        }
        return "<img class=\"photo\" src=\"../\(image.path)\" alt=\"\(alt)\" style=\"\(Self.box(frame))\"/>"
    }

    /// The blocks in reading order, inside their containers' elements.
    private func blocksMarkup() -> String {
        let lines = LineMarkup(fonts: fonts, direction: page.direction, linkTarget: linkTarget)
        var open = ContainerElements()
        var out = ""
        for block in page.blocks {
            guard !block.lines.isEmpty || block.photo != nil else { continue }
            out += open.enter(block)
            let element = Self.element(of: block.role)
            out += "<\(element.name)\(element.attributes)>"
            if let (photo, frame) = block.photo {
                out += photoMarkup(photo, frame: frame)
                if !block.lines.isEmpty {
                    out += "<figcaption>\n" + block.lines.map(lines.markup(of:)).joined() + "</figcaption>"
                }
            } else {
                out += "\n" + block.lines.map(lines.markup(of:)).joined()
            }
            out += "</\(element.name)>\n"
        }
        return out + open.closeAll()
    }

    /// The element a block of `role` is written as, and its attributes.
    static func element(of role: TypesetPage.Role) -> (name: String, attributes: String) {
        switch role {
        case .title: ("h1", "")
        case .heading(let level): ("h\(min(max(level + 1, 2), 6))", "")
        case .byline: ("p", " class=\"byline\"")
        case .dek: ("p", " class=\"dek\"")
        case .code: ("pre", "")
        case .figure: ("figure", "")
        case .marker: ("div", " class=\"marker\"")
        case .tableCell(let header): ("div", " role=\"\(header ? "columnheader" : "cell")\"")
        default: ("p", "")
        }
    }
}
