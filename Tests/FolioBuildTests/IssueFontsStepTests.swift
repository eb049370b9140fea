import FolioModel
import FolioTestSupport
import FolioText
import Foundation
import Testing

@testable import FolioBuild
@testable import FolioFormats
@testable import FolioPluginAPI

/// The build's fonts step: issue.yaml's `fonts:` (each wrong file an error at its line and
/// column), the author's faces first in their stacks, and the cache measuring again when the
/// fonts change.
@Suite struct IssueFontsStepTests {
    let registry = PluginRegistry(sources: [LineSource()])

    @Test func eachWrongFontFileIsAnErrorAtItsLineAndColumn() async throws {
        let temp = try TemporaryFolder()
        try temp.write(
            "issue.yaml",
            """
            title: Fonts
            fonts:
              body: missing.ttf
              heading: { regular: notes.ttf, bolder: x.ttf }
              mono: old.woff
              titles: x.ttf
              caption: [a, b]

            """)
        try temp.write("notes.ttf", "this is not a font")
        try temp.write("old.woff", "wOFF and the rest of a WOFF 1 file")
        try temp.write("a.txt", "alpha\n")
        let state = try await IssueBuilder(registry: registry, cache: nil).load(folderAt: temp.path)
        let errors = state.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(
            errors.contains { $0.hasSuffix("issue.yaml:3:9: error: fonts.body: no file at 'missing.ttf'") }, "\(errors)"
        )
        #expect(
            errors.contains {
                $0.hasSuffix(
                    "issue.yaml:4:23: error: fonts.heading: 'notes.ttf' is not a font (expected OpenType, TrueType, a font collection or WOFF2)"
                )
            }, "\(errors)")
        #expect(errors.contains { $0.contains("issue.yaml:4:34: error: fonts.heading: 'bolder' is not a style") })
        #expect(errors.contains { $0.contains("issue.yaml:5:9: error: fonts.mono: 'old.woff' is a WOFF (version 1)") })
        #expect(errors.contains { $0.contains("issue.yaml:6:3: error: fonts: 'titles' is not a role") })
        #expect(
            errors.contains { $0.contains("issue.yaml:7:12: error: fonts.caption") || $0.contains("issue.yaml:7:3") })
        // The named files are the issue's, not stray files.
        #expect(!state.unused.contains { $0.relativePath == "notes.ttf" })
        #expect(state.fonts != nil)
    }

    @Test func aFileTooLargeIsRefusedBeforeItIsRead() async throws {
        let temp = try TemporaryFolder()
        try temp.write("issue.yaml", "fonts:\n  body: huge.otf\n")
        let huge = try temp.write("huge.otf", "")
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: UInt64(FontFace.maximumBytes + 1))
        try handle.close()
        try temp.write("a.txt", "alpha\n")
        let state = try await IssueBuilder(registry: registry, cache: nil).load(folderAt: temp.path)
        let errors = state.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(
            errors.contains {
                $0.contains(
                    "issue.yaml:2:9: error: fonts.body: 'huge.otf' is a font file of 67108865 bytes, above the 67108864-byte limit"
                )
            }, "\(errors)")
    }

    @Test func theAuthorsFacesComeFirstAndAScriptWithNoFaceIsAWarning() async throws {
        let temp = try TemporaryFolder()
        try temp.write("issue.yaml", "fonts:\n  body: fonts/Serif.ttf\n  heading:\n    bold: fonts/Sans-Bold.ttf\n")
        try temp.write(
            "fonts/Serif.ttf",
            data: try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf")))
        try temp.write(
            "fonts/Sans-Bold.ttf",
            data: try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")))
        try temp.write("a.txt", "Kawi \u{11F04}\u{11F05}\nمرحبا بالعالم\n")
        let state = try await IssueBuilder(registry: registry, cache: nil).load(folderAt: temp.path)
        #expect(!state.hasErrors, "\(state.diagnostics)")
        let fonts = try #require(state.fonts)
        let body = fonts.stack(for: FaceRequest(role: .body, italic: true), language: "en").faces.map(\.name)
        #expect(body.first == "Serif")
        #expect(body.contains("NotoSansArabic-Regular"))
        #expect(
            fonts.stack(for: FaceRequest(role: .heading, bold: true), language: "en").faces.first?.name == "Sans-Bold")
        #expect(fonts.stack(for: FaceRequest(role: .mono), language: "en").faces.first?.name == "DejaVuSansMono")
        #expect(
            state.diagnostics.contains {
                $0.severity == .warning
                    && $0.message
                        == "no installed font covers the Kawi script (Kawi) (\u{11F04} \u{11F05}); install the Debian package fonts-noto-core"
            })
        #expect(state.unused.isEmpty)
    }

    /// A value that is no file's path names an installed family, found by fontconfig: for a role,
    /// every style the family has; an unknown family is an error at its line and column.
    @Test func aFamilyNameIsFoundWithFontconfig() async throws {
        let temp = try TemporaryFolder()
        try temp.write("issue.yaml", "fonts:\n  body: Noto Serif\n  heading:\n    bold: dejavu sans\n")
        try temp.write("a.txt", "alpha\n")
        let state = try await IssueBuilder(registry: registry, cache: nil).load(folderAt: temp.path)
        #expect(!state.hasErrors, "\(state.diagnostics)")
        let fonts = try #require(state.fonts)
        for (bold, italic, name) in [
            (false, false, "NotoSerif"), (true, false, "NotoSerif-bold"), (false, true, "NotoSerif-italic"),
            (true, true, "NotoSerif-bold-italic"),
        ] {
            let stack = fonts.stack(for: FaceRequest(role: .body, bold: bold, italic: italic), language: "en")
            #expect(stack.faces.first?.name == name, "\(stack.faces.map(\.name))")
        }
        #expect(
            fonts.stack(for: FaceRequest(role: .heading, bold: true), language: "en").faces.first?.name
                == "DejaVuSans-bold")

        try temp.write("issue.yaml", "fonts:\n  body: Nonexistent Serif\n  mono: Mono.TTF\n")
        let wrong = try await IssueBuilder(registry: registry, cache: nil).load(folderAt: temp.path)
        let errors = wrong.diagnostics.filter { $0.severity == .error }.map(\.description)
        #expect(
            errors.contains {
                $0.hasSuffix(
                    "issue.yaml:2:9: error: fonts.body: no installed font family is named 'Nonexistent Serif' (`fc-list : family` lists them); name a family fontconfig knows, or a font file in the content folder (fonts/Face.ttf)"
                )
            }, "\(errors)")
        #expect(
            errors.contains { $0.hasSuffix("issue.yaml:3:9: error: fonts.mono: no file at 'Mono.TTF'") }, "\(errors)")
    }

    /// A folder with a.txt and b.txt holding `a` and `b`, its cache, and a builder with it.
    func twoFiles(_ a: String, _ b: String) throws -> (temp: TemporaryFolder, cache: URL, builder: IssueBuilder) {
        let temp = try TemporaryFolder()
        try temp.write("a.txt", a)
        try temp.write("b.txt", b)
        let cache = temp.url.appendingPathComponent("cache")
        return (temp, cache, IssueBuilder(registry: registry, cache: cache))
    }

    /// Builds the folder with `builder` and saves what the build's save-cache step saves.
    func build(_ temp: TemporaryFolder, with builder: IssueBuilder, cache: URL) async throws -> BuildState {
        let state = try await builder.load(folderAt: temp.path)
        try builder.saveCache(state)
        state.fontsRecord?.write(to: cache)
        state.linkState?.record.write(to: cache)
        return state
    }

    @Test func cachedPagesAreMeasuredAgainWhenTheFontsChange() async throws {
        let (temp, cache, builder) = try twoFiles("alpha\n", "beta\n")
        _ = try await build(temp, with: builder, cache: cache)
        var damage: [Diagnostic] = []
        let record = try #require(FontsRecord.read(from: cache, reporting: &damage))
        #expect(damage.isEmpty)
        #expect(record.files.keys.sorted() == ["a.txt", "b.txt"])
        // Nothing changed: both files come from the cache, characters and all.
        let second = try await builder.load(folderAt: temp.path)
        #expect(second.reusedFiles == 2)
        // Only the cover (which no file holds) is made again.
        #expect(Array(second.loaded.keys) == [BuildEntry.coverClaim])
        #expect(second.fontsRecord?.fingerprint == record.fingerprint)
        // b.txt gains Arabic: the stacks gain a face, so a.txt's cached pages are measured again.
        try temp.write("b.txt", "beta مرحبا\n")
        let third = try await builder.load(folderAt: temp.path)
        #expect(third.fontsRecord?.fingerprint != record.fingerprint)
        #expect(Set(third.loaded.keys) == [BuildEntry.coverClaim, 0, 1])
        #expect(third.fonts?.stack(for: FaceRequest(role: .body), language: "en").faces.count == 2)
    }

    @Test func aRebuildMergesTheFilesCharactersOnlyWhenSomeChanged() async throws {
        let (temp, cache, builder) = try twoFiles("alpha\n", "beta ß\n")
        func build() async throws -> BuildState { try await self.build(temp, with: builder, cache: cache) }
        /// What a cold build makes of the folder as it is now.
        func cold() async throws -> BuildState {
            try await IssueBuilder(registry: registry, cache: temp.url.appendingPathComponent("cold-\(UUID())"))
                .load(folderAt: temp.path)
        }
        let first = try await build()
        let merged = try #require(first.fontsRecord?.merged)
        // a.txt gains text but no character: the merge is the record's.
        try temp.write("a.txt", "alphaa\n")
        let second = try await build()
        #expect(second.reusedFiles == 1)
        #expect(second.fontsRecord?.merged == merged)
        #expect(second.fonts?.fingerprint == first.fonts?.fingerprint)
        // a.txt gains a character: merged again, as a cold build merges.
        try temp.write("a.txt", "alpha é\n")
        let third = try await build()
        #expect(third.fontsRecord?.merged?.hash != merged.hash)
        #expect(third.fontsRecord?.merged?.texts.joined().joined().contains("é") == true)
        #expect(third.fontsRecord?.merged == (try await cold()).fontsRecord?.merged)
        // b.txt removed: its ß goes with it, though no file changed its characters.
        try FileManager.default.removeItem(at: temp.url.appendingPathComponent("b.txt"))
        let fourth = try await build()
        #expect(fourth.fontsRecord?.merged?.texts.joined().joined().contains("ß") == false)
        #expect(fourth.fontsRecord?.merged == (try await cold()).fontsRecord?.merged)
        #expect(fourth.fonts?.fingerprint == (try await cold()).fonts?.fingerprint)
    }
}
