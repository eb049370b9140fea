import FolioPluginAPI

/// `nav.xhtml`, the book's navigation document: the contents (`toc`: each article's title,
/// to its first page, as the PDF's contents page lists them), the page list (`page-list`:
/// every page by its number, the numbers the PDF's article pages are labelled with) and the
/// landmarks (the cover, where the articles begin; the contents are this document, which a
/// landmark may not name: it is not in the spine). Written in the issue's
/// language and direction, each entry in its article's.
struct NavigationDocument {
    /// One entry of the contents.
    struct Entry {
        var title: String
        var language: String
        var direction: WritingDirection
        /// The file of its first page, from the navigation document.
        var path: String
    }

    let title: String
    let language: String
    let direction: WritingDirection
    /// The articles, in strip order (the cover, if any, first).
    let entries: [Entry]
    /// Each page's file, in spine order (page 1 first).
    let pages: [String]
    /// The file of the cover's page and of the first article's page (nil when absent).
    let cover: String?
    let bodyStart: String?

    var xhtml: String {
        var out = XHTMLOpening.text(language: language, direction: direction, title: title)
        out += "<nav epub:type=\"toc\" id=\"toc\">\n<h1>Contents</h1>\n<ol>\n"
        for entry in entries {
            let dir = entry.direction == direction ? "" : " dir=\"\(entry.direction.rawValue)\""
            let lang = XMLText.escaped(entry.language)
            out += "<li lang=\"\(lang)\" xml:lang=\"\(lang)\"\(dir)><a href=\"\(XMLText.escaped(entry.path))\">"
            out += "\(XMLText.escaped(entry.title.isEmpty ? "Untitled" : entry.title))</a></li>\n"
        }
        out += "</ol>\n</nav>\n<nav epub:type=\"page-list\" id=\"page-list\" hidden=\"hidden\">\n<h2>Pages</h2>\n<ol>\n"
        for (index, path) in pages.enumerated() {
            out += "<li><a href=\"\(XMLText.escaped(path))\">\(index + 1)</a></li>\n"
        }
        out +=
            "</ol>\n</nav>\n<nav epub:type=\"landmarks\" id=\"landmarks\" hidden=\"hidden\">\n<h2>Landmarks</h2>\n<ol>\n"
        if let cover {
            out += "<li><a epub:type=\"cover\" href=\"\(XMLText.escaped(cover))\">Cover</a></li>\n"
        }
        if let bodyStart {
            out += "<li><a epub:type=\"bodymatter\" href=\"\(XMLText.escaped(bodyStart))\">Start of content</a></li>\n"
        }
        out += "</ol>\n</nav>\n</body>\n</html>\n"
        return out
    }
}
