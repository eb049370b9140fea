import CLibXML2

// This file imports no Foundation: Debian's libxml2 headers include the system ICU headers,
// which clash with Foundation's own copy of ICU in one Swift file. The parsed tree leaves
// here as plain `XMLElementNode` values.

/// One XML document parsed by libxml2 under safe options, with every libxml2 message and the
/// start position of every element.
///
/// Safety: the network is off (`XML_PARSE_NONET`); entities are never substituted (no
/// `XML_PARSE_NOENT`), so an external entity is never fetched and an entity bomb is never
/// expanded; no DTD is loaded and no DTD attributes are applied; XInclude is never processed.
/// libxml2's own limits (depth 256, entity amplification checks) stay on: `XML_PARSE_HUGE` is
/// not set.
///
/// Threads: each document gets its own parser context. Messages reach this object through the
/// context's SAX `serror` handler, which libxml2 2.9 prefers over any global handler; messages
/// raised without a context (input conversion errors) go to the calling thread's structured
/// error handler, which is set for the parse and restored afterwards. libxml2 keeps that
/// handler per thread, and a parse runs on one thread from start to end, so concurrent parses
/// never see each other's messages and nothing is printed to standard error.
///
/// The class never leaves the plugin; the tree it owns is freed with it.
final class LibXMLDocument {
    /// Parses `bytes` and copies the tree out.
    static func parse(_ bytes: [UInt8]) -> XMLParseResult {
        let document = LibXMLDocument(parsing: bytes)
        let root = document.rootElement.map { document.copy($0) }
        return XMLParseResult(root: root, problems: document.problems)
    }

    /// libxml2's errors and warnings, in order.
    private(set) var problems: [PlistProblem] = []
    /// The parsed document; `nil` when libxml2 gave up.
    private(set) var document: xmlDocPtr?
    private var context: xmlParserCtxtPtr?
    private var elementStarts: [UnsafeMutableRawPointer: PlistLocation] = [:]

    /// The options every parse uses; see the type's comment for why each is on or off.
    static let options: Int32 = Int32(
        bitPattern:
            XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
            | XML_PARSE_BIG_LINES.rawValue)

    /// Parses `bytes`; problems are collected rather than thrown.
    private init(parsing bytes: [UInt8]) {
        LibXML.initializeOnce()
        guard bytes.count < Int(Int32.max) else {
            problems.append(.error("the file is too large to parse", at: nil))
            return
        }
        guard let context = xmlNewParserCtxt(), let sax = context.pointee.sax else {
            problems.append(.error("libxml2 could not create a parser (out of memory?)", at: nil))
            return
        }
        self.context = context
        context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        sax.pointee.serror = { userData, error in
            guard let error, let owner = LibXMLDocument.owner(ofContext: userData) else { return }
            owner.record(error.pointee, from: userData?.assumingMemoryBound(to: xmlParserCtxt.self))
        }
        sax.pointee.startElementNs = {
            ctx, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes in
            let before = ctx?.assumingMemoryBound(to: xmlParserCtxt.self).pointee.node
            xmlSAX2StartElementNs(
                ctx, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaultedCount, attributes)
            // Only elements of the document itself: an entity's text is parsed in a context
            // of its own or on an input above the document's, and its nodes never reach the tree.
            guard let owner = LibXMLDocument.owner(ofContext: ctx),
                let context = ctx?.assumingMemoryBound(to: xmlParserCtxt.self),
                context == owner.context, context.pointee.inputNr == 1,
                let node = context.pointee.node, node != before,
                let input = context.pointee.input
            else { return }
            owner.elementStarts[UnsafeMutableRawPointer(node)] = LibXMLDocument.startOfTag(endingAt: input.pointee)
        }

        let savedHandler = __xmlStructuredError()?.pointee
        let savedContext = __xmlStructuredErrorContext()?.pointee
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(self).toOpaque()) { owner, error in
            guard let owner, let error else { return }
            Unmanaged<LibXMLDocument>.fromOpaque(owner).takeUnretainedValue().record(error.pointee, from: nil)
        }
        defer { xmlSetStructuredErrorFunc(savedContext ?? nil, savedHandler ?? nil) }

