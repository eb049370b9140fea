import FolioPluginAPI

/// The preview's heart, shared by the interactive preview, `--dump` and the conformance
/// driver: it feeds keys to the rules engine (and never decides navigation itself), keeps
/// what the engine does not (the pan of a zoomed photo, whether the arrows show, the help
/// box) and draws frames: page → elements → render operations → screen. The cover (an
/// issue's first article when of kind `.cover`) is the paginator's one page, its lines
/// numbered; its keys (Tab, Shift-Tab, then ↓ and ↑ once a line is highlighted, Enter, the
/// digits) are the rules engine's (`Navigator.pressOnCover`), which also keeps the highlighted
/// line; with none highlighted ↓ and ↑ (and Space, PgDn) are the column's, as on any page.
/// `/` opens the contents at their search line: what the reader types there is searched
/// (`PreviewSearch`) and the rules engine is given the pages found (`Navigator.searched`); on the
/// page a found page's Enter opens, the words are marked.
final class PreviewController: ScreenController {
    /// What the preview should do after an input.
    enum Reaction: Equatable {
        /// Draw the new frame.
        case redraw
        /// Leave the preview.
        case quit
    }

    /// The navigation state, as the rules engine left it.
    private(set) var state: NavigationState
    /// Whether the arrows of `moves` show (they fade after a short idle time).
    private(set) var indicatorsVisible = false
    /// Whether the list of keys shows.
    private(set) var helpVisible = false
    /// The centre of a zoomed photo's visible part, each coordinate from 0 to 1.
    private(set) var pan = (x: 0.5, y: 0.5)
    /// The terminal's size.
    private(set) var frame: FrameLayout
    /// The link to an article of the issue selected with Tab on an article's page, if any.
    private(set) var linkSelection: Int?
    /// Whether the issue was opened from a shelf (`b` goes back; the help says so).
    var openedFromShelf = false

    private var layout: LazyIssueLayout
    private var navigator: Navigator
    /// The layout's revision the engine's shape was made at.
    private var shapeRevision = -1
    private var pages = PageScreenCache()
    private let photos: PhotoLibrary
    private let colorMode: ColorMode
    /// The issue's search, asked after every change of the search line's words.
    private let search: PreviewSearch
    /// The words a search led to and the page it led to, where they are marked until the reader
    /// moves on.
    private var marks: (words: SearchMarks, page: Position)?
    /// Whether the issue has a cover: its first article is of kind `.cover`.
    private let hasCover: Bool
    /// How photos are also drawn as pixels; pages drawn before it changed are drawn again.
    var images: ImageChannel {
        didSet { if images != oldValue { pages.removeAll() } }
    }

    /// Opens `issue` on a `columns` × `rows` terminal at `start` (or where the policy says);
    /// photos are also drawn as pixels through `images` when it is not `.blocks`.
    init(
        issue: Issue, photos: PhotoLibrary, colorMode: ColorMode, images: ImageChannel = .blocks,
        columns: Int, rows: Int, start: Position? = nil
    ) throws {
        self.images = images
        frame = FrameLayout(columns: columns, rows: rows)
        layout = LazyIssueLayout(issue: issue, columns: frame.paginatedColumns, rows: frame.paginatedRows)
        self.photos = photos
        self.colorMode = colorMode
        hasCover = issue.articles.first?.kind == .cover
        search = PreviewSearch(issue: issue)
        if let start { layout.prepare([start.article]) }
        navigator = Navigator(shape: try layout.shape(), policy: issue.settings.navigation)
        shapeRevision = layout.revision
        state = navigator.initialState(start: start)
        try prepareAround()
    }

    /// The state as scenarios spell it, `moves` from the rules engine. On the cover with a
    /// line highlighted, `highlight` is the article that line opens, the overlay closed.
    var observed: ObservedState {
        ObservedState(state, moves: navigator.moves(in: state))
    }

    /// Whether the contents show their search line: printable keys are the words' then.
    var isSearching: Bool { state.search != nil }

    /// How many rendered pages are kept ready.
    var renderedPageCount: Int { pages.count }

    // MARK: Input

