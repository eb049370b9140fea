import FolioCore
import Foundation

/// The terminal preview: shows an issue full screen in the terminal, paginated for the
/// terminal's size, driven by the shared navigation rules. It publishes nothing, so
/// `folio build` does not run it; `folio preview` does.
public struct TerminalSink: PreviewSink {
    /// Creates the sink.
    public init() {}

    public var name: String { "terminal" }
    public var summary: String { "an interactive full-screen preview in the terminal (folio preview)" }
    public var publishes: Bool { false }

    /// A preview writes no files.
    public func publish(_ publication: Publication, to folder: URL) throws {
        throw FolioError(
            step: "Publish terminal", "the terminal sink is an interactive preview: run `folio preview` instead")
    }

    /// Runs the interactive preview until the reader quits.
    public func preview(_ issue: Issue, folder: ContentFolder) async throws {
        let status = try await TerminalSession.run(issue: issue, folder: folder)
        if status != 0 { exit(status) }
    }

    /// Runs the interactive preview, showing each update at the reader's place (`--watch`).
    public func preview(_ issue: Issue, folder: ContentFolder, updates: AsyncStream<PreviewUpdate>) async throws {
        let status = try await TerminalSession.run(issue: issue, folder: folder, updates: updates)
        if status != 0 { exit(status) }
    }

    /// Renders headlessly: the screen after `keys`, without colour (photos in shades).
    public func snapshot(_ issue: Issue, folder: ContentFolder, keys: [String], columns: Int, rows: Int) throws
        -> PreviewSnapshot
    {
        let inputs = try Self.inputs(keys)
        let controller = try PreviewController(
            issue: issue, photos: .reading(folder), colorMode: .none, columns: columns, rows: rows)
        controller.showIndicators()
        for input in inputs where try controller.handle(input) == .quit { break }
        return PreviewSnapshot(lines: controller.render().lines(), state: controller.observed)
    }

    /// Times each key headlessly, in the colours the environment asks for (`TERM`,
    /// `COLORTERM`, `NO_COLOR`), photos as pixels when `FOLIO_IMAGES` (`--images`) names a
    /// protocol (nothing is asked of a terminal), the frames written to /dev/null.
    public func timeKeys(_ issue: Issue, folder: ContentFolder, keys: [String], columns: Int, rows: Int) throws
        -> KeyTimings
    {
        let environment = ProcessInfo.processInfo.environment
        let requested = environment["FOLIO_IMAGES"].flatMap(ImageProtocol.init(rawValue:)) ?? .blocks
        let timer = KeyTimer(
            issue: issue, photos: .reading(folder), colorMode: ColorMode(environment: environment),
            images: ImageChannel(kind: requested), columns: columns, rows: rows)
        return try timer.time(Self.inputs(keys))
    }

    private static func inputs(_ keys: [String]) throws -> [PreviewInput] {
        try keys.map { word in
            guard let input = PreviewInput(word: word) else { throw UnknownKeyError(word: word) }
            return input
        }
    }
}

/// A `--keys` word that is not a key of the preview.
public struct UnknownKeyError: Error, CustomStringConvertible {
    /// The word.
    public let word: String

    public var description: String {
        "'\(word)' is not a preview key; use right left down up + - 0 o enter escape, h j k l space, q or ?"
    }
}
