import FolioPluginAPI
import Foundation

/// The terminal preview: shows an issue full screen in the terminal, paginated for the
/// terminal's size, driven by the shared navigation rules (`folio preview`). Headless, it
/// presses keys and reports the screen (`--dump`) or times them (`--timings`).
public struct TerminalSink: Previewer {
    /// Creates the previewer.
    public init() {}

    public var name: String { "terminal" }
    public var summary: String { "an interactive full-screen preview in the terminal (folio preview)" }

    /// Runs the request: interactively until the reader quits (at the terminal's own size,
    /// whatever the request's screen), or headlessly on the request's screen.
    public func preview(_ request: PreviewRequest) async throws -> PreviewStatus {
        switch request.mode {
        case .interactive(let updates):
            let status = try await TerminalSession.run(
                issue: request.issue, folder: request.folder, shelf: request.shelf, updates: updates,
                requestedImages: request.images == .auto ? nil : request.images.rawValue)
            return .quit(exitCode: status)
        case .dump(let keys):
            return .dumped(try snapshot(request, keys: keys))
        case .timings(let keys):
            return .timed(try timeKeys(request, keys: keys))
        }
    }

    /// The headless screen: the request's cells, else 80 × 24 (`folio preview`'s default).
    private func size(of screen: PreviewRequest.Screen) -> (columns: Int, rows: Int) {
        switch screen {
        case .cells(let columns, let rows): (columns, rows)
        case .terminal: (80, 24)
        }
    }

    /// The screen after `keys`, without colour (photos in shades).
    private func snapshot(_ request: PreviewRequest, keys: [String]) throws -> PreviewSnapshot {
        let inputs = try Self.inputs(keys)
        let (columns, rows) = size(of: request.screen)
        if let shelf = request.shelf {
            let controller = ShelfController(shelf: shelf, colorMode: .none, columns: columns, rows: rows)
            controller.showIndicators()
            for input in inputs where try controller.handle(input) == .quit { break }
            return try controller.snapshot()
        }
        let controller = try PreviewController(
            issue: request.issue, photos: .reading(request.folder), colorMode: .none, columns: columns, rows: rows)
        controller.showIndicators()
        for input in inputs where try controller.handle(input) == .quit { break }
        return PreviewSnapshot(lines: controller.render().lines(), state: controller.observed)
    }

    /// Times each key headlessly, in the colours the environment asks for (`TERM`,
    /// `COLORTERM`, `NO_COLOR`), photos as pixels when the request names a protocol (nothing
    /// is asked of a terminal; `auto` draws half blocks), the frames written to /dev/null.
    private func timeKeys(_ request: PreviewRequest, keys: [String]) throws -> KeyTimings {
        let (columns, rows) = size(of: request.screen)
        let timer = KeyTimer(
            issue: request.issue, shelf: request.shelf, photos: .reading(request.folder),
            colorMode: ColorMode(environment: ProcessInfo.processInfo.environment),
            images: ImageChannel(kind: ImageProtocol(rawValue: request.images.rawValue) ?? .blocks), columns: columns,
            rows: rows)
        return try timer.time(Self.inputs(keys))
    }

    private static func inputs(_ keys: [String]) throws -> [PreviewInput] {
        try keys.flatMap { word in
            guard let inputs = PreviewInput.inputs(word: word) else { throw UnknownKeyError(word: word) }
            return inputs
        }
    }
}

/// A `--keys` word that is not a key of the preview.
package struct UnknownKeyError: Error, CustomStringConvertible {
    /// The word.
    package let word: String

    package var description: String {
        "'\(word)' is not a preview key; use right left down up + - 0 o / enter escape, h j k l space, tab backtab, 1 to 9, b, q, ? or type:WORDS (%20 a space)"
    }
}
