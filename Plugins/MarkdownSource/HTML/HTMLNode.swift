import FolioPluginAPI

/// A node of the tree `HTMLTreeBuilder` makes of HTML in Markdown.
enum HTMLNode {
    case element(HTMLElement)
    /// Text, its character references decoded, its whitespace as written.
    case text(String, at: SourceLocation)
    /// Markdown inside an element: source to read with libcmark, or a block libcmark already
    /// read (the Markdown between an HTML block that opens an element and the one that closes it).
    case markdown(HTMLMarkdown)
}

/// Markdown found inside HTML.
enum HTMLMarkdown {
    /// Source inside an element with a `markdown` attribute, and where it is.
    case source(String, origin: SourceOrigin)
    /// A block node of the document, between the HTML blocks that open and close an element.
    case node(CmarkNode)
}

/// An element: its name in lower case, attributes, children and place.
struct HTMLElement {
    let name: String
    let attributes: [HTMLAttribute]
    let location: SourceLocation
    /// How Markdown inside it is read; nil when its content is HTML.
    let markdownMode: HTMLElementKind.MarkdownMode?
    var children: [HTMLNode] = []

    /// The element's text, all markup removed, whitespace as written.
    var textContent: String {
        var text = ""
        func gather(_ nodes: [HTMLNode]) {
            for node in nodes {
                switch node {
                case .text(let value, _): text += value
                case .element(let element): gather(element.children)
                case .markdown(.source(let source, _)): text += source
                case .markdown(.node(let node)): text += node.flattenedText
                }
            }
        }
        gather(children)
        return text
    }

    /// The names in the `class` attribute, in lower case (as Folio's class rules compare them).
    var lowercasedClassNames: [Substring] {
        (attributes[attribute: "class"] ?? "").lowercased().split(whereSeparator: \.isWhitespace)
    }

    /// The `class` attribute, whitespace collapsed; nil when empty or missing.
    var classes: String? {
        let classes = (attributes[attribute: "class"] ?? "").split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        return classes.isEmpty ? nil : classes
    }
}
