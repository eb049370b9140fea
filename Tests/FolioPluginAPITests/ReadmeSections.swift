/// The parts of README.md the plugin API's tests read: a `## ` section's Swift code blocks and
/// its table of public types.
enum ReadmeSections {
    /// The lines of the `## name` section, up to the next `## ` heading.
    static func section(_ name: String, in readme: String) -> [Substring] {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: Substring("## \(name)")) else { return [] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return Array(lines[(start + 1)..<end])
    }

    /// Each ```swift block of the section, as file text (its lines, each ending in a newline).
    static func swiftBlocks(in readme: String, section name: String) -> [String] {
        var blocks: [String] = []
        var current: String?
        for line in section(name, in: readme) {
            if current == nil, line == "```swift" {
                current = ""
            } else if let text = current, line == "```" {
                blocks.append(text)
                current = nil
            } else if current != nil {
                current! += line + "\n"
            }
        }
        return blocks
    }

    /// The section's table of public types: `| Module | Type, Type, ... |` rows, by module.
    static func publicTypes(in readme: String, section name: String) -> [String: Set<String>] {
        var types: [String: Set<String>] = [:]
        for line in section(name, in: readme) where line.hasPrefix("| `Folio") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2 else { continue }
            let module = cells[0].trimmingCharacters(in: ["`"])
            types[module] = Set(
                cells[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces.union(["`"])) })
        }
        return types
    }
}
