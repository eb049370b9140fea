import FolioPluginAPI
import Foundation

/// The fonts of the book's pages: for each font file the frames' runs are drawn from
/// (`TypesetLine.Font`, the face HarfBuzz wrote again and cut to the issue's characters,
/// `FontFiles`' one decision), a WOFF2 subset of the characters and glyphs the book draws in it
/// (`FontSubsetter`, its layout tables kept so the reader shapes the same glyphs again; `WOFF2`,
/// as the HTML bundle ships its faces), `fonts/HASH.woff2`; and `styles/fonts.css`: one
/// `@font-face` family and one class per face; each face's ascender and descender, for the
/// words' boxes (`WordBox`).
final class EPUBFonts {
    /// A face as the pages use it.
    struct Face {
        /// The CSS class (and font family) of words drawn in it.
        var className: String
        /// The face's ascender and descender (positive) in ems: where a browser puts the baseline.
        var ascender: Double
        var descender: Double
    }

    /// One shipped font file.
    struct File {
        /// Its path in the book, from the package document (`fonts/HASH.woff2`).
        var path: String
        var data: Data
        /// Its media type: `font/woff2`.
        var mediaType: String
    }

    private struct Use {
        var font: TypesetLine.Font
        var face: Face
        var characters: Set<Unicode.Scalar> = []
        var glyphs: Set<UInt32> = []
    }

    private var uses: [Use] = []
    private var byFont: [TypesetLine.Font: Int] = [:]

    /// The face `run` is drawn in, its characters and glyphs noted for the subset; nil when its
    /// font has no bytes to ship.
    func face(for run: TypesetLine.Run) -> Face? {
        let index: Int
        if let known = byFont[run.font] {
            index = known
        } else {
            guard !run.font.bytes.isEmpty else { return nil }
            let data = Data(run.font.bytes)
            var ascender = 0.8
            var descender = 0.2
            if let face = try? FontFace(data: data, index: run.font.index), face.unitsPerEm > 0 {
                let extents = face.verticalExtents
                ascender = Double(extents.ascender) / Double(face.unitsPerEm)
                descender = Double(extents.descender) / Double(face.unitsPerEm)
            }
            // Two font objects with the same bytes and face (two stacks' cuts of one face) are one face.
            let name = "f\(ContentHash.name(of: data).prefix(12))\(run.font.index == 0 ? "" : "-\(run.font.index)")"
            if let same = uses.firstIndex(where: { $0.face.className == name }) {
                index = same
            } else {
                uses.append(Use(font: run.font, face: Face(className: name, ascender: ascender, descender: descender)))
                index = uses.count - 1
            }
            byFont[run.font] = index
        }
        uses[index].characters.formUnion(run.text.unicodeScalars)
        // What a shaper may decompose a character into (Thai's sara am into nikhahit and sara aa):
        // without those in the face's map it draws the composed glyph, of another width.
        uses[index].characters.formUnion(run.text.decomposedStringWithCompatibilityMapping.unicodeScalars)
        // A small-capitals run is set in capitals by its style (`text-transform: uppercase`).
        if run.smallCaps { uses[index].characters.formUnion(run.text.uppercased().unicodeScalars) }
        uses[index].glyphs.formUnion(run.glyphs.map(\.id))
        return uses[index].face
    }

    /// The subsets of the faces used so far, in the order they were first used.
    func files() throws -> [File] {
        try uses.map { use in
            let characters = String(String.UnicodeScalarView(use.characters.sorted()))
            let data: Data
            do {
                let face = try FontFace(data: Data(use.font.bytes), index: use.font.index)
                data = try WOFF2.encode(FontSubsetter.subset(face, text: characters, glyphs: use.glyphs))
            } catch {
                throw FolioError(
                    step: "publish epub", "cannot cut the face \(use.font.name) to the book's text: \(error)")
            }
            return File(path: "fonts/\(ContentHash.name(of: data)).woff2", data: data, mediaType: "font/woff2")
        }
    }

    /// `styles/fonts.css`, from the styles folder: the faces and their classes. `paths` are the
    /// files `files()` made, in its order.
    func styleSheet(paths: [String]) -> String {
        var css = "/* Written by the epub sink: the faces the frames' runs are drawn in. */\n"
        for (use, path) in zip(uses, paths) {
            let face = use.face
            css += "@font-face { font-family: \"\(face.className)\"; src: url(../\(path)) format(\"woff2\"); }\n"
            css += ".\(face.className) { font-family: \"\(face.className)\"; }\n"
        }
        return css
    }
}
