import FolioBuild
import FolioPluginAPI
import Foundation
import MarkdownSource
import PlistSource
import Testing

@testable import TerminalSink

/// The terminal previewer answers each kind of `PreviewRequest` with its `PreviewStatus`,
/// headlessly, on the request's screen: what `folio preview --dump` and `--timings` print.
@Suite struct TerminalPreviewerTests {
    static func request(_ mode: PreviewRequest.Mode, columns: Int = 60, rows: Int = 18) async throws
        -> PreviewRequest
    {
        let loaded = try await IssueLoader(registry: PluginRegistry(sources: [MarkdownSource(), PlistSource()]))
            .load(folderAt: Folio.packageRoot.appendingPathComponent("Content").path)
        return PreviewRequest(
            issue: loaded.issue, folder: loaded.folder, mode: mode, screen: .cells(columns: columns, rows: rows))
    }

    @Test func aDumpRequestReturnsTheScreenAfterItsKeys() async throws {
        let opened = try await TerminalSink().preview(Self.request(.dump(keys: [])))
        let moved = try await TerminalSink().preview(Self.request(.dump(keys: ["right", "down"])))
        guard case .dumped(let first) = opened, case .dumped(let second) = moved else {
            Issue.record("a dump request returned \(opened) and \(moved)")
            return
        }
        #expect(first.state.at == Position(0, 0))
        #expect(second.state.at == Position(1, 1))
        #expect(first.lines.count == 18 && second.lines.count == 18)
        #expect(first.lines.allSatisfy { $0.count <= 60 })
        #expect(first.lines != second.lines)
    }

    @Test func aTimingsRequestTimesEveryKeyItDraws() async throws {
        let status = try await TerminalSink().preview(Self.request(.timings(keys: ["right", "down", "left"])))
        guard case .timed(let timings) = status else {
            Issue.record("a timings request returned \(status)")
            return
        }
        #expect(timings.keys.count == 3)
        #expect(timings.frameBytes > 0)
    }

    @Test func anUnknownKeyIsAnErrorThatNamesIt() async throws {
        let request = try await Self.request(.dump(keys: ["right", "sideways"]))
        await #expect(throws: UnknownKeyError.self) { try await TerminalSink().preview(request) }
    }
}
