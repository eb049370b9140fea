import CTOML
import FolioModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads TOML (Hugo's and Zola's `+++` front matter, `hugo.toml`, Zola's `config.toml`) into a
/// `FrontMatterTable`, with toml++ (TOML 1.0) through TOMLKit's C API.
///
/// The entry point is `TOMLReader.read(_:path:lineOffset:)`. Every value carries the line and
/// column of its key's line (`TOMLKeyPlaces`), so front matter and settings report a wrong
/// value where it is written; a syntax error is an error at toml++'s line and column.
///
/// **Lifetimes.** toml++ is C++ and TOMLKit's Swift layer frees nothing it allocates (the parsed
/// table, every key list, every string and number it hands out), so this reader uses the C API
/// under it directly, in this one file, and frees what it is given: each key list and value
/// list (`free`), each string and boxed number (`free`), the error's text (`free`), and the
/// parsed table's nodes (`tableClear`) once they are copied into Swift values; no pointer into
/// the table outlives `read`. Two allocations cannot be freed, as the C API has no function for
/// them: the emptied root table itself (`tableCreateFromString`, one `toml::table` per read)
/// and the offset of a date-time with a zone (`new CTOMLTimeOffset`, freed only by C++
/// `delete`): 96 bytes and 2 bytes, each made in a function of its own here
/// (`newTableFromTOML`, `dateTimeLeavingOffset`) that Tests/Sanitizers/leak-suppressions.txt
/// names, as no other allocation passes through either.
package enum TOMLReader {
    /// The most TOML one read takes: front matter is a few hundred bytes and site configs a
    /// few kilobytes; this bounds what one hostile file can cost.
    package static let maximumSize = 1024 * 1024

    /// Parses `text`, the TOML of the file shown as `path`; `lineOffset` is the number of file
    /// lines before it (1 for front matter after its `+++` line), added to every line reported.
    /// A syntax error, a NUL byte or a text over `maximumSize` is an error at its line and column.
    package static func read(_ text: String, path: String, lineOffset: Int = 0) -> Result<FrontMatterTable, Diagnostic>
    {
        let size = text.utf8.count
        guard size <= maximumSize else {
            return .failure(
                .error(
                    "the TOML is \(size) bytes, more than the \(maximumSize) Folio reads",
                    at: SourceLocation(path: path, line: lineOffset + 1, column: 1)))
        }
        // A C string ends at its first NUL: toml++ would never see what follows.
        if let nul = text.utf8.firstIndex(of: 0) {
            let (line, column) = TextPosition.lineAndColumn(of: nul, in: text)
            return .failure(
                .error(
                    "invalid TOML: a NUL character (U+0000) is not allowed",
                    at: SourceLocation(path: path, line: line + lineOffset, column: column)))
        }
        if let trigger = TOMLAssertGuard.firstTrigger(in: text) {
            return .failure(
                .error(
                    trigger.message,
                    at: SourceLocation(path: path, line: trigger.line + lineOffset, column: trigger.column),
                    excerpt: line(trigger.line, of: text)))
        }
        let places = TOMLKeyPlaces(text)
        var error = CTOMLParseError(
            description: UnsafePointer(bitPattern: 1)!, source: CTOMLSourceRegion())
        let parsed = text.withCString { newTableFromTOML($0, &error) }
        guard let root = parsed else {
            let message = String(cString: error.description)
            free(UnsafeMutableRawPointer(mutating: error.description))
            return .failure(
                .error(
                    "invalid TOML: \(ControlCharacters.escaped(message))",
                    at: SourceLocation(
                        path: path, line: Int(error.source.begin.line) + lineOffset,
                        column: Int(error.source.begin.column)),
                    excerpt: line(Int(error.source.begin.line), of: text)))
        }
        defer { tableClear(root) }
        let reader = NodeReader(places: places, path: path, lineOffset: lineOffset)
        return .success(FrontMatterTable(path: path, entries: reader.entries(of: root, at: [])))
    }

    /// Copies a parsed table's values into Swift values, locating each by its key path.
    private struct NodeReader {
        let places: TOMLKeyPlaces
        let path: String
        let lineOffset: Int

        func entries(of table: OpaquePointer, at keyPath: [String]) -> [FrontMatterEntry] {
            let count = tableSize(table)
            guard count > 0 else { return [] }
            let keys = tableGetKeys(table)
            let values = tableGetValues(table)
            defer {
                for index in 0..<count { free(UnsafeMutableRawPointer(mutating: keys[index])) }
                free(UnsafeMutableRawPointer(mutating: keys))
                free(UnsafeMutableRawPointer(mutating: values))
            }
            var entries: [FrontMatterEntry] = []
            entries.reserveCapacity(count)
            for index in 0..<count {
                let key = String(cString: keys[index])
                let childPath = keyPath + [key]
                let place = places.place(of: childPath)
                let node = self.node(values[index], at: childPath, place: place)
                entries.append(FrontMatterEntry(key: key, node: node, keyLocation: location(place?.key)))
            }
            return entries
        }

        func node(_ pointer: OpaquePointer, at keyPath: [String], place: TOMLKeyPlaces.Place?) -> FrontMatterNode {
            let at = location(place?.value ?? place?.key)
            switch nodeType(pointer) {
            case .table:
                let table = nodeAsTable(pointer).map { entries(of: $0, at: keyPath) } ?? []
                return FrontMatterNode(.table(FrontMatterTable(path: path, entries: table)), at: at)
            case .array:
                guard let array = nodeAsArray(pointer) else { return FrontMatterNode(.list([]), at: at) }
                let items = (0..<arraySize(array)).map { index in
                    // An array of tables ([[name]]) has a header per item; any other item is
                    // located at its array.
                    let itemPath = keyPath + ["#\(index)"]
                    let itemPlace = places.place(of: itemPath) ?? place
                    return node(arrayGetNode(array, Int64(index)), at: itemPath, place: itemPlace)
                }
                return FrontMatterNode(.list(items), at: at)
            case .string:
                return FrontMatterNode(take(nodeAsString(pointer)).map { .string($0) } ?? .null, at: at)
            case .integer:
                return FrontMatterNode(take(nodeAsInt(pointer)).map { .integer($0) } ?? .null, at: at)
            case .floatingPoint:
                return FrontMatterNode(take(nodeAsDouble(pointer)).map { .number($0) } ?? .null, at: at)
            case .boolean:
                return FrontMatterNode(take(nodeAsBool(pointer)).map { .bool($0) } ?? .null, at: at)
            case .date:
                return FrontMatterNode(take(nodeAsDate(pointer)).map { .dateTime(Self.text($0)) } ?? .null, at: at)
            case .timeType:
                return FrontMatterNode(take(nodeAsTime(pointer)).map { .dateTime(Self.text($0)) } ?? .null, at: at)
            case .dateTime:
                return FrontMatterNode(
                    take(TOMLReader.dateTimeLeavingOffset(pointer)).map { .dateTime(Self.text($0)) } ?? .null, at: at)
            }
        }

        private func location(_ position: (line: Int, column: Int)?) -> SourceLocation {
            guard let position else { return SourceLocation(path: path) }
            return SourceLocation(path: path, line: position.line + lineOffset, column: position.column)
        }

        /// The value a C function allocated with `malloc`, freed.
        private func take<Value>(_ pointer: UnsafePointer<Value>?) -> Value? {
            guard let pointer else { return nil }
            defer { free(UnsafeMutableRawPointer(mutating: pointer)) }
            return pointer.pointee
        }

        /// A string the C API duplicated (`strdup`), freed.
        private func take(_ pointer: UnsafePointer<CChar>?) -> String? {
            guard let pointer else { return nil }
            defer { free(UnsafeMutableRawPointer(mutating: pointer)) }
            return String(cString: pointer)
        }

        static func text(_ date: CTOMLDate) -> String {
            "\(digits(Int(date.year), 4))-\(digits(Int(date.month), 2))-\(digits(Int(date.day), 2))"
        }

        static func text(_ time: CTOMLTime) -> String {
            var text = "\(digits(Int(time.hour), 2)):\(digits(Int(time.minute), 2)):\(digits(Int(time.second), 2))"
            if time.nanoSecond > 0 {
                var fraction = digits(Int(time.nanoSecond), 9)
                while fraction.last == "0" { fraction.removeLast() }
                text += "." + fraction
            }
            return text
        }

        static func text(_ dateTime: CTOMLDateTime) -> String {
            var text = self.text(dateTime.date) + "T" + self.text(dateTime.time)
            if let offset = dateTime.offset?.pointee.minutes {
                if offset == 0 {
                    text += "Z"
                } else {
                    let magnitude = abs(Int(offset))
                    text += (offset < 0 ? "-" : "+") + digits(magnitude / 60, 2) + ":" + digits(magnitude % 60, 2)
                }
            }
            return text
        }

        private static func digits(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
    }

    /// toml++'s parse of `text` into a new table, whose shell (once `tableClear` has freed its
    /// nodes) no C function deletes. Its own function, never inlined, so that the one leak
    /// LeakSanitizer must be told of is named by this frame (Tests/Sanitizers/leak-suppressions.txt):
    /// CTOML has no frame pointers, so its own frames are not seen.
    @inline(never)
    private static func newTableFromTOML(
        _ text: UnsafePointer<CChar>, _ error: UnsafeMutablePointer<CTOMLParseError>
    ) -> OpaquePointer? {
        tableCreateFromString(text, error)
    }

    /// A date-time node's value, whose zone offset (made with C++ `new`) cannot be freed from
    /// Swift; never inlined, for the same reason as `newTableFromTOML`.
    @inline(never)
    fileprivate static func dateTimeLeavingOffset(_ node: OpaquePointer) -> UnsafePointer<CTOMLDateTime>? {
        nodeAsDateTime(node)
    }

    /// Line `number` (1-based) of `text`, without its line ending.
    private static func line(_ number: Int, of text: String) -> String? {
        YAMLMapping.line(number, of: text)
    }
}
