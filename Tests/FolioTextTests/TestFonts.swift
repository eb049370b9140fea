import Foundation

@testable import FolioText

/// The faces the tests shape with: the repository's own Caladea (Latin, WOFF2) and the Noto
/// faces of fonts-noto-core and fonts-noto-cjk, found through fontconfig as Folio finds them.
enum TestFonts {
    /// The repository's Fonts folder.
    static let repositoryFonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts")

    /// Caladea Regular, the sample issue's body face.
    static func caladea() throws -> FontFace {
        try FontFace(contentsOf: repositoryFonts.appendingPathComponent("Caladea-Regular.woff2"))
    }

    /// The installed face fontconfig gives `script` (in `language`) covering `text`.
    static func noto(_ script: Script, language: String? = nil, covering text: String = "") throws -> FontFace {
        try FontFinder().face(for: script, language: language, covering: text).load()
    }
}
