import FolioFormats
import FolioModel
import Testing

/// The TOML reader (toml++ through TOMLKit's C API) as Hugo's and Zola's front matter and
/// configs use it: every kind of value, key places, and errors at their line and column.
/// Runs under AddressSanitizer with LeakSanitizer in scripts/sanitize: the reader frees what
/// the C API hands it.
@Suite struct TOMLReaderTests {
    /// A Zola page's front matter, with a native date-time, a table and an array of tables.
    static let zola = """
        title = "What is new in Zola 0.19"
        description = 'Released "today"'
        date = 2024-06-20T10:00:00+02:00
        updated = 2024-06-21
        weight = 3
        ratio = 1.5
        draft = false
        authors = ["Vincent Prouillet", "Someone Else"]

        [taxonomies]
        tags = ["release", "zola"]

        [extra]
        image = "cover.png"
        "quoted key" = "yes"
        nested.deep = 7

        [[extra.links]]
        name = "first"

        [[extra.links]]
        name = "second"
        """

    @Test func readsEveryKindOfValue() throws {
        let table = try TOMLReader.read(Self.zola, path: "post.md", lineOffset: 1).get()
        // toml++ keeps a table's keys sorted, whatever order they are written in.
        #expect(
            table.keys == [
                "authors", "date", "description", "draft", "extra", "ratio", "taxonomies", "title", "updated", "weight",
            ])
        #expect(try table.string("title").get() == "What is new in Zola 0.19")
        #expect(try table.string("description").get() == "Released \"today\"")
        #expect(table.node("date")?.value == .dateTime("2024-06-20T10:00:00+02:00"))
        #expect(table.node("updated")?.value == .dateTime("2024-06-21"))
        #expect(try table.int("weight").get() == 3)
        #expect(table.node("ratio")?.value == .number(1.5))
        #expect(try table.bool("draft").get() == false)
        #expect(try table.strings("authors").get() == ["Vincent Prouillet", "Someone Else"])
        #expect(table.node(atPath: ["taxonomies", "tags"])?.value.kindName == "a list")
        #expect(table.node(atPath: ["extra", "image"])?.value == .string("cover.png"))
        #expect(table.node(atPath: ["extra", "quoted key"])?.value == .string("yes"))
        #expect(table.node(atPath: ["extra", "nested", "deep"])?.value == .integer(7))
        guard case .list(let links)? = table.node(atPath: ["extra", "links"])?.value else {
            Issue.record("extra.links is not a list")
            return
        }
        #expect(links.count == 2)
        guard case .table(let second) = links[1].value else {
            Issue.record("extra.links[1] is not a table")
            return
        }
        #expect(second.node("name")?.value == .string("second"))
        #expect(second.location(ofValue: "name").line == 23)
    }

    @Test func locatesKeysAndValuesInTheWholeFile() throws {
        let table = try TOMLReader.read(Self.zola, path: "post.md", lineOffset: 1).get()
        #expect(table.location(ofKey: "title") == SourceLocation(path: "post.md", line: 2, column: 1))
        #expect(table.location(ofValue: "title") == SourceLocation(path: "post.md", line: 2, column: 9))
        #expect(table.location(ofValue: "weight") == SourceLocation(path: "post.md", line: 6, column: 10))
        let extra = try #require(try table.table("extra").get())
        #expect(extra.location(ofValue: "image") == SourceLocation(path: "post.md", line: 15, column: 9))
        #expect(extra.location(ofKey: "quoted key") == SourceLocation(path: "post.md", line: 16, column: 1))
        #expect(table.location(ofKey: "extra") == SourceLocation(path: "post.md", line: 14, column: 1))
    }

    @Test func skipsMultiLineStringsAndArraysWhenLocating() throws {
        let text = """
            summary = \"\"\"
            fake = "not a key"
            \"\"\"
            tags = [
              "a = b",
              "c",
            ]
            title = "after"
            """
        let table = try TOMLReader.read(text, path: "a.md").get()
        #expect(table.node("fake") == nil)
        #expect(try table.strings("tags").get() == ["a = b", "c"])
        #expect(table.location(ofKey: "title") == SourceLocation(path: "a.md", line: 8, column: 1))
        #expect(try table.string("summary").get() == "fake = \"not a key\"\n")
    }

    @Test func reportsSyntaxErrorsAtTheirLineAndColumn() throws {
        let result = TOMLReader.read("title = \"ok\"\ndate = 2024-13-45\n", path: "post.md", lineOffset: 1)
        guard case .failure(let diagnostic) = result else {
            Issue.record("expected an error")
            return
        }
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.path == "post.md")
        #expect(diagnostic.location?.line == 3)
        #expect(diagnostic.message.hasPrefix("invalid TOML: "))
        #expect(diagnostic.excerpt == "date = 2024-13-45")
    }

    /// What toml++ 3 asserts on rather than reports (`TOMLAssertGuard`), each found by
    /// FuzzTOML (Tests/Fuzz/Corpus/FuzzTOML), stopped a release build of Folio; the reader
    /// refuses each at its place, in a value, an array or an inline table:
    /// - a table header whose key cannot start a key (`header-key-starting-with-plus.toml`, the
    ///   first case), after a byte order mark too (`header-after-byte-order-mark.toml`), and after
    ///   a string holding `'''` (`crash-header-after-quotes-in-a-string-found.toml`);
    /// - a date-time's `T` without the hour (`date-time-t-without-hour.toml`), either case of `t`;
    /// - a date, a space and one digit (`date-space-one-digit.toml`), at the space;
    /// - a `}` where an array's value belongs (`brace-for-array-value.toml`), at the brace;
    /// - U+0085, U+2028 or U+2029 outside strings and comments (`foreign-line-break.toml`).
    @Test(arguments: [
        (
            "title = \"x\"\n\n[extra]\nimage = \"cover.png\"\n\n[[+xtra.links]]\nname = \"x\"\n", 6, 3,
            TOMLAssertGuard.headerKey
        ),
        ("[#x]\n", 1, 2, TOMLAssertGuard.headerKey),
        ("a = 1\n[ \t%b]\n", 2, 4, TOMLAssertGuard.headerKey),
        ("[\n", 1, 2, TOMLAssertGuard.headerKey),
        ("[[ \n", 1, 4, TOMLAssertGuard.headerKey),
        ("\u{FEFF}[\u{FFFD}1!\n2\n", 1, 2, TOMLAssertGuard.headerKey),
        ("title = \"x\"\ndate = 2024-06-20T)0:00:00+02:00\n", 2, 18, TOMLAssertGuard.timeAfterT),
        ("x = [2024-06-20T)0:00]\n", 1, 16, TOMLAssertGuard.timeAfterT),
        ("x = {a = 2024-06-20t)0:00}\n", 1, 20, TOMLAssertGuard.timeAfterT),
        ("x = 2024-06-20T\n", 1, 15, TOMLAssertGuard.timeAfterT),
        ("date = 2024-06-20 0\n", 1, 18, TOMLAssertGuard.timeAfterSpace),
        ("x = [2024-06-20 1, 2]\n", 1, 16, TOMLAssertGuard.timeAfterSpace),
        ("x = {a = 2024-06-20 9}\n", 1, 20, TOMLAssertGuard.timeAfterSpace),
        ("a = 1\nk = 1979-05-27 0 # note\n", 2, 15, TOMLAssertGuard.timeAfterSpace),
        ("k = 1979-05-2\u{17} 0\n", 1, 15, TOMLAssertGuard.timeAfterSpace),
        ("k = 1979-0_5-27 0\n", 1, 16, TOMLAssertGuard.timeAfterSpace),
        ("date = 22'4-06-20 0\n", 1, 18, TOMLAssertGuard.timeAfterSpace),
        ("e = 22'4-06-{0 0\n", 1, 15, TOMLAssertGuard.timeAfterSpace),
        ("d= 22'4-06-2= 2\n", 1, 14, TOMLAssertGuard.timeAfterSpace),
        ("d = 2['4-06-2= 2 ", 1, 15, TOMLAssertGuard.timeAfterSpace),
        ("a = [\u{85}1]\n", 1, 6, TOMLAssertGuard.foreignLineBreak("\u{85}")),
        ("a = [1,\n\u{2028}2]\n", 2, 1, TOMLAssertGuard.foreignLineBreak("\u{2028}")),
        ("tags = [}\n", 1, 9, TOMLAssertGuard.braceForValue),
        ("tags = [ # open\n  }\n", 2, 3, TOMLAssertGuard.braceForValue),
        ("tags = [\"a\",\n#x\n}\n", 3, 1, TOMLAssertGuard.braceForValue),
        ("x = {a = [[}]]}\n", 1, 12, TOMLAssertGuard.braceForValue),
        ("y = \"\"\"\u{FFFD}\"\"\"\nl = [}", 2, 6, TOMLAssertGuard.braceForValue),
        ("u = \"h'''e\"\n[#=params]\n", 2, 2, TOMLAssertGuard.headerKey),
    ])
    func refusesWhatTomlPlusPlusAssertsOn(text: String, line: Int, column: Int, message: String) {
        guard case .failure(let diagnostic) = TOMLReader.read(text, path: "post.md", lineOffset: 1) else {
            Issue.record("the text was accepted")
            return
        }
        #expect(diagnostic.location == SourceLocation(path: "post.md", line: line + 1, column: column))
        #expect(diagnostic.message == message)
    }

    /// A date and a whole time after a space is a date-time, a date alone a date, and a date
    /// with one digit at the very end is left to toml++, which reports it.
    @Test func acceptsDatesWithAWholeTimeAfterTheSpace() throws {
        let table = try TOMLReader.read("a = 2024-06-20 10:00:00\nb = 2024-06-20 # x\nc = 2024-06-20\n", path: "x.toml")
            .get()
        #expect(["a", "b", "c"].allSatisfy(table.keys.contains))
        guard case .failure = TOMLReader.read("a = 2024-06-20 1", path: "x.toml") else {
            Issue.record("a date and one digit was accepted")
            return
        }
    }

    /// What that guard leaves alone: date-times that are whole, braces that close inline tables,
    /// keys that look like dates, and such text in strings and comments, where it is only text.
    @Test func acceptsWholeDateTimesAndDateTextInStrings() throws {
        let text = """
            a = 2024-06-20T10:00:00Z
            b = 2024-06-20t10:00:00
            c = "2024-06-20T)0"
            d = '2024-06-20T)'
            e = \"\"\"
            2024-06-20T) in a multi-line string
            \"\"\"
            f = 1 # 2024-06-20T) in a comment
            g = "[}" # [}
            h = [ {a = 1}, {b = [2, {c = []}]} ]
            i = [ # ,}
            ]
            1979-05-27title = 1
            j = {1979-05-27t = 1, 2024-01-01t = [2024-06-20T10:00:00]}
            k."l".m = 1
            n = {"o" = 1, p.'q' = ["r", 's']}
            [1979-05-27t]
            [ "t" . u ]
            """
        let table = try TOMLReader.read(text, path: "x.toml").get()
        #expect(
            ["a", "b", "c", "d", "e", "f", "g", "h", "i", "1979-05-27title", "j", "1979-05-27t", "k", "n", "t"]
                .allSatisfy(
                    table.keys.contains))
    }

    /// What the check leaves to toml++: headers that start well, quoted keys, and brackets inside
    /// multi-line arrays and strings, which are no headers at all.
    @Test func acceptsHeadersThatStartAKeyAndBracketsInsideValues() throws {
        let text = """
            list = [
              [+1, 2],
            ]
            text = '''
            [#not a header]
            '''
            [ "quoted key" ]
            [[_links]]
            [-dash.'x']
            """
        let table = try TOMLReader.read(text, path: "x.toml").get()
        #expect(table.keys.contains("quoted key") && table.keys.contains("_links") && table.keys.contains("-dash"))
    }

    @Test func refusesDuplicateKeysNulsAndOversizedText() {
        guard case .failure(let duplicate) = TOMLReader.read("a = 1\na = 2\n", path: "x.toml") else {
            Issue.record("a duplicate key was accepted")
            return
        }
        #expect(duplicate.location?.line == 2)
        guard case .failure(let nul) = TOMLReader.read("a = 1\nb = \"x\u{0}y\"\n", path: "x.toml") else {
            Issue.record("a NUL was accepted")
            return
        }
        #expect(nul.location == SourceLocation(path: "x.toml", line: 2, column: 7))
        let big = "a = \"" + String(repeating: "x", count: TOMLReader.maximumSize) + "\"\n"
        guard case .failure(let size) = TOMLReader.read(big, path: "x.toml") else {
            Issue.record("an oversized text was accepted")
            return
        }
        #expect(size.message.contains("more than"))
    }

    @Test func writesTimesAndLocalDateTimesAsRFC3339() throws {
        let table = try TOMLReader.read(
            "a = 1979-05-27T07:32:00Z\nb = 1979-05-27 07:32:00.5\nc = 07:32:00\nd = 1979-05-27T00:32:00-07:30\n",
            path: "x.toml"
        ).get()
        #expect(table.node("a")?.value == .dateTime("1979-05-27T07:32:00Z"))
        #expect(table.node("b")?.value == .dateTime("1979-05-27T07:32:00.5"))
        #expect(table.node("c")?.value == .dateTime("07:32:00"))
        #expect(table.node("d")?.value == .dateTime("1979-05-27T00:32:00-07:30"))
    }

    @Test func readsManyTablesWithoutGrowing() throws {
        // Under LeakSanitizer, a value the reader failed to free shows up many times over.
        for _ in 0..<200 {
            _ = try TOMLReader.read(Self.zola, path: "post.md").get()
            _ = TOMLReader.read("a = [1, 2", path: "post.md")
        }
    }
}
