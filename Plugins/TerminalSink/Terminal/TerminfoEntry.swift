import Foundation

/// The few facts Folio needs from a compiled terminfo entry (term(5)): the number of colours,
/// whether the terminal can address the cursor and has an alternate screen, and the
/// `RGB`/`Tc` extensions that declare direct colour.
///
/// The entry is read from the file the way ncurses finds it (`TERMINFO`, `~/.terminfo`,
/// `TERMINFO_DIRS`, then the system folders) rather than through `infocmp` or libncurses:
/// Debian always ships the database (`ncurses-base`), reading it costs one small file and no
/// process, and Folio gains no native dependency. Both the legacy format (magic 0432, 16-bit
/// numbers) and ncurses 6's (01036, 32-bit numbers) are read, with their extended section.
struct TerminfoEntry: Equatable, Sendable {
    /// The entry's names (`xterm-256color|xterm with 256 colors`).
    var names: String
    /// `colors`, nil when absent.
    var colors: Int?
    /// `cup`: the cursor can be moved anywhere.
    var cursorAddress: String?
    /// `smcup`: the start of full-screen programs (the alternate screen on most terminals).
    var enterFullScreen: String?
    /// `civis`: the cursor can be hidden.
    var hideCursor: String?
    /// The extended boolean capabilities that are set (`RGB`, `Tc`, `AX`...).
    var extendedFlags: Set<String> = []
    /// The extended numbers (`RGB` as a number on some entries, `colors` overrides...).
    var extendedNumbers: [String: Int] = [:]

    /// Whether the entry declares direct (24-bit) colour.
    var hasDirectColor: Bool {
        extendedFlags.contains("RGB") || extendedFlags.contains("Tc") || extendedNumbers["RGB"] != nil
            || (colors ?? 0) >= 1 << 24
    }

    // Indices in term(5)'s order of the standard capabilities.
    private static let colorsIndex = 13
    private static let cupIndex = 10
    private static let civisIndex = 13
    private static let smcupIndex = 28

    /// The entry for `term`, found where ncurses looks, nil when there is none or it is damaged.
    static func load(term: String, environment: [String: String]) -> TerminfoEntry? {
        guard !term.isEmpty, !term.contains("/"), let first = term.unicodeScalars.first else { return nil }
        let letter = String(first)
        let hex = String(first.value, radix: 16)
        for folder in searchPath(environment) {
            for sub in [letter, hex] {
                let path = folder + "/" + sub + "/" + term
                if let data = FileManager.default.contents(atPath: path) { return parse([UInt8](data)) }
            }
        }
        return nil
    }

    /// The folders ncurses searches, in its order.
    static func searchPath(_ environment: [String: String]) -> [String] {
        var folders: [String] = []
        if let own = environment["TERMINFO"], !own.isEmpty { folders.append(own) }
        if let home = environment["HOME"], !home.isEmpty { folders.append(home + "/.terminfo") }
        if let list = environment["TERMINFO_DIRS"] {
            for item in list.split(separator: ":", omittingEmptySubsequences: false) {
                folders.append(item.isEmpty ? "/usr/share/terminfo" : String(item))
            }
        }
        folders += ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
        return folders
    }

    /// Reads a compiled entry; nil when the bytes are not one.
    static func parse(_ bytes: [UInt8]) -> TerminfoEntry? {
        var reader = Reader(bytes: bytes)
        guard let magic = reader.short() else { return nil }
        let numberSize: Int
        switch magic {
        case 0o432: numberSize = 2
        case 0o1036: numberSize = 4
        default: return nil
        }
        guard let nameSize = reader.short(), let boolCount = reader.short(), let numberCount = reader.short(),
            let stringCount = reader.short(), let tableSize = reader.short(),
            let nameBytes = reader.take(nameSize), reader.take(boolCount) != nil
        else { return nil }
        reader.alignToEven()
        var numbers: [Int?] = []
        for _ in 0..<numberCount { numbers.append(reader.number(size: numberSize)) }
        var offsets: [Int?] = []
        for _ in 0..<stringCount { offsets.append(reader.short().flatMap { $0 < 0x8000 ? $0 : nil }) }
        guard let table = reader.take(tableSize) else { return nil }
        func string(_ index: Int) -> String? {
            guard index < offsets.count, let offset = offsets[index] else { return nil }
            return Reader.cString(table, from: offset)
        }
        var entry = TerminfoEntry(
            names: String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self),
            colors: colorsIndex < numbers.count ? numbers[colorsIndex] : nil,
            cursorAddress: string(cupIndex), enterFullScreen: string(smcupIndex), hideCursor: string(civisIndex))
        reader.alignToEven()
        entry.readExtended(&reader, numberSize: numberSize)
        return entry
    }

    /// The extended section (user-defined capabilities), when there is one.
    private mutating func readExtended(_ reader: inout Reader, numberSize: Int) {
        guard let boolCount = reader.short(), let numberCount = reader.short(), let stringCount = reader.short(),
            reader.short() != nil, let tableSize = reader.short(), let flags = reader.take(boolCount)
        else { return }
        reader.alignToEven()
        var numbers: [Int?] = []
        for _ in 0..<numberCount { numbers.append(reader.number(size: numberSize)) }
        var stringOffsets: [Int?] = []
        for _ in 0..<stringCount { stringOffsets.append(reader.short().flatMap { $0 < 0x8000 ? $0 : nil }) }
        var nameOffsets: [Int] = []
        for _ in 0..<(boolCount + numberCount + stringCount) {
            guard let offset = reader.short() else { return }
            nameOffsets.append(offset)
        }
        guard let table = reader.take(tableSize) else { return }
        // The names follow the string values in the table.
        var namesStart = 0
        for offset in stringOffsets.compactMap({ $0 }) {
            if let value = Reader.cString(table, from: offset) {
                namesStart = max(namesStart, offset + value.utf8.count + 1)
            }
        }
        func name(_ index: Int) -> String? { Reader.cString(table, from: namesStart + nameOffsets[index]) }
        for index in 0..<boolCount where flags[index] == 1 {
            if let name = name(index) { extendedFlags.insert(name) }
        }
        for index in 0..<numberCount {
            if let value = numbers[index], let name = name(boolCount + index) { extendedNumbers[name] = value }
        }
    }

    /// Little-endian reading with bounds checks.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        mutating func short() -> Int? {
            guard position + 2 <= bytes.count else { return nil }
            defer { position += 2 }
            return Int(bytes[position]) | Int(bytes[position + 1]) << 8
        }

        /// A number; nil for "absent" (-1) and "cancelled" (-2).
        mutating func number(size: Int) -> Int? {
            guard position + size <= bytes.count else { return nil }
            defer { position += size }
            var value = 0
            for index in (0..<size).reversed() { value = value << 8 | Int(bytes[position + index]) }
            let signBit = 1 << (size * 8 - 1)
            if value & signBit != 0 { value -= signBit << 1 }
            return value < 0 ? nil : value
        }

        mutating func take(_ count: Int) -> [UInt8]? {
            guard count >= 0, position + count <= bytes.count else { return nil }
            defer { position += count }
            return Array(bytes[position..<(position + count)])
        }

        mutating func alignToEven() {
            if position % 2 == 1 { position += 1 }
        }

        static func cString(_ table: [UInt8], from offset: Int) -> String? {
            guard offset >= 0, offset < table.count else { return nil }
            let end = table[offset...].firstIndex(of: 0) ?? table.count
            return String(decoding: table[offset..<end], as: UTF8.self)
        }
    }
}
