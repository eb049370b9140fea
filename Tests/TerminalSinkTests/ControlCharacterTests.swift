import FolioBuild
import FolioPluginAPI
import Foundation
import MarkdownSource
import PlistSource
import Testing

@testable import TerminalSink

/// Content can never send control sequences to the terminal.
@Suite struct ControlCharacterTests {
    static func load(_ folder: URL) async throws -> FolioModel.Issue {
        let registry = PluginRegistry(sources: [MarkdownSource(), PlistSource()])
        let loaded = try await IssueLoader(registry: registry).load(folderAt: folder.path)
        #expect(!loaded.hasErrors, "\(loaded.diagnostics)")
        return loaded.issue
    }

    @Test func safeTextEscapesEveryControlButLayout() {
        #expect(SafeText.clean("a\u{1B}[2Jb\u{07}c\u{9B}d\u{7F}") == #"a\u{1B}[2Jb\u{7}c\u{9B}d\u{7F}"#)
        #expect(SafeText.clean("one\r\ntwo\rthree\tfour") == "one\ntwo\nthree\tfour")
        #expect(SafeText.url("https://x.org/\u{1B}]52;\u{07} é") == "https://x.org/%1B]52;%07%20%C3%A9")
    }

    @Test func theExecutorsBytesHoldOnlyItsOwnSequences() async throws {
        let folder = try HostileContent.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let issue = try await Self.load(folder)
        #expect(issue.articles.count == 3, "the cover, whose lines are the two articles' titles, and the two")
        let controller = try PreviewController(
            issue: issue, photos: .reading(ContentFolder(path: folder.path)), colorMode: .trueColor, columns: 80,
            rows: 24)
        var executor = TerminalExecutor(colorMode: .trueColor)
        var bytes = Array(TerminalExecutor.enterSequence.utf8)
        var shown = ""
        bytes += executor.frame(controller.render())
        for input: PreviewInput in [
            .key(.right), .key(.down), .key(.up), .key(.left), .key(.down), .key(.overlay), .help,
        ] {
            _ = try controller.handle(input)
            let screen = controller.render()
            shown += screen.lines().joined(separator: "\n")
            bytes += executor.frame(screen)
        }
        bytes += Array(TerminalExecutor.leaveSequence.utf8)
        #expect(HostileContent.foreignControls(in: bytes) == [])
        #expect(!String(decoding: bytes, as: UTF8.self).contains("\u{1B}]52"))
        #expect(shown.contains(#"\u{1B}[2J"#), "the neutralised sequences are shown as text")
        #expect(shown.contains("Mallory"))
    }

    @Test func theDumpHoldsNoControlCharacters() throws {
        let folder = try HostileContent.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        for keys in ["", "down", "right", "right down", "o"] {
            let run = try Folio.run(["preview", folder.path, "--dump", "--keys", keys])
            #expect(run.status == 0, "\(run.errors)")
            let bytes = [UInt8](run.output)
            #expect(!bytes.contains(0x1B) && !bytes.contains(0x07), "keys '\(keys)'")
            #expect(HostileContent.foreignControls(in: bytes) == [], "keys '\(keys)'")
        }
    }
}
