import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// A complete article from the test bundle's fixture folder, read as the pipeline reads it.
@Suite struct FixtureTests {
    @Test func theSlowHarbour() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let folder = try ContentFolder(path: url.appendingPathComponent("Harbour").path)
        let files = folder.files()
        let source = MarkdownSource()
        #expect(files.filter(source.claims).map(\.relativePath) == ["the-slow-harbour.md"])
        let file = folder.file(atRelativePath: "the-slow-harbour.md")

        let output = source.load(file, in: folder)

        #expect(output.diagnostics == [])
        #expect(output.usedFiles == ["photos/harbour.png"])
        let photo = Photo(
            path: "photos/harbour.png", width: 12, height: 8,
            caption: "Low tide, 6 a.m.", alt: "Boats resting on the mud at low tide")
        let expected = Article(
            id: "the-slow-harbour",
            title: "The Slow Harbour",
            author: "Ana Lima",
            date: "2026-11-21",
            summary: "At dawn the harbour is still, and the boats wait for the tide. Nobody hurries here.",
            kind: .text,
            blocks: [
                .paragraph([
                    .text("At dawn the harbour is "), .emphasis([.text("still")]),
                    .text(", and the boats wait for the "), .strong([.text("tide")]), .text(". Nobody hurries here."),
                ]),
                .photo(photo),
                .heading(level: 2, content: [.text("What the tide brings")]),
                .list(
                    ListBlock(
                        ordered: true, start: 1, tight: true,
                        items: [
                            [.paragraph([.text("Water")])],
                            [
                                .paragraph([.text("Boats, and with them:")]),
                                .list(
                                    ListBlock(
                                        ordered: false,
                                        items: [
                                            [.paragraph([.text("fishermen")])], [.paragraph([.text("gulls")])],
                                        ])),
                            ],
                        ])),
                .quote([.paragraph([.text("The sea is patient; so are we.")])]),
                .pageBreak,
                .code(info: "sh", text: "tide --today\n"),
                .thematicBreak,
                .paragraph([
                    .text("Read more on "),
                    .link(
                        destination: "https://example.com/tides", title: "Tide tables",
                        content: [.text("the tide tables")]),
                    .text("."),
                ]),
            ],
            cover: photo,
            order: 2,
            sourcePath: "the-slow-harbour.md")
        #expect(output.articles == [expected])
    }
}
