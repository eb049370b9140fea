import Foundation
import Testing

/// `folio preview Content --dump` at 80×24, compared with committed screens. Set
/// FOLIO_UPDATE_GOLDEN=1 to write them again after an intended change, and read the diff.
@Suite struct GoldenScreenTests {
    static let folder = Folio.packageRoot.appendingPathComponent("Tests/TerminalSinkTests/Golden")

    /// The sample opens on its cover; the article pages are one `right` further on.
    static let cases: [(name: String, keys: String)] = [
        ("cover", ""),
        ("cover-line-selected", "tab tab"),
        ("first-page", "right"),
        ("second-page", "right down"),
        ("gallery-first-page", "right right"),
        ("list-page", "right right right"),
        ("code-page", "o right right right right right right right right right right right enter down down"),
        ("contents", "right o right"),
        ("help", "?"),
        ("search", "right / type:water down"),
    ]

    @Test(arguments: cases.map(\.name))
    func theScreenMatchesItsGoldenFile(_ name: String) throws {
        let keys = Self.cases.first { $0.name == name }?.keys ?? ""
        let run = try Folio.run(["preview", "Content", "--dump", "--keys", keys, "--columns", "80", "--rows", "24"])
        #expect(run.status == 0, "\(run.errors)")
        let file = Self.folder.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["FOLIO_UPDATE_GOLDEN"] == "1" {
            try run.output.write(to: file)
            return
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(
            run.text == golden, "folio preview Content --dump --keys '\(keys)' differs from \(file.lastPathComponent)")
    }

    @Test func theDumpEndsWithTheStateAsJSON() throws {
        let run = try Folio.run(["preview", "Content", "--dump", "--keys", "right down down"])
        #expect(run.status == 0)
        #expect(run.lines.count == 25)
        #expect(
            run.lines.last
                == #"{"at":[1,2],"found":[],"highlight":null,"hit":null,"moves":["down","up"],"overlay":false,"peek":null,"search":null,"zoom":1}"#
        )
    }

    @Test func anUnknownKeyIsAnError() throws {
        let run = try Folio.run(["preview", "Content", "--dump", "--keys", "down sideways"])
        #expect(run.status != 0)
        #expect(run.errors.contains("'sideways' is not a preview key"))
    }
}
