import Foundation
import Testing

/// The targets' dependencies as Package.swift declares them and as docs/architecture.md draws
/// them: the model links no C library, and the diagram tells the truth.
@Suite struct ModuleGraphTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theModelDependsOnTheNavigationRulesAloneAndLinksNoCLibrary() throws {
        let package = try PackageTargets(Self.read("Package.swift"))
        let model = try #require(package.targets["FolioModel"])
        #expect(model.dependencies == ["FolioNavigation"])
        let linked = package.reachable(from: "FolioModel")
        #expect(linked == ["FolioNavigation"], "FolioModel reaches \(linked.sorted())")
        for name in linked.union(["FolioModel"]) {
            let target = try #require(package.targets[name])
            #expect(!target.linksALibrary, "\(name) is a system library or links one")
        }
    }

    /// The plugins under Plugins/ that still use Folio's build or formats modules: none since
    /// the Markdown source reads text, front matter and site variables and asks for remote
    /// images through the plugin API. The list only shrinks.
    static let pluginsBehindTheFence: Set<String> = []

    /// The modules only Folio's own build and command line use: no pipeline plugin reaches them.
    static let behindTheFence: Set<String> = ["FolioBuild", "FolioFormats", "FolioCache", "FolioOutput", "FolioShelf"]

    /// The fence has no side door: a pipeline plugin (a target whose sources are under Plugins/) reaches
    /// neither FolioBuild nor FolioFormats, nor the build's cache, output and shelf modules, so
    /// what it uses is the plugin API a third party's plugin uses too (FolioPluginAPI, with what
    /// it re-exports and reaches, and C shims).
    @Test func noPluginReachesTheBuildOrTheFormats() throws {
        let package = try PackageTargets(Self.read("Package.swift"))
        let plugins = package.targets.filter {
            !$0.value.isPackagePlugin && $0.value.path?.hasPrefix("Plugins/") == true
        }
        .map(\.key)
        #expect(
            Set(plugins).isSuperset(of: [
                "JSONSink", "HTMLSink", "PlistSource", "PDFSink", "TerminalSink", "MarkdownSource",
            ]),
            "\(plugins.sorted())")
        for plugin in plugins.sorted() where !Self.pluginsBehindTheFence.contains(plugin) {
            let reached = package.reachable(from: plugin).intersection(Self.behindTheFence)
            #expect(reached.isEmpty, "\(plugin) reaches \(reached.sorted()): use the plugin API instead")
        }
        for plugin in Self.pluginsBehindTheFence {
            #expect(
                package.reachable(from: plugin).contains("FolioBuild"),
                "\(plugin) no longer reaches FolioBuild: take it off pluginsBehindTheFence")
        }
    }

    /// What one module reaches, through any path, is the same in the diagram as in Package.swift,
    /// for every pair of the targets the diagram names (so an edge the diagram leaves implied, such
    /// as FolioPluginAPI's to FolioModel through FolioLayout, is right when a path says it).
    @Test func theArchitectureDiagramMatchesPackageSwift() throws {
        let package = try PackageTargets(Self.read("Package.swift"))
        let diagram = try DependencyDiagram(Self.read("docs/architecture.md"), targets: Set(package.targets.keys))
        #expect(diagram.shown.count >= 15, "the diagram names \(diagram.shown.sorted())")
        #expect(diagram.shown.isSuperset(of: ["FolioNavigation", "FolioModel", "FolioLayout", "FolioText"]))
        var missing: [String] = []
        var wrong: [String] = []
        for from in diagram.shown.sorted() {
            let declared = package.reachable(from: from).intersection(diagram.shown)
            let drawn = diagram.reachable(from: from)
            missing += declared.subtracting(drawn).sorted().map { "\(from) → \($0)" }
            wrong += drawn.subtracting(declared).sorted().map { "\(from) → \($0)" }
        }
        #expect(missing.isEmpty, "Package.swift has dependencies docs/architecture.md does not draw: \(missing)")
        #expect(wrong.isEmpty, "docs/architecture.md draws dependencies Package.swift does not have: \(wrong)")
    }

    @Test func theDiagramReaderFollowsArrowsBothWaysAndIgnoresProse() throws {
        let text = """
            The targets depend one way:

            ```
            A ◀── B ◀── C
            └── the plugin API ──┘
            a third party's plugin ──▶ C
            D, E ──▶ C, and B where they use it;   F ──▶ A (Yams)
            ```
            """
        let diagram = try DependencyDiagram(text, targets: ["A", "B", "C", "D", "E", "F"])
        #expect(diagram.edges["B"] == ["A"])
        #expect(diagram.edges["C"] == ["B"])
        #expect(diagram.edges["D"] == ["B", "C"])
        #expect(diagram.edges["F"] == ["A"])
        #expect(diagram.reachable(from: "E") == ["A", "B", "C"])
    }

    @Test func thePackageReaderFindsTargetsDependenciesAndLibraries() throws {
        let text = """
            let more: [Target] = [
                .target(name: "CThing", linkerSettings: [.linkedLibrary("thing")]),  // a C library (x)
                .systemLibrary(name: "CSystem", pkgConfig: "system"),
            ]
            let package = Package(targets: [
                .target(name: "Top", dependencies: ["Middle", .product(name: "Yams", package: "Yams")]),
                .target(
                    name: "Middle", dependencies: ["CThing"], path: "Sources/\\(name)"),
                .testTarget(name: "TopTests", dependencies: ["Top", "CSystem"]),
            ] + more)
            """
        let package = try PackageTargets(text)
        #expect(package.targets["Top"]?.dependencies == ["Middle"])
        #expect(package.reachable(from: "TopTests") == ["Top", "Middle", "CThing", "CSystem"])
        #expect(package.targets["CThing"]?.linksALibrary == true)
        #expect(package.targets["CSystem"]?.linksALibrary == true)
        #expect(package.targets["Middle"]?.linksALibrary == false)
        #expect(package.targets["CThing"]?.path == nil)
    }
}

