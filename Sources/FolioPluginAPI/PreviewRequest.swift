import FolioModel

/// What `folio preview` asks of a previewer: the issue, the screen, typed options, and
/// whether to run interactively or press keys headlessly.
public struct PreviewRequest: Sendable {
    /// The screen to lay pages out for.
    public enum Screen: Sendable, Equatable {
        /// The terminal's own size, followed as it changes (a headless request has no
        /// terminal: it draws on 80 × 24).
        case terminal
        /// A fixed screen of `columns` × `rows` cells.
        case cells(columns: Int, rows: Int)
    }

    /// How photos are drawn (`--images`).
    public enum Images: String, Sendable, CaseIterable {
        /// As the terminal answers when asked (headless: half blocks).
        case auto
        /// The kitty graphics protocol.
        case kitty
        /// iTerm2's inline images.
        case iterm2
        /// DEC sixel.
        case sixel
        /// Half blocks only, two pixels a cell.
        case blocks
    }

    /// What to do.
    public enum Mode: Sendable {
        /// Show the issue until the reader quits; with `updates`, show each newer issue at the
        /// reader's place as it comes (`folio preview --watch`).
        case interactive(updates: AsyncStream<PreviewUpdate>?)
        /// Open the issue without a terminal, press `keys` (the previewer's key words, such as
        /// `down`, `l` or `+`) and report the screen and navigation state (`--dump`).
        case dump(keys: [String])
        /// Open the issue without a terminal and time each of `keys` from decoded to its
        /// frame's bytes written, as the interactive preview would draw it (`--timings`).
        case timings(keys: [String])
    }

    /// The issue, articles in strip order.
    public var issue: Issue
    /// Its content folder, for reading photo files by their paths.
    public var folder: ContentFolder
    /// What to do.
    public var mode: Mode
    /// The screen.
    public var screen: Screen
    /// How photos are drawn.
    public var images: Images
    /// A shelf to open on instead of one issue (`folio preview SHELF`); `issue` and `folder`
    /// are then its first (newest) issue's. Nil for one issue.
    public var shelf: PreviewShelf?

    /// Creates a request.
    public init(
        issue: Issue, folder: ContentFolder, mode: Mode = .interactive(updates: nil), screen: Screen = .terminal,
        images: Images = .auto, shelf: PreviewShelf? = nil
    ) {
        self.issue = issue
        self.folder = folder
        self.mode = mode
        self.screen = screen
        self.images = images
        self.shelf = shelf
    }
}
