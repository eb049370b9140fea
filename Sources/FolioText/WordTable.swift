import FolioHashing

/// Advances of words keyed by their UTF-8 bytes, for one thread: an open-addressing hash table
/// whose keys live in one byte arena, so a lookup is a hash of the bytes, a probe and a byte
/// comparison, with no `String`, no `Hasher`, no lock and no reference counting.
/// `LanguageWidths` keeps one per thread in front of its shared table; the shared table stays
/// the one source of every width, and this one only remembers what it answered.
///
/// A plain value over memory it allocates: its owner calls `release()` once, when done with it.
/// Not thread-safe: it belongs to one thread at a time.
struct WordTable {
    /// One slot: a key's hash, where its bytes are in the arena, and its advance; `length` is
    /// -1 in an empty slot.
    private struct Slot {
        var hash: UInt64
        var start: Int32
        var length: Int32
        var advance: Int64
    }

    /// The longest word kept; longer ones are looked up in the shared table every time.
    static let longestWord = 256
    /// The most bytes of keys kept; past it nothing new is added (a thread's table for a huge
    /// issue of many distinct words stays bounded).
    static let arenaLimit = 64 << 20

    private var slots: UnsafeMutablePointer<Slot>?
    private var mask = 0
    private var arena: UnsafeMutablePointer<UInt8>?
    private var arenaUsed = 0
    private var arenaCapacity = 0
    /// How many words the table holds.
    private(set) var count = 0

    /// An empty table, which allocates on its first word.
    init() {}

    /// Frees the table's memory; it is empty after.
    mutating func release() {
        slots?.deallocate()
        arena?.deallocate()
        self = WordTable()
    }

    /// The hash a word's bytes are kept under.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        XXHash64.hash(UnsafeRawBufferPointer(bytes))
    }

    /// The advance kept for `bytes` (hashed as `hash`), if any.
    func advance(of bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        guard let slots, let arena else { return nil }
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            guard slot.length >= 0 else { return nil }
            if slot.hash == hash, Int(slot.length) == bytes.count,
                bytes.isEmpty || Self.equal(arena + Int(slot.start), bytes.baseAddress!, count: bytes.count)
            {
                return Int(slot.advance)
            }
            index = (index + 1) & mask
        }
    }

    /// Whether the `count` bytes at `left` and `right` are the same: eight at a time, then one
    /// by one, inline (a word is a few bytes, shorter than a call to `memcmp` costs).
    @inline(__always)
    private static func equal(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            let a = UnsafeRawPointer(left + offset).loadUnaligned(as: UInt64.self)
            let b = UnsafeRawPointer(right + offset).loadUnaligned(as: UInt64.self)
            guard a == b else { return false }
            offset += 8
        }
        while offset < count {
            guard left[offset] == right[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// Keeps `advance` for `bytes` (hashed as `hash`), which the table does not hold yet.
    mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, advance: Int) {
        guard bytes.count <= Self.longestWord, arenaUsed + bytes.count <= Self.arenaLimit else { return }
        if slots == nil || (count + 1) * 4 > (mask + 1) * 3 { grow() }
        if arenaUsed + bytes.count > arenaCapacity { growArena(toHold: arenaUsed + bytes.count) }
        if let base = bytes.baseAddress, let arena { (arena + arenaUsed).update(from: base, count: bytes.count) }
        place(Slot(hash: hash, start: Int32(arenaUsed), length: Int32(bytes.count), advance: Int64(advance)))
        arenaUsed += bytes.count
        count += 1
    }

    private func place(_ slot: Slot) {
        guard let slots else { return }
        var index = Int(truncatingIfNeeded: slot.hash) & mask
        while slots[index].length >= 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func grow() {
        let oldSlots = slots
        let oldCount = slots == nil ? 0 : mask + 1
        let capacity = max(1024, oldCount * 2)
        let made = UnsafeMutablePointer<Slot>.allocate(capacity: capacity)
        made.initialize(repeating: Slot(hash: 0, start: 0, length: -1, advance: 0), count: capacity)
        slots = made
        mask = capacity - 1
        if let oldSlots {
            for index in 0..<oldCount where oldSlots[index].length >= 0 { place(oldSlots[index]) }
            oldSlots.deallocate()
        }
    }

    private mutating func growArena(toHold needed: Int) {
        let capacity = max(16 << 10, arenaCapacity * 2, needed)
        let made = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        if let arena {
            made.update(from: arena, count: arenaUsed)
            arena.deallocate()
        }
        arena = made
        arenaCapacity = capacity
    }
}
