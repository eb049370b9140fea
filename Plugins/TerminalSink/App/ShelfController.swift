import FolioPluginAPI

/// `folio preview SHELF`: the shelf's list of issues, newest first, and the issue the reader
/// opened from it. ↓ ↑ (or Tab) move the highlight, Enter or a digit opens an issue in an
/// ordinary `PreviewController`, and `b` or Backspace there comes back to the list. An issue
/// opened again is where the reader left it; in that issue's search line `b` and Backspace
/// edit the words instead.
final class ShelfController: ScreenController {
    /// The shelf.
    let shelf: PreviewShelf
    /// The highlighted issue (0 is the newest).
    private(set) var highlight = 0
    /// The issue being read, an index into the shelf; nil while the list shows.
    private(set) var reading: Int?
    /// Whether the list of keys shows over the list.
    private(set) var helpVisible = false
    private(set) var frame: FrameLayout
    private var issues: [Int: PreviewController] = [:]
    private let colorMode: ColorMode
    private let covers: [ShelfCover]
    private let photoLibraries: [PhotoLibrary]
    /// How photos are also drawn as pixels.
    var images: ImageChannel {
        didSet { for controller in issues.values { controller.images = images } }
    }

    /// Shows `shelf`'s list on a `columns` × `rows` terminal.
    init(shelf: PreviewShelf, colorMode: ColorMode, images: ImageChannel = .blocks, columns: Int, rows: Int) {
        self.shelf = shelf
        self.colorMode = colorMode
        self.images = images
        frame = FrameLayout(columns: columns, rows: rows)
        covers = shelf.entries.map(ShelfCover.init)
        photoLibraries = shelf.entries.map { PhotoLibrary.reading($0.folder) }
    }

    /// The issue being read.
    var current: PreviewController? { reading.flatMap { issues[$0] } }

    /// What `--dump` reports: the issue's state (the last one read, or the newest issue's
    /// opening state while nothing was opened), and the highlight while the list shows.
    func snapshot() throws -> PreviewSnapshot {
        let lines = render().lines()
        if let current { return PreviewSnapshot(lines: lines, state: current.observed) }
        let shown = try issues[highlight] ?? controller(for: highlight)
        return PreviewSnapshot(lines: lines, state: shown.observed, shelfHighlight: highlight)
    }

    // MARK: Input

    func handle(_ input: PreviewInput) throws -> PreviewController.Reaction {
        if let current {
            // In the issue's search line `b` and Backspace are the words'.
            if input.asKey == .back, !current.isSearching {
                reading = nil
                return .redraw
            }
            return try current.handle(input)
        }
        guard let input = input.asKey else { return .redraw }
        switch input {
        case .quit, .interrupt: return .quit
        case .help: helpVisible.toggle()
        case _ where helpVisible: helpVisible = false
        case .key(.down), .typed(.down), .nextLine: highlight = min(highlight + 1, shelf.entries.count - 1)
        case .key(.up), .typed(.up), .previousLine: highlight = max(highlight - 1, 0)
        case .key(.enter), .typed(.enter): try open(highlight)
        case .number(let number) where shelf.entries.indices.contains(number - 1): try open(number - 1)
        default: break
        }
        return .redraw
    }

    /// Opens issue `index` where the reader left it, or on its first page.
    private func open(_ index: Int) throws {
        let controller = try issues[index] ?? controller(for: index)
        try controller.resize(columns: frame.columns, rows: frame.rows)
        controller.showIndicators()
        issues[index] = controller
        highlight = index
        reading = index
    }

    private func controller(for index: Int) throws -> PreviewController {
        let entry = shelf.entries[index]
        let controller = try PreviewController(
            issue: entry.issue, photos: photoLibraries[index], colorMode: colorMode, images: images,
            columns: frame.columns, rows: frame.rows)
        controller.openedFromShelf = true
        return controller
    }

    // MARK: Drawing

    func render() -> Screen {
        if let current { return current.render() }
        var screen = Screen(width: frame.columns, height: frame.rows)
        let chrome = ChromeRenderer(frame: frame)
        guard frame.fits else {
            screen.apply(chrome.tooSmall())
            return screen
        }
        let renderer = ShelfRenderer(
            frame: frame, photoRenderer: PhotoRenderer(colorMode: colorMode), images: images)
        screen.apply(
            renderer.operations(
                name: SafeText.clean(shelf.name), covers: covers, highlight: highlight,
                photos: { self.photoLibraries[$0] }))
        screen.apply(chrome.status(left: "Shelf · \(shelf.entries.count) issues", right: statusRight))
        if helpVisible {
            screen.apply(chrome.help(listing: ChromeRenderer.shelfKeys))
            screen.images = []
        }
        return screen
    }

    private var statusRight: String {
        "↑↓ choose · Enter open · ? help · q quit"
    }

    func renderNeighbours() {
        current?.renderNeighbours()
    }

    func hideIndicators() -> Bool {
        current?.hideIndicators() ?? false
    }

    func showIndicators() {
        current?.showIndicators()
    }

    func resize(columns: Int, rows: Int) throws {
        frame = FrameLayout(columns: columns, rows: rows)
        try current?.resize(columns: columns, rows: rows)
    }
}
