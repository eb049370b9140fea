import FolioPluginAPI

/// `issue.css`: every page geometry of the issue's set and the type sizes and gaps of
/// `Typography`, the numbers the paginator measured with, so that the browser's pages are never
/// fuller than its pages. The primary geometry is the default; the carousel sets
/// `<html data-geometry="NAME">` to use another, and a printed sheet takes the size of the
/// geometry on screen (a named `@page` per geometry).
struct IssueStyleSheet {
    /// The geometries by name, primary first.
    var geometries: [(name: String, geometry: PageGeometry)]
    /// The type sizes and spacing, in ems of the body size.
    var typography: Typography = .standard
    /// Whether paragraphs and list items are justified (`justify:` in `issue.yaml`): on the
    /// paginator's lines, every line but a paragraph's last (the carousel marks which).
    var justify = false
    /// The elements the issue holds, whose rules the style sheet carries (none: an issue
    /// without tables sends no table rules before its first page).
    var elements: BlockElements = []
    /// How articles' opening paragraphs are set (`theme: drop-cap:`, `first-line:`): the rules of
    /// their drop caps and small capitals, only for an issue that has them.
    var opening = OpeningStyle.plain

    /// The style sheet.
    var text: String {
        let t = typography
        var css = """
            /* Written by the html sink from the page geometries and Typography; do not edit. */

            """
        for (index, entry) in geometries.enumerated() {
            let g = entry.geometry, size = "size: \(n(g.width))px \(n(g.height))px; margin: 0;"
            let selector = index == 0 ? ":root" : ":root[data-geometry=\"\(entry.name)\"]"
            if index == 0 { css += "@page { \(size) }\n" }
            css += """
                @page g-\(entry.name) { \(size) }
                \(selector) { --page-width: \(n(g.width))px; --page-height: \(n(g.height))px; --page-margin: \(n(g.margin))px; \
                --font-size: \(n(g.fontSize))px; --line-height: \(n(g.lineHeight)); --column-gap: \(n(g.columnGap))px; }
                [data-geometry="\(entry.name)"] #print > * { page: g-\(entry.name); }

                """
        }
        css += """
            .page header.title { margin: 0 0 \(n(t.afterTitle))em; }
            .page header.title h1 { font-size: \(n(t.titleSize))em; line-height: \(n(t.titleLineHeight)); font-weight: 700; margin: 0; }
            .page .byline { font-size: \(n(t.bylineSize))em; line-height: \(n(t.bylineLineHeight)); font-style: italic; margin: 0; }
            .page .dek { font-size: \(n(t.dekSize))em; line-height: \(n(t.dekLineHeight)); margin: 0; }
            .page :is(sup, sub) { font-size: \(n(t.scriptSize))em; line-height: 0; }
            .page sup { vertical-align: \(n(t.superscriptRise))em; }
            .page sub { vertical-align: -\(n(t.subscriptDrop))em; }
            .page p, .page ul, .page ol, .page blockquote, .page figure, .page hr, .page table { margin-top: \(n(t.paragraphGap))em; margin-bottom: \(n(t.paragraphGap))em; }
            .page li + li { margin-top: 0; }
            .page :is(ul, ol):has(> li > p) > li + li { margin-top: \(n(t.listItemGap))em; }
            .page :is(ul, ol):has(> li > p) > li > * + * { margin-top: calc(var(--font-size) * \(n(t.paragraphGap))); }
            .page ul, .page ol { padding-inline-start: \(n(t.listIndent))em; }
            .page blockquote { padding-inline-start: calc(\(n(t.quoteIndent))em - var(--folio-quote-bar-width)); }
            .page hr { height: \(n(t.thematicBreak))em; }
            .page pre { font: 400 \(n(t.codeSize))em/\(n(t.codeLineHeight)) "DejaVu Sans Mono", monospace; white-space: pre-wrap; tab-size: 4; \
            margin: \(n(t.paragraphGap / t.codeSize))em 0; }
            .page code { font-family: "DejaVu Sans Mono", monospace; font-size: \(n(t.codeSize))em; font-weight: normal; font-style: normal; line-height: 1; }
            .page pre code { font-size: 1em; line-height: inherit; }
            .page figcaption { font-size: \(n(t.captionSize))em; line-height: \(n(t.captionLineHeight)); font-style: italic; \
            margin-top: \(n(t.captionGap / t.captionSize))em; }
            .page em { font-style: italic; }
            .page strong { font-weight: 700; }

            """
        for (index, size) in t.headingSizes.prefix(6).enumerated() {
            css +=
                ".page h\(index + 1) { font-size: \(n(size))em; line-height: \(n(t.headingLineHeight)); font-weight: 700; "
                + "margin: \(n(t.headingGapBefore / size))em 0 \(n(t.headingGapAfter / size))em; }\n"
        }
        if elements.contains(.tables) { css += tables }
        if elements.contains(.pullQuotes) { css += pullQuotes }
        if elements.contains(.acrossColumns) { css += acrossColumns }
        // A task's mark (`ListBlock.isTask`) stands in place of its bullet.
        if elements.contains(.tasks) { css += ".page li.task { list-style: none; }\n" }
        if elements.contains(.sidebars) { css += sidebars }
        if elements.contains(.footnotes) { css += footnotes }
        if opening.setsDropCap {
            // The letter floated at the paginator's size (the page map's `drop`, on the element), in
            // running text's upright face.
            css += ".page .folio-drop { float: left; box-sizing: border-box; font-style: normal; font-weight: 400; }\n"
        }
        if opening.smallCapsFirstLine {
            // The runs the page map names (`caps`), as `SmallCaps` sets them.
            css += ".page .folio-sc { text-transform: uppercase; font-size: \(n(t.smallCapsSize))em; }\n"
        }
        if justify {
            css += """
                .page :is(p, li):not(.byline, .dek) { text-align: justify; }
                .page :is(p, li):not(.folio-justify), .page .folio-last-line { text-align-last: auto; }
                .page .folio-justify { text-align-last: justify; }

                """
        }
        return css
    }

