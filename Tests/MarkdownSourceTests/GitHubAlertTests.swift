import FolioPluginAPI
import Foundation
import Testing

@testable import MarkdownSource

/// GitHub's alerts (`> [!NOTE]` and its four siblings) are callouts: a quote with the kind as
/// its role and GitHub's title first, the marker line gone.
@Suite struct GitHubAlertTests {
    private func blocks(_ body: String) throws -> (blocks: [Block], diagnostics: [Diagnostic]) {
        let content = try TemporaryContent()
        let output = try content.load("a.md", "---\ntitle: A\n---\n" + body)
        return (try #require(output.article?.blocks), output.diagnostics)
    }

    private func title(_ text: String) -> Block { .paragraph([.strong([.text(text)])]) }

    @Test func everyKindIsACalloutWithItsTitle() throws {
        for (marker, role, shown) in [
            ("[!NOTE]", "note", "Note"), ("[!TIP]", "tip", "Tip"), ("[!IMPORTANT]", "important", "Important"),
            ("[!WARNING]", "warning", "Warning"), ("[!caution]", "caution", "Caution"),
        ] {
            let read = try blocks("> \(marker)\n> Useful *information*.\n>\n> More.")
            #expect(read.diagnostics == [])
            #expect(
                read.blocks == [
                    .quote(
                        [
                            title(shown),
                            .paragraph([.text("Useful "), .emphasis([.text("information")]), .text(".")]),
                            .paragraph([.text("More.")]),
                        ], role: role)
                ], "\(marker)")
        }
    }

    @Test func aMarkerInAParagraphOfItsOwn() throws {
        #expect(
            try blocks("> [!WARNING]\n>\n> Mind the gap.").blocks == [
                .quote([title("Warning"), .paragraph([.text("Mind the gap.")])], role: "warning")
            ])
    }

    /// Hugo's and Obsidian's wider reading: any kind of letters, a fold sign, a title of the
    /// author's on the marker's line.
    @Test func otherKindsFoldSignsAndOwnTitles() throws {
        #expect(
            try blocks("> [!info]- Before you start\n> Read this.").blocks == [
                .quote([title("Before you start"), .paragraph([.text("Read this.")])], role: "info")
            ])
        #expect(
            try blocks("> [!danger]\n> Hot.").blocks == [
                .quote([title("Danger"), .paragraph([.text("Hot.")])], role: "danger")
            ])
    }

    /// Pull quotes and sidebars, in each way sites write them: untitled unless the author titles
    /// them on the marker's line.
    @Test func pullQuotesAndSidebars() throws {
        let said: Block = .paragraph([.text("Said.")])
        #expect(try blocks("> [!PULLQUOTE]\n> Said.").blocks == [.quote([said], role: "pullquote")])
        #expect(
            try blocks("> [!sidebar] On maps\n> Said.").blocks == [.quote([title("On maps"), said], role: "sidebar")])
        #expect(try blocks("> [!ASIDE]\n> Said.").blocks == [.quote([said], role: "aside")])
        #expect(try blocks("Said.\n{: .pquote}\n").blocks == [.quote([said], role: "pquote")])
        #expect(try blocks("<aside class=\"pquote\">Said.</aside>\n").blocks == [.quote([said], role: "pquote")])
        #expect(try blocks("<aside>\n\nSaid.\n\n</aside>\n").blocks == [.quote([said], role: "aside")])
        #expect(
            try blocks("> [!pullquote]\n> Said.").blocks.map { block -> QuoteKind? in
                if case .quote(_, let role) = block { return QuoteKind(role: role) }
                return nil
            } == [.pullQuote])
    }

    /// A marker not followed by white space, a kind of other characters, a marker not on the
    /// first line, a title with markup, a quote inside a list and a marker in code or escaped
    /// are ordinary quotes.
    @Test func whatIsNotAnAlert() throws {
        for text in [
            "> [!NOTE]and more\n> text", "> [!NO TE]\n> text", "> [!2]\n> text", "> text\n> [!NOTE]",
            "> [!WARNING] Mind *this*\n> text", "- > [!NOTE]\n  > text", "> `[!NOTE]`\n> text", "> \\[!NOTE]\n> text",
        ] {
            let read = try blocks(text)
            let roles = read.blocks.flatMap(Self.quoteRoles)
            #expect(roles.allSatisfy { $0 == nil }, "\(text)")
        }
    }

    private static func quoteRoles(_ block: Block) -> [String?] {
        switch block {
        case .quote(let children, let role): [role] + children.flatMap(quoteRoles)
        case .list(let list): list.items.flatMap { $0.flatMap(quoteRoles) }
        default: []
        }
    }
}
