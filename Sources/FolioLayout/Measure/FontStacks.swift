import FolioText

/// Where a font measure finds its faces: the fonts (`IssueFonts`), or Folio's own
/// faces alone. The HTML bundle writes its CSS from the same stacks, so the browser draws every
/// character with the face it was measured in.
package protocol FontStacks: Sendable {
    /// The faces text of `request` in `language` is drawn with, first preferred.
    func stack(for request: FaceRequest, language: String) -> FontStack
}

extension FontStyle {
    /// What text in this style and `role` asks of the fonts: titles and headings take
    /// the heading faces, code the monospaced ones, the rest the body faces.
    package func request(in role: TextRole) -> FaceRequest {
        if self == .monospace { return FaceRequest(role: .mono) }
        switch role {
        case .title, .heading: return FaceRequest(role: .heading, bold: isBold, italic: isItalic)
        case .code: return FaceRequest(role: .mono)
        case .body, .byline, .dek, .caption, .tableHeader, .pullQuote, .footnote:
            return FaceRequest(role: .body, bold: isBold, italic: isItalic)
        }
    }
}
