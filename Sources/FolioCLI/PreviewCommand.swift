import ArgumentParser
import FolioBuild
import FolioFormats
import FolioPluginAPI
import FolioShelf
import Foundation

/// `folio preview`: shows an issue in the terminal, or with --dump renders it headlessly.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Preview the issue in a content folder full screen in the terminal.",
        discussion: """
            Arrows (or h j k l, space) move between articles and pages, + - 0 zoom a photo, \
            o opens the contents, / searches the issue (type, ↑ ↓, Enter opens the page found), ? \
            lists the keys, q quits. On the cover, 1 to 5 (or Tab, then \
            ↓ ↑, then Enter) open a cover line's article. A shelf (a folder of issue folders) opens \
            on its list of issues, newest first: ↑ ↓ and Enter (or a digit) open one, b or \
            Backspace come back to the list. Without a terminal, --keys \
            "down down right" --dump presses keys headlessly and prints the final screen as \
            plain text and then the state as JSON (at, zoom, overlay, highlight, peek, moves, search, \
            found, hit); in --keys, type:WORDS types words into the search line (%20 a space). \
            --keys "..." --timings presses them headlessly as the interactive preview would \
            (colours as TERM, COLORTERM and NO_COLOR say, frames written to /dev/null) and prints \
            one line: how long a key took from decoded to its frame written (median, 95th \
            percentile, slowest; monotonic clock) and the time from the process's start to the \
            first frame written, for benchmarks. --images auto|kitty|iterm2|sixel|blocks \
            chooses how photos are drawn (auto: as the terminal answers; blocks: half blocks \
            only). A folder with errors still \
            opens: its first page lists the problems, each with its location, and the articles \
            that could be read follow.
            """
    )

    @OptionGroup var issue: IssueFolder

    @Option(
        help:
            "Keys to press, space-separated (right left down up + - 0 o enter escape, h j k l space, tab backtab, 1 to 9, b, q, ?)."
    )
    var keys: String?

    @Flag(help: "Render headlessly and print the final screen and state instead of running interactively.")
    var dump = false

    @Flag(help: "Press --keys headlessly and print how long each key took to become a frame (median, p95, max).")
    var timings = false

    @Option(help: "The headless screen's width (with --dump or --timings).")
    var columns: Int = 80

    @Option(help: "The headless screen's height (with --dump or --timings).")
    var rows: Int = 24

    @Option(help: "How photos are drawn: auto (ask the terminal), kitty, iterm2, sixel or blocks (half blocks).")
    var images: PreviewRequest.Images = .auto

    @Flag(name: .shortAndLong, help: "Print every diagnostic, not only the first few of each kind.")
    var verbose = false

    @Flag(help: "Read the folder again on every change and redraw at the same place (interactive only).")
    var watch = false

    func validate() throws {
        if keys != nil && !dump && !timings { throw ValidationError("--keys goes with --dump or --timings") }
        if dump && timings { throw ValidationError("--dump and --timings cannot go together") }
        if watch && (dump || timings) {
            throw ValidationError("--watch is for the interactive preview, not --dump or --timings")
        }
        if timings && keys == nil { throw ValidationError("--timings needs --keys") }
        guard columns >= 1, rows >= 1, columns <= 1000, rows <= 1000 else {
            throw ValidationError("--columns and --rows must be between 1 and 1000")
        }
    }

    func run() async throws {
        let clock = ContinuousClock()
        let started = clock.now
        let startupTime = ProcessAge.now()
        guard let previewer = FolioCLI.registry.previewers.first else {
            throw ValidationError("no preview sink is installed; see `folio plugins`")
        }
        let folder = try self.issue.resolve()
        if ShelfFolder.isShelf(URL(fileURLWithPath: folder)) {
            if watch { throw ValidationError("--watch is for one issue, not a shelf") }
            return try await preview(shelf: folder, with: previewer)
        }
        let loaded = try await ReportedLoad.issue(
            in: self.issue, printer: DiagnosticPrinter(verbose: verbose), keepingErrors: true)
        var request = PreviewRequest(
            issue: Self.shown(loaded), folder: loaded.folder, screen: .cells(columns: columns, rows: rows),
            images: Self.requested(images, environment: ProcessInfo.processInfo.environment))
        do {
            let updates = watch ? try PreviewWatch.updates(folder: folder, drafts: self.issue.includesDrafts) : nil
            request.mode = mode(updates: updates)
        } catch {
            Console.error("preview: \(error)")
            throw ExitCode.failure
        }
        if case .interactive = request.mode { request.screen = .terminal }
        try await run(request, with: previewer, loading: startupTime + (clock.now - started))
    }

    /// `folio preview SHELF`: every issue of the shelf loaded (each one's problems printed,
    /// and shown first in it, as for one issue), then the list of issues.
    private func preview(shelf path: String, with previewer: any Previewer) async throws {
        let clock = ContinuousClock()
        let started = clock.now
        let startupTime = ProcessAge.now()
        let shelf: ShelfFolder
        do {
            shelf = try ShelfFolder(folder: URL(fileURLWithPath: path), displayPath: path)
        } catch {
            DiagnosticPrinter(verbose: verbose).print(error.diagnostics)
            throw ExitCode.failure
        }
        var entries: [PreviewShelf.Entry] = []
        for entry in shelf.issues {
            var folder = self.issue
            folder.folder =
                shelf.displayPath == "."
                ? entry.folder.lastPathComponent : "\(shelf.displayPath)/\(entry.folder.lastPathComponent)"
            let loaded = try await ReportedLoad.issue(
                in: folder, printer: DiagnosticPrinter(verbose: verbose), keepingErrors: true)
            entries.append(
                PreviewShelf.Entry(
                    title: entry.title, number: entry.number, date: entry.date, issue: Self.shown(loaded),
                    folder: loaded.folder))
        }
        let newest = entries[0]
        var request = PreviewRequest(
            issue: newest.issue, folder: newest.folder, screen: .cells(columns: columns, rows: rows),
            images: Self.requested(images, environment: ProcessInfo.processInfo.environment),
            shelf: PreviewShelf(name: shelf.displayPath, entries: entries))
        request.mode = mode(updates: nil)
        if case .interactive = request.mode { request.screen = .terminal }
        try await run(request, with: previewer, loading: startupTime + (clock.now - started))
    }

    /// The issue as the preview shows it: with its problems first when it has errors.
    private static func shown(_ loaded: LoadedIssue) -> Issue {
        loaded.hasErrors ? ProblemsArticle.showing(loaded.diagnostics, in: loaded.issue).issue : loaded.issue
    }

    /// What the options ask for: `--timings`, `--dump`, else the interactive preview.
    private func mode(updates: AsyncStream<PreviewUpdate>?) -> PreviewRequest.Mode {
        let words = (keys ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        if timings { return .timings(keys: words) }
        if dump { return .dump(keys: words) }
        return .interactive(updates: updates)
    }

    /// Runs `request` and prints what it reports; `loading` is the time before the preview.
    private func run(_ request: PreviewRequest, with previewer: any Previewer, loading: Duration) async throws {
        let status: PreviewStatus
        do {
            status = try await previewer.preview(request)
            switch status {
            case .timed(let figures): Console.out(figures.line(loading: loading))
            case .dumped(let snapshot):
                snapshot.lines.forEach(Console.out)
                Console.out(snapshot.shelfHighlight.map(Self.shelfJSON) ?? Self.json(snapshot.state))
            case .quit: break
            }
        } catch {
            Console.error("preview: \(error)")
            throw ExitCode.failure
        }
        if case .quit(let code) = status, code != 0 { throw ExitCode(code) }
    }

    /// The shelf's state on one line: `{"shelf":{"highlight":0}}`.
    static func shelfJSON(highlight: Int) -> String {
        #"{"shelf":{"highlight":\#(highlight)}}"#
    }

    /// The request's choice of how photos are drawn: `--images`, or with `auto` the one
    /// `FOLIO_IMAGES` names in the environment, if any.
    static func requested(_ images: PreviewRequest.Images, environment: [String: String]) -> PreviewRequest.Images {
        if images == .auto, let named = environment["FOLIO_IMAGES"].flatMap(PreviewRequest.Images.init(rawValue:)) {
            return named
        }
        return images
    }

    /// The state on one line, keys sorted: `{"at":[0,1],"highlight":null,...}`.
    static func json(_ state: ObservedState) -> String {
        String(decoding: JSONWriter.data(state, newline: false), as: UTF8.self)
    }
}

/// `--images` takes the request's own choices (auto, kitty, iterm2, sixel, blocks).
extension PreviewRequest.Images: ExpressibleByArgument {}
