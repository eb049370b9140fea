import FolioBuild
import FolioHashing
import FolioPluginAPI
import FolioText
import Foundation

/// The face files a bundle with frames ships: every face some stack draws the issue's text
/// with, cut to those characters (and to what the frames add to the text: list markers, the
/// paginator's hyphen) with every glyph the layout tables reach from them, each glyph kept at
/// its id, so that the glyph ids in the frames, which HarfBuzz shaped in the whole face, draw
/// from the shipped file. Plain OpenType (`fonts/HASH.otf` or `.ttf`), named by the hash of
/// the file's bytes, as every other file of the bundle but `issue.json`.
struct FrameFonts {
    /// Characters the frames draw besides the issue's text: list markers (digits, the period,
    /// the bullet) and the paginator's hyphen.
    static let added = "0123456789.•-"

    /// The files, and each face's file by its name.
    let files: [OutputFile]
    let paths: [String: String]

    /// The face files of `fonts`, the issue's fonts.
    init(_ fonts: IssueFonts) throws {
        var files: [OutputFile] = []
        var paths: [String: String] = [:]
        for (typeface, characters) in fonts.usage(including: Self.added, inEveryLanguage: true) {
            let data = try FontSubsetter.subset(typeface.face, text: characters, keepsGlyphIDs: true)
            let isCFF = data.prefix(4).elementsEqual("OTTO".utf8)
            let path = "fonts/\(XXHash64.wideHex(data)).\(isCFF ? "otf" : "ttf")"
            files.append(OutputFile(path: path, data: data))
            paths[typeface.name] = path
        }
        self.files = files
        self.paths = paths
    }
}
