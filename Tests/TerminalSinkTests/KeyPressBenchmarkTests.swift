import FolioPluginAPI
import Foundation
import Testing

@testable import TerminalSink

/// How long a key takes to become a frame on a 10,000-article issue. It prints figures and
/// checks only that the preview does not paginate the whole issue; timing is not pass/fail.
@Suite struct KeyPressBenchmarkTests {
    static func longIssue(articles: Int) -> FolioModel.Issue {
        let paragraph = Block.paragraph([
            .text(String(repeating: "A line of running text that wraps. ", count: 12)), .strong([.text("bold")]),
        ])
        let list = Block.list(
            ListBlock(ordered: true, items: (1...6).map { [.paragraph([.text("Item \($0) of a list.")])] }))
        let blocks = [
            Block.heading(level: 2, content: [.text("A heading")]), paragraph, list, paragraph,
            .code(info: "", text: "let x = 1\nprint(x)"), paragraph, paragraph,
        ]
        let all = (0..<articles).map {
            Article(id: "a\($0)", title: "Article \($0 + 1)", blocks: blocks, sourcePath: "a\($0).md")
        }
        return Issue(title: "Long", articles: all)
    }

    @Test func aKeyIsAnsweredWithinAFrameOnALongIssue() throws {
        let issue = Self.longIssue(articles: 10_000)
        let clock = ContinuousClock()
        var controller: PreviewController?
        let opening = clock.measure {
            controller = try? PreviewController(
                issue: issue, photos: SyntheticPhotos.library(), colorMode: .trueColor, columns: 100, rows: 30)
        }
        let preview = try #require(controller)
        var executor = TerminalExecutor(colorMode: .trueColor)
        _ = executor.frame(preview.render())
        preview.renderNeighbours()
        let keys: [NavigationKey] = [
            .down, .down, .up, .up, .right, .down, .up, .right, .overlay, .right, .down, .escape, .right,
        ]
        var durations: [Duration] = []
        for round in 0..<20 {
            for key in keys {
                let duration = clock.measure {
                    _ = try? preview.handle(.key(key))
                    _ = executor.frame(preview.render())
                }
                durations.append(duration)
                preview.renderNeighbours()
            }
            _ = round
        }
        durations.sort()
        let median = durations[durations.count / 2]
        let slowest = durations[durations.count - 1]
        print(
            "10,000 articles: open \(opening), key to frame median \(median), 95th \(durations[durations.count * 95 / 100]), slowest \(slowest), \(durations.count) keys"
        )
        #expect(preview.state.at.article > 10)
        #expect(preview.renderedPageCount <= PageScreenCache.capacity)
    }
}
