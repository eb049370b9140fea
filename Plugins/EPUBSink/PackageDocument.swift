import FolioPluginAPI

/// `content.opf`, the package document: the metadata (identifier, title, languages, authors,
/// date, `dcterms:modified`, the fixed layout, the accessibility metadata), the manifest of
/// every file with its media type and the spine of the pages in reading order, its
/// `page-progression-direction` right to left in a right-to-left issue.
struct PackageDocument {
    /// One file of the manifest.
    struct Item {
        var id: String
        var path: String
        var mediaType: String
        /// `nav`, `cover-image`, `svg`, ... (empty for none).
        var properties: String = ""
    }

    let identifier: String
    let title: String
    let subtitle: String?
    /// The book's languages, the first.
    let languages: [String]
    let authors: [String]
    /// The date as it was written, when it is a W3C date (`2026`, `2026-11`, `2026-11-21`).
    let date: String?
    /// `CCYY-MM-DDThh:mm:ssZ`.
    let modified: String
    let direction: WritingDirection
    let items: [Item]
    /// The ids of the spine's items, in reading order.
    let spine: [String]
    /// The accessibility metadata (`AccessibilityMetadata`).
    let accessibility: AccessibilityMetadata

    var xml: String {
        let language = XMLText.escaped(languages.first ?? "und")
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="\(language)" dir="\(direction.rawValue)">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:identifier id="book-id">\(XMLText.escaped(identifier))</dc:identifier>
            <dc:title>\(XMLText.escaped(title))</dc:title>

            """
        for language in languages { out += "<dc:language>\(XMLText.escaped(language))</dc:language>\n" }
        for author in authors { out += "<dc:creator>\(XMLText.escaped(author))</dc:creator>\n" }
        if let subtitle, !subtitle.isEmpty { out += "<dc:description>\(XMLText.escaped(subtitle))</dc:description>\n" }
        if let date { out += "<dc:date>\(XMLText.escaped(date))</dc:date>\n" }
        out += "<meta property=\"dcterms:modified\">\(modified)</meta>\n"
        out += "<meta property=\"rendition:layout\">pre-paginated</meta>\n"
        out += "<meta property=\"rendition:spread\">none</meta>\n"
        out += "<meta property=\"rendition:orientation\">auto</meta>\n"
        for (property, value) in accessibility.properties {
            out += "<meta property=\"\(property)\">\(XMLText.escaped(value))</meta>\n"
        }
        out += "</metadata>\n<manifest>\n"
        for item in items {
            let properties = item.properties.isEmpty ? "" : " properties=\"\(item.properties)\""
            out +=
                "<item id=\"\(item.id)\" href=\"\(XMLText.escaped(item.path))\" media-type=\"\(item.mediaType)\"\(properties)/>\n"
        }
        let progression = direction == .rightToLeft ? " page-progression-direction=\"rtl\"" : ""
        out += "</manifest>\n<spine\(progression)>\n"
        for id in spine { out += "<itemref idref=\"\(id)\"/>\n" }
        out += "</spine>\n</package>\n"
        return out
    }
}