    /// Handles one input: in the search line a character or Backspace edits the words; anywhere
    /// else a character is the key it stands for.
    func handle(_ input: PreviewInput) throws -> Reaction {
        if !helpVisible, try edit(input) { return .redraw }
        guard let input = input.asKey else { return .redraw }
        switch input {
        case .quit, .interrupt:
            return .quit
        case .suspend, .redraw, .back:
            return .redraw
        case .help:
            helpVisible.toggle()
            return .redraw
        default:
            break
        }
        if helpVisible {
            // Any other key closes the help, and only that.
            helpVisible = false
            return .redraw
        }
        if try handleLinks(input) { return .redraw }
        switch input {
        case .key(let key):
            try press(key)
        case .nextLine:
            try press(.tab)
        case .previousLine:
            try press(.shiftTab)
        case .number(let number):
            if let key = NavigationKey(spelling: String(number)) { try press(key) }
        case .typed(let key):
            if state.overlay, state.hit == nil, key == .down || key == .up {
                // The contents are a grid: ↓ and ↑ go a row, as many articles as a row holds.
                // (↓ and ↑ step the highlight to the next and previous article in either direction.)
                let columns = OverlayRenderer(frame: frame, direction: navigator.policy.direction).grid.columns
                for _ in 0..<columns { try press(key) }
            } else {
                try press(key)
            }
        default:
            break
        }
        return .redraw
    }

    // MARK: The search line

    /// Types `input` into the search line while it shows (`PreviewInput.editing(_:)`), and
    /// searches the issue again when the words changed. False for an input that does not edit,
    /// and while the search line does not show.
    private func edit(_ input: PreviewInput) throws -> Bool {
        guard let words = state.search, let edited = input.editing(words) else { return false }
        if edited != words { try find(edited) }
        return true
    }

    /// Searches the issue for `words` and gives the rules engine the pages found, on this size's
    /// pages (the articles found are paginated, so the engine knows their page counts first).
    private func find(_ words: String) throws {
        let found = try search.find(words, in: layout)
        try syncShape()
        state = navigator.searched(words, found: found, in: state)
    }

    /// What the contents list of each found page.
    private var foundEntries: [SearchRenderer.Entry] {
        search.entries(state.found, words: state.search ?? "", label: label(of:)) {
            self.navigator.shape.pageCounts[$0]
        }
    }

    // MARK: The cover

    /// Whether `article` is the issue's cover.
    private func isCover(_ article: Int) -> Bool {
        hasCover && article == 0
    }

    /// Opens `article` at its first page, as the contents overlay opens an article: `o`, the
    /// highlight moved to the article, Enter; the rules engine makes the move.
    private func open(_ article: Int) throws {
        try press(.overlay)
        while let highlight = state.highlight, highlight != article {
            try press(highlight < article ? .down : .up)
            if state.highlight == highlight { break }
        }
        try press(.enter)
    }

    // MARK: Links between articles

    /// The links to articles of the issue on the article page shown (`PageLinks`).
    private var pageLinks: [(destination: String, words: String)] {
        guard !isCover(state.at.article), !state.overlay, !state.isZoomed else { return [] }
        let pages = layout.column(state.at.article).pages
        return pages.indices.contains(state.at.page) ? PageLinks.links(on: pages[state.at.page]) : []
    }

    /// Tab and Shift-Tab select the page's next and previous link to an article; Enter follows
    /// the one selected. True when `input` was one of them.
    private func handleLinks(_ input: PreviewInput) throws -> Bool {
        let links = pageLinks
        guard !links.isEmpty else { return false }
        switch input {
        case .nextLine:
            linkSelection = ((linkSelection ?? -1) + 1) % links.count
        case .previousLine:
            linkSelection = linkSelection.map { ($0 + links.count - 1) % links.count } ?? links.count - 1
        case .key(.enter), .typed(.enter):
            guard let selection = linkSelection, links.indices.contains(selection) else { return false }
            try follow(links[selection].destination)
        default:
            return false
        }
        return true
    }