/// A dependency graph by target name.
private protocol TargetGraph {
    var edges: [String: Set<String>] { get }
}

extension TargetGraph {
    /// Every target `name` depends on, directly or not.
    func reachable(from name: String) -> Set<String> {
        var seen = Set<String>()
        var pending = Array(edges[name] ?? [])
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += edges[next] ?? []
        }
        return seen
    }
}

/// Package.swift's targets, read from its text: each `.target`, `.executableTarget`,
/// `.testTarget`, `.systemLibrary` and `.plugin` call with a literal name, its `dependencies: [...]`
/// (target names; products of other packages left out) and whether it links a C library.
private struct PackageTargets: TargetGraph {
    struct Target {
        var dependencies: Set<String> = []
        /// The `path:` argument, when the target names one.
        var path: String?
        /// A SwiftPM plugin (`.plugin`), such as `swift package folio`: not a pipeline plugin.
        var isPackagePlugin = false
        /// A system library, or a target with linker settings.
        var linksALibrary = false
    }

    private(set) var targets: [String: Target] = [:]
    var edges: [String: Set<String>] { targets.mapValues(\.dependencies) }

    init(_ text: String) throws {
        let code = SwiftText.withoutComments(text)
        for kind in [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary(", ".plugin("] {
            var start = code.startIndex
            while let found = code.range(of: kind, range: start..<code.endIndex) {
                start = found.upperBound
                let call = try SwiftText.balanced(code, from: code.index(before: found.upperBound))
                guard let name = SwiftText.strings(in: SwiftText.argument("name:", of: call) ?? "").first else {
                    continue
                }
                var target = targets[name] ?? Target()
                if let list = SwiftText.argument("dependencies:", of: call), list.hasPrefix("[") {
                    target.dependencies.formUnion(
                        SwiftText.strings(in: SwiftText.removingCalls(".product(", from: list)))
                }
                target.isPackagePlugin = kind == ".plugin("
                if let path = SwiftText.argument("path:", of: call) {
                    target.path = SwiftText.strings(in: path).first
                }
                target.linksALibrary =
                    target.linksALibrary || kind == ".systemLibrary(" || call.contains("linkerSettings:")
                targets[name] = target
            }
        }
        guard !targets.isEmpty else { throw ReadError("no targets in Package.swift") }
    }
}

/// docs/architecture.md's diagram of the targets: the code block after "The targets depend one
/// way". `A ──▶ B` is A using B, `B ◀── A` the same; a side may list targets (`A, B ──▶ C, D`),
/// arrows chain (`A ──▶ B ──▶ C`) and `;` starts another statement. Words that are not target
/// names (prose, products such as Yams) are left out.
private struct DependencyDiagram: TargetGraph {
    private(set) var edges: [String: Set<String>] = [:]
    /// The targets the diagram names.
    private(set) var shown: Set<String> = []

    init(_ markdown: String, targets: Set<String>) throws {
        guard let lead = markdown.range(of: "The targets depend one way"),
            let open = markdown.range(of: "```\n", range: lead.upperBound..<markdown.endIndex),
            let close = markdown.range(of: "```", range: open.upperBound..<markdown.endIndex)
        else { throw ReadError("no diagram after \"The targets depend one way\"") }
        for line in markdown[open.upperBound..<close.lowerBound].split(separator: "\n") {
            for statement in line.split(separator: ";") {
                try read(String(statement), targets: targets)
            }
        }
    }

    private mutating func read(_ statement: String, targets: Set<String>) throws {
        var sides: [Set<String>] = []
        var arrows: [Bool] = []  // true: the left side uses the right (──▶)
        var rest = Substring(statement)
        while true {
            let right = rest.range(of: "──▶")
            let left = rest.range(of: "◀──")
            guard let arrow = [right, left].compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound }) else {
                break
            }
            sides.append(Self.names(in: rest[..<arrow.lowerBound], targets: targets))
            arrows.append(arrow == right)
            rest = rest[arrow.upperBound...]
        }
        sides.append(Self.names(in: rest, targets: targets))
        for side in sides { shown.formUnion(side) }
        for (index, usesRight) in arrows.enumerated() {
            let (users, used) = usesRight ? (sides[index], sides[index + 1]) : (sides[index + 1], sides[index])
            for user in users { edges[user, default: []].formUnion(used) }
        }
    }

