import Synchronization

/// The widths of words in one face and one language, each distinct word shaped once (script
/// and direction from the word itself) and kept in font units. The paginator looks one up per
/// block of text and then asks it for every word. Safe to share between threads.
///
/// The shared table (a `String` key, so canonically equivalent spellings share one width, as
/// they always have) is the source of every width. Each thread also remembers the answers it
/// got by the word's bytes, in a `WordTable` of its own (`ThreadSlot` picks which), so a word
/// met again costs a byte hash and no lock.
///
/// Lifetime: the per-thread tables are allocated here and freed in `deinit`; a thread touches
/// only the table of its own slot, and a slot passes to a new thread only after the old one
/// has exited.
public final class LanguageWidths: Sendable {
    /// The face the words are shaped in.
    public let face: FontFace
    /// The BCP 47 language the words are shaped for (glyph forms), nil for none.
    public let language: String?
    private let widths = Mutex<[String: Int]>([:])
    /// One table per thread slot; each read and written only by the thread holding the slot.
    nonisolated(unsafe) private let remembered: UnsafeMutablePointer<WordTable>

    /// An empty cache for `face` and `language`.
    public init(face: FontFace, language: String?) {
        self.face = face
        self.language = language
        remembered = .allocate(capacity: ThreadSlot.count)
        remembered.initialize(repeating: WordTable(), count: ThreadSlot.count)
    }

    deinit {
        for slot in 0..<ThreadSlot.count { remembered[slot].release() }
        remembered.deinitialize(count: ThreadSlot.count)
        remembered.deallocate()
    }

    /// The advance of `word` in font units, shaped on first use.
    public func advance(of word: some StringProtocol) -> Int {
        word.utf8.withContiguousStorageIfAvailable { advance(ofUTF8: $0) } ?? sharedAdvance(of: String(word))
    }

    /// The advance of the word whose UTF-8 is `bytes`: as this thread remembers it, else the
    /// shared table's.
    func advance(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let slot = ThreadSlot.current else { return sharedAdvance(of: String(decoding: bytes, as: UTF8.self)) }
        let table = remembered + slot
        let hash = WordTable.hash(bytes)
        if let known = table.pointee.advance(of: bytes, hash: hash) { return known }
        let advance = sharedAdvance(of: String(decoding: bytes, as: UTF8.self))
        table.pointee.insert(bytes, hash: hash, advance: advance)
        return advance
    }

    /// The advance of `word` in the shared table, shaped on first use.
    private func sharedAdvance(of key: String) -> Int {
        if let known = widths.withLock({ $0[key] }) { return known }
        // Shaped outside the lock: two threads meeting one new word both shape it, with one result.
        let advance = face.shape(key, language: language).advance
        widths.withLock { $0[key] = advance }
        return advance
    }

    /// How many distinct words have been shaped so far.
    public var count: Int { widths.withLock { $0.count } }
}
