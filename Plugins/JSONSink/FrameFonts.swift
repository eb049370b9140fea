import FolioLayout
import FolioPluginAPI
import FolioText
import Foundation

/// The face files a bundle with frames ships: every face some stack draws the issue's text
/// with, as the frames' lines are drawn from it (`FontFiles`, the one decision the PDF's
/// embedded faces come from too): cut to the issue's characters and what sinks add to them,
/// every glyph at its id, so that the glyph ids in the frames, which HarfBuzz shaped in the
/// whole face, draw from the shipped file. Plain OpenType (`fonts/HASH.otf` or `.ttf`), named
/// by the hash of the file's bytes, as every other file of the bundle but `issue.json`.
struct FrameFonts {
    /// The files, and each face's file by its name.
    let files: [OutputFile]
    let paths: [String: String]

    /// The face files of `fonts`, the issue's fonts.
    init(_ fonts: IssueFonts) throws {
        let drawn = FontFiles.files(for: fonts)
        var files: [OutputFile] = []
        var paths: [String: String] = [:]
        for (typeface, characters) in drawn.faces {
            let data = Data(drawn.font(of: typeface, drawing: characters).bytes)
            guard !data.isEmpty else {
                throw FolioError(step: "publish json", "HarfBuzz cannot write the face \(typeface.name) again")
            }
            let isCFF = data.prefix(4).elementsEqual("OTTO".utf8)
            let path = "fonts/\(ContentHash.name(of: data)).\(isCFF ? "otf" : "ttf")"
            files.append(OutputFile(path: path, data: data))
            paths[typeface.name] = path
        }
        self.files = files
        self.paths = paths
    }
}