    private static func names(in text: Substring, targets: Set<String>) -> Set<String> {
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        return Set(words.map(String.init).filter(targets.contains))
    }
}

/// Just enough of Swift's lexical rules to read Package.swift.
private enum SwiftText {
    /// `text` without `//` comments (a `//` inside a string literal is kept).
    static func withoutComments(_ text: String) -> String {
        var result = ""
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                result.append(character)
                if character == "\\", text.index(after: index) < text.endIndex {
                    index = text.index(after: index)
                    result.append(text[index])
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "/", text[index...].hasPrefix("//") {
                guard let end = text[index...].firstIndex(of: "\n") else { break }
                index = end
                continue
            } else {
                result.append(character)
                inString = character == "\""
            }
            index = text.index(after: index)
        }
        return result
    }

    /// Walks `text` from `start`, outside string literals, calling `visit` with each character's
    /// index and the bracket depth after it (`(` and `[` open, `)` and `]` close) until it
    /// returns true; the index it stopped at, nil when it never did.
    static func scan(
        _ text: Substring, from start: Substring.Index, _ visit: (Substring.Index, Character, Int) -> Bool
    ) -> Substring.Index? {
        var depth = 0
        var inString = false
        var index = start
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\\" {
                    index = text.index(after: index)
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth -= 1 }
                if visit(index, character, depth) { return index }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// The text from the bracket at `open` (`(` or `[`) to the one that closes it, both included;
    /// brackets inside string literals do not count.
    static func balanced(_ text: String, from open: String.Index) throws -> Substring {
        let whole = text[...]
        guard
            let close = scan(
                whole, from: open,
                { _, character, depth in
                    (character == ")" || character == "]") && depth == 0
                })
        else {
            throw ReadError(
                "no closing bracket for the one at offset \(text.distance(from: text.startIndex, to: open))")
        }
        return text[open...close]
    }

    /// The value after `label` in `call` at the call's own depth: a bracketed list, or the text
    /// up to the next comma (a string literal's commas included). Nil when the call has no such
    /// argument.
    static func argument(_ label: String, of call: Substring) -> Substring? {
        guard
            let index = scan(
                call, from: call.startIndex,
                { index, _, depth in
                    depth == 1 && call[index...].hasPrefix(label)
                })
        else { return nil }
        let value = call[call.index(index, offsetBy: label.count)...].drop(while: \.isWhitespace)
        if value.first == "[" || value.first == "(" {
            let text = String(value)
            guard let list = try? balanced(text, from: text.startIndex) else { return nil }
            return Substring(list)
        }
        return value.prefix { $0 != "," && $0 != ")" }
    }

    /// `text` without the calls that start with `opening` (`.product(`), their arguments included.
    static func removingCalls(_ opening: String, from text: Substring) -> String {
        var result = String(text)
        while let found = result.range(of: opening),
            let call = try? balanced(result, from: result.index(before: found.upperBound))
        {
            result.removeSubrange(found.lowerBound..<call.endIndex)
        }
        return result
    }

    /// The string literals in `text`, without their quotes (no escapes or interpolation expected).
    static func strings(in text: some StringProtocol) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }
            .map { String($0.element) }
    }
}

private struct ReadError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