    /// Tables as the paginator sets them (`TableLayout`): its column widths (a `<colgroup>`
    /// folio-loader.js adds), cells' lines from their top, a rule under the header row and a
    /// hairline between rows (shadows, which take no room). A table set as cards
    /// (`TableLayout.cards`): each row a card, each cell under its header's words, at the full
    /// width; a cell that goes on from the page before shows no label.
    private var tables: String {
        let t = typography
        return """
            .page table { table-layout: fixed; width: 100%; border-collapse: separate; border-spacing: 0; }
            .page :is(th, td) { vertical-align: top; text-align: start; font-weight: 400; line-height: inherit; \
            padding: \(n(t.tableRowPadding))em \(n(t.tableCellPadding))em; }
            .page th { font-weight: 700; box-shadow: inset 0 -1px var(--folio-rule); }
            .page tbody tr + tr > td { box-shadow: inset 0 .5px var(--folio-rule); }
            .page table.cards, .page table.cards :is(tbody, tr, td) { display: block; }
            .page table.cards thead { display: none; }
            .page table.cards td { padding-top: 0; padding-bottom: 0; box-shadow: none; text-align: start; }
            .page table.cards td::before { content: attr(data-label); display: block; font-weight: 700; font-family: var(--folio-body-bold); }
            .page table.cards td.continued::before { content: none; }
            .page table.cards td:empty::after { content: "\\200B"; }
            .page table.cards tr + tr { margin-top: \(n(t.paragraphGap))em; position: relative; }
            .page table.cards tr + tr::before { content: ""; position: absolute; left: 0; right: 0; \
            top: calc(-\(n(t.paragraphGap / 2))em - 0.25px); height: 0.5px; background: var(--folio-rule); }
            .page table.cards td + td { margin-top: \(n(t.tableRowPadding))em; }
            .page [data-align="left"] { text-align: left; }
            .page [data-align="center"] { text-align: center; }
            .page [data-align="right"] { text-align: right; }

            """
    }

