/// An element of a parsed XML document, copied out of libxml2's tree so that no libxml2 type
/// (and no C import) reaches the code that reads property lists from it.
struct XMLElementNode: Sendable, Equatable {
    /// What an element holds, in document order. Comments and processing instructions are
    /// left out.
    enum Child: Sendable, Equatable {
        case element(XMLElementNode)
        /// Character data (text or CDATA).
        case text(String)
        /// An entity reference such as `&xxe;`, kept as its name and never expanded.
        case entityReference(String)
    }

    /// The element's local name.
    var name: String
    /// Where its start tag begins.
    var location: PlistLocation
    /// What it holds.
    var children: [Child]

    /// The child elements alone.
    var elements: [XMLElementNode] {
        children.compactMap { child in
            if case .element(let element) = child { return element }
            return nil
        }
    }
}

/// What libxml2 made of an XML file: the root element when it parsed, and its messages.
struct XMLParseResult: Sendable, Equatable {
    /// The root element; `nil` when libxml2 could not parse the file.
    var root: XMLElementNode?
    /// libxml2's errors and warnings, located where it knew the place.
    var problems: [PlistProblem]
}
