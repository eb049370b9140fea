import FolioModel
import FolioText
import Synchronization

/// Sets text into lines no wider than a width, with a measure: the paginator sets every line
/// once and hands the lines to the sinks on each page (`Page.layouts`, `Page.lineBreaks`).
///
/// The text is cut where Unicode's line-breaking rules allow (`SetText`), each piece measured
/// by the measure (shaped with the fonts, or counted in cells), and the lines filled
/// greedily (`LineFiller`). Running text and captions hyphenate words that do not fit when
/// `hyphenates` is on and a dictionary exists for the language; titles, headings, bylines and
/// code do not.
package struct LineSetter: Sendable {
    /// The measure widths come from.
    package let measure: any TextMeasure
    /// The BCP 47 language of the text: it picks break rules (Thai dictionaries, CJK kinsoku),
    /// glyph forms and the hyphenation dictionary.
    package var language: String {
        didSet {
            // Every article sets it, mostly to the language it had: the breaker is kept then.
            if language != oldValue { breaker = FolioText.LineBreaker(language: language) }
        }
    }
    /// Where lines may break in text of the language.
    private var breaker: FolioText.LineBreaker
    /// Whether running text and captions hyphenate.
    package var hyphenates: Bool

    /// Creates a line setter for text in `language`.
    package init(measure: any TextMeasure, language: String = "en", hyphenates: Bool = false) {
        self.measure = measure
        self.language = language
        self.hyphenates = hyphenates
        breaker = FolioText.LineBreaker(language: language)
    }

    /// The set texts of the article being laid out, shared by its geometries; nil: each text
    /// is set anew.
    var cache: SetTextCache?

    /// The lines of styled runs set in `role`; emphasis turns italic on, strong turns bold
    /// on, code is monospace. With `dropCap`, its letter (the runs' first characters) is drawn
    /// beside the first lines, which it narrows (`TextLine.indent`, the first line's `dropCap`).
    /// With `smallCapsFirstLine`, the first line is set in small capitals (`SmallCaps`, the
    /// line's `smallCaps`) where the measure sets them and the language allows.
    package func lines(
        of inlines: [Inline], role: TextRole, width: Double, dropCap: DropCap? = nil, smallCapsFirstLine: Bool = false
    ) -> [TextLine] {
        let storage = inlines.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        let key = SetTextCache.Key.runs(storage: storage, count: inlines.count, role: role)
        let source = {
            SetText.source(inlines: inlines, role: role, measure: measure, language: language, cache: cache)
        }
        var lines: [TextLine]
        if smallCapsFirstLine, let size = measure.smallCapsSize, SmallCaps.applies(to: language) {
            let capitals = SetText.smallCapsSource(
                inlines: inlines, role: role, measure: measure, language: language, smallCapsSize: size)
            lines = firstLineInSmallCaps(
                capitals, rest: setText(key, source: source), role: role, width: width, dropCap: dropCap)
        } else {
            lines = fill(key, role: role, width: width, dropCap: dropCap, source: source)
        }
        if let dropCap, !lines.isEmpty {
            lines[0].dropCap = dropCap
            for index in lines.indices.prefix(dropCap.lines) { lines[index].indent = dropCap.indent }
        }
        return lines
    }

    /// Lines whose first is filled from `capitals` (the text in small capitals) and the others from
    /// `rest`, the text's own set text, from where the first ends.
    private func firstLineInSmallCaps(
        _ capitals: RunBuilder, rest: SetText, role: TextRole, width: Double, dropCap: DropCap?
    ) -> [TextLine] {
        let scale = measure.scale(for: role)
        // Not hyphenated: the dictionaries know lowercase words.
        var first = LineFiller(
            set: SetText(capitals, breaker: breaker), width: width, scale: scale, hyphenator: nil, dropCap: dropCap)
        guard var line = first.fill(maxLines: 1).first else { return [] }
        let from = line.start + (dropCap?.scalars ?? 0)
        line.smallCaps = capitals.smallCapitals.compactMap { range in
            let clipped = range.clamped(to: from..<line.end)
            return clipped.isEmpty ? nil : clipped
        }
        guard line.end < rest.pieces.last?.end ?? 0 else { return [line] }
        var others = LineFiller(
            set: rest, width: width, scale: scale, hyphenator: hyphenator(for: role), dropCap: dropCap,
            startingAt: line.end, linesBefore: 1)
        return [line] + others.fill()
    }

    /// The lines of plain text (a title, a caption) set in `role`.
    package func lines(of text: String, role: TextRole, width: Double) -> [TextLine] {
        fill(.plain(text, role: role), role: role, width: width) {
            SetText.source(plain: text, role: role, measure: measure, language: language, cache: cache)
        }
    }

    /// The lines of a code block: spaces kept, line feeds respected.
    package func lines(ofCode text: String, width: Double) -> [TextLine] {
        fill(.code(text), role: .code, width: width) {
            SetText.source(code: text, measure: measure, language: language, cache: cache)
        }
    }

    /// How wide styled runs set in `role` are on lines of their own: `natural`, the widest of
    /// the lines only hard breaks end; `minimum`, the widest piece no line may break inside
    /// (a word, or a character of text set without spaces). In the measure's units.
    package func extent(of inlines: [Inline], role: TextRole) -> (natural: Double, minimum: Double) {
        let storage = inlines.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        let set = setText(.runs(storage: storage, count: inlines.count, role: role)) {
            SetText.source(inlines: inlines, role: role, measure: measure, language: language, cache: cache)
        }
        var natural = 0.0, minimum = 0.0, line = 0.0, spaces = 0.0
        for piece in set.pieces {
            line += spaces + piece.width
            spaces = piece.spaceWidth
            minimum = max(minimum, piece.width)
            natural = max(natural, line)
            if piece.isHard {
                line = 0
                spaces = 0
            }
        }
        let scale = measure.scale(for: role)
        return (natural * scale, minimum * scale)
    }

    /// The lines of the text `key` names, set from `source` unless the cache has it.
    private func fill(
        _ key: SetTextCache.Key, role: TextRole, width: Double, dropCap: DropCap? = nil, source: () -> RunBuilder
    ) -> [TextLine] {
        let set = setText(key, source: source)
        var filler = LineFiller(
            set: set, width: width, scale: measure.scale(for: role), hyphenator: hyphenator(for: role),
            dropCap: dropCap)
        return filler.fill()
    }

    /// The set text `key` names: the cache's, or set now from `source`.
    private func setText(_ key: SetTextCache.Key, source: () -> RunBuilder) -> SetText {
        cache.map { $0.text(for: key) { SetText(source(), breaker: breaker) } } ?? SetText(source(), breaker: breaker)
    }

    private func hyphenator(for role: TextRole) -> Hyphenator? {
        guard hyphenates else { return nil }
        switch role {
        case .body, .caption, .pullQuote, .footnote: return Hyphenators.shared.hyphenator(for: language)
        case .title, .byline, .dek, .heading, .code, .tableHeader: return nil
        }
    }
}

/// The hyphenation dictionaries loaded so far, one per language, shared by every paginator.
final class Hyphenators: Sendable {
    static let shared = Hyphenators()
    private let loaded = Mutex<[String: Hyphenator?]>([:])

    /// The hyphenator for `language`, loaded on first use; nil when no dictionary is installed.
    func hyphenator(for language: String) -> Hyphenator? {
        if let known = loaded.withLock({ $0[language] }) { return known }
        let found = try? Hyphenator(language: language)
        loaded.withLock { $0[language] = found }
        return found
    }
}
