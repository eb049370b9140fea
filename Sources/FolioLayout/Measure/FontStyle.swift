/// The typeface a run of text is set in.
package enum FontStyle: Int, Sendable, Hashable, Decodable, CaseIterable {
    /// Upright text.
    case regular
    /// Emphasis, captions and bylines.
    case italic
    /// Strong text, headings and titles.
    case bold
    /// Emphasis inside strong text or headings.
    case boldItalic
    /// Code, inline or in blocks.
    case monospace

    /// The face for a combination of bold and italic; code is monospace whatever surrounds it.
    package static func of(bold: Bool, italic: Bool) -> FontStyle {
        switch (bold, italic) {
        case (false, false): return .regular
        case (false, true): return .italic
        case (true, false): return .bold
        case (true, true): return .boldItalic
        }
    }

    /// Whether the face is bold.
    package var isBold: Bool { self == .bold || self == .boldItalic }
    /// Whether the face is italic.
    package var isItalic: Bool { self == .italic || self == .boldItalic }
}