    /// Pull quotes (`QuoteKind.pullQuote`) as the paginator sets them: their paragraphs large
    /// and italic, the gap between them the running text's, between two rules in the room above
    /// and below (the theme's `pullQuoteRuleThickness`, in its link colour); a part that goes on
    /// from or to another page has no rule or room at that edge.
    private var pullQuotes: String {
        let t = typography, rule = "var(--folio-pull-quote-rule-thickness)"
        return """
            .page blockquote.pullQuote { border: 0 solid var(--folio-link); border-width: \(rule) 0; \
            padding: calc(\(n(t.pullQuotePadding))em - \(rule)) 0; }
            .page .pullQuote > p { font-size: \(n(t.pullQuoteSize))em; line-height: \(n(t.pullQuoteLineHeight)); \
            font-style: italic; margin: \(n(t.paragraphGap / t.pullQuoteSize))em 0; }
            .page .pullQuote > p:first-child { margin-top: 0; }
            .page .pullQuote > p:last-child { margin-bottom: 0; }
            \(Self.openEdges("pullQuote"))
            """
    }

    /// Blocks set across the columns of a page of several (`BlockPlacement.spansColumns`: a pull
    /// quote, a wide photo): over the columns at the text box's top, the columns' text below
    /// them (`top`); a zoomed photo among them stays in view.
    private var acrossColumns: String {
        """
        .page > .across { position: absolute; left: var(--page-margin); right: var(--page-margin); \
        top: var(--page-margin); }
        .across > :first-child { margin-top: 0; }
        body.zoomed .page.current > .across > :not(figure) { visibility: hidden; }

        """
    }

    /// Sidebars (`QuoteKind.sidebar`) as the paginator sets them: a box ruled as a thematic break
    /// is (the theme's `ruleThickness` and rule colour), with room inside
    /// it above, below and at each side of its blocks; a part that goes on from or to another
    /// page is open at that edge.
    private var sidebars: String {
        let t = typography, rule = "var(--folio-rule-thickness)"
        return """
            .page blockquote.sidebar { border: \(rule) solid var(--folio-rule); \
            padding: calc(\(n(t.sidebarPadding))em - \(rule)) calc(\(n(t.sidebarInset))em - \(rule)); }
            \(Self.openEdges("sidebar"))
            """
    }

    /// Footnotes (`QuoteKind.footnotes`) as the paginator sets them: the notes a column refers to
    /// at its foot (folio-view.js's `.foot`, its bottom at the text box's bottom), small, one under
    /// the other, under a short rule in the gap above them; at the article's end, where the
    /// paginator leaves them out, they are never shown.
    private var footnotes: String {
        let t = typography
        return """
            .page .col:has(> .foot) { position: relative; }
            .page .foot { position: absolute; left: 0; right: 0; bottom: 0; }
            .page .foot::before { content: ""; position: absolute; inset-inline-start: 0; width: var(--folio-rule-share); \
            top: calc(-\(n(t.paragraphGap / 2))em - var(--folio-rule-thickness) / 2); height: var(--folio-rule-thickness); \
            background: var(--folio-rule); }
            .page .foot blockquote { border: 0; padding: 0; margin: 0; }
            .page .footnotes > p { font-size: \(n(t.footnoteSize))em; line-height: \(n(t.footnoteLineHeight)); margin: 0; }

            """
    }

    /// A boxed quote's part that goes on from the page before (no top edge) or on the next (no
    /// bottom edge), as the paginator shows its room above and below only with its blocks.
    private static func openEdges(_ kind: String) -> String {
        """
        .page blockquote.\(kind).continued { border-top: 0; padding-top: 0; }
        .page blockquote.\(kind).continues { border-bottom: 0; padding-bottom: 0; }

        """
    }

    /// A number as CSS writes it: at most four decimals, no trailing zeros.
    private func n(_ value: Double) -> String {
        ((value * 10_000).rounded() / 10_000).shortSpelling
    }
}