    /// Goes where an article link leads: its article (as the contents open it), then down to
    /// the page its heading lands on at this size.
    private func follow(_ destination: String) throws {
        guard let id = ArticleLink.articleID(in: destination),
            let article = layout.issue.articles.firstIndex(where: { $0.id == id })
        else { return }
        if article != state.at.article { try open(article) }
        let column = layout.column(article)
        let target = column.pages.page(linkedBy: destination, blocks: column.article.blocks)
        while state.at.article == article, state.at.page != target {
            let before = state.at
            try press(state.at.page < target ? .down : .up)
            if state.at == before { break }
        }
        linkSelection = nil
    }

    /// Presses a navigation key: the engine decides, the controller follows.
    private func press(_ key: NavigationKey) throws {
        try syncShape()
        let before = state
        state = navigator.press(key, in: state).state
        if before.isZoomed, state.isZoomed, let direction = key.direction {
            panPhoto(direction)
        }
        if state.search != nil { search.prepare() }
        if key == .enter, let words = before.search, before.hit != nil, !state.overlay {
            // The found page the reader opened: its words are marked there.
            marks = (try SearchMarks(words, language: search.language), state.at)
        } else if let page = marks?.page, state.at != page || state.overlay || state.isZoomed {
            marks = nil
        }
        if state.zoom != before.zoom { clampPan() }
        if state.at != before.at || state.overlay { linkSelection = nil }
        indicatorsVisible = true
        try prepareAround()
    }

    /// Hides the arrows (after the idle time); true when that changes the screen.
    func hideIndicators() -> Bool {
        defer { indicatorsVisible = false }
        return indicatorsVisible
    }

    /// Shows the arrows, as when the reader has just interacted.
    func showIndicators() {
        indicatorsVisible = true
    }

    /// Lays the issue out again for a new terminal size, keeping the reader on the page
    /// that shows what the old page started with; zoom and the overlay are restored by
    /// pressing their keys again, so the engine stays the only one to set state.
    func resize(columns: Int, rows: Int) throws {
        let newFrame = FrameLayout(columns: columns, rows: rows)
        guard newFrame != frame else { return }
        let old = state
        let article = old.at.article
        let oldPages = layout.column(article).pages
        let start =
            oldPages.indices.contains(old.at.page) ? oldPages[old.at.page].start : SourcePosition(block: 0, offset: 0)
        frame = newFrame
        layout = LazyIssueLayout(issue: layout.issue, columns: frame.paginatedColumns, rows: frame.paginatedRows)
        pages.removeAll()
        let page = layout.column(article).pages.page(containing: start)
        navigator = Navigator(shape: try layout.shape(), policy: navigator.policy)
        shapeRevision = layout.revision
        state = navigator.initialState(start: Position(article, page))
        while state.zoom < old.zoom, navigator.shape.isZoomable(state.at) {
            let zoom = state.zoom
            state = navigator.press(.zoomIn, in: state).state
            if state.zoom == zoom { break }
        }
        try restoreOverlay(old)
        if marks?.page == old.at { marks?.page = state.at }
        clampPan()
        try prepareAround()
    }

    /// After a reload (`folio preview --watch`: a save), at the place the session chose: the
    /// contents as the reader left them in `old` (open, the search line's words found again in
    /// the saved text, the same found page highlighted) and the words a search marked, still
    /// marked on the page they were on.
    func resume(after old: PreviewController) throws {
        try restoreOverlay(old.state)
        if let marks = old.marks, marks.page == old.state.at, !state.overlay { self.marks = (marks.words, state.at) }
        try prepareAround()
    }

    /// The overlay and highlights of `old` restored on the state at the same place, by pressing
    /// their keys again, so the engine stays the only one to set state.
    private func restoreOverlay(_ old: NavigationState) throws {
        if old.overlay, let highlight = old.highlight {
            let article = state.at.article
            state = navigator.press(old.search == nil ? .overlay : .search, in: state).state
            let key: NavigationKey = highlight > article ? .down : .up
            for _ in 0..<abs(highlight - article) { state = navigator.press(key, in: state).state }
            if let words = old.search {
                // The same words found again on these pages, the same found page highlighted.
                try find(words)
                for _ in 0..<(old.hit ?? 0) { state = navigator.press(.down, in: state).state }
            }
        } else if let highlight = old.highlight {
            // The highlighted cover line, if the cover still shows it.
            for _ in navigator.shape.coverLines where state.highlight != highlight {
                state = navigator.press(.tab, in: state).state
            }
            if state.highlight != highlight { state = navigator.initialState(start: state.at) }
        }
    }

