import FolioTestSupport
import Foundation
import Testing

/// The documentation keeps up with the command line: every command and option the built
/// `folio`'s help lists (`folio --help`, `folio COMMAND --help`) is named in docs/commands.md,
/// and the README stays short enough to read in five minutes.
@Suite struct DocsCoverageTests {
    static let commandsPage = FolioProcess.packageRoot.appendingPathComponent("docs/commands.md")
    static let readme = FolioProcess.packageRoot.appendingPathComponent("README.md")
    /// The README's limit in lines.
    static let readmeLines = 320

    /// The names listed under `heading` (`SUBCOMMANDS:`, `OPTIONS:`) in a help text: the
    /// first word of each entry line of that section.
    static func section(_ heading: String, of help: String) -> [String] {
        var inSection = false
        var names: [String] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") {
                inSection = line.trimmingCharacters(in: .whitespaces) == heading
                continue
            }
            guard inSection else { continue }
            let entry = line.trimmingCharacters(in: .whitespaces)
            // An entry starts two spaces in; wrapped help text starts much further in.
            guard line.hasPrefix("  "), !line.hasPrefix("        "), let first = entry.split(separator: " ").first
            else { continue }
            names.append(String(first))
        }
        return names
    }

    /// The long options (`--sink`) an OPTIONS section lists, with `-v, --verbose` read as
    /// `--verbose` and `--[no-]thing` as `--thing`.
    static func longOptions(in help: String) -> [String] {
        var inSection = false
        var options: [String] = []
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") {
                inSection = line.trimmingCharacters(in: .whitespaces) == "OPTIONS:"
                continue
            }
            guard inSection, line.hasPrefix("  "), !line.hasPrefix("        ") else { continue }
            // The names end where the help text starts, after a gap of two spaces or more.
            let entry = line.drop { $0 == " " }
            let names = entry.range(of: "  ").map { entry[..<$0.lowerBound] } ?? entry
            let matches = names.matches(of: #/--(?:\[no-\])?([a-z][a-z0-9-]*)/#)
            options += matches.map { "--" + $0.output.1 }
        }
        return options
    }

    /// Whether `page` names `option` as a whole word (`--open` is not named by `--opener`).
    static func mentions(_ option: String, in page: String) -> Bool {
        var rest = page[...]
        while let found = rest.range(of: option) {
            let next = rest[found.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "-") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    @Test func everyCommandAndOptionIsDocumented() throws {
        let page = try String(contentsOf: Self.commandsPage, encoding: .utf8)
        let root = try FolioProcess.run(["--help"])
        #expect(root.status == 0, "\(root.errors)")
        let commands = Self.section("SUBCOMMANDS:", of: root.text).filter { $0 != "help" }
        #expect(commands.count >= 6, "\(root.text)")
        var missing: [String] = []
        for option in Self.longOptions(in: root.text) where !Self.mentions(option, in: page) {
            missing.append("folio \(option)")
        }
        for command in commands {
            if !page.contains("## folio \(command)") { missing.append("folio \(command) (no section)") }
            let help = try FolioProcess.run([command, "--help"])
            #expect(help.status == 0, "\(command): \(help.errors)")
            let options = Self.longOptions(in: help.text)
            #expect(options.contains("--help"), "\(command): \(help.text)")
            for option in options where !Self.mentions(option, in: page) {
                missing.append("folio \(command) \(option)")
            }
        }
        #expect(missing.isEmpty, "docs/commands.md does not name: \(missing.joined(separator: ", "))")
    }

    @Test func theHelpParserReadsOptionsAndCommands() {
        let help = """
            USAGE: folio build [<folder>] [--sink <sink> ...] [--verbose]

            ARGUMENTS:
              <folder>                The issue's folder.

            OPTIONS:
              --sink <sink>           A sink to publish with (repeatable); see `folio plugins`.
              -v, --verbose           List files that no source reads and property lists set
                                      aside, and time each step. --not-an-option here
              --[no-]color            Colour, unlike --not-this.
              --walk-length <walk-length>
                                      Keys per walk.
              -h, --help              Show help information.

            SUBCOMMANDS:
              build                   Build the issue.
              paginate                Paginate it.

            """
        #expect(Self.longOptions(in: help) == ["--sink", "--verbose", "--color", "--walk-length", "--help"])
        #expect(Self.section("SUBCOMMANDS:", of: help) == ["build", "paginate"])
        #expect(Self.mentions("--open", in: "serve `--open`.") && !Self.mentions("--open", in: "an --opener"))
    }

    @Test func theReadmeIsShort() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= Self.readmeLines, "README.md has \(lines) lines; move detail into docs/")
    }
}
