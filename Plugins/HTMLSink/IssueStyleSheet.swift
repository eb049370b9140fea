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
            .page :is(th, td) { padding: \(n(t.tableRowPadding))em \(n(t.tableCellPadding))em; }
            .page table.cards tr + tr { margin-top: \(n(t.paragraphGap))em; position: relative; }
            .page table.cards tr + tr::before { content: ""; position: absolute; left: 0; right: 0; \
            top: calc(-\(n(t.paragraphGap / 2))em - 0.25px); height: 0.5px; background: var(--folio-rule); }
            .page table.cards td + td { margin-top: \(n(t.tableRowPadding))em; }
            .page em { font-style: italic; }
            .page strong { font-weight: 700; }

            """
        for (index, size) in t.headingSizes.prefix(6).enumerated() {
            css +=
                ".page h\(index + 1) { font-size: \(n(size))em; line-height: \(n(t.headingLineHeight)); font-weight: 700; "
                + "margin: \(n(t.headingGapBefore / size))em 0 \(n(t.headingGapAfter / size))em; }\n"
        }
        if justify {
            css += """
                .page :is(p, li):not(.byline) { text-align: justify; }
                .page :is(p, li):not(.folio-justify), .page .folio-last-line { text-align-last: auto; }
                .page .folio-justify { text-align-last: justify; }

                """
        }
        return css
    }

    /// A number as CSS writes it: at most four decimals, no trailing zeros.
    private func n(_ value: Double) -> String {
        ((value * 10_000).rounded() / 10_000).shortSpelling
    }
}