    // MARK: Drawing

    /// The whole frame.
    func render() -> Screen {
        var screen = Screen(width: frame.columns, height: frame.rows)
        let chrome = ChromeRenderer(frame: frame, direction: navigator.policy.direction)
        guard frame.fits else {
            screen.apply(chrome.tooSmall())
            return screen
        }
        if state.overlay, let hit = state.hit {
            let search = SearchRenderer(frame: frame)
            screen.apply(search.list(foundEntries, hit: hit))
            screen.apply(search.line(words: state.search ?? "", found: state.found.count))
        } else if state.overlay, let highlight = state.highlight {
            let overlay = OverlayRenderer(frame: frame, direction: navigator.policy.direction)
            screen.apply(
                overlay.operations(
                    issueTitle: SafeText.clean(layout.issue.title), highlight: highlight,
                    count: layout.issue.articles.count,
                    label: label(of:), firstPage: { self.pageScreen(at: Position($0, 0)) }))
            if let words = state.search {
                screen.apply(SearchRenderer(frame: frame).line(words: words, found: state.found.count))
            }
        } else {
            screen.apply(.screen(x: frame.pageX, y: frame.pageY, currentPage()))
            if indicatorsVisible { screen.apply(chrome.indicators(navigator.moves(in: state))) }
            if let peek = state.peek, let neighbour = peekedArticle(peek) {
                screen.apply(chrome.peek(peek, title: layout.title(of: neighbour)))
            }
        }
        screen.apply(chrome.status(left: statusLeft, right: statusRight))
        if helpVisible {
            screen.apply(chrome.help(cover: hasCover ? navigator.shape.coverLines.count : nil, shelf: openedFromShelf))
            screen.images = []  // the help box is drawn over the page
        }
        return screen
    }

    /// Renders the pages a key could go to next, so moving never waits for drawing.
    func renderNeighbours() {
        guard !state.overlay, !state.isZoomed else { return }
        var targets = Direction.allCases.compactMap { navigator.outcome(of: $0, in: state).destination }
        for article in neighbourArticles() { targets.append(Position(article, 0)) }
        for target in targets where navigator.shape.contains(target) {
            _ = pageScreen(at: target)
        }
    }

    /// Articles are numbered from 1 after the cover, which is not numbered.
    private var firstNumbered: Int { hasCover ? 1 : 0 }

    /// An article's number and title, or "Cover", as the contents label it.
    private func label(of article: Int) -> String {
        isCover(article) ? "Cover" : "\(article + 1 - firstNumbered) \(layout.title(of: article))"
    }

    private var statusLeft: String {
        let at = state.at
        if isCover(at.article) { return "Cover · \(layout.title(of: at.article))" }
        let count = layout.issue.articles.count - firstNumbered
        let pageCount = navigator.shape.pageCounts[at.article]
        return
            "\(at.article + 1 - firstNumbered)/\(count) · page \(at.page + 1)/\(pageCount) · \(layout.title(of: at.article))"
    }

    private var statusRight: String {
        if state.overlay, state.hit != nil { return "↑↓ choose a page · Enter open · Esc close" }
        if state.overlay, state.search != nil { return "type words · ←→↑↓ choose · Enter open · Esc close" }
        if state.overlay { return "←→↑↓ choose · Enter open · Esc close" }
        if state.isZoomed { return "zoom \(state.zoom.shortSpelling)× · arrows pan · - 0 Esc" }
        if navigator.isOnCover(state), case let count = navigator.shape.coverLines.count, count > 0 {
            return "\(count > 1 ? "1–\(count)" : "1") or Tab Enter open · ? help · q quit"
        }
        if let selection = linkSelection, case let links = pageLinks, links.indices.contains(selection) {
            return "link \(selection + 1)/\(links.count): \(links[selection].words) · Enter follow · Tab next"
        }
        if !pageLinks.isEmpty { return "Tab links · ? help · q quit" }
        return "? help · q quit"
    }

