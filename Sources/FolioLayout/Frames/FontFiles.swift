import FolioText
import Synchronization

/// The font files lines are drawn from, one decision for every sink that ships glyphs (the
/// PDF embeds them, the JSON bundle's frames ship them): each face HarfBuzz writes again, never
/// an author's bytes as they came (FuzzCairo found cairo's TrueType subsetter crashing on
/// them), and, for an issue's fonts, cut to the characters the issue draws in that face, every
/// glyph kept at its id: the glyph ids the shaper gave stay valid, and a sink's font reader
/// never holds a whole CJK face (65,535 glyphs; written again whole, HarfBuzz alone peaked at
/// 301 MiB). A line whose characters the cut lacks is drawn from the face written whole.
///
/// One `TypesetLine.Font` object per face and cut, made once, so a sink keys its own font
/// objects on it. The typefaces are kept too, so an identifier is never reused for another.
public final class FontFiles: Sendable {
    /// Faces written again whole: for text set in Folio's own stacks, whose characters no
    /// issue listed.
    static let whole = FontFiles(usage: nil)

    /// Each face's cut: the characters it keeps.
    private let cuts: [ObjectIdentifier: Set<Unicode.Scalar>]?
    /// The faces the issue's text is drawn in, in its fonts' order, each with the characters
    /// its cut keeps (none for faces written whole).
    public let faces: [(typeface: Typeface, characters: String)]
    private let files = Mutex<[Key: (typeface: Typeface, font: TypesetLine.Font)]>([:])

    private struct Key: Hashable {
        let typeface: ObjectIdentifier
        let isCut: Bool
    }

    /// Characters sinks draw besides the issue's text, in every stack: ASCII (list markers, the
    /// paginator's hyphen, page numbers, a contents page's heading) and the bullet.
    private static let drawnBySinks = String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }) + "•"

    private init(usage: [(typeface: Typeface, characters: String)]?) {
        faces = usage ?? []
        cuts = usage.map { usage in
            Dictionary(
                usage.map { (ObjectIdentifier($0.typeface), Set($0.characters.unicodeScalars)) },
                uniquingKeysWith: { $0.union($1) })
        }
    }

    /// The files for text set in `fonts`: an issue's fonts cut to the issue's characters, once
    /// per `IssueFonts` (the last few issues are remembered: a shelf builds several in turn).
    package static func files(for fonts: any FontStacks) -> FontFiles {
        guard let issueFonts = fonts as? IssueFonts else { return whole }
        let key = ObjectIdentifier(issueFonts)
        if let known = recent.withLock({ $0.first { $0.key == key }?.files }) { return known }
        let made = FontFiles(usage: issueFonts.usage(including: drawnBySinks, everywhere: true))
        return recent.withLock { recent in
            if let known = recent.first(where: { $0.key == key })?.files { return known }
            recent.append((key, issueFonts, made))
            if recent.count > 4 { recent.removeFirst() }
            return made
        }
    }

    /// The files for text set in an issue's fonts (a sink's `Publication.fonts`), cut to the
    /// issue's characters: what a sink that ships glyphs embeds or writes.
    public static func files(for fonts: IssueFonts) -> FontFiles {
        files(for: fonts as any FontStacks)
    }

    /// The files made for the last few issues' fonts, with the fonts (so that their identity
    /// is never reused while they are here).
    private static let recent = Mutex<[(key: ObjectIdentifier, fonts: IssueFonts, files: FontFiles)]>([])

    /// The font file of `typeface` that draws `text`: its cut when the cut has every character
    /// of `text`, else the face written whole.
    public func font(of typeface: Typeface, drawing text: String = "") -> TypesetLine.Font {
        let cut = cuts?[ObjectIdentifier(typeface)]
        let isCut = cut.map { cut in text.unicodeScalars.allSatisfy { cut.contains($0) } } ?? false
        let key = Key(typeface: ObjectIdentifier(typeface), isCut: isCut)
        if let known = files.withLock({ $0[key]?.font }) { return known }
        let bytes: [UInt8]?
        if isCut, let cut {
            let characters = String(String.UnicodeScalarView(cut))
            bytes = (try? FontSubsetter.subset(typeface.face, text: characters, keepsGlyphIDs: true)).map {
                [UInt8]($0)
            }
        } else {
            bytes = typeface.face.rewrittenFileBytes
        }
        let made = TypesetLine.Font(bytes: bytes ?? [], index: 0, name: typeface.name)
        return files.withLock { files in
            if let known = files[key]?.font { return known }
            files[key] = (typeface, made)
            return made
        }
    }
}
