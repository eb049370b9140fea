import Synchronization

/// The widths of words in one face and one language, each distinct word shaped once (script
/// and direction from the word itself) and kept in font units. The paginator looks one up per
/// block of text and then asks it for every word, so a word costs one hash and no more.
/// Safe to share between threads.
public final class LanguageWidths: Sendable {
    /// The face the words are shaped in.
    public let face: FontFace
    /// The BCP 47 language the words are shaped for (glyph forms), nil for none.
    public let language: String?
    private let widths = Mutex<[String: Int]>([:])

    /// An empty cache for `face` and `language`.
    public init(face: FontFace, language: String?) {
        self.face = face
        self.language = language
    }

    /// The advance of `word` in font units, shaped on first use.
    public func advance(of word: some StringProtocol) -> Int {
        let key = String(word)
        if let known = widths.withLock({ $0[key] }) { return known }
        // Shaped outside the lock: two threads meeting one new word both shape it, with one result.
        let advance = face.shape(key, language: language).advance
        widths.withLock { $0[key] = advance }
        return advance
    }

    /// How many distinct words have been shaped so far.
    public var count: Int { widths.withLock { $0.count } }
}