    /// The current page, zoomed in on its photo when zoomed; the cover with its highlighted line.
    private func currentPage() -> Screen {
        if let line = navigator.highlightedCoverLine(in: state) {
            return drawPage(at: state.at, zoom: PhotoRenderer.View(), selection: line)
        }
        if let marks, marks.page == state.at, !state.isZoomed {
            // The page a search led to, its words marked (drawn afresh: the cache keeps pages unmarked).
            let marker = WordMarker(marks: marks.words, language: search.language(of: state.at.article))
            return drawPage(at: state.at, zoom: PhotoRenderer.View(), marker: marker)
        }
        guard state.isZoomed else { return pageScreen(at: state.at) }
        return drawPage(at: state.at, zoom: PhotoRenderer.View(scale: state.zoom, center: pan))
    }

    /// A page at zoom 1, from the cache or drawn now and kept.
    private func pageScreen(at position: Position) -> Screen {
        if let screen = pages.screen(at: position) { return screen }
        let screen = drawPage(at: position, zoom: PhotoRenderer.View())
        pages.store(screen, at: position)
        return screen
    }

    /// Page → elements → operations → screen; on the cover, cover line `selection` selected; the
    /// words of a search marked by `marker`.
    private func drawPage(
        at position: Position, zoom: PhotoRenderer.View, selection: Int? = nil, marker: WordMarker? = nil
    ) -> Screen {
        let column = layout.column(position.article)
        var screen = Screen(width: frame.pageWidth, height: frame.pageHeight)
        guard let page = column.pages.indices.contains(position.page) ? column.pages[position.page] : column.pages.first
        else {
            return screen
        }
        let elements = PageFlattener(measure: layout.measure).elements(
            of: page, in: column.article, coverSelection: selection, marker: marker)
        let renderer = ElementRenderer(
            width: frame.pageWidth, height: frame.pageHeight, photos: photos,
            photoRenderer: PhotoRenderer(colorMode: colorMode), zoom: zoom, images: images)
        screen.apply(renderer.operations(for: elements))
        return screen
    }

    /// Paginates every article now and returns the issue's whole shape (for small issues:
    /// the conformance driver checks a synthetic issue against its scenario with it).
    func paginateEverything() throws -> IssueShape {
        layout.prepare(Array(layout.issue.articles.indices))
        try syncShape()
        return navigator.shape
    }

    // MARK: Navigation support

    /// Paginates the current article and its neighbours, so the engine knows their page
    /// counts before the next key.
    private func prepareAround() throws {
        layout.prepare([state.at.article] + neighbourArticles())
        try syncShape()
    }

    /// Gives the engine every page count the layout has learned since its shape was made,
    /// however it learned them: drawing the contents overlay paginates every article it
    /// shows, and an engine that still counted those as one page cut them short.
    private func syncShape() throws {
        guard shapeRevision != layout.revision else { return }
        navigator = Navigator(shape: try layout.shape(), policy: navigator.policy)
        shapeRevision = layout.revision
    }

    /// The next and the previous article, as the engine's `wrap` rule finds them.
    private func neighbourArticles() -> [Int] {
        [1, -1].compactMap { navigator.neighbour(of: state.at.article, step: $0) }
    }

    private func peekedArticle(_ peek: Peek) -> Int? {
        navigator.neighbour(of: state.at.article, step: peek == .next ? 1 : -1)
    }

    /// An arrow while zoomed moves the view by a quarter of what shows.
    private func panPhoto(_ direction: Direction) {
        let step = 0.25 / state.zoom
        switch direction {
        case .left: pan.x -= step
        case .right: pan.x += step
        case .up: pan.y -= step
        case .down: pan.y += step
        }
        clampPan()
    }

    /// Keeps the visible part inside the photo; back to the centre when not zoomed.
    private func clampPan() {
        guard state.isZoomed else {
            pan = (0.5, 0.5)
            return
        }
        let half = 0.5 / state.zoom
        pan = (min(max(pan.x, half), 1 - half), min(max(pan.y, half), 1 - half))
    }
}
