import FolioPluginAPI

/// The container elements open while a page's blocks are written: a list `ul` or `ol` of `li`,
/// a quote `blockquote`, a table `div` of `role="table"` and its rows `role="row"`. A block's
/// containers (`TypesetPage.Container`, outermost first) decide the nesting, as they decide a
/// tagged PDF's; this only names it, closing what the next block is not in and opening what
/// it is in.
struct ContainerElements {
    private struct Element: Equatable {
        let id: Int
        let kind: TypesetPage.Container.Kind
        /// A list item opened for a block a list holds directly (a list holds only items).
        let isImplied: Bool
    }

    private var open: [Element] = []

    /// The elements `block` is in, outermost first.
    private static func elements(of block: TypesetPage.Block) -> [Element] {
        var elements: [Element] = []
        for (index, container) in block.containers.enumerated() {
            elements.append(Element(id: container.id, kind: container.kind, isImplied: false))
            if case .list = container.kind {
                let next = block.containers.dropFirst(index + 1).first
                if next?.kind != .listItem {
                    elements.append(Element(id: container.id, kind: .listItem, isImplied: true))
                }
            }
        }
        return elements
    }

    /// The tags that close the open elements `block` is not in and open those it is in.
    mutating func enter(_ block: TypesetPage.Block) -> String {
        let wanted = Self.elements(of: block)
        var shared = 0
        while shared < min(open.count, wanted.count), open[shared] == wanted[shared] { shared += 1 }
        var out = ""
        while open.count > shared { out += Self.closing(open.removeLast()) }
        for element in wanted[shared...] {
            out += Self.opening(element)
            open.append(element)
        }
        return out
    }

    /// The tags that close every open element.
    mutating func closeAll() -> String {
        var out = ""
        while let element = open.popLast() { out += Self.closing(element) }
        return out
    }

    private static func opening(_ element: Element) -> String {
        switch element.kind {
        case .list(let ordered): ordered ? "<ol>\n" : "<ul>\n"
        case .listItem: "<li>\n"
        case .quote: "<blockquote>\n"
        case .table: "<div role=\"table\">\n"
        case .tableRow: "<div role=\"row\">\n"
        }
    }

    private static func closing(_ element: Element) -> String {
        switch element.kind {
        case .list(let ordered): ordered ? "</ol>\n" : "</ul>\n"
        case .listItem: "</li>\n"
        case .quote: "</blockquote>\n"
        case .table, .tableRow: "</div>\n"
        }
    }
}