        // Lifetime: libxml2 reads `bytes` only inside this closure. The SAX callbacks above
        // (and `startOfTag`, which walks back from the input's cursor) run during this call
        // too; after it, only the tree is read, whose strings belong to `document` and are
        // copied out by `copy` before deinit frees it. `self` reaches the callbacks unretained
        // through `_private` and the structured-error context, both used only during this call.
        document = bytes.withUnsafeBytes { buffer -> xmlDocPtr? in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
            return xmlCtxtReadMemory(context, base, Int32(buffer.count), nil, nil, Self.options)
        }
        if document == nil && !problems.contains(where: { $0.severity == .error }) {
            problems.append(.error("malformed XML: libxml2 could not parse the file", at: nil))
        }
    }

    deinit {
        if let document { xmlFreeDoc(document) }
        if let context { xmlFreeParserCtxt(context) }
    }

    private var rootElement: xmlNodePtr? {
        document.flatMap { xmlDocGetRootElement($0) }
    }

    /// `node` and everything below it as plain values. Entity references stay references:
    /// their content is never read. libxml2 limits nesting to 256 levels, which bounds the
    /// recursion.
    private func copy(_ node: xmlNodePtr) -> XMLElementNode {
        var children: [XMLElementNode.Child] = []
        var child = node.pointee.children
        while let current = child {
            child = current.pointee.next
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                children.append(.element(copy(current)))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                children.append(.text(current.pointee.content.map { String(cString: $0) } ?? ""))
            case XML_ENTITY_REF_NODE:
                children.append(.entityReference(current.pointee.name.map { String(cString: $0) } ?? ""))
            default:
                continue  // comments and processing instructions carry no value
            }
        }
        return XMLElementNode(
            name: node.pointee.name.map { String(cString: $0) } ?? "",
            location: location(of: node),
            children: children)
    }

    /// Where `node`'s start tag begins: its `<`, as line and column.
    private func location(of node: xmlNodePtr) -> PlistLocation {
        if let start = elementStarts[UnsafeMutableRawPointer(node)] { return start }
        return .text(line: Int(xmlGetLineNo(node)), column: nil)
    }

    private func record(_ error: xmlError, from reporter: xmlParserCtxtPtr?) {
        let text = error.message.map { String(cString: $0) } ?? "unknown XML error"
        let words = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingSpaces }
        let message = "malformed XML: " + words.filter { !$0.isEmpty }.joined(separator: " ")
        let location = locationOf(error, from: reporter)
        let problem =
            error.level == XML_ERR_WARNING
            ? PlistProblem.warning(message, at: location)
            : PlistProblem.error(message, at: location)
        if problems.last != problem { problems.append(problem) }
    }

    /// Where an error is in the file. An error raised while libxml2 reads an entity's text
    /// (in a context of its own, or on an input pushed above the document's) carries a line
    /// and column in that text; it is placed instead where the document's input stands, at
    /// the entity reference.
    private func locationOf(_ error: xmlError, from reporter: xmlParserCtxtPtr?) -> PlistLocation? {
        if let reporter, let context, reporter != context || context.pointee.inputNr > 1 {
            guard context.pointee.inputNr >= 1, let document = context.pointee.inputTab?.pointee else { return nil }
            let line = Int(document.pointee.line)
            return line > 0
                ? .text(line: line, column: document.pointee.col > 0 ? Int(document.pointee.col) : nil) : nil
        }
        guard error.line > 0 else { return nil }
        return .text(line: Int(error.line), column: error.int2 > 0 ? Int(error.int2) : nil)
    }

    /// The document behind a parser context's user data (libxml2 passes the context itself,
    /// or a context it made for an entity, which copies `_private`).
    private static func owner(ofContext userData: UnsafeMutableRawPointer?) -> LibXMLDocument? {
        guard let userData,
            let owner = userData.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private
        else { return nil }
        return Unmanaged<LibXMLDocument>.fromOpaque(owner).takeUnretainedValue()
    }

    /// When libxml2 reports a start tag, its cursor stands just past the tag's `>`; the tag's
    /// `<` is the nearest one before it (`<` cannot occur inside a tag). The line and column
    /// are counted back from the cursor's, in characters as libxml2 counts them.
    private static func startOfTag(endingAt input: xmlParserInput) -> PlistLocation {
        let line = Int(input.line)
        let column = Int(input.col)
        guard let base = input.base, var cursor = input.cur else { return .text(line: line, column: nil) }
        var characters = 0
        var newlines = 0
        var found = false
        while cursor > base {
            cursor -= 1
            let byte = cursor.pointee
            if byte & 0xC0 != 0x80 { characters += 1 }
            if byte == UInt8(ascii: "\n") { newlines += 1 }
            if byte == UInt8(ascii: "<") { found = true; break }
        }
        guard found else { return .text(line: line, column: nil) }
        if newlines == 0 { return .text(line: line, column: max(1, column - characters)) }
        // The tag spans lines: count the characters before `<` on its own line.
        var before = 0
        while cursor > base {
            cursor -= 1
            let byte = cursor.pointee
            if byte == UInt8(ascii: "\n") { return .text(line: line - newlines, column: before + 1) }
            if byte & 0xC0 != 0x80 { before += 1 }
        }
        return .text(line: line - newlines, column: input.consumed == 0 ? before + 1 : nil)
    }
}

/// libxml2's process-wide set-up, done once before the first parse from any thread.
enum LibXML {
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Calls `xmlInitParser` the first time only; Swift runs a static initializer once.
    static func initializeOnce() {
        _ = initialized
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
