import FolioPluginAPI
import Foundation

/// The font files the pages' runs are drawn from, shipped in the book as they are in the
/// frames (`TypesetLine.Font`: the face HarfBuzz wrote again, cut to the issue's characters with
/// every glyph at its id, `FontFiles`' one decision, the same files the PDF embeds and the JSON
/// bundle's frames ship), as `fonts/HASH.ttf` or `.otf`, and `styles/fonts.css`: one
/// `@font-face` family and one class per file. The class sets the face's line height to its
/// ascender plus descender, so a run's box starts exactly its ascender above its baseline.
final class EPUBFonts {
    /// One shipped face file.
    struct Face {
        /// The path in the book, from the package document (`fonts/HASH.ttf`).
        var path: String
        /// The file's bytes.
        var data: Data
        /// Its media type: `font/ttf` or `font/otf` (CFF outlines).
        var mediaType: String
        /// The CSS class (and font family) of runs drawn in it.
        var className: String
        /// The face's ascender and descender (positive) in ems: where a browser puts the baseline.
        var ascender: Double
        var descender: Double
    }

    /// The faces, in the order runs first used them.
    private(set) var faces: [Face] = []
    private var byFont: [TypesetLine.Font: Int] = [:]

    /// The face of `font`, added on first use; nil when the font has no bytes to ship.
    func face(for font: TypesetLine.Font) -> Face? {
        if let index = byFont[font] { return faces[index] }
        guard !font.bytes.isEmpty else { return nil }
        let data = Data(font.bytes)
        let name = ContentHash.name(of: data)
        let isCFF = data.prefix(4).elementsEqual("OTTO".utf8)
        var ascender = 0.8
        var descender = 0.2
        if let face = try? FontFace(data: data, index: font.index), face.unitsPerEm > 0 {
            let extents = face.verticalExtents
            ascender = Double(extents.ascender) / Double(face.unitsPerEm)
            descender = Double(extents.descender) / Double(face.unitsPerEm)
        }
        if let existing = faces.firstIndex(where: { $0.className == "f\(name.prefix(12))" }) {
            byFont[font] = existing
            return faces[existing]
        }
        faces.append(
            Face(
                path: "fonts/\(name).\(isCFF ? "otf" : "ttf")", data: data, mediaType: isCFF ? "font/otf" : "font/ttf",
                className: "f\(name.prefix(12))", ascender: ascender, descender: descender))
        byFont[font] = faces.count - 1
        return faces.last
    }

    /// `styles/fonts.css`, from the styles folder: the faces and their classes.
    var styleSheet: String {
        var css = "/* Written by the epub sink: the faces the frames' runs are drawn in. */\n"
        for face in faces {
            css += "@font-face { font-family: \"\(face.className)\"; src: url(../\(face.path)); }\n"
            css +=
                ".\(face.className) { font-family: \"\(face.className)\"; line-height: \(XMLText.number(face.ascender + face.descender, places: 4)); }\n"
        }
        return css
    }
}
