import FolioModel
import Testing

@testable import FolioLayout

/// A task item (`- [ ]`, `- [x]`) shows its mark, `☐` or `☑`, in place of the list's bullet, in
/// every sink: the frames and the terminal's cells draw no marker for it; other items keep theirs.
@Suite struct TaskListTests {
    private static let list = ListBlock(
        ordered: false,
        items: [
            [.paragraph([.text(ListBlock.taskMark(checked: false) + "Lift the dahlias")])],
            [.paragraph([.text(ListBlock.taskMark(checked: true) + "Net the pond")])],
            [.paragraph([.text("Sweep the path")])],
        ])
    private static let article = Article(id: "a", title: "T", blocks: [.list(list)], sourcePath: "a.md")

    @Test func whichItemsAreTasks() {
        #expect([0, 1, 2].map(Self.list.isTask) == [true, true, false])
        var ordered = Self.list
        ordered.ordered = true
        #expect(![0, 1, 2].contains(where: ordered.isTask), "a numbered item keeps its number")
        #expect(BlockElements([.list(Self.list)]).contains(.tasks))
        #expect(!BlockElements([.list(ordered)]).contains(.tasks))
    }

    @Test func theFramesDrawAMarkerOnlyForTheItemThatIsNotATask() throws {
        let geometry = PageGeometry(width: 400, height: 600, margin: 20, fontSize: 16, lineHeight: 1.4)
        let pages = Paginator.standard(for: geometry).paginate(Self.article)
        let frame = try #require(
            ArticleFramer(typesetting: .standard, justifies: false).frames(of: Self.article, pages: pages, in: geometry)
                .first)
        let roles = frame.blocks.map(\.role)
        #expect(roles == [.title, .listItem, .listItem, .marker, .listItem], "\(roles)")
        #expect(frame.blocks.first { $0.role == .marker }?.lines.map(\.text) == ["•"])
    }

    @Test func theTerminalDrawsAMarkerOnlyForTheItemThatIsNotATask() throws {
        let page = try #require(Paginator.terminal(columns: 40, rows: 12).paginate(Self.article).first)
        let frame = CellFramer(measure: CellMeasure(columns: 40, rows: 12)).frame(of: page, in: Self.article)
        let markers = frame.blocks.filter { $0.role == .listMarker }
        #expect(markers.map { $0.lines.map(\.text) } == [["•"]])
        #expect(markers.first?.item?.index == 2)
    }
}
