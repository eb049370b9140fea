import FolioPluginAPI

/// How each XHTML document of the book begins, up to its `body`: the XML declaration, the
/// doctype, the root with the EPUB namespace and the document's `lang`, `xml:lang` and `dir`,
/// and a head with its character set, title and `extra` elements (a page's viewport and style
/// sheets).
enum XHTMLOpening {
    static func text(language: String, direction: WritingDirection, title: String, extra: [String] = []) -> String {
        let language = XMLText.escaped(language)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="\(language)" xml:lang="\(language)" dir="\(direction.rawValue)">
            <head>
            <meta charset="UTF-8"/>
            <title>\(XMLText.escaped(title))</title>

            """ + extra.map { $0 + "\n" }.joined() + "</head>\n<body>\n"
    }
}
