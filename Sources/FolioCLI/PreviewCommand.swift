import ArgumentParser
import FolioFormats
import FolioPluginAPI
import Foundation

/// `folio preview`: shows an issue in the terminal, or with --dump renders it headlessly.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Preview the issue in a content folder full screen in the terminal.",
        discussion: """
            Arrows (or h j k l, space) move between articles and pages, + - 0 zoom a photo, \
            o opens the contents, ? lists the keys, q quits. Without a terminal, --keys \
            "down down right" --dump presses keys headlessly and prints the final screen as \
            plain text and then the state as JSON (at, zoom, overlay, highlight, peek, moves). \
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

    @Option(help: "Keys to press, space-separated (right left down up + - 0 o enter escape, h j k l space, q, ?).")
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
        let loaded = try await ReportedLoad.issue(
            in: self.issue, printer: DiagnosticPrinter(verbose: verbose), keepingErrors: true)
        var issue = loaded.issue
        if loaded.hasErrors {
            let problems = ProblemsArticle.make(loaded.diagnostics, existing: Set(issue.articles.map(\.id)))
            issue.articles.insert(problems, at: 0)
        }
        let status: PreviewStatus
        do {
            var request = PreviewRequest(
                issue: issue, folder: loaded.folder, screen: .cells(columns: columns, rows: rows),
                images: Self.requested(images, environment: ProcessInfo.processInfo.environment))
            let words = (keys ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
            if timings {
                request.mode = .timings(keys: words)
            } else if dump {
                request.mode = .dump(keys: words)
            } else {
                request.screen = .terminal
                let updates = watch ? try PreviewWatch.updates(folder: folder, drafts: self.issue.includesDrafts) : nil
                request.mode = .interactive(updates: updates)
            }
            let beforePreview = clock.now - started
            status = try await previewer.preview(request)
            switch status {
            case .timed(let figures): Console.out(figures.line(loading: startupTime + beforePreview))
            case .dumped(let snapshot):
                snapshot.lines.forEach(Console.out)
                Console.out(Self.json(snapshot.state))
            case .quit: break
            }
        } catch {
            Console.error("preview: \(error)")
            throw ExitCode.failure
        }
        if case .quit(let code) = status, code != 0 { throw ExitCode(code) }
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
