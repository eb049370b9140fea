import FolioBuild
import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

@Suite struct ImageTests {
    @Test func anImageSplitsItsParagraphIntoAPhoto() throws {
        let content = try TemporaryContent()
        try content.writePNG("photos/harbour.png", width: 4, height: 3)
        let output = try content.load(
            "a.md",
            """
            ---
            title: A
            ---
            Before the photo ![The harbour at dawn](photos/harbour.png "Morning tide") after it.

            ![](photos/harbour.png)
            """)
        #expect(output.diagnostics == [])
        let photo = Photo(
            path: "photos/harbour.png", width: 4, height: 3, caption: "Morning tide", alt: "The harbour at dawn")
        let article = try #require(output.article)
        #expect(
            article.blocks == [
                .paragraph([.text("Before the photo")]),
                .photo(photo),
                .paragraph([.text("after it.")]),
                .photo(Photo(path: "photos/harbour.png", width: 4, height: 3)),
            ])
        #expect(article.cover == photo)
        #expect(output.usedFiles == ["photos/harbour.png"])
    }

    /// A photo inside a link leaves the link but keeps where it leads: a linked photo.
    @Test func aPhotoLeavesEmphasisAndLinksSplitAroundIt() throws {
        let content = try TemporaryContent()
        try content.writePNG("p.png", width: 2, height: 2)
        let output = try content.load(
            "a.md", "---\ntitle: A\n---\n*see ![*alt* text](p.png) now* and [![x](p.png)](https://example.com)\n")
        #expect(output.diagnostics == [])
        let photo = Photo(path: "p.png", width: 2, height: 2, alt: "alt text")
        #expect(
            output.article?.blocks == [
                .paragraph([.emphasis([.text("see")])]),
                .photo(photo),
                .paragraph([.emphasis([.text("now")]), .text(" and")]),
                .photo(Photo(path: "p.png", width: 2, height: 2, alt: "x", link: "https://example.com")),
            ])
    }

    @Test func imagesInListsAndQuotesAndJPEGs() throws {
        let content = try TemporaryContent()
        var jpeg: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0] + Array(repeating: 0, count: 9)
        jpeg += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03] + Array(repeating: 0, count: 9)
        try content.write("essays/pics/boat.JPG", data: Data(jpeg))
        try content.writePNG("shared/map.png", width: 30, height: 20)
        let output = try content.load("essays/voyage.md", "- ![Boat](pics/boat.JPG)\n\n> ![Map](../shared/map.png)\n")
        #expect(output.diagnostics == [])
        let boat = Photo(path: "essays/pics/boat.JPG", width: 640, height: 480, alt: "Boat")
        let map = Photo(path: "shared/map.png", width: 30, height: 20, alt: "Map")
        let article = try #require(output.article)
        #expect(article.blocks == [.list(ListBlock(ordered: false, items: [[.photo(boat)]])), .quote([.photo(map)])])
        #expect(article.cover == boat)
        #expect(article.sourcePath == "essays/voyage.md")
        #expect(output.usedFiles == ["essays/pics/boat.JPG", "shared/map.png"])
    }

    @Test func imagesThatCannotBeUsedAreLocatedErrors() throws {
        let content = try TemporaryContent()
        try content.writePNG("photos/ok.png", width: 1, height: 1)
        try Data(TinyPNG.make(width: 5, height: 5)).write(to: content.outside.appendingPathComponent("secret.png"))
        try content.link("photos/sneaky.png", to: content.outside.appendingPathComponent("secret.png"))
        try content.write("notes.txt", "not an image\n")
        try content.write("photos/fake.png", "GIF89a, really\n")
        let output = try content.load(
            "a.md",
            """
            ---
            title: A
            ---
            ![up](../outside/secret.png)
            ![root](/etc/hosts)
            Text ![link](photos/sneaky.png)
            ![gone](photos/missing.png)
            ![text](notes.txt) ![fake](photos/fake.png)
            ![web](https://example.com/a.png)
            ![](<>)
            """)
        let file = try content.file("a.md")
        let errors = output.diagnostics(.error)
        #expect(output.diagnostics.count == errors.count)
        #expect(
            errors.map(\.location) == [
                file.location(line: 4, column: 1), file.location(line: 5, column: 1), file.location(line: 6, column: 6),
                file.location(line: 7, column: 1), file.location(line: 8, column: 1),
                file.location(line: 8, column: 20),
                file.location(line: 9, column: 1), file.location(line: 10, column: 1),
            ])
        #expect(
            errors.map(\.message) == [
                "cannot use image: '../outside/secret.png' leads outside the content folder",
                "cannot use image: no file at '/etc/hosts' in the issue's site root (the content folder and the folders `static:` names in issue.yaml)",
                "cannot use image: 'photos/sneaky.png' is a symbolic link that leads outside the content folder",
                "cannot use image: no file at 'photos/missing.png'",
                "cannot use image 'notes.txt': not a PNG, JPEG or SVG image; photos must be PNG, JPEG or SVG files",
                "cannot use image 'photos/fake.png': not a PNG, JPEG or SVG image; photos must be PNG, JPEG or SVG files",
                "cannot use image 'https://example.com/a.png': remote images are fetched only by a build with a cache",
                "the image names no file; write ![description](photos/name.jpg)",
            ])
        let article = try #require(output.article)
        #expect(article.allPhotos.isEmpty)
        #expect(output.usedFiles.isEmpty)
        #expect(article.blocks == [.paragraph([.text("Text")])])
    }

    @Test func aCoverThatCannotBeUsedIsAnErrorAtTheValue() throws {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\ncover:   ../x.png\n---\nText\n")
        #expect(output.diagnostics.count == 1)
        #expect(output.diagnostics.first?.message == "cannot use image: '../x.png' leads outside the content folder")
        #expect(try output.diagnostics.first?.location == content.file("a.md").location(line: 3, column: 10))
        #expect(output.article?.cover == nil)
    }

    @Test func theFrontMatterCoverWinsOverTheFirstPhoto() throws {
        let content = try TemporaryContent()
        try content.writePNG("cover.png", width: 8, height: 2)
        try content.writePNG("inline.png", width: 2, height: 8)
        let output = try content.load("a.md", "---\ncover: cover.png\n---\n![x](inline.png)\n")
        #expect(output.diagnostics == [])
        #expect(output.article?.cover == Photo(path: "cover.png", width: 8, height: 2))
        #expect(output.usedFiles == ["cover.png", "inline.png"])
    }

    @Test func theTestPNGIsAValidPNG() throws {
        let data = TinyPNG.make(width: 3, height: 2)
        #expect(try ImageInfo.parse(data) == ImageInfo(format: .png, width: 3, height: 2))
        #expect(data.suffix(12) == Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]))
    }
}
