import CCmark

/// A borrowed view of one node of a `CmarkDocument`'s tree, with Swift-typed accessors.
/// Valid only while the document that owns the tree is alive.
struct CmarkNode {
    /// What a node is, as far as the converters care.
    enum Kind {
        case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image
        /// Custom nodes (never produced by parsing) and anything a future libcmark adds.
        case other
    }

    private let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    var kind: Kind {
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_DOCUMENT: .document
        case CMARK_NODE_BLOCK_QUOTE: .blockQuote
        case CMARK_NODE_LIST: .list
        case CMARK_NODE_ITEM: .item
        case CMARK_NODE_CODE_BLOCK: .codeBlock
        case CMARK_NODE_HTML_BLOCK: .htmlBlock
        case CMARK_NODE_PARAGRAPH: .paragraph
        case CMARK_NODE_HEADING: .heading
        case CMARK_NODE_THEMATIC_BREAK: .thematicBreak
        case CMARK_NODE_TEXT: .text
        case CMARK_NODE_SOFTBREAK: .softBreak
        case CMARK_NODE_LINEBREAK: .lineBreak
        case CMARK_NODE_CODE: .code
        case CMARK_NODE_HTML_INLINE: .htmlInline
        case CMARK_NODE_EMPH: .emphasis
        case CMARK_NODE_STRONG: .strong
        case CMARK_NODE_LINK: .link
        case CMARK_NODE_IMAGE: .image
        default: .other
        }
    }

    /// The node's children, first to last, read from the tree as they are walked (no array).
    var children: Children { Children(first: cmark_node_first_child(pointer)) }

    /// The node's first child; nil when it has none.
    var firstChild: CmarkNode? { cmark_node_first_child(pointer).map(CmarkNode.init) }
    /// The node after this one under the same parent.
    var next: CmarkNode? { cmark_node_next(pointer).map(CmarkNode.init) }

    /// The children of a node, a walk along their sibling links.
    struct Children: Sequence, IteratorProtocol {
        private var upcoming: OpaquePointer?

        fileprivate init(first: OpaquePointer?) {
            upcoming = first
        }

        /// No nodes.
        static var none: Children { Children(first: nil) }

        mutating func next() -> CmarkNode? {
            guard let current = upcoming else { return nil }
            upcoming = cmark_node_next(current)
            return CmarkNode(current)
        }
    }

    /// The text of a text, code, code block or HTML node; empty for other nodes.
    var literal: String { Self.string(cmark_node_get_literal(pointer)) }

    /// The destination of a link or image.
    var url: String { Self.string(cmark_node_get_url(pointer)) }

    /// The title of a link or image; empty when there is none.
    var title: String { Self.string(cmark_node_get_title(pointer)) }

    /// The info string of a fenced code block.
    var fenceInfo: String { Self.string(cmark_node_get_fence_info(pointer)) }

    /// The level of a heading, 1 to 6.
    var headingLevel: Int { Int(cmark_node_get_heading_level(pointer)) }

    /// Whether a list is numbered.
    var isOrderedList: Bool { cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST }

    /// The first number of an ordered list.
    var listStart: Int { Int(cmark_node_get_list_start(pointer)) }

    /// Whether a list is tight.
    var isTightList: Bool { cmark_node_get_list_tight(pointer) != 0 }

    /// The 1-based line the node starts on, counted in the text given to cmark.
    var startLine: Int { Int(cmark_node_get_start_line(pointer)) }

    /// The 1-based byte column the node starts at.
    var startColumn: Int { Int(cmark_node_get_start_column(pointer)) }

    /// The 1-based line the node ends on.
    var endLine: Int { Int(cmark_node_get_end_line(pointer)) }

    /// The 1-based byte column of the node's last byte.
    var endColumn: Int { Int(cmark_node_get_end_column(pointer)) }

    /// Whether this text node's `literal` is its source as written: its source span is exactly
    /// as long. An escape (`\~`) or an entity (`&#126;`) makes a text node of its own whose span
    /// is longer than its text, and smart punctuation one whose text is longer than its span;
    /// GitHub's syntax (strikethrough, alerts, task marks) counts only characters written as is.
    func isWrittenAsIs(_ literal: String) -> Bool {
        endColumn - startColumn + 1 == literal.utf8.count
    }

    /// Calls `visit` with this node and every node below it, in document order, without
    /// recursion, so that any depth of nesting is safe.
    func forEachNode(_ visit: (CmarkNode) -> Void) {
        walk(skippingInlines: false, visit)
    }

    /// Calls `visit` with this node and every block node below it, in document order, without
    /// recursion; the inlines of paragraphs and headings (all that can be in them) are skipped.
    func forEachBlock(_ visit: (CmarkNode) -> Void) {
        walk(skippingInlines: true, visit)
    }

    private func walk(skippingInlines: Bool, _ visit: (CmarkNode) -> Void) {
        guard let iterator = cmark_iter_new(pointer) else { return }
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                let current = cmark_iter_get_node(iterator)
            else { continue }
            visit(CmarkNode(current))
            let type = cmark_node_get_type(current)
            if skippingInlines && (type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING) {
                cmark_iter_reset(iterator, current, CMARK_EVENT_EXIT)
            }
        }
    }

    /// The text of every text and code node below this one, breaks and block boundaries as
    /// spaces, gathered without recursion so that any depth of nesting is safe. HTML is left out.
    var flattenedText: String {
        var text = ""
        forEachNode { node in
            switch node.kind {
            case .text, .code, .codeBlock: text += node.literal
            case .softBreak, .lineBreak: text += " "
            case .paragraph, .heading, .item:
                if let last = text.last, !last.isWhitespace { text += " " }
            default: break
            }
        }
        return text
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
