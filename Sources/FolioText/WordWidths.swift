import Synchronization

/// The widths of words in one face, each distinct word shaped once and kept in font units, so a
/// paginator that lays an issue out at five geometries scales one measure five times instead of
/// shaping five times. Safe to share between threads.
public final class WordWidths: Sendable {
    private struct Key: Hashable {
        let word: String
        let script: Script?
        let language: String?
        let direction: TextDirection?
    }

    /// The face the words are shaped in.
    public let face: FontFace
    private let widths = Mutex<[Key: Int]>([:])
    private let languages = Mutex<[String: LanguageWidths]>([:])

    /// An empty cache for `face`.
    public init(face: FontFace) {
        self.face = face
    }

    /// The widths of words in `language` (nil: none), made on first use: what a measure asks
    /// once per block and then per word.
    public func widths(for language: String?) -> LanguageWidths {
        languages.withLock { known in
            if let found = known[language ?? ""] { return found }
            let made = LanguageWidths(face: face, language: language)
            known[language ?? ""] = made
            return made
        }
    }

    /// The advance of `word` in font units, shaped on first use (see FontFace.shape for the
    /// parameters) and looked up after.
    public func advance(
        of word: some StringProtocol, script: Script? = nil, language: String? = nil, direction: TextDirection? = nil
    ) -> Int {
        if script == nil && direction == nil { return widths(for: language).advance(of: word) }
        let key = Key(word: String(word), script: script, language: language, direction: direction)
        if let known = widths.withLock({ $0[key] }) { return known }
        // Shaped outside the lock: two threads meeting one new word both shape it, with one result.
        let advance = face.shape(key.word, script: script, language: language, direction: direction).advance
        widths.withLock { $0[key] = advance }
        return advance
    }

    /// The width of `word` at `pointSize`: its advance in font units scaled to the size.
    public func width(
        of word: some StringProtocol, atPointSize pointSize: Double, script: Script? = nil, language: String? = nil,
        direction: TextDirection? = nil
    ) -> Double {
        Double(advance(of: word, script: script, language: language, direction: direction)) * pointSize
            / Double(face.unitsPerEm)
    }

    /// How many distinct words have been shaped so far.
    public var count: Int {
        widths.withLock { $0.count } + languages.withLock { $0.values.reduce(0) { $0 + $1.count } }
    }
}
