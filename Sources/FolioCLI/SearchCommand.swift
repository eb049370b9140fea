import ArgumentParser
import FolioBuild
import FolioLayout
import FolioPluginAPI
import FolioSearch

/// `folio search ISSUE WORDS...`: the articles of an issue that hold every word, each at the page
/// the words are on, for scripts.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find words in an issue and print the page each article has them on.",
        discussion: """
            Prints a line for each article that holds every word, articles that have them in one \
            paragraph first: the article's id, the page the words are on (from 1, as a link's \
            #/ID/PAGE names it) in the geometry, the heading they are under, and the words \
            around them, separated by tabs. Words are cut as a browser cuts them (Unicode word \
            boundaries, with dictionaries for Chinese, Japanese, Thai, Lao, Khmer and Burmese) \
            and compared without case or the accents of Latin, Greek and Cyrillic letters; in \
            English a plural finds its singular. --json prints an object a line, with the page in \
            every geometry. The status is 1 when nothing is found, as grep's is.
            """
    )

    @Argument(help: "The issue's folder.")
    var folder: String

    @Argument(help: "The words to find: every one, in any order.")
    var words: [String]

    @Option(help: "The page geometry whose pages are printed (default: the issue's first).")
    var geometry: String?

    @Option(help: "The language the words are cut in (a BCP 47 tag; default: the issue's).")
    var language: String?

    @Option(help: "At most this many articles.")
    var limit = 20

    @Flag(help: "An object a line: id, title, heading, context, block, offset and the page in every geometry.")
    var json = false

    @Flag(help: "Include articles whose front matter says draft: true (left out by default).")
    var drafts = false

    @Option(help: "How problems are printed: text (file:line:column: severity: message) or json (an object a line).")
    var diagnostics: DiagnosticFormat = .text

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1") }
    }

    func run() async throws {
        let printer = DiagnosticPrinter(format: diagnostics, verbose: false)
        let context = try await ReportedLoad.run(
            Pipeline.reading + [.fonts], at: folder,
            includesDrafts: IssueFolder.includesDrafts(flag: drafts), printer: printer)
        defer { ExitKeeper.keep(context) }
        let issue = context.state.issue
        let pages = issue.settings.pages
        let shown = geometry ?? pages.entries[0].name
        guard pages[shown] != nil else { throw UnknownGeometry.fail("search", name: shown, in: pages) }
        let matrix = PageMatrix(issue.articles, for: pages, typesetting: context.state.typesetting)
        let index: SearchIndex
        let places: [SearchIndex.Place]
        do {
            index = try SearchIndex(issue.articles)
            places = try index.search(
                words.joined(separator: " "), language: language ?? issue.settings.language ?? LanguageTag.unnamed)
        } catch {
            Console.error("search: \(error)")
            throw ExitCode.failure
        }
        guard !places.isEmpty else { throw ExitCode(1) }
        for place in places.prefix(limit) {
            let hit = SearchHit(place, in: index)
            let numbers = matrix.rows.map { row in (row.name, place.page(in: row.layout) + 1) }
            if json {
                Console.out(Self.json(hit, pages: numbers))
            } else {
                let page = numbers.first { $0.0 == shown }?.1 ?? 1
                Console.out([hit.id, String(page), hit.heading ?? "", hit.context].joined(separator: "\t"))
            }
        }
    }

    /// The hit as one line of JSON.
    static func json(_ hit: SearchHit, pages: [(String, Int)]) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("block"); writer.int(hit.place.block)
        writer.key("context"); writer.string(hit.context)
        writer.field("heading", ifPresent: hit.heading)
        writer.key("id"); writer.string(hit.id)
        writer.key("offset"); writer.int(hit.place.offset)
        writer.key("pages")
        writer.beginObject()
        for (name, page) in pages {
            writer.key(name)
            writer.int(page)
        }
        writer.endObject()
        writer.key("title"); writer.string(hit.title)
        writer.endObject()
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
