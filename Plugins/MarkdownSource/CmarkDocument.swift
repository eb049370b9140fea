import CCmark

/// A Markdown body parsed by libcmark. It owns the C tree and frees it when it goes away;
/// being non-copyable, there is exactly one owner, so the tree is freed exactly once.
struct CmarkDocument: ~Copyable {
    private let root: OpaquePointer

    /// Parses `bytes` as CommonMark. Raw HTML stays in the tree as HTML nodes (the converters
    /// drop it); `CMARK_OPT_UNSAFE` only matters to cmark's renderers and is never set.
    /// `smartPunctuation` is `CMARK_OPT_SMART`: curly quotes, dashes and ellipses in text.
    init?(parsing bytes: [UInt8], smartPunctuation: Bool = false) {
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8 | (smartPunctuation ? CMARK_OPT_SMART : 0)
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parse_document($0, buffer.count, options)
                }
            } ?? cmark_parse_document("", 0, options)
        }
        guard let parsed else { return nil }
        root = parsed
    }

    deinit {
        cmark_node_free(root)
    }

    /// The characters the named character reference `&name;` stands for, read with libcmark's
    /// table of the HTML standard's names; nil when `name` names none.
    static func namedCharacterReference(_ name: String) -> String? {
        let source = "&\(name);"
        guard let document = CmarkDocument(parsing: Array(source.utf8)) else { return nil }
        let decoded = document.withRoot { root -> String? in
            // An unknown name is text cmark may split ("&" and "name;"); a known one is one node.
            guard let paragraph = root.firstChild, paragraph.children.reduce(0, { count, _ in count + 1 }) == 1 else {
                return nil
            }
            return paragraph.firstChild?.literal
        }
        return decoded == source ? nil : decoded
    }

    /// Runs `body` with the document node. Nodes must not be kept past the call: they belong
    /// to this document's tree.
    borrowing func withRoot<Result>(_ body: (CmarkNode) -> Result) -> Result {
        body(CmarkNode(root))
    }
}
